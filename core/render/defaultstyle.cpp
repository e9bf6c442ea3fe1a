// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "render.h"

#include <cmath>
#include <tuple>

namespace scansleuth::render {

namespace {
struct ValueKind
{
    bool integral = true; // every real value is a whole number in 0..255, and one is at least 1
    bool unit = true;     // every real value lies in [0, 1]
};

// One pass over the real values (rescale applied), NaN ignored.
ValueKind classify(const volume::Volume& v)
{
    ValueKind k;
    double hi = 0;
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        for (const T x : v.voxels<T>()) {
            const double real = v.rescale().slope * double(x) + v.rescale().intercept;
            if (std::isnan(real))
                continue;
            k.integral = k.integral && real == std::floor(real) && real >= 0 && real <= 255;
            k.unit = k.unit && real >= 0.0 && real <= 1.0;
            hi = std::max(hi, real);
        }
    });
    k.integral = k.integral && hi >= 1;
    return k;
}
} // namespace

LayerStyle defaultStyle(const volume::Volume& v, bool isBase, bool ct)
{
    LayerStyle style;
    if (!isBase) {
        const ValueKind k = classify(v);
        if (k.integral) {
            style.kind = LayerKind::Labels;
            style.opacity = 0.5;
            return style;
        }
        if (k.unit) {
            style.kind = LayerKind::Probability;
            style.opacity = 0.7;
            return style;
        }
    }
    style.kind = LayerKind::Image;
    style.opacity = isBase ? 1.0 : 0.5;
    if (ct) {
        style.window = 400;
        style.level = 40;
    } else {
        std::tie(style.window, style.level) = percentileWindow(v);
        style.window = std::max(style.window, 1e-6);
    }
    return style;
}

} // namespace scansleuth::render
