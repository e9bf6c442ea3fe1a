// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "report/document.h"

#include <nlohmann/json.hpp>

// The report document model as JSON: {"format": "scansleuth.report", "version": 1, "title", ...,
// "sections": [{"title", "blocks": [{"type": "paragraph" | "bullets" | "keyValues" | "table" |
// "figure" | "plot" | "boxPlot" | "scatterPlot", ...}], "children": [...]}]}. Figures carry their picture as
// base64 PNG; NaN plot values are written as null and read back as NaN. docs/report.md describes every field.
namespace scansleuth::report {

inline constexpr const char* kReportFormat = "scansleuth.report";
inline constexpr int kReportFormatVersion = 1;

nlohmann::json toJson(const Document& document);

// Errors: Corrupt (missing or mistyped field, bad picture, with the JSON path in the detail),
// Unsupported (another format or a newer version).
Result<Document> documentFromJson(const nlohmann::json& json);

} // namespace scansleuth::report
