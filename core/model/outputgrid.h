// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "volume/volume.h"

#include <cstdint>
#include <string>
#include <vector>

// Inside core/model: what a model's output means, and how it goes back to the input's grid. No LibTorch.
namespace scansleuth::model {

enum class Activation
{
    Softmax,       // logits of mutually exclusive classes, class 0 the background
    Sigmoid,       // independent channels (multi-label), the background implied
    Probabilities, // already probabilities of mutually exclusive classes
};

// InferenceOptions::activation for a model with `classes` output channels: "auto" is softmax for 2 or more,
// sigmoid for 1. Invalid for an unknown name.
Result<Activation> resolveActivation(const std::string& name, std::int64_t classes);

// The probability a voxel the model never saw (cropped away by the spec) gets for `channel`: 1 for the
// background class 0 of exclusive classes, 0 otherwise.
double outsideProbability(Activation activation, std::size_t channel);

// Per voxel, on the probabilities' grid: exclusive classes take the argmax (the lowest class wins a tie);
// independent channels (sigmoid) take 1 + the most probable channel above 0.5, or 0 when none is. uint8,
// or uint16 past 255 classes.
Result<volume::Volume> labelsFromProbabilities(const std::vector<volume::Volume>& probabilities,
                                               Activation activation);

// Float32 probability volumes on the model's grid resampled (linear, through LPS world space) onto
// `target`; outside the model's grid each channel gets outsideProbability(). Volumes already on `target`
// are moved, not resampled. Errors: those of preprocess::resampleToGrid (TooLarge, Cancelled).
Result<std::vector<volume::Volume>> probabilitiesToGrid(std::vector<volume::Volume> modelGrid,
                                                        const volume::Geometry& target, Activation activation,
                                                        const Progress& progress = {});

} // namespace scansleuth::model
