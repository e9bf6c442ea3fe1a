// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modeljob.h"

#include "model/model.h"

#include <QPointer>
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
    QPointer<ModelJob> self(this);
    Progress progress([cancelFlag, self](double f, const std::string& stage) {
        if (self)
            QMetaObject::invokeMethod(
                self,
                [self, f, s = QString::fromStdString(stage)] {
                    if (self)
                        Q_EMIT self->progress(static_cast<int>(f * 100), s);
                },
                Qt::QueuedConnection);
        return !cancelFlag->load();
    });
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
