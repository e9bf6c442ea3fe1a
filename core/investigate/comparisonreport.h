// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/runcomparison.h"
#include "report/document.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

// A run comparison (compare/runs/runcomparison.h) for people: the report section (tables, verdicts, box
// and scatter plots, the worst cases with pictures) and the helpers the CLI's text output shares with it,
// so that both say the same thing. docs/cli.md shows the CLI's text, docs/report.md the blocks.
namespace scansleuth::investigate {

// One case of the disagreement order, for the first two runs (A, B): Dice and HD95 against the truth
// (NaN without truth), Dice between A and B, all means over the labels, and the slice where they differ
// most (PairMetrics::worstSlice of the A-B pair; -1 when none).
struct DisagreementRow
{
    std::size_t caseIndex = 0;
    std::string key;
    bool reliable = true;
    double diceA = compare::kNaN, diceB = compare::kNaN;
    double hd95A = compare::kNaN, hd95B = compare::kNaN;
    double diceBetween = compare::kNaN;
    std::int64_t worstSlice = -1;
};

// The first `most` cases of Comparison::disagreementOrder that are reliable and were measured.
std::vector<DisagreementRow> disagreementRows(const compare::Comparison& comparison, std::size_t most);

// Why a case is unreliable, one line: missing inputs, read errors, geometry checks that failed (with
// their finding codes and the named cause). Empty for a reliable case.
std::string unreliableReason(const compare::CaseComparison& c);

// "new better", "baseline better", "no significant difference": the verdict over all cases, and over the
// comparable cases.
std::string verdictWords(const compare::PairSummary& pair);
std::string comparableVerdictWords(const compare::PairSummary& pair);

struct ComparisonReportOptions
{
    std::size_t worstRows = 10;   // rows of the worst-cases table
    std::size_t pictures = 3;     // worst cases shown as pictures (0: none; no file is read then)
    bool readPictureFiles = true; // false: leave the pictures out (the case files are gone)
};

// The comparison as one report section: inputs and matching (unmatched cases listed), the per-run
// summary table (mean, median, IQR per label and metric), the verdicts as toned paragraphs with the
// paired table, box plots per label (runs side by side), scatter plots of run A against run B per case,
// the worst cases first, the unreliable cases with their geometry findings, and the worst cases' worst
// slices with a difference overlay (A against B; with truth each run against it: false positives and
// false negatives). A picture that cannot be made (the files moved) is a warning paragraph in its place,
// and its sentence is added to `problems`.
report::Section comparisonSection(const compare::Comparison& comparison,
                                  const ComparisonReportOptions& options = {},
                                  std::vector<std::string>* problems = nullptr);

// A standalone document titled "Run comparison" holding comparisonSection.
report::Document comparisonDocument(const compare::Comparison& comparison,
                                    const ComparisonReportOptions& options = {},
                                    std::vector<std::string>* problems = nullptr);

} // namespace scansleuth::investigate
