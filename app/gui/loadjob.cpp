// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "loadjob.h"

#include "demo/phantom.h"

namespace scansleuth::app {

void LoadJob::start(const QString& path, bool writeDemo, const QString& demoFolder,
                    std::shared_ptr<const io::LoadedImage> openImage)
{
    run<io::LoadedPath>(
        [p = path.toStdString(), demo = demoFolder.toStdString(), writeDemo,
         openImage = std::move(openImage)](const Progress& progress) -> Result<io::LoadedPath> {
            io::LoadPathOptions options;
            options.withReferenceImages = !openImage;
            if (openImage)
                options.openImages.push_back(openImage.get());
            if (!writeDemo)
                return io::loadPath(p, options, progress);
            auto written = demo::writeDemoStudy(demo, progress.sub(0, 0.5));
            if (!written)
                return written.error();
            return io::loadPath(p, {}, progress.sub(0.5, 1));
        },
        [this](io::LoadedPath&& value) {
            Q_EMIT loaded(std::make_shared<io::LoadedPath>(std::move(value)));
        });
}

} // namespace scansleuth::app
