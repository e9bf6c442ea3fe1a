// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// What the experiment tests share: a synthetic case (a bright sphere in a cube) and small file writers.
#include "modeltestsupport.h"

#include "volume/volume.h"

#include <fstream>
#include <string>

namespace modeltest {

// An n^3 float32 volume, 1 mm voxels: `inside` within radius n/3.5 of the centre, `outside` elsewhere, plus
// a gentle ramp along i so that no two slices are alike.
inline scansleuth::volume::Volume sphereVolume(int n = 24, float inside = 300.0f, float outside = -1000.0f)
{
    scansleuth::volume::Geometry g;
    g.size = {n, n, n};
    g.origin = {-n / 2.0, -n / 2.0, -n / 2.0};
    auto v = scansleuth::volume::Volume::allocate(scansleuth::volume::PixelType::Float32, g);
    if (!v)
        MINI_FAIL("allocating the test volume failed");
    const double c = (n - 1) / 2.0, r = n / 3.5;
    auto voxels = v->voxels<float>();
    for (int k = 0; k < n; ++k)
        for (int j = 0; j < n; ++j)
            for (int i = 0; i < n; ++i) {
                const double d2 = (i - c) * (i - c) + (j - c) * (j - c) + (k - c) * (k - c);
                voxels[v->linearIndex(i, j, k)] = (d2 < r * r ? inside : outside) + 2.0f * i;
            }
    return std::move(*v);
}

inline std::string writeText(const std::string& name, const std::string& text)
{
    const std::string path = (scratch() / name).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

} // namespace modeltest
