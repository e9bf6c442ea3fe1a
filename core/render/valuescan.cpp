// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "valuescan.h"

#include "base/parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <new>
#include <type_traits>

namespace scansleuth::render::detail {

namespace {

std::size_t threads()
{
    return std::max<std::size_t>(1, threadLimit());
}

// The number of parts [0, n) is cut into: one per thread, none under a million voxels.
std::size_t partCount(std::size_t n)
{
    return std::clamp<std::size_t>(n >> 20, 1, threads());
}

// Runs work(begin, end, part) for each part of [0, n) on its own thread; each part owns its partial result.
// The work only allocates (std::bad_alloc is its one failure): that is rethrown on the calling thread.
template <typename Work> void runParts(std::size_t n, std::size_t parts, Work&& work)
{
    ParallelOptions options;
    options.task = "scan the voxel values";
    const Status status = forEachIndex(
        parts, [&](std::size_t part) { work(n * part / parts, n * (part + 1) / parts, part); }, options);
    if (!status)
        throw std::bad_alloc();
}

// The count of every stored value of an 8- or 16-bit type, indexed by the value's unsigned bit pattern.
// Each thread counts into interleaved 32-bit tables (consecutive equal values, as in a mask's background,
// then do not wait on one counter), added up before they could overflow.
template <typename T> std::vector<std::int64_t> countEveryValue(std::span<const T> voxels)
{
    using U = std::make_unsigned_t<T>;
    constexpr std::size_t kValues = std::size_t(1) << (8 * sizeof(T));
    constexpr std::size_t kWays = sizeof(T) == 1 ? 4 : 2;
    constexpr std::size_t kBlock = std::size_t(1) << 30; // < 2^32 / kWays counts per table
    const std::size_t n = voxels.size(), parts = partCount(n);
    std::vector<std::vector<std::int64_t>> partial(parts);
    runParts(n, parts, [&](std::size_t begin, std::size_t end, std::size_t part) {
        std::vector<std::int64_t>& out = partial[part];
        out.assign(kValues, 0);
        std::vector<std::uint32_t> table(kWays * kValues);
        const U* p = reinterpret_cast<const U*>(voxels.data());
        for (std::size_t block = begin; block < end; block += kBlock) {
            const std::size_t stop = std::min(end, block + kBlock);
            std::fill(table.begin(), table.end(), 0u);
            std::size_t i = block;
            for (; i + kWays <= stop; i += kWays)
                for (std::size_t w = 0; w < kWays; ++w)
                    ++table[w * kValues + p[i + w]];
            for (; i < stop; ++i)
                ++table[p[i]];
            for (std::size_t w = 0; w < kWays; ++w)
                for (std::size_t b = 0; b < kValues; ++b)
                    out[b] += table[w * kValues + b];
        }
    });
    std::vector<std::int64_t> counts = std::move(partial[0]);
    for (std::size_t part = 1; part < parts; ++part)
        for (std::size_t b = 0; b < kValues; ++b)
            counts[b] += partial[part][b];
    return counts;
}

// The stored value whose unsigned bit pattern is `bits`.
template <typename T> T valueOf(std::size_t bits)
{
    return static_cast<T>(static_cast<std::make_unsigned_t<T>>(bits));
}

// Classification and labels of one stored value (a plain loop's per-voxel test).
struct Flags
{
    bool integral = true, unit = true;
    double hi = 0;
    std::array<bool, 256> labels{};

    void add(double stored, const volume::Rescale& r)
    {
        const double real = r.slope * stored + r.intercept;
        if (!std::isnan(real)) {
            integral = integral && real == std::floor(real) && real >= 0 && real <= 255;
            unit = unit && real >= 0.0 && real <= 1.0;
            hi = std::max(hi, real);
        }
        if (stored >= 1 && stored < 256)
            labels[static_cast<std::size_t>(stored)] = true;
    }
    void merge(const Flags& o)
    {
        integral = integral && o.integral;
        unit = unit && o.unit;
        hi = std::max(hi, o.hi);
        for (std::size_t l = 0; l < labels.size(); ++l)
            labels[l] = labels[l] || o.labels[l];
    }
};

void finish(ValueScan& scan, const Flags& flags)
{
    scan.integral = flags.integral && flags.hi >= 1;
    scan.unit = flags.unit;
    scan.labels = flags.labels;
}

// Sets lo, width and the bin count of the percentile histogram for the scan's range; false when there is
// none (empty or non-finite range: percentileWindow's fallback).
bool histogramShape(ValueScan& scan, bool floating, std::size_t& bins)
{
    const double smin = scan.storedMin, smax = scan.storedMax;
    if (!(smax > smin) || !std::isfinite(smin) || !std::isfinite(smax))
        return false;
    const bool integral = !floating && smax - smin < kPercentileBins;
    bins = integral ? static_cast<std::size_t>(smax - smin) + 1 : std::size_t(kPercentileBins);
    scan.width = integral ? 1.0 : (smax - smin) / kPercentileBins;
    scan.lo = integral ? smin - 0.5 : smin;
    return true;
}

// 8- and 16-bit types: one count of every stored value gives all.
template <typename T> void scanSmall(const volume::Volume& v, bool withHistogram, ValueScan& scan)
{
    const std::vector<std::int64_t> counts = countEveryValue(v.voxels<T>());
    Flags flags;
    bool any = false;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (std::size_t bits = 0; bits < counts.size(); ++bits) {
        if (counts[bits] == 0)
            continue;
        const double stored = static_cast<double>(valueOf<T>(bits));
        flags.add(stored, v.rescale());
        lo = std::min(lo, stored);
        hi = std::max(hi, stored);
        any = true;
    }
    finish(scan, flags);
    if (any) {
        scan.storedMin = lo;
        scan.storedMax = hi;
    }
    std::size_t bins = 0;
    if (!withHistogram || !histogramShape(scan, false, bins))
        return;
    // One bin per stored value in [min, max] (the range of an 8- or 16-bit type always fits).
    scan.histogram.assign(bins, 0);
    for (std::size_t bits = 0; bits < counts.size(); ++bits) {
        if (counts[bits] == 0)
            continue;
        const double stored = static_cast<double>(valueOf<T>(bits));
        scan.histogram[static_cast<std::size_t>(stored - scan.storedMin)] += counts[bits];
        scan.total += counts[bits];
    }
}

// 32-bit and floating-point types: the range and flags in one pass, the histogram in a second.
template <typename T> void scanWide(const volume::Volume& v, bool withHistogram, ValueScan& scan)
{
    const std::span<const T> voxels = v.voxels<T>();
    const std::size_t n = voxels.size();
    struct Part
    {
        Flags flags;
        double lo = std::numeric_limits<double>::infinity(), hi = -std::numeric_limits<double>::infinity();
    };
    std::vector<Part> parts(partCount(n));
    const volume::Rescale rescale = v.rescale();
    runParts(n, parts.size(), [&](std::size_t begin, std::size_t end, std::size_t part) {
        Part& p = parts[part];
        for (std::size_t i = begin; i < end; ++i) {
            const double d = static_cast<double>(voxels[i]);
            p.flags.add(d, rescale);
            if (!std::isnan(d)) {
                p.lo = std::min(p.lo, d);
                p.hi = std::max(p.hi, d);
            }
        }
    });
    Part all;
    for (std::size_t p = 0; p < parts.size(); ++p) {
        all.flags.merge(parts[p].flags);
        all.lo = std::min(all.lo, parts[p].lo);
        all.hi = std::max(all.hi, parts[p].hi);
    }
    finish(scan, all.flags);
    if (all.lo <= all.hi) {
        scan.storedMin = all.lo;
        scan.storedMax = all.hi;
    }
    std::size_t bins = 0;
    if (!withHistogram || !histogramShape(scan, volume::isFloatingPoint(v.pixelType()), bins))
        return;
    std::vector<std::vector<std::int64_t>> hist(parts.size());
    std::vector<std::int64_t> totals(parts.size(), 0);
    const double lo = scan.lo, width = scan.width;
    const auto last = static_cast<std::int64_t>(bins) - 1;
    runParts(n, parts.size(), [&](std::size_t begin, std::size_t end, std::size_t part) {
        std::vector<std::int64_t>& h = hist[part];
        h.assign(bins, 0);
        for (std::size_t i = begin; i < end; ++i) {
            const double d = static_cast<double>(voxels[i]);
            if (!std::isfinite(d))
                continue;
            const auto b = std::min(static_cast<std::int64_t>((d - lo) / width), last);
            ++h[static_cast<std::size_t>(std::max<std::int64_t>(b, 0))];
            ++totals[part];
        }
    });
    scan.histogram = std::move(hist[0]);
    scan.total = totals[0];
    for (std::size_t p = 1; p < parts.size(); ++p) {
        for (std::size_t b = 0; b < bins; ++b)
            scan.histogram[b] += hist[p][b];
        scan.total += totals[p];
    }
}

} // namespace

ValueScan scanValues(const volume::Volume& v, bool withHistogram)
{
    ValueScan scan;
    if (v.voxelCount() <= 0) {
        scan.integral = false; // no value reaches 1
        return scan;
    }
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        if constexpr (std::is_integral_v<T> && sizeof(T) <= 2)
            scanSmall<T>(v, withHistogram, scan);
        else
            scanWide<T>(v, withHistogram, scan);
    });
    return scan;
}

} // namespace scansleuth::render::detail
