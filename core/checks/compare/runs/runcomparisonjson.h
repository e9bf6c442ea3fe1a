// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/runcomparison.h"

#include <nlohmann/json.hpp>

#include <string>

// A run comparison as files: the JSON of `scansleuth-cli compare --json` (format "scansleuth.comparison",
// described field by field in docs/cli-json.md) and the per-case CSV of `--csv`. Both are locale-free:
// nlohmann and base/numberformat.h write '.' as the decimal point whatever LC_NUMERIC says.
namespace scansleuth::compare {

inline constexpr const char* kComparisonFormat = "scansleuth.comparison";
// 2: summaries and verdicts over all cases with failures scored as the worst value (issue 19); the
// comparable-case ones beside them.
inline constexpr int kComparisonFormatVersion = 2;

// Everything in `comparison`: options, runs, truth, the case table (paths and unmatched cases), per case
// the inputs as read (how, errors), the geometry checks with their findings, every pair's metrics per
// label (docs/metrics.md's layout) and lesion counts, the summaries, the paired comparisons with their
// verdicts, the agreement, the disagreement order (case keys) and the findings. NaN and infinite numbers
// are null.
nlohmann::json comparisonToJson(const Comparison& comparison);

// One CSV row per case x compared pair (each run against the truth, then each run pair) x label, cases
// in table order; a header row first. Columns: case, a, b, label, label_name, reliable (true/false),
// dice, iou, hd_mm, hd95_mm, assd_mm, nsd, volume_a_ml, volume_b_ml, volume_difference_ml, lesion_tp,
// lesion_fp, lesion_fn, lesion_f1, reason. Undefined values (a pair not computed, an infinite distance,
// no lesion counts) are empty cells; `reason` says why a pair was not computed. Numbers are the shortest
// text that reads back exactly. RFC 4180: CRLF line ends, fields with a comma, quote or line break quoted.
std::string comparisonToCsv(const Comparison& comparison);

// One RFC 4180 field: quoted (inner quotes doubled) when it holds a comma, a quote, CR or LF.
std::string csvField(const std::string& text);

} // namespace scansleuth::compare
