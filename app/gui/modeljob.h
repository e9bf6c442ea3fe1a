// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundjob.h"

#include "io/loadedimage.h"
#include "model/device.h"
#include "model/inference.h"
#include "widgets/viewerstate.h"

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

// A model's result with its layers made ready off the GUI thread (widgets::ViewerState::prepare): showing
// it scans no voxels there. No layers when the prediction is not finite (prediction.nonFinite).
struct ModelOutput
{
    model::Prediction prediction; // its label map and shown probability are moved into the layers below
    widgets::PreparedImage labels;
    widgets::PreparedImage probability; // class 1 of several, or the only class; empty without probabilities
};
// The layers of `prediction` (thread-safe; for the worker that ran the model).
ModelOutput prepareModelOutput(model::Prediction prediction);

// Runs a model on the base image off the GUI thread (BackgroundJob: cancel(), progress(), failed()).
// The image is shared with the viewer, read only.
class ModelJob : public BackgroundJob
{
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(const ModelRunSettings& settings, std::shared_ptr<const io::LoadedImage> image);

Q_SIGNALS:
    void finished(std::shared_ptr<scansleuth::app::ModelOutput> output);
};

} // namespace scansleuth::app
