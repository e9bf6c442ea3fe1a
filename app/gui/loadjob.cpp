// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "loadjob.h"

#include "workerprogress.h"

#include "demo/phantom.h"

#include <QDir>
#include <QtConcurrent/QtConcurrentRun>

namespace scansleuth::app {

LoadJob::LoadJob(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this, [this] {
        std::shared_ptr<Outcome> outcome = m_watcher.result();
        if (outcome->ok())
            Q_EMIT loaded(std::make_shared<io::LoadedPath>(std::move(*outcome).value()));
        else
            Q_EMIT failed(QString::fromStdString(outcome->error().message),
                          QString::fromStdString(outcome->error().detail));
    });
}

LoadJob::~LoadJob()
{
    cancel();
    m_watcher.waitForFinished();
}

bool LoadJob::isRunning() const
{
    return m_watcher.isRunning();
}

void LoadJob::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

void LoadJob::start(const QString& path, bool writeDemo, const QString& demoFolder)
{
    cancel();
    m_watcher.waitForFinished();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto cancelFlag = m_cancel;
    const Progress progress = workerProgress(this, cancelFlag);
    const std::string p = path.toStdString();
    const std::string demo = demoFolder.toStdString();
    m_watcher.setFuture(QtConcurrent::run([p, demo, writeDemo, progress]() -> std::shared_ptr<Outcome> {
        if (writeDemo) {
            auto written = demo::writeDemoStudy(demo, progress.sub(0, 0.5));
            if (!written)
                return std::make_shared<Outcome>(written.error());
            return std::make_shared<Outcome>(io::loadPath(p, {}, progress.sub(0.5, 1)));
        }
        return std::make_shared<Outcome>(io::loadPath(p, {}, progress));
    }));
}

} // namespace scansleuth::app
