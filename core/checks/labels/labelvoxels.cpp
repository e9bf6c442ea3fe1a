// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/labels/labelvoxels.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace scansleuth::checks::detail {

namespace {

constexpr std::int64_t kBlock = 8192;

volume::Index3 indexOf(const volume::Index3& size, std::int64_t linear)
{
    return {linear % size[0], (linear / size[0]) % size[1], linear / (size[0] * size[1])};
}

// Finds, for non-integer voxels of a typed buffer, whole-number voxels on both sides along an axis.
template <typename T> class BetweenSearch
{
public:
    BetweenSearch(const volume::Volume& v, double tol, int reach)
        : m_data(v.voxels<T>().data()), m_size(v.geometry().size), m_slope(v.rescale().slope),
          m_intercept(v.rescale().intercept), m_tol(tol), m_reach(reach)
    {}

    BetweenLabels run(std::size_t maxExamples) const
    {
        BetweenLabels out;
        const std::int64_t stride[3] = {1, m_size[0], m_size[0] * m_size[1]};
        std::int64_t q = 0;
        for (std::int64_t k = 0; k < m_size[2]; ++k)
            for (std::int64_t j = 0; j < m_size[1]; ++j)
                for (std::int64_t i = 0; i < m_size[0]; ++i, ++q) {
                    const double r = real(q);
                    if (!std::isfinite(r) || whole(r))
                        continue;
                    const std::int64_t pos[3] = {i, j, k};
                    for (int a = 0; a < 3; ++a) {
                        const auto before = nearestWhole(q, pos[a], -stride[a], 0);
                        const auto after = nearestWhole(q, pos[a], stride[a], m_size[std::size_t(a)] - 1);
                        if (!before || !after || *before == *after || r < std::min(*before, *after) - m_tol ||
                            r > std::max(*before, *after) + m_tol)
                            continue;
                        ++out.voxels;
                        if (out.examples.size() < maxExamples)
                            out.examples.push_back({{i, j, k}, r, a, *before, *after});
                        break;
                    }
                }
        return out;
    }

private:
    double real(std::int64_t q) const { return m_slope * double(m_data[q]) + m_intercept; }
    bool whole(double r) const { return std::abs(r - std::nearbyint(r)) <= m_tol; }

    // The nearest whole-number value from voxel q stepping by `step` (position pos, last position
    // `end`), within m_reach steps; nothing past a NaN/Inf voxel or the border.
    std::optional<double> nearestWhole(std::int64_t q, std::int64_t pos, std::int64_t step,
                                       std::int64_t end) const
    {
        const std::int64_t direction = step > 0 ? 1 : -1;
        for (int t = 1; t <= m_reach; ++t) {
            const std::int64_t p = pos + direction * t;
            if ((direction > 0 && p > end) || (direction < 0 && p < end))
                return std::nullopt;
            const double x = real(q + step * t);
            if (!std::isfinite(x))
                return std::nullopt;
            if (whole(x))
                return std::nearbyint(x);
        }
        return std::nullopt;
    }

    const T* m_data;
    volume::Index3 m_size;
    double m_slope, m_intercept, m_tol;
    int m_reach;
};

} // namespace

BetweenLabels nonIntegerBetweenLabels(const volume::Volume& v, double integerTolerance, int reach,
                                      std::size_t maxExamples)
{
    return volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        return BetweenSearch<T>(v, integerTolerance, reach).run(maxExamples);
    });
}

void readRealValues(const volume::Volume& v, std::int64_t start, std::int64_t count, double* out)
{
    const double slope = v.rescale().slope, intercept = v.rescale().intercept;
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        const T* data = v.voxels<T>().data() + start;
        for (std::int64_t i = 0; i < count; ++i)
            out[i] = slope * double(data[i]) + intercept;
    });
}

volume::Index3 indexOfVoxel(const volume::Index3& size, std::int64_t linear)
{
    return indexOf(size, linear);
}

bool forEachRealBlock(const volume::Volume& v,
                      const std::function<bool(const double*, std::int64_t, std::int64_t)>& f)
{
    std::vector<double> buffer(
        std::size_t(std::min<std::int64_t>(kBlock, std::max<std::int64_t>(v.voxelCount(), 1))));
    const double slope = v.rescale().slope, intercept = v.rescale().intercept;
    return volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        const T* data = v.voxels<T>().data();
        const std::int64_t total = v.voxelCount();
        for (std::int64_t start = 0; start < total; start += kBlock) {
            const std::int64_t n = std::min(kBlock, total - start);
            for (std::int64_t i = 0; i < n; ++i)
                buffer[std::size_t(i)] = slope * double(data[start + i]) + intercept;
            if (!f(buffer.data(), start, n))
                return false;
        }
        return true;
    });
}

std::vector<VoxelExample> findExamples(const volume::Volume& v, const std::function<bool(double)>& predicate,
                                       std::size_t max)
{
    std::vector<VoxelExample> out;
    if (max == 0)
        return out;
    forEachRealBlock(v, [&](const double* values, std::int64_t start, std::int64_t n) {
        for (std::int64_t i = 0; i < n; ++i)
            if (predicate(values[i])) {
                out.push_back({indexOf(v.geometry().size, start + i), values[i]});
                if (out.size() >= max)
                    return false;
            }
        return true;
    });
    return out;
}

std::array<std::int64_t, 6> faceCounts(const volume::Volume& v, const std::function<bool(double)>& predicate)
{
    std::array<std::int64_t, 6> counts{};
    const auto& n = v.geometry().size;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j) {
            const bool rowOnFace = j == 0 || j == n[1] - 1 || k == 0 || k == n[2] - 1;
            for (std::int64_t i = 0; i < n[0]; i += (rowOnFace || i == n[0] - 1) ? 1 : n[0] - 1) {
                if (!predicate(v.realValue(i, j, k)))
                    continue;
                counts[0] += i == 0;
                counts[1] += i == n[0] - 1;
                counts[2] += j == 0;
                counts[3] += j == n[1] - 1;
                counts[4] += k == 0;
                counts[5] += k == n[2] - 1;
            }
        }
    return counts;
}

double correlation(const volume::Volume& a, const volume::Volume& b)
{
    if (a.geometry().size != b.geometry().size)
        return 0.0;
    // b is read voxel by voxel: this only runs for the rare candidates of an image saved as labels.
    double sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
    std::int64_t n = 0;
    const auto& size = a.geometry().size;
    forEachRealBlock(a, [&](const double* values, std::int64_t start, std::int64_t count) {
        for (std::int64_t i = 0; i < count; ++i) {
            const volume::Index3 idx = indexOf(size, start + i);
            const double x = values[i], y = b.realValue(idx[0], idx[1], idx[2]);
            if (!std::isfinite(x) || !std::isfinite(y))
                continue;
            sa += x;
            sb += y;
            saa += x * x;
            sbb += y * y;
            sab += x * y;
            ++n;
        }
        return true;
    });
    if (n < 2)
        return 0.0;
    const double cov = sab - sa * sb / double(n);
    const double va = saa - sa * sa / double(n), vb = sbb - sb * sb / double(n);
    return (va > 0 && vb > 0) ? cov / std::sqrt(va * vb) : 0.0;
}

namespace {

int binOf(double v, double lo, double width, int bins)
{
    return std::clamp(int((v - lo) / width), 0, bins - 1);
}

std::vector<std::pair<double, std::int64_t>> centres(const std::vector<std::int64_t>& counts, double lo,
                                                     double width)
{
    std::vector<std::pair<double, std::int64_t>> out;
    for (std::size_t b = 0; b < counts.size(); ++b)
        out.emplace_back(lo + (double(b) + 0.5) * width, counts[b]);
    return out;
}

} // namespace

std::vector<std::pair<double, std::int64_t>> binnedHistogram(const volume::Volume& v, double lo, double hi,
                                                             int bins)
{
    bins = std::max(bins, 1);
    std::vector<std::int64_t> counts(std::size_t(bins), 0);
    const double width = hi > lo ? (hi - lo) / bins : 1.0;
    forEachRealBlock(v, [&](const double* values, std::int64_t, std::int64_t n) {
        for (std::int64_t i = 0; i < n; ++i)
            if (std::isfinite(values[i]))
                ++counts[std::size_t(binOf(values[i], lo, width, bins))];
        return true;
    });
    return centres(counts, lo, width);
}

std::vector<std::pair<double, std::int64_t>>
binValues(const std::vector<std::pair<double, std::int64_t>>& values, double lo, double hi, int bins)
{
    bins = std::max(bins, 1);
    std::vector<std::int64_t> counts(std::size_t(bins), 0);
    const double width = hi > lo ? (hi - lo) / bins : 1.0;
    for (const auto& [v, n] : values)
        if (std::isfinite(v))
            counts[std::size_t(binOf(v, lo, width, bins))] += n;
    return centres(counts, lo, width);
}

std::vector<std::array<std::vector<std::int64_t>, 3>>
sliceProfiles(const volume::Volume& v, const std::function<int(double)>& classOf, int classes)
{
    const auto& size = v.geometry().size;
    std::vector<std::array<std::vector<std::int64_t>, 3>> out(std::size_t(std::max(classes, 0)));
    for (auto& profile : out)
        for (int axis = 0; axis < 3; ++axis)
            profile[std::size_t(axis)].assign(std::size_t(size[std::size_t(axis)]), 0);
    std::int64_t i = 0, j = 0, k = 0;
    forEachRealBlock(v, [&](const double* values, std::int64_t, std::int64_t n) {
        for (std::int64_t q = 0; q < n; ++q) {
            const int c = classOf(values[q]);
            if (c >= 0 && c < classes) {
                auto& p = out[std::size_t(c)];
                ++p[0][std::size_t(i)];
                ++p[1][std::size_t(j)];
                ++p[2][std::size_t(k)];
            }
            if (++i == size[0]) {
                i = 0;
                if (++j == size[1]) {
                    j = 0;
                    ++k;
                }
            }
        }
        return true;
    });
    return out;
}

} // namespace scansleuth::checks::detail
