// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "backgroundtask.h"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace scansleuth::widgets {

// The worker reports through the channel; the task detaches it (under the lock) when the run is
// replaced or the task goes, so that a late report never reaches a destroyed task.
struct BackgroundTask::Channel
{
    std::atomic<bool> cancelled{false};
    std::mutex lock;
    QObject* target = nullptr; // the task's watcher while this run is the task's current one
    BackgroundTask* task = nullptr;

    bool report(const std::shared_ptr<Channel>& self, double fraction, const std::string& stage)
    {
        std::lock_guard<std::mutex> guard(lock);
        if (target)
            QMetaObject::invokeMethod(
                target,
                [self, fraction, text = QString::fromStdString(stage)] {
                    // Runs on the task's thread, where detaching happens: no lock needed.
                    if (self->task && self->task->m_channel == self && self->task->m_progress)
                        self->task->m_progress(fraction, text);
                },
                Qt::QueuedConnection);
        return !cancelled.load();
    }
    void detach()
    {
        std::lock_guard<std::mutex> guard(lock);
        target = nullptr;
        task = nullptr;
    }
};

BackgroundTask::BackgroundTask(Overlap overlap) : m_overlap(overlap)
{
    QObject::connect(&m_watcher, &QFutureWatcherBase::finished, &m_watcher, [this] { finished(); });
}

BackgroundTask::~BackgroundTask()
{
    cancel();
    if (m_channel)
        m_channel->detach();
    m_watcher.disconnect();
    m_watcher.waitForFinished();
}

Error BackgroundTask::unexpected(const std::string& what)
{
    return makeError(ErrorKind::Corrupt, "The work stopped on an unexpected error.", what);
}

void BackgroundTask::cancel()
{
    if (m_channel)
        m_channel->cancelled = true;
}

bool BackgroundTask::isRunning() const
{
    return m_watcher.isRunning();
}

bool BackgroundTask::isCancelled() const
{
    return m_channel && m_channel->cancelled.load();
}

Progress BackgroundTask::begin(ProgressFn progress)
{
    cancel();
    if (m_overlap == Overlap::CancelAndWait)
        m_watcher.waitForFinished();
    if (m_channel)
        m_channel->detach();
    m_channel = std::make_shared<Channel>();
    m_channel->target = &m_watcher;
    m_channel->task = this;
    m_progress = std::move(progress);
    return Progress([channel = m_channel](double fraction, const std::string& stage) {
        return channel->report(channel, fraction, stage);
    });
}

void BackgroundTask::launch(std::function<std::shared_ptr<void>()> run)
{
    // The watcher follows the newest future only: a replaced run's end is never delivered.
    m_watcher.setFuture(QtConcurrent::run(std::move(run)));
}

void BackgroundTask::finished()
{
    // A finished() queued for a future the watcher has since left would read the new one's result.
    if (!m_watcher.future().isFinished() || !m_deliver)
        return;
    auto deliver = std::exchange(m_deliver, nullptr);
    deliver(m_watcher.result());
}

} // namespace scansleuth::widgets
