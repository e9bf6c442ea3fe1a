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
      batchnorm-training, detached, frozen-head, frozen-branch, traced-dropout, traced-batchnorm,
      traced-batchnorm-only, nan-output, raises-error, conv2d, two-inputs, down-up).
  model run MODEL INPUT[,INPUT2...] --out LABELS.nii.gz [--spec SPEC.json] [--probabilities PROB.nii.gz]
            [--device auto|cpu|cuda] [--patch X,Y,Z] [--overlap F] [--blend gaussian|constant] [--batch N]
            [--mirror] [--retry-smaller-batch] [--activation auto|softmax|sigmoid|probabilities] [--json]
            [--write-nonfinite] [--quiet] [--labels TABLE] [--algorithm NAME] [--algorithm-version V]
      Preprocess the inputs (one a channel) by the spec, run the model (whole volume, or a sliding window of
      X,Y,Z voxels in index order), and write the labels (uint8) and the probabilities (4D float32, one
      volume a class) on the first input's own grid. Prints the device used, the patches and the timings.
      An output with NaN or Inf is an error (model.nonfinite_output): nothing is written unless
      --write-nonfinite, and the exit code is 10. --out PRED.dcm writes the labels as a binary DICOM SEG
      referencing the input series (a DICOM input only): a segment per class, named from --labels.
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
  model overfit MODEL --image IMG --mask MASK [--image IMG --mask MASK ...] [--spec SPEC] [--steps K]
        [--loss ce|dice-ce] [--optimiser adam|sgd] [--lr F] [--classes C] [--patch I,J,K] [--seed N]
        [--device auto|cpu|cuda] [--json]
      Train a copy of the model on a small batch (a patch around each mask's foreground, 32^3 by default)
      for K steps (150) and say whether the loss reaches near zero; if not, why (a detached output, a
      frozen final layer, gradients that stop). IMG may list channels: t1.nii.gz,flair.nii.gz.
  model gradients MODEL --image IMG --mask MASK [...same options]
      One forward/backward: each parameter's gradient norm, and which are frozen, not reached, zero,
      non-finite, exploding or vanishing.
  model initial-loss MODEL --image IMG --mask MASK [...same options]
      The first loss against ln C, and what explains a difference (over-confident initialisation, a
      softmax before the loss, labels that are not classes, a bias set to the class prior).
  model activations MODEL INPUT [--spec SPEC] [--patch I,J,K] [--device ...] [--json]
      Statistics and histograms of every parameter and of every submodule's output on one input; dead
      ReLUs, saturation, exploding values and the first submodule that makes NaN/Inf.
  The experiments exit with 9 when they find a problem.
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
        {"run", runModelRun},
        {"determinism", runModelDeterminism},
        {"parity", runModelParity},
        {"overfit", runModelOverfit},
        {"gradients", runModelGradients},
        {"initial-loss", runModelInitialLoss},
        {"activations", runModelActivations},
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
