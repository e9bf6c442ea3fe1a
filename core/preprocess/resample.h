// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "preprocess/spec.h"
#include "volume/volume.h"

// Resampling: the spec's axis-aligned `resample` step, and the general world-space resampling that puts a
// model's output back on the input image's grid. Outputs are float32 real values (the source's Rescale
// applied), identity Rescale. Sample positions are continuous indices of the source (voxel centres at
// integers). Nearest takes floor(x + 0.5); linear and cubic (Catmull-Rom) replicate the edge voxel for
// positions between the outermost voxel centre and the voxel's outer face.
namespace scansleuth::preprocess {

// The grid `resample` makes from `in` (see Align): Extent: n' = max(1, round(n s / s')) voxels of
// spacing n s / n' (the requested spacing up to the rounding of n'), the outer box kept, so origin' =
// origin + D (s_eff - s) / 2; a voxel o reads x = (o + 1/2) n / n' - 1/2. Origin: n' = max(1, round(n s /
// s')), spacing s' exactly, origin kept; o reads x = o s' / s. Direction unchanged. Errors: TooLarge over
// kMaxVoxels voxels.
Result<volume::Geometry> resampledGeometry(const volume::Geometry& in, const Resample& step);

// The `resample` step: separable passes, one per axis, on threadLimit() threads. `labels` forces nearest
// (values copied, never blended). Errors: TooLarge, Cancelled.
Result<volume::Volume> resample(const volume::Volume& in, const Resample& step,
                                const Progress& progress = {});

// `source` resampled onto `target` through LPS world space (any direction matrices): target voxel v reads
// the source at patientToIndex(source, indexToPatient(target, v)). Positions within 1e-4 voxel of an
// integer are snapped to it, so a source that is a permutation, flip, crop or pad of the target's grid is
// copied bit for bit. Positions outside [-1/2, n - 1/2) on any axis get `outsideValue`. Errors: Invalid
// (an unusable geometry), TooLarge, Cancelled.
Result<volume::Volume> resampleToGrid(const volume::Volume& source, const volume::Geometry& target,
                                      Interpolation interpolation, double outsideValue,
                                      const Progress& progress = {});

} // namespace scansleuth::preprocess
