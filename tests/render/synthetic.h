// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "render/render.h"

#include <cmath>

// Small volumes built in code for the render tests.
namespace scansleuth::render::testing {

inline volume::Mat3 directionFromCodes(const std::string& lpsAxes)
{
    // Each letter is the LPS-frame direction of one voxel axis: L/R, P/A, S/I.
    volume::Mat3 m{};
    for (int c = 0; c < 3; ++c) {
        const char l = lpsAxes[static_cast<std::size_t>(c)];
        const int row = (l == 'L' || l == 'R') ? 0 : (l == 'P' || l == 'A') ? 1 : 2;
        m[row][c] = (l == 'L' || l == 'P' || l == 'S') ? 1.0 : -1.0;
    }
    return m;
}

inline volume::Geometry makeGeometry(volume::Index3 size, const volume::Mat3& direction = volume::identity3(),
                                     volume::Vec3 spacing = {1, 1, 1}, volume::Vec3 origin = {0, 0, 0})
{
    volume::Geometry g;
    g.size = size;
    g.direction = direction;
    g.spacing = spacing;
    g.origin = origin;
    return g;
}

// Voxel value = its linear index (every voxel differs; below 256 for volumes of up to 256 voxels).
inline volume::Volume indexVolume(const volume::Geometry& g)
{
    volume::Volume v = volume::Volume::allocate(volume::PixelType::Int16, g).value();
    auto voxels = v.voxels<std::int16_t>();
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                voxels[v.linearIndex(i, j, k)] = static_cast<std::int16_t>(v.linearIndex(i, j, k));
    return v;
}

template <typename T> volume::Volume filledVolume(const volume::Geometry& g, T value)
{
    volume::Volume v = volume::Volume::allocate(volume::pixelTypeOf<T>(), g).value();
    for (T& x : v.voxels<T>())
        x = value;
    return v;
}

// The voxel of `g` nearest to an LPS point, or false outside.
inline bool nearestVoxel(const volume::Geometry& g, const volume::Vec3& lps, volume::Index3& out)
{
    const volume::Vec3 c = volume::patientToIndex(g, lps);
    for (int k = 0; k < 3; ++k) {
        out[k] = static_cast<std::int64_t>(std::floor(c[k] + 0.5));
        if (out[k] < 0 || out[k] >= g.size[k])
            return false;
    }
    return true;
}

inline Rgba grey(std::uint8_t g)
{
    return {g, g, g, 255};
}

} // namespace scansleuth::render::testing
