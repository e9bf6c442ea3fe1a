// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "experimentpage.h"

#include "knowledgetext.h"
#include "widgets/findingtext.h"

#include "workflowdocument.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleValidator>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace scansleuth::widgets {

namespace {

QLabel* wrappedLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ExperimentPage::ExperimentPage(WorkflowDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    m_title = wrappedLabel(this);
    m_title->setObjectName(QStringLiteral("experimentTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_description = wrappedLabel(this);
    m_outcomes = wrappedLabel(this);

    auto* automated = new QWidget(this);
    // The forms are grids, not QFormLayouts: a QFormLayout gives a word-wrapped label the width of its
    // size hint and the height of one line, which cut two-line German prompts (issue 22).
    m_inputForm = new QGridLayout;
    m_inputForm->setColumnStretch(1, 1);
    m_runState = wrappedLabel(this);
    m_runState->setObjectName(QStringLiteral("experimentState"));
    m_run = new QPushButton(tr("&Run"), automated);
    m_run->setObjectName(QStringLiteral("runExperiment"));
    m_runAll = new QPushButton(tr("Run all automated e&xperiments"), automated);
    m_runAll->setObjectName(QStringLiteral("runAllExperiments"));
    m_progress = new QProgressBar(automated);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_cancel = new QPushButton(tr("&Cancel"), automated);
    m_cancel->setObjectName(QStringLiteral("cancelExperiment"));
    m_byHand = new QPushButton(tr("&Do it by hand instead"), automated);
    m_byHand->setObjectName(QStringLiteral("manualFallback"));
    m_byHand->setToolTip(tr("For when you cannot give the inputs (no TorchScript file of your model): the "
                            "steps to run yourself and a form to record what you saw."));
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_runAll);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_cancel);
    auto* automatedLayout = new QVBoxLayout(automated);
    automatedLayout->setContentsMargins(0, 0, 0, 0);
    automatedLayout->addLayout(m_inputForm);
    automatedLayout->addLayout(runRow);
    automatedLayout->addWidget(m_byHand, 0, Qt::AlignLeft);
    automatedLayout->addStretch(1);

    auto* manual = new QWidget(this);
    m_steps = new QPlainTextEdit(manual);
    m_steps->setObjectName(QStringLiteral("experimentSteps"));
    m_steps->setReadOnly(true);
    m_steps->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_steps->setLineWrapMode(QPlainTextEdit::NoWrap);
    auto* copy = new QPushButton(tr("Co&py steps"), manual);
    copy->setObjectName(QStringLiteral("copySteps"));
    m_form = new QGridLayout;
    m_form->setColumnStretch(1, 1);
    m_record = new QPushButton(tr("R&ecord observations"), manual);
    m_record->setObjectName(QStringLiteral("recordObservations"));
    auto* manualLayout = new QVBoxLayout(manual);
    manualLayout->setContentsMargins(0, 0, 0, 0);
    manualLayout->addWidget(new QLabel(tr("Steps (run them yourself):"), manual));
    manualLayout->addWidget(m_steps, 1);
    manualLayout->addWidget(copy, 0, Qt::AlignLeft);
    manualLayout->addWidget(new QLabel(tr("What did you observe?"), manual));
    manualLayout->addLayout(m_form);
    manualLayout->addWidget(m_record, 0, Qt::AlignLeft);

    m_kinds = new QStackedWidget(this);
    m_kinds->addWidget(new QWidget(this)); // nothing selected
    m_kinds->addWidget(automated);
    m_kinds->addWidget(manual);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_description);
    layout->addWidget(m_outcomes);
    layout->addWidget(m_kinds, 1);
    layout->addWidget(m_runState);

    connect(m_run, &QPushButton::clicked, this, &ExperimentPage::runShown);
    connect(m_runAll, &QPushButton::clicked, this, &ExperimentPage::runAll);
    connect(m_cancel, &QPushButton::clicked, this, &ExperimentPage::cancel);
    connect(m_byHand, &QPushButton::clicked, this, &ExperimentPage::showManualFallback);
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_steps->toPlainText()); });
    connect(m_record, &QPushButton::clicked, this, &ExperimentPage::recordObservations);
    connect(m_document, &WorkflowDocument::selectionChanged, this, &ExperimentPage::showExperiment);
    connect(m_document, &WorkflowDocument::reset, this, &ExperimentPage::showExperiment);
    connect(m_document, &WorkflowDocument::inputsChanged, this, &ExperimentPage::showExperiment);
    showExperiment();
}

ExperimentPage::~ExperimentPage()
{
    // The runner works on copies; its result has no page to go to now.
    cancel();
}

void ExperimentPage::setRunner(ExperimentRunner* runner)
{
    if (m_runner)
        disconnect(m_runner, nullptr, this, nullptr);
    m_runner = runner;
    if (runner) {
        connect(runner, &ExperimentRunner::progress, this, [this](double fraction) {
            if (m_running)
                m_progress->setValue(static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 1000.0));
        });
        connect(runner, &ExperimentRunner::finished, this, [this](const ExperimentOutcome& outcome) {
            if (std::exchange(m_running, false))
                finished(outcome);
        });
        // A runner that goes while it runs this page's request never answers: the page is idle again.
        connect(runner, &QObject::destroyed, this, [this] {
            m_running = false;
            updateRunState();
        });
    }
    updateRunState();
}

const workflow::ExperimentSpec* ExperimentPage::shownExperiment() const
{
    return m_document->knowledgeBase().experiment(m_shownId);
}

void ExperimentPage::showExperiment()
{
    const workflow::KnowledgeBase& kb = m_document->knowledgeBase();
    const workflow::HypothesisSpec* hypothesis =
        kb.hypothesis(m_document->selectedHypothesis().toStdString());
    const workflow::ExperimentSpec* spec = hypothesis ? kb.experiment(hypothesis->experiment) : nullptr;
    m_shownId = spec ? spec->id : std::string();
    m_runState->clear();
    if (!spec || !m_document->hasInvestigation()) {
        m_title->setText(tr("Select a hypothesis to see the experiment that can falsify it."));
        m_description->clear();
        m_outcomes->clear();
        m_kinds->setCurrentIndex(0);
        updateRunState();
        return;
    }
    m_title->setText(knowledgeText(spec->title));
    m_description->setText(knowledgeText(spec->description));
    m_outcomes->setText(
        tr("Supports \"%1\" when: %2\nRefutes it when: %3")
            .arg(knowledgeText(hypothesis->title),
                 knowledgeText(hypothesis->supports.empty() ? spec->supports : hypothesis->supports),
                 knowledgeText(hypothesis->refutes.empty() ? spec->refutes : hypothesis->refutes)));
    if (spec->automated && investigate::isRunnable(*spec))
        buildAutomated(*spec);
    else
        buildManual(*spec);
    updateRunState();
}

void ExperimentPage::clearForm(QGridLayout* form)
{
    while (QLayoutItem* item = form->takeAt(0)) {
        if (QLayout* row = item->layout())
            while (QLayoutItem* child = row->takeAt(0)) {
                delete child->widget();
                delete child;
            }
        delete item->widget();
        delete item;
    }
}

void ExperimentPage::addFormRow(QGridLayout* form, const QString& prompt, QWidget* field, QLayout* fieldRow)
{
    auto* label = new QLabel(prompt);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    const int row = form->count() / 2; // two items a row; after clearForm, from the top again
    form->addWidget(label, row, 0);
    if (fieldRow)
        form->addLayout(fieldRow, row, 1);
    else
        form->addWidget(field, row, 1);
}

void ExperimentPage::buildAutomated(const workflow::ExperimentSpec& spec)
{
    clearForm(m_inputForm);
    m_inputEdits.clear();
    const investigate::ExperimentInputs& given = m_document->inputs();
    for (const workflow::ExperimentInput& input : spec.inputs) {
        auto* edit = new QLineEdit(QString::fromStdString(given.first(input.id)));
        edit->setObjectName(QStringLiteral("input.") + QString::fromStdString(input.id));
        edit->setPlaceholderText(input.optional ? tr("optional") : tr("required"));
        edit->setToolTip(knowledgeText(input.prompt));
        auto* browse = new QToolButton;
        browse->setText(tr("..."));
        browse->setVisible(input.kind != "text"); // a number or a word: nothing to browse for
        const bool folder = input.kind == "folder";
        connect(browse, &QToolButton::clicked, this, [this, edit, folder] {
            const QString path = folder ? QFileDialog::getExistingDirectory(this, tr("Choose a folder"))
                                        : QFileDialog::getOpenFileName(this, tr("Choose a file"));
            if (!path.isEmpty())
                edit->setText(path);
        });
        connect(edit, &QLineEdit::textChanged, this, &ExperimentPage::updateRunState);
        auto* row = new QHBoxLayout;
        row->addWidget(edit, 1);
        row->addWidget(browse);
        addFormRow(m_inputForm, knowledgeText(input.prompt), nullptr, row);
        m_inputEdits[input.id] = edit;
    }
    m_byHand->setVisible(!spec.manualFallback.empty() &&
                         m_document->knowledgeBase().experiment(spec.manualFallback) != nullptr);
    m_kinds->setCurrentIndex(1);
}

void ExperimentPage::buildManual(const workflow::ExperimentSpec& spec)
{
    QStringList steps;
    for (const std::string& step : spec.steps)
        steps << QString::fromStdString(step);
    if (spec.automated) // a check this version does not run: the user runs it
        steps << tr("ScanSleuth cannot run the check \"%1\" yet: run it by hand and record what you saw.")
                     .arg(QString::fromStdString(spec.check));
    m_steps->setPlainText(steps.join(QStringLiteral("\n\n")));
    clearForm(m_form);
    m_fields.clear();
    for (const workflow::FormField& field : spec.form) {
        QWidget* widget = nullptr;
        if (field.type == workflow::FieldType::YesNo) {
            auto* box = new QComboBox;
            box->addItem(QString(), QString());
            box->addItem(tr("Yes"), QStringLiteral("yes"));
            box->addItem(tr("No"), QStringLiteral("no"));
            widget = box;
        } else {
            auto* edit = new QLineEdit;
            if (field.type == workflow::FieldType::Number)
                edit->setValidator(new QDoubleValidator(edit));
            widget = edit;
        }
        widget->setObjectName(QStringLiteral("field.") + QString::fromStdString(field.id));
        addFormRow(m_form, knowledgeText(field.prompt), widget);
        m_fields[field.id] = widget;
    }
    m_kinds->setCurrentIndex(2);
}

void ExperimentPage::showManualFallback()
{
    const workflow::ExperimentSpec* spec = shownExperiment();
    const workflow::ExperimentSpec* fallback =
        spec ? m_document->knowledgeBase().experiment(spec->manualFallback) : nullptr;
    if (!fallback)
        return;
    // The observations are recorded as a run of the manual experiment.
    m_shownId = fallback->id;
    m_title->setText(knowledgeText(fallback->title));
    m_description->setText(knowledgeText(fallback->description));
    m_inputEdits.clear();
    buildManual(*fallback);
    updateRunState();
}

investigate::ExperimentInputs ExperimentPage::collectInputs() const
{
    investigate::ExperimentInputs inputs = m_document->inputs();
    for (const auto& [id, edit] : m_inputEdits) {
        const QStringList paths = edit->text().split(QLatin1Char(';'), Qt::SkipEmptyParts);
        std::vector<std::string>& list = inputs.paths[id];
        list.clear();
        for (const QString& p : paths)
            list.push_back(p.trimmed().toStdString());
        if (list.empty())
            inputs.paths.erase(id);
    }
    return inputs;
}

bool ExperimentPage::isRunning() const
{
    return m_running;
}

void ExperimentPage::updateRunState()
{
    const bool running = isRunning();
    const workflow::ExperimentSpec* spec = shownExperiment();
    const bool ready = spec && spec->automated && investigate::hasInputsFor(*spec, collectInputs());
    m_run->setEnabled(!running && ready && m_runner && m_document->hasInvestigation());
    m_runAll->setEnabled(!running && m_runner && m_document->hasInvestigation());
    m_record->setEnabled(!running && m_document->hasInvestigation());
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    if (running)
        m_runState->setText(tr("Running..."));
    else if (spec && spec->automated)
        m_runState->setText(ready ? tr("Ready to run.")
                                  : tr("Give the required inputs to run this experiment."));
}

bool ExperimentPage::start(ExperimentRequest request)
{
    if (isRunning() || !m_runner || m_runner->isRunning() || !m_document->hasInvestigation())
        return false;
    m_progress->setValue(0);
    request.snapshotDir = m_document->snapshotDir().toStdString();
    request.inputs = collectInputs();
    m_cancelRequested = false;
    if (!m_runner->start(request))
        return false;
    m_running = true;
    updateRunState();
    Q_EMIT runStarted();
    return true;
}

bool ExperimentPage::runShown()
{
    const workflow::ExperimentSpec* spec = shownExperiment();
    if (!spec || !spec->automated || !investigate::hasInputsFor(*spec, collectInputs()))
        return false;
    ExperimentRequest request;
    request.experiment = *spec;
    request.runId = workflow::nextRunId(m_document->investigation());
    return start(std::move(request));
}

bool ExperimentPage::runAll()
{
    ExperimentRequest request;
    request.investigation = m_document->investigation();
    request.knowledgeBase = m_document->knowledgeBase();
    return start(std::move(request));
}

void ExperimentPage::cancel()
{
    if (!m_running)
        return;
    m_cancelRequested = true;
    if (m_runner)
        m_runner->cancel();
}

void ExperimentPage::finished(const ExperimentOutcome& outcome)
{
    QString lastId;
    QString message;
    // Cancel pressed before the result arrived counts, even when the check had already finished.
    if (outcome.cancelled || m_cancelRequested) {
        message = tr("Cancelled: nothing was recorded.");
    } else if (!outcome.failure.isEmpty()) {
        message = tr("Failed: %1").arg(outcome.failure);
    } else {
        const workflow::KnowledgeBase& kb = m_document->knowledgeBase();
        m_document->edit([&](workflow::Investigation& inv) {
            for (workflow::ExperimentRun run : outcome.runs) {
                // Runs made on a copy may reuse an id recorded meanwhile.
                if (run.id.empty() ||
                    std::any_of(inv.runs.begin(), inv.runs.end(),
                                [&](const workflow::ExperimentRun& r) { return r.id == run.id; }))
                    run.id = workflow::nextRunId(inv);
                inv.runs.push_back(run);
                workflow::applyFindings(inv, kb, inv.runs.back());
                lastId = QString::fromStdString(run.id);
                message = run.status == "failed" ? tr("Failed: %1").arg(errorText(run.error))
                                                 : checkLineText(run.evidence.summary);
            }
        });
        if (outcome.runs.empty())
            message = tr("No automated experiment had its inputs.");
    }
    updateRunState();
    m_runState->setText(message);
    Q_EMIT runFinished(lastId);
}

void ExperimentPage::recordObservations()
{
    const workflow::ExperimentSpec* spec = shownExperiment();
    if (!spec || !m_document->hasInvestigation())
        return;
    workflow::ExperimentRun run;
    run.experiment = spec->id;
    run.status = "manual";
    run.startedUtc = run.finishedUtc = workflow::utcNow();
    for (const auto& [id, widget] : m_fields) {
        QString value;
        if (auto* box = qobject_cast<QComboBox*>(widget))
            value = box->currentData().toString();
        else if (auto* edit = qobject_cast<QLineEdit*>(widget))
            value = edit->text().trimmed();
        if (!value.isEmpty())
            run.observations[id] = value.toStdString();
    }
    QString id;
    m_document->edit([&](workflow::Investigation& inv) {
        run.id = workflow::nextRunId(inv);
        id = QString::fromStdString(run.id);
        inv.runs.push_back(std::move(run));
    });
    m_runState->setText(tr("Observations recorded as %1.").arg(id));
    Q_EMIT runFinished(id);
}

} // namespace scansleuth::widgets
