// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "preprocess/spec.h"
#include "volume/volume.h"

#include <string>
#include <vector>

// A whole spec run on the input channels: what a model's input tensor is made from, with a trace of
// every step for the investigation. The tensor itself is made by the model part: channels[c] is a
// C-contiguous [k][j][i] float32 block ("zyx"); "xyz" layouts are a transpose it makes.
namespace scansleuth::preprocess {

// What one step did: geometry before and after (LPS), and channel 0's statistics after it (finite voxels,
// population std).
struct StepRecord
{
    std::string step;        // "resample"
    std::string description; // "resample 1.5 x 1.5 x 1.5 mm, linear, extent kept"
    volume::Geometry before, after;
    double min = 0.0, max = 0.0, mean = 0.0, std = 0.0;
};

struct Prepared
{
    std::vector<volume::Volume> channels; // float32, identity Rescale, one geometry
    std::vector<StepRecord> trace;        // one record per step, in order
};

// Runs the spec's steps on `inputs` (one volume per channel, read as real values). Spatial steps change
// every channel alike; intensity steps change Step::channel only, or all when it is -1; crop_foreground's
// box comes from its channel, or from all channels (a voxel above the threshold in any of them).
// Errors: Invalid ("The spec expects 2 channels, but 1 image was given.", a null input, "Channel 1 is not
// on channel 0's grid: <difference>."), and those of applyStep(), whose detail then names the step
// ("step 2 (resample)"); Cancelled.
Result<Prepared> prepare(const Spec& spec, const std::vector<const volume::Volume*>& inputs,
                         const Progress& progress = {});

} // namespace scansleuth::preprocess
