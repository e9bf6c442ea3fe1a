// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "backgroundjob.h"

namespace scansleuth::app {

BackgroundJob::BackgroundJob(QObject* parent, BackgroundTask::Overlap overlap)
    : QObject(parent), m_task(overlap)
{}

BackgroundJob::~BackgroundJob() = default;

void BackgroundJob::cancel()
{
    m_task.cancel();
}

bool BackgroundJob::isRunning() const
{
    return m_task.isRunning();
}

void BackgroundJob::reportProgress(double fraction, const QString& stage)
{
    Q_EMIT progress(static_cast<int>(fraction * 100), stage);
}

void BackgroundJob::fail(const Error& error)
{
    Q_EMIT failed(QString::fromStdString(error.message), QString::fromStdString(error.detail),
                  error.kind == ErrorKind::Cancelled);
}

} // namespace scansleuth::app
