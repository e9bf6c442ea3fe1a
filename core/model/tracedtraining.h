// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Inside core/model only (it includes LibTorch): training-mode constants in a module's graphs, which is
// what torch.jit.trace records of a model traced before model.eval(). docs/models.md, "Traced in training
// mode".

#include "model/model.h"

#include <torch/script.h>

#include <vector>

namespace scansleuth::model {

// Every node of every method's inlined graph (the root's methods, submodule calls inlined) whose training
// argument is the constant True: aten::dropout/feature_dropout/alpha_dropout/feature_alpha_dropout (and
// their in-place forms) and aten::rrelu (kind "random"); aten::batch_norm, and aten::instance_norm with
// use_input_stats=True and running statistics given (kind "batch_statistics"; without running statistics
// InstanceNorm always normalises by the input's own statistics, as it should). A flag read from
// self.training is not a constant and is not reported (ModelInfo::trainingModules covers it). The
// submodule is named from the inlined call stack ("encoder.bn1"; "(root)" for the root's own code).
std::vector<TracedTrainingNode> findTracedTrainingNodes(const torch::jit::Module& module);

// Which constants switchOffTrainingConstants() rewrites.
enum class ConstantKinds
{
    All,        // as if traced after model.eval()
    RandomOnly, // dropout off, batch statistics kept: the batch-norm proof without dropout's noise
};

// Rewrites, in place, the training constants of every method graph of `module` and its submodules to
// False. Only for a module loaded for this purpose and not run yet (its graphs are compiled on the first
// call). Returns the number of nodes changed. Throws what LibTorch throws.
int switchOffTrainingConstants(torch::jit::Module& module, ConstantKinds kinds);

} // namespace scansleuth::model
