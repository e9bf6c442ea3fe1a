// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/stats/pairedstats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace scansleuth::compare {

namespace {

std::vector<double> finiteSorted(std::span<const double> values)
{
    std::vector<double> out;
    out.reserve(values.size());
    for (double v : values)
        if (std::isfinite(v))
            out.push_back(v);
    std::sort(out.begin(), out.end());
    return out;
}

double mean(std::span<const double> values)
{
    if (values.empty())
        return kNaN;
    // Plain left-to-right sum: the same order, hence the same bits, on every platform.
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

// splitmix64 seeds xoshiro256** (Blackman and Vigna); both are fully specified integer arithmetic, unlike
// std::uniform_int_distribution whose output differs between standard libraries.
std::uint64_t splitmix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

class Xoshiro256
{
public:
    explicit Xoshiro256(std::uint64_t seed)
    {
        for (auto& s : m_s)
            s = splitmix64(seed);
    }
    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }
    // Uniform in [0, n), n > 0, by rejection: no modulo bias.
    std::uint64_t below(std::uint64_t n)
    {
        const std::uint64_t threshold = (0 - n) % n; // 2^64 mod n
        for (;;) {
            const std::uint64_t x = next();
            if (x >= threshold)
                return x % n;
        }
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4] = {};
};

// Number of subsets of {1..n} with each rank sum 0..n(n+1)/2: the null distribution of W+ times 2^n.
std::vector<double> signedRankCounts(std::int64_t n)
{
    const std::int64_t maxSum = n * (n + 1) / 2;
    std::vector<double> counts(static_cast<std::size_t>(maxSum + 1), 0.0);
    counts[0] = 1.0;
    for (std::int64_t rank = 1; rank <= n; ++rank)
        for (std::int64_t s = rank * (rank + 1) / 2; s >= rank; --s)
            counts[static_cast<std::size_t>(s)] += counts[static_cast<std::size_t>(s - rank)];
    return counts;
}

// scipy 1.10's exact two-sided p: 2 * min(P(W+ <= w), P(W+ >= w)), 1 at the centre, clipped to 1.
double exactTwoSidedP(std::int64_t n, std::int64_t wPlus)
{
    const std::vector<double> counts = signedRankCounts(n);
    const std::int64_t maxSum = static_cast<std::int64_t>(counts.size()) - 1;
    if (wPlus == maxSum / 2)
        return 1.0;
    const double total = std::ldexp(1.0, static_cast<int>(n));
    double less = 0.0;
    double greater = 0.0;
    for (std::int64_t s = 0; s <= maxSum; ++s) {
        if (s <= wPlus)
            less += counts[static_cast<std::size_t>(s)];
        if (s >= wPlus)
            greater += counts[static_cast<std::size_t>(s)];
    }
    return std::min(1.0, 2.0 * std::min(less, greater) / total);
}

} // namespace

double sortedQuantile(std::span<const double> sorted, double q)
{
    if (sorted.empty() || !(q >= 0.0 && q <= 1.0))
        return kNaN;
    const double position = q * static_cast<double>(sorted.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(position));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    const double fraction = position - static_cast<double>(below);
    return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

Summary summarize(std::span<const double> values)
{
    const std::vector<double> sorted = finiteSorted(values);
    Summary s;
    s.n = static_cast<std::int64_t>(sorted.size());
    s.missing = static_cast<std::int64_t>(values.size()) - s.n;
    if (sorted.empty())
        return s;
    s.mean = mean(sorted);
    if (s.n > 1) {
        double squares = 0.0;
        for (double v : sorted)
            squares += (v - s.mean) * (v - s.mean);
        s.std = std::sqrt(squares / static_cast<double>(s.n - 1));
    }
    s.median = sortedQuantile(sorted, 0.5);
    s.q1 = sortedQuantile(sorted, 0.25);
    s.q3 = sortedQuantile(sorted, 0.75);
    s.iqr = s.q3 - s.q1;
    s.min = sorted.front();
    s.max = sorted.back();
    return s;
}

const char* wilcoxonMethodName(WilcoxonMethod method)
{
    switch (method) {
    case WilcoxonMethod::Exact:
        return "exact";
    case WilcoxonMethod::Normal:
        return "normal";
    case WilcoxonMethod::None:
        break;
    }
    return "none";
}

WilcoxonResult wilcoxonSignedRank(std::span<const double> differences, const WilcoxonOptions& options)
{
    WilcoxonResult r;
    std::vector<double> d;
    for (double v : differences) {
        if (v == 0.0)
            ++r.zeros;
        else if (std::isfinite(v))
            d.push_back(v);
    }
    r.n = static_cast<std::int64_t>(d.size());
    if (d.empty())
        return r;

    // Average ranks of |d|; tieTerm accumulates t^3 - t over tie groups for the variance correction.
    std::sort(d.begin(), d.end(), [](double x, double y) { return std::abs(x) < std::abs(y); });
    double tieTerm = 0.0;
    for (std::size_t i = 0; i < d.size();) {
        std::size_t j = i;
        while (j + 1 < d.size() && std::abs(d[j + 1]) == std::abs(d[i]))
            ++j;
        const double rank = 0.5 * static_cast<double>(i + j) + 1.0;
        const double t = static_cast<double>(j - i + 1);
        tieTerm += t * t * t - t;
        for (std::size_t k = i; k <= j; ++k)
            (d[k] > 0 ? r.rankSumPositive : r.rankSumNegative) += rank;
        i = j + 1;
    }
    r.statistic = std::min(r.rankSumPositive, r.rankSumNegative);

    const double n = static_cast<double>(r.n);
    if (r.n <= options.exactMaxN && tieTerm == 0.0) {
        r.method = WilcoxonMethod::Exact;
        r.pValue = exactTwoSidedP(r.n, static_cast<std::int64_t>(r.rankSumPositive));
        return r;
    }
    r.method = WilcoxonMethod::Normal;
    const double meanW = n * (n + 1.0) / 4.0;
    const double sd = std::sqrt((n * (n + 1.0) * (2.0 * n + 1.0) - 0.5 * tieTerm) / 24.0);
    double offset = r.statistic - meanW;
    if (options.continuityCorrection && offset != 0.0)
        offset -= std::copysign(0.5, offset);
    r.z = sd > 0.0 ? offset / sd : 0.0;
    r.pValue = std::min(1.0, std::erfc(std::abs(r.z) / std::sqrt(2.0)));
    return r;
}

Interval bootstrapMeanInterval(std::span<const double> values, const BootstrapOptions& options)
{
    if (values.empty() || options.resamples < 1 || !(options.confidence > 0.0 && options.confidence < 1.0))
        return {};
    Xoshiro256 rng(options.seed);
    const auto n = static_cast<std::uint64_t>(values.size());
    std::vector<double> means(static_cast<std::size_t>(options.resamples));
    for (double& m : means) {
        double sum = 0.0;
        for (std::uint64_t i = 0; i < n; ++i)
            sum += values[rng.below(n)];
        m = sum / static_cast<double>(n);
    }
    std::sort(means.begin(), means.end());
    const double tail = (1.0 - options.confidence) / 2.0;
    return {sortedQuantile(means, tail), sortedQuantile(means, 1.0 - tail)};
}

Result<PairedComparison> comparePaired(std::span<const double> a, std::span<const double> b,
                                       const PairedOptions& options)
{
    if (a.size() != b.size())
        return makeError(ErrorKind::Invalid, "The two runs do not have a value for the same cases.",
                         "run A has " + std::to_string(a.size()) + " values, run B " +
                             std::to_string(b.size()));
    PairedComparison c;
    c.a = summarize(a);
    c.b = summarize(b);
    std::vector<double> differences;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::isfinite(a[i]) && std::isfinite(b[i]))
            differences.push_back(b[i] - a[i]);
        else
            ++c.excludedPairs;
    }
    c.pairs = static_cast<std::int64_t>(differences.size());
    c.meanDifference = mean(differences);
    c.meanDifferenceInterval = bootstrapMeanInterval(differences, options.bootstrap);
    c.wilcoxon = wilcoxonSignedRank(differences, options.wilcoxon);
    std::vector<double> sorted = differences;
    std::sort(sorted.begin(), sorted.end());
    c.medianDifference = sortedQuantile(sorted, 0.5);
    return c;
}

const char* verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::BBetter:
        return "B better";
    case Verdict::ABetter:
        return "A better";
    case Verdict::NoSignificantDifference:
        break;
    }
    return "no significant difference";
}

Verdict verdict(const PairedComparison& comparison, bool higherIsBetter, double alpha)
{
    const WilcoxonResult& w = comparison.wilcoxon;
    if (!(w.pValue < alpha) || w.rankSumPositive == w.rankSumNegative)
        return Verdict::NoSignificantDifference;
    const bool bHigher = w.rankSumPositive > w.rankSumNegative; // differences are B - A
    return bHigher == higherIsBetter ? Verdict::BBetter : Verdict::ABetter;
}

Result<std::vector<RankedCase>> rankByAbsoluteDifference(std::span<const double> a, std::span<const double> b)
{
    if (a.size() != b.size())
        return makeError(ErrorKind::Invalid, "The two runs do not have a value for the same cases.",
                         "run A has " + std::to_string(a.size()) + " values, run B " +
                             std::to_string(b.size()));
    std::vector<RankedCase> ranked;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::isfinite(a[i]) && std::isfinite(b[i]))
            ranked.push_back({i, b[i] - a[i]});
    std::stable_sort(ranked.begin(), ranked.end(), [](const RankedCase& x, const RankedCase& y) {
        return std::abs(x.difference) > std::abs(y.difference);
    });
    return ranked;
}

} // namespace scansleuth::compare
