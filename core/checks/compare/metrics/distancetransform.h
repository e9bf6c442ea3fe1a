// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/geometry.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace scansleuth::compare {

// Exact squared Euclidean distance transform (Felzenszwalb & Huttenlocher 2012, separable, one pass per
// axis) on a box of `size` voxels, x fastest. `squared` holds 0 at feature voxels and +infinity
// elsewhere on entry; on return, the squared distance in mm^2 from each voxel centre to the nearest
// feature centre, with `spacing` mm between centres (+infinity everywhere when there is no feature).
// Lines run in parallel on up to `maxThreads` threads (0: the process-wide limit).
Status squaredDistanceTransform(std::vector<double>& squared, const volume::Index3& size,
                                const volume::Vec3& spacing, std::size_t maxThreads = 0);

// The values squaredDistanceTransform leaves at the `queries`, bit for bit, for `features` given as box
// linear indices (x fastest), both ascending: squared distances in mm^2 in the order of `queries`,
// +infinity for all when there is no feature. Each query looks for its nearest feature row outwards from
// itself and keeps the value when no other row comes within the envelopes' rounding of it with other bits
// (a tie such as offsets (5, 0) and (3, 4)); the queries left go through the separable transform's lines,
// an x at a time, whose cost follows the (x, y) columns holding those queries and the rows holding features.
Result<std::vector<double>> squaredDistancesAt(std::span<const std::int64_t> features,
                                               std::span<const std::int64_t> queries,
                                               const volume::Index3& size, const volume::Vec3& spacing,
                                               std::size_t maxThreads = 0);

} // namespace scansleuth::compare
