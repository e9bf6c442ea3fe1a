// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "volume/volume.h"

#include <cmath>
#include <cstdint>
#include <functional>

// Label maps for the content forensics' tests. bilateralAtlas(): a roughly symmetric "brain" whose
// labels come in left/right pairs, on an LPS grid with identity direction (voxel axis x runs from the
// patient's right to left). The brain's midline is voxel column `midline`; voxels with x above it are
// the patient's left (LPS +x). Labels: 1 left hemisphere, 2 right hemisphere (a little smaller), 3 left
// nucleus, 4 right nucleus (smaller and further forward), 5 a midline structure, front-heavy, that no
// mirror along y or z maps onto itself.
namespace scansleuth::testing {

inline volume::Geometry atlasGrid(volume::Index3 size = {48, 40, 32}, volume::Vec3 spacing = {1.0, 1.5, 2.5})
{
    volume::Geometry g;
    g.size = size;
    g.spacing = spacing;
    g.origin = {-24.0, -30.0, -40.0};
    return g;
}

inline volume::Volume bilateralAtlas(const volume::Geometry& g = atlasGrid(), double midline = 22.6)
{
    volume::Volume v = volume::Volume::allocate(volume::PixelType::UInt8, g).value();
    const volume::Index3 n = g.size;
    const double cy = 0.48 * double(n[1]), cz = 0.45 * double(n[2]);
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i) {
                const double x = double(i) - midline, y = double(j) - cy, z = double(k) - cz;
                const bool left = x > 0;
                // Hemispheres: half-ellipsoids, the right one narrower and shorter.
                const double rx = left ? 0.30 * double(n[0]) : 0.25 * double(n[0]);
                const double ry = left ? 0.36 * double(n[1]) : 0.32 * double(n[1]);
                const double rz = 0.34 * double(n[2]);
                const double hemi = std::hypot(x / rx, y / ry, z / rz);
                // Nuclei: the left one at +7 voxels, the right one smaller, at -6 and further forward.
                const double nucleus = left ? std::hypot((x - 7.0) / 4.0, (y - 2.0) / 3.5, (z + 1.0) / 3.0)
                                            : std::hypot((x + 6.0) / 3.0, (y + 3.0) / 2.5, (z + 1.0) / 2.5);
                // Midline: a wedge in front (y < 0) and above the centre.
                const bool mid =
                    std::abs(x) < 1.5 && y < -2.0 && y > -0.25 * double(n[1]) && z > 0.0 && z < 5.0;
                std::uint8_t label = 0;
                if (mid)
                    label = 5;
                else if (nucleus < 1.0)
                    label = left ? 3 : 4;
                else if (hemi < 1.0)
                    label = left ? 1 : 2;
                v.voxels<std::uint8_t>()[std::size_t(v.linearIndex(i, j, k))] = label;
            }
    return v;
}

// The volume whose voxel (i, j, k) holds source voxel `from(i, j, k)` (0 where it lies outside),
// labels mapped through `relabel`: how the tests build mirrored, turned and shifted predictions.
inline volume::Volume
remapped(const volume::Volume& source,
         const std::function<volume::Index3(std::int64_t, std::int64_t, std::int64_t)>& from,
         const std::function<std::uint8_t(std::uint8_t)>& relabel = {})
{
    volume::Volume out = source.clone().value();
    const volume::Index3 n = source.geometry().size;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i) {
                const volume::Index3 s = from(i, j, k);
                const bool inside =
                    s[0] >= 0 && s[0] < n[0] && s[1] >= 0 && s[1] < n[1] && s[2] >= 0 && s[2] < n[2];
                std::uint8_t label =
                    inside ? source.voxels<std::uint8_t>()[std::size_t(source.linearIndex(s[0], s[1], s[2]))]
                           : 0;
                if (relabel)
                    label = relabel(label);
                out.voxels<std::uint8_t>()[std::size_t(out.linearIndex(i, j, k))] = label;
            }
    return out;
}

// A sphere of `radiusMm` about `centre` (LPS mm), label 1.
inline volume::Volume sphere(const volume::Geometry& g, const volume::Vec3& centre, double radiusMm)
{
    volume::Volume v = volume::Volume::allocate(volume::PixelType::UInt8, g).value();
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i) {
                const volume::Vec3 p = volume::indexToPatient(g, {double(i), double(j), double(k)});
                const double d = std::hypot(p[0] - centre[0], p[1] - centre[1], p[2] - centre[2]);
                v.voxels<std::uint8_t>()[std::size_t(v.linearIndex(i, j, k))] = d <= radiusMm ? 1 : 0;
            }
    return v;
}

// The grid of the sphere tests: 40 x 40 x 30 voxels of 1 x 1 x 2 mm about the origin.
inline volume::Geometry sphereGrid()
{
    volume::Geometry g;
    g.size = {40, 40, 30};
    g.spacing = {1.0, 1.0, 2.0};
    g.origin = {-20.0, -20.0, -30.0};
    return g;
}

} // namespace scansleuth::testing
