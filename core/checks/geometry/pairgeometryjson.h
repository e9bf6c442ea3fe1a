// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/geometry/pairgeometry.h"

#include <nlohmann/json.hpp>

// JSON of a check-pair report, as documented in docs/findings.md ("## geometry (check-pair)").
namespace scansleuth::checks {

nlohmann::json toJson(const PairTolerance& tolerance);
nlohmann::json toJson(const CauseCandidate& candidate);
nlohmann::json toJson(const PairReport& report);

} // namespace scansleuth::checks
