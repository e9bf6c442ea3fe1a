// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/cases/casematchjson.h"

#include "base/findingjson.h"

namespace scansleuth::compare {

namespace {

nlohmann::json pathOrNull(const std::string& path)
{
    return path.empty() ? nlohmann::json(nullptr) : nlohmann::json(path);
}

} // namespace

nlohmann::json toJson(const CaseTable& table)
{
    nlohmann::json cases = nlohmann::json::array();
    for (const CaseRow& row : table.rows) {
        nlohmann::json paths = nlohmann::json::object();
        for (std::size_t i = 0; i < table.runNames.size() && i < row.paths.size(); ++i)
            paths[table.runNames[i]] = pathOrNull(row.paths[i]);
        cases.push_back({{"case", row.key}, {"paths", paths}, {"truth", pathOrNull(row.truth)}});
    }
    nlohmann::json unmatched = nlohmann::json::array();
    for (const UnmatchedCases& u : table.unmatched)
        unmatched.push_back({{"input", u.input}, {"missing", u.missing}});
    return {{"runs", table.runNames},       {"truth", pathOrNull(table.truthSource)},
            {"complete", table.complete()}, {"cases", cases},
            {"unmatched", unmatched},       {"findings", findingsToJson(table.findings)}};
}

} // namespace scansleuth::compare
