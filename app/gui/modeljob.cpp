// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modeljob.h"

#include "model/model.h"

namespace scansleuth::app {

namespace {
Result<model::Prediction> runModel(const ModelRunSettings& settings, const io::LoadedImage& image,
                                   const Progress& progress)
{
    if (!progress.report(0.0, "Loading the model"))
        return makeError(ErrorKind::Cancelled, "Cancelled.");
    auto loaded = model::Model::load(settings.modelPath.toStdString(), settings.device);
    if (!loaded)
        return loaded.error();
    std::vector<const volume::Volume*> channels;
    for (const volume::Volume& v : image.volumes)
        channels.push_back(&v);
    return model::predict(*loaded, channels, settings.specPath.toStdString(), settings.options,
                          progress.sub(0.05, 1.0));
}
} // namespace

void ModelJob::start(const ModelRunSettings& settings, std::shared_ptr<const io::LoadedImage> image)
{
    run<model::Prediction>(
        [settings, image](const Progress& progress) { return runModel(settings, *image, progress); },
        [this](model::Prediction&& prediction) {
            Q_EMIT finished(std::make_shared<model::Prediction>(std::move(prediction)));
        });
}

} // namespace scansleuth::app
