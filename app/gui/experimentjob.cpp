// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "experimentjob.h"

#include "widgets/findingtext.h"

namespace scansleuth::app {

std::vector<workflow::ExperimentRun> runExperiments(const widgets::ExperimentRequest& request,
                                                    const Progress& progress)
{
    if (request.experiment)
        return {investigate::runExperiment(*request.experiment, request.inputs, request.snapshotDir,
                                           request.runId, progress)};
    workflow::Investigation copy = request.investigation;
    const std::size_t before = copy.runs.size();
    investigate::runAutomatedExperiments(copy, request.knowledgeBase, request.inputs, request.snapshotDir,
                                         progress);
    return std::vector<workflow::ExperimentRun>(copy.runs.begin() + static_cast<std::ptrdiff_t>(before),
                                                copy.runs.end());
}

bool ExperimentJob::start(const widgets::ExperimentRequest& request)
{
    if (isRunning())
        return false;
    using Runs = std::vector<workflow::ExperimentRun>;
    m_task.start<Runs>(
        [request](const Progress& progress) -> Result<Runs> { return runExperiments(request, progress); },
        [this](double fraction, const QString&) { Q_EMIT progress(fraction); },
        [this](Result<Runs> result) {
            widgets::ExperimentOutcome outcome;
            outcome.cancelled = m_task.isCancelled();
            if (result)
                outcome.runs = std::move(result).value();
            else
                outcome.failure = (widgets::errorText(result.error().message) + QLatin1Char(' ') +
                                   QString::fromStdString(result.error().detail))
                                      .trimmed();
            Q_EMIT finished(outcome);
        });
    return true;
}

void ExperimentJob::cancel()
{
    m_task.cancel();
}

bool ExperimentJob::isRunning() const
{
    return m_task.isRunning();
}

} // namespace scansleuth::app
