// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/errortexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

// The messages of core/model, preprocess/, investigate/, workflow/ (the knowledge base, investigation
// files), report/ and demo/, written as the code writes them. Some entries are not sentences but the parts
// of one that the code chooses (a spec's place, a JSON field's problem): an {error_...} placeholder of the
// sentence takes them and renders them in turn.
const std::vector<const char*>& modelErrorTexts()
{
    static const std::vector<const char*> texts = {
        // model/names.cpp, experimentdispatch.cpp, examplemodels.cpp
        QT_TRANSLATE_NOOP("Error", "Unknown device '{device}': use auto, cpu or cuda."),
        QT_TRANSLATE_NOOP("Error", "Unknown example model '{name}': use one of {names}."),
        QT_TRANSLATE_NOOP("Error", "Unknown model experiment '{experiment}'."),
        QT_TRANSLATE_NOOP("Error", "The example model could not be built."),
        QT_TRANSLATE_NOOP("Error", "An example model needs at least one input channel, class and feature."),
        QT_TRANSLATE_NOOP("Error", "An example encoder needs at least one input channel and feature."),
        // model/predictioncompare.cpp
        QT_TRANSLATE_NOOP("Error", "The two answers have different class counts ({count_a} and {count_b})."),
        QT_TRANSLATE_NOOP("Error", "The two answers cover different voxel counts ({count_a} and {count_b}): "
                                   "they are not on one grid."),
        // model/model.cpp: loading a model file
        QT_TRANSLATE_NOOP("Error", "The model file '{path}' does not exist."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is a folder, not a TorchScript file."),
        QT_TRANSLATE_NOOP("Error", "The model file '{path}' cannot be read."),
        QT_TRANSLATE_NOOP("Error", "The model file '{path}' is empty."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is a file saved with torch.save in the legacy (pre-1.6) pickle "
                                   "format, not a TorchScript model."),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' is an ONNX model; ScanSleuth runs TorchScript models through LibTorch."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is not a TorchScript file (it is not a zip archive)."),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' is a training checkpoint saved with torch.save (a dictionary with "
                          "weights and training state), not a TorchScript model."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is a state_dict saved with torch.save (weights without the "
                                   "model's code), not a TorchScript model."),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' is a whole nn.Module pickled with torch.save (it needs the Python "
                          "class to load), not a TorchScript model."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is a file saved with torch.save, not a TorchScript model."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is a zip archive without TorchScript code (no code/ folder)."),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' was saved by a newer PyTorch (file format version {version}) than "
                          "this LibTorch {libtorch} reads (up to version {max_version})."),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' was saved by a newer PyTorch than this LibTorch {libtorch} reads; "
                          "build ScanSleuth against a newer LibTorch (docs/gpu.md)."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is truncated or damaged: its zip archive cannot be read."),
        QT_TRANSLATE_NOOP("Error", "'{path}' uses operators this LibTorch {libtorch} does not know: it was "
                                   "probably saved by a newer PyTorch."),
        QT_TRANSLATE_NOOP("Error", "'{path}' does not fit in memory on this device."),
        QT_TRANSLATE_NOOP("Error", "LibTorch cannot load '{path}' as a TorchScript model."),
        QT_TRANSLATE_NOOP("Error", "The model cannot be copied for the experiment."),
        // model/torchsupport.cpp
        QT_TRANSLATE_NOOP("Error",
                          "CUDA was requested but is not available: this LibTorch has CUDA but sees "
                          "no GPU (CUDA_VISIBLE_DEVICES, driver, or a SLURM job without --gres=gpu)."),
        QT_TRANSLATE_NOOP("Error", "CUDA was requested but is not available: this LibTorch ({libtorch}) was "
                                   "built without CUDA, as Debian's is."),
        // model/inference.cpp, windowplan.cpp, outputgrid.cpp, activations.cpp
        QT_TRANSLATE_NOOP("Error", "The inference was cancelled."),
        QT_TRANSLATE_NOOP("Error",
                          "The model returned {output} for a {input} patch: a segmentation model must "
                          "return [batch, classes, D, H, W]."),
        QT_TRANSLATE_NOOP("Error", "The model returned {output} for a {input} patch: it does not keep the "
                                   "spatial size (valid convolutions?)."),
        QT_TRANSLATE_NOOP("Error", "The model input must be [1, C, D, H, W], not {shape}."),
        QT_TRANSLATE_NOOP("Error",
                          "The input {shape} and its blending sums do not fit in memory on {device}: "
                          "use a smaller --patch."),
        QT_TRANSLATE_NOOP("Error", "The model could not be run on the input."),
        QT_TRANSLATE_NOOP("Error", "There is no input channel to run the model on."),
        QT_TRANSLATE_NOOP("Error", "No input image was given to run the model on."),
        QT_TRANSLATE_NOOP("Error",
                          "The tensor must be [C, D, H, W] or [1, C, D, H, W] with as many values as "
                          "its shape says; it is {shape} with {count} values."),
        QT_TRANSLATE_NOOP("Error", "The tensor {shape} holds {count} values, not as many as its shape says."),
        QT_TRANSLATE_NOOP("Error", "A {shape} input does not fit through the model on {device}."),
        QT_TRANSLATE_NOOP("Error",
                          "'{text}' is not a patch size: give 3 whole numbers of voxels in index order "
                          "i,j,k such as 96,96,64 (0 on an axis: the whole axis), or 'whole'."),
        QT_TRANSLATE_NOOP("Error", "The overlap must be at least 0 and less than 1, not {overlap}."),
        QT_TRANSLATE_NOOP("Error", "The batch must be at least 1 patch."),
        QT_TRANSLATE_NOOP("Error", "A patch size cannot be negative."),
        QT_TRANSLATE_NOOP("Error",
                          "Running the model with the whole volume needs at least {needed} of memory "
                          "({device}), more than the {available} available: use a smaller --patch or "
                          "--batch."),
        QT_TRANSLATE_NOOP("Error",
                          "Running the model with patches of {patch} needs at least {needed} of memory "
                          "({device}), more than the {available} available: use a smaller --patch or "
                          "--batch."),
        QT_TRANSLATE_NOOP("Error",
                          "Unknown activation '{name}': use auto, softmax, sigmoid or probabilities."),
        QT_TRANSLATE_NOOP("Error", "The model returned no channels."),
        QT_TRANSLATE_NOOP("Error", "The model could not be run to describe its activations."),
        // model/forwardfailure.cpp: a failed forward call, headed by its cause
        QT_TRANSLATE_NOOP("Error",
                          "The model's forward takes {count} tensors ({names}), but ScanSleuth gives it "
                          "one: the image's channels as one {shape} tensor. Export a wrapper whose "
                          "forward takes one tensor."),
        QT_TRANSLATE_NOOP("Error",
                          "The model expects {expected} input channel(s), but was given {given}: the "
                          "spec's \"channels\" and the images given must match the model's first "
                          "convolution."),
        QT_TRANSLATE_NOOP("Error", "A {kernel}D model ({type}) was given a {input}D volume: its first "
                                   "convolution ({module}) has {kernel}D kernels, weight {weight}, and the "
                                   "input is {shape}. ScanSleuth runs {input}D models on volumes; use a "
                                   "{input}D model."),
        QT_TRANSLATE_NOOP("Error",
                          "The model's feature maps do not fit together (sizes {size_a} and {size_b}) "
                          "after downsampling and upsampling, and the input {shape} has sizes not "
                          "divisible by {stride} ({sizes}): a model that downsamples needs sizes "
                          "divisible by its total stride; set a patch, e.g. --patch {patch} (in the "
                          "tensor's axis order)."),
        QT_TRANSLATE_NOOP("Error",
                          "The model's feature maps do not fit together (sizes {size_a} and {size_b}) "
                          "after downsampling and upsampling, and the input {shape} has sizes not "
                          "divisible by {stride} ({sizes}): a model that downsamples needs sizes "
                          "divisible by its total stride; use a patch such as --patch {patch} (in the "
                          "tensor's axis order)."),
        QT_TRANSLATE_NOOP("Error",
                          "The whole volume {shape} does not fit through the model on {device} in one "
                          "piece: set a patch, e.g. --patch 96,96,96."),
        QT_TRANSLATE_NOOP("Error", "A batch of patches {shape} ran out of memory on {device}: use a smaller "
                                   "--batch or --patch, or --retry-smaller-batch."),
        QT_TRANSLATE_NOOP("Error", "The model's forward failed on a {shape} input."),
        // The model's own exception (its words, kept) with what ScanSleuth ran.
        QT_TRANSLATE_NOOP("Error", "{model_error} (The model's forward failed on a {shape} input.)"),
        // model/npy.cpp, tensorfile.cpp, parity.cpp: tensor files
        QT_TRANSLATE_NOOP("Error", "'{path}' has an unreadable .npy header: {error_problem}."),
        QT_TRANSLATE_NOOP("Error", "no 'descr' (the dtype)"),
        QT_TRANSLATE_NOOP("Error", "'descr' is not a string"),
        QT_TRANSLATE_NOOP("Error", "'descr' is not closed"),
        QT_TRANSLATE_NOOP("Error", "no 'fortran_order'"),
        QT_TRANSLATE_NOOP("Error", "'fortran_order' is neither True nor False"),
        QT_TRANSLATE_NOOP("Error", "no 'shape' tuple"),
        QT_TRANSLATE_NOOP("Error", "the 'shape' tuple is not closed"),
        QT_TRANSLATE_NOOP("Error", "the 'shape' tuple holds something other than whole numbers"),
        QT_TRANSLATE_NOOP("Error", "the 'shape' tuple is not a list of numbers"),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' holds a structured array (named fields), not a plain numeric tensor."),
        QT_TRANSLATE_NOOP("Error", "'{path}' claims a dimension too large to count."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is an object array (dtype=object): it holds pickled Python "
                                   "objects, not numbers."),
        QT_TRANSLATE_NOOP("Error", "'{path}' holds big-endian data (dtype '{dtype}'), which is not read."),
        QT_TRANSLATE_NOOP("Error", "'{path}' has dtype '{dtype}', which is not read."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is not a .npy file: it does not start with numpy's magic string "
                                   "\\x93NUMPY (it is shorter than the smallest header)."),
        QT_TRANSLATE_NOOP(
            "Error", "'{path}' is not a .npy file: it does not start with numpy's magic string \\x93NUMPY."),
        QT_TRANSLATE_NOOP(
            "Error", "'{path}' is .npy format version {major}.{minor}; versions 1.0, 2.0 and 3.0 are read."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is truncated inside its .npy header."),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' is truncated inside its .npy header ({count} of the {total} header "
                          "bytes)."),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' claims shape {shape}, more than the 2^31 elements a tensor file may "
                          "hold here."),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' is truncated: it holds {count} of the {total} data bytes its header "
                          "promises (shape {shape}, {dtype})."),
        QT_TRANSLATE_NOOP("Error", "The tensor file '{path}' does not exist."),
        QT_TRANSLATE_NOOP("Error", "'{path}' holds a {kind}, not a tensor."),
        QT_TRANSLATE_NOOP("Error", "'{path}' is neither a .npy file nor a tensor saved with torch.save."),
        QT_TRANSLATE_NOOP("Error", "'{path}' holds a tensor of dtype {dtype}, not real numbers."),
        QT_TRANSLATE_NOOP("Error", "'{path}' holds more than 2^31 elements."),
        QT_TRANSLATE_NOOP("Error",
                          "'{path}' has shape ({shape}); a model input is [C, D, H, W], [1, C, D, H, W] or "
                          "[D, H, W]."),
        QT_TRANSLATE_NOOP("Error", "The tensor comparison needs both tensors (--tensor-a and --tensor-b)."),
        QT_TRANSLATE_NOOP("Error",
                          "The parity experiment needs an input with a training spec and a test spec, "
                          "or two tensors (A and B)."),
        // model/determinism.cpp
        QT_TRANSLATE_NOOP("Error", "The determinism experiment needs at least 2 repeats (got {count})."),
        QT_TRANSLATE_NOOP("Error", "At most 100 repeats (got {count})."),
        QT_TRANSLATE_NOOP("Error", "The determinism experiment needs an input image."),
        QT_TRANSLATE_NOOP("Error", "Unknown determinism variant '{variant}': use {variants}."),
        QT_TRANSLATE_NOOP("Error", "The model's training flag cannot be switched off."),
        QT_TRANSLATE_NOOP("Error", "The traced training constants cannot be switched off."),
        // model/trainingbatch.cpp, training.cpp
        QT_TRANSLATE_NOOP("Error", "The experiment needs at least one image."),
        QT_TRANSLATE_NOOP("Error", "The experiment needs a mask (label map) for each image."),
        QT_TRANSLATE_NOOP("Error", "{images} images were given for {masks} masks: give one image (or one per "
                                   "channel) a mask."),
        QT_TRANSLATE_NOOP("Error", "An image of the experiment is missing (null)."),
        QT_TRANSLATE_NOOP("Error", "A mask of the experiment is missing (null)."),
        QT_TRANSLATE_NOOP("Error", "Cancelled."),
        QT_TRANSLATE_NOOP("Error", "Case {case}: {error_inner}"),
        QT_TRANSLATE_NOOP("Error",
                          "The model's output has shape {shape}: the training experiments need logits "
                          "[N, C, D, H, W] on the input's grid {grid}."),
        QT_TRANSLATE_NOOP("Error", "Unknown loss '{loss}': use ce or dice-ce."),
        QT_TRANSLATE_NOOP("Error",
                          "The model has {channels} output channels, but {classes} classes were given."),
        QT_TRANSLATE_NOOP("Error",
                          "No voxel of the batch has a label the model's {channels}-channel output can "
                          "learn (labels {labels}): give the right --classes, or map the labels to "
                          "0..C-1."),
        QT_TRANSLATE_NOOP("Error",
                          "The device ran out of memory on the batch; use a smaller patch (--patch)."),
        QT_TRANSLATE_NOOP("Error", "The model could not be trained on the batch."),
        QT_TRANSLATE_NOOP("Error", "The gradient of the model could not be computed."),
        QT_TRANSLATE_NOOP("Error", "The model's first loss could not be computed."),
        QT_TRANSLATE_NOOP("Error", "Unknown optimiser '{optimiser}': use adam or sgd."),

        // preprocess/pipeline.cpp, steps.cpp, cropping.cpp, resample.cpp, gridresample.cpp, realvolume.cpp
        QT_TRANSLATE_NOOP("Error", "The spec expects 1 channel, but {count} images were given."),
        QT_TRANSLATE_NOOP("Error", "The spec expects {count} channels, but 1 image was given."),
        QT_TRANSLATE_NOOP("Error", "The spec expects {expected} channels, but {count} images were given."),
        QT_TRANSLATE_NOOP("Error", "Channel {channel} has no image."),
        QT_TRANSLATE_NOOP("Error", "Channel {channel} is not on channel 0's grid: the sizes differ."),
        QT_TRANSLATE_NOOP("Error", "Channel {channel} is not on channel 0's grid: {difference}."),
        QT_TRANSLATE_NOOP("Error", "Preprocessing was cancelled."),
        QT_TRANSLATE_NOOP("Error", "A ct normalisation needs lower, upper, mean and std."),
        QT_TRANSLATE_NOOP("Error", "A window needs a width greater than 0."),
        QT_TRANSLATE_NOOP("Error", "The {step} step does not change intensities only."),
        QT_TRANSLATE_NOOP("Error", "The image cannot be reoriented to \"{axes}\"."),
        QT_TRANSLATE_NOOP("Error", "The image to resample has an unusable geometry: {problem}."),
        QT_TRANSLATE_NOOP("Error", "The image to resample has a singular direction matrix."),
        QT_TRANSLATE_NOOP("Error",
                          "Resampling to {error_step} would make more than the 2^31 voxels a preprocessing "
                          "step may make."),
        QT_TRANSLATE_NOOP("Error",
                          "Resampling to {step} would make more than the 2^31 voxels a preprocessing "
                          "step may make."),
        // The resample step as preprocess::describeStep writes it, which the sentence above takes as its
        // {error_step}.
        QT_TRANSLATE_NOOP("Error", "resample {spacing} mm, linear, origin kept"),
        QT_TRANSLATE_NOOP("Error", "resample {spacing} mm, linear, extent kept"),
        QT_TRANSLATE_NOOP("Error", "resample {spacing} mm, cubic, origin kept"),
        QT_TRANSLATE_NOOP("Error", "resample {spacing} mm, cubic, extent kept"),
        QT_TRANSLATE_NOOP("Error", "resample {spacing} mm, nearest, origin kept"),
        QT_TRANSLATE_NOOP("Error", "resample {spacing} mm, nearest, extent kept"),
        QT_TRANSLATE_NOOP("Error", "resample {spacing} mm, nearest (labels), origin kept"),
        QT_TRANSLATE_NOOP("Error", "resample {spacing} mm, nearest (labels), extent kept"),
        QT_TRANSLATE_NOOP("Error", "The image has an unusable geometry: {problem}."),
        QT_TRANSLATE_NOOP("Error", "The image would be empty."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The image would have {count} voxels, more than the 2^31 a preprocessing step may make."),
        QT_TRANSLATE_NOOP("Error", "The cropped or padded image has an unusable geometry: {problem}."),
        QT_TRANSLATE_NOOP("Error", "The cropped or padded image would be empty."),
        QT_TRANSLATE_NOOP("Error",
                          "The cropped or padded image would have {count} voxels, more than the 2^31 a "
                          "preprocessing step may make."),
        QT_TRANSLATE_NOOP("Error", "The resampled image has an unusable geometry: {problem}."),
        QT_TRANSLATE_NOOP("Error", "The resampled image would be empty."),
        QT_TRANSLATE_NOOP("Error", "The resampled image would have {count} voxels, more than the 2^31 a "
                                   "preprocessing step may make."),
        // preprocess/specread.cpp: the spec file, and the place and problem of a bad field
        QT_TRANSLATE_NOOP("Error", "The preprocessing spec could not be read."),
        QT_TRANSLATE_NOOP("Error", "The preprocessing spec is not valid JSON."),
        QT_TRANSLATE_NOOP("Error", "The preprocessing spec file could not be opened."),
        QT_TRANSLATE_NOOP("Error", "The preprocessing spec file could not be read."),
        QT_TRANSLATE_NOOP("Error", "The preprocessing spec must be a JSON object."),
        QT_TRANSLATE_NOOP("Error", "Step {index} must be a JSON object."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: unknown step \"{step}\"."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: unknown field \"{field}\"."),
        QT_TRANSLATE_NOOP("Error", "The preprocessing spec"),
        QT_TRANSLATE_NOOP("Error", "Step {index} ({step})"),
        QT_TRANSLATE_NOOP("Error", "Step {index}"),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" is missing."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be a number."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be a finite number."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be an array of {count} numbers."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be true or false."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be a string."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be one of {values} (not \"{value}\")."),
        QT_TRANSLATE_NOOP("Error",
                          "{error_place}: \"{field}\" must be three letters, one of L/R, one of P/A and "
                          "one of I/S (such as \"RAS\" or \"LPS\")."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be 3 numbers greater than 0 (mm)."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" or \"upper\" must be given."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must not be greater than \"upper\"."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be [low, high] with low below high."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be greater than 0."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be given with \"{other}\"."),
        QT_TRANSLATE_NOOP("Error",
                          "{error_place}: \"{field}\" and \"upper_percentile\" must satisfy 0 <= lower "
                          "< upper <= 100."),
        QT_TRANSLATE_NOOP("Error",
                          "{error_place}: \"{field}\" must be 3 whole numbers of at least 1 (voxels)."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" asks for more than 2^31 voxels."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be a number or 3 numbers from 0 to 1e6."),
        QT_TRANSLATE_NOOP("Error",
                          "{error_place}: \"{field}\" only applies to clip, window, normalise, cast and "
                          "crop_foreground."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be a channel index from 0 to {max}."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be \"scansleuth.preprocessing\"."),
        QT_TRANSLATE_NOOP("Error",
                          "{error_place}: \"{field}\" must be 1 (the only version this program reads)."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be a whole number from 1 to 256."),
        QT_TRANSLATE_NOOP("Error", "{error_place}: \"{field}\" must be an array."),

        // investigate/: building reports, running experiments
        QT_TRANSLATE_NOOP("Error", "The picture is not a plain file (a folder, a pipe or a device)."),
        QT_TRANSLATE_NOOP("Error", "Array files (.{format}) are not pictured."),
        QT_TRANSLATE_NOOP("Error", "{record} could not be read: {error_inner}"),
        QT_TRANSLATE_NOOP("Error", "The pair names a record the audit does not have."),
        QT_TRANSLATE_NOOP("Error",
                          "The dataset audit takes one folder or file per split; list several with a CSV."),
        QT_TRANSLATE_NOOP("Error",
                          "Give the dataset audit its splits either as folders or as one CSV, not both."),
        QT_TRANSLATE_NOOP("Error", "The dataset audit reads one CSV of splits; merge them into one."),
        QT_TRANSLATE_NOOP("Error",
                          "The dataset audit needs at least two splits: train and test (or validation, "
                          "or the new data), or a CSV that lists them."),
        QT_TRANSLATE_NOOP("Error", "No image was found at {path}."),
        QT_TRANSLATE_NOOP("Error", "ScanSleuth cannot run the experiment \"{experiment}\" itself yet."),
        QT_TRANSLATE_NOOP("Error", "The experiment \"{experiment}\" is missing one of its inputs."),
        QT_TRANSLATE_NOOP("Error", "The input \"{input}\" must be a whole number, not \"{text}\"."),
        QT_TRANSLATE_NOOP("Error",
                          "The experiment needs one mask for each image; {images} images and {masks} "
                          "masks were given."),

        // workflow/investigationfile.cpp, safepath.cpp: investigation files
        QT_TRANSLATE_NOOP("Error", "The investigation file was not found."),
        QT_TRANSLATE_NOOP("Error", "The investigation file is damaged or truncated (it is not valid JSON)."),
        QT_TRANSLATE_NOOP("Error", "The investigation could not be saved."),
        QT_TRANSLATE_NOOP("Error", "The folder could not be made."),
        QT_TRANSLATE_NOOP("Error", "1 of 1 picture was not copied: {errors_list}"),
        QT_TRANSLATE_NOOP("Error", "{count} of {total} pictures were not copied: {errors_list}"),
        QT_TRANSLATE_NOOP("Error", "The autosaved copy could not be removed."),
        QT_TRANSLATE_NOOP("Error", "The path '{path}' is empty; it was refused (an investigation only keeps "
                                   "files inside its own folder)."),
        QT_TRANSLATE_NOOP("Error",
                          "The path '{path}' holds a NUL character; it was refused (an investigation "
                          "only keeps files inside its own folder)."),
        QT_TRANSLATE_NOOP("Error",
                          "The path '{path}' is absolute; it was refused (an investigation only keeps "
                          "files inside its own folder)."),
        QT_TRANSLATE_NOOP("Error", "The path '{path}' leaves the investigation's folder; it was refused (an "
                                   "investigation only keeps files inside its own folder)."),
        QT_TRANSLATE_NOOP("Error", "The investigation's folder could not be read."),
        QT_TRANSLATE_NOOP("Error", "The file '{path}' could not be looked up."),
        // workflow/investigationjson.cpp: where in the file (a JSON path, or the document) and what is wrong
        QT_TRANSLATE_NOOP("Error", "The investigation file is invalid: the document {error_problem}."),
        QT_TRANSLATE_NOOP("Error", "The investigation file is invalid: {where} {error_problem}."),
        QT_TRANSLATE_NOOP("Error", "This investigation was written by a newer version of ScanSleuth (format "
                                   "version {version}; this version reads up to {max_version})."),
        QT_TRANSLATE_NOOP("Error", "has a value '{key}' that is not a string"),
        QT_TRANSLATE_NOOP("Error", "has a field '{key}' that is not a slice index"),
        QT_TRANSLATE_NOOP("Error", "has a field '{key}' that is not three numbers"),
        QT_TRANSLATE_NOOP("Error", "has the unknown status '{status}'"),
        QT_TRANSLATE_NOOP("Error", "has the unknown verdict '{verdict}'"),
        QT_TRANSLATE_NOOP("Error", "has a negative or non-finite likelihood"),
        QT_TRANSLATE_NOOP("Error", "has format '{format}' instead of '{expected}'"),
        QT_TRANSLATE_NOOP("Error", "has the invalid version {version}"),
        QT_TRANSLATE_NOOP("Error", "has the unknown severity '{severity}'"),
        QT_TRANSLATE_NOOP("Error", "has a measurement that {error_problem}"),
        QT_TRANSLATE_NOOP("Error", "has the unknown category '{category}'"),
        // workflow/jsonfields.cpp: a JSON object's field that is missing or of the wrong type
        QT_TRANSLATE_NOOP("Error", "is not a JSON object"),
        QT_TRANSLATE_NOOP("Error", "lacks the field '{key}'"),
        QT_TRANSLATE_NOOP("Error", "has a field '{key}' that is not a string"),
        QT_TRANSLATE_NOOP("Error", "has an empty field '{key}'"),
        QT_TRANSLATE_NOOP("Error", "has a field '{key}' that is not a list of strings"),
        QT_TRANSLATE_NOOP("Error", "has a field '{key}' that is not a number"),
        QT_TRANSLATE_NOOP("Error", "has a field '{key}' that is not true or false"),
        QT_TRANSLATE_NOOP("Error", "has a field '{key}' that is not a list"),
        QT_TRANSLATE_NOOP("Error", "has a field '{key}' that is not an object"),
        // workflow/knowledgebase.cpp: which entry of a knowledge base file, and what is wrong with it
        QT_TRANSLATE_NOOP("Error",
                          "The knowledge base file '{file}' is invalid: {error_entry} {error_problem}."),
        QT_TRANSLATE_NOOP("Error", "The knowledge base file '{file}' is not valid JSON."),
        QT_TRANSLATE_NOOP(
            "Error", "The knowledge base file '{file}' needs a newer ScanSleuth (format version {version})."),
        QT_TRANSLATE_NOOP("Error", "The knowledge base defines no symptoms."),
        QT_TRANSLATE_NOOP("Error", "The knowledge base folder was not found."),
        QT_TRANSLATE_NOOP("Error", "The knowledge base folder could not be read."),
        QT_TRANSLATE_NOOP("Error", "The knowledge base folder holds no .json files."),
        QT_TRANSLATE_NOOP("Error", "the file"),
        QT_TRANSLATE_NOOP("Error", "symptom '{id}'"),
        QT_TRANSLATE_NOOP("Error", "hypothesis '{id}'"),
        QT_TRANSLATE_NOOP("Error", "experiment '{id}'"),
        QT_TRANSLATE_NOOP("Error", "a symptom without an id"),
        QT_TRANSLATE_NOOP("Error", "a hypothesis without an id"),
        QT_TRANSLATE_NOOP("Error", "an experiment without an id"),
        QT_TRANSLATE_NOOP("Error",
                          "has an id that is not kebab-case (lower-case letters, digits and dashes)"),
        QT_TRANSLATE_NOOP("Error", "repeats an id already used in '{file}'"),
        QT_TRANSLATE_NOOP(
            "Error", "has the unknown category '{category}' (use crash, performance or silent-correctness)"),
        QT_TRANSLATE_NOOP("Error", "lists no hypotheses"),
        QT_TRANSLATE_NOOP("Error", "has prior {prior}, outside (0, 1]"),
        QT_TRANSLATE_NOOP("Error", "has the malformed finding code '{code}' (expected family.code)"),
        QT_TRANSLATE_NOOP("Error", "sets absence_refutes without finding codes"),
        QT_TRANSLATE_NOOP("Error", "has an input '{id}' that {error_problem}"),
        QT_TRANSLATE_NOOP("Error", "has an input without an id that {error_problem}"),
        QT_TRANSLATE_NOOP("Error", "has input '{id}' of unknown kind '{kind}'"),
        QT_TRANSLATE_NOOP("Error", "has a form field '{id}' that {error_problem}"),
        QT_TRANSLATE_NOOP("Error", "has a form field without an id that {error_problem}"),
        QT_TRANSLATE_NOOP("Error",
                          "has form field '{id}' of unknown type '{type}' (use text, number or yes-no)"),
        QT_TRANSLATE_NOOP("Error", "is automated but names no check"),
        QT_TRANSLATE_NOOP("Error", "is manual but lists no steps"),
        QT_TRANSLATE_NOOP("Error", "refers to the unknown hypothesis '{id}'"),
        QT_TRANSLATE_NOOP("Error", "lists the hypothesis '{id}' twice"),
        QT_TRANSLATE_NOOP("Error", "refers to the unknown experiment '{id}'"),
        QT_TRANSLATE_NOOP("Error", "names '{id}' as its manual fallback, which is not a manual experiment"),

        // report/: writing and reading reports
        QT_TRANSLATE_NOOP("Error", "The report could not be written to {path}."),
        QT_TRANSLATE_NOOP("Error", "Writing the report was cancelled."),
        QT_TRANSLATE_NOOP("Error",
                          "PDF reports are written by the PDF writer (scansleuth::report::writePdf in "
                          "widgets/pdf/pdfwriter.h), not by writeReport."),
        QT_TRANSLATE_NOOP("Error",
                          "Reports can be written as .pdf, .html, .md or .json, not as \"{extension}\"."),
        QT_TRANSLATE_NOOP("Error", "The embedded picture is not valid base64."),
        QT_TRANSLATE_NOOP("Error", "The file is not a ScanSleuth report."),
        QT_TRANSLATE_NOOP("Error",
                          "The report was written by a newer version of ScanSleuth and cannot be read."),
        QT_TRANSLATE_NOOP("Error", "The report file is damaged or incomplete."),

        // demo/: the demo study, splits and runs
        QT_TRANSLATE_NOOP("Error", "A file of the demo study could not be written."),
        QT_TRANSLATE_NOOP("Error", "The folder for the demo study could not be created."),
        QT_TRANSLATE_NOOP("Error", "Writing the demo study was cancelled."),
        QT_TRANSLATE_NOOP("Error", "There is not enough memory to build the demo study."),
        QT_TRANSLATE_NOOP("Error", "The folder for the demo splits could not be created."),
        QT_TRANSLATE_NOOP("Error", "Writing the demo splits was cancelled."),
        QT_TRANSLATE_NOOP("Error", "There is not enough memory to build the demo splits."),
        QT_TRANSLATE_NOOP("Error", "The folder for the demo runs could not be created."),
        QT_TRANSLATE_NOOP("Error", "Writing the demo runs was cancelled."),
        QT_TRANSLATE_NOOP("Error", "There is not enough memory to build the demo runs."),
    };
    return texts;
}

} // namespace scansleuth::detail
