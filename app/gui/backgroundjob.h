// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "widgets/backgroundtask.h"

#include <QObject>
#include <QString>

#include <functional>

namespace scansleuth::app {

// Long work off the GUI thread: widgets::BackgroundTask (widgets/backgroundtask.h; in widgets so that a
// widget that writes a file, the report's export page, runs it the same way).
using widgets::BackgroundTask;

// The base of the GUI's jobs (loading, a model run, a comparison, an audit, an experiment...): a
// QObject with start(...) in the subclass, cancel(), isRunning(), and typed signals delivered on the
// job's thread. Subclasses add their finished(...) signal and call run() with their work function.
class BackgroundJob : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundJob(QObject* parent = nullptr,
                           BackgroundTask::Overlap overlap = BackgroundTask::Overlap::CancelAndWait);
    ~BackgroundJob() override;

    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    // `percent` is the work's fraction times 100, rounded down; `stage` may be empty.
    void progress(int percent, const QString& stage);
    // A short sentence and the technical detail; `cancelled` when the user stopped it. The sentence is
    // the Error's own (core's English, or the job's tr() text): shown through widgets::errorText, which
    // widgets::showFailure applies itself.
    void failed(const QString& message, const QString& detail, bool cancelled);

protected:
    // Runs `work` off the GUI thread: its value goes to `deliver` on the job's thread, its error to
    // failed().
    template <typename T> void run(BackgroundTask::Work<T> work, std::function<void(T&&)> deliver)
    {
        m_task.start<T>(
            std::move(work),
            [this](double fraction, const QString& stage) { reportProgress(fraction, stage); },
            [this, deliver = std::move(deliver)](Result<T> result) {
                if (result)
                    deliver(std::move(result).value());
                else
                    fail(result.error());
            });
    }

private:
    void reportProgress(double fraction, const QString& stage);
    void fail(const Error& error);

    BackgroundTask m_task;
};

} // namespace scansleuth::app
