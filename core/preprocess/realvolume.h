// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/volume.h"

#include <string>

// The float32 volumes every step works on: real values (Rescale applied), identity Rescale.
namespace scansleuth::preprocess {

// Which volume a step makes, as its errors name it ("The resampled image would be empty.").
enum class FloatVolume
{
    Image,
    CroppedOrPadded,
    Resampled,
};

// A float32 volume on `geometry`, voxels not initialised. Errors: Invalid for an unusable geometry or an
// empty size, TooLarge over kMaxVoxels voxels ("The resampled image would have N voxels, more than the
// 2^31 ...") or when memory is short.
Result<volume::Volume> allocateFloat(const volume::Geometry& geometry, FloatVolume what);

// `in` as float32 real values: slope * stored + intercept, computed in double and rounded once. A float32
// volume with identity Rescale is copied. Errors: those of allocateFloat().
Result<volume::Volume> toRealFloat32(const volume::Volume& in);

// `in` itself when it is float32 with identity Rescale, else toRealFloat32(in) kept in `storage`: the copy
// only when one is needed. The pointer lives as long as `in` and `storage`.
Result<const volume::Volume*> asRealFloat32(const volume::Volume& in, volume::Volume& storage);

} // namespace scansleuth::preprocess
