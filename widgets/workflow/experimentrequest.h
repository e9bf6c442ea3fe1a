// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "investigate/experimentrunner.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QObject>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace scansleuth::widgets {

// What the experiments step asks to run: one automated experiment (`experiment` set, recorded as
// `runId`), or every runnable automated experiment of `investigation` whose inputs are present, each
// once (investigate::runAutomatedExperiments on this copy, with `knowledgeBase`). Snapshots are written
// into `snapshotDir`. Everything is a copy: the run reads nothing of the document.
struct ExperimentRequest
{
    std::optional<workflow::ExperimentSpec> experiment;
    std::string runId;
    workflow::Investigation investigation;
    workflow::KnowledgeBase knowledgeBase;
    investigate::ExperimentInputs inputs;
    std::string snapshotDir;
};

// What a request gave: the runs to record (in order), or why none could be made.
struct ExperimentOutcome
{
    std::vector<workflow::ExperimentRun> runs;
    bool cancelled = false; // Cancel was asked for: nothing is recorded
    QString failure;        // set: the work itself failed (not a run with status "failed")
};

// Runs the experiments step's requests off the GUI thread. Widgets present; they never run a pipeline
// themselves: the application implements this (app::ExperimentJob) and hands it to the workflow panel.
// One request at a time; progress() and finished() come on the runner's thread, finished() exactly once
// per accepted start().
class ExperimentRunner : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // False (nothing starts) while a request is running.
    virtual bool start(const ExperimentRequest& request) = 0;
    virtual void cancel() = 0;
    virtual bool isRunning() const = 0;

Q_SIGNALS:
    void progress(double fraction); // in [0, 1]
    void finished(const scansleuth::widgets::ExperimentOutcome& outcome);
};

} // namespace scansleuth::widgets
