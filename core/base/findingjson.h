// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"

#include <nlohmann/json.hpp>

namespace scansleuth {

// A finding as JSON, the one layout every JSON output shares (docs/cli-json.md): code, severity,
// message, measurements [{name, value (null when not finite), unit}], evidence, fix.
nlohmann::json findingToJson(const Finding& finding);
nlohmann::json findingsToJson(const Findings& findings);

// A measured number as JSON: JSON has no NaN or infinity, so those become null (say why in a flag or field
// beside it where it matters).
nlohmann::json jsonNumber(double value);

} // namespace scansleuth
