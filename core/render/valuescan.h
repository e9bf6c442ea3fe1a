// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// What the default style of a layer reads from its voxels (defaultstyle.cpp, stats.cpp), in as few passes
// over the volume as the type allows and on several threads (base/parallel.h). Every figure is exact: the
// same as a plain loop over the voxels gives, whatever the thread count (counts are summed, ranges and
// flags combine without order).
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace scansleuth::render::detail {

struct ValueScan
{
    // Stored values, NaN ignored (volume::storedRange's contract); {0, 0} when none.
    double storedMin = 0, storedMax = 0;
    // Real values (rescale applied), NaN ignored: every one a whole number in 0..255 and the largest at
    // least 1; every one in [0, 1].
    bool integral = true, unit = true;
    // Stored values v with 1 <= v < 256, by their integer part (labelsPresent's contract).
    std::array<bool, 256> labels{};
    // percentileWindow's histogram of the finite stored values: `bins` bins of `width` from `lo`
    // (one bin per stored value when the range is integral and under 65536 values). Empty when the range is
    // empty or not finite, or when not asked for.
    std::vector<std::int64_t> histogram;
    double lo = 0, width = 1;
    std::int64_t total = 0;
};

// Scans `v`. `withHistogram`: fill the histogram (a second pass for 32-bit and floating-point types; 8- and
// 16-bit types get everything from one count of each stored value).
ValueScan scanValues(const volume::Volume& v, bool withHistogram);

// percentileWindow's {window, level} from a scan made withHistogram.
std::pair<double, double> windowOf(const volume::Volume& v, const ValueScan& scan, double lowPercent,
                                   double highPercent);
// labelsPresent's list from a scan.
std::vector<int> labelsOf(const ValueScan& scan);

// The 65536 bins percentileWindow uses for wide or floating-point ranges.
inline constexpr int kPercentileBins = 65536;

} // namespace scansleuth::render::detail
