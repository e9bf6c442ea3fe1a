// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/findingjson.h" // findingToJson(): the layout findingFromJson() reads
#include "base/result.h"
#include "workflow/investigation.h"

#include <nlohmann/json.hpp>

// The investigation's JSON form ("format": "scansleuth.investigation", "version": 1), documented in
// docs/investigation-format.md. Findings use the same layout as `scansleuth-cli info --json`.
namespace scansleuth::workflow {

inline constexpr const char* investigationFormatTag = "scansleuth.investigation";

nlohmann::json toJson(const Investigation& investigation);
// Errors: Corrupt (wrong tag, a missing or mistyped field; the message names the field's JSON path),
// Unsupported (version newer than Investigation::currentFormatVersion).
Result<Investigation> fromJson(const nlohmann::json& json);

Result<Finding> findingFromJson(const nlohmann::json& json);

} // namespace scansleuth::workflow
