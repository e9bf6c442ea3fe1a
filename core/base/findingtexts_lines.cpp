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
        // checks/compare/runs/runsummary.cpp: sayVerdict
        {"", L,
         QT_TRANSLATE_NOOP(
             "CheckLine",
             "On the {comparable_cases} comparable cases (neither run failed): {verdict} ({metric}, "
             "{label}: {statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "{verdict} on all {cases} cases ({metric}, {label}: {statistics})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "{verdict} over all {cases} cases and on the {comparable_cases} comparable "
                           "cases; {failures} ({metric}, {label}: {statistics})")},
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
