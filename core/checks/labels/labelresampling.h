// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/labels/labelchecks.h"
#include "checks/labels/labelscan.h"
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

// The structure linear resampling leaves in a label map saved as floats, decided from the values'
// arrangement rather than from how many are non-integer (small lesions are nearly all border, so most of
// their voxels can be non-integer). Internal to scansleuth_checks_labels; the rule is documented in
// docs/findings.md under labels.interpolated_borders.
namespace scansleuth::checks::detail {

struct ResamplingStructure
{
    bool measured = false;  // false: no whole-number plateaus to interpolate between
    long long minLabel = 0; // the smallest and largest whole-number value (the labels' range)
    long long maxLabel = 0;
    std::int64_t nonInteger = 0; // finite voxels with |v - round(v)| > tolerance
    std::int64_t outOfRange = 0; // finite voxels outside [minLabel, maxLabel] (beyond the tolerance)
    // Per axis i, j, k: non-integer voxels whose run of consecutive non-integer voxels along that axis is
    // at most `reach` long and closed by whole-number voxels on both sides (the in-between samples of a
    // linear interpolation along the axis, however thin the structure).
    std::array<std::int64_t, 3> bracketed{};
    std::vector<int> axes;    // the resampled axes: the fewest that bracket (nearly) all of them
    std::int64_t covered = 0; // non-integer voxels bracketed along one of `axes`
    // Labels other than 0 whose whole-number voxels outnumber every 0.1-wide bin of the non-integer
    // values within 0.5 of them (the histogram peaks there), as a share of those labels' voxels.
    double peakShare = 0.0;
    // Of the pairs of whole-number voxels next to each other along i (pairs with the most common value
    // left out), the share holding the same value: the plateaus of labels are high, an image's are low.
    double plateauShare = 1.0;
    // More than maxLabelCount whole numbers with a smooth histogram and plateauShare < 0.5: an image's
    // values (a CT's frames on either side of an interpolated one), not labels.
    bool imageLikeWholeNumbers = false;
    // The verdict: every value in range, >= 75% covered, peakShare >= 0.5, not imageLikeWholeNumbers.
    bool resampled = false;
};

// Measures the structure when the scan found 2 to 256 whole-number values and some non-integer ones
// (otherwise returns measured = false without reading the voxels), with e's integerTolerance,
// interpolationReach and maxLabelCount. Requires a valid volume.
ResamplingStructure resamplingStructure(const volume::Volume& v, const LabelScan& s,
                                        const LabelExpectations& e);

// "k", "i and j", "i, j and k".
std::string axesName(const std::vector<int>& axes);

} // namespace scansleuth::checks::detail
