// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "numberlabels.h"

#include "base/translate.h"

#include <map>
#include <vector>

namespace scansleuth::workflow {

namespace {

// Every key the model experiments (core/model) write into their evidence, group keys included.
const std::map<std::string_view, NumberLabel>& labels()
{
    static const std::map<std::string_view, NumberLabel> table = {
        {"a", {QT_TRANSLATE_NOOP("Numbers", "run A"), ""}},
        {"ablation", {QT_TRANSLATE_NOOP("Numbers", "with one part switched off"), ""}},
        {"activations", {QT_TRANSLATE_NOOP("Numbers", "activations"), ""}},
        {"argmax_flips",
         {QT_TRANSLATE_NOOP("Numbers", "voxels whose label changes"),
          QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"as_eval_label_changes",
         {QT_TRANSLATE_NOOP("Numbers", "voxels whose label changes once run in eval mode"),
          QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"as_eval_max_abs_diff",
         {QT_TRANSLATE_NOOP("Numbers", "largest output change once run in eval mode"), ""}},
        {"b", {QT_TRANSLATE_NOOP("Numbers", "run B"), ""}},
        {"backend", {QT_TRANSLATE_NOOP("Numbers", "Backend settings"), ""}},
        {"batch_dependent", {QT_TRANSLATE_NOOP("Numbers", "output depends on the rest of the batch"), ""}},
        {"batch_max_abs_diff",
         {QT_TRANSLATE_NOOP("Numbers", "largest output change with another batch"), ""}},
        {"batch_proof", {QT_TRANSLATE_NOOP("Numbers", "batch test"), ""}},
        {"batch_proof_ran", {QT_TRANSLATE_NOOP("Numbers", "batch test run"), ""}},
        {"batch_proof_skipped", {QT_TRANSLATE_NOOP("Numbers", "batch test skipped because"), ""}},
        {"batch_statistics_nodes", {QT_TRANSLATE_NOOP("Numbers", "operations using batch statistics"), ""}},
        {"best_swap_dice_to_train",
         {QT_TRANSLATE_NOOP("Numbers", "Dice to the training run after the best swap"), ""}},
        {"best_swap_recovery", {QT_TRANSLATE_NOOP("Numbers", "share recovered by the best swap"), ""}},
        {"bit_identical", {QT_TRANSLATE_NOOP("Numbers", "bit-identical"), ""}},
        {"buffers", {QT_TRANSLATE_NOOP("Numbers", "buffers"), ""}},
        {"capture", {QT_TRANSLATE_NOOP("Numbers", "capture"), ""}},
        {"cases", {QT_TRANSLATE_NOOP("Numbers", "cases"), ""}},
        {"causes", {QT_TRANSLATE_NOOP("Numbers", "causes"), ""}},
        {"change", {QT_TRANSLATE_NOOP("Numbers", "change"), ""}},
        {"channel", {QT_TRANSLATE_NOOP("Numbers", "channel"), ""}},
        {"class_voxels_a",
         {QT_TRANSLATE_NOOP("Numbers", "voxels per class in A"), QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"class_voxels_b",
         {QT_TRANSLATE_NOOP("Numbers", "voxels per class in B"), QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"classes", {QT_TRANSLATE_NOOP("Numbers", "classes"), ""}},
        {"classes_affected", {QT_TRANSLATE_NOOP("Numbers", "classes affected"), ""}},
        {"comparable", {QT_TRANSLATE_NOOP("Numbers", "comparable"), ""}},
        {"comparison", {QT_TRANSLATE_NOOP("Numbers", "comparison"), ""}},
        {"constants_off_bit_identical",
         {QT_TRANSLATE_NOOP("Numbers", "bit-identical with constant folding off"), ""}},
        {"constants_off_ran", {QT_TRANSLATE_NOOP("Numbers", "run with constant folding off"), ""}},
        {"constants_off_skipped",
         {QT_TRANSLATE_NOOP("Numbers", "constant folding test skipped because"), ""}},
        {"counts", {QT_TRANSLATE_NOOP("Numbers", "counts"), ""}},
        {"cpu", {QT_TRANSLATE_NOOP("Numbers", "CPU"), ""}},
        {"cpu_threads", {QT_TRANSLATE_NOOP("Numbers", "CPU threads"), ""}},
        {"cuda", {QT_TRANSLATE_NOOP("Numbers", "CUDA"), ""}},
        {"cudnn_benchmark",
         {QT_TRANSLATE_NOOP("Numbers", "cuDNN benchmark mode (picks kernels by speed)"), ""}},
        {"cudnn_deterministic", {QT_TRANSLATE_NOOP("Numbers", "cuDNN deterministic kernels"), ""}},
        {"data", {QT_TRANSLATE_NOOP("Numbers", "data"), ""}},
        {"dead_fraction", {QT_TRANSLATE_NOOP("Numbers", "share of units that never activate"), ""}},
        {"depth", {QT_TRANSLATE_NOOP("Numbers", "depth"), ""}},
        {"description", {QT_TRANSLATE_NOOP("Numbers", "description"), ""}},
        {"deterministic_algorithms", {QT_TRANSLATE_NOOP("Numbers", "PyTorch deterministic algorithms"), ""}},
        {"deviation", {QT_TRANSLATE_NOOP("Numbers", "deviation"), ""}},
        {"device", {QT_TRANSLATE_NOOP("Numbers", "device"), ""}},
        {"device_description", {QT_TRANSLATE_NOOP("Numbers", "device"), ""}},
        {"devices", {QT_TRANSLATE_NOOP("Numbers", "devices"), ""}},
        {"dice", {QT_TRANSLATE_NOOP("Numbers", "Dice"), ""}},
        {"dice_ce_loss", {QT_TRANSLATE_NOOP("Numbers", "Dice + cross-entropy loss"), ""}},
        {"dice_to_train", {QT_TRANSLATE_NOOP("Numbers", "Dice to the training-mode output"), ""}},
        {"disagreement", {QT_TRANSLATE_NOOP("Numbers", "disagreement"), ""}},
        {"dropout", {QT_TRANSLATE_NOOP("Numbers", "dropout"), ""}},
        {"dtype", {QT_TRANSLATE_NOOP("Numbers", "data type"), ""}},
        {"dtypes", {QT_TRANSLATE_NOOP("Numbers", "data types"), ""}},
        {"edges", {QT_TRANSLATE_NOOP("Numbers", "bin edges"), ""}},
        {"elements", {QT_TRANSLATE_NOOP("Numbers", "elements"), ""}},
        {"eval_bit_identical", {QT_TRANSLATE_NOOP("Numbers", "eval-mode reruns bit-identical"), ""}},
        {"eval_max_abs_diff",
         {QT_TRANSLATE_NOOP("Numbers", "largest difference between eval-mode reruns"), ""}},
        {"eval_mode_comparison", {QT_TRANSLATE_NOOP("Numbers", "Train vs eval mode"), ""}},
        {"eval_runs", {QT_TRANSLATE_NOOP("Numbers", "eval-mode reruns"), ""}},
        {"expected_initial_loss",
         {QT_TRANSLATE_NOOP("Numbers", "expected loss at the start (ln of the class count)"), ""}},
        {"experiment", {QT_TRANSLATE_NOOP("Numbers", "experiment"), ""}},
        {"exploding_absolute", {QT_TRANSLATE_NOOP("Numbers", "exploding gradients (absolute limit)"), ""}},
        {"exploding_magnitude", {QT_TRANSLATE_NOOP("Numbers", "exploding gradient size"), ""}},
        {"exploding_relative",
         {QT_TRANSLATE_NOOP("Numbers", "exploding gradients (relative to the median)"), ""}},
        {"file_bytes", {QT_TRANSLATE_NOOP("Numbers", "file size"), QT_TRANSLATE_NOOP("Numbers", "bytes")}},
        {"file_format_version", {QT_TRANSLATE_NOOP("Numbers", "file format version"), ""}},
        {"final_dice", {QT_TRANSLATE_NOOP("Numbers", "Dice at the end"), ""}},
        {"final_loss", {QT_TRANSLATE_NOOP("Numbers", "loss at the end"), ""}},
        {"findings", {QT_TRANSLATE_NOOP("Numbers", "findings"), ""}},
        {"first_nonfinite_order",
         {QT_TRANSLATE_NOOP("Numbers", "first operation with a NaN or infinity (in run order)"), ""}},
        {"format", {QT_TRANSLATE_NOOP("Numbers", "format"), ""}},
        {"fortran_order", {QT_TRANSLATE_NOOP("Numbers", "stored column-major (Fortran order)"), ""}},
        {"forward_schema", {QT_TRANSLATE_NOOP("Numbers", "forward signature"), ""}},
        {"fraction_zero", {QT_TRANSLATE_NOOP("Numbers", "share of zeros"), ""}},
        {"frozen_parameters", {QT_TRANSLATE_NOOP("Numbers", "frozen parameters"), ""}},
        {"frozen_tensors", {QT_TRANSLATE_NOOP("Numbers", "frozen tensors"), ""}},
        {"grad_norm", {QT_TRANSLATE_NOOP("Numbers", "gradient norm"), ""}},
        {"histogram", {QT_TRANSLATE_NOOP("Numbers", "histogram"), ""}},
        {"inf", {QT_TRANSLATE_NOOP("Numbers", "infinite values"), ""}},
        {"infinite_values", {QT_TRANSLATE_NOOP("Numbers", "infinite values"), ""}},
        {"initial_loss", {QT_TRANSLATE_NOOP("Numbers", "loss at the start"), ""}},
        {"input", {QT_TRANSLATE_NOOP("Numbers", "input"), ""}},
        {"input_nonfinite_voxels",
         {QT_TRANSLATE_NOOP("Numbers", "input voxels that are NaN or infinite"),
          QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"kind", {QT_TRANSLATE_NOOP("Numbers", "kind"), ""}},
        {"label", {QT_TRANSLATE_NOOP("Numbers", "label"), ""}},
        {"label_changes",
         {QT_TRANSLATE_NOOP("Numbers", "voxels whose label changes"),
          QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"label_changes_to_train",
         {QT_TRANSLATE_NOOP("Numbers", "voxels whose label differs from the training-mode output"),
          QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"label_entropy",
         {QT_TRANSLATE_NOOP("Numbers", "label entropy"), QT_TRANSLATE_NOOP("Numbers", "bits")}},
        {"labels", {QT_TRANSLATE_NOOP("Numbers", "labels"), ""}},
        {"learning_rate", {QT_TRANSLATE_NOOP("Numbers", "learning rate"), ""}},
        {"libtorch_version", {QT_TRANSLATE_NOOP("Numbers", "LibTorch version"), ""}},
        {"logit_mean", {QT_TRANSLATE_NOOP("Numbers", "mean logit"), ""}},
        {"logit_std", {QT_TRANSLATE_NOOP("Numbers", "logit standard deviation"), ""}},
        {"looks", {QT_TRANSLATE_NOOP("Numbers", "looks like"), ""}},
        {"loss", {QT_TRANSLATE_NOOP("Numbers", "loss"), ""}},
        {"loss_function", {QT_TRANSLATE_NOOP("Numbers", "loss function"), ""}},
        {"maps", {QT_TRANSLATE_NOOP("Numbers", "maps"), ""}},
        {"max", {QT_TRANSLATE_NOOP("Numbers", "maximum"), ""}},
        {"max_abs_diff", {QT_TRANSLATE_NOOP("Numbers", "largest absolute difference"), ""}},
        {"max_abs_diff_to_train",
         {QT_TRANSLATE_NOOP("Numbers", "largest difference to the training-mode output"), ""}},
        {"mean", {QT_TRANSLATE_NOOP("Numbers", "mean"), ""}},
        {"mean_abs_diff", {QT_TRANSLATE_NOOP("Numbers", "mean absolute difference"), ""}},
        {"mean_dice", {QT_TRANSLATE_NOOP("Numbers", "mean Dice"), ""}},
        {"mean_max_probability", {QT_TRANSLATE_NOOP("Numbers", "mean of the highest class probability"), ""}},
        {"median_grad_norm", {QT_TRANSLATE_NOOP("Numbers", "median gradient norm"), ""}},
        {"method", {QT_TRANSLATE_NOOP("Numbers", "method"), ""}},
        {"min", {QT_TRANSLATE_NOOP("Numbers", "minimum"), ""}},
        {"mode", {QT_TRANSLATE_NOOP("Numbers", "mode"), ""}},
        {"module", {QT_TRANSLATE_NOOP("Numbers", "module"), ""}},
        {"module_type", {QT_TRANSLATE_NOOP("Numbers", "module type"), ""}},
        {"modules", {QT_TRANSLATE_NOOP("Numbers", "modules"), ""}},
        {"modules_in_training_mode", {QT_TRANSLATE_NOOP("Numbers", "modules left in training mode"), ""}},
        {"name", {QT_TRANSLATE_NOOP("Numbers", "name"), ""}},
        {"named_modules", {QT_TRANSLATE_NOOP("Numbers", "named modules"), ""}},
        {"named_step", {QT_TRANSLATE_NOOP("Numbers", "step"), ""}},
        {"nan", {QT_TRANSLATE_NOOP("Numbers", "NaN values"), ""}},
        {"nan_values", {QT_TRANSLATE_NOOP("Numbers", "NaN values"), ""}},
        {"node", {QT_TRANSLATE_NOOP("Numbers", "operation"), ""}},
        {"nodes", {QT_TRANSLATE_NOOP("Numbers", "operations"), ""}},
        {"non_finite", {QT_TRANSLATE_NOOP("Numbers", "NaN or infinite values"), ""}},
        {"nondeterministic_kernel", {QT_TRANSLATE_NOOP("Numbers", "nondeterministic kernel"), ""}},
        {"nonfinite_output", {QT_TRANSLATE_NOOP("Numbers", "output with NaN or infinity"), ""}},
        {"nonfinite_share", {QT_TRANSLATE_NOOP("Numbers", "share of NaN or infinite values"), ""}},
        {"nonfinite_values", {QT_TRANSLATE_NOOP("Numbers", "NaN or infinite values"), ""}},
        {"note", {QT_TRANSLATE_NOOP("Numbers", "note"), ""}},
        {"notes", {QT_TRANSLATE_NOOP("Numbers", "notes"), ""}},
        {"optimiser", {QT_TRANSLATE_NOOP("Numbers", "optimiser"), ""}},
        {"order", {QT_TRANSLATE_NOOP("Numbers", "run order"), ""}},
        {"output", {QT_TRANSLATE_NOOP("Numbers", "output"), ""}},
        {"output_max_abs", {QT_TRANSLATE_NOOP("Numbers", "largest absolute output"), ""}},
        {"output_requires_grad", {QT_TRANSLATE_NOOP("Numbers", "output requires gradients"), ""}},
        {"outputs_look_like_probabilities",
         {QT_TRANSLATE_NOOP("Numbers", "outputs look like probabilities (already softmaxed)"), ""}},
        {"own_parameters", {QT_TRANSLATE_NOOP("Numbers", "own parameters"), ""}},
        {"param_norm", {QT_TRANSLATE_NOOP("Numbers", "parameter norm"), ""}},
        {"parameter_count", {QT_TRANSLATE_NOOP("Numbers", "parameters"), ""}},
        {"parameters", {QT_TRANSLATE_NOOP("Numbers", "parameters"), ""}},
        {"patch", {QT_TRANSLATE_NOOP("Numbers", "patch"), ""}},
        {"patch_shape",
         {QT_TRANSLATE_NOOP("Numbers", "patch shape"), QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"path", {QT_TRANSLATE_NOOP("Numbers", "path"), ""}},
        {"ran", {QT_TRANSLATE_NOOP("Numbers", "run"), ""}},
        {"random_nodes", {QT_TRANSLATE_NOOP("Numbers", "random operations"), ""}},
        {"ratio", {QT_TRANSLATE_NOOP("Numbers", "ratio"), ""}},
        {"reads_training_flag", {QT_TRANSLATE_NOOP("Numbers", "reads the training flag"), ""}},
        {"recovery", {QT_TRANSLATE_NOOP("Numbers", "share recovered"), ""}},
        {"repeats", {QT_TRANSLATE_NOOP("Numbers", "repeats"), ""}},
        {"requested_steps", {QT_TRANSLATE_NOOP("Numbers", "steps asked for"), ""}},
        {"requires_grad", {QT_TRANSLATE_NOOP("Numbers", "requires gradients"), ""}},
        {"result", {QT_TRANSLATE_NOOP("Numbers", "result"), ""}},
        {"runs", {QT_TRANSLATE_NOOP("Numbers", "runs"), ""}},
        {"saturated_fraction", {QT_TRANSLATE_NOOP("Numbers", "share of saturated outputs"), ""}},
        {"seconds", {QT_TRANSLATE_NOOP("Numbers", "time"), QT_TRANSLATE_NOOP("Numbers", "s")}},
        {"seed", {QT_TRANSLATE_NOOP("Numbers", "random seed"), ""}},
        {"shape", {QT_TRANSLATE_NOOP("Numbers", "shape"), ""}},
        {"share", {QT_TRANSLATE_NOOP("Numbers", "share"), ""}},
        {"size", {QT_TRANSLATE_NOOP("Numbers", "size"), ""}},
        {"skipped", {QT_TRANSLATE_NOOP("Numbers", "skipped because"), ""}},
        {"source", {QT_TRANSLATE_NOOP("Numbers", "source"), ""}},
        {"source_modules", {QT_TRANSLATE_NOOP("Numbers", "source modules"), ""}},
        {"spec_differences", {QT_TRANSLATE_NOOP("Numbers", "differences between the specs"), ""}},
        {"statistics_differences", {QT_TRANSLATE_NOOP("Numbers", "differences in the statistics"), ""}},
        {"status", {QT_TRANSLATE_NOOP("Numbers", "status"), ""}},
        {"std", {QT_TRANSLATE_NOOP("Numbers", "standard deviation"), ""}},
        {"step", {QT_TRANSLATE_NOOP("Numbers", "step"), ""}},
        {"steps", {QT_TRANSLATE_NOOP("Numbers", "steps"), ""}},
        {"stopped", {QT_TRANSLATE_NOOP("Numbers", "stopped because"), ""}},
        {"summary", {QT_TRANSLATE_NOOP("Numbers", "summary"), ""}},
        {"tensor_a", {QT_TRANSLATE_NOOP("Numbers", "tensor A"), ""}},
        {"tensor_b", {QT_TRANSLATE_NOOP("Numbers", "tensor B"), ""}},
        {"test_spec", {QT_TRANSLATE_NOOP("Numbers", "test preprocessing spec"), ""}},
        {"tf32_cudnn", {QT_TRANSLATE_NOOP("Numbers", "TF32 in cuDNN convolutions (faster, less exact)"), ""}},
        {"tf32_matmul", {QT_TRANSLATE_NOOP("Numbers", "TF32 in matrix products (faster, less exact)"), ""}},
        {"thresholds", {QT_TRANSLATE_NOOP("Numbers", "thresholds"), ""}},
        {"traced_training", {QT_TRANSLATE_NOOP("Numbers", "Traced in training mode"), ""}},
        {"traced_training_mode", {QT_TRANSLATE_NOOP("Numbers", "traced in training mode"), ""}},
        {"traced_training_nodes", {QT_TRANSLATE_NOOP("Numbers", "operations traced in training mode"), ""}},
        {"traced_vs_off_argmax_flips",
         {QT_TRANSLATE_NOOP("Numbers", "voxels whose label changes without constant folding"),
          QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"traced_vs_off_max_abs_diff",
         {QT_TRANSLATE_NOOP("Numbers", "largest output change without constant folding"), ""}},
        {"train_spec", {QT_TRANSLATE_NOOP("Numbers", "training preprocessing spec"), ""}},
        {"train_vs_eval_argmax_flips",
         {QT_TRANSLATE_NOOP("Numbers", "voxels whose label changes between train and eval mode"),
          QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"train_vs_eval_max_abs_diff",
         {QT_TRANSLATE_NOOP("Numbers", "largest output change between train and eval mode"), ""}},
        {"train_vs_eval_mean_dice",
         {QT_TRANSLATE_NOOP("Numbers", "mean Dice between train- and eval-mode labels"), ""}},
        {"train_vs_eval_voxels_differing",
         {QT_TRANSLATE_NOOP("Numbers", "voxels whose output differs between train and eval mode"),
          QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"trainable_count", {QT_TRANSLATE_NOOP("Numbers", "trainable tensors"), ""}},
        {"trainable_parameters", {QT_TRANSLATE_NOOP("Numbers", "trainable parameters"), ""}},
        {"training", {QT_TRANSLATE_NOOP("Numbers", "training"), ""}},
        {"training_mode", {QT_TRANSLATE_NOOP("Numbers", "in training mode"), ""}},
        {"training_modules", {QT_TRANSLATE_NOOP("Numbers", "modules in training mode"), ""}},
        {"type", {QT_TRANSLATE_NOOP("Numbers", "type"), ""}},
        {"unknown", {QT_TRANSLATE_NOOP("Numbers", "unknown"), ""}},
        {"values", {QT_TRANSLATE_NOOP("Numbers", "values"), ""}},
        {"values_differing", {QT_TRANSLATE_NOOP("Numbers", "values that differ"), ""}},
        {"vanishing_relative",
         {QT_TRANSLATE_NOOP("Numbers", "vanishing gradients (relative to the median)"), ""}},
        {"variants", {QT_TRANSLATE_NOOP("Numbers", "Variants"), ""}},
        {"verdict", {QT_TRANSLATE_NOOP("Numbers", "verdict"), ""}},
        {"version", {QT_TRANSLATE_NOOP("Numbers", "version"), ""}},
        {"voxels", {QT_TRANSLATE_NOOP("Numbers", "voxels"), QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"voxels_differing",
         {QT_TRANSLATE_NOOP("Numbers", "voxels that differ"), QT_TRANSLATE_NOOP("Numbers", "voxels")}},
        {"zero_fraction", {QT_TRANSLATE_NOOP("Numbers", "share of zeros"), ""}},
    };
    return table;
}

std::vector<std::string> parts(const std::string& path)
{
    std::vector<std::string> out(1);
    for (char c : path) {
        if (c == '.')
            out.emplace_back();
        else
            out.back() += c;
    }
    return out;
}

std::string wordsOf(const std::string& key)
{
    if (const NumberLabel* label = numberLabel(key))
        return label->words;
    std::string words = key;
    for (char& c : words)
        if (c == '_')
            c = ' ';
    return words;
}

} // namespace

const NumberLabel* numberLabel(std::string_view key)
{
    const auto it = labels().find(key);
    return it == labels().end() ? nullptr : &it->second;
}

std::string numberWords(const std::string& path)
{
    const std::vector<std::string> p = parts(path);
    std::string group;
    for (std::size_t i = 0; i + 1 < p.size(); ++i)
        group += (group.empty() ? "" : ", ") + wordsOf(p[i]);
    std::string words = group.empty() ? wordsOf(p.back()) : group + ": " + wordsOf(p.back());
    if (!words.empty() && words[0] >= 'a' && words[0] <= 'z')
        words[0] = static_cast<char>(words[0] - 'a' + 'A');
    return words;
}

std::string numberUnit(const std::string& path)
{
    const NumberLabel* label = numberLabel(parts(path).back());
    return label ? label->unit : "";
}

} // namespace scansleuth::workflow
