// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/stats/lesions.h"
#include "compare/stats/pairedstats.h"

#include <nlohmann/json.hpp>

// JSON of the comparison statistics. Keys are snake_case; undefined and infinite numbers are null (JSON has
// no NaN); nlohmann writes numbers without the C locale, so "0.5" never becomes "0,5".
namespace scansleuth::compare {

nlohmann::json summaryToJson(const Summary& summary);
nlohmann::json wilcoxonToJson(const WilcoxonResult& result);
nlohmann::json pairedComparisonToJson(const PairedComparison& comparison);
// With the verdict for a metric: adds "higher_is_better", "alpha" and "verdict" ("B better", ...).
nlohmann::json pairedComparisonToJson(const PairedComparison& comparison, bool higherIsBetter,
                                      double alpha = 0.05);
nlohmann::json rankedCasesToJson(const std::vector<RankedCase>& ranked);
nlohmann::json lesionDetectionToJson(const LesionDetection& detection);

} // namespace scansleuth::compare
