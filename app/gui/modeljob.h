// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundjob.h"

#include "io/loadedimage.h"
#include "model/device.h"
#include "model/inference.h"

#include <QString>

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

// Runs a model on the base image off the GUI thread (BackgroundJob: cancel(), progress(), failed()).
// The image is shared with the viewer, read only.
class ModelJob : public BackgroundJob
{
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(const ModelRunSettings& settings, std::shared_ptr<const io::LoadedImage> image);

Q_SIGNALS:
    void finished(std::shared_ptr<scansleuth::model::Prediction> prediction);
};

} // namespace scansleuth::app
