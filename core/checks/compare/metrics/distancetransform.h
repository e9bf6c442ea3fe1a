// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/geometry.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace scansleuth::compare {

// Exact squared Euclidean distance transform (Felzenszwalb & Huttenlocher 2012, separable, one pass per
// axis) on a box of `size` voxels, x fastest. `squared` holds 0 at feature voxels and +infinity
// elsewhere on entry; on return, the squared distance in mm^2 from each voxel centre to the nearest
// feature centre, with `spacing` mm between centres (+infinity everywhere when there is no feature).
// Lines run in parallel on up to `maxThreads` threads (0: the process-wide limit).
Status squaredDistanceTransform(std::vector<double>& squared, const volume::Index3& size,
                                const volume::Vec3& spacing, std::size_t maxThreads = 0);

// The surface of a mask on a box of `size` voxels: mask voxels with a 6-neighbour that is outside the
// mask or outside the box.
std::vector<std::uint8_t> surfaceOf(const std::vector<std::uint8_t>& mask, const volume::Index3& size);

} // namespace scansleuth::compare
