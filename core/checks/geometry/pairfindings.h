// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/geometry/pairgeometry.h"

#include <optional>
#include <vector>

// Internal to scansleuth_checks_geometry: verdicts on measured candidates, and the findings they make.
namespace scansleuth::checks::detail {

// Sets verdict and reason from the before/after measures (Dice when present, else the edge score),
// keeps "supported" for the best explanation and its ties, and sorts: supported, inconclusive, refuted.
void judgeCandidates(std::vector<CauseCandidate>& candidates, const PairTolerance& tol);

// Findings for judged candidates: each supported cause (error); without one, each header difference
// that could not be proven (warning); geometry.dimension_mismatch; `toolsDisagree`
// (geometry.tools_disagree) when given; geometry.consistent when nothing else is a problem.
Findings pairFindings(const io::LoadedImage& image, const io::LoadedImage& mask,
                      const std::vector<CauseCandidate>& candidates, const PairTolerance& tol,
                      std::optional<Finding> toolsDisagree = std::nullopt);

} // namespace scansleuth::checks::detail
