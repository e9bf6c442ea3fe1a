// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/cropping.h"

#include "base/parallel.h"
#include "preprocess/realvolume.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace scansleuth::preprocess {

using volume::Index3;
using volume::Volume;

Result<Volume> reorientVolume(const Volume& in, const Reorient& step)
{
    const volume::AxisPermutation p = volume::permutationTo(in.geometry(), step.axes);
    if (p.isIdentity() && volume::axisCodes(in.geometry()) != step.axes)
        return makeError(ErrorKind::Invalid, "The image cannot be reoriented to \"" + step.axes + "\".");
    // Voxels are moved, not changed: the stored type and rescale stay (half the memory of float for CT).
    return volume::reorient(in, p);
}

VoxelBox centredBox(const Index3& imageSize, const Index3& size)
{
    VoxelBox box;
    box.size = size;
    for (int a = 0; a < 3; ++a)
        box.first[a] =
            size[a] <= imageSize[a] ? imageSize[a] / 2 - size[a] / 2 : -((size[a] - imageSize[a]) / 2);
    return box;
}

VoxelBox foregroundBox(const std::vector<const Volume*>& channels, const CropForeground& step)
{
    const Index3 n = channels.front()->geometry().size;
    Index3 lo{n[0], n[1], n[2]}, hi{-1, -1, -1};
    const float threshold = float(step.threshold);
    for (const Volume* v : channels) {
        const float* p = v->voxels<float>().data();
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j, p += n[0])
                for (std::int64_t i = 0; i < n[0]; ++i) {
                    if (!(p[i] > threshold))
                        continue;
                    lo = {std::min(lo[0], i), std::min(lo[1], j), std::min(lo[2], k)};
                    hi = {std::max(hi[0], i), std::max(hi[1], j), std::max(hi[2], k)};
                }
    }
    if (hi[0] < 0)
        return {{0, 0, 0}, n};
    VoxelBox box;
    const auto& spacing = channels.front()->geometry().spacing;
    for (int a = 0; a < 3; ++a) {
        const double m = step.marginInVoxels ? step.margin[a] : step.margin[a] / spacing[a];
        const std::int64_t margin = std::int64_t(std::ceil(m - 1e-9));
        box.first[a] = std::max<std::int64_t>(0, lo[a] - margin);
        box.size[a] = std::min<std::int64_t>(n[a] - 1, hi[a] + margin) - box.first[a] + 1;
    }
    return box;
}

Result<Volume> extractBox(const Volume& in, const VoxelBox& box, double padValue)
{
    volume::Geometry g = in.geometry();
    g.size = box.size;
    g.origin = volume::indexToPatient(in.geometry(),
                                      {double(box.first[0]), double(box.first[1]), double(box.first[2])});
    auto out = allocateFloat(g, FloatVolume::CroppedOrPadded);
    if (!out)
        return out;
    Volume storage;
    auto real = asRealFloat32(in, storage);
    if (!real)
        return real.error();
    const Index3 n = in.geometry().size;
    const float pad = float(padValue);
    const float* src = (*real)->voxels<float>().data();
    float* dst = out->voxels<float>().data();
    // The input columns [i0, i1) a row copies; the rest of the row is padding.
    const std::int64_t i0 = std::clamp<std::int64_t>(-box.first[0], 0, box.size[0]);
    const std::int64_t i1 = std::clamp<std::int64_t>(n[0] - box.first[0], i0, box.size[0]);
    Status s = forEachIndex(std::size_t(box.size[1] * box.size[2]), [&](std::size_t row) {
        const std::int64_t j = std::int64_t(row) % box.size[1] + box.first[1];
        const std::int64_t k = std::int64_t(row) / box.size[1] + box.first[2];
        float* d = dst + std::int64_t(row) * box.size[0];
        if (j < 0 || j >= n[1] || k < 0 || k >= n[2]) {
            std::fill(d, d + box.size[0], pad);
            return;
        }
        const float* srow = src + n[0] * (j + n[1] * k) + box.first[0];
        std::fill(d, d + i0, pad);
        std::copy(srow + i0, srow + i1, d + i0);
        std::fill(d + i1, d + box.size[0], pad);
    });
    if (!s)
        return s.error();
    return out;
}

} // namespace scansleuth::preprocess
