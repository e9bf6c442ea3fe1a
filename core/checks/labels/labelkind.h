// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/labels/labelchecks.h"
#include "checks/labels/labelresampling.h"
#include "checks/labels/labelscan.h"

#include <cmath>
#include <optional>
#include <string>
#include <vector>

// What a single volume holds, decided from one scan: "labels", "binary", "probability", "logits" or
// "image". Internal to scansleuth_checks_labels; the rules are documented in docs/findings.md.
namespace scansleuth::checks::detail {

struct KindDecision
{
    std::string kind;
    double correlationWithImage = std::nan(""); // NaN when not computed
};

// `resampling`: the structure linear resampling leaves (labelresampling.h); resampled = labels.
KindDecision inferKind(const LabelScan& s, const LabelExpectations& e, const volume::Volume& mask,
                       const volume::Volume* image, std::int64_t betweenLabels,
                       const ResamplingStructure& resampling);

// Non-integer values confined to the borders between labels: the mark of a linearly resampled label
// map saved as floats. The whole-number voxels hold at most max(maxLabelCount, 256) distinct values
// (labels, not an image's intensities), at most half the voxels are non-integer, and of those at least
// nonIntegerShellFraction touch a whole-number voxel or at least betweenLabelsFraction lie between two
// labels (`betweenLabels`: non-integer voxels counted by nonIntegerBetweenLabels; -1 = not measured).
bool interpolationLike(const LabelScan& s, const LabelExpectations& e, std::int64_t betweenLabels);
// Neighbouring values have similar counts (median |ln ratio| < 0.5), as in an image's histogram; the
// counts of a label map's labels jump by orders of magnitude. `counts` in ascending order of value.
bool smoothCounts(const std::vector<std::int64_t>& counts);
// The verdict both the kind and labels.interpolated_borders use: the resampling structure, or the
// border rules of interpolationLike, unless the whole-number voxels are an image's values.
bool interpolatedLabels(const LabelScan& s, const LabelExpectations& e, std::int64_t betweenLabels,
                        const ResamplingStructure& resampling);
// True when the whole-number voxels could be the plateaus of a label map (the first gates above); only
// then is it worth measuring the voxels between labels.
bool labelPlateaus(const LabelScan& s, const LabelExpectations& e);
// Non-integer values, at least 5% of them below 0 and some below -1, none beyond +-200: a network's raw
// output.
bool logitsLike(const LabelScan& s, const LabelExpectations& e);

// labels.cut_by_border: a label (or the foreground of a probability/logit map) whose contact with a
// face is at least cutSectionFraction of its largest cross-section across that face's axis.
std::optional<Finding> cutByBorder(const volume::Volume& mask, const std::string& kind, const LabelScan& s,
                                   const LabelExpectations& e);

} // namespace scansleuth::checks::detail
