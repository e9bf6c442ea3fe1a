// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/cases/casematch.h"

#include <nlohmann/json.hpp>

namespace scansleuth::compare {

// The table as JSON: {"runs": [names], "truth": source or null, "complete": n, "cases": [{"case": key,
// "paths": {run: path or null}, "truth": path or null}], "unmatched": [{"input", "missing": [keys]}],
// "findings": [...]} (findings in the shared layout of docs/cli-json.md).
nlohmann::json toJson(const CaseTable& table);

} // namespace scansleuth::compare
