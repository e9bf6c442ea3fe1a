// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"

#include <QMetaObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <memory>

namespace scansleuth::app {

// The Progress a job's worker thread reports through: each report becomes the job's
// progress(percent, stage) signal, queued to the job's thread (nothing once the job is gone), and the
// worker is asked to stop once `cancel` is set. Job: a QObject with that signal (LoadJob, ModelJob).
template <typename Job> Progress workerProgress(Job* job, std::shared_ptr<std::atomic<bool>> cancel)
{
    QPointer<Job> self(job);
    return Progress([cancel, self](double fraction, const std::string& stage) {
        if (self)
            QMetaObject::invokeMethod(
                self,
                [self, fraction, text = QString::fromStdString(stage)] {
                    if (self)
                        Q_EMIT self->progress(static_cast<int>(fraction * 100), text);
                },
                Qt::QueuedConnection);
        return !cancel->load();
    });
}

} // namespace scansleuth::app
