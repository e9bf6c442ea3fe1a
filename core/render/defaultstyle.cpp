// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "render.h"
#include "valuescan.h"

#include <algorithm>
#include <tuple>

namespace scansleuth::render {

namespace {
// The style from a scan that has what `isBase` needs (the classes for an overlay; the histogram unless the
// layer is a CT base or a label or probability overlay).
LayerDefaults fromScan(const volume::Volume& v, const detail::ValueScan& scan, bool isBase, bool ct)
{
    LayerDefaults out;
    LayerStyle& style = out.style;
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
    std::tie(style.window, style.level) = detail::windowOf(v, scan, 1.0, 99.0);
    style.window = std::max(style.window, 1e-6);
    return out;
}

bool smallType(const volume::Volume& v)
{
    return !volume::isFloatingPoint(v.pixelType()) && volume::bytesPerVoxel(v.pixelType()) <= 2;
}
} // namespace

LayerDefaults defaultLayer(const volume::Volume& v, bool isBase, bool ct)
{
    if (isBase && ct)
        return fromScan(v, {}, true, true);
    // An 8- or 16-bit volume gives the window from the same count of its values; an overlay of a wider type
    // gets its histogram only when it turns out to be an image.
    const bool small = smallType(v);
    const unsigned needs =
        isBase ? unsigned(detail::kHistogram)
               : detail::kClasses | detail::kLabelsOfLabelMaps | (small ? detail::kHistogram : 0u);
    detail::ValueScan scan = detail::scanValues(v, needs);
    if (!isBase && !small && !ct && !scan.integral && !scan.unit)
        detail::addHistogram(v, scan);
    return fromScan(v, scan, isBase, ct);
}

LayerChoices defaultLayers(const volume::Volume& v, bool ct)
{
    // A CT's window is fixed: the histogram only for other images (and free for 8- and 16-bit types).
    const unsigned histogram = smallType(v) || !ct ? unsigned(detail::kHistogram) : 0u;
    const detail::ValueScan scan =
        detail::scanValues(v, detail::kClasses | detail::kLabelsOfLabelMaps | histogram);
    return {fromScan(v, scan, true, ct), fromScan(v, scan, false, ct)};
}

LayerStyle defaultStyle(const volume::Volume& v, bool isBase, bool ct)
{
    return defaultLayer(v, isBase, ct).style;
}

} // namespace scansleuth::render
