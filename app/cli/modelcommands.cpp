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
)";

int runModel(const std::vector<std::string>& args)
{
    using Command = std::function<int(const std::vector<std::string>&)>;
    static const std::map<std::string, Command> commands = {
        {"inspect", runModelInspect},
        {"example", runModelExample},
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
