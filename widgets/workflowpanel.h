// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "investigate/experimentrunner.h"
#include "volume/geometry.h"
#include "widgets/workflow/correctionrequest.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QWidget>

class QAbstractItemModel;
class QListWidget;
class QPushButton;
class QToolButton;
class QStackedWidget;
class QTimer;

namespace scansleuth::widgets {

class EvidencePage;
class ExperimentPage;
class ExperimentRunner;
class ExportPage;
class HypothesesPage;
class QuestionsPage;
class VerdictsPage;
class WorkflowDocument;

// The investigation workflow beside the viewer, one step at a time: (1) the opening questions, (2) the
// category and the ranked hypotheses, (3) the experiment that can falsify the selected hypothesis
// (automated: run off the GUI thread; manual: steps and a form), (4) the evidence, each row one click
// from the views, (5) verdicts and verification gates, (6) export of the report. Every change is
// autosaved (workflow::autosave, beside the file, after autosaveDelay() ms without further change) while
// the investigation has a file. The panel presents and edits the document; the checks run in the
// ExperimentRunner the application gives it (app::ExperimentJob runs investigate::runExperiment).
class WorkflowPanel : public QWidget
{
    Q_OBJECT

public:
    enum Step
    {
        QuestionsStep,
        HypothesesStep,
        ExperimentsStep,
        EvidenceStep,
        VerdictsStep,
        ExportStep,
        StepCount
    };

    explicit WorkflowPanel(QWidget* parent = nullptr);
    ~WorkflowPanel() override;

    void setKnowledgeBase(const workflow::KnowledgeBase& kb);
    const workflow::KnowledgeBase& knowledgeBase() const;

    // A new, unsaved investigation of a knowledge-base symptom (workflow::startInvestigation); opens the
    // hypotheses step. False (nothing changes) for an unknown symptom.
    bool newInvestigation(const QString& symptomId, const QString& symptomText = {},
                          const QString& doing = {}, const QString& changed = {});
    // Opens an investigation file (errors as workflow::loadInvestigation). Does not look for an autosave:
    // call offerRecovery() first.
    Status openInvestigation(const QString& path);
    // Saves atomically to `path` (which becomes the document's file), copies the snapshot pictures when
    // the folder changes (workflow::copySnapshotFiles: only from inside the old folder to inside the new
    // one), and removes the autosave. Errors: Invalid (nothing open), Io (not saved; or saved, with the
    // document now at `path`, but pictures not copied: the error is workflow::copySnapshotFiles's, naming
    // them).
    Status saveInvestigation(const QString& path);
    // Opens the autosave of `path` as the document of `path`, unsaved (see offerRecovery).
    Status recoverInvestigation(const QString& path);
    // When `path` has an autosave newer than itself (the last session did not end with a save), asks
    // whether to restore it. Returns true when the user chose to restore (then call
    // recoverInvestigation(path)); false when there is none or the user declined (the autosave is then
    // removed).
    static bool offerRecovery(QWidget* parent, const QString& path);
    void closeInvestigation();
    // The panel's Open... and Save/Save as... buttons: file dialogs, recovery offer, errors in a message
    // box. True when a document was opened or saved.
    bool openWithDialog();
    bool saveWithDialog(bool askForPath);

    bool hasInvestigation() const;
    const workflow::Investigation& investigation() const; // an empty document when none is open
    QString investigationPath() const;                    // empty until saved
    bool isModified() const { return m_modified; }

    int currentStep() const;
    void setCurrentStep(int step); // steps past the first need an open investigation

    // What automated experiments read, from the viewer: "image" (the base image), "mask" (the first
    // overlay), "reference" (a second overlay); the experiments step shows them, editable.
    void setInputs(const investigate::ExperimentInputs& inputs);
    const investigate::ExperimentInputs& inputs() const;

    int autosaveDelay() const { return m_autosaveDelayMs; }
    void setAutosaveDelay(int milliseconds);

    // The report, with the export step's options (identifiers off by default).
    Status exportReport(const QString& path);

    // The hypothesis the experiments step shows (the selected row of the hypotheses table).
    QString selectedHypothesis() const;
    void selectHypothesis(const QString& hypothesisId);
    // Who runs the automated experiments (not owned): without one, the Run buttons stay disabled.
    void setExperimentRunner(ExperimentRunner* runner);
    // Runs the selected hypothesis's automated experiment in the background (as its Run button does).
    bool runSelectedExperiment();
    bool isRunning() const;

    // The item models, for tests and for the main window's own views.
    QAbstractItemModel* symptomModel() const;
    QAbstractItemModel* hypothesisModel() const;
    QAbstractItemModel* evidenceModel() const;

Q_SIGNALS:
    void investigationChanged(); // opened, created, recovered, closed or edited
    void currentStepChanged(int step);
    void saved(const QString& path);
    void autosaved(const QString& autosavePath);
    void experimentFinished(const QString& runId); // empty id: cancelled or nothing ran
    // One user sentence for the status bar (saving failed, autosave failed, ...).
    void message(const QString& text);
    // Show a finding in the views: move the cursor to `lps` (mm, LPS) and show `overlayPath` there (the
    // run's mask input as given; empty when the run had none).
    void showRequested(const scansleuth::volume::Vec3& lps, const QString& overlayPath);
    // Show a pair-geometry candidate's suspected correction of the run's mask.
    void correctionRequested(const scansleuth::widgets::CorrectionRequest& request);
    // The evidence's "Show disagreement map": overlay a model experiment's map file at `lps`.
    void mapRequested(const QString& path, const QString& name, const scansleuth::volume::Vec3& lps);

private:
    void buildSteps();
    void documentChanged();
    void documentReset();
    void writeAutosave();
    void updateStepAvailability();
    void startRequested(const QString& symptomId, const QString& text, const QString& doing,
                        const QString& changed);
    void showError(const QString& text, const Error& error);
    static QString fileFilter();

    WorkflowDocument* m_document = nullptr;
    QListWidget* m_stepList = nullptr;
    QStackedWidget* m_stack = nullptr;
    QToolButton* m_save = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_next = nullptr;
    QuestionsPage* m_questions = nullptr;
    HypothesesPage* m_hypotheses = nullptr;
    ExperimentPage* m_experiments = nullptr;
    EvidencePage* m_evidence = nullptr;
    VerdictsPage* m_verdicts = nullptr;
    ExportPage* m_export = nullptr;
    QTimer* m_autosaveTimer = nullptr;
    int m_autosaveDelayMs = 2000;
    bool m_modified = false;
};

} // namespace scansleuth::widgets
