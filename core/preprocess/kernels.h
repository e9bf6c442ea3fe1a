// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "preprocess/spec.h"

#include <cmath>
#include <cstdint>

// Interpolation weights along one axis (internal to the preprocess target).
namespace scansleuth::preprocess {

// Up to 4 source indices (clamped to [0, n-1]) and their weights for a continuous index x.
struct Taps
{
    std::int64_t index[4] = {0, 0, 0, 0};
    float weight[4] = {1, 0, 0, 0};
    int count = 1;
};

inline std::int64_t clampIndex(std::int64_t i, std::int64_t n)
{
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

// Positions on a voxel centre give one tap of weight 1 for every kernel, so such samples are exact copies.
inline Taps tapsAt(double x, std::int64_t n, Interpolation interpolation)
{
    Taps t;
    if (interpolation == Interpolation::Nearest) {
        t.index[0] = clampIndex(std::int64_t(std::floor(x + 0.5)), n);
        return t;
    }
    const double f = std::floor(x);
    const double u = x - f;
    const std::int64_t i0 = std::int64_t(f);
    if (u == 0.0 || x <= 0.0 || x >= double(n - 1)) {
        t.index[0] = x <= 0.0 ? 0 : (x >= double(n - 1) ? n - 1 : i0);
        return t;
    }
    if (interpolation == Interpolation::Linear) {
        t.count = 2;
        t.index[0] = i0;
        t.index[1] = i0 + 1;
        t.weight[0] = float(1.0 - u);
        t.weight[1] = float(u);
        return t;
    }
    // Catmull-Rom (Keys a = -0.5); the weights sum to 1.
    const double u2 = u * u, u3 = u2 * u;
    const double w[4] = {-0.5 * u3 + u2 - 0.5 * u, 1.5 * u3 - 2.5 * u2 + 1.0, -1.5 * u3 + 2.0 * u2 + 0.5 * u,
                         0.5 * u3 - 0.5 * u2};
    t.count = 4;
    for (int k = 0; k < 4; ++k) {
        t.index[k] = clampIndex(i0 - 1 + k, n);
        t.weight[k] = float(w[k]);
    }
    return t;
}

} // namespace scansleuth::preprocess
