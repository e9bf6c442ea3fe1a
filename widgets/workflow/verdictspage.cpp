// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "verdictspage.h"
#include "rowtable.h"

#include "hypothesistablemodel.h"
#include "widgets/findingtext.h"
#include "workflowdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace scansleuth::widgets {

namespace {

// The gates in the order the page shows them, with their members.
constexpr std::array<bool workflow::Gates::*, 5> kGateMembers{
    &workflow::Gates::causeExplained, &workflow::Gates::minimalReproducer, &workflow::Gates::regressionTest,
    &workflow::Gates::causeDocumented, &workflow::Gates::patternCheckedElsewhere};
constexpr std::array<const char*, 5> kGateNames{"causeExplained", "minimalReproducer", "regressionTest",
                                                "causeDocumented", "patternCheckedElsewhere"};

} // namespace

VerdictsPage::VerdictsPage(WorkflowDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    m_model = new HypothesisTableModel(this);
    m_table = makeRowTable(this, QStringLiteral("verdictsTable"), m_model, HypothesisTableModel::TitleColumn);

    m_verdict = new QComboBox(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    for (workflow::Verdict v : {workflow::Verdict::Untested, workflow::Verdict::Supported,
                                workflow::Verdict::Refuted, workflow::Verdict::Inconclusive})
        m_verdict->addItem(HypothesisTableModel::verdictText(v), QString::fromLatin1(workflow::verdictId(v)));
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("verdictReason"));
    m_reason->setPlaceholderText(tr("Why: the numbers or the observation behind the verdict"));
    m_apply = new QPushButton(tr("Se&t verdict"), this);
    m_apply->setObjectName(QStringLiteral("applyVerdict"));
    auto* verdictRow = new QHBoxLayout;
    verdictRow->addWidget(m_verdict);
    verdictRow->addWidget(m_reason, 1);
    verdictRow->addWidget(m_apply);

    auto* gates = new QGroupBox(tr("Verification gates"), this);
    auto* gateLayout = new QVBoxLayout(gates);
    const std::array<QString, 5> gateTexts{tr("The cause is &explained in words"),
                                           tr("A minimal case &reproduces it"),
                                           tr("A re&gression test now guards against it"),
                                           tr("The cause is doc&umented where the team will find it"),
                                           tr("The same pattern was chec&ked elsewhere")};
    for (std::size_t i = 0; i < m_gates.size(); ++i) {
        m_gates[i] = new QCheckBox(gateTexts[i], gates);
        m_gates[i]->setObjectName(QStringLiteral("gate.") + QLatin1String(kGateNames[i]));
        gateLayout->addWidget(m_gates[i]);
        connect(m_gates[i], &QCheckBox::toggled, this, &VerdictsPage::gatesEdited);
    }
    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(QStringLiteral("gateNotes"));
    m_notes->setPlaceholderText(tr("Notes: where the reproducer, the test and the write-up are"));
    m_conclusion = new QPlainTextEdit(this);
    m_conclusion->setObjectName(QStringLiteral("conclusion"));
    m_conclusion->setPlaceholderText(tr("The cause, in words"));
    // The notes and the conclusion side by side, four lines high: the table above keeps the height to
    // show every hypothesis.
    auto* texts = new QGridLayout;
    texts->addWidget(new QLabel(tr("Notes"), this), 0, 0);
    texts->addWidget(new QLabel(tr("Conclusion"), this), 0, 1);
    for (int column : {0, 1}) {
        QPlainTextEdit* edit = column == 0 ? m_notes : m_conclusion;
        edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 4 + 2 * edit->frameWidth() + 8);
        texts->addWidget(edit, 1, column);
        texts->setColumnStretch(column, 1);
    }

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(verdictRow);
    layout->addWidget(gates);
    layout->addLayout(texts);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &VerdictsPage::showSelected);
    connect(m_apply, &QPushButton::clicked, this, &VerdictsPage::applyVerdict);
    connect(m_reason, &QLineEdit::returnPressed, this, &VerdictsPage::applyVerdict);
    connect(m_notes, &QPlainTextEdit::textChanged, this, &VerdictsPage::gatesEdited);
    connect(m_conclusion, &QPlainTextEdit::textChanged, this, &VerdictsPage::gatesEdited);
    connect(m_document, &WorkflowDocument::reset, this, &VerdictsPage::refresh);
    connect(m_document, &WorkflowDocument::changed, this, &VerdictsPage::refresh);
    refresh();
}

void VerdictsPage::refresh()
{
    const QString selected = m_model->hypothesisId(m_table->currentIndex().row());
    m_updating = true;
    m_model->setDocument(m_document->hasInvestigation() ? &m_document->investigation() : nullptr,
                         &m_document->knowledgeBase());
    const int row = m_model->rowOf(selected.isEmpty() ? m_document->selectedHypothesis() : selected);
    if (row >= 0)
        m_table->setCurrentIndex(m_model->index(row, HypothesisTableModel::TitleColumn));
    const workflow::Gates& g = m_document->investigation().gates;
    for (std::size_t i = 0; i < m_gates.size(); ++i)
        m_gates[i]->setChecked(g.*kGateMembers[i]);
    const QString notes = QString::fromStdString(g.notes);
    if (m_notes->toPlainText() != notes)
        m_notes->setPlainText(notes);
    const QString conclusion = QString::fromStdString(m_document->investigation().conclusion);
    if (m_conclusion->toPlainText() != conclusion)
        m_conclusion->setPlainText(conclusion);
    for (QWidget* w : std::initializer_list<QWidget*>{m_verdict, m_reason, m_apply, m_notes, m_conclusion})
        w->setEnabled(m_document->hasInvestigation());
    for (QCheckBox* box : m_gates)
        box->setEnabled(m_document->hasInvestigation());
    m_updating = false;
    showSelected();
}

void VerdictsPage::showSelected()
{
    const workflow::HypothesisState* h = m_document->investigation().hypothesis(
        m_model->hypothesisId(m_table->currentIndex().row()).toStdString());
    if (!h)
        return;
    m_verdict->setCurrentIndex(m_verdict->findData(QString::fromLatin1(workflow::verdictId(h->verdict))));
    m_storedReason = h->reason;
    m_shownReason = reportText(h->reason); // as the report says it
    m_reason->setText(m_shownReason);
}

void VerdictsPage::applyVerdict()
{
    const std::string id = m_model->hypothesisId(m_table->currentIndex().row()).toStdString();
    const std::optional<workflow::Verdict> verdict =
        workflow::verdictFromId(m_verdict->currentData().toString().toStdString());
    if (id.empty() || !verdict)
        return;
    const QString edited = m_reason->text().trimmed();
    const std::string reason = edited == m_shownReason.trimmed() ? m_storedReason : edited.toStdString();
    m_document->edit([&](workflow::Investigation& inv) { workflow::setVerdict(inv, id, *verdict, reason); });
}

void VerdictsPage::gatesEdited()
{
    if (m_updating || !m_document->hasInvestigation())
        return;
    workflow::Gates gates = m_document->investigation().gates;
    for (std::size_t i = 0; i < m_gates.size(); ++i)
        gates.*kGateMembers[i] = m_gates[i]->isChecked();
    gates.notes = m_notes->toPlainText().toStdString();
    const std::string conclusion = m_conclusion->toPlainText().toStdString();
    if (gates == m_document->investigation().gates && conclusion == m_document->investigation().conclusion)
        return;
    m_document->edit([&](workflow::Investigation& inv) {
        inv.gates = gates;
        inv.conclusion = conclusion;
    });
}

} // namespace scansleuth::widgets
