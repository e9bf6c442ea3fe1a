// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// Small TorchScript models built in C++ (torch::jit::Module::define), so the demo and the tests need no
// Python and no downloaded weights. Each takes a float tensor [N, C, D, H, W] and returns logits
// [N, classes, D, H, W] of the same spatial size. No LibTorch in this header.
namespace scansleuth::model {

enum class ExampleKind
{
    Pointwise,           // a 1x1x1 convolution: every output voxel depends on its own input voxel only
    Segmenter,           // conv3d 3x3x3 -> ReLU -> conv3d 3x3x3 -> ReLU -> 1x1x1 head; can overfit a batch
    DropoutInTraining,   // Segmenter with a dropout submodule "drop", saved in training mode
    BatchNormInTraining, // Segmenter with a batch-norm submodule "bn1", saved in training mode
    DetachedOutput,      // output computed from the input through .detach(): no gradient reaches anything
    FrozenFinalLayer,    // Segmenter whose head ("head.weight", "head.bias") has requires_grad off
    FrozenBranch,        // two branches summed; branch "aux" has requires_grad off
    // What torch.jit.trace writes for a model in training mode: the flag is a constant in the graph
    // (self.training is never read) and every module's training attribute is set.
    TracedDropout,       // Segmenter with "drop": torch.dropout(y, 0.5, True)
    TracedBatchNorm,     // Segmenter with "bn1": torch.batch_norm(..., True, 0.1, 1e-05, False)
    TracedBatchNormOnly, // one "bn" (weight 1, bias 0, eps 1e-5) on the input: inChannels outputs
    // A model whose output is NaN everywhere: the Segmenter's logits times log(-1).
    NanOutput,
    // Models whose forward fails, each for its own reason (the failure messages' tests):
    RaisesError, // raises RuntimeError("this model needs 3 modalities (T1, T2, FLAIR), got N") unless 3
                 // channels
    Conv2d,      // a 2D network: "conv1" is a 3x3 Conv2d (weight [classes, in, 3, 3])
    TwoInputs,   // forward(self, x, y): head(x) + head(y)
    DownUp,      // max-pool by 2, upsample by 2, cat with the input (a skip connection): odd sizes fail
};

struct ExampleOptions
{
    int inChannels = 1;
    int classes = 2;
    int width = 8;          // hidden channels of the Segmenter family
    std::uint64_t seed = 1; // weights are drawn from this seed: same seed, same file contents
    bool training = false;  // saved with every module's training flag set (DropoutInTraining and
                            // BatchNormInTraining are always saved in training mode)
};

// "pointwise", "segmenter", "dropout-training", "batchnorm-training", "detached", "frozen-head",
// "frozen-branch", "traced-dropout", "traced-batchnorm", "traced-batchnorm-only", "nan-output",
// "raises-error", "conv2d", "two-inputs", "down-up".
std::string_view exampleKindName(ExampleKind kind);
Result<ExampleKind> parseExampleKind(std::string_view name);
std::vector<ExampleKind> allExampleKinds();

// Builds the model and saves it as TorchScript at `path` (atomically).
Status saveExampleModel(ExampleKind kind, const std::string& path, const ExampleOptions& options = {});

// An encoder for the dataset audit's embeddings: conv3d 3x3x3 -> ReLU -> conv3d 3x3x3 -> ReLU -> the mean
// over D, H, W, so [N, C, D, H, W] gives [N, width] whatever the spatial size. Random weights from the seed.
Status saveExampleEncoder(const std::string& path, const ExampleOptions& options = {});

} // namespace scansleuth::model
