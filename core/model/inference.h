// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "model/device.h"
#include "model/model.h"
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace scansleuth::preprocess {
struct Spec;
}

// Running a segmentation model on a volume: preprocessing by a spec (docs/preprocessing.md), whole-volume
// or sliding-window inference, and the result put back into the input's world space. No LibTorch here.
namespace scansleuth::model {

enum class Blend
{
    Constant, // every patch voxel weighs 1
    Gaussian, // nnU-Net's importance map: sigma = patch / 8, centred on voxel patch / 2, maximum 1
};
// Blending (nnU-Net v2, MONAI): the model's raw outputs are summed with the patch weights and divided by the
// summed weights per voxel (so borders and corners covered by fewer patches come out right), and the
// activation is applied once, to the blended output.

struct InferenceOptions
{
    // Patch size in voxels of the preprocessed grid, in index order (i, j, k); all zero: whole volume; a zero
    // axis: that whole axis. An axis shorter than the patch is padded with zeros to the patch, centred as
    // nnU-Net pads, and the padding is cropped from the output.
    std::array<std::int64_t, 3> patch{0, 0, 0};
    double overlap = 0.5; // fraction of the patch shared by neighbours, [0, 1)
    Blend blend = Blend::Gaussian;
    int batch = 1;                  // patches per forward call
    bool mirror = false;            // test-time augmentation: average over the 7 axis flips and the identity
    bool retrySmallerBatch = false; // on device out-of-memory, halve the batch and retry (else an error)
    // What the model's output is: "softmax" (logits of C >= 2 classes), "sigmoid" (independent channels),
    // "probabilities" (already), "auto" (softmax when C >= 2, sigmoid when C == 1).
    std::string activation = "auto";
};

// NaN and infinite values in a model's raw output (before the activation), one count a class (channel).
struct NonFiniteCount
{
    std::int64_t values = 0;            // all output values: classes x voxels
    std::int64_t nan = 0;               // NaN values
    std::int64_t infinite = 0;          // +Inf and -Inf values
    std::vector<std::int64_t> perClass; // non-finite values of each class (channel)
    std::int64_t valuesPerClass = 0;
    bool any() const { return nan + infinite > 0; }
    double share() const { return values > 0 ? double(nan + infinite) / double(values) : 0.0; }
    friend bool operator==(const NonFiniteCount&, const NonFiniteCount&) = default;
};

// model.nonfinite_output (error) when `count` has any NaN or Inf: the count, the share and the classes
// affected; `where` names the run ("the model's output", "the test spec's prediction"). Empty code when
// everything is finite.
Finding nonFiniteFinding(const NonFiniteCount& count, const std::string& where = "The model's output");

// The model's answer on the input's grid (same geometry as the first input volume).
struct Prediction
{
    std::vector<volume::Volume> probabilities; // one float32 volume a class, on the input's grid
    volume::Volume labels; // uint8 (or uint16 past 255 classes) argmax, on the input's grid
    DeviceReport device;
    std::int64_t patches = 0; // patches the model ran on: window positions times 8 with mirroring (1 whole)
    int batchUsed = 0;        // after any out-of-memory retries
    double preprocessSeconds = 0.0;
    double inferenceSeconds = 0.0;
    double resampleSeconds = 0.0;
    std::vector<std::string> notes; // what happened worth saying: "batch 8 ran out of memory; used 4"
    // NaN/Inf in the raw output on the model's grid. When any: `findings` holds model.nonfinite_output, the
    // probabilities keep the NaN, and labels are meaningless (0 where the output was not finite): callers
    // must not write or show them as a result (the CLI refuses unless asked, the GUI shows the error).
    NonFiniteCount nonFinite;
    Findings findings;
};

// Preprocesses `inputs` (the channels, one grid) with the spec file at `specPath` (empty: no steps,
// float32, layout "zyx", one channel per input), runs the model on its device, and maps the probabilities
// back onto the first input's grid through LPS world space (preprocess::resampleToGrid, linear); the labels
// are then the argmax of those resampled probabilities, as nnU-Net does (resample probabilities, then
// argmax), not nearest-neighbour labels from the model's grid: the boundary lands between model voxels
// instead of on their staircase. Voxels the model never saw (cropped away by the spec) get probability 1
// for the background class 0 (0 for every channel of a sigmoid model) and label 0. Labels of a sigmoid
// model with several channels: 1 + the most probable channel above 0.5, else 0.
// Progress and cancel are honoured between batches of patches (Cancelled). Errors: Invalid (a model that
// changes the spatial size, "The model returned [1,2,30,30,30] for a [1,1,32,32,32] patch: ...", or that
// wants other channels, "The model expects 2 input channel(s), but was given 1..."; bad options); TooLarge
// with the sizes in MiB and the device: before anything is allocated when the host memory a run needs is
// more than is available, and when the device runs out (whole volume: set a patch; a batch: a smaller
// batch or patch, or retrySmallerBatch, which halves the batch and records a note); those of prepare().
// Implemented in inference.cpp; model/windowing.h has the pieces for experiments.
Result<Prediction> predict(Model& model, const std::vector<const volume::Volume*>& inputs,
                           const std::string& specPath, const InferenceOptions& options,
                           const Progress& progress = {});

// The same with a spec already in memory (the parity experiment's ablations build specs).
Result<Prediction> predict(Model& model, const std::vector<const volume::Volume*>& inputs,
                           const preprocess::Spec& spec, const InferenceOptions& options,
                           const Progress& progress = {});

// A dense float tensor in C order (the last index varies fastest), as numpy and torch keep it.
struct FloatTensor
{
    std::vector<std::int64_t> shape;
    std::vector<float> values;
    friend bool operator==(const FloatTensor&, const FloatTensor&) = default;
};

// The NaN/Inf of a [classes, ...] tensor, counted a class along its first axis.
NonFiniteCount countNonFinite(const FloatTensor& tensor);

// Runs the model on a tensor the user's pipeline already prepared, [C, D, H, W] or [1, C, D, H, W], with
// the same sliding window (patch sizes in the tensor's last three axes' order). Returns the activated
// probabilities [classes, D, H, W]; no geometry is involved.
Result<FloatTensor> predictTensor(Model& model, const FloatTensor& input, const InferenceOptions& options,
                                  const Progress& progress = {});

// One forward call on the whole tensor (any shape the model accepts), without a sliding window or an
// activation: the model's first output tensor as float32, whatever its shape (an embedding model's
// [1, N] vector, a classifier's logits). For models whose output is not a segmentation. Errors: the
// forward call's (out of memory, a shape the model refuses) in words; Invalid for an empty tensor.
Result<FloatTensor> forwardWhole(Model& model, const FloatTensor& input);

// The patch origins a sliding window visits over a grid of `size` voxels (per axis: step =
// max(1, floor(patch * (1 - overlap))), the last patch flush with the end), in index order (i, j, k).
std::vector<std::array<std::int64_t, 3>> patchOrigins(const std::array<std::int64_t, 3>& size,
                                                      const std::array<std::int64_t, 3>& patch,
                                                      double overlap);

// Parses "96,96,64" (or "whole") into a patch size; Invalid error otherwise.
Result<std::array<std::int64_t, 3>> parsePatchSize(const std::string& text);

} // namespace scansleuth::model
