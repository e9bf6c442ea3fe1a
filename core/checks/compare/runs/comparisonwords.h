// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/runcomparison.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

// A run comparison (compare/runs/runcomparison.h) in words and numbers for people: the verdicts' words,
// why a case is not comparable, the rows of the worst-cases table and the number columns of a summary.
// The CLI's text and the report (core/investigate/comparisonreport.h) both print these, so they say the
// same thing; neither derives them again. English; docs/cli.md shows the CLI's text, docs/report.md the
// report's blocks.
namespace scansleuth::compare {

// A number in a table or the CLI's text: 4 significant digits, locale-free; "-" when undefined (NaN,
// infinite).
std::string comparisonNumber(double value);

// The number columns of a summary row: over all cases (a run's failures at the worst value) the mean,
// median, IQR and n, then over the comparable cases the mean and n.
std::vector<std::string> summaryCells(const Summary& all, const Summary& comparable);
// Their headings in sentence case ("Mean", "Comparable mean") for the report, and in the CLI's lower
// case ("mean", "comparable mean"); abbreviations kept ("IQR", "n").
std::vector<std::string> summaryHeadings();
std::vector<std::string> summaryTextHeadings();

// One case of the disagreement order, for the first two runs (A, B): Dice and HD95 against the truth
// (NaN without truth), Dice between A and B, all means over the labels (meanOverLabels), and the slice
// where they differ most (PairMetrics::worstSlice of the A-B pair, or of A against the truth with one
// run; -1 when none).
struct DisagreementRow
{
    std::size_t caseIndex = 0;
    std::string key;
    bool reliable = true;
    double diceA = kNaN, diceB = kNaN;
    double hd95A = kNaN, hd95B = kNaN;
    double diceBetween = kNaN;
    std::int64_t worstSlice = -1;
};

// The first `most` cases of Comparison::disagreementOrder that are reliable and were measured (A against
// B; with one run, A against the truth).
std::vector<DisagreementRow> disagreementRows(const Comparison& comparison, std::size_t most);

// Why a case is not comparable, one line: missing inputs, read errors, geometry checks that failed (with
// their finding codes and the named cause). Empty for a reliable case.
std::string unreliableReason(const CaseComparison& c);

// "new better", "baseline better", "no significant difference": the verdict over all cases, and over the
// comparable cases.
std::string verdictWords(const PairSummary& pair);
std::string comparableVerdictWords(const PairSummary& pair);

} // namespace scansleuth::compare
