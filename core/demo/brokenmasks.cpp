// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "brokenmasks.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace scansleuth::demo {

namespace {

// The voxel axis whose direction is closest to the patient's left-right axis (LPS x).
int leftRightAxis(const volume::Geometry& g)
{
    int best = 0;
    for (int a = 1; a < 3; ++a)
        if (std::abs(g.direction[0][a]) > std::abs(g.direction[0][best]))
            best = a;
    return best;
}

} // namespace

volume::Volume flippedLeftRight(const volume::Volume& labels)
{
    volume::Volume out = labels.clone().value();
    const auto& n = labels.geometry().size;
    const int axis = leftRightAxis(labels.geometry());
    volume::visitPixelType(labels.pixelType(), [&](auto t) {
        using T = decltype(t);
        auto src = labels.voxels<T>();
        auto dst = out.voxels<T>();
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j)
                for (std::int64_t i = 0; i < n[0]; ++i) {
                    volume::Index3 from{i, j, k};
                    from[axis] = n[axis] - 1 - from[axis];
                    dst[labels.linearIndex(i, j, k)] = src[labels.linearIndex(from[0], from[1], from[2])];
                }
    });
    return out;
}

volume::Volume linearlyResampled(const volume::Volume& labels)
{
    volume::Volume out = labels.clone().value();
    const auto& n = labels.geometry().size;
    volume::visitPixelType(labels.pixelType(), [&](auto t) {
        using T = decltype(t);
        auto src = labels.voxels<T>();
        auto dst = out.voxels<T>();
        auto at = [&](std::int64_t i, std::int64_t j, std::int64_t k) {
            i = std::clamp<std::int64_t>(i, 0, n[0] - 1);
            j = std::clamp<std::int64_t>(j, 0, n[1] - 1);
            return static_cast<double>(src[labels.linearIndex(i, j, k)]);
        };
        // Sample at (i + 0.5, j + 0.5, k): the bilinear mean of four neighbours in the slice.
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j)
                for (std::int64_t i = 0; i < n[0]; ++i) {
                    const double v =
                        0.25 * (at(i, j, k) + at(i + 1, j, k) + at(i, j + 1, k) + at(i + 1, j + 1, k));
                    if constexpr (std::is_floating_point_v<T>)
                        dst[labels.linearIndex(i, j, k)] = static_cast<T>(v);
                    else
                        dst[labels.linearIndex(i, j, k)] = static_cast<T>(std::lround(v));
                }
    });
    return out;
}

} // namespace scansleuth::demo
