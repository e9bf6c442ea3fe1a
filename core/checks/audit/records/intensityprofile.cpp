// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Exact per-volume quantiles in at most two passes. Sorting a 512 x 512 x 300 float volume costs
// seconds; a histogram of an order-preserving key finds the bucket of every wanted rank in one pass, and a
// second pass looks only inside those buckets.
#include "checks/audit/records/intensityprofile.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <vector>

namespace scansleuth::audit::detail {

namespace {

// The ranks (0-based, ascending real value) numpy's linear method reads for q = 0..100.
struct Wanted
{
    std::array<std::int64_t, kQuantileCount> lo{}, hi{};
    std::array<double, kQuantileCount> gamma{};
    std::set<std::int64_t> ranks;
};

Wanted wantedRanks(std::int64_t n)
{
    Wanted w;
    for (int q = 0; q < kQuantileCount; ++q) {
        const double h = double(n - 1) * (double(q) / 100.0);
        const double lo = std::floor(h);
        w.lo[q] = std::min(static_cast<std::int64_t>(lo), n - 1);
        w.hi[q] = std::min(w.lo[q] + 1, n - 1);
        w.gamma[q] = h - lo;
        w.ranks.insert(w.lo[q]);
        w.ranks.insert(w.hi[q]);
    }
    return w;
}

// Running sums of a pass over the real values.
struct Moments
{
    std::int64_t count = 0, nonFinite = 0, zeros = 0;
    double sum = 0;
    bool integerValued = true;

    void add(double real)
    {
        ++count;
        sum += real;
        zeros += real == 0.0;
        if (integerValued && real != std::floor(real))
            integerValued = false;
    }
};

IntensityProfile finish(const Moments& m, double sumSquares, const Wanted& w,
                        const std::map<std::int64_t, double>& values)
{
    IntensityProfile p;
    p.count = m.count;
    p.nonFinite = m.nonFinite;
    if (m.count == 0)
        return p;
    p.mean = m.sum / double(m.count);
    p.std = std::sqrt(sumSquares / double(m.count));
    p.zeroFraction = double(m.zeros) / double(m.count);
    p.integerValued = m.integerValued;
    for (int q = 0; q < kQuantileCount; ++q)
        p.quantiles[q] = linearQuantile(values.at(w.lo[q]), values.at(w.hi[q]), w.gamma[q]);
    p.min = p.quantiles.front();
    p.max = p.quantiles.back();
    return p;
}

// 8- and 16-bit stored types: a counting histogram holds every value exactly.
template <typename T> IntensityProfile countingProfile(std::span<const T> data, const volume::Rescale& r)
{
    constexpr std::int64_t lowest = std::numeric_limits<T>::min();
    std::vector<std::int64_t> counts(std::size_t(std::numeric_limits<T>::max() - lowest + 1), 0);
    for (T x : data)
        ++counts[std::size_t(std::int64_t(x) - lowest)];
    std::vector<std::pair<double, std::int64_t>> levels; // real value, count; ascending real value
    Moments m;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] == 0)
            continue;
        const double real = r.slope * double(std::int64_t(i) + lowest) + r.intercept;
        if (!std::isfinite(real)) {
            m.nonFinite += counts[i];
            continue;
        }
        levels.emplace_back(real, counts[i]);
        m.count += counts[i];
        m.sum += real * double(counts[i]);
        m.zeros += real == 0.0 ? counts[i] : 0;
        m.integerValued = m.integerValued && real == std::floor(real);
    }
    if (r.slope < 0)
        std::reverse(levels.begin(), levels.end());
    if (m.count == 0)
        return finish(m, 0, {}, {});
    const double mean = m.sum / double(m.count);
    double sumSquares = 0;
    for (const auto& [real, n] : levels)
        sumSquares += double(n) * (real - mean) * (real - mean);
    const Wanted w = wantedRanks(m.count);
    std::map<std::int64_t, double> values;
    std::int64_t before = 0;
    auto level = levels.begin();
    for (std::int64_t rank : w.ranks) { // ascending
        while (before + level->second <= rank)
            before += (level++)->second;
        values[rank] = level->first;
    }
    return finish(m, sumSquares, w, values);
}

// Order-preserving 32-bit keys: unsigned order of the key = numeric order of the value.
template <typename T> std::uint32_t keyOf(T x)
{
    if constexpr (std::is_same_v<T, float>) {
        const std::uint32_t b = std::bit_cast<std::uint32_t>(x);
        return (b & 0x80000000u) ? ~b : (b | 0x80000000u);
    } else if constexpr (std::is_same_v<T, std::int32_t>) {
        return std::bit_cast<std::uint32_t>(x) ^ 0x80000000u;
    } else {
        return x;
    }
}

template <typename T> T valueOf(std::uint32_t key)
{
    if constexpr (std::is_same_v<T, float>)
        return std::bit_cast<float>((key & 0x80000000u) ? (key & 0x7FFFFFFFu) : ~key);
    else if constexpr (std::is_same_v<T, std::int32_t>)
        return std::bit_cast<std::int32_t>(key ^ 0x80000000u);
    else
        return key;
}

// Selects the wanted ranks of v[begin, end) in place (`ranks` ascending, indices into v): nth_element at the
// middle rank, then each side with its own ranks; O(n log k) for k ranks.
template <typename T>
void multiSelect(std::vector<T>& v, std::size_t begin, std::size_t end,
                 const std::vector<std::int64_t>& ranks, std::size_t firstRank, std::size_t lastRank)
{
    if (firstRank >= lastRank)
        return;
    const std::size_t mid = firstRank + (lastRank - firstRank) / 2;
    const auto at = std::size_t(ranks[mid]);
    std::nth_element(v.begin() + std::ptrdiff_t(begin), v.begin() + std::ptrdiff_t(at),
                     v.begin() + std::ptrdiff_t(end));
    multiSelect(v, begin, at, ranks, firstRank, mid);
    multiSelect(v, at + 1, end, ranks, mid + 1, lastRank);
}

// A high-16-bit bucket that holds wanted ranks: its keys, appended in the second pass and then selected.
// (Counting each large bucket's low 16 bits instead cost a cache miss per voxel: 5x slower.)
struct Bucket
{
    std::int64_t start = 0;          // rank (in key order) of the bucket's first key
    std::vector<std::int64_t> ranks; // wanted ranks in key order, relative to start, ascending
    std::vector<std::uint32_t> keys;
};

template <typename T> IntensityProfile radixProfile(std::span<const T> data, const volume::Rescale& r)
{
    std::vector<std::int64_t> high(1 << 16, 0);
    Moments m;
    for (T x : data) {
        const double real = r.slope * double(x) + r.intercept;
        if (!std::isfinite(real)) {
            ++m.nonFinite;
            continue;
        }
        m.add(real);
        ++high[keyOf(x) >> 16];
    }
    if (m.count == 0)
        return finish(m, 0, {}, {});
    const Wanted w = wantedRanks(m.count);
    // Ranks in real order are ranks in key order, reversed when the slope is negative.
    auto keyRank = [&](std::int64_t rank) {
        return r.slope < 0 ? m.count - 1 - rank : rank;
    };
    std::vector<std::int64_t> starts(high.size() + 1, 0);
    for (std::size_t i = 0; i < high.size(); ++i)
        starts[i + 1] = starts[i] + high[i];
    auto bucketOf = [&](std::int64_t k) {
        return std::uint32_t(std::upper_bound(starts.begin(), starts.end(), k) - starts.begin() - 1);
    };
    std::map<std::uint32_t, Bucket> buckets;
    for (std::int64_t rank : w.ranks) {
        const std::uint32_t b = bucketOf(keyRank(rank));
        buckets[b].start = starts[b];
        buckets[b].ranks.push_back(keyRank(rank) - starts[b]);
    }
    std::vector<Bucket*> slot(1 << 16, nullptr);
    for (auto& [b, bucket] : buckets) {
        slot[b] = &bucket;
        bucket.keys.reserve(std::size_t(high[b]));
        std::sort(bucket.ranks.begin(), bucket.ranks.end());
        bucket.ranks.erase(std::unique(bucket.ranks.begin(), bucket.ranks.end()), bucket.ranks.end());
    }
    const double mean = m.sum / double(m.count);
    double sumSquares = 0;
    for (T x : data) {
        const double real = r.slope * double(x) + r.intercept;
        if (!std::isfinite(real))
            continue;
        sumSquares += (real - mean) * (real - mean);
        const std::uint32_t key = keyOf(x);
        if (Bucket* b = slot[key >> 16])
            b->keys.push_back(key);
    }
    for (auto& [b, bucket] : buckets)
        multiSelect(bucket.keys, 0, bucket.keys.size(), bucket.ranks, 0, bucket.ranks.size());
    std::map<std::int64_t, double> values;
    for (std::int64_t rank : w.ranks) {
        const std::int64_t k = keyRank(rank);
        const Bucket& bucket = buckets.at(bucketOf(k));
        values[rank] = r.slope * double(valueOf<T>(bucket.keys[std::size_t(k - bucket.start)])) + r.intercept;
    }
    return finish(m, sumSquares, w, values);
}

IntensityProfile float64Profile(std::span<const double> data, const volume::Rescale& r)
{
    std::vector<double> reals;
    reals.reserve(data.size());
    Moments m;
    for (double x : data) {
        const double real = r.slope * x + r.intercept;
        if (!std::isfinite(real)) {
            ++m.nonFinite;
            continue;
        }
        m.add(real);
        reals.push_back(real);
    }
    if (m.count == 0)
        return finish(m, 0, {}, {});
    const double mean = m.sum / double(m.count);
    double sumSquares = 0;
    for (double x : reals)
        sumSquares += (x - mean) * (x - mean);
    const Wanted w = wantedRanks(m.count);
    const std::vector<std::int64_t> ranks(w.ranks.begin(), w.ranks.end());
    multiSelect(reals, 0, reals.size(), ranks, 0, ranks.size());
    std::map<std::int64_t, double> values;
    for (std::int64_t rank : ranks)
        values[rank] = reals[std::size_t(rank)];
    return finish(m, sumSquares, w, values);
}

} // namespace

double linearQuantile(double lo, double hi, double gamma)
{
    const double diff = hi - lo;
    return gamma >= 0.5 ? hi - diff * (1.0 - gamma) : lo + diff * gamma;
}

IntensityProfile intensityProfile(const volume::Volume& v)
{
    const volume::Rescale r = v.rescale();
    if (!std::isfinite(r.slope) || !std::isfinite(r.intercept)) {
        IntensityProfile p;
        p.nonFinite = v.voxelCount();
        return p;
    }
    if (v.voxelCount() <= 0)
        return {};
    return volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        const std::span<const T> data = v.voxels<T>();
        if constexpr (sizeof(T) <= 2)
            return countingProfile<T>(data, r);
        else if constexpr (sizeof(T) == 4)
            return radixProfile<T>(data, r);
        else
            return float64Profile(data, r);
    });
}

} // namespace scansleuth::audit::detail
