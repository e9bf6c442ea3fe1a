// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundjob.h"

#include <functional>

namespace scansleuth::app {

// One-off work off the GUI thread whose value a callback takes (a SEG to write, a report to export, a mask
// to load and correct): a BackgroundJob (progress(), failed(), cancel()) that needs no class of its own.
// A new start while one runs cancels it and waits for it (its callback is not called).
class TaskJob : public BackgroundJob
{
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    // Runs `work`; its value goes to `done` on the job's thread, then succeeded() is emitted. An error
    // (Cancelled included) goes to failed() instead.
    template <typename T> void start(BackgroundTask::Work<T> work, std::function<void(T&&)> done)
    {
        run<T>(std::move(work), [this, done = std::move(done)](T&& value) {
            done(std::move(value));
            Q_EMIT succeeded();
        });
    }

    // `progress` without its stage names: core names its steps in English, and the GUI says in its own
    // language what it is doing (BusyStatus shows a stage it is given in place of the window's message).
    static Progress withoutStages(const Progress& progress);

Q_SIGNALS:
    void succeeded();
};

} // namespace scansleuth::app
