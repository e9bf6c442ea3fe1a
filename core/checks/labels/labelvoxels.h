// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/labels/labelscan.h"
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

// Small passes over real voxel values (rescale applied) used once a check has fired or for the
// rarer kinds: examples, faces, correlation, binned histograms. Internal to scansleuth_checks_labels.
namespace scansleuth::checks::detail {

// Real values of voxels [start, start + count) in storage order; the caller checks the range.
void readRealValues(const volume::Volume& v, std::int64_t start, std::int64_t count, double* out);
// (i, j, k) of a linear index (x fastest).
volume::Index3 indexOfVoxel(const volume::Index3& size, std::int64_t linear);

// The first `max` voxels (in storage order) whose real value satisfies `predicate`.
std::vector<VoxelExample> findExamples(const volume::Volume& v, const std::function<bool(double)>& predicate,
                                       std::size_t max);

// Calls f(values, firstLinearIndex, count) for consecutive blocks of real values (rescale applied).
// Stops early, returning false, when f returns false.
bool forEachRealBlock(const volume::Volume& v,
                      const std::function<bool(const double*, std::int64_t, std::int64_t)>& f);

// Counts of voxels satisfying `predicate` on the six faces: i = 0, i = n-1, j = 0, j = n-1, k = 0, k = n-1.
std::array<std::int64_t, 6> faceCounts(const volume::Volume& v, const std::function<bool(double)>& predicate);

// Pearson correlation of the real values of two volumes of the same size (NaN pairs skipped);
// 0 when either is constant.
double correlation(const volume::Volume& a, const volume::Volume& b);

// `bins` equal-width bins between lo and hi (finite values only): {bin centre, voxels}.
std::vector<std::pair<double, std::int64_t>> binnedHistogram(const volume::Volume& v, double lo, double hi,
                                                             int bins);

// The same bins from exact value counts (no pass over the voxels).
std::vector<std::pair<double, std::int64_t>>
binValues(const std::vector<std::pair<double, std::int64_t>>& values, double lo, double hi, int bins);

// Non-integer voxels that sit between two labels: along some axis i, j or k, the nearest whole-number
// voxels on both sides, each at most `reach` voxels away, hold two different whole numbers whose range
// contains the voxel's value (the profile linear interpolation leaves across a border between labels).
// Whole means |v - round(v)| <= integerTolerance; a NaN/Inf voxel ends a search along its line.
struct BetweenLabels
{
    std::int64_t voxels = 0;
    std::vector<VoxelExample> examples; // axis, before and after say which labels, first in storage order
};
BetweenLabels nonIntegerBetweenLabels(const volume::Volume& v, double integerTolerance, int reach,
                                      std::size_t maxExamples);

// Per class, per axis (i, j, k): voxels of the class in each slice across that axis. classOf maps a real
// value to a class in [0, classes) or -1 for background. The count of the first and last slice of an
// axis is the class's contact with the two faces across it.
std::vector<std::array<std::vector<std::int64_t>, 3>>
sliceProfiles(const volume::Volume& v, const std::function<int(double)>& classOf, int classes);

} // namespace scansleuth::checks::detail
