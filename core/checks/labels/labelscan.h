// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "volume/volume.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

// The single pass behind checkLabels(): value statistics and the 6-neighbourhood analysis of every
// voxel, in one read of the buffer. Internal to scansleuth_checks_labels.
namespace scansleuth::checks::detail {

// A voxel worth showing: where it is and, for a sandwiched voxel, the two neighbours along `axis`.
struct VoxelExample
{
    volume::Index3 index{0, 0, 0};
    double value = 0.0;
    int axis = -1; // 0, 1, 2 (i, j, k) for a sandwiched voxel; -1 otherwise
    double before = 0.0, after = 0.0;
};

struct ScanOptions
{
    double integerTolerance = 1e-4;
    double probabilityTolerance = 1e-3;
    std::size_t maxDistinct = 4096; // past this many distinct values only the statistics are kept
    std::size_t maxExamples = 5;
};

// Every count is in voxels and every value a real value (rescale applied). NaN/Inf voxels are counted
// in nonFinite and left out of every other figure.
struct LabelScan
{
    std::int64_t voxels = 0;
    std::int64_t nonFinite = 0;
    std::int64_t finite = 0;
    double minValue = 0.0, maxValue = 0.0; // over finite voxels; 0 when there are none
    std::int64_t nonInteger = 0;           // |v - round(v)| > integerTolerance
    std::int64_t nonIntegerShell = 0;      // non-integer voxels with an integer-valued 6-neighbour
    std::int64_t negative = 0;             // v < -probabilityTolerance
    std::int64_t aboveOne = 0;             // v > 1 + probabilityTolerance
    std::int64_t nonZero = 0;              // v != 0
    std::int64_t positive = 0;             // v > 0
    std::int64_t atLeastHalf = 0;          // v >= 0.5
    std::int64_t middle = 0;               // 0.1 < v < 0.9
    std::int64_t high = 0;                 // 0.9 <= v <= 1 + probabilityTolerance
    std::int64_t boundary = 0;             // voxels with a 6-neighbour of another value
    std::int64_t sandwiched = 0;           // strictly between its two neighbours along some axis
    std::vector<VoxelExample> sandwichExamples;
    bool manyValues = false;                             // more than maxDistinct distinct values
    std::vector<std::pair<double, std::int64_t>> values; // distinct finite values, ascending
    // Distinct whole-number values (within integerTolerance), ascending, kept even past maxDistinct
    // distinct values in all: the plateaus an interpolated label map keeps. Empty with manyIntegerValues.
    std::vector<std::pair<long long, std::int64_t>> integerValues;
    bool manyIntegerValues = false; // more than maxDistinct distinct whole numbers
    bool cancelled = false;
};

// Requires a volume whose buffer holds voxelCount() voxels (checked by the caller).
LabelScan scanLabels(const volume::Volume& v, const ScanOptions& options, const Progress& progress);

} // namespace scansleuth::checks::detail
