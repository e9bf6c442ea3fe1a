// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "experimentrequest.h"

#include <QPointer>
#include <QWidget>

#include <map>
#include <string>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;

namespace scansleuth::widgets {

class WorkflowDocument;

// Step 3: the falsifying experiment of the selected hypothesis. An automated one lists its inputs
// (prefilled from the viewer, editable) and is run by the ExperimentRunner the application gives
// (setRunner; without one nothing runs), with a progress bar and Cancel; its run is recorded,
// applyFindings re-ranks the hypotheses. A manual one shows its steps (commands and code
// in a monospace, copyable box) and its form; "Record observations" records a run holding the answers.
// An automated experiment with a manual fallback (the model experiments, for users without a TorchScript
// file) offers "Do it by hand instead", which shows the fallback as a manual experiment.
class ExperimentPage : public QWidget
{
    Q_OBJECT

public:
    explicit ExperimentPage(WorkflowDocument* document, QWidget* parent = nullptr);
    ~ExperimentPage() override;

    // Who runs the automated experiments (not owned; may be destroyed before the page).
    void setRunner(ExperimentRunner* runner);
    bool isRunning() const;
    // Runs the shown automated experiment (as the Run button does); false when it cannot start.
    bool runShown();
    // Runs every runnable automated experiment whose inputs are present (each once).
    bool runAll();
    void cancel();

Q_SIGNALS:
    void runStarted();
    // A run was recorded (automated or manual), or a run ended without one (cancelled: empty id).
    void runFinished(const QString& runId);

private:
    void showExperiment();
    void buildAutomated(const workflow::ExperimentSpec& spec);
    void buildManual(const workflow::ExperimentSpec& spec);
    // An automated experiment's manual_fallback, shown in its place (steps and form).
    void showManualFallback();
    // Empties a form (labels and their fields, deleted).
    static void clearForm(QGridLayout* form);
    // Adds a row: the prompt, word-wrapped, left of its field (a widget or a layout).
    static void addFormRow(QGridLayout* form, const QString& prompt, QWidget* field,
                           QLayout* fieldRow = nullptr);
    void updateRunState();
    investigate::ExperimentInputs collectInputs() const;
    bool start(ExperimentRequest request);
    void finished(const ExperimentOutcome& outcome);
    void recordObservations();
    const workflow::ExperimentSpec* shownExperiment() const;

    WorkflowDocument* m_document = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_description = nullptr;
    QLabel* m_outcomes = nullptr;
    QStackedWidget* m_kinds = nullptr;
    // Automated.
    QGridLayout* m_inputForm = nullptr;
    std::map<std::string, QLineEdit*> m_inputEdits;
    QLabel* m_runState = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_runAll = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_byHand = nullptr; // "Do it by hand instead": the manual fallback
    // Manual.
    QPlainTextEdit* m_steps = nullptr;
    QGridLayout* m_form = nullptr;
    std::map<std::string, QWidget*> m_fields;
    QPushButton* m_record = nullptr;

    QPointer<ExperimentRunner> m_runner;
    bool m_running = false;         // this page's request is with the runner
    bool m_cancelRequested = false; // Cancel pressed since it started
    std::string m_shownId;
};

} // namespace scansleuth::widgets
