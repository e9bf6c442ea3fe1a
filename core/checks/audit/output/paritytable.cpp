// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/audit/output/paritytable.h"

#include "base/numberformat.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace scansleuth::audit {

namespace {

struct ColumnInfo
{
    const char* heading;
    bool keepsCase; // a name or an abbreviation: not lower-cased in the CLI's text
};

constexpr std::array<ColumnInfo, kParityColumnCount> kColumns = {{
    {"Feature", false},
    {"Splits", false},
    {"Volumes", false},
    {"Median A", false},
    {"Median B", false},
    {"KS D", true},
    {"KS p", true},
    {"Wasserstein", true},
    {"Cohen's d", true},
    {"Flagged", false},
}};

} // namespace

const char* parityHeading(ParityColumn column)
{
    return kColumns[std::size_t(column)].heading;
}

std::string parityTextHeading(ParityColumn column)
{
    std::string text = parityHeading(column);
    if (!kColumns[std::size_t(column)].keepsCase && !text.empty() && text[0] >= 'A' && text[0] <= 'Z')
        text[0] = char(text[0] - 'A' + 'a');
    return text;
}

double parityValue(const FeatureComparison& c, ParityColumn column)
{
    double v = std::numeric_limits<double>::quiet_NaN();
    switch (column) {
    case ParityColumn::MedianA:
        v = c.medianA;
        break;
    case ParityColumn::MedianB:
        v = c.medianB;
        break;
    case ParityColumn::Ks:
        v = c.ks;
        break;
    case ParityColumn::KsPValue:
        v = c.ksPValue;
        break;
    case ParityColumn::Wasserstein:
        v = c.wasserstein;
        break;
    case ParityColumn::EffectSize:
        v = c.effectSize;
        break;
    default:
        break;
    }
    // A small p-value is the point of the column; elsewhere 1e-15 is the residue of a sum that is 0.
    return column != ParityColumn::KsPValue && std::abs(v) < 1e-9 ? 0.0 : v;
}

std::string parityNumber(double v)
{
    return std::isfinite(v) ? formatGeneral(v, kParityDigits) : std::string("-");
}

std::vector<ParityRow> parityRows(const std::vector<FeatureComparison>& comparisons)
{
    std::vector<std::size_t> order(comparisons.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&comparisons](std::size_t a, std::size_t b) {
        return comparisons[a].flagged && !comparisons[b].flagged;
    });
    std::vector<ParityRow> rows;
    rows.reserve(order.size());
    for (std::size_t i : order) {
        const FeatureComparison& c = comparisons[i];
        ParityRow row;
        row.comparison = i;
        row.flagged = c.flagged;
        const auto set = [&row](ParityColumn column, std::string text) {
            row.cells[std::size_t(column)] = std::move(text);
        };
        set(ParityColumn::Feature, c.feature + (c.unit.empty() ? "" : " (" + c.unit + ")"));
        set(ParityColumn::Splits, c.splitA + " / " + c.splitB);
        set(ParityColumn::Volumes, std::to_string(c.countA) + " / " + std::to_string(c.countB));
        for (ParityColumn column :
             {ParityColumn::MedianA, ParityColumn::MedianB, ParityColumn::Ks, ParityColumn::KsPValue,
              ParityColumn::Wasserstein, ParityColumn::EffectSize})
            set(column, parityNumber(parityValue(c, column)));
        set(ParityColumn::Flagged, c.flagged ? "yes" : "no");
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace scansleuth::audit
