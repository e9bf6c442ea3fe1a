// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "hypothesespage.h"
#include "knowledgetext.h"
#include "rowtable.h"

#include "hypothesistablemodel.h"
#include "workflowdocument.h"

#include <QLabel>
#include <QStringList>
#include <QTableView>
#include <QVBoxLayout>

namespace scansleuth::widgets {

HypothesesPage::HypothesesPage(WorkflowDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    m_model = new HypothesisTableModel(this);
    m_category = new QLabel(this);
    m_category->setObjectName(QStringLiteral("category"));
    m_category->setTextFormat(Qt::PlainText);
    m_table =
        makeRowTable(this, QStringLiteral("hypothesesTable"), m_model, HypothesisTableModel::TitleColumn);
    m_explanation = new QLabel(this);
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    m_quickWins = new QLabel(this);
    m_quickWins->setWordWrap(true);
    m_quickWins->setTextFormat(Qt::PlainText);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_category);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_explanation);
    layout->addWidget(m_quickWins);

    connect(m_document, &WorkflowDocument::reset, this, &HypothesesPage::refresh);
    connect(m_document, &WorkflowDocument::changed, this, &HypothesesPage::refresh);
    connect(m_document, &WorkflowDocument::selectionChanged, this, &HypothesesPage::selectById);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    m_document->setSelectedHypothesis(m_model->hypothesisId(current.row()));
                showSelected();
            });
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        Q_EMIT experimentRequested(m_model->hypothesisId(index.row()));
    });
    refresh();
}

void HypothesesPage::refresh()
{
    m_model->setDocument(m_document->hasInvestigation() ? &m_document->investigation() : nullptr,
                         &m_document->knowledgeBase());
    if (m_document->hasInvestigation()) {
        const workflow::Investigation& inv = m_document->investigation();
        m_category->setText(tr("Category: %1").arg(categoryText(inv.category)));
    } else {
        m_category->setText(tr("No investigation open: answer the opening questions first."));
    }
    selectById(m_document->selectedHypothesis());
}

void HypothesesPage::selectById(const QString& id)
{
    const int row = m_model->rowOf(id);
    if (row >= 0 && m_table->currentIndex().row() != row)
        m_table->setCurrentIndex(m_model->index(row, HypothesisTableModel::TitleColumn));
    showSelected();
}

void HypothesesPage::showSelected()
{
    const workflow::HypothesisSpec* spec =
        m_document->knowledgeBase().hypothesis(m_document->selectedHypothesis().toStdString());
    m_explanation->setText(spec ? knowledgeText(spec->explanation) : QString());
    QStringList wins;
    if (spec) {
        for (const std::string& w : spec->quickWins)
            wins << QStringLiteral("\u2022 ") + knowledgeText(w);
    }
    m_quickWins->setText(
        wins.isEmpty() ? QString() : tr("Quick wins:") + QLatin1Char('\n') + wins.join(QLatin1Char('\n')));
}

} // namespace scansleuth::widgets
