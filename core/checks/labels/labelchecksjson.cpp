// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/labels/labelchecksjson.h"
#include "base/findingjson.h"

#include <cmath>

namespace scansleuth::checks {

namespace {

using nlohmann::json;

constexpr int kLabelJsonVersion = 1;

json tolerancesJson(const LabelExpectations& e)
{
    return {{"label_set", e.labelSet},
            {"expect_probability", e.expectProbability},
            {"probability_tolerance", jsonNumber(e.probabilityTolerance)},
            {"sum_tolerance", jsonNumber(e.sumTolerance)},
            {"integer_tolerance", jsonNumber(e.integerTolerance)},
            {"interpolated_border_fraction", jsonNumber(e.interpolatedBorderFraction)},
            {"min_interpolated_voxels", e.minInterpolatedVoxels},
            {"non_integer_shell_fraction", jsonNumber(e.nonIntegerShellFraction)},
            {"between_labels_fraction", jsonNumber(e.betweenLabelsFraction)},
            {"interpolation_reach", e.interpolationReach},
            {"max_label_count", e.maxLabelCount},
            {"image_boundary_fraction", jsonNumber(e.imageBoundaryFraction)},
            {"argmax_tolerance", jsonNumber(e.argmaxTolerance)},
            {"cut_section_fraction", jsonNumber(e.cutSectionFraction)}};
}

} // namespace

json toJson(const LabelReport& report)
{
    json histogram = json::array();
    for (const LabelCount& c : report.histogram)
        histogram.push_back(
            {{"value", jsonNumber(c.value)}, {"voxels", c.voxels}, {"volume_ml", jsonNumber(c.volumeMl)}});
    json findings = json::array();
    for (const Finding& f : report.findings)
        findings.push_back(findingToJson(f));
    return {{"version", kLabelJsonVersion},
            {"kind", report.kind},
            {"tolerances", tolerancesJson(report.used)},
            {"histogram", histogram},
            {"findings", findings}};
}

} // namespace scansleuth::checks
