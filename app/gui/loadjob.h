// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundjob.h"

#include "io/imageloader.h"
#include "render/render.h"
#include "widgets/viewerstate.h"

#include <QString>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace scansleuth::app {

// A layer the load prepared on its thread (on a large volume this is seconds of work the GUI thread does
// not do): a loaded image, or one volume of a SEG/RTSTRUCT that holds several (overlapping segments, a
// FRACTIONAL SEG's maps) split off as an image of its own (io::splitSegmentationVolumes), with its style and
// labels as the base and as an overlay (widgets::ViewerState::defaultLayers).
struct PreparedLayer
{
    std::shared_ptr<const io::LoadedImage> image; // empty: the loaded image itself
    std::string name;
    render::LayerChoices defaults;
};
// By the index of the image in LoadedPath::images: one layer, or one per volume of a SEG/RTSTRUCT.
using PreparedLayers = std::map<std::size_t, std::vector<PreparedLayer>>;

// Loads a path off the GUI thread (BackgroundJob: cancel(), progress(), failed()). A new start cancels
// the load still running and waits for it.
class LoadJob : public BackgroundJob
{
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    // Writes the demo study to `demoFolder` first when `writeDemo` is set, then loads `path`. A SEG or
    // RTSTRUCT is placed on `openImage` (the viewer's base) when it references it; otherwise on the image its
    // references find, which joins the result before it. Each image is prepared as a layer before the load
    // ends (the progress bar's last tenth), a SEG/RTSTRUCT with several volumes split into layers.
    void start(const QString& path, bool writeDemo = false, const QString& demoFolder = {},
               std::shared_ptr<const io::LoadedImage> openImage = {});

Q_SIGNALS:
    // `layers` holds the layers of every image of `result`.
    void loaded(std::shared_ptr<scansleuth::io::LoadedPath> result,
                std::shared_ptr<const scansleuth::app::PreparedLayers> layers);
};

// The layers of every image in `loaded`, reporting through `progress` and stopping with ErrorKind::Cancelled
// when it asks to (`splitting`: what the progress bar says while a SEG/RTSTRUCT is split).
Result<PreparedLayers> prepareLayers(const io::LoadedPath& loaded, const Progress& progress,
                                     const std::string& splitting);

} // namespace scansleuth::app
