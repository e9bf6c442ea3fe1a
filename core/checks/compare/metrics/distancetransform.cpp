// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/metrics/distancetransform.h"

#include "base/parallel.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <memory>
#include <numeric>

namespace scansleuth::compare {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Scratch for one line: the values, the lower envelope's parabola sites and their boundaries.
struct LineScratch
{
    std::vector<double> f, d, z;
    std::vector<std::int64_t> v;
    explicit LineScratch(std::int64_t n) : f(n), d(n), z(n + 1), v(n) {}
};

// The lower envelope of the parabolas f[p] + s2 (q - p)^2 over the finite f[p] (Felzenszwalb & Huttenlocher,
// "Distance Transforms of Sampled Functions", 2012); sites at +infinity are skipped. Returns the index of the
// last parabola, -1 when every f[p] is +infinity.
std::int64_t buildEnvelope(LineScratch& s, std::int64_t n, double s2)
{
    std::int64_t k = -1;
    for (std::int64_t q = 0; q < n; ++q) {
        if (s.f[q] == kInfinity)
            continue;
        if (k < 0) {
            k = 0;
            s.v[0] = q;
            s.z[0] = -kInfinity;
            s.z[1] = kInfinity;
            continue;
        }
        while (true) {
            const std::int64_t p = s.v[k];
            // Where the parabolas of sites q and p meet; z[0] is -infinity, so k never drops below 0.
            const double meet =
                ((s.f[q] + s2 * double(q * q)) - (s.f[p] + s2 * double(p * p))) / (2.0 * s2 * double(q - p));
            if (meet <= s.z[k]) {
                --k;
                continue;
            }
            ++k;
            s.v[k] = q;
            s.z[k] = meet;
            s.z[k + 1] = kInfinity;
            break;
        }
    }
    return k;
}

// The envelope's value at q; `k` is the parabola reached so far, so ascending q walk the envelope once.
inline double envelopeAt(const LineScratch& s, std::int64_t q, double s2, std::int64_t& k)
{
    while (s.z[k + 1] < double(q))
        ++k;
    const double offset = double(q - s.v[k]);
    return s2 * (offset * offset) + s.f[s.v[k]];
}

// d[q] = min_p f[p] + s2 (q - p)^2 for every q; an all-infinite line stays so.
void transformLine(LineScratch& s, std::int64_t n, double s2)
{
    std::int64_t k = buildEnvelope(s, n, s2);
    if (k < 0) {
        std::fill(s.d.begin(), s.d.begin() + n, kInfinity);
        return;
    }
    k = 0;
    for (std::int64_t q = 0; q < n; ++q)
        s.d[q] = envelopeAt(s, q, s2, k);
}

// One pass along `axis`: the lines of one plane (the other two indices, the slowest fixed) per work item.
Status transformAxis(std::vector<double>& data, const volume::Index3& size, int axis, double spacing,
                     std::size_t maxThreads)
{
    const std::int64_t n = size[axis];
    const std::int64_t strides[3] = {1, size[0], size[0] * size[1]};
    const int inner = axis == 0 ? 1 : 0; // the other axis that varies within a work item
    const int outer = axis == 2 ? 1 : 2; // the axis of the work items
    const double s2 = spacing * spacing;
    ParallelOptions options;
    options.maxThreads = maxThreads;
    options.task = "compute the surface distances";
    return forEachIndex(
        std::size_t(size[outer]),
        [&](std::size_t plane) {
            LineScratch scratch(n);
            for (std::int64_t line = 0; line < size[inner]; ++line) {
                const std::int64_t base = std::int64_t(plane) * strides[outer] + line * strides[inner];
                for (std::int64_t q = 0; q < n; ++q)
                    scratch.f[q] = data[base + q * strides[axis]];
                transformLine(scratch, n, s2);
                for (std::int64_t q = 0; q < n; ++q)
                    data[base + q * strides[axis]] = scratch.d[q];
            }
        },
        options);
}

// Where the queries sit: each (i, j) column holding one is a slot, numbered x-major (all of x = 0 first,
// j ascending); the second pass keeps the slots' values only, the third runs on slots only.
struct QueryColumns
{
    std::int64_t slots = 0;
    std::vector<std::int64_t> xStart;    // the slots of x = i: [xStart[i], xStart[i + 1])
    std::vector<std::int64_t> slotY;     // j of each slot
    std::vector<std::int64_t> slotStart; // the queries of slot s: order[slotStart[s] .. slotStart[s + 1])
    std::vector<std::int64_t> order;     // query ranks by slot, k ascending within one
};

QueryColumns queryColumns(std::span<const std::int64_t> queries, const volume::Index3& size)
{
    const std::int64_t nx = size[0], ny = size[1];
    const auto column = [&](std::int64_t q) {
        return std::size_t((q % nx) * ny + (q / nx) % ny);
    };
    std::vector<std::int64_t> slotOf(std::size_t(nx * ny), 0); // first the count of queries per column
    for (std::int64_t q : queries)
        ++slotOf[column(q)];
    QueryColumns c;
    c.xStart.assign(std::size_t(nx + 1), 0);
    c.slotStart.push_back(0);
    for (std::int64_t i = 0; i < nx; ++i) {
        for (std::int64_t j = 0; j < ny; ++j) {
            std::int64_t& slot = slotOf[std::size_t(i * ny + j)];
            if (slot == 0) {
                slot = -1;
                continue;
            }
            c.slotStart.push_back(c.slotStart.back() + slot);
            c.slotY.push_back(j);
            slot = c.slots++;
        }
        c.xStart[std::size_t(i + 1)] = c.slots;
    }
    c.order.resize(queries.size());
    std::vector<std::int64_t> fill(c.slotStart.begin(), c.slotStart.end() - 1);
    for (std::size_t r = 0; r < queries.size(); ++r) // queries ascending, so k ascending within a column
        c.order[std::size_t(fill[std::size_t(slotOf[column(queries[r])])]++)] = std::int64_t(r);
    return c;
}

// The first pass on one slice, read a column at a time: for x = i ascending, each row's squared distance
// along x to its nearest feature (+infinity in rows without one), without storing the slice.
class RowDistances
{
public:
    RowDistances(std::span<const std::int64_t> sliceFeatures, std::int64_t sliceStart,
                 const volume::Index3& size, double s2)
        : m_features(sliceFeatures), m_s2(s2), m_at(std::size_t(size[1])), m_end(std::size_t(size[1])),
          m_previous(std::size_t(size[1]), -kFar), m_next(std::size_t(size[1]), kFar),
          m_rowStart(std::size_t(size[1]))
    {
        std::size_t at = 0;
        for (std::size_t j = 0; j < m_at.size(); ++j) {
            m_rowStart[j] = sliceStart + std::int64_t(j) * size[0];
            m_at[j] = at;
            while (at < m_features.size() && m_features[at] < m_rowStart[j] + size[0])
                ++at;
            m_end[j] = at;
            if (m_at[j] < m_end[j])
                m_next[j] = m_features[m_at[j]] - m_rowStart[j];
        }
    }

    // Column x = i into f[0 .. ny); i must not decrease between calls.
    void column(std::int64_t i, std::vector<double>& f)
    {
        for (std::size_t j = 0; j < m_at.size(); ++j) {
            if (m_at[j] == m_end[j] && m_previous[j] < 0) {
                f[j] = kInfinity;
                continue;
            }
            while (m_next[j] < i) {
                m_previous[j] = m_next[j];
                m_next[j] = ++m_at[j] < m_end[j] ? m_features[m_at[j]] - m_rowStart[j] : kFar;
            }
            const double o = double(std::min(i - m_previous[j], m_next[j] - i));
            f[j] = m_s2 * (o * o); // what the envelope gives a site at f = 0, bit for bit
        }
    }

private:
    static constexpr std::int64_t kFar = std::int64_t(1) << 40; // no feature on this side
    std::span<const std::int64_t> m_features;
    double m_s2;
    std::vector<std::size_t> m_at, m_end; // per row: the next feature's place in m_features, the row's end
    std::vector<std::int64_t> m_previous, m_next, m_rowStart;
};

// The number of threads work split `count` ways would get.
std::size_t threadsFor(std::size_t maxThreads)
{
    const std::size_t limit = threadLimit();
    return std::max<std::size_t>(1, maxThreads > 0 ? std::min(maxThreads, limit) : limit);
}

// work(begin, end) on consecutive ranges of [0, count), a few per thread, so each range allocates its
// scratch once.
Status forEachRange(std::int64_t count, std::size_t maxThreads,
                    const std::function<void(std::int64_t, std::int64_t)>& work)
{
    const std::int64_t ranges = std::min<std::int64_t>(count, std::int64_t(4 * threadsFor(maxThreads)));
    ParallelOptions options;
    options.maxThreads = maxThreads;
    options.task = "compute the surface distances";
    return forEachIndex(
        std::size_t(ranges),
        [&](std::size_t r) { work(count * std::int64_t(r) / ranges, count * std::int64_t(r + 1) / ranges); },
        options);
}

} // namespace

Status squaredDistanceTransform(std::vector<double>& squared, const volume::Index3& size,
                                const volume::Vec3& spacing, std::size_t maxThreads)
{
    for (int axis = 0; axis < 3; ++axis) {
        if (size[axis] <= 0)
            return {};
    }
    for (int axis = 0; axis < 3; ++axis) {
        if (Status s = transformAxis(squared, size, axis, spacing[axis], maxThreads); !s)
            return s;
    }
    return {};
}

Result<std::vector<double>> squaredDistancesAt(std::span<const std::int64_t> features,
                                               std::span<const std::int64_t> queries,
                                               const volume::Index3& size, const volume::Vec3& spacing,
                                               std::size_t maxThreads)
{
    std::vector<double> out(queries.size(), kInfinity);
    if (features.empty() || queries.empty())
        return out;
    const std::int64_t nx = size[0], ny = size[1], nz = size[2], plane = nx * ny;
    const QueryColumns c = queryColumns(queries, size);
    // The second pass's values at the slots, in tiles of 8 slots (a cache line) by nz slices: the second
    // pass writes a slice's 8 values of a tile together, the third reads a tile's columns in order.
    constexpr std::int64_t kTile = 8;
    std::unique_ptr<double[]> kept(new double[std::size_t((c.slots + kTile - 1) / kTile * kTile * nz)]);
    const auto keptIndex = [nz](std::int64_t slot, std::int64_t k) {
        return std::size_t((slot / kTile * nz + k) * kTile + slot % kTile);
    };
    const double s2x = spacing[0] * spacing[0], s2y = spacing[1] * spacing[1], s2z = spacing[2] * spacing[2];
    Status s = forEachRange(nz, maxThreads, [&](std::int64_t kBegin, std::int64_t kEnd) {
        LineScratch scratch(ny);
        for (std::int64_t k = kBegin; k < kEnd; ++k) {
            const auto from = std::lower_bound(features.begin(), features.end(), k * plane);
            const auto to = std::lower_bound(from, features.end(), (k + 1) * plane);
            if (from == to) { // no feature in the slice: every line through it stays infinite
                for (std::int64_t slot = 0; slot < c.slots; ++slot)
                    kept[keptIndex(slot, k)] = kInfinity;
                continue;
            }
            RowDistances rows(std::span(from, to), k * plane, size, s2x);
            for (std::int64_t i = 0; i < nx; ++i) {
                if (c.xStart[std::size_t(i)] == c.xStart[std::size_t(i + 1)])
                    continue;
                rows.column(i, scratch.f);
                std::int64_t at = buildEnvelope(scratch, ny, s2y) < 0 ? -1 : 0;
                for (std::int64_t slot = c.xStart[std::size_t(i)]; slot < c.xStart[std::size_t(i + 1)];
                     ++slot)
                    kept[keptIndex(slot, k)] =
                        at < 0 ? kInfinity : envelopeAt(scratch, c.slotY[std::size_t(slot)], s2y, at);
            }
        }
    });
    if (!s)
        return s.error();
    s = forEachRange(c.slots, maxThreads, [&](std::int64_t slotBegin, std::int64_t slotEnd) {
        LineScratch scratch(nz);
        for (std::int64_t slot = slotBegin; slot < slotEnd; ++slot) {
            for (std::int64_t k = 0; k < nz; ++k)
                scratch.f[std::size_t(k)] = kept[keptIndex(slot, k)];
            std::int64_t at = buildEnvelope(scratch, nz, s2z) < 0 ? -1 : 0;
            if (at < 0)
                continue;
            for (std::int64_t n = c.slotStart[std::size_t(slot)]; n < c.slotStart[std::size_t(slot + 1)];
                 ++n) {
                const std::int64_t rank = c.order[std::size_t(n)];
                out[std::size_t(rank)] = envelopeAt(scratch, queries[std::size_t(rank)] / plane, s2z, at);
            }
        }
    });
    if (!s)
        return s.error();
    return out;
}

} // namespace scansleuth::compare
