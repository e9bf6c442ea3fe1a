// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/stats.h"

#include "base/parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <new>
#include <vector>

namespace scansleuth::preprocess {

namespace {

constexpr std::size_t kBlock = std::size_t(1) << 20;

struct Partial
{
    double min = std::numeric_limits<double>::infinity();
    double max = -std::numeric_limits<double>::infinity();
    double mean = 0.0, m2 = 0.0; // Welford/Chan: mean and sum of squared deviations
    std::int64_t count = 0;
};

Partial blockStats(std::span<const float> values, bool nonzeroOnly)
{
    // Sum and sum of squares about a shift (the first value) keep the block's cancellation small.
    Partial p;
    double shift = 0.0, sum = 0.0, sumSq = 0.0;
    bool haveShift = false;
    for (float f : values) {
        if (!std::isfinite(f) || (nonzeroOnly && f == 0.0f))
            continue;
        const double x = f;
        if (!haveShift) {
            shift = x;
            haveShift = true;
        }
        const double d = x - shift;
        sum += d;
        sumSq += d * d;
        p.min = std::min(p.min, x);
        p.max = std::max(p.max, x);
        ++p.count;
    }
    if (p.count > 0) {
        const double n = double(p.count);
        p.mean = shift + sum / n;
        p.m2 = std::max(0.0, sumSq - sum * sum / n);
    }
    return p;
}

void merge(Partial& a, const Partial& b)
{
    if (b.count == 0)
        return;
    const double na = double(a.count), nb = double(b.count), delta = b.mean - a.mean;
    a.m2 += b.m2 + delta * delta * na * nb / (na + nb);
    a.mean += delta * nb / (na + nb);
    a.count += b.count;
    a.min = std::min(a.min, b.min);
    a.max = std::max(a.max, b.max);
}

// Values at ranks f and f+1 of data[begin, end) (sorted order), where data[begin, end) holds exactly the
// ranks from `begin` on of the whole, `f` counted over the whole.
std::pair<double, double> ranksAround(std::vector<float>& data, std::size_t begin, std::size_t end,
                                      std::size_t f)
{
    const auto first = data.begin() + std::ptrdiff_t(begin), last = data.begin() + std::ptrdiff_t(end);
    std::nth_element(first, data.begin() + std::ptrdiff_t(f), last);
    const double low = data[f];
    const double high =
        f + 1 < end ? double(*std::min_element(data.begin() + std::ptrdiff_t(f) + 1, last)) : low;
    return {low, high};
}

double lerpAt(double position, const std::pair<double, double>& ranks)
{
    return ranks.first + (position - std::floor(position)) * (ranks.second - ranks.first);
}

} // namespace

Stats computeStats(std::span<const float> values, bool nonzeroOnly)
{
    const std::size_t blocks = (values.size() + kBlock - 1) / kBlock;
    std::vector<Partial> partials(blocks);
    (void)forEachIndex(blocks, [&](std::size_t b) {
        partials[b] =
            blockStats(values.subspan(b * kBlock, std::min(kBlock, values.size() - b * kBlock)), nonzeroOnly);
    });
    Partial total;
    for (const Partial& p : partials)
        merge(total, p);
    if (total.count == 0)
        return {};
    return {total.min, total.max, total.mean, std::sqrt(total.m2 / double(total.count)), total.count};
}

Result<std::pair<double, double>> percentiles(std::span<const float> values, double lower, double upper,
                                              bool nonzeroOnly)
{
    try {
        std::vector<float> data;
        data.reserve(values.size());
        for (float f : values)
            if (std::isfinite(f) && !(nonzeroOnly && f == 0.0f))
                data.push_back(f);
        if (data.empty())
            return std::pair<double, double>{0.0, 0.0};
        // The upper rank first: nth_element leaves every smaller value in front, where the lower rank is.
        const double n1 = double(data.size() - 1);
        const double pu = upper / 100.0 * n1, pl = lower / 100.0 * n1;
        const std::size_t fu = std::size_t(std::floor(pu)), fl = std::size_t(std::floor(pl));
        const auto upperRanks = ranksAround(data, 0, data.size(), fu);
        const double hi = lerpAt(pu, upperRanks);
        const double lo = fl == fu ? lerpAt(pl, upperRanks) : lerpAt(pl, ranksAround(data, 0, fu + 1, fl));
        return std::pair<double, double>{lo, hi};
    } catch (const std::bad_alloc&) {
        return outOfMemoryError("compute the percentiles", values.size() * sizeof(float));
    }
}

Result<double> percentile(std::span<const float> values, double p, bool nonzeroOnly)
{
    auto both = percentiles(values, p, p, nonzeroOnly);
    if (!both)
        return both.error();
    return both->second;
}

} // namespace scansleuth::preprocess
