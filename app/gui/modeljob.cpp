// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modeljob.h"

#include "model/model.h"

namespace scansleuth::app {

namespace {
std::shared_ptr<io::LoadedImage> inMemory(volume::Volume volume)
{
    auto image = std::make_shared<io::LoadedImage>();
    image->volumes.push_back(std::move(volume));
    return image;
}

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

ModelOutput prepareModelOutput(model::Prediction prediction)
{
    ModelOutput out;
    out.prediction = std::move(prediction);
    model::Prediction& p = out.prediction;
    if (p.nonFinite.any())
        return out;
    out.labels = widgets::ViewerState::prepare(inMemory(std::move(p.labels)));
    if (!p.probabilities.empty()) {
        const std::size_t foreground = p.probabilities.size() > 1 ? 1 : 0;
        out.probability = widgets::ViewerState::prepare(inMemory(std::move(p.probabilities[foreground])));
    }
    return out;
}

void ModelJob::start(const ModelRunSettings& settings, std::shared_ptr<const io::LoadedImage> image)
{
    run<std::shared_ptr<ModelOutput>>(
        [settings, image](const Progress& progress) -> Result<std::shared_ptr<ModelOutput>> {
            auto prediction = runModel(settings, *image, progress);
            if (!prediction)
                return prediction.error();
            return std::make_shared<ModelOutput>(prepareModelOutput(std::move(prediction).value()));
        },
        [this](std::shared_ptr<ModelOutput>&& output) { Q_EMIT finished(std::move(output)); });
}

} // namespace scansleuth::app
