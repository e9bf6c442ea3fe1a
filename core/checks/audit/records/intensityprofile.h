// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/records/records.h"

#include <array>
#include <cstdint>

// Internal to the audit: the per-volume intensity summary of VolumeRecord::intensity.
namespace scansleuth::audit::detail {

// IntensityProfile of the real values (slope * stored + intercept, in double) of `v`'s finite voxels.
// Exact order statistics without sorting the volume: 8- and 16-bit types by a counting histogram of the
// stored values; 32-bit types by a two-level radix select on an order-preserving key (a histogram of the
// high 16 bits, then only the buckets that hold a wanted rank); float64 by selection on a copy. Two passes
// over the voxels at most. A non-finite slope or intercept makes every voxel non-finite. Empty volume or no
// finite voxel: count 0, every statistic 0.
IntensityProfile intensityProfile(const volume::Volume& v);

// numpy's "linear" quantile (numpy.quantile's default) at `q` in [0, 1] between the order statistics
// lo = x[floor(h)] and hi = x[floor(h) + 1], h = (n - 1) q, with numpy's rounding (_lerp).
double linearQuantile(double lo, double hi, double gamma);

} // namespace scansleuth::audit::detail
