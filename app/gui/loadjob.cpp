// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "loadjob.h"

#include "demo/phantom.h"
#include "io/segmentationloader.h"

namespace scansleuth::app {

namespace {
struct Loaded
{
    io::LoadedPath path;
    PreparedLayers layers;
};
} // namespace

Result<PreparedLayers> prepareLayers(const io::LoadedPath& loaded, const Progress& progress,
                                     const std::string& splitting)
{
    PreparedLayers out;
    const auto split = [](const io::LoadedImage& image) {
        return image.segmentation && image.volumes.size() > 1;
    };
    std::size_t total = 0, done = 0;
    for (const io::LoadedImage& image : loaded.images)
        total += image.volumes.empty() ? 0 : split(image) ? image.volumes.size() : 1;
    const auto step = [&](const std::string& stage) {
        return progress.report(double(++done) / double(std::max<std::size_t>(total, 1)), stage);
    };
    const Error cancelled = makeError(ErrorKind::Cancelled, "Loading was cancelled.");
    for (std::size_t i = 0; i < loaded.images.size(); ++i) {
        const io::LoadedImage& image = loaded.images[i];
        if (image.volumes.empty())
            continue;
        std::vector<PreparedLayer>& layers = out[i];
        if (!split(image)) {
            layers.push_back({{}, loaded.imageLabels[i], widgets::ViewerState::defaultLayers(image)});
            if (!step({}))
                return cancelled;
            continue;
        }
        if (!progress.report(double(done) / double(total), splitting))
            return cancelled;
        std::vector<std::string> names;
        auto parts = io::splitSegmentationVolumes(image, &names, loaded.imageLabels[i]);
        if (!parts)
            return parts.error();
        for (std::size_t v = 0; v < parts->size(); ++v) {
            auto part = std::make_shared<const io::LoadedImage>(std::move((*parts)[v]));
            render::LayerChoices defaults = widgets::ViewerState::defaultLayers(*part);
            layers.push_back({std::move(part), names[v], std::move(defaults)});
            if (!step(splitting))
                return cancelled;
        }
    }
    return out;
}

void LoadJob::start(const QString& path, bool writeDemo, const QString& demoFolder,
                    std::shared_ptr<const io::LoadedImage> openImage)
{
    const std::string splitting = tr("Splitting the overlapping segments into layers...").toStdString();
    run<Loaded>(
        [p = path.toStdString(), demo = demoFolder.toStdString(), writeDemo, openImage = std::move(openImage),
         splitting](const Progress& progress) -> Result<Loaded> {
            io::LoadPathOptions options;
            options.withReferenceImages = !openImage;
            if (openImage)
                options.openImages.push_back(openImage.get());
            Result<io::LoadedPath> path = [&]() -> Result<io::LoadedPath> {
                if (!writeDemo)
                    return io::loadPath(p, options, progress.sub(0, 0.9));
                auto written = demo::writeDemoStudy(demo, progress.sub(0, 0.45));
                if (!written)
                    return written.error();
                return io::loadPath(p, {}, progress.sub(0.45, 0.9));
            }();
            if (!path)
                return path.error();
            auto layers = prepareLayers(*path, progress.sub(0.9, 1), splitting);
            if (!layers)
                return layers.error();
            return Loaded{std::move(path).value(), std::move(layers).value()};
        },
        [this](Loaded&& value) {
            Q_EMIT loaded(std::make_shared<io::LoadedPath>(std::move(value.path)),
                          std::make_shared<const PreparedLayers>(std::move(value.layers)));
        });
}

} // namespace scansleuth::app
