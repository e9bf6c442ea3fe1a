// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/differencepictures.h"
#include "compare/runs/runcomparison.h"
#include "report/document.h"

#include <cstddef>
#include <string>
#include <vector>

// A run comparison (compare/runs/comparerequest.h) as a report section: tables, verdicts, box and scatter
// plots, the worst cases with pictures. Its words and numbers are compare/runs/comparisonwords.h's, which
// the CLI's text prints too, so that both say the same thing; its pictures draw the difference maps
// runComparison made (it reads no file). docs/report.md shows the blocks.
namespace scansleuth::investigate {

// The pictures the report draws: ask runComparison for these (CompareRequest::pictures).
inline constexpr compare::PictureChoice kReportPictures{3, compare::PictureCases::Worst};

struct ComparisonReportOptions
{
    std::size_t worstRows = 10; // rows of the worst-cases table
};

// The comparison as one report section: inputs and matching (unmatched cases listed), the per-run
// summary table (mean, median, IQR per label and metric), the verdicts as toned paragraphs with the
// paired table, box plots per label (runs side by side), scatter plots of run A against run B per case,
// the worst cases first, the unreliable cases with their geometry findings, and, for each case of
// `pictures` (runComparison's, with kReportPictures), its slice with its difference maps drawn (A against
// B; with truth each run against it: false positives and false negatives). A picture whose map could not
// be made (a file unreadable or gone) is a warning paragraph in its place, and its sentence is added to
// `problems`.
report::Section comparisonSection(const compare::Comparison& comparison,
                                  const std::vector<compare::CasePictures>& pictures = {},
                                  const ComparisonReportOptions& options = {},
                                  std::vector<std::string>* problems = nullptr);

// A standalone document titled "Run comparison" holding comparisonSection.
report::Document comparisonDocument(const compare::Comparison& comparison,
                                    const std::vector<compare::CasePictures>& pictures = {},
                                    const ComparisonReportOptions& options = {},
                                    std::vector<std::string>* problems = nullptr);

} // namespace scansleuth::investigate
