// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/findingjson.h"

#include <cmath>

namespace scansleuth {

nlohmann::json findingToJson(const Finding& f)
{
    nlohmann::json measurements = nlohmann::json::array();
    for (const Measurement& m : f.measurements)
        measurements.push_back(
            {{"name", m.name},
             {"value", std::isfinite(m.value) ? nlohmann::json(m.value) : nlohmann::json()},
             {"unit", m.unit}});
    return {{"code", f.code},         {"severity", severityName(f.severity)},
            {"message", f.message},   {"measurements", measurements},
            {"evidence", f.evidence}, {"fix", f.fix}};
}

nlohmann::json findingsToJson(const Findings& findings)
{
    nlohmann::json out = nlohmann::json::array();
    for (const Finding& f : findings)
        out.push_back(findingToJson(f));
    return out;
}

} // namespace scansleuth
