// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// resampleToGrid(): world-space resampling onto another image's grid.
#include "base/parallel.h"
#include "preprocess/kernels.h"
#include "preprocess/realvolume.h"
#include "preprocess/resample.h"

#include <cmath>

namespace scansleuth::preprocess {

using volume::Geometry;
using volume::Mat3;
using volume::Vec3;
using volume::Volume;

namespace {

// Source continuous index = m * target index + b.
struct IndexMap
{
    Mat3 m{};
    Vec3 b{};
};

Mat3 scaledDirection(const Geometry& g)
{
    Mat3 a{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            a[r][c] = g.direction[r][c] * g.spacing[c];
    return a;
}

IndexMap indexMap(const Geometry& source, const Geometry& target, const Mat3& sourceInverse)
{
    const Mat3 t = scaledDirection(target);
    IndexMap map;
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c)
            for (int k = 0; k < 3; ++k)
                map.m[r][c] += sourceInverse[r][k] * t[k][c];
        for (int k = 0; k < 3; ++k)
            map.b[r] += sourceInverse[r][k] * (target.origin[k] - source.origin[k]);
    }
    return map;
}

// Voxel centres that coincide up to rounding are read as exact copies.
double snapped(double x)
{
    const double r = std::nearbyint(x);
    return std::abs(x - r) < 1e-4 ? r : x;
}

float sample(const float* src, const volume::Index3& n, const Vec3& x, Interpolation interp, float outside)
{
    for (int a = 0; a < 3; ++a)
        if (!(x[a] >= -0.5 && x[a] < double(n[a]) - 0.5))
            return outside;
    const Taps ti = tapsAt(x[0], n[0], interp), tj = tapsAt(x[1], n[1], interp),
               tk = tapsAt(x[2], n[2], interp);
    if (ti.count == 1 && tj.count == 1 && tk.count == 1)
        return src[ti.index[0] + n[0] * (tj.index[0] + n[1] * tk.index[0])];
    float sum = 0.0f;
    for (int c = 0; c < tk.count; ++c)
        for (int b = 0; b < tj.count; ++b) {
            const float* row = src + n[0] * (tj.index[b] + n[1] * tk.index[c]);
            const float w = tk.weight[c] * tj.weight[b];
            for (int a = 0; a < ti.count; ++a)
                sum += w * ti.weight[a] * row[ti.index[a]];
        }
    return sum;
}

} // namespace

Result<Volume> resampleToGrid(const Volume& source, const Geometry& target, Interpolation interpolation,
                              double outsideValue, const Progress& progress)
{
    const std::string problem = volume::geometryProblem(source.geometry());
    if (!problem.empty())
        return makeError(ErrorKind::Invalid,
                         "The image to resample has an unusable geometry: " + problem + ".");
    const auto inverse = volume::inverse(scaledDirection(source.geometry()));
    if (!inverse)
        return makeError(ErrorKind::Invalid, "The image to resample has a singular direction matrix.");
    auto out = allocateFloat(target, FloatVolume::Resampled);
    if (!out)
        return out;
    Volume storage;
    auto real = asRealFloat32(source, storage);
    if (!real)
        return real.error();
    const IndexMap map = indexMap(source.geometry(), target, *inverse);
    const float* src = (*real)->voxels<float>().data();
    float* dst = out->voxels<float>().data();
    const auto& n = source.geometry().size;
    const auto& tn = target.size;
    const float outside = float(outsideValue);
    ParallelOptions options;
    options.task = "resample the image onto the target grid";
    options.progress = progress;
    options.stage = "resample";
    options.cancelledMessage = "Resampling was cancelled.";
    Status s = forEachIndex(
        std::size_t(tn[1] * tn[2]),
        [&](std::size_t row) {
            const double j = double(std::int64_t(row) % tn[1]), k = double(std::int64_t(row) / tn[1]);
            float* d = dst + std::int64_t(row) * tn[0];
            for (std::int64_t i = 0; i < tn[0]; ++i) {
                Vec3 x;
                for (int r = 0; r < 3; ++r)
                    x[r] = snapped(map.m[r][0] * double(i) + map.m[r][1] * j + map.m[r][2] * k + map.b[r]);
                d[i] = sample(src, n, x, interpolation, outside);
            }
        },
        options);
    if (!s)
        return s.error();
    return out;
}

} // namespace scansleuth::preprocess
