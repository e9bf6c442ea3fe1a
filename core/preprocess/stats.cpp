// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/stats.h"

#include "base/parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <new>
#include <type_traits>
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

// The careful path: every voxel checked for NaN/Inf (and zero, when asked). `real` maps a stored value to
// its real value.
template <typename T, typename Real>
void accumulateChecked(const T* values, std::size_t n, bool nonzeroOnly, Real real, double& shift,
                       bool& haveShift, double& sum, double& sumSq, Partial& p)
{
    for (std::size_t i = 0; i < n; ++i) {
        const double x = real(values[i]);
        if (!std::isfinite(x) || (nonzeroOnly && x == 0.0))
            continue;
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
}

// True when every value of the run is finite; a branch-free loop the compiler vectorises.
template <typename T> bool allFinite(const T* values, std::size_t n)
{
    if constexpr (std::is_integral_v<T>) {
        return true;
    } else {
        int bad = 0;
#pragma omp simd reduction(| : bad)
        for (std::size_t i = 0; i < n; ++i)
            bad |= !(std::abs(values[i]) <= std::numeric_limits<T>::max());
        return bad == 0;
    }
}

// Sum and sum of squares about a shift (the block's first value) keep the cancellation small. Runs of
// finite values take a vectorised loop (most volumes have no NaN); a run holding one takes the careful path.
template <typename T, typename Real>
Partial blockStats(const T* values, std::size_t n, bool nonzeroOnly, Real real)
{
    constexpr std::size_t kRun = 4096;
    Partial p;
    double shift = 0.0, sum = 0.0, sumSq = 0.0;
    bool haveShift = false;
    for (std::size_t start = 0; start < n; start += kRun) {
        const T* run = values + start;
        const std::size_t count = std::min(kRun, n - start);
        if (nonzeroOnly || !allFinite(run, count)) {
            accumulateChecked(run, count, nonzeroOnly, real, shift, haveShift, sum, sumSq, p);
            continue;
        }
        if (!haveShift) {
            shift = real(run[0]);
            haveShift = true;
        }
        double s = 0.0, s2 = 0.0, lo = p.min, hi = p.max;
#pragma omp simd reduction(+ : s, s2) reduction(min : lo) reduction(max : hi)
        for (std::size_t i = 0; i < count; ++i) {
            const double x = real(run[i]);
            const double d = x - shift;
            s += d;
            s2 += d * d;
            lo = std::min(lo, x);
            hi = std::max(hi, x);
        }
        sum += s;
        sumSq += s2;
        p.min = lo;
        p.max = hi;
        p.count += std::int64_t(count);
    }
    if (p.count > 0) {
        const double count = double(p.count);
        p.mean = shift + sum / count;
        p.m2 = std::max(0.0, sumSq - sum * sum / count);
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

namespace {

template <typename T, typename Real>
Stats statsOf(const T* values, std::size_t size, bool nonzeroOnly, Real real)
{
    const std::size_t blocks = (size + kBlock - 1) / kBlock;
    std::vector<Partial> partials(blocks);
    (void)forEachIndex(blocks, [&](std::size_t b) {
        partials[b] = blockStats(values + b * kBlock, std::min(kBlock, size - b * kBlock), nonzeroOnly, real);
    });
    Partial total;
    for (const Partial& p : partials)
        merge(total, p);
    if (total.count == 0)
        return {};
    return {total.min, total.max, total.mean, std::sqrt(total.m2 / double(total.count)), total.count};
}

} // namespace

Stats computeStats(std::span<const float> values, bool nonzeroOnly)
{
    return statsOf(values.data(), values.size(), nonzeroOnly, [](float x) { return double(x); });
}

Stats computeRealStats(const volume::Volume& volume, bool nonzeroOnly)
{
    const double slope = volume.rescale().slope, intercept = volume.rescale().intercept;
    return volume::visitPixelType(volume.pixelType(), [&](auto t) {
        using T = decltype(t);
        const std::span<const T> v = volume.voxels<T>();
        if (volume.rescale().isIdentity())
            return statsOf(v.data(), v.size(), nonzeroOnly, [](T x) { return double(x); });
        return statsOf(v.data(), v.size(), nonzeroOnly, [=](T x) { return slope * double(x) + intercept; });
    });
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
