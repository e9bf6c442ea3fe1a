// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "checks/labels/labelchecks.h"
#include "checks/labels/labelscan.h"

#include <optional>
#include <string>
#include <vector>

// Findings shared by checkLabels() and checkProbabilityChannels(). Internal to scansleuth_checks_labels.
namespace scansleuth::checks::detail {

// labels.invalid_input when `v` has no voxels or a buffer shorter than its geometry; `what` names it
// in the message ("mask", "channel 2").
std::optional<Finding> validateVolume(const volume::Volume& v, const std::string& what);
Finding invalidInput(const std::string& message, const std::string& detail);
Finding cancelledFinding();
// labels.non_finite: `count` of `total` voxels, with examples.
Finding nonFiniteFinding(std::int64_t count, std::int64_t total, const volume::Geometry& g,
                         const std::vector<VoxelExample>& examples);
// labels.empty; `what` says what was looked for ("no voxel holds a label other than 0").
Finding emptyFinding(const std::string& what);
// labels.logits_as_probabilities with the measured range and shares.
Finding logitsFinding(double minValue, double maxValue, double negativeShare, double aboveOneShare,
                      int channels);
// labels.ok from the histogram (value 0 is background).
Finding okFinding(const LabelReport& report, const volume::Geometry& g);
// True when a finding of at least warning severity is present.
bool hasProblem(const Findings& findings);

} // namespace scansleuth::checks::detail
