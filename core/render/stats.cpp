// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Histogram-based automatic window/level.
#include "render/render.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace scansleuth::render {

namespace {

constexpr int kBins = 65536;

// The stored value at cumulative fraction `p` of a histogram over [lo, hi] (bin centres).
double valueAt(const std::vector<std::int64_t>& hist, std::int64_t total, double p, double lo, double width)
{
    const double target = std::clamp(p, 0.0, 1.0) * double(total);
    std::int64_t seen = 0;
    for (std::size_t b = 0; b < hist.size(); ++b) {
        seen += hist[b];
        if (double(seen) >= target && seen > 0)
            return lo + (double(b) + 0.5) * width;
    }
    return lo + (double(hist.size()) - 0.5) * width;
}

} // namespace

// Returns {window, level} in real values (rescale applied); NaN and infinite voxels are ignored.
std::pair<double, double> percentileWindow(const volume::Volume& v, double lowPercent, double highPercent)
{
    const auto [smin, smax] = volume::storedRange(v);
    if (v.voxelCount() <= 0 || !(smax > smin) || !std::isfinite(smin) || !std::isfinite(smax)) {
        const double real = v.rescale().slope * smin + v.rescale().intercept;
        return {1.0, real};
    }
    // Integer types with a small range get one bin per stored value (exact); others 65536 bins.
    const bool integral = !volume::isFloatingPoint(v.pixelType()) && smax - smin < kBins;
    const int bins = integral ? static_cast<int>(smax - smin) + 1 : kBins;
    const double width = integral ? 1.0 : (smax - smin) / kBins;
    const double lo = integral ? smin - 0.5 : smin;
    std::vector<std::int64_t> hist(static_cast<std::size_t>(bins), 0);
    std::int64_t total = 0;
    volume::visitPixelType(v.pixelType(), [&](auto t) {
        using T = decltype(t);
        for (const T value : v.voxels<T>()) {
            const double d = double(value);
            if (!std::isfinite(d))
                continue;
            const auto b = std::min(static_cast<std::int64_t>((d - lo) / width), std::int64_t(bins - 1));
            ++hist[static_cast<std::size_t>(std::max<std::int64_t>(b, 0))];
            ++total;
        }
    });
    double a = valueAt(hist, total, lowPercent / 100.0, lo, width);
    double b = valueAt(hist, total, highPercent / 100.0, lo, width);
    a = v.rescale().slope * a + v.rescale().intercept;
    b = v.rescale().slope * b + v.rescale().intercept;
    if (a > b)
        std::swap(a, b);
    const double window = b > a ? b - a : 1.0;
    return {window, (a + b) / 2};
}

std::vector<int> labelsPresent(const volume::Volume& v)
{
    std::array<bool, 256> present{};
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        for (T x : v.voxels<T>()) {
            const double label = static_cast<double>(x);
            if (label >= 1 && label < 256)
                present[static_cast<std::size_t>(label)] = true;
        }
    });
    std::vector<int> labels;
    for (int label = 1; label < 256; ++label) {
        if (present[static_cast<std::size_t>(label)])
            labels.push_back(label);
    }
    return labels;
}

} // namespace scansleuth::render
