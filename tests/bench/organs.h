// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// The benchmarks' organ-like label maps: five ellipsoids placed in fractions of the grid (bench_layers,
// bench_comparemaps).
#include "volume/geometry.h"

#include <cstdint>

namespace scansleuth::benchsupport {

struct Organ
{
    double cx, cy, cz, rx, ry, rz; // fractions of the grid
};
// Five organ-like ellipsoids; 3 overlaps 2 and 5 overlaps 4 (so a SEG of them needs groups).
constexpr Organ kOrgans[5] = {{0.35, 0.45, 0.5, 0.12, 0.15, 0.25},
                              {0.65, 0.45, 0.45, 0.10, 0.12, 0.20},
                              {0.70, 0.50, 0.55, 0.06, 0.06, 0.10},
                              {0.50, 0.65, 0.40, 0.08, 0.05, 0.30},
                              {0.50, 0.62, 0.60, 0.05, 0.05, 0.08}};

// Voxel (i, j, k) of `g` lies inside organ `o`.
inline bool inside(const Organ& o, const volume::Geometry& g, std::int64_t i, std::int64_t j, std::int64_t k)
{
    const double x = (double(i) / g.size[0] - o.cx) / o.rx, y = (double(j) / g.size[1] - o.cy) / o.ry,
                 z = (double(k) / g.size[2] - o.cz) / o.rz;
    return x * x + y * y + z * z < 1.0;
}

} // namespace scansleuth::benchsupport
