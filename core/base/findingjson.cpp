// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/findingjson.h"

#include <cmath>

namespace scansleuth {

nlohmann::json findingToJson(const Finding& f)
{
    nlohmann::json measurements = nlohmann::json::array();
    for (const Measurement& m : f.measurements)
        measurements.push_back({{"name", m.name}, {"value", jsonNumber(m.value)}, {"unit", m.unit}});
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

nlohmann::json jsonNumber(double value)
{
    return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr);
}

} // namespace scansleuth
