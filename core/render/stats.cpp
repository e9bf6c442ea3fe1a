// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Histogram-based automatic window/level.
#include "render/render.h"
#include "render/valuescan.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace scansleuth::render {

namespace {

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

// {window, level} in real values (rescale applied) from a scan with its histogram; NaN and infinite
// voxels are ignored.
std::pair<double, double> detail::windowOf(const volume::Volume& v, const ValueScan& scan, double lowPercent,
                                           double highPercent)
{
    if (scan.histogram.empty()) {
        const double real = v.rescale().slope * scan.storedMin + v.rescale().intercept;
        return {1.0, real};
    }
    double a = valueAt(scan.histogram, scan.total, lowPercent / 100.0, scan.lo, scan.width);
    double b = valueAt(scan.histogram, scan.total, highPercent / 100.0, scan.lo, scan.width);
    a = v.rescale().slope * a + v.rescale().intercept;
    b = v.rescale().slope * b + v.rescale().intercept;
    if (a > b)
        std::swap(a, b);
    const double window = b > a ? b - a : 1.0;
    return {window, (a + b) / 2};
}

std::pair<double, double> percentileWindow(const volume::Volume& v, double lowPercent, double highPercent)
{
    return detail::windowOf(v, detail::scanValues(v, detail::kHistogram), lowPercent, highPercent);
}

std::vector<int> detail::labelsOf(const ValueScan& scan)
{
    std::vector<int> labels;
    for (int label = 1; label < 256; ++label) {
        if (scan.labels[static_cast<std::size_t>(label)])
            labels.push_back(label);
    }
    return labels;
}

std::vector<int> labelsPresent(const volume::Volume& v)
{
    return detail::labelsOf(detail::scanValues(v, detail::kLabels));
}

} // namespace scansleuth::render
