// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modelcommands.h"

#include "clisupport.h"
#include "exitcodes.h"

#include <functional>
#include <iostream>
#include <map>

namespace scansleuth::cli {

const char* const kModelUsage = R"(model commands (TorchScript models through LibTorch; docs/models.md):
  model inspect MODEL [--json]
      The module tree, parameter count, dtypes and devices, and which submodules are in training mode.
      A file that is not TorchScript (a state_dict, a checkpoint, ONNX, a newer PyTorch's file) is named.
  model example --kind KIND --out FILE [--in-channels N] [--classes N] [--width N] [--seed N] [--training]
      Write one of the built-in TorchScript example models (pointwise, segmenter, dropout-training,
      batchnorm-training, detached, frozen-head, frozen-branch).
  model determinism MODEL INPUT[,INPUT2...] [--spec SPEC] [--repeats N] [--variants LIST] [--device D]
                    [--patch I,J,K] [--map-out MAP.nii.gz] [--json]
      Run the model N times (default 3) on one case: largest probability difference, voxels that differ,
      labels that flip, and the source (submodules in training mode, nondeterministic kernels). --variants
      (comma-separated): cpu-vs-cuda, tf32, deterministic, cudnn-benchmark, threads. --map-out writes the
      per-voxel disagreement (max |p_r - p_0|) on the input's grid. Exit 9 when nondeterministic.
  model parity MODEL INPUT --train-spec A.json --spec B.json [--device D] [--patch I,J,K] [--json]
  model parity MODEL --tensor-a A.npy --tensor-b B.npy [--device D] [--json]
      Train vs test preprocessing through the model: Dice between the two predictions, the largest
      probability difference, and the spec step whose swap recovers the training prediction most; or two
      saved tensors (.npy or .pt) compared by prediction and statistics. Exit 9 when they differ.
)";

int modelUsageError(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << "\n\n" << kModelUsage;
    return ExitUsage;
}

int modelFailure(const Error& error)
{
    printError(error);
    return exitCodeFor(error);
}

int runModel(const std::vector<std::string>& args)
{
    using Command = std::function<int(const std::vector<std::string>&)>;
    static const std::map<std::string, Command> commands = {
        {"inspect", runModelInspect},
        {"example", runModelExample},
        {"determinism", runModelDeterminism},
        {"parity", runModelParity},
    };
    if (args.empty() || args[0] == "--help" || args[0] == "help") {
        std::cout << kModelUsage;
        return args.empty() ? ExitUsage : ExitOk;
    }
    const auto command = commands.find(args[0]);
    if (command == commands.end()) {
        std::cerr << "scansleuth-cli: unknown model command '" << args[0] << "'\n\n" << kModelUsage;
        return ExitUsage;
    }
    return command->second(std::vector<std::string>(args.begin() + 1, args.end()));
}

} // namespace scansleuth::cli
