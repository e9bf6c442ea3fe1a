// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/parity/parity.h"

#include <array>
#include <cstddef>
#include <string>
#include <vector>

// The preprocessing-parity table (AuditResult::parity) as every view shows it: its columns, their order
// and headings, the statistic behind each cell, how a statistic becomes text and the order of the rows.
// The CLI's text, the audit report, the investigation report and the GUI's model render these rows;
// none of them formats a statistic or orders the comparisons itself. Each view picks the columns it
// has room for (the CLI leaves out the volumes; the report puts the splits in each table's caption).
namespace scansleuth::audit {

enum class ParityColumn
{
    Feature,     // the feature key with its unit: "spacing_z (mm)"
    Splits,      // "train / test"
    Volumes,     // "12 / 4": volumes of A and of B
    MedianA,     // in the feature's unit
    MedianB,     //
    Ks,          // Kolmogorov-Smirnov D
    KsPValue,    //
    Wasserstein, // W1, in the feature's unit
    EffectSize,  // Cohen's d of B against A
    Flagged,     // "yes" or "no"
};
inline constexpr std::size_t kParityColumnCount = 10;

// Significant digits of every statistic's cell.
inline constexpr int kParityDigits = 4;

// The heading of a column in sentence case ("Median A", "KS p", "Cohen's d"), English (the GUI translates
// by column).
const char* parityHeading(ParityColumn column);
// The heading in the CLI's lower case, names and abbreviations kept ("median A", "KS p", "Wasserstein").
std::string parityTextHeading(ParityColumn column);

// The statistic a numeric column shows (NaN for the text columns Feature, Splits, Volumes and Flagged).
// Statistics of equal distributions come out as 1e-15 rather than 0 (sums of floating-point terms):
// below 1e-9 in magnitude they are the 0 they stand for, but for the p-value, whose smallness is the point.
double parityValue(const FeatureComparison& comparison, ParityColumn column);

// A statistic as a cell: kParityDigits significant digits, locale-free ("0.0012", "1.5e+04"); "-" when
// it is not finite (an infinite Cohen's d: both splits constant and different).
std::string parityNumber(double value);

struct ParityRow
{
    std::size_t comparison = 0; // index into the comparisons given
    bool flagged = false;
    std::array<std::string, kParityColumnCount> cells; // by ParityColumn

    const std::string& cell(ParityColumn column) const { return cells[std::size_t(column)]; }
};

// One row a comparison: the flagged ones first, then the others, each group in the order given (the
// audit's: intensity statistics, spacing, dims).
std::vector<ParityRow> parityRows(const std::vector<FeatureComparison>& comparisons);

} // namespace scansleuth::audit
