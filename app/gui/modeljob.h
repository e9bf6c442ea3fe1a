// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/loadedimage.h"
#include "model/device.h"
#include "model/inference.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

// No LibTorch here: model/inference.h and model/device.h are LibTorch-free.
namespace scansleuth::app {

// What Model > Run model... asks for.
struct ModelRunSettings
{
    QString modelPath;
    QString specPath; // empty: no preprocessing steps
    model::DeviceRequest device = model::DeviceRequest::Auto;
    model::InferenceOptions options;
};

// Runs a model on the base image off the GUI thread. API: start(), cancel(), and typed signals; the
// result is delivered on the thread that owns the job. The image is shared with the viewer, read only.
class ModelJob : public QObject
{
    Q_OBJECT

public:
    explicit ModelJob(QObject* parent = nullptr);
    ~ModelJob() override;

    void start(const ModelRunSettings& settings, std::shared_ptr<const io::LoadedImage> image);
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    void progress(int percent, const QString& stage);
    void finished(std::shared_ptr<scansleuth::model::Prediction> prediction);
    // A short sentence and the technical detail; `cancelled` when the user stopped it.
    void failed(const QString& message, const QString& detail, bool cancelled);

private:
    using Outcome = Result<model::Prediction>;
    QFutureWatcher<std::shared_ptr<Outcome>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

} // namespace scansleuth::app
