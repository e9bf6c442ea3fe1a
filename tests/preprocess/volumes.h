// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "volume/volume.h"

#include <functional>

// Tiny synthetic volumes for the preprocessing tests.
namespace preprocesstest {

using scansleuth::volume::Geometry;
using scansleuth::volume::Volume;

inline Geometry grid(std::int64_t nx, std::int64_t ny, std::int64_t nz,
                     scansleuth::volume::Vec3 spacing = {1, 1, 1},
                     scansleuth::volume::Vec3 origin = {0, 0, 0})
{
    Geometry g;
    g.size = {nx, ny, nz};
    g.spacing = spacing;
    g.origin = origin;
    return g;
}

// A float32 volume with value f(i, j, k).
inline Volume makeVolume(const Geometry& g,
                         const std::function<double(std::int64_t, std::int64_t, std::int64_t)>& f)
{
    Volume v = Volume::allocate(scansleuth::volume::PixelType::Float32, g).value();
    auto voxels = v.voxels<float>();
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                voxels[std::size_t(v.linearIndex(i, j, k))] = float(f(i, j, k));
    return v;
}

inline float at(const Volume& v, std::int64_t i, std::int64_t j, std::int64_t k)
{
    return v.voxels<float>()[std::size_t(v.linearIndex(i, j, k))];
}

} // namespace preprocesstest
