// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "compare/stats/undefined.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

// Paired comparison of two runs (A and B) of a pipeline over the same cases: one metric value per case and
// run. Definitions, and the scipy behaviour matched, are in docs/comparison-statistics.md.
// Values that are NaN or infinite count as missing: they are excluded and counted, never averaged.
namespace scansleuth::compare {

// Descriptive statistics of the finite values. Quantiles interpolate linearly (numpy's default, Hyndman
// and Fan type 7); std is the sample standard deviation (n - 1). NaN where undefined (n == 0; std n < 2).
struct Summary
{
    std::int64_t n = 0;
    std::int64_t missing = 0; // NaN or infinite values left out
    double mean = kNaN;
    double median = kNaN;
    double std = kNaN;
    double q1 = kNaN;  // 25th percentile
    double q3 = kNaN;  // 75th percentile
    double iqr = kNaN; // q3 - q1
    double min = kNaN;
    double max = kNaN;

    friend bool operator==(const Summary&, const Summary&) = default;
};

Summary summarize(std::span<const double> values);

// Quantile q in [0, 1] of sorted finite values, linearly interpolated (numpy "linear"); NaN when empty
// or q is outside [0, 1].
double sortedQuantile(std::span<const double> sorted, double q);

// ---- Wilcoxon signed-rank test (two-sided) ----

enum class WilcoxonMethod
{
    None,   // fewer than one non-zero difference: no test
    Exact,  // exact null distribution of W+ (no ties, few pairs)
    Normal, // normal approximation with tie correction
};
const char* wilcoxonMethodName(WilcoxonMethod method); // "none", "exact", "normal"

struct WilcoxonOptions
{
    // The exact distribution is used when the non-zero differences number at most this and their absolute
    // values have no ties; otherwise the normal approximation.
    std::int64_t exactMaxN = 25;
    // Subtract 0.5 from |W - mean| in the normal approximation (scipy's correction=True; scipy's default
    // is False).
    bool continuityCorrection = true;
};

struct WilcoxonResult
{
    WilcoxonMethod method = WilcoxonMethod::None;
    std::int64_t n = 0;           // non-zero differences used
    std::int64_t zeros = 0;       // zero differences dropped (Wilcoxon's method)
    double rankSumPositive = 0.0; // W+: sum of the ranks of positive differences (average ranks on ties)
    double rankSumNegative = 0.0; // W-
    double statistic = kNaN;      // min(W+, W-), scipy's two-sided statistic
    double z = kNaN;              // normal approximation only
    double pValue = kNaN;         // two-sided; NaN when method == None

    friend bool operator==(const WilcoxonResult&, const WilcoxonResult&) = default;
};

// Test of the differences (non-finite values are ignored by the caller, see comparePaired).
WilcoxonResult wilcoxonSignedRank(std::span<const double> differences, const WilcoxonOptions& options = {});

// ---- Bootstrap ----

struct BootstrapOptions
{
    std::int64_t resamples = 10000;
    std::uint64_t seed = 0x5ca55e1e7ull; // xoshiro256** seeded by splitmix64: same draws on every platform
    double confidence = 0.95;
};

struct Interval
{
    double low = kNaN;
    double high = kNaN;

    friend bool operator==(const Interval&, const Interval&) = default;
};

// Percentile bootstrap interval of the mean of `values` (all finite): resample with replacement,
// take the (1-c)/2 and (1+c)/2 linear quantiles of the resampled means. NaN interval when empty, when
// resamples < 1 or when confidence is not inside (0, 1).
Interval bootstrapMeanInterval(std::span<const double> values, const BootstrapOptions& options = {});

// ---- Paired comparison ----

struct PairedOptions
{
    WilcoxonOptions wilcoxon;
    BootstrapOptions bootstrap;
};

struct PairedComparison
{
    Summary a;                       // run A over its finite values
    Summary b;                       // run B over its finite values
    std::int64_t pairs = 0;          // cases where both values are finite
    std::int64_t excludedPairs = 0;  // cases with a missing value in A or B
    double meanDifference = kNaN;    // mean of B - A over the pairs
    double medianDifference = kNaN;  // median of B - A over the pairs
    Interval meanDifferenceInterval; // bootstrap interval of meanDifference
    WilcoxonResult wilcoxon;         // on B - A

    friend bool operator==(const PairedComparison&, const PairedComparison&) = default;
};

// a[i] and b[i] are the metric of case i in run A and B. Fails with Invalid when the sizes differ.
Result<PairedComparison> comparePaired(std::span<const double> a, std::span<const double> b,
                                       const PairedOptions& options = {});

enum class Verdict
{
    BBetter,
    ABetter,
    NoSignificantDifference,
};
const char* verdictName(Verdict verdict); // "B better", "A better", "no significant difference"

// BBetter or ABetter when the Wilcoxon p < alpha, the side from W+ vs W- (which run's values are higher)
// and whether higher is better for the metric (Dice: yes; Hausdorff distance: no).
Verdict verdict(const PairedComparison& comparison, bool higherIsBetter, double alpha = 0.05);

struct RankedCase
{
    std::size_t index = 0;   // position in the input spans
    double difference = 0.0; // B - A

    friend bool operator==(const RankedCase&, const RankedCase&) = default;
};

// The complete pairs sorted by |B - A| descending; equal magnitudes keep input order.
// Fails with Invalid when the sizes differ.
Result<std::vector<RankedCase>> rankByAbsoluteDifference(std::span<const double> a,
                                                         std::span<const double> b);

} // namespace scansleuth::compare
