// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/loadedimage.h"
#include "render/render.h"
#include "volume/volume.h"
#include "workflow/investigation.h"

#include <string>

// Slice pictures kept as evidence: the image with a mask drawn over it in world space, as the viewer
// shows them, written as PNG.
namespace scansleuth::investigate {

// The centre of the mask's foreground (non-zero voxels) in LPS mm; the volume's centre when empty.
volume::Vec3 foregroundCentre(const volume::Volume& mask);

// Nearest-neighbour enlargement by a whole factor (voxels stay visible as blocks); the pixel size in mm
// shrinks by the same factor. `in` itself for factors <= 1.
render::RgbaImage enlargedPicture(const render::RgbaImage& in, int factor);

// How the overlay of a snapshot is drawn: a label map (one colour per label), a heat map of a
// non-negative map (a disagreement map, a probability): zero transparent, the map's maximum brightest;
// or a difference map of render/differencemap.h in its one colour code.
enum class OverlayStyle
{
    Labels,
    Heat,
    Difference,
};

// Renders `image` (its default style) with `mask` as a label overlay (opacity 0.5) on the axial slice
// through `lps`, enlarged to at least 384 pixels wide, and writes it to `folder`/`fileName` (folders
// made as needed). `folder` is the investigation's folder and `fileName` a path relative to it
// ("case_files/run-1-as-found.png"), resolved with workflow::resolveInside: nothing is written outside
// `folder`. Returns the snapshot (imagePath = fileName). Errors: Corrupt (a path leaving the folder), Io.
Result<workflow::Snapshot> writeSnapshot(const io::LoadedImage& image, const volume::Volume& mask,
                                         const volume::Vec3& lps, const std::string& folder,
                                         const std::string& fileName, const std::string& caption,
                                         OverlayStyle style = OverlayStyle::Labels);

} // namespace scansleuth::investigate
