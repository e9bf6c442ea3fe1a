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
    // least 1; every one in [0, 1] (kClasses).
    bool integral = true, unit = true;
    // Stored values v with 1 <= v < 256, by their integer part (labelsPresent's contract; kLabels).
    std::array<bool, 256> labels{};
    // percentileWindow's histogram of the finite stored values: `bins` bins of `width` from `lo`
    // (one bin per stored value when the range is integral and under 65536 values). Empty when the range is
    // empty or not finite, or when not asked for.
    std::vector<std::int64_t> histogram;
    double lo = 0, width = 1;
    std::int64_t total = 0;
};

// What a scan must find beyond the stored range (flags, or-ed). 8- and 16-bit types get all of it from one
// count of each stored value; 32-bit and floating-point types pay for each: the classes and labels in the
// range's pass, the histogram in a second one.
enum ScanNeeds : unsigned
{
    kRange = 0,
    kClasses = 1,           // integral, unit
    kLabels = 2,            // labels, whatever the classes
    kLabelsOfLabelMaps = 4, // labels, valid only when the scan finds `integral`
    kHistogram = 8,
};
ValueScan scanValues(const volume::Volume& v, unsigned needs);
// Adds the histogram to a scan of `v` made without it (a second pass for the wide types, none again for the
// range).
void addHistogram(const volume::Volume& v, ValueScan& scan);

// percentileWindow's {window, level} from a scan with its histogram (kHistogram).
std::pair<double, double> windowOf(const volume::Volume& v, const ValueScan& scan, double lowPercent,
                                   double highPercent);
// labelsPresent's list from a scan.
std::vector<int> labelsOf(const ValueScan& scan);

// The 65536 bins percentileWindow uses for wide or floating-point ranges.
inline constexpr int kPercentileBins = 65536;

} // namespace scansleuth::render::detail
