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

// The lower envelope of the parabolas f_p + s2 (q - p)^2 of a line's sites, pushed in ascending p
// (Felzenszwalb & Huttenlocher, "Distance Transforms of Sampled Functions", 2012). A site's parabola is kept
// with g = f + s2 p^2, the part of the meeting point it brings; every transform here goes through this one
// class, so the same sites give the same envelope bit for bit.
class Envelope
{
public:
    explicit Envelope(std::int64_t n)
        : m_v(std::size_t(n)), m_f(std::size_t(n)), m_g(std::size_t(n)), m_z(std::size_t(n + 1))
    {}

    void reset(double s2)
    {
        m_s2 = s2;
        m_twoS2 = 2.0 * s2;
        m_k = -1;
    }
    bool empty() const { return m_k < 0; }

    // Site p with the finite value f; p ascends between calls.
    void push(std::int64_t p, double f)
    {
        const double g = f + m_s2 * double(p * p);
        std::int64_t k = m_k;
        while (k >= 0) {
            // Where the parabolas of p and of the last kept site meet; z[0] is -infinity, so k stays >= 0.
            const double meet = (g - m_g[std::size_t(k)]) / (m_twoS2 * double(p - m_v[std::size_t(k)]));
            if (meet <= m_z[std::size_t(k)]) {
                --k;
                continue;
            }
            ++k;
            m_z[std::size_t(k)] = meet;
            break;
        }
        if (k < 0) {
            k = 0;
            m_z[0] = -kInfinity;
        }
        m_v[std::size_t(k)] = p;
        m_f[std::size_t(k)] = f;
        m_g[std::size_t(k)] = g;
        m_z[std::size_t(k + 1)] = kInfinity;
        m_k = k;
    }

    // The envelope's value at q; `k` is the parabola reached so far (start at 0), so ascending q walk the
    // envelope once. The envelope must not be empty.
    double at(std::int64_t q, std::int64_t& k) const
    {
        while (m_z[std::size_t(k + 1)] < double(q))
            ++k;
        const double offset = double(q - m_v[std::size_t(k)]);
        return m_s2 * (offset * offset) + m_f[std::size_t(k)];
    }

private:
    std::vector<std::int64_t> m_v; // the kept sites
    std::vector<double> m_f, m_g;  // their values and g
    std::vector<double> m_z;       // the boundaries: parabola k rules on [z[k], z[k + 1]]
    double m_s2 = 0.0, m_twoS2 = 0.0;
    std::int64_t m_k = -1; // the last kept parabola, -1: none
};

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
            Envelope envelope(n);
            for (std::int64_t line = 0; line < size[inner]; ++line) {
                const std::int64_t base = std::int64_t(plane) * strides[outer] + line * strides[inner];
                envelope.reset(s2);
                for (std::int64_t q = 0; q < n; ++q) {
                    if (const double f = data[std::size_t(base + q * strides[axis])]; f != kInfinity)
                        envelope.push(q, f);
                }
                if (envelope.empty()) // an all-infinite line stays so
                    continue;
                std::int64_t k = 0;
                for (std::int64_t q = 0; q < n; ++q)
                    data[std::size_t(base + q * strides[axis])] = envelope.at(q, k);
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

// The rows (j, k) that hold features, k then j ascending, with each one's features as x positions.
struct FeatureRows
{
    std::vector<std::int64_t> x;          // the features' x, row after row
    std::vector<std::int64_t> rowY;       // j of each row
    std::vector<std::int64_t> rowStart;   // the features of row r: x[rowStart[r] .. rowStart[r + 1])
    std::vector<std::int64_t> sliceStart; // the rows of slice k: [sliceStart[k], sliceStart[k + 1])
};

FeatureRows featureRows(std::span<const std::int64_t> features, const volume::Index3& size)
{
    const std::int64_t nx = size[0], ny = size[1];
    FeatureRows rows;
    rows.x.reserve(features.size());
    rows.sliceStart.assign(std::size_t(size[2] + 1), 0);
    std::int64_t row = -1;
    for (std::int64_t f : features) {
        if (f / nx != row) {
            row = f / nx;
            rows.rowY.push_back(row % ny);
            rows.rowStart.push_back(std::int64_t(rows.x.size()));
            ++rows.sliceStart[std::size_t(row / ny + 1)];
        }
        rows.x.push_back(f % nx);
    }
    rows.rowStart.push_back(std::int64_t(rows.x.size()));
    std::partial_sum(rows.sliceStart.begin(), rows.sliceStart.end(), rows.sliceStart.begin());
    return rows;
}

// The first pass on one feature row, read at x ascending: the distance in voxels along x to the row's
// nearest feature.
class RowCursor
{
public:
    // At x = i: the features before i and at or past it.
    void start(const FeatureRows& rows, std::int64_t row, std::int64_t i)
    {
        const auto first = rows.x.begin() + rows.rowStart[std::size_t(row)];
        const auto end = rows.x.begin() + rows.rowStart[std::size_t(row + 1)];
        const auto at = std::lower_bound(first, end, i);
        m_at = at - rows.x.begin();
        m_end = end - rows.x.begin();
        m_before = at == first ? -kFar : *(at - 1);
        m_after = at == end ? kFar : *at;
    }

    // The distance at x = i; i must not decrease between calls.
    std::int64_t distance(const FeatureRows& rows, std::int64_t i)
    {
        while (m_after < i) {
            m_before = m_after;
            m_after = ++m_at < m_end ? rows.x[std::size_t(m_at)] : kFar;
        }
        return std::min(i - m_before, m_after - i);
    }

private:
    static constexpr std::int64_t kFar = std::int64_t(1) << 40; // no feature on this side
    std::int64_t m_at = 0, m_end = 0, m_before = 0, m_after = 0;
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

namespace {

// The whole lines' transform at the queries (the reference the local search below must agree with).
Result<std::vector<double>> linesAt(std::span<const std::int64_t> features,
                                    std::span<const std::int64_t> queries, const volume::Index3& size,
                                    const volume::Vec3& spacing, std::size_t maxThreads)
{
    std::vector<double> out(queries.size(), kInfinity);
    if (features.empty() || queries.empty())
        return out;
    const std::int64_t nz = size[2], plane = size[0] * size[1];
    const QueryColumns c = queryColumns(queries, size);
    const FeatureRows rows = featureRows(features, size);
    std::vector<std::int64_t> columns; // the x that hold slots
    std::int64_t widest = 0;
    for (std::int64_t i = 0; i < size[0]; ++i) {
        const std::int64_t slots = c.xStart[std::size_t(i + 1)] - c.xStart[std::size_t(i)];
        if (slots > 0)
            columns.push_back(i);
        widest = std::max(widest, slots);
    }
    const double s2x = spacing[0] * spacing[0], s2y = spacing[1] * spacing[1], s2z = spacing[2] * spacing[2];
    // An x at a time, all three passes: the first (along x) and the second (along y) for every slice,
    // kept at the x's slots only, then the third (along z) on each slot, in cache.
    const Status s =
        forEachRange(std::int64_t(columns.size()), maxThreads, [&](std::int64_t begin, std::int64_t end) {
            // Per feature row, the nearest features before and at or past the current x.
            std::vector<RowCursor> cursors(rows.rowY.size());
            for (std::size_t r = 0; r < cursors.size(); ++r)
                cursors[r].start(rows, std::int64_t(r), columns[std::size_t(begin)]);
            std::vector<double> kept(std::size_t(widest * nz)); // slot by slot, z fastest
            Envelope alongY(size[1]), alongZ(nz);
            for (std::int64_t n = begin; n < end; ++n) {
                const std::int64_t i = columns[std::size_t(n)];
                const std::int64_t first = c.xStart[std::size_t(i)], last = c.xStart[std::size_t(i + 1)];
                for (std::int64_t k = 0; k < nz; ++k) {
                    alongY.reset(s2y);
                    for (std::int64_t r = rows.sliceStart[std::size_t(k)];
                         r < rows.sliceStart[std::size_t(k + 1)]; ++r) {
                        const double o = double(cursors[std::size_t(r)].distance(rows, i));
                        alongY.push(rows.rowY[std::size_t(r)], s2x * (o * o));
                    }
                    std::int64_t at = 0;
                    for (std::int64_t slot = first; slot < last; ++slot)
                        kept[std::size_t((slot - first) * nz + k)] =
                            alongY.empty() ? kInfinity : alongY.at(c.slotY[std::size_t(slot)], at);
                }
                for (std::int64_t slot = first; slot < last; ++slot) {
                    const double* line = kept.data() + (slot - first) * nz;
                    alongZ.reset(s2z);
                    for (std::int64_t k = 0; k < nz; ++k) {
                        if (line[k] != kInfinity)
                            alongZ.push(k, line[k]);
                    }
                    if (alongZ.empty())
                        continue;
                    std::int64_t at = 0;
                    for (std::int64_t q = c.slotStart[std::size_t(slot)];
                         q < c.slotStart[std::size_t(slot + 1)]; ++q) {
                        const std::int64_t rank = c.order[std::size_t(q)];
                        out[std::size_t(rank)] = alongZ.at(queries[std::size_t(rank)] / plane, at);
                    }
                }
            }
        });
    if (!s)
        return s.error();
    return out;
}

// The nearest feature of a query found among the feature rows around it, with a certificate that it is
// the value the whole lines give, bit for bit.
//
// A query's value is the float formula s2z oz^2 + (s2y oy^2 + s2x ox^2) of one feature row (oy, oz: the
// row's offsets, ox: the distance to the row's nearest feature), the row the envelopes of the second and
// third passes pick. An envelope built in floating point picks, at q, a parabola whose true value there is
// within 3 n e of the least (n sites pushed, e the error one computed meeting point brings, at most
// 8 eps G with G the largest f + s2 p^2): a parabola popped had a neighbour below it wherever its region
// was, and the kept ones below the picked one's ends, each step costing e. So the lines give the formula
// of some row within slack / 2 of the least one; where every row within `slack` of the least value has its
// bits, the lines give those bits. The rows are visited outwards from the query, slice by slice (oz = 0,
// then +-1, ...) and within a slice by |oy|, and a direction ends where s2z oz^2 + s2y oy^2 alone passes
// the least value found plus slack: every row left out is farther.
class LocalSearch
{
public:
    LocalSearch(const FeatureRows& rows, const volume::Index3& size, const volume::Vec3& spacing)
        : m_rows(rows), m_nz(size[2]), m_s2x(spacing[0] * spacing[0]), m_s2y(spacing[1] * spacing[1]),
          m_s2z(spacing[2] * spacing[2])
    {
        const double largest = m_s2x * double(size[0] * size[0]) + m_s2y * double(size[1] * size[1]) +
                               m_s2z * double(m_nz * m_nz);
        // Twice 3 (n_y + n_z) 8 eps G plus the formulas' own rounding, with room to spare.
        m_slack = 128.0 * std::numeric_limits<double>::epsilon() * largest * double(size[1] + m_nz + 4);
    }

    // The value at (i, j, k), or false where more than kMaxRows rows are visited or the rows within
    // slack of the least value do not share its bits.
    bool nearest(std::int64_t i, std::int64_t j, std::int64_t k, double& value)
    {
        m_found = m_second = kInfinity;
        m_visited = 0;
        slice(i, j, k, 0);
        for (std::int64_t d = 1; k - d >= 0 || k + d < m_nz; ++d) {
            const double oz = double(d);
            const double alongZ = m_s2z * (oz * oz);
            if (alongZ > m_found + m_slack)
                break;
            if (k - d >= 0)
                slice(i, j, k - d, alongZ);
            if (k + d < m_nz)
                slice(i, j, k + d, alongZ);
            if (m_visited > kMaxRows)
                return false;
        }
        value = m_found;
        return m_found != kInfinity && m_second > m_found + m_slack;
    }

private:
    static constexpr std::int64_t kMaxRows = 16384;

    // The rows of slice z from y = j outwards, until s2z oz^2 + s2y oy^2 passes the least value plus slack.
    void slice(std::int64_t i, std::int64_t j, std::int64_t z, double alongZ)
    {
        const auto first = m_rows.rowY.begin() + m_rows.sliceStart[std::size_t(z)];
        const auto last = m_rows.rowY.begin() + m_rows.sliceStart[std::size_t(z + 1)];
        auto up = std::lower_bound(first, last, j); // rows at j and after, ascending
        auto down = up;                             // rows before j, descending
        while (true) {
            const double dUp = up != last ? double(*up - j) : kInfinity;
            const double dDown = down != first ? double(j - *(down - 1)) : kInfinity;
            const bool upward = dUp <= dDown;
            const double oy = upward ? dUp : dDown;
            const double alongY = m_s2y * (oy * oy);
            if (oy == kInfinity || alongZ + alongY > m_found + m_slack)
                return;
            const auto at = upward ? up++ : --down;
            row(at - m_rows.rowY.begin(), i, alongZ, alongY);
        }
    }

    // Row r's formula value, given its s2z oz^2 and s2y oy^2.
    void row(std::ptrdiff_t r, std::int64_t i, double alongZ, double alongY)
    {
        ++m_visited;
        const auto first = m_rows.x.begin() + m_rows.rowStart[std::size_t(r)];
        const auto last = m_rows.x.begin() + m_rows.rowStart[std::size_t(r + 1)];
        const auto at = std::lower_bound(first, last, i);
        std::int64_t d = std::numeric_limits<std::int64_t>::max();
        if (at != last)
            d = *at - i;
        if (at != first)
            d = std::min(d, i - *(at - 1));
        const double ox = double(d);
        const double v = alongZ + (alongY + m_s2x * (ox * ox));
        if (v < m_found) {
            m_second = std::min(m_second, m_found);
            m_found = v;
        } else if (v != m_found) {
            m_second = std::min(m_second, v);
        }
    }

    const FeatureRows& m_rows;
    std::int64_t m_nz;
    double m_s2x, m_s2y, m_s2z, m_slack = 0.0;
    double m_found = kInfinity, m_second = kInfinity; // the least value so far, and the least with other bits
    std::int64_t m_visited = 0;
};

} // namespace

Result<std::vector<double>> squaredDistancesAt(std::span<const std::int64_t> features,
                                               std::span<const std::int64_t> queries,
                                               const volume::Index3& size, const volume::Vec3& spacing,
                                               std::size_t maxThreads)
{
    std::vector<double> out(queries.size(), kInfinity);
    if (features.empty() || queries.empty())
        return out;
    const FeatureRows rows = featureRows(features, size);
    const std::int64_t nx = size[0], ny = size[1];
    // Each range of queries keeps the ones the search could not certify, in order.
    const std::int64_t count = std::int64_t(queries.size());
    const std::int64_t ranges = std::min<std::int64_t>(count, std::int64_t(4 * threadsFor(maxThreads)));
    auto uncertain = std::vector<std::vector<std::int64_t>>(std::size_t(ranges));
    ParallelOptions options;
    options.maxThreads = maxThreads;
    options.task = "compute the surface distances";
    const Status s = forEachIndex(
        std::size_t(ranges),
        [&](std::size_t r) {
            LocalSearch search(rows, size, spacing);
            for (std::int64_t n = count * std::int64_t(r) / ranges; n < count * std::int64_t(r + 1) / ranges;
                 ++n) {
                const std::int64_t q = queries[std::size_t(n)];
                if (!search.nearest(q % nx, (q / nx) % ny, q / (nx * ny), out[std::size_t(n)]))
                    uncertain[r].push_back(n);
            }
        },
        options);
    if (!s)
        return s.error();
    std::vector<std::int64_t> rest, restQueries;
    for (const auto& range : uncertain)
        rest.insert(rest.end(), range.begin(), range.end());
    if (rest.empty())
        return out;
    restQueries.reserve(rest.size());
    for (std::int64_t n : rest)
        restQueries.push_back(queries[std::size_t(n)]);
    Result<std::vector<double>> exact = linesAt(features, restQueries, size, spacing, maxThreads);
    if (!exact)
        return exact.error();
    for (std::size_t m = 0; m < rest.size(); ++m)
        out[std::size_t(rest[m])] = (*exact)[m];
    return out;
}

} // namespace scansleuth::compare
