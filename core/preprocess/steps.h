// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "preprocess/spec.h"
#include "volume/volume.h"

// Each step as a pure function of a volume and its geometry. Inputs of any pixel type are read as real
// values (Rescale applied); outputs are float32 with identity Rescale. Geometry is LPS (volume/geometry.h).
// `Step::channel` is ignored here: prepare() decides which channels a step changes.
namespace scansleuth::preprocess {

// The step applied to `in`. Errors: Invalid (an unusable geometry, bad parameters that did not come through
// the parser), TooLarge (more than 2^31 voxels out, or memory short), Cancelled.
Result<volume::Volume> applyStep(const Step& step, const volume::Volume& in, const Progress& progress = {});

// The intensity steps in place on a float32 volume with identity Rescale (clip, window, normalise, cast);
// a spatial step returns Invalid. Statistics a normalise needs come from `v` itself.
Status applyIntensityInPlace(const Step& step, volume::Volume& v);

// The nearest IEEE half-precision value (ties to even; beyond 65504 rounds to infinity; NaN stays NaN).
float roundToHalf(float value);

} // namespace scansleuth::preprocess
