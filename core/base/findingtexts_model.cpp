// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Finding templates of core/model (findingtexts.h): the English text of each code's message (M) and fix (F),
// with a {placeholder} where the call site puts a value. A template must reproduce the call site's English
// exactly; tests/findingtexts checks them against real findings.
#include "base/findingtexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

namespace {
constexpr TextRole M = TextRole::Message;
constexpr TextRole F = TextRole::Fix;
} // namespace

const std::vector<TextTemplate>& modelTextTemplates()
{
    static const std::vector<TextTemplate> table = {
        // model/activations.cpp
        {"model.nonfinite", M,
         QT_TRANSLATE_NOOP("Finding", "The preprocessed input holds {non_finite_inputs} NaN or Inf voxels "
                                      "(outside the patch examined here).")},
        {"model.nonfinite", F,
         QT_TRANSLATE_NOOP("Finding", "Check the image and the preprocessing (division by a zero std).")},
        // model/nonfinite.cpp
        {"model.nonfinite_output", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{where} is not finite: {nonfinite_values} of {values} values ({nonfinite_percent}%) "
             "are NaN or infinite ({nan_values} NaN, {infinite_values} Inf), in {classes_affected} "
             "of {classes_total} classes: {classes}; labels made from it would be meaningless.")},
        {"model.nonfinite_output", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Find where the NaN starts: the model activations experiment names the first layer "
                        "with non-finite output; scan the input for NaN (image nan scan) and check for "
                        "float16 overflow or a division by a zero standard deviation in the preprocessing.")},
        // model/model.cpp
        {"model.traced_training_mode", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The model was traced in training mode: export again after model.eval(). "
                           "{named_count} graph node(s) have their training flag fixed to True, so {effect}, "
                           "and switching modules to eval changes nothing: {named}.")},
        {"model.traced_training_mode", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Call model.eval() before torch.jit.trace(model, example) and save again; the "
                           "flag is a constant in the traced graph, not the module's training attribute.")},
        {"model.training_mode", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The model was saved in training mode: {named_count} submodule(s) that read self.training will "
             "behave as in training (dropout active, batch-norm statistics from the batch): {named}.")},
        {"model.training_mode", F,
         QT_TRANSLATE_NOOP("Finding", "Call model.eval() before torch.jit.script/trace and save again, or "
                                      "run it with eval mode set (ScanSleuth's experiments report both).")},
        // model/determinismreport.cpp: trainingModeFinding's fix
        {"model.training_mode", F,
         QT_TRANSLATE_NOOP("Finding", "Call model.eval() before torch.jit.script/trace and save again (or "
                                      "model.eval() before inference in your pipeline).")},
        {"model.frozen_parameters", M,
         QT_TRANSLATE_NOOP("Finding", "{frozen_count} of {parameters_count} parameter tensors have "
                                      "requires_grad off (frozen): {frozen_count_2}, ....")},
        {"model.frozen_parameters", M,
         QT_TRANSLATE_NOOP("Finding", "{frozen_count} of {parameters_count} parameter tensors have "
                                      "requires_grad off (frozen): {frozen_count_2}.")},
        {"model.frozen_parameters", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Intended for fine-tuning; otherwise set requires_grad=True and give them to the optimiser.")},
        // model/parity.cpp
        {"model.preprocessing_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "Train and test preprocessing give different predictions on this case "
                                      "({part_comparison}), but the specs hold no step difference to swap.")},
        {"model.preprocessing_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Check that the model gives repeatable output (model determinism).")},
        {"model.preprocessing_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Train and test preprocessing give different predictions on this case ({part_comparison}). The "
             "step that "
             "matters most is {part_step_difference}: done the training way, the test prediction comes to "
             "Dice "
             "{mean_dice} of the training one ({recovery}% of the difference recovered).")},
        {"model.preprocessing_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Make inference preprocess as training did: {part_step_difference}.")},
        {"model.preprocessing_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The train and test specs differ in {differences_count} step(s), but "
                                      "the predictions agree on this case ({part_comparison}).")},
        {"model.preprocessing_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The two pipelines' tensors have different spatial shapes: the "
                                      "preprocessing resamples or crops differently.")},
        {"model.preprocessing_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The two pipelines' tensors have different spatial shapes: the "
                                      "preprocessing resamples or crops differently. The tensors differ: "
                                      "{part_statistics}.")},
        {"model.preprocessing_mismatch", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Compare the two specs step by step (model parity with --train-spec and --spec).")},
        {"model.preprocessing_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The two pipelines' tensors give different predictions ({part_comparison}). Their statistics "
             "look alike: look at the voxel order (layout, flips) and the resampling.")},
        {"model.preprocessing_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The two pipelines' tensors give different predictions ({part_comparison}). The tensors "
             "differ: {part_statistics}.")},
        {"model.preprocessing_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Normalise the tensors the same way in both pipelines.")},
        {"model.preprocessing_mismatch", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Preprocess both the same way (model parity with --train-spec and --spec names the step).")},
        // model/trainingrules.cpp
        {"model.output_detached", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The model's output does not require grad although {trainable} parameters do: it "
                           "is detached from the parameters (.detach(), torch.no_grad, .data or a numpy "
                           "round trip in forward), so no parameter can learn.")},
        {"model.output_detached", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Remove the .detach()/no_grad/.data/numpy step from forward, or apply it only after the loss.")},
        {"model.label_out_of_range", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Map the labels to 0..C-1 (e.g. 255 -> 1 for a binary mask) or set ignore_index.")},
        {"model.initial_loss_unexpected", M,
         QT_TRANSLATE_NOOP("Finding", "The first loss {loss} differs from the {expected} expected for "
                                      "{classes} classes at initialisation: {line_reason}.")},
        {"model.initial_loss_unexpected", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The first loss {loss} differs from the {expected} expected for "
                           "{classes} classes at initialisation and nothing obvious explains it.")},
        {"model.initial_loss_unexpected", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Return logits from forward and let the loss apply softmax (or use NLLLoss on log_softmax).")},
        {"model.initial_loss_unexpected", F,
         QT_TRANSLATE_NOOP("Finding", "Check the final layer's initialisation, the labels and the loss.")},
        {"model.nonfinite", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Look at the named module's operation (log/sqrt/division of values <= 0, overflow in "
                        "float16) or the named parameter's last update (learning rate, loss scaling).")},
        {"model.dead_activations", M,
         QT_TRANSLATE_NOOP("Finding", "More than {k_dead_fraction} % of the values after {dead} are exactly "
                                      "zero: these ReLUs are dead, so nothing before them learns.")},
        {"model.dead_activations", F,
         QT_TRANSLATE_NOOP("Finding", "Check the bias and weight initialisation before the ReLU, the input's "
                                      "scale, and the learning rate; LeakyReLU avoids dead units.")},
        {"model.saturated_activations", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Sigmoid/tanh outputs sit at their bounds: {saturated}; their gradient is nearly zero.")},
        {"model.saturated_activations", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Normalise the input, or lower the scale of the layer before the activation.")},
        {"model.exploding_activations", M,
         QT_TRANSLATE_NOOP("Finding", "Activations grow out of range: {exploding}.")},
        {"model.exploding_activations", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Normalise the input (z-score), add normalisation layers, or scale down the initial weights.")},
        // model/determinismreport.cpp
        {"model.training_mode", M,
         QT_TRANSLATE_NOOP(
             "Finding", "Submodule(s) left in training mode make the output random: {modules}. Repeats "
                        "differ by up to {max_abs_diff} in probability at {part_voxels_differing} "
                        "({part_argmax_flips} change label); in eval mode the repeats are bit-identical.")},
        {"model.training_mode", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Submodule(s) left in training mode change the output: {modules}. The repeats are identical, "
             "but the answer is wrong: batch norm in training mode takes its statistics from the batch (with "
             "batch 1, from this one case) instead of the running statistics. Eval mode differs by up to "
             "{max_abs_diff} in probability and changes {part_label_changes}' labels (mean Dice "
             "{mean_dice}).")},
        {"model.training_mode", M,
         QT_TRANSLATE_NOOP("Finding", "Submodule(s) left in training mode change the output: {modules}. "
                                      "{value}Eval mode differs by up to {max_abs_diff} in probability and "
                                      "changes {part_label_changes}' labels (mean Dice {mean_dice}).")},
        {"model.training_mode", M,
         QT_TRANSLATE_NOOP("Finding", "Submodule(s) are in training mode ({modules}), but on this input eval "
                                      "mode gives bit-identical output: no measurable effect.")},
        {"model.traced_training_mode", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Call model.eval() before torch.jit.trace(model, example) and save again; switching "
                        "modules to eval does nothing, the flag is a constant in the traced graph.")},
        {"model.nondeterministic_kernel", M,
         QT_TRANSLATE_NOOP("Finding", "The repeats differ because of {words}.")},
        {"model.nondeterministic_kernel", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Set torch.use_deterministic_algorithms(True), torch.backends.cudnn.deterministic = True and "
             "benchmark = False, and CUBLAS_WORKSPACE_CONFIG=:4096:8, when reruns must match.")},
        {"model.nondeterministic_output", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The repeats differ, and neither eval mode nor deterministic algorithms remove it.")},
        {"model.nondeterministic_output", F,
         QT_TRANSLATE_NOOP("Finding", "Look for randomness in the model's forward (torch.rand, dropout "
                                      "called as a function with training=True) or in the preprocessing.")},
        // model/training.cpp
        {"model.frozen_output_layer", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Unfreeze the final layer (requires_grad=True) and initialise it with non-zero weights.")},
        {"model.cannot_overfit", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "A model that cannot overfit a few cases cannot learn the dataset: fix the named cause first.")},
        // model/trainingrules.cpp, training.cpp: gradients and training checks
        {"model.gradient_missing", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{frozen_count} parameter gets no gradient because requires_grad is off (frozen): {frozen}.")},
        {"model.gradient_missing", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{frozen_count} parameters get no gradient because requires_grad is off (frozen): {frozen}.")},
        {"model.gradient_missing", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Set requires_grad=True on them, unless freezing them is intended (fine-tuning).")},
        {"model.gradient_missing", M,
         QT_TRANSLATE_NOOP("Finding", "{unreached_count} trainable parameters are not reached by the loss "
                                      "(no gradient although requires_grad is on): {unreached}; their "
                                      "modules are unused in forward or their outputs are cut off.")},
        {"model.gradient_missing", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Check that forward uses these modules and that their outputs reach the returned tensor.")},
        {"model.gradient_nonfinite", M,
         QT_TRANSLATE_NOOP("Finding", "{bad_count} parameter gradients hold NaN or Inf: {bad}.")},
        {"model.gradient_nonfinite", F,
         QT_TRANSLATE_NOOP("Finding", "Run `model activations` to find the first non-finite value.")},
        {"model.gradient_exploding", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{big_count} parameter gradients are exploding (norm over {k_exploding_absolute}, "
                           "or {k_exploding_relative} times the median {median}): {big}.")},
        {"model.gradient_exploding", F,
         QT_TRANSLATE_NOOP("Finding", "Lower the learning rate, clip gradients, or normalise the input.")},
        {"model.gradient_vanishing", M,
         QT_TRANSLATE_NOOP("Finding", "{tiny_count} parameter gradients are vanishing (under "
                                      "{k_vanishing_relative} times the median {median}): {tiny}.")},
        {"model.gradient_vanishing", F,
         QT_TRANSLATE_NOOP("Finding", "Check saturating activations and the depth before these layers.")},
        {"model.gradient_zero", M,
         QT_TRANSLATE_NOOP("Finding", "{zero_count} parameter gradients are exactly zero: {zero}.")},
        {"model.gradient_zero", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{zero_count} parameter gradients are exactly zero: {zero}. The frozen parameter {blockers} is "
             "all zeros: a zero, frozen layer passes no gradient to anything before it.")},
        {"model.gradient_zero", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{zero_count} parameter gradients are exactly zero: {zero}. The frozen parameters {blockers} "
             "are all zeros: a zero, frozen layer passes no gradient to anything before it.")},
        {"model.gradient_zero", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Initialise the layer that stops the gradient with non-zero weights, or unfreeze it.")},
        // model/determinismreport.cpp: comparisonFinding
        {"model.tf32_sensitivity", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The output depends on TF32: {run_a} and {run_b} differ by up to {max_abs_diff} "
                           "in probability at {part_voxels_differing}; {part_label_changes} change label.")},
        {"model.tf32_sensitivity", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The output depends on TF32: {run_a} and {run_b} differ by up to {max_abs_diff} "
                           "in probability at {part_voxels_differing}; no label changes (float rounding).")},
        {"model.thread_sensitivity", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The output depends on the CPU thread count: {run_a} and {run_b} differ by up to {max_abs_diff} "
             "in probability at {part_voxels_differing}; {part_label_changes} change label.")},
        {"model.thread_sensitivity", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The output depends on the CPU thread count: {run_a} and {run_b} differ by up to {max_abs_diff} "
             "in probability at {part_voxels_differing}; no label changes (float rounding).")},
        {"model.device_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The output depends on the device: {run_a} and {run_b} differ by up to {max_abs_diff} in "
             "probability at {part_voxels_differing}; {part_label_changes} change label.")},
        {"model.device_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The output depends on the device: {run_a} and {run_b} differ by up to {max_abs_diff} in "
             "probability at {part_voxels_differing}; no label changes (float rounding).")},
        {"model.tf32_sensitivity", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Turn TF32 off (torch.backends.cuda.matmul.allow_tf32 = False, "
                           "torch.backends.cudnn.allow_tf32 = False) where these differences matter.")},
        {"model.thread_sensitivity", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Fix torch.set_num_threads() where reruns on other machines must match.")},
        {"model.device_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Check the voxels that change label; validate on the device you deploy on.")},
        // model/trainingrules.cpp: labelRangeFinding
        {"model.label_out_of_range", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The masks hold label value {values} outside the model's {classes} classes "
                           "(0..{last_class}) in {voxels} voxels; the loss ignores them here, and PyTorch's "
                           "CrossEntropyLoss fails or learns garbage on them.")},
        {"model.label_out_of_range", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The masks hold label values {values} outside the model's {classes} classes "
                           "(0..{last_class}) in {voxels} voxels; the loss ignores them here, and PyTorch's "
                           "CrossEntropyLoss fails or learns garbage on them.")},
        {"model.label_out_of_range", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Map the labels to 0..C-1 (e.g. 255 -> 1 for a binary mask) or set ignore_index.")},
        // model/trainingrules.cpp: the class-prior reason as its own finding
        {"model.initial_loss_prior", M,
         QT_TRANSLATE_NOOP("Finding",
                           "the initial prediction already follows the class frequencies (their entropy is "
                           "{prior_entropy} nats): the final bias was set to the class prior, as recommended "
                           "for imbalanced data, so ln C is not the right expectation.")},
    };
    return table;
}

} // namespace scansleuth::detail
