// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "render/render.h"

#include <optional>
#include <string>
#include <vector>

// `scansleuth-cli render`: load an image and overlays, render one slice, write a PNG.
namespace scansleuth::render {

struct RenderCommand
{
    std::string image;                 // base image: any path loadPath() opens (first volume is used)
    std::vector<std::string> overlays; // drawn in order over the base, in world space
    Plane plane = Plane::Axial;
    std::optional<std::int64_t> slice;    // display slice index along the plane's normal, 0-based
    std::optional<volume::Vec3> worldRas; // or a point in RAS millimetres
    double zoom = 1.0;                    // nearest-neighbour scaling of the picture, (0, 64]
    ScreenConvention convention = ScreenConvention::Radiological;
    std::optional<double> window, level; // base window/level; default CT 400/40, otherwise percentiles
    std::string out;                     // the PNG to write
};

// "axial" | "coronal" | "sagittal" (case-sensitive). Fails with Invalid.
Result<Plane> parsePlane(const std::string& text);
// "radiological" | "neurological". Fails with Invalid.
Result<ScreenConvention> parseConvention(const std::string& text);
// "X,Y,Z" in millimetres. Fails with Invalid.
Result<volume::Vec3> parsePoint(const std::string& text);

// Nearest-neighbour scaling: the output is round(width * zoom) x round(height * zoom) pixels (at
// least 1); pixel (x, y) shows source pixel (floor(x / zoom), floor(y / zoom)).
RgbaImage zoomed(const RgbaImage& image, double zoom);

// Runs the command. Errors: the loaders' (NotFound, Corrupt, Unsupported, TooLarge), Invalid for a
// slice or point outside the image or a bad zoom or window, Io when the PNG cannot be written.
Status runRenderCommand(const RenderCommand& command, const Progress& progress = {});

} // namespace scansleuth::render
