// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modelcommands.h"

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
  model run MODEL INPUT[,INPUT2...] --out LABELS.nii.gz [--spec SPEC.json] [--probabilities PROB.nii.gz]
            [--device auto|cpu|cuda] [--patch X,Y,Z] [--overlap F] [--blend gaussian|constant] [--batch N]
            [--mirror] [--retry-smaller-batch] [--activation auto|softmax|sigmoid|probabilities] [--json]
            [--quiet]
      Preprocess the inputs (one a channel) by the spec, run the model (whole volume, or a sliding window of
      X,Y,Z voxels in index order), and write the labels (uint8) and the probabilities (4D float32, one
      volume a class) on the first input's own grid. Prints the device used, the patches and the timings.
)";

int runModel(const std::vector<std::string>& args)
{
    using Command = std::function<int(const std::vector<std::string>&)>;
    static const std::map<std::string, Command> commands = {
        {"inspect", runModelInspect},
        {"example", runModelExample},
        {"run", runModelRun},
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
