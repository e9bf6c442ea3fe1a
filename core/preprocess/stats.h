// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/volume.h"

#include <cstdint>
#include <span>

// Intensity statistics over float32 voxels, NaN and infinities skipped. Population standard deviation
// (numpy's default, ddof = 0), accumulated in double.
namespace scansleuth::preprocess {

struct Stats
{
    double min = 0.0, max = 0.0, mean = 0.0, std = 0.0;
    std::int64_t count = 0; // voxels counted
};

// Over every finite voxel, or over the finite non-zero ones when `nonzeroOnly`. All 0 when none count.
// Runs on threadLimit() threads.
Stats computeStats(std::span<const float> values, bool nonzeroOnly = false);

// The same over a volume's real values (slope * stored + intercept), whatever its stored type.
Stats computeRealStats(const volume::Volume& volume, bool nonzeroOnly = false);

// numpy.percentile(values, p) with its default linear interpolation: sorted[f] + (p/100 (n-1) - f) *
// (sorted[f+1] - sorted[f]), f = floor(p/100 (n-1)); p in [0, 100]. Over the finite (non-zero) voxels;
// 0 when none. Errors: TooLarge when the working copy cannot be allocated.
Result<double> percentile(std::span<const float> values, double p, bool nonzeroOnly = false);

// Both percentiles from one working copy (lower <= upper).
Result<std::pair<double, double>> percentiles(std::span<const float> values, double lower, double upper,
                                              bool nonzeroOnly = false);

} // namespace scansleuth::preprocess
