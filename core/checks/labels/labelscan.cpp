// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/labels/labelscan.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <type_traits>
#include <unordered_map>

namespace scansleuth::checks::detail {

namespace {

// Adds the value-only statistics of `n` voxels holding real value `r`.
void accumulate(LabelScan& s, const ScanOptions& o, double r, std::int64_t n)
{
    if (!std::isfinite(r)) {
        s.nonFinite += n;
        return;
    }
    if (s.finite == 0) {
        s.minValue = r;
        s.maxValue = r;
    }
    s.finite += n;
    s.minValue = std::min(s.minValue, r);
    s.maxValue = std::max(s.maxValue, r);
    const double tol = o.probabilityTolerance;
    s.nonInteger += std::abs(r - std::nearbyint(r)) > o.integerTolerance ? n : 0;
    s.negative += r < -tol ? n : 0;
    s.aboveOne += r > 1.0 + tol ? n : 0;
    s.nonZero += r != 0.0 ? n : 0;
    s.positive += r > 0.0 ? n : 0;
    s.atLeastHalf += r >= 0.5 ? n : 0;
    s.middle += (r > 0.1 && r < 0.9) ? n : 0;
    s.high += (r >= 0.9 && r <= 1.0 + tol) ? n : 0;
}

// memcmp(a, b, n) == 0 for the short spans of a chunk, inlined as 8-byte word compares.
inline bool sameBytes(const void* a, const void* b, std::size_t n)
{
    const auto* pa = static_cast<const unsigned char*>(a);
    const auto* pb = static_cast<const unsigned char*>(b);
    std::uint64_t diff = 0;
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        std::uint64_t x, y;
        std::memcpy(&x, pa + i, 8);
        std::memcpy(&y, pb + i, 8);
        diff |= x ^ y;
    }
    for (; i < n; ++i)
        diff |= std::uint64_t(pa[i] ^ pb[i]);
    return diff == 0;
}

template <typename T> bool between(T a, T v, T b)
{
    return (a < v && v < b) || (b < v && v < a);
}

// Counts values: a dense array for 8/16-bit integers, otherwise runs of equal values into a capped map.
// Statistics come from the counts at the end (dense) or per run (map), never per voxel.
template <typename T> class ValueTally
{
public:
    static constexpr bool kDense = std::is_integral_v<T> && sizeof(T) <= 2;

    ValueTally(LabelScan& scan, const ScanOptions& options, const volume::Rescale& rescale)
        : m_scan(scan), m_options(options), m_rescale(rescale)
    {
        if constexpr (kDense)
            m_counts.assign(std::size_t(1) << (8 * sizeof(T)), 0);
    }

    void add(T v, std::int64_t n)
    {
        if constexpr (kDense) {
            m_counts[slot(v)] += n;
        } else {
            if (m_pending > 0 && sameValue(v, m_last)) {
                m_pending += n;
                return;
            }
            flush();
            m_last = v;
            m_pending = n;
        }
    }

    void finish()
    {
        if constexpr (kDense) {
            for (std::size_t i = 0; i < m_counts.size(); ++i)
                if (m_counts[i] > 0)
                    record(static_cast<T>(static_cast<std::int64_t>(i) + std::numeric_limits<T>::min()),
                           m_counts[i]);
        } else {
            flush();
            if (!m_scan.manyValues)
                for (const auto& [v, n] : m_map)
                    m_scan.values.emplace_back(real(v), n);
        }
        std::sort(m_scan.values.begin(), m_scan.values.end());
        mergeEqualValues();
        m_scan.integerValues.assign(m_integers.begin(), m_integers.end());
    }

private:
    static std::size_t slot(T v)
    {
        return static_cast<std::size_t>(std::int64_t(v) - std::numeric_limits<T>::min());
    }
    static bool sameValue(T a, T b) { return a == b; } // NaN never equals: each NaN run is flushed
    double real(T v) const { return m_rescale.slope * double(v) + m_rescale.intercept; }

    void record(T v, std::int64_t n)
    {
        const double r = real(v);
        accumulate(m_scan, m_options, r, n);
        countInteger(r, n);
        if (std::isfinite(r))
            m_scan.values.emplace_back(r, n);
    }

    void countInteger(double r, std::int64_t n)
    {
        if (m_scan.manyIntegerValues || !std::isfinite(r) ||
            std::abs(r - std::nearbyint(r)) > m_options.integerTolerance)
            return;
        m_integers[std::llround(r)] += n;
        if (m_integers.size() > m_options.maxDistinct) {
            m_scan.manyIntegerValues = true;
            m_integers.clear();
        }
    }

    void flush()
    {
        if (m_pending == 0)
            return;
        const double r = real(m_last);
        accumulate(m_scan, m_options, r, m_pending);
        countInteger(r, m_pending);
        if (std::isfinite(r) && !m_scan.manyValues) {
            m_map[m_last] += m_pending;
            if (m_map.size() > m_options.maxDistinct) {
                m_scan.manyValues = true;
                m_map.clear();
            }
        }
        m_pending = 0;
    }

    // A zero slope maps every stored value onto one real value.
    void mergeEqualValues()
    {
        auto& v = m_scan.values;
        std::size_t out = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (out > 0 && v[out - 1].first == v[i].first)
                v[out - 1].second += v[i].second;
            else
                v[out++] = v[i];
        }
        v.resize(out);
    }

    LabelScan& m_scan;
    const ScanOptions& m_options;
    volume::Rescale m_rescale;
    std::vector<std::int64_t> m_counts;
    std::unordered_map<T, std::int64_t> m_map;
    std::map<long long, std::int64_t> m_integers;
    T m_last{};
    std::int64_t m_pending = 0;
};

template <typename T> class Scanner
{
public:
    Scanner(const volume::Volume& v, const ScanOptions& o, LabelScan& out)
        : m_data(v.voxels<T>().data()), m_size(v.geometry().size), m_rescale(v.rescale()), m_options(o),
          m_scan(out), m_tally(out, o, v.rescale())
    {
        const bool integerRescale = m_rescale.slope == std::nearbyint(m_rescale.slope) &&
                                    m_rescale.intercept == std::nearbyint(m_rescale.intercept);
        m_checkInteger = std::is_floating_point_v<T> || !integerRescale;
    }

    void run(const Progress& progress)
    {
        const std::int64_t nx = m_size[0], ny = m_size[1], nz = m_size[2];
        for (std::int64_t k = 0; k < nz; ++k) {
            if (!progress.report(double(k) / double(nz), "labels")) {
                m_scan.cancelled = true;
                return;
            }
            for (std::int64_t j = 0; j < ny; ++j) {
                const T* row = m_data + nx * (j + ny * k);
                // A missing neighbouring row (at the volume's border) is the row itself: a voxel
                // outside the grid counts as equal to its neighbour inside, without a branch.
                const T* ym = j > 0 ? row - nx : row;
                const T* yp = j + 1 < ny ? row + nx : row;
                const T* zm = k > 0 ? row - nx * ny : row;
                const T* zp = k + 1 < nz ? row + nx * ny : row;
                if (uniformRow(row, ym, yp, zm, zp))
                    m_tally.add(row[0], nx);
                else
                    scanRow(row, ym, yp, zm, zp, j, k);
            }
        }
        m_tally.finish();
    }

private:
    // True when the row is one value and its four neighbouring rows hold the same bytes: no voxel of it
    // is on a boundary. Bitwise comparison is stricter than ==, which only costs a detailed scan.
    bool uniformRow(const T* row, const T* ym, const T* yp, const T* zm, const T* zp) const
    {
        const std::size_t bytes = std::size_t(m_size[0]) * sizeof(T);
        if (std::memcmp(row, row + 1, bytes - sizeof(T)) != 0)
            return false;
        for (const T* other : {ym, yp, zm, zp})
            if (other != row && std::memcmp(row, other, bytes) != 0)
                return false;
        return true;
    }

    bool isInteger(T v) const
    {
        if (!m_checkInteger)
            return true;
        const double r = m_rescale.slope * double(v) + m_rescale.intercept;
        return std::isfinite(r) && std::abs(r - std::nearbyint(r)) <= m_options.integerTolerance;
    }

    // A row that crosses a boundary is still mostly runs of one value: chunks of it that are one value,
    // with the same bytes in the four neighbouring rows and the same value on both sides, are counted
    // at once; the others voxel by voxel.
    void scanRow(const T* row, const T* ym, const T* yp, const T* zm, const T* zp, std::int64_t j,
                 std::int64_t k)
    {
        constexpr std::int64_t kChunk = 32;
        const std::int64_t nx = m_size[0];
        for (std::int64_t i0 = 0; i0 < nx; i0 += kChunk) {
            const std::int64_t i1 = std::min(i0 + kChunk, nx);
            if (uniformChunk(row, ym, yp, zm, zp, i0, i1)) {
                m_tally.add(row[i0], i1 - i0);
                continue;
            }
            for (std::int64_t i = i0; i < i1; ++i)
                scanVoxel(row, ym, yp, zm, zp, i, j, k);
        }
    }

    bool uniformChunk(const T* row, const T* ym, const T* yp, const T* zm, const T* zp, std::int64_t i0,
                      std::int64_t i1) const
    {
        const std::int64_t lo = i0 > 0 ? i0 - 1 : 0, hi = i1 < m_size[0] ? i1 : i1 - 1; // with x-neighbours
        if (hi > lo && !sameBytes(row + lo, row + lo + 1, std::size_t(hi - lo) * sizeof(T)))
            return false;
        const std::size_t bytes = std::size_t(i1 - i0) * sizeof(T);
        for (const T* other : {ym, yp, zm, zp})
            if (other != row && !sameBytes(row + i0, other + i0, bytes))
                return false;
        return true;
    }

    void scanVoxel(const T* row, const T* ym, const T* yp, const T* zm, const T* zp, std::int64_t i,
                   std::int64_t j, std::int64_t k)
    {
        const std::int64_t nx = m_size[0];
        const T v = row[i];
        m_tally.add(v, 1);
        if constexpr (std::is_floating_point_v<T>)
            if (!std::isfinite(v))
                return;
        const T n[6] = {i > 0 ? row[i - 1] : v, i + 1 < nx ? row[i + 1] : v, ym[i], yp[i], zm[i], zp[i]};
        if (n[0] == v && n[1] == v && n[2] == v && n[3] == v && n[4] == v && n[5] == v)
            return;
        ++m_scan.boundary;
        for (int axis = 0; axis < 3; ++axis)
            if (between(n[2 * axis], v, n[2 * axis + 1])) {
                addSandwich({i, j, k}, v, axis, n[2 * axis], n[2 * axis + 1]);
                break;
            }
        if (m_checkInteger && !isInteger(v) &&
            std::any_of(std::begin(n), std::end(n), [&](T x) { return isInteger(x); }))
            ++m_scan.nonIntegerShell;
    }

    void addSandwich(const volume::Index3& index, T v, int axis, T before, T after)
    {
        ++m_scan.sandwiched;
        if (m_scan.sandwichExamples.size() >= m_options.maxExamples)
            return;
        auto real = [&](T x) {
            return m_rescale.slope * double(x) + m_rescale.intercept;
        };
        m_scan.sandwichExamples.push_back({index, real(v), axis, real(before), real(after)});
    }

    const T* m_data;
    volume::Index3 m_size;
    volume::Rescale m_rescale;
    const ScanOptions& m_options;
    LabelScan& m_scan;
    ValueTally<T> m_tally;
    bool m_checkInteger = false;
};

} // namespace

LabelScan scanLabels(const volume::Volume& v, const ScanOptions& options, const Progress& progress)
{
    LabelScan scan;
    scan.voxels = v.voxelCount();
    if (scan.voxels <= 0)
        return scan;
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        Scanner<T>(v, options, scan).run(progress);
    });
    if (scan.cancelled) { // partial figures must not be mistaken for results
        scan = LabelScan{};
        scan.voxels = v.voxelCount();
        scan.cancelled = true;
    }
    return scan;
}

} // namespace scansleuth::checks::detail
