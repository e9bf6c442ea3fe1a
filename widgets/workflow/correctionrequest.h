// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "volume/geometry.h"

#include <nlohmann/json.hpp>

#include <QMetaType>
#include <QString>

#include <optional>

namespace scansleuth::widgets {

// What the main window needs to show a pair-geometry candidate's suspected correction: the mask as
// stored, reordered by `permutation` (volume::AxisPermutation: index axes taken from sourceAxis, then
// flipped) and placed on `geometry` (LPS, ITK contract), is the corrected mask
// (checks::applyCandidate does exactly this with a CauseCandidate holding the same two fields).
struct CorrectionRequest
{
    QString runId;
    QString imagePath; // the run's "image" input, as given (may be empty)
    QString maskPath;  // the run's "mask" input, as given
    QString code;      // the candidate's finding code, e.g. "geometry.axis_flip"
    QString description;
    QString verdict; // "supported", "refuted" or "inconclusive"
    volume::AxisPermutation permutation;
    volume::Geometry geometry;

    friend bool operator==(const CorrectionRequest&, const CorrectionRequest&) = default;
};

// Reads one candidate of a check-pair report's JSON ({"code", "description", "verdict", "inverse":
// {"permutation": {"source_axis", "flip"}, "geometry": {"size", "spacing_mm", "origin_lps_mm",
// "direction_lps"}}}, docs/findings.md). std::nullopt when a field is missing or mistyped, or the
// permutation is not one of the 48 axis permutations with flips.
std::optional<CorrectionRequest> correctionFromCandidateJson(const nlohmann::json& candidate);

} // namespace scansleuth::widgets

Q_DECLARE_METATYPE(scansleuth::widgets::CorrectionRequest)
