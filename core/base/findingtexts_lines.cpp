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
