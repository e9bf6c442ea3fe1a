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
    SplitLayers split;
};
} // namespace

Result<SplitLayers> splitLayers(const io::LoadedPath& loaded, const Progress& progress,
                                const std::string& stage)
{
    SplitLayers out;
    std::size_t total = 0, done = 0;
    for (const io::LoadedImage& image : loaded.images)
        total += image.segmentation && image.volumes.size() > 1 ? image.volumes.size() : 0;
    for (std::size_t i = 0; i < loaded.images.size(); ++i) {
        const io::LoadedImage& image = loaded.images[i];
        if (!image.segmentation || image.volumes.size() <= 1)
            continue;
        std::vector<std::string> names;
        if (!progress.report(double(done) / double(total), stage))
            return makeError(ErrorKind::Cancelled, "Loading was cancelled.");
        auto parts = io::splitSegmentationVolumes(image, &names, loaded.imageLabels[i]);
        if (!parts)
            return parts.error();
        std::vector<SplitLayer>& layers = out[i];
        for (std::size_t v = 0; v < parts->size(); ++v) {
            auto part = std::make_shared<const io::LoadedImage>(std::move((*parts)[v]));
            render::LayerDefaults overlay =
                render::defaultLayer(part->volumes.front(), false, part->looksLikeCt());
            layers.push_back({std::move(part), names[v], std::move(overlay)});
            if (!progress.report(double(++done) / double(total), stage))
                return makeError(ErrorKind::Cancelled, "Loading was cancelled.");
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
            auto split = splitLayers(*path, progress.sub(0.9, 1), splitting);
            if (!split)
                return split.error();
            return Loaded{std::move(path).value(), std::move(split).value()};
        },
        [this](Loaded&& value) {
            Q_EMIT loaded(std::make_shared<io::LoadedPath>(std::move(value.path)),
                          std::make_shared<const SplitLayers>(std::move(value.split)));
        });
}

} // namespace scansleuth::app
