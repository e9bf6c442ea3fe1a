// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/imageloader.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace scansleuth::app {

// Loads a path off the GUI thread. API: start(), cancel(), and typed signals. The result is delivered
// on the thread that owns the job.
class LoadJob : public QObject
{
    Q_OBJECT

public:
    explicit LoadJob(QObject* parent = nullptr);
    ~LoadJob() override;

    // Writes the demo study to `demoFolder` first when `writeDemo` is set, then loads `path`.
    void start(const QString& path, bool writeDemo = false, const QString& demoFolder = {});
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    void progress(int percent, const QString& stage);
    void loaded(std::shared_ptr<scansleuth::io::LoadedPath> result);
    void failed(const QString& message, const QString& detail);

private:
    using Outcome = Result<io::LoadedPath>;
    QFutureWatcher<std::shared_ptr<Outcome>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

} // namespace scansleuth::app
