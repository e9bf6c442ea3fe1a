// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "workflowpanel.h"

#include "failurebox.h"
#include "findingtext.h"

#include "workflow/evidencepage.h"
#include "workflow/evidencetablemodel.h"
#include "workflow/experimentpage.h"
#include "workflow/exportpage.h"
#include "workflow/hypothesespage.h"
#include "workflow/hypothesistablemodel.h"
#include "workflow/questionspage.h"
#include "workflow/symptomlistmodel.h"
#include "workflow/verdictspage.h"
#include "workflow/workflowdocument.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <array>

namespace scansleuth::widgets {

WorkflowPanel::WorkflowPanel(QWidget* parent) : QWidget(parent)
{
    m_document = new WorkflowDocument(this);
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(m_autosaveDelayMs);
    buildSteps();

    connect(m_autosaveTimer, &QTimer::timeout, this, &WorkflowPanel::writeAutosave);
    connect(m_document, &WorkflowDocument::changed, this, &WorkflowPanel::documentChanged);
    connect(m_document, &WorkflowDocument::reset, this, &WorkflowPanel::documentReset);
    connect(m_questions, &QuestionsPage::startRequested, this, &WorkflowPanel::startRequested);
    connect(m_hypotheses, &HypothesesPage::experimentRequested, this, [this](const QString& id) {
        m_document->setSelectedHypothesis(id);
        setCurrentStep(ExperimentsStep);
    });
    connect(m_experiments, &ExperimentPage::runFinished, this, &WorkflowPanel::experimentFinished);
    connect(m_evidence, &EvidencePage::showRequested, this, &WorkflowPanel::showRequested);
    connect(m_evidence, &EvidencePage::correctionRequested, this, &WorkflowPanel::correctionRequested);
    connect(m_evidence, &EvidencePage::mapRequested, this, &WorkflowPanel::mapRequested);
    updateStepAvailability();
}

WorkflowPanel::~WorkflowPanel()
{
    // A pending autosave is written now: closing the window must not lose the last two seconds.
    if (m_autosaveTimer->isActive())
        writeAutosave();
    delete m_stack; // the pages go before the document they read
    m_stack = nullptr;
}

void WorkflowPanel::buildSteps()
{
    m_questions = new QuestionsPage(m_document, this);
    m_hypotheses = new HypothesesPage(m_document, this);
    m_experiments = new ExperimentPage(m_document, this);
    m_evidence = new EvidencePage(m_document, this);
    m_verdicts = new VerdictsPage(m_document, this);
    m_export = new ExportPage(m_document, this);

    m_stepList = new QListWidget(this);
    m_stepList->setObjectName(QStringLiteral("workflowSteps"));
    m_stepList->setFlow(QListView::LeftToRight);
    m_stepList->setWrapping(true);
    m_stepList->setResizeMode(QListView::Adjust);
    m_stepList->setMaximumHeight(m_stepList->fontMetrics().height() * 3 + 8);
    m_stack = new QStackedWidget(this);
    const std::array<QString, StepCount> titles{tr("1 Questions"), tr("2 Hypotheses"), tr("3 Experiments"),
                                                tr("4 Evidence"),  tr("5 Verdicts"),   tr("6 Report")};
    const std::array<QWidget*, StepCount> pages{m_questions, m_hypotheses, m_experiments,
                                                m_evidence,  m_verdicts,   m_export};
    for (std::size_t i = 0; i < titles.size(); ++i) {
        m_stepList->addItem(titles[i]);
        // A page taller or wider than the dock scrolls instead of being squeezed under its minimum
        // (where Qt draws its widgets over each other: buttons over the evidence table at 1024 x 700).
        auto* scroll = new QScrollArea(m_stack);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        scroll->setWidget(pages[i]);
        m_stack->addWidget(scroll);
    }
    m_stepList->setCurrentRow(0);
    m_back = new QPushButton(tr("&Back"), this);
    m_back->setObjectName(QStringLiteral("stepBack"));
    m_next = new QPushButton(tr("&Next"), this);
    m_next->setObjectName(QStringLiteral("stepNext"));
    // The steps by keyboard from anywhere in the panel (issue 22), as a browser's back and forward.
    m_back->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    m_back->setToolTip(
        tr("The previous step (%1)").arg(m_back->shortcut().toString(QKeySequence::NativeText)));
    m_next->setToolTip(tr("The next step (%1)").arg(m_next->shortcut().toString(QKeySequence::NativeText)));
    // The file buttons are tool buttons, as wide as their text: five push buttons (80 px each at
    // least) made the dock, and so the window, wider than a 1024 px screen allows.
    auto fileButton = [this](const QString& text, const char* name) {
        auto* button = new QToolButton(this);
        button->setText(text);
        button->setObjectName(QLatin1String(name));
        button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        return button;
    };
    QToolButton* open = fileButton(tr("&Open..."), "openInvestigation");
    m_save = fileButton(tr("&Save"), "saveInvestigation");
    QToolButton* saveAs = fileButton(tr("Save &as..."), "saveInvestigationAs");
    connect(open, &QToolButton::clicked, this, &WorkflowPanel::openWithDialog);
    connect(m_save, &QToolButton::clicked, this, [this] { saveWithDialog(false); });
    connect(saveAs, &QToolButton::clicked, this, [this] { saveWithDialog(true); });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(open);
    buttons->addWidget(m_save);
    buttons->addWidget(saveAs);
    buttons->addSpacing(12);
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_next);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_stepList);
    layout->addWidget(m_stack, 1);
    layout->addLayout(buttons);

    connect(m_stepList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0 || m_stack->currentIndex() == row)
            return;
        m_stack->setCurrentIndex(row);
        updateStepAvailability();
        Q_EMIT currentStepChanged(row);
    });
    connect(m_back, &QPushButton::clicked, this, [this] { setCurrentStep(currentStep() - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { setCurrentStep(currentStep() + 1); });
}

void WorkflowPanel::updateStepAvailability()
{
    const bool open = m_document->hasInvestigation();
    for (int i = 1; i < StepCount; ++i) {
        QListWidgetItem* item = m_stepList->item(i);
        item->setFlags(open ? (Qt::ItemIsEnabled | Qt::ItemIsSelectable) : Qt::NoItemFlags);
    }
    m_back->setEnabled(currentStep() > 0);
    m_save->setEnabled(open);
    m_next->setEnabled(open && currentStep() + 1 < StepCount);
}

void WorkflowPanel::setKnowledgeBase(const workflow::KnowledgeBase& kb)
{
    m_document->setKnowledgeBase(kb);
}

const workflow::KnowledgeBase& WorkflowPanel::knowledgeBase() const
{
    return m_document->knowledgeBase();
}

bool WorkflowPanel::newInvestigation(const QString& symptomId, const QString& symptomText,
                                     const QString& doing, const QString& changed)
{
    const workflow::KnowledgeBase& kb = m_document->knowledgeBase();
    if (!kb.symptom(symptomId.toStdString()))
        return false;
    m_autosaveTimer->stop();
    m_document->setInvestigation(workflow::startInvestigation(kb, symptomId.toStdString(),
                                                              symptomText.toStdString(), doing.toStdString(),
                                                              changed.toStdString()),
                                 QString());
    m_modified = true;
    setCurrentStep(HypothesesStep);
    return true;
}

void WorkflowPanel::startRequested(const QString& symptomId, const QString& text, const QString& doing,
                                   const QString& changed)
{
    if (m_document->hasInvestigation() && m_modified) {
        const auto answer = QMessageBox::question(
            this, tr("New investigation"),
            tr("Start a new investigation? The open one has changes that were not saved to a file."));
        if (answer != QMessageBox::Yes)
            return;
    }
    newInvestigation(symptomId, text, doing, changed);
}

Status WorkflowPanel::openInvestigation(const QString& path)
{
    Result<workflow::Investigation> loaded = workflow::loadInvestigation(path.toStdString());
    if (!loaded)
        return loaded.error();
    m_autosaveTimer->stop();
    m_document->setInvestigation(std::move(loaded).value(), QFileInfo(path).absoluteFilePath());
    m_modified = false;
    setCurrentStep(HypothesesStep);
    return {};
}

Status WorkflowPanel::recoverInvestigation(const QString& path)
{
    const std::string autosave = workflow::autosavePath(path.toStdString());
    Result<workflow::Investigation> loaded = workflow::loadInvestigation(autosave);
    if (!loaded)
        return loaded.error();
    m_autosaveTimer->stop();
    m_document->setInvestigation(std::move(loaded).value(), QFileInfo(path).absoluteFilePath());
    m_modified = true;
    setCurrentStep(HypothesesStep);
    return {};
}

bool WorkflowPanel::offerRecovery(QWidget* parent, const QString& path)
{
    const std::optional<std::string> autosave = workflow::recoverableAutosave(path.toStdString());
    if (!autosave)
        return false;
    const QString when = QFileInfo(QString::fromStdString(*autosave)).lastModified().toString(Qt::ISODate);
    const auto answer = QMessageBox::question(parent, tr("Restore investigation"),
                                              tr("The investigation %1 was not saved when ScanSleuth last "
                                                 "closed. Restore the changes autosaved at %2?")
                                                  .arg(QDir::toNativeSeparators(path), when),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes)
        return true;
    (void)workflow::discardAutosave(path.toStdString());
    return false;
}

Status WorkflowPanel::saveInvestigation(const QString& path)
{
    if (!m_document->hasInvestigation())
        return makeError(ErrorKind::Invalid, "No investigation is open.");
    const QString absolute = QFileInfo(path).absoluteFilePath();
    // Written as it is: every edit already stamped modifiedUtc, so a reopened file equals the document.
    const Status status = workflow::saveInvestigation(m_document->investigation(), absolute.toStdString());
    if (!status.ok()) {
        Q_EMIT message(tr("The investigation could not be saved: %1").arg(errorText(status.error().message)));
        return status;
    }
    const QString oldDir = m_document->investigationDir();
    m_document->setPath(absolute);
    const QString newDir = m_document->investigationDir();
    Status copied;
    if (QDir(oldDir).canonicalPath() != QDir(newDir).canonicalPath())
        copied = workflow::copySnapshotFiles(m_document->investigation(), oldDir.toStdString(),
                                             newDir.toStdString());
    m_autosaveTimer->stop();
    (void)workflow::discardAutosave(absolute.toStdString());
    m_modified = false;
    Q_EMIT saved(absolute);
    if (!copied.ok()) {
        // The document is saved, its pictures are not all with it: say which, never report success. The
        // error stays core's own sentence (naming the pictures), so the user's language can render it.
        Q_EMIT message(tr("The investigation was saved, but its pictures were not all copied: %1")
                           .arg(errorText(copied.error().message)));
        return copied;
    }
    return status;
}

bool WorkflowPanel::openWithDialog()
{
    if (m_document->hasInvestigation() && m_modified &&
        QMessageBox::question(
            this, tr("Open investigation"),
            tr("Open another investigation? The open one has changes that were not saved.")) !=
            QMessageBox::Yes)
        return false;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open investigation"), QString(), fileFilter());
    if (path.isEmpty())
        return false;
    const Status status = offerRecovery(this, path) ? recoverInvestigation(path) : openInvestigation(path);
    if (!status.ok())
        showError(tr("The investigation could not be opened."), status.error());
    return status.ok();
}

bool WorkflowPanel::saveWithDialog(bool askForPath)
{
    if (!m_document->hasInvestigation())
        return false;
    QString path = m_document->path();
    if (askForPath || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save investigation"),
                                            path.isEmpty() ? QStringLiteral("case.investigation.json") : path,
                                            fileFilter());
        if (path.isEmpty())
            return false;
    }
    const Status status = saveInvestigation(path);
    if (!status.ok())
        showError(m_document->path() == QFileInfo(path).absoluteFilePath()
                      ? tr("The investigation was saved, but not all of its pictures were copied.")
                      : tr("The investigation could not be saved."),
                  status.error());
    return status.ok();
}

QString WorkflowPanel::fileFilter()
{
    return tr("ScanSleuth investigations (*.investigation.json *.json);;All files (*)");
}

void WorkflowPanel::showError(const QString& text, const Error& error)
{
    showFailure(this, tr("Investigation"), text, QString::fromStdString(error.message),
                QString::fromStdString(error.detail));
}

void WorkflowPanel::closeInvestigation()
{
    if (m_autosaveTimer->isActive())
        writeAutosave();
    m_document->close();
    m_modified = false;
    setCurrentStep(QuestionsStep);
}

bool WorkflowPanel::hasInvestigation() const
{
    return m_document->hasInvestigation();
}

const workflow::Investigation& WorkflowPanel::investigation() const
{
    return m_document->investigation();
}

QString WorkflowPanel::investigationPath() const
{
    return m_document->path();
}

int WorkflowPanel::currentStep() const
{
    return m_stack->currentIndex();
}

void WorkflowPanel::setCurrentStep(int step)
{
    if (step < 0 || step >= StepCount || (step > 0 && !m_document->hasInvestigation()))
        return;
    m_stepList->setCurrentRow(step);
    updateStepAvailability();
}

void WorkflowPanel::setInputs(const investigate::ExperimentInputs& inputs)
{
    m_document->setInputs(inputs);
}

const investigate::ExperimentInputs& WorkflowPanel::inputs() const
{
    return m_document->inputs();
}

void WorkflowPanel::setAutosaveDelay(int milliseconds)
{
    m_autosaveDelayMs = std::max(0, milliseconds);
    m_autosaveTimer->setInterval(m_autosaveDelayMs);
}

Status WorkflowPanel::exportReport(const QString& path)
{
    return m_export->exportTo(path);
}

QString WorkflowPanel::selectedHypothesis() const
{
    return m_document->selectedHypothesis();
}

void WorkflowPanel::selectHypothesis(const QString& hypothesisId)
{
    m_document->setSelectedHypothesis(hypothesisId);
}

void WorkflowPanel::setExperimentRunner(ExperimentRunner* runner)
{
    m_experiments->setRunner(runner);
}

bool WorkflowPanel::runSelectedExperiment()
{
    return m_experiments->runShown();
}

bool WorkflowPanel::isRunning() const
{
    return m_experiments->isRunning();
}

QAbstractItemModel* WorkflowPanel::symptomModel() const
{
    return m_questions->symptomModel();
}

QAbstractItemModel* WorkflowPanel::hypothesisModel() const
{
    return m_hypotheses->model();
}

QAbstractItemModel* WorkflowPanel::evidenceModel() const
{
    return m_evidence->model();
}

void WorkflowPanel::documentChanged()
{
    m_modified = true;
    if (!m_document->path().isEmpty())
        m_autosaveTimer->start();
    Q_EMIT investigationChanged();
}

void WorkflowPanel::documentReset()
{
    updateStepAvailability();
    Q_EMIT investigationChanged();
}

void WorkflowPanel::writeAutosave()
{
    m_autosaveTimer->stop();
    if (!m_document->hasInvestigation() || m_document->path().isEmpty())
        return;
    const std::string path = m_document->path().toStdString();
    const Status status = workflow::autosave(m_document->investigation(), path);
    if (!status.ok()) {
        Q_EMIT message(tr("Autosave failed: %1").arg(errorText(status.error().message)));
        return;
    }
    Q_EMIT autosaved(QString::fromStdString(workflow::autosavePath(path)));
}

} // namespace scansleuth::widgets
