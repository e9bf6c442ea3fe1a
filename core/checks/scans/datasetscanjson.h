// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/scans/datasetscan.h"

#include <nlohmann/json.hpp>

namespace scansleuth::checks {

// The DatasetScan as JSON (schema in docs/findings.md, "dataset, SLURM and training logs"). Non-finite
// numbers are written as null.
nlohmann::json toJson(const DatasetScan& result);

} // namespace scansleuth::checks
