// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/metrics/distancetransform.h"

#include "base/parallel.h"

#include <cmath>
#include <limits>

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

// d[q] = min_p f[p] + s2 (q - p)^2 over the finite f[p] (Felzenszwalb & Huttenlocher, "Distance
// Transforms of Sampled Functions", 2012). Sites at +infinity are skipped, so an all-infinite line stays so.
void transformLine(LineScratch& s, std::int64_t n, double s2)
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
    if (k < 0) {
        std::fill(s.d.begin(), s.d.begin() + n, kInfinity);
        return;
    }
    k = 0;
    for (std::int64_t q = 0; q < n; ++q) {
        while (s.z[k + 1] < double(q))
            ++k;
        const double offset = double(q - s.v[k]);
        s.d[q] = s2 * (offset * offset) + s.f[s.v[k]];
    }
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

std::vector<std::uint8_t> surfaceOf(const std::vector<std::uint8_t>& mask, const volume::Index3& size)
{
    std::vector<std::uint8_t> surface(mask.size(), 0);
    const std::int64_t sx = 1, sy = size[0], sz = size[0] * size[1];
    for (std::int64_t k = 0; k < size[2]; ++k) {
        for (std::int64_t j = 0; j < size[1]; ++j) {
            for (std::int64_t i = 0; i < size[0]; ++i) {
                const std::int64_t at = i * sx + j * sy + k * sz;
                if (!mask[at])
                    continue;
                const bool border =
                    i == 0 || j == 0 || k == 0 || i == size[0] - 1 || j == size[1] - 1 || k == size[2] - 1;
                surface[at] = border || !mask[at - sx] || !mask[at + sx] || !mask[at - sy] ||
                              !mask[at + sy] || !mask[at - sz] || !mask[at + sz];
            }
        }
    }
    return surface;
}

} // namespace scansleuth::compare
