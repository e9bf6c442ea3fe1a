// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modeljob.h"

#include "workerprogress.h"

#include "model/model.h"

#include <QtConcurrent/QtConcurrentRun>

namespace scansleuth::app {

ModelJob::ModelJob(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this, [this] {
        std::shared_ptr<Outcome> outcome = m_watcher.result();
        if (outcome->ok()) {
            Q_EMIT finished(std::make_shared<model::Prediction>(std::move(*outcome).value()));
            return;
        }
        const Error& e = outcome->error();
        Q_EMIT failed(QString::fromStdString(e.message), QString::fromStdString(e.detail),
                      e.kind == ErrorKind::Cancelled);
    });
}

ModelJob::~ModelJob()
{
    cancel();
    m_watcher.waitForFinished();
}

bool ModelJob::isRunning() const
{
    return m_watcher.isRunning();
}

void ModelJob::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

void ModelJob::start(const ModelRunSettings& settings, std::shared_ptr<const io::LoadedImage> image)
{
    cancel();
    m_watcher.waitForFinished();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto cancelFlag = m_cancel;
    const Progress progress = workerProgress(this, cancelFlag);
    m_watcher.setFuture(QtConcurrent::run([settings, image, progress]() -> std::shared_ptr<Outcome> {
        if (!progress.report(0.0, "Loading the model"))
            return std::make_shared<Outcome>(makeError(ErrorKind::Cancelled, "Cancelled."));
        auto loaded = model::Model::load(settings.modelPath.toStdString(), settings.device);
        if (!loaded)
            return std::make_shared<Outcome>(loaded.error());
        std::vector<const volume::Volume*> channels;
        for (const volume::Volume& v : image->volumes)
            channels.push_back(&v);
        return std::make_shared<Outcome>(model::predict(*loaded, channels, settings.specPath.toStdString(),
                                                        settings.options, progress.sub(0.05, 1.0)));
    }));
}

} // namespace scansleuth::app
