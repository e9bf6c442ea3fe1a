// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// scansleuth-cli's table: the model commands (TorchScript through LibTorch; docs/models.md).
#include "commandtable.h"

namespace scansleuth::cli {

namespace {

using commandline::Argument;
using commandline::Command;
using commandline::Option;

const Option kJson{"--json", "", "Print the outcome as one JSON document (docs/models.md)."};
const Option kSpec{"--spec", "SPEC.json", "The preprocessing spec (docs/models.md)."};
const Option kDevice{"--device", "auto|cpu|cuda",
                     "Where the model runs (default auto: CUDA when available)."};
const Option kPatch{"--patch", "I,J,K",
                    "A patch of I,J,K voxels in index order instead of the whole volume."};
const Argument kModel{"MODEL", "A TorchScript model file (torch.jit.save)."};
const Argument kInput{"INPUT[,INPUT2...]", "The case: one image file per input channel, comma-separated."};

// overfit, gradients and initial-loss: image/mask pairs and how to train on them.
std::vector<Option> trainingOptions()
{
    return {
        {"--image", "IMG", "A case's image (channels comma-separated: t1.nii.gz,flair.nii.gz).", "", true},
        {"--mask", "MASK", "The label map of the --image before it (one per --image).", "", true},
        kSpec,
        {"--steps", "K", "Training steps (default 150)."},
        {"--loss", "ce|dice-ce", "The loss (default ce)."},
        {"--optimiser", "adam|sgd", "The optimiser (default adam, lr 1e-2; sgd lr 1e-1)."},
        {"--lr", "F", "The learning rate."},
        {"--classes", "C", "The number of classes, background included (default: from the model)."},
        {"--patch", "I,J,K", "The patch around each mask's foreground (default 32 voxels per axis)."},
        {"--seed", "N", "The random seed."},
        kDevice,
        kJson};
}

const std::string kTrainingForms = " MODEL --image IMG --mask MASK [--image IMG --mask MASK ...] [--spec "
                                   "SPEC] [--steps K] [--loss ce|dice-ce] "
                                   "[--optimiser adam|sgd] [--lr F] [--classes C] [--patch I,J,K] [--seed N] "
                                   "[--device auto|cpu|cuda] [--json]";

} // namespace

void addModelCommands(std::vector<Command>& c)
{
    c.push_back(
        {"model",
         {"model SUBCOMMAND [OPTIONS]"},
         "TorchScript models through LibTorch.",
         "TorchScript models through LibTorch: inspect, run, determinism and parity experiments (CPU vs "
         "CUDA, TF32), the training experiments, and the example models for tests (docs/models.md). The "
         "experiments exit with 9 when they find a problem.",
         {},
         {}});
    c.push_back(
        {"model inspect",
         {"model inspect MODEL [--json]"},
         "The module tree and which submodules are in training mode.",
         "The module tree, parameter count, dtypes and devices, and which submodules are in training "
         "mode. A file that is not TorchScript (a state_dict, a checkpoint, ONNX, a newer PyTorch's file) "
         "is named.",
         {kModel},
         {{"--json", "", "Print the model's facts as one JSON document."}}});
    c.push_back(
        {"model example",
         {"model example --kind KIND --out FILE [--in-channels N] [--classes N] [--width N] [--seed N] "
          "[--training]"},
         "Write one of the built-in TorchScript example models.",
         "Write one of the built-in TorchScript example models (pointwise, segmenter, dropout-training, "
         "batchnorm-training, detached, frozen-head, frozen-branch, traced-dropout, traced-batchnorm, "
         "traced-batchnorm-only, nan-output, raises-error, conv2d, two-inputs, down-up), built in C++ so "
         "no Python is needed.",
         {},
         {{"--kind", "KIND", "Which example model (required; the list above)."},
          {"--out", "FILE", "The .pt file to write (required)."},
          {"--in-channels", "N", "Input channels (1 to 4096)."},
          {"--classes", "N", "Output classes, background included (1 to 4096)."},
          {"--width", "N", "Feature channels of the hidden layers (1 to 4096)."},
          {"--seed", "N", "The seed of the initial weights."},
          {"--training", "", "Save the model in training mode."}},
         {{"scansleuth-cli model example --kind segmenter --out segmenter.pt", ""}}});
    c.push_back(
        {"model run",
         {"model run MODEL INPUT[,INPUT2...] --out LABELS.nii.gz [--spec SPEC.json] [--probabilities "
          "PROB.nii.gz] "
          "[--device auto|cpu|cuda] [--patch X,Y,Z] [--overlap F] [--blend gaussian|constant] [--batch N] "
          "[--mirror] [--retry-smaller-batch] [--activation auto|softmax|sigmoid|probabilities] [--json] "
          "[--write-nonfinite] [--labels TABLE] [--algorithm NAME] [--algorithm-version V]"},
         "Run a model on one case and write its labels and probabilities.",
         "Preprocess the inputs (one a channel) by the spec, run the model (whole volume, or a sliding "
         "window of "
         "X,Y,Z voxels in index order), and write the labels (uint8) and the probabilities (4D float32, one "
         "volume "
         "a class) on the first input's own grid. Prints the device used, the patches and the timings. An "
         "output "
         "with NaN or Inf is an error (model.nonfinite_output): nothing is written unless --write-nonfinite, "
         "and "
         "the exit code is 10. --out PRED.dcm writes the labels as a binary DICOM SEG referencing the input "
         "series (a DICOM input only): a segment per class, named from --labels.",
         {kModel, kInput},
         {{"--out", "LABELS.nii.gz",
           "The labels to write (required); a name ending in .dcm writes a DICOM SEG."},
          {"--spec", "SPEC.json", "The preprocessing spec (docs/models.md)."},
          {"--probabilities", "PROB.nii.gz", "Also write the probabilities, one volume a class."},
          kDevice,
          {"--patch", "X,Y,Z",
           "Run a sliding window of X,Y,Z voxels (index order) instead of the whole volume."},
          {"--overlap", "F", "The windows' overlap, from 0 up to (not including) 1 (default 0.5)."},
          {"--blend", "gaussian|constant", "How overlapping windows are weighted (default gaussian)."},
          {"--batch", "N", "Windows run together (default 1)."},
          {"--mirror", "", "Test-time augmentation: average over the mirrored inputs."},
          {"--retry-smaller-batch", "", "When memory runs out, retry with a smaller batch."},
          {"--activation", "auto|softmax|sigmoid|probabilities",
           "What turns the model's output into probabilities (default auto)."},
          {"--json", "", "Print the device, patches and timings as one JSON document."},
          {"--write-nonfinite", "",
           "Write the outputs even when they hold NaN or Inf (the exit is still 10)."},
          {"--labels", "TABLE", "With a .dcm --out: the label table naming the segments."},
          {"--algorithm", "NAME",
           "With a .dcm --out: the algorithm's name (default: the model file's name)."},
          {"--algorithm-version", "V",
           "With a .dcm --out: the algorithm's version (default: the model file's size and modification "
           "time)."}},
         {{"scansleuth-cli model run model.pt ct.nii.gz --spec spec.json --patch 96,96,96 --out "
           "labels.nii.gz",
           ""}}});
    c.push_back(
        {"model determinism",
         {"model determinism MODEL INPUT[,INPUT2...] [--spec SPEC] [--repeats N] [--variants LIST] "
          "[--device D] [--patch I,J,K] [--map-out MAP.nii.gz] [--json]"},
         "Run a model repeatedly and say whether, where and why the outputs differ.",
         "Run the model N times (default 3) on one case: largest probability difference, voxels that "
         "differ, labels that flip, and the source (submodules in training mode, nondeterministic "
         "kernels). --variants (comma-separated): cpu-vs-cuda, tf32, deterministic, cudnn-benchmark, "
         "threads. --map-out writes the per-voxel disagreement (max |p_r - p_0|) on the input's grid. Exit "
         "9 when nondeterministic.",
         {kModel, kInput},
         {kSpec,
          {"--repeats", "N", "Runs of the model, 2 to 100 (default 3)."},
          {"--variants", "LIST",
           "Comma-separated: cpu-vs-cuda, tf32, deterministic, cudnn-benchmark, threads."},
          kDevice,
          kPatch,
          {"--map-out", "MAP.nii.gz", "Write the disagreement map (float32 NIfTI on the input's grid)."},
          kJson}});
    c.push_back(
        {"model parity",
         {"model parity MODEL INPUT --train-spec A.json --spec B.json [--device D] [--patch I,J,K] [--json]",
          "model parity MODEL --tensor-a A.npy --tensor-b B.npy [--device D] [--json]"},
         "Training vs inference preprocessing, through the model.",
         "Train vs test preprocessing through the model: Dice between the two predictions, the largest "
         "probability difference, and the spec step whose swap recovers the training prediction most; or "
         "two saved tensors (.npy or .pt) compared by prediction and statistics. Exit 9 when they differ.",
         {kModel, {"INPUT", "The case (one image file per channel, comma-separated)."}},
         {{"--train-spec", "A.json", "The training preprocessing spec."},
          {"--spec", "B.json", "The inference preprocessing spec."},
          {"--tensor-a", "A.npy", "A tensor the training pipeline saved (.npy or .pt)."},
          {"--tensor-b", "B.npy", "The same case's tensor from the inference pipeline."},
          kDevice,
          kPatch,
          kJson}});
    c.push_back(
        {"model overfit",
         {"model overfit" + kTrainingForms},
         "Can the model overfit a small batch? If not, why.",
         "Train a copy of the model on a small batch (a patch around each mask's foreground, 32^3 by "
         "default) for K steps (150) and say whether the loss reaches near zero; if not, why (a detached "
         "output, a frozen final layer, gradients that stop). IMG may list channels: "
         "t1.nii.gz,flair.nii.gz.",
         {kModel},
         trainingOptions()});
    c.push_back(
        {"model gradients",
         {"model gradients" + kTrainingForms},
         "Each parameter's gradient after one forward/backward.",
         "One forward/backward: each parameter's gradient norm, and which are frozen, not reached, zero, "
         "non-finite, exploding or vanishing.",
         {kModel},
         trainingOptions()});
    c.push_back(
        {"model initial-loss",
         {"model initial-loss" + kTrainingForms},
         "The first loss against ln C, and what explains a difference.",
         "The first loss against ln C, and what explains a difference (over-confident initialisation, a "
         "softmax before the loss, labels that are not classes, a bias set to the class prior).",
         {kModel},
         trainingOptions()});
    c.push_back(
        {"model activations",
         {"model activations MODEL INPUT [--spec SPEC] [--patch I,J,K] [--device auto|cpu|cuda] [--json]"},
         "Statistics of every parameter and submodule output on one input.",
         "Statistics and histograms of every parameter and of every submodule's output on one input; dead "
         "ReLUs, saturation, exploding values and the first submodule that makes NaN/Inf.",
         {kModel, {"INPUT", "The input image (channels comma-separated; also given as --image)."}},
         {{"--image", "IMG", "The input image, instead of INPUT."}, kSpec, kPatch, kDevice, kJson}});
}

} // namespace scansleuth::cli
