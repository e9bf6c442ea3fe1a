// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"

#include <QFutureWatcher>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>

namespace scansleuth::widgets {

// Long work off the GUI thread, the one way the GUI runs it (DESIGN: progress and cancel). A task runs
// one work function at a time on Qt's thread pool and hands back, on the thread that owns the task:
// - its progress, as (fraction in [0, 1], stage) from the Progress the work reports through;
// - its Result, exactly once per start (never for a run that a newer start replaced).
// Cancel makes the work's Progress ask it to stop (it then returns ErrorKind::Cancelled). An exception
// never leaves the worker thread: it becomes an Error (kind Corrupt, "The work stopped on an unexpected
// error.", the exception's text as detail). The task is a member of the QObject whose thread gets the
// callbacks; destroying it cancels and waits for the running work. The work must own what it reads
// (copies, shared pointers): the task may be gone before a replaced run ends.
class BackgroundTask
{
public:
    // What start() does with a run still going: cancel it and wait for it to end (its result is
    // dropped), or cancel it and leave it (a reader asked for newer data: only the newest counts).
    enum class Overlap
    {
        CancelAndWait,
        Replace,
    };
    using ProgressFn = std::function<void(double fraction, const QString& stage)>;
    template <typename T> using Work = std::function<Result<T>(const Progress&)>;
    template <typename T> using Done = std::function<void(Result<T>)>;

    explicit BackgroundTask(Overlap overlap = Overlap::CancelAndWait);
    ~BackgroundTask();
    BackgroundTask(const BackgroundTask&) = delete;
    BackgroundTask& operator=(const BackgroundTask&) = delete;

    // Runs `work` on the thread pool; `progress` (may be empty) and `done` are called on this task's
    // thread.
    template <typename T> void start(Work<T> work, ProgressFn progress, Done<T> done)
    {
        const Progress reporter = begin(std::move(progress));
        m_deliver = [done = std::move(done)](std::shared_ptr<void> result) {
            done(std::move(*std::static_pointer_cast<Result<T>>(result)));
        };
        launch([work = std::move(work), reporter]() -> std::shared_ptr<void> {
            return std::make_shared<Result<T>>(guarded<T>(work, reporter));
        });
    }
    void cancel();
    bool isRunning() const;
    // Cancel was asked for since the last start (the run may still have finished its work).
    bool isCancelled() const;

    // The Error an exception in the work becomes.
    static Error unexpected(const std::string& what);

private:
    struct Channel; // one run's cancel flag and its way back to this task's thread

    template <typename T> static Result<T> guarded(const Work<T>& work, const Progress& progress)
    {
        try {
            return work(progress);
        } catch (const std::exception& e) {
            return unexpected(e.what());
        } catch (...) {
            return unexpected("an exception that is not a std::exception");
        }
    }
    // Ends the previous run as the overlap says and opens a new channel; returns its Progress.
    Progress begin(ProgressFn progress);
    void launch(std::function<std::shared_ptr<void>()> run);
    void finished();

    Overlap m_overlap;
    QFutureWatcher<std::shared_ptr<void>> m_watcher;
    std::shared_ptr<Channel> m_channel;
    ProgressFn m_progress;
    std::function<void(std::shared_ptr<void>)> m_deliver;
};

} // namespace scansleuth::widgets
