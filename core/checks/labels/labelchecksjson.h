// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/labels/labelchecks.h"

#include <nlohmann/json.hpp>

namespace scansleuth::checks {

// The report as JSON (documented in docs/findings.md, section "labels"):
// {"version": 1, "kind": "...", "tolerances": {...every LabelExpectations member...},
//  "histogram": [{"value", "voxels", "volume_ml"}], "findings": [{"code", "severity", "message",
//  "measurements": [{"name", "value", "unit"}], "evidence": [...], "fix"}]}. Non-finite numbers are null.
nlohmann::json toJson(const LabelReport& report);

} // namespace scansleuth::checks
