// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundjob.h"

#include "widgets/workflow/experimentrequest.h"

namespace scansleuth::app {

// The workflow panel's experiment runner: runs a request's experiment (investigate::runExperiment), or
// every runnable one of its investigation (investigate::runAutomatedExperiments), on a BackgroundTask.
// The outcome is cancelled when Cancel was asked for, whatever the work returned; an exception in the
// work becomes the outcome's failure.
class ExperimentJob : public widgets::ExperimentRunner
{
    Q_OBJECT

public:
    using widgets::ExperimentRunner::ExperimentRunner;

    bool start(const widgets::ExperimentRequest& request) override;
    void cancel() override;
    bool isRunning() const override;

private:
    BackgroundTask m_task;
};

// The runs `request` makes (the work ExperimentJob runs off the GUI thread).
std::vector<workflow::ExperimentRun> runExperiments(const widgets::ExperimentRequest& request,
                                                    const Progress& progress);

} // namespace scansleuth::app
