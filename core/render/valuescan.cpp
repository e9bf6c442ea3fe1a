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
template <typename T> void scanSmall(const volume::Volume& v, unsigned needs, ValueScan& scan)
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
    if ((needs & kHistogram) == 0 || !histogramShape(scan, false, bins))
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
// The percentile histogram of a 32-bit or floating-point volume whose range `scan` holds: a second pass.
template <typename T> void fillHistogram(const volume::Volume& v, ValueScan& scan)
{
    std::size_t bins = 0;
    if (!histogramShape(scan, volume::isFloatingPoint(v.pixelType()), bins))
        return;
    const std::span<const T> voxels = v.voxels<T>();
    const std::size_t n = voxels.size(), parts = partCount(n);
    std::vector<std::vector<std::int64_t>> hist(parts);
    std::vector<std::int64_t> totals(parts, 0);
    const double lo = scan.lo, width = scan.width;
    const auto last = static_cast<std::int64_t>(bins) - 1;
    runParts(n, parts, [&](std::size_t begin, std::size_t end, std::size_t part) {
        std::vector<std::int64_t>& h = hist[part];
        h.assign(bins, 0);
        std::int64_t counted = 0; // not totals[part]: the threads' counters would share a cache line
        // The bins of a block first (a loop that vectorises: finite values lie in [lo, lo + bins * width], so
        // the quotient fits an int32), then the counts.
        constexpr std::size_t kBlock = 4096;
        std::vector<std::int32_t> bin(kBlock);
        const double top = static_cast<double>(last);
        for (std::size_t block = begin; block < end; block += kBlock) {
            const std::size_t count = std::min(end, block + kBlock) - block;
            const T* data = voxels.data() + block;
            for (std::size_t i = 0; i < count; ++i) {
                const double d = static_cast<double>(data[i]);
                const bool finite = d - d == 0.0; // NaN and infinities give NaN
                const double q = finite ? (d - lo) / width : 0.0;
                bin[i] = finite ? static_cast<std::int32_t>(q < top ? q : top) : -1;
            }
            for (std::size_t i = 0; i < count; ++i)
                if (bin[i] >= 0) {
                    ++h[static_cast<std::size_t>(bin[i])];
                    ++counted;
                }
        }
        totals[part] = counted;
    });
    scan.histogram = std::move(hist[0]);
    scan.total = totals[0];
    for (std::size_t p = 1; p < parts; ++p) {
        for (std::size_t b = 0; b < bins; ++b)
            scan.histogram[b] += hist[p][b];
        scan.total += totals[p];
    }
}

// Real values of a block, as V: the stored value itself (kStored: float32 without rescale, exact), else
// slope * stored + intercept in double.
template <typename V, typename T, bool kStored> struct RealOf
{
    const T* p;
    double slope, intercept;
    V operator()(std::size_t i) const
    {
        if constexpr (kStored)
            return p[i];
        else
            return static_cast<V>(slope * static_cast<double>(p[i]) + intercept);
    }
};

// The class tests of render.h over a block of real values, written to vectorise: counts of the values that
// are no label (whole number in 0..255) and no probability (in [0, 1]), NaN counted as neither (every
// comparison with NaN is false), and the largest value. Adding and taking away 2^52 (2^23 for float)
// rounds to a whole number without a floor call.
template <typename V, typename Real> void classifyBlock(std::size_t n, const Real& real, Flags& f)
{
    constexpr V kRound = sizeof(V) == 4 ? V(8388608.0f) : V(4503599627370496.0);
    unsigned notUnit = 0;
    if (f.integral) {
        unsigned notLabel = 0;
        V top = static_cast<V>(f.hi);
        for (std::size_t i = 0; i < n; ++i) {
            const V x = real(i);
            const V whole = (x + kRound) - kRound;
            notLabel += static_cast<unsigned>((x < V(0)) | (x > V(255)) | ((x != whole) & (x == x)));
            notUnit += static_cast<unsigned>((x < V(0)) | (x > V(1)));
            top = x > top ? x : top;
        }
        f.integral = notLabel == 0;
        f.hi = static_cast<double>(top);
    } else {
        for (std::size_t i = 0; i < n; ++i) {
            const V x = real(i);
            notUnit += static_cast<unsigned>((x < V(0)) | (x > V(1)));
        }
    }
    f.unit = f.unit && notUnit == 0;
}

// The stored range of a block in T (exact: converting to double keeps the order), NaN skipped by the
// comparisons; four lanes, merged at the end.
template <typename T> void rangeBlock(const T* p, std::size_t n, double& outLo, double& outHi)
{
    using V = std::conditional_t<std::is_same_v<T, float>, float, double>;
    const V inf = std::numeric_limits<V>::infinity();
    V lo[4] = {inf, inf, inf, inf}, hi[4] = {-inf, -inf, -inf, -inf};
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4)
        for (std::size_t k = 0; k < 4; ++k) {
            const V d = static_cast<V>(p[i + k]);
            lo[k] = d < lo[k] ? d : lo[k];
            hi[k] = d > hi[k] ? d : hi[k];
        }
    for (; i < n; ++i) {
        const V d = static_cast<V>(p[i]);
        lo[0] = d < lo[0] ? d : lo[0];
        hi[0] = d > hi[0] ? d : hi[0];
    }
    for (std::size_t k = 0; k < 4; ++k) {
        outLo = std::min(outLo, static_cast<double>(lo[k]));
        outHi = std::max(outHi, static_cast<double>(hi[k]));
    }
}

template <typename T> void scanWide(const volume::Volume& v, unsigned needs, ValueScan& scan)
{
    const std::span<const T> voxels = v.voxels<T>();
    const std::size_t n = voxels.size();
    struct Part
    {
        Flags flags;
        double lo = std::numeric_limits<double>::infinity(), hi = -std::numeric_limits<double>::infinity();
    };
    std::vector<Part> parts(partCount(n));
    const volume::Rescale r = v.rescale();
    const bool classes = (needs & kClasses) != 0, labels = (needs & kLabels) != 0,
               mapLabels = (needs & kLabelsOfLabelMaps) != 0;
    // float32 as stored when the rescale is the identity; everything else in double, as render.h computes.
    const bool asFloat = std::is_same_v<T, float> && r.isIdentity();
    runParts(n, parts.size(), [&](std::size_t begin, std::size_t end, std::size_t part) {
        Part& p = parts[part];
        constexpr std::size_t kBlock = 8192;
        for (std::size_t block = begin; block < end; block += kBlock) {
            const std::size_t count = std::min(end, block + kBlock) - block;
            const T* data = voxels.data() + block;
            rangeBlock(data, count, p.lo, p.hi);
            // Once a part has a value that is neither a label nor a probability, its other values cannot
            // change the answer: the class tests stop there.
            if (classes && (p.flags.integral || p.flags.unit)) {
                if (asFloat)
                    classifyBlock<float>(count, RealOf<float, T, std::is_same_v<T, float>>{data, 1.0, 0.0},
                                         p.flags);
                else
                    classifyBlock<double>(count, RealOf<double, T, false>{data, r.slope, r.intercept},
                                          p.flags);
            }
            // Labels: all asked for, or those of what may still be a label map.
            if (labels || (mapLabels && p.flags.integral))
                for (std::size_t i = 0; i < count; ++i) {
                    const double d = static_cast<double>(data[i]);
                    if (d >= 1 && d < 256)
                        p.flags.labels[static_cast<std::size_t>(d)] = true;
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
    if ((needs & kHistogram) != 0)
        fillHistogram<T>(v, scan);
}

} // namespace

void addHistogram(const volume::Volume& v, ValueScan& scan)
{
    scan.histogram.clear();
    scan.total = 0;
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        if constexpr (std::is_integral_v<T> && sizeof(T) <= 2)
            scan = scanValues(v, kClasses | kLabels | kHistogram); // one count gives all
        else
            fillHistogram<T>(v, scan);
    });
}

ValueScan scanValues(const volume::Volume& v, unsigned needs)
{
    ValueScan scan;
    if (v.voxelCount() <= 0) {
        scan.integral = false; // no value reaches 1
        return scan;
    }
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        if constexpr (std::is_integral_v<T> && sizeof(T) <= 2)
            scanSmall<T>(v, needs, scan);
        else
            scanWide<T>(v, needs, scan);
    });
    return scan;
}

} // namespace scansleuth::render::detail
