// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The lines checks write for people (findingtexts.h): an investigation's result line per check
// (investigate/runsupport.cpp: summarise) and the run comparison's headline (checks/compare/runs/
// runsummary.cpp). A placeholder there may quote a finding's message, which is rendered in turn. Then the
// words that fill placeholders (check names, verdict words), marked in the FindingTerm context.
#include "base/findingtexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

namespace {
constexpr TextRole L = TextRole::CheckLine;
constexpr TextRole P = TextRole::Part;
} // namespace

const std::vector<TextTemplate>& lineTextTemplates()
{
    static const std::vector<TextTemplate> table = {
        // investigate/runsupport.cpp: summarise
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "{check}: no problem found.")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "{check}: {problems} problem. {first_problem}")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "{check}: {problems} problems; the first: {first_problem}")},
        // model/nonfinite.cpp: markNonFiniteOutcome
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "Non-finite output: {message}")},
        // checks/compare/runs/runsummary.cpp: sayVerdict. The verdict phrases, the statistics, the runs'
        // failures and the mean's caveat are Parts; each headline also ends in "; {part_caveat}" when the
        // mean disagrees with the signed-rank test.
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "On the {comparable_cases} comparable cases (neither run failed): "
                                        "{part_verdict} ({metric}, {label}: {part_statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "On the {comparable_cases} comparable cases (neither run failed): "
                           "{part_verdict} ({metric}, {label}: {part_statistics}); {part_caveat}")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{part_verdict} on all {cases} cases ({metric}, {label}: {part_statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "{part_verdict} on all {cases} cases ({metric}, {label}: "
                                        "{part_statistics}); {part_caveat}")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{part_verdict} over all {cases} cases and on the {comparable_cases} "
                           "comparable cases; {part_failures} ({metric}, {label}: {part_statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP(
             "CheckLine",
             "{part_verdict} over all {cases} cases and on the {comparable_cases} comparable cases; "
             "{part_failures} ({metric}, {label}: {part_statistics}); {part_caveat}")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{run} better on {comparable_cases} comparable cases, but {part_failures}; "
                           "over all {cases} cases no significant difference ({metric}, {label}: "
                           "{part_statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{run} better on {comparable_cases} comparable cases, but {part_failures}; "
                           "over all {cases} cases no significant difference ({metric}, {label}: "
                           "{part_statistics}); {part_caveat}")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), "
                           "but {part_failures}; over all {cases} cases no significant difference "
                           "({metric}, {label}: {part_statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), "
                           "but {part_failures}; over all {cases} cases no significant difference "
                           "({metric}, {label}: {part_statistics}); {part_caveat}")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{run} better on {comparable_cases} comparable cases, but {part_failures}; "
                           "over all {cases} cases {part_verdict}: the failures reverse the verdict "
                           "({metric}, {label}: {part_statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{run} better on {comparable_cases} comparable cases, but {part_failures}; "
                           "over all {cases} cases {part_verdict}: the failures reverse the verdict "
                           "({metric}, {label}: {part_statistics}); {part_caveat}")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), "
                           "but {part_failures}; over all {cases} cases {part_verdict}: the failures "
                           "reverse the verdict ({metric}, {label}: {part_statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{run} better on {comparable_cases} comparable cases ({part_comparable_caveat}), "
                           "but {part_failures}; over all {cases} cases {part_verdict}: the failures "
                           "reverse the verdict ({metric}, {label}: {part_statistics}); {part_caveat}")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{part_verdict} over all {cases} cases only through the failures "
                           "({part_failures}); no significant difference on the {comparable_cases} "
                           "comparable cases ({metric}, {label}: {part_statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{part_verdict} over all {cases} cases only through the failures "
                           "({part_failures}); no significant difference on the {comparable_cases} "
                           "comparable cases ({metric}, {label}: {part_statistics}); {part_caveat}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{run_b} better than {run_a}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "no significant difference between {run_a} and {run_b}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "mean {run_b} - {run_a} {difference} (95% CI [{low}, {high}]), Wilcoxon p = {p}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "the mean disagrees: {run_b} - {run_a} {difference}, a few cases are much "
                           "better for run {run}")},
        // RunFailures::words, one run's or two runs' ("; "-joined)
        {"", P, QT_TRANSLATE_NOOP("Finding", "{run} failed {failed} of {cases}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{run} failed {failed} of {cases}: {reasons}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{run} failed {failed} of {cases}; {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{run} failed {failed} of {cases}: {reasons}; {part_more}")},
        // volume/geometry.cpp: GeometryDifference::summary (a layer's tool tip), and
        // model/trainingrules.cpp's
        // gradient line: pieces joined by "; ", each translated through its Part template
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "geometries agree")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "{part_first}; {rest}")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "{part_only}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "sizes differ")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "spacing differs by up to {spacing_difference} mm")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "origin differs by {origin_distance} mm ({origin_distance_voxels} voxels)")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "axes differ by up to {direction_angle} deg")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "corners differ by up to {corner_distance} mm ({corner_distance_voxels} voxels)")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "A finite, non-zero gradient reaches {reached} of {parameters} parameters")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "the output is detached from the parameters")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "frozen: {names}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "zero gradient: {names}")},
    };
    return table;
}

// Words a placeholder may hold; listed here so that lupdate offers them (context FindingTerm).
[[maybe_unused]] static const char* const kTerms[] = {
    QT_TRANSLATE_NOOP("FindingTerm", "check-pair"),
    QT_TRANSLATE_NOOP("FindingTerm", "Label forensics"),
    QT_TRANSLATE_NOOP("FindingTerm", "NaN/Inf scan"),
    QT_TRANSLATE_NOOP("FindingTerm", "Corrupt-file scan"),
    QT_TRANSLATE_NOOP("FindingTerm", "SLURM logs"),
    QT_TRANSLATE_NOOP("FindingTerm", "no significant difference"),
};

} // namespace scansleuth::detail
