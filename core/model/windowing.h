// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Inside core/model only (it includes LibTorch): the pieces of predict() that the determinism and parity
// experiments reuse, so that they run a model exactly as `model run` does. Implemented in inference.cpp.

#include "base/progress.h"
#include "base/result.h"
#include "model/inference.h"
#include "model/outputgrid.h"
#include "preprocess/pipeline.h"

#include <torch/script.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace scansleuth::model {

// The spec file at `specPath`, or with an empty path the default spec (no steps, `channels` channels).
Result<preprocess::Spec> specOrDefault(const std::string& specPath, int channels);

// The prepared channels as one float32 CPU tensor [1, C, k, j, i] ("zyx") or [1, C, i, j, k] ("xyz").
torch::Tensor preparedToTensor(const preprocess::Prepared& prepared, preprocess::TensorLayout layout);

// A patch size given in index order (i, j, k) in the tensor's spatial axis order for `layout`.
std::array<std::int64_t, 3> patchInTensorOrder(const std::array<std::int64_t, 3>& patch,
                                               preprocess::TensorLayout layout);

// nnU-Net's importance map for a patch (tensor axis order): a Gaussian centred on voxel patch / 2 (integer
// division) with sigma = patch / 8 per axis, scaled to a maximum of 1, float32 on the CPU.
torch::Tensor gaussianImportance(const std::array<std::int64_t, 3>& patch);

// What the sliding window made.
struct WindowResult
{
    torch::Tensor output;     // [K, d0, d1, d2] float32 on the CPU: the model's blended raw output (logits)
    std::int64_t patches = 0; // patches the model ran on (window positions times mirror flips)
    int batchUsed = 0;
    std::vector<std::string> notes;
};

// Runs the model on `input` [1, C, d0, d1, d2] (any device; float32) with options.patch in the tensor's
// axis order: whole volume or sliding window, blending, batching, mirroring, on the model's device under
// NoGradGuard and InferenceMode. Errors: Invalid (a model that changes the spatial size or wants other
// channels, with the shapes), TooLarge (memory, with the figures and what to change), Cancelled, and any
// other LibTorch failure as Invalid with LibTorch's text as the detail.
Result<WindowResult> runWindow(Model& model, const torch::Tensor& input, const InferenceOptions& options,
                               const Progress& progress = {});

// `output` [K, ...] turned into probabilities (softmax over K, sigmoid, or kept).
torch::Tensor activate(const torch::Tensor& output, Activation activation);

// predict() from an already prepared input: runs the window, activates, and maps probabilities and labels
// onto `target` (the first input's grid).
Result<Prediction> predictPrepared(Model& model, const preprocess::Prepared& prepared,
                                   preprocess::TensorLayout layout, const volume::Geometry& target,
                                   const InferenceOptions& options, const Progress& progress = {});

} // namespace scansleuth::model
