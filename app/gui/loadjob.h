// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundjob.h"

#include "io/imageloader.h"
#include "render/render.h"

#include <QString>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace scansleuth::app {

// One volume of a SEG/RTSTRUCT that holds several (overlapping segments, a FRACTIONAL SEG's maps), split off
// as an image of its own (io::splitSegmentationVolumes) with the style and labels it gets as an overlay
// (render::defaultLayer), all found on the load's thread: with a large mask they take seconds.
struct SplitLayer
{
    std::shared_ptr<const io::LoadedImage> image;
    std::string name;
    render::LayerDefaults overlay;
};
// By the index of the image in LoadedPath::images.
using SplitLayers = std::map<std::size_t, std::vector<SplitLayer>>;

// Loads a path off the GUI thread (BackgroundJob: cancel(), progress(), failed()). A new start cancels
// the load still running and waits for it.
class LoadJob : public BackgroundJob
{
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    // Writes the demo study to `demoFolder` first when `writeDemo` is set, then loads `path`. A SEG or
    // RTSTRUCT is placed on `openImage` (the viewer's base) when it references it; otherwise on the image its
    // references find, which joins the result before it. A SEG/RTSTRUCT with several volumes is split into
    // layers before the load ends (the progress bar's last tenth).
    void start(const QString& path, bool writeDemo = false, const QString& demoFolder = {},
               std::shared_ptr<const io::LoadedImage> openImage = {});

Q_SIGNALS:
    // `split` holds the layers of every image with several segmentation volumes.
    void loaded(std::shared_ptr<scansleuth::io::LoadedPath> result,
                std::shared_ptr<const scansleuth::app::SplitLayers> split);
};

// The layers of each SEG/RTSTRUCT in `loaded` that has several volumes, reporting through `progress` and
// stopping with ErrorKind::Cancelled when it asks to (`stage`: what the progress bar says meanwhile).
Result<SplitLayers> splitLayers(const io::LoadedPath& loaded, const Progress& progress,
                                const std::string& stage);

} // namespace scansleuth::app
