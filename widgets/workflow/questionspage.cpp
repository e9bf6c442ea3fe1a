// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "questionspage.h"

#include "symptomlistmodel.h"
#include "widgets/clearbutton.h"
#include "workflowdocument.h"

#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace scansleuth::widgets {

QuestionsPage::QuestionsPage(WorkflowDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    m_model = new SymptomListModel(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("symptomSearch"));
    m_search->setPlaceholderText(
        tr("Describe the symptom, or search: \"mask flipped\", \"out of memory\"..."));
    enableClearButtonWithText(m_search);
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("symptomList"));
    m_list->setModel(m_model);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::PlainText);
    m_doing = new QPlainTextEdit(this);
    m_doing->setObjectName(QStringLiteral("whatYouWereDoing"));
    m_doing->setPlaceholderText(tr("Training, inference, converting files, viewing..."));
    m_changed = new QPlainTextEdit(this);
    m_changed->setObjectName(QStringLiteral("whatChanged"));
    m_changed->setPlaceholderText(tr("A new library version, new data, a new converter, a new machine..."));
    for (QPlainTextEdit* edit : {m_doing, m_changed}) {
        edit->setTabChangesFocus(true);
        edit->setMaximumHeight(70);
    }
    m_start = new QPushButton(tr("Start &investigation"), this);
    m_start->setObjectName(QStringLiteral("startInvestigation"));
    m_start->setEnabled(false);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("1. What is the symptom?"), this));
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_description);
    layout->addWidget(new QLabel(tr("2. What were you doing when it appeared?"), this));
    layout->addWidget(m_doing);
    layout->addWidget(new QLabel(tr("3. What changed recently?"), this));
    layout->addWidget(m_changed);
    layout->addWidget(m_start);

    connect(m_search, &QLineEdit::textChanged, this, &QuestionsPage::searchChanged);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &QuestionsPage::selectionChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, &QuestionsPage::selectionChanged);
    connect(m_doing, &QPlainTextEdit::textChanged, this, &QuestionsPage::answersEdited);
    connect(m_changed, &QPlainTextEdit::textChanged, this, &QuestionsPage::answersEdited);
    connect(m_start, &QPushButton::clicked, this, [this] {
        Q_EMIT startRequested(selectedSymptom(), m_search->text().trimmed(), m_doing->toPlainText(),
                              m_changed->toPlainText());
    });
    connect(m_document, &WorkflowDocument::reset, this, &QuestionsPage::showDocument);
    showDocument();
}

QString QuestionsPage::selectedSymptom() const
{
    return m_model->symptomId(m_list->currentIndex().row());
}

void QuestionsPage::showDocument()
{
    m_updating = true;
    m_model->setKnowledgeBase(&m_document->knowledgeBase());
    // An open investigation's symptom stays listed (and selected) whatever its text says.
    m_model->setPinnedSymptom(m_document->hasInvestigation()
                                  ? QString::fromStdString(m_document->investigation().symptomId)
                                  : QString());
    if (m_document->hasInvestigation()) {
        const workflow::Investigation& inv = m_document->investigation();
        m_search->setText(QString::fromStdString(inv.symptomText));
        m_doing->setPlainText(QString::fromStdString(inv.whatYouWereDoing));
        m_changed->setPlainText(QString::fromStdString(inv.whatChanged));
        const int row = m_model->rowOf(QString::fromStdString(inv.symptomId));
        if (row >= 0)
            m_list->setCurrentIndex(m_model->index(row));
    }
    m_updating = false;
    selectionChanged();
}

void QuestionsPage::searchChanged(const QString& text)
{
    const QString previous = selectedSymptom();
    m_model->setSearchText(text);
    // Typing ranks the list: the best match becomes the selection unless the previous one is still listed.
    const int row = m_model->rowOf(previous);
    if (row >= 0 && text.trimmed().isEmpty())
        m_list->setCurrentIndex(m_model->index(row));
    else if (m_model->rowCount() > 0 && !text.trimmed().isEmpty())
        m_list->setCurrentIndex(m_model->index(0));
    if (!m_updating)
        answersEdited();
}

void QuestionsPage::selectionChanged()
{
    const QModelIndex current = m_list->currentIndex();
    m_description->setText(current.isValid() ? current.data(Qt::ToolTipRole).toString() : QString());
    m_start->setEnabled(current.isValid());
}

void QuestionsPage::answersEdited()
{
    if (m_updating || !m_document->hasInvestigation())
        return;
    const std::string text = m_search->text().trimmed().toStdString();
    const std::string doing = m_doing->toPlainText().toStdString();
    const std::string changed = m_changed->toPlainText().toStdString();
    const workflow::Investigation& inv = m_document->investigation();
    if (inv.symptomText == text && inv.whatYouWereDoing == doing && inv.whatChanged == changed)
        return;
    m_document->edit([&](workflow::Investigation& edited) {
        edited.symptomText = text;
        edited.whatYouWereDoing = doing;
        edited.whatChanged = changed;
    });
}

} // namespace scansleuth::widgets
