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
        // A line as a sentence (the run comparison's report writes each with a full stop)
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "{line_sentence}.")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{name_b} better than {name_a}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "no significant difference between {name_a} and {name_b}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "mean {run_b} - {run_a} {number_difference} (95% CI [{number_low}, {number_high}]), "
                        "Wilcoxon p = {number_p}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "the mean disagrees: {run_b} - {run_a} {number_difference}, a few cases are much "
                           "better for run '{run}'")},
        // RunFailures::words, one run's or two runs' ("; "-joined); the reasons ("1 mirrored, 2 missing":
        // RunFailures::reasonWords) a list of "{number_cases} {reason_word}" pieces
        {"", P, QT_TRANSLATE_NOOP("Finding", "{name_run} failed {number_failed} of {number_cases}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "{name_run} failed {number_failed} of {number_cases}: {parts_reasons}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "{name_run} failed {number_failed} of {number_cases}; {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "{name_run} failed {number_failed} of {number_cases}: {parts_reasons}; {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_cases} {reason_word}")},
        // checks/compare/runs/runcase.cpp: inputTitle, a run as the subject or object of a case's finding
        {"", P, QT_TRANSLATE_NOOP("Finding", "run '{run}'")},
        // checks/compare/runs/runcase.cpp: a case's cause the content forensics named (GeometryCheck::cause,
        // a cell of the comparison's failed cases and the GUI's case status)
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "The prediction is {part_change}.")},
        // checks/compare/runs/runsummary.cpp: comparison.beyond_boundary's worst case
        {"", P, QT_TRANSLATE_NOOP("Finding", "in {case}, {label} is in run '{run}' only")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "in {case}, {label}'s Hausdorff distance between them is {number_mm} mm "
                           "({number_voxels} voxels of the coarsest axis)")},
        // checks/compare/runs/runsummary.cpp: swaps, comparison.label_swap's first line
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{label_a} of {title_a} is {label_b} of {title_b} in {number_percent}% of its voxels")},
        // checks/geometry/paircandidates.cpp: describeDisplacement, one piece a patient direction, joined
        // by ", "
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm to the patient's left")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm to the patient's right")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm posterior")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm anterior")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm superior")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm inferior")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm to the patient's left, {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm to the patient's right, {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm posterior, {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm anterior, {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm superior, {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_mm} mm inferior, {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "no displacement")},
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

namespace scansleuth {

// As checks/compare/runs marks them (runcase.cpp, runcomparison.cpp: causeWords); tst_findingtexts finds
// those marks in the sources and compares.
const std::vector<std::string>& failureReasonWords()
{
    static const std::vector<std::string> words = {
        QT_TRANSLATE_NOOP("FailureReason", "missing"),      QT_TRANSLATE_NOOP("FailureReason", "unreadable"),
        QT_TRANSLATE_NOOP("FailureReason", "misplaced"),    QT_TRANSLATE_NOOP("FailureReason", "rotated"),
        QT_TRANSLATE_NOOP("FailureReason", "axes swapped"), QT_TRANSLATE_NOOP("FailureReason", "mirrored"),
        QT_TRANSLATE_NOOP("FailureReason", "shifted"),      QT_TRANSLATE_NOOP("FailureReason", "relabelled"),
        QT_TRANSLATE_NOOP("FailureReason", "another grid"),
    };
    return words;
}

} // namespace scansleuth
