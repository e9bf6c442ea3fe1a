// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "render.h"
#include "valuescan.h"

#include <algorithm>
#include <tuple>

namespace scansleuth::render {

LayerDefaults defaultLayer(const volume::Volume& v, bool isBase, bool ct)
{
    LayerDefaults out;
    LayerStyle& style = out.style;
    if (isBase && ct) {
        style.window = 400;
        style.level = 40;
        return out;
    }
    // An 8- or 16-bit volume gives the window from the same count of its values; an overlay of a wider type
    // gets its histogram only when it turns out to be an image.
    const bool small = !volume::isFloatingPoint(v.pixelType()) && volume::bytesPerVoxel(v.pixelType()) <= 2;
    const unsigned needs =
        isBase ? unsigned(detail::kHistogram)
               : detail::kClasses | detail::kLabelsOfLabelMaps | (small ? detail::kHistogram : 0u);
    detail::ValueScan scan = detail::scanValues(v, needs);
    if (!isBase) {
        if (scan.integral) {
            style.kind = LayerKind::Labels;
            style.opacity = 0.5;
            out.labels = detail::labelsOf(scan);
            return out;
        }
        if (scan.unit) {
            style.kind = LayerKind::Probability;
            style.opacity = 0.7;
            return out;
        }
    }
    style.kind = LayerKind::Image;
    style.opacity = isBase ? 1.0 : 0.5;
    if (ct) {
        style.window = 400;
        style.level = 40;
        return out;
    }
    if (!isBase && !small)
        detail::addHistogram(v, scan);
    std::tie(style.window, style.level) = detail::windowOf(v, scan, 1.0, 99.0);
    style.window = std::max(style.window, 1e-6);
    return out;
}

LayerStyle defaultStyle(const volume::Volume& v, bool isBase, bool ct)
{
    return defaultLayer(v, isBase, ct).style;
}

} // namespace scansleuth::render
