// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The summary lines of the model experiments (ExperimentOutcome::summary, findingtexts.h): determinism,
// parity, activations, gradients, initial loss and overfitting, and the names the investigation's result
// line gives the other checks. Each template reproduces its writer's English exactly; a piece that several
// summaries share or that repeats (a count of voxels, the source of nondeterminism, a variant's note) is a
// Part template, so that it is translated once. tests/findingtexts runs the writers and checks that no
// summary stays English.
#include "base/findingtexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

namespace {
constexpr TextRole L = TextRole::CheckLine;
constexpr TextRole M = TextRole::Message;
constexpr TextRole F = TextRole::Fix;
constexpr TextRole P = TextRole::Part;
} // namespace

const std::vector<TextTemplate>& experimentTextTemplates()
{
    static const std::vector<TextTemplate> table = {
        // model/determinismreport.cpp: voxelsText (a number only: "{part_only}" makes every Part a check
        // line)
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_voxels} voxels")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_voxels} voxel")},
        // model/determinism.cpp: the threads variant's run ("1 thread" is a term)
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_threads} threads")},
        // model/determinismreport.cpp: summaryText
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "Deterministic: {repeats} repeats on {device} are bit-identical.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Deterministic: {repeats} repeats on {device} are bit-identical. {part_notes}")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "Nondeterministic: {repeats} repeats on {device} are bit-identical. "
                                        "Source: {part_source}.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "Nondeterministic: {repeats} repeats on {device} are bit-identical. "
                                        "Source: {part_source}. {part_notes}")},
        {"", L,
         QT_TRANSLATE_NOOP(
             "CheckLine", "Nondeterministic: {repeats} repeats on {device} differ by up to {max_abs_diff} in "
                          "probability at {part_voxels_differing} ({part_argmax_flips} change label). "
                          "Source: {part_source}.")},
        {"", L,
         QT_TRANSLATE_NOOP(
             "CheckLine", "Nondeterministic: {repeats} repeats on {device} differ by up to {max_abs_diff} in "
                          "probability at {part_voxels_differing} ({part_argmax_flips} change label). "
                          "Source: {part_source}. {part_notes}")},
        // tracedFinding: model.traced_training_mode with what the constants did, one sentence each
        {"model.traced_training_mode", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The model was traced in training mode: export again after model.eval().")},
        {"model.traced_training_mode", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The model was traced in training mode: export again after model.eval(). {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "Dropout is fixed on in the graph ({nodes}).")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "Dropout is fixed on in the graph ({nodes}). {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "Dropout is fixed on in the graph ({nodes}): repeats differ by up to "
                                      "{max_abs_diff} in probability at {part_voxels_differing} "
                                      "({part_argmax_flips} change label).")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "Dropout is fixed on in the graph ({nodes}): repeats differ by up to "
                                      "{max_abs_diff} in probability at {part_voxels_differing} "
                                      "({part_argmax_flips} change label). {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "Dropout is fixed on in the graph ({nodes}): repeats differ by up to "
                           "{max_abs_diff} in probability at {part_voxels_differing} "
                           "({part_argmax_flips} change label); with the constant switched off they "
                           "are bit-identical.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "Dropout is fixed on in the graph ({nodes}): repeats differ by up to "
                           "{max_abs_diff} in probability at {part_voxels_differing} "
                           "({part_argmax_flips} change label); with the constant switched off they "
                           "are bit-identical. {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "Batch norm always uses each batch's own statistics ({nodes}).")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "Batch norm always uses each batch's own statistics ({nodes}). {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "Batch norm always uses each batch's own statistics ({nodes}): the same "
                           "{shape} patch run alone and next to a patch of zeros gives outputs that "
                           "differ by up to {batch_max_abs_diff} (largest output {output_max_abs}).")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "Batch norm always uses each batch's own statistics ({nodes}): the same "
                           "{shape} patch run alone and next to a patch of zeros gives outputs that "
                           "differ by up to {batch_max_abs_diff} (largest output {output_max_abs}). "
                           "{part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "Batch norm always uses each batch's own statistics ({nodes}), but here the "
                           "same {shape} patch run alone and next to a patch of zeros gives outputs "
                           "that differ by up to {batch_max_abs_diff} (largest output "
                           "{output_max_abs}).")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "Batch norm always uses each batch's own statistics ({nodes}), but here the "
                           "same {shape} patch run alone and next to a patch of zeros gives outputs "
                           "that differ by up to {batch_max_abs_diff} (largest output "
                           "{output_max_abs}). {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "As exported after eval() the output would differ by up to {max_abs_diff} "
                           "in probability and {part_label_changes} would change label.")},
        // checks/compare/runs/contentforensics.cpp: describeAxes, describeRelabel (a case's array change and
        // relabelling, items joined by ", " and " and "; each item alone or followed by the next ones)
        {"", P, QT_TRANSLATE_NOOP("Finding", "left-right ({letter})")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "anterior-posterior ({letter})")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "superior-inferior ({letter})")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "mirrored {part_axis}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "mirrored {part_axis}, {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "mirrored {part_axis} and {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "mirrored {part_axis}, with {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "shifted {number_voxels} voxel along {letter} = {part_displacement}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "shifted {number_voxels} voxels along {letter} = {part_displacement}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "shifted {number_voxels} voxel along {letter} = {part_displacement}, {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "shifted {number_voxels} voxels along {letter} = {part_displacement}, {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding",
             "shifted {number_voxels} voxel along {letter} = {part_displacement} and {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding",
             "shifted {number_voxels} voxels along {letter} = {part_displacement} and {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "shifted {number_voxels} voxel along {letter} = {part_displacement}, "
                                      "with {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "shifted {number_voxels} voxels along {letter} = {part_displacement}, "
                                      "with {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "axes {letter_a} and {letter_b} transposed")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "axes {letter_a} and {letter_b} transposed, {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "axes {letter_a} and {letter_b} transposed and {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "axes {letter_a} and {letter_b} transposed, with {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "axes {letter_a} and {letter_b} transposed across the anti-diagonal")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "axes {letter_a} and {letter_b} transposed across the anti-diagonal, {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding",
             "axes {letter_a} and {letter_b} transposed across the anti-diagonal and {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding",
             "axes {letter_a} and {letter_b} transposed across the anti-diagonal, with {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "turned 90° in the {letter_a}-{letter_b} plane, from {part_from} towards {part_to}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "turned 90° in the {letter_a}-{letter_b} plane, from {part_from} "
                                      "towards {part_to}, {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "turned 90° in the {letter_a}-{letter_b} plane, from {part_from} "
                                      "towards {part_to} and {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "turned 90° in the {letter_a}-{letter_b} plane, from {part_from} "
                                      "towards {part_to}, with {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding",
             "turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} and {part_axis_2})")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} "
                                      "and {part_axis_2}), {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} "
                                      "and {part_axis_2}) and {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "turned 180° in the {letter_a}-{letter_b} plane (mirrored {part_axis} "
                                      "and {part_axis_2}), with {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "label {number_a} where the reference has {number_b}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "label {number_a} where the reference has {number_b}, {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "label {number_a} where the reference has {number_b} and {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "labels {number_a} and {number_b} swapped")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "labels {number_a} and {number_b} swapped, {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "labels {number_a} and {number_b} swapped and {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "relabelled: {part_labels}")},
        // findSource: where the differences come from
        {"", P, QT_TRANSLATE_NOOP("Finding", "submodule(s) in training mode: {modules}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "dropout fixed on in the traced graph (traced in training mode: export "
                                      "again after model.eval()): {modules}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding",
             "nondeterministic kernels (the differences vanish with deterministic algorithms on)")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "cuDNN benchmark mode (its repeats differ, without it they do not)")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "an unknown source (neither eval mode nor deterministic algorithms remove it)")},
        // The notes after the verdict, one sentence each: a variant's result, the batch-statistics and
        // eval-mode caveats. Each alone, or followed by the next ones ({part_more}).
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "{variant}: not comparable while the repeats themselves differ.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "{variant}: not comparable while the repeats themselves differ. {part_more}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{variant}: {run_a} vs {run_b} identical.")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{variant}: {run_a} vs {run_b} identical. {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "{variant}: {run_a} vs {run_b} differ by up to {max_abs_diff} "
                                      "({part_label_changes} change label).")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "{variant}: {run_a} vs {run_b} differ by up to {max_abs_diff} "
                                      "({part_label_changes} change label). {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "But {modules} normalise(s) with each batch's statistics (traced in training mode: "
                        "export again after model.eval()): one patch alone and next to a patch of zeros "
                        "differs by up to {batch_max_abs_diff}.")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "But {modules} normalise(s) with each batch's statistics (traced in training mode: "
                        "export again after model.eval()): one patch alone and next to a patch of zeros "
                        "differs by up to {batch_max_abs_diff}. {part_more}")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "But eval mode gives another answer ({part_label_changes} change label): "
                           "the training-mode output is repeatable and wrong.")},

        // model/parity.cpp: comparisonWords, and the tensors' statistics (predictioncompare.cpp:
        // tensorStatsDifferences)
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "mean Dice {mean_dice} between the label maps, probabilities differ by up "
                           "to {max_abs_diff}, {label_changes} voxels change label")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "tensor A looks {look_a}, tensor B not: mean {mean_a} vs {mean_b}, std "
                                      "{std_a} vs {std_b} (A vs B)")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "tensor B looks {look_b}, tensor A not: mean {mean_a} vs {mean_b}, std "
                                      "{std_a} vs {std_b} (A vs B)")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "tensor A looks {look_a}, tensor B {look_b}: mean {mean_a} vs {mean_b}, "
                           "std {std_a} vs {std_b} (A vs B)")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "the shapes differ: {shape_a} in A, {shape_b} in B")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "the dtypes differ: {dtype_a} in A, {dtype_b} in B")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "the value ranges differ: [{min_a}, {max_a}] in A, [{min_b}, {max_b}] in B")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "the fraction of zeros differs: {zeros_a} in A, {zeros_b} in B (padding "
                           "or cropping)")},
        // preprocess/compare.cpp: a step difference of two specs (the steps' own summaries are data)
        {"", P, QT_TRANSLATE_NOOP("Finding", "{step}: {train} in train, {test} in test")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{step} (channel {channel}): {train} in train, {test} in test")},
        // model/parity.cpp: the summaries
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "Differs: {part_comparison}.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Differs: {part_comparison}. Most of it comes from {part_step_difference}.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Equivalent: {part_comparison} ({differences} spec difference(s) with "
                           "no effect that matters on this case).")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "Equivalent: {part_comparison}.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Equivalent: {part_comparison}. The tensors differ: {part_statistics}.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Differs: {part_comparison}. The tensors differ: {part_statistics}.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "Differs: the two tensors cover different grids, so the predictions "
                                        "cannot be compared voxel by voxel.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Differs: the two tensors cover different grids, so the predictions cannot be "
                           "compared voxel by voxel. The tensors differ: {part_statistics}.")},

        // model/activations.cpp: the first finding's message, or nothing; the note when the submodule
        // outputs could not be captured
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Described {parameters} parameters and {outputs} submodule/activation "
                           "outputs on an input of shape {shape}; nothing stands out.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Described {parameters} parameters and {outputs} submodule/activation "
                           "outputs on an input of shape {shape}: {finding_message}")},
        {"", L,
         QT_TRANSLATE_NOOP(
             "CheckLine",
             "Described {parameters} parameters and {outputs} submodule/activation outputs on an "
             "input of shape {shape}; nothing stands out. The submodule outputs could not be "
             "captured from the forward graph ({error}); only parameters and the output are "
             "described.")},
        {"", L,
         QT_TRANSLATE_NOOP(
             "CheckLine",
             "Described {parameters} parameters and {outputs} submodule/activation outputs on an "
             "input of shape {shape}: {finding_message} The submodule outputs could not be "
             "captured from the forward graph ({error}); only parameters and the output are "
             "described.")},

        // model/trainingrules.cpp: judgeGradients (with more than the count: the "; " chain of
        // findingtexts_lines.cpp)
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "A finite, non-zero gradient reaches {reached} of {parameters} parameters.")},
        {"", L,
         QT_TRANSLATE_NOOP(
             "CheckLine",
             "A finite, non-zero gradient reaches {reached} of {parameters} parameters; {rest}.")},
        // model/trainingrules.cpp: nonFiniteFinding (the activations experiment): where the first NaN or Inf
        // is, then the parameters that hold one
        {"model.nonfinite", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The input already holds {nan} NaN and {inf} Inf of {elements} non-finite "
                           "values (check the image and the preprocessing).")},
        {"model.nonfinite", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The input already holds {nan} NaN and {inf} Inf of {elements} non-finite values "
                           "(check the image and the preprocessing). {part_parameters}")},
        {"model.nonfinite", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Non-finite values first appear in the output of {where}: {nan} NaN and "
                           "{inf} Inf of {elements}; everything before it in execution order is "
                           "finite.")},
        {"model.nonfinite", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Non-finite values first appear in the output of {where}: {nan} NaN and "
                           "{inf} Inf of {elements}; everything before it in execution order is "
                           "finite. {part_parameters}")},
        {"model.nonfinite", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The output holds {nan} NaN and {inf} Inf of {elements} non-finite values; "
                           "no captured submodule output does.")},
        {"model.nonfinite", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The output holds {nan} NaN and {inf} Inf of {elements} non-finite values; "
                           "no captured submodule output does. {part_parameters}")},
        {"model.nonfinite", M, QT_TRANSLATE_NOOP("Finding", "{part_parameters}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "Parameter {names} holds NaN or Inf.")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "Parameters {names} hold NaN or Inf.")},
        // judgeInitialLoss: the numbers, then the reasons (joined by "; ", each a Part)
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "The first loss is {loss} nats against ln {classes} = {expected} "
                                        "expected at initialisation ({percent} %).")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "The first loss is {loss} nats against ln {classes} = {expected} "
                                        "expected at initialisation ({percent} %): {reasons}.")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "the outputs already lie in [0, 1]: a final activation (softmax/sigmoid) is applied "
                        "in forward before a loss that applies its own, so the loss is flattened and "
                        "cannot fall below {floor} nats")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "the outputs already lie in [0, 1] and sum to 1 over the channels: a "
                           "final activation (softmax/sigmoid) is applied in forward before a loss "
                           "that applies its own, so the loss is flattened and cannot fall below "
                           "{floor} nats")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "some mask labels are not classes of the output (model.label_out_of_range)")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "the initialisation is over-confident: the logits have std {logit_std} "
                                      "(near 0 expected) and the mean top probability is {top_probability}")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "scale down the final layer's initial weights (or zero them)")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "the initial prediction already follows the class frequencies (their entropy is "
                           "{prior_entropy} nats): the final bias was set to the class prior, as recommended "
                           "for imbalanced data, so ln C is not the right expectation")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "the model is already confident and mostly right: were pretrained weights loaded?")},

        // model/training.cpp: judgeOverfit. The summary, and (when it cannot) the model.cannot_overfit
        // finding's message: the numbers, then why (a finding's message or why training stopped).
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "The model overfits the {cases}-case batch: the loss went from {initial_loss} to "
                           "{final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after "
                           "{steps} steps of {optimiser} (lr {lr}).")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "The model overfits the {cases}-case batch: the loss went from {initial_loss} to "
                           "{final_loss} ({percent} % of the first) and the batch Dice is {final_dice} after "
                           "{steps} step of {optimiser} (lr {lr}).")},
        {"", L,
         QT_TRANSLATE_NOOP(
             "CheckLine",
             "The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} "
             "to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} "
             "after {steps} steps of {optimiser} (lr {lr}). {finding_message}")},
        {"", L,
         QT_TRANSLATE_NOOP(
             "CheckLine",
             "The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} "
             "to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} "
             "after {steps} step of {optimiser} (lr {lr}). {finding_message}")},
        {"model.cannot_overfit", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} "
                        "to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} "
                        "after {steps} steps of {optimiser} (lr {lr}). {finding_message}")},
        {"model.cannot_overfit", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The model cannot overfit the {cases}-case batch: the loss went from {initial_loss} "
                        "to {final_loss} ({percent} % of the first) and the batch Dice is {final_dice} "
                        "after {steps} step of {optimiser} (lr {lr}). {finding_message}")},
        // why training stopped (TrainingRun::stopped, capitalised), or no reason found
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "The loss became non-finite at step {step}.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "No parameter can move the output, so training stopped after the first step.")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Gradients reach the parameters, so suspect capacity, the learning rate, "
                           "the loss or the labels.")},
        // model/training.cpp: blockedTrainingFindings
        {"model.frozen_output_layer", M,
         QT_TRANSLATE_NOOP("Finding",
                           "No parameter has requires_grad on: every parameter is frozen ({frozen}).")},
        {"model.frozen_output_layer", M,
         QT_TRANSLATE_NOOP("Finding", "The output layer is frozen: {frozen} has requires_grad off, so no "
                                      "gradient reaches the {trainable_count} trainable parameters before it "
                                      "({trainable}).")},
        {"model.frozen_output_layer", M,
         QT_TRANSLATE_NOOP("Finding", "The output layer is frozen: {frozen} have requires_grad off, so no "
                                      "gradient reaches the {trainable_count} trainable parameters before it "
                                      "({trainable}).")},
        {"model.frozen_output_layer", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The output layer is frozen: {frozen} has requires_grad off and {zeros} "
                           "is all zeros, so no gradient reaches the {trainable_count} trainable "
                           "parameters before it ({trainable}).")},
        {"model.frozen_output_layer", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The output layer is frozen: {frozen} have requires_grad off and {zeros} "
                           "is all zeros, so no gradient reaches the {trainable_count} trainable "
                           "parameters before it ({trainable}).")},
        {"model.frozen_output_layer", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The output layer is frozen: {frozen} have requires_grad off and {zeros} "
                           "are all zeros, so no gradient reaches the {trainable_count} trainable "
                           "parameters before it ({trainable}).")},

        // checks/labels/labelfindings.cpp, labelchannels.cpp: labels.invalid_input
        {"labels.invalid_input", M, QT_TRANSLATE_NOOP("Finding", "The {what} has no voxels (size {size}).")},
        {"labels.invalid_input", M,
         QT_TRANSLATE_NOOP("Finding", "The {what}'s voxel buffer is shorter than its size {size}.")},
        {"labels.invalid_input", M, QT_TRANSLATE_NOOP("Finding", "No probability channels were given.")},
        {"labels.invalid_input", M,
         QT_TRANSLATE_NOOP("Finding", "Channel {channel} has size {size} but channel 0 has {size_0}.")},
        {"labels.invalid_input", M,
         QT_TRANSLATE_NOOP("Finding", "The saved mask has size {size} but the channels have {size_0}.")},
        {"labels.invalid_input", F,
         QT_TRANSLATE_NOOP("Finding", "Pass volumes that were loaded completely and share one voxel grid.")},

        // model/nonfinite.cpp: markNonFiniteOutcome puts the finding's message before the summary
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "Non-finite output: {finding_message} {line_summary}")},

        // investigate/*run.cpp: the result line's name of a check with its size (runsupport.cpp: summarise)
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "Run comparison of {cases} cases")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "Dataset audit of {volumes} volumes ({splits})")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "Training curves ({classification})")},
    };
    return table;
}

// Words a placeholder of these lines may hold (context FindingTerm): the determinism variants' runs, the
// tensors' looks, the devices' and the label checks' names.
[[maybe_unused]] static const char* const kExperimentTerms[] = {
    QT_TRANSLATE_NOOP("FindingTerm", "TF32 on"),
    QT_TRANSLATE_NOOP("FindingTerm", "TF32 off"),
    QT_TRANSLATE_NOOP("FindingTerm", "benchmark on"),
    QT_TRANSLATE_NOOP("FindingTerm", "benchmark off"),
    QT_TRANSLATE_NOOP("FindingTerm", "deterministic algorithms on"),
    QT_TRANSLATE_NOOP("FindingTerm", "deterministic algorithms off"),
    QT_TRANSLATE_NOOP("FindingTerm", "1 thread"),
    QT_TRANSLATE_NOOP("FindingTerm", "z-score normalised"),
    QT_TRANSLATE_NOOP("FindingTerm", "scaled to [0, 1]"),
    QT_TRANSLATE_NOOP("FindingTerm", "mask"),
    QT_TRANSLATE_NOOP("FindingTerm", "saved mask"),
    QT_TRANSLATE_NOOP("FindingTerm", "image"),
    QT_TRANSLATE_NOOP("FindingTerm", "none"), // a step missing from a spec
    // checks/audit/parity/parity.cpp: describeDomain (dataset.intensity_mismatch)
    QT_TRANSLATE_NOOP("FindingTerm", "Hounsfield units"),
    QT_TRANSLATE_NOOP("FindingTerm", "z-scores (mean 0, std 1 per volume)"),
    QT_TRANSLATE_NOOP("FindingTerm", "8-bit integers [0,255]"),
    QT_TRANSLATE_NOOP("FindingTerm", "a mix of value ranges"),
    QT_TRANSLATE_NOOP("FindingTerm", "unnormalised values (not HU, [0,1], z-scores or 8-bit)"),
    // checks/geometry: the anatomical axes (a mirrored mask's axis)
    QT_TRANSLATE_NOOP("FindingTerm", "left-right"),
    QT_TRANSLATE_NOOP("FindingTerm", "anterior-posterior"),
    QT_TRANSLATE_NOOP("FindingTerm", "superior-inferior"),
    // checks/compare: the truth as an input of a case
    QT_TRANSLATE_NOOP("FindingTerm", "the truth"),
    // model.nonfinite_output's subject (model/inference.h: nonFiniteFinding, parity.cpp)
    QT_TRANSLATE_NOOP("FindingTerm", "The model's output"),
    QT_TRANSLATE_NOOP("FindingTerm", "The prediction with the training spec"),
    QT_TRANSLATE_NOOP("FindingTerm", "The prediction with the test spec"),
    QT_TRANSLATE_NOOP("FindingTerm", "The prediction from tensor A"),
    QT_TRANSLATE_NOOP("FindingTerm", "The prediction from tensor B"),
};

} // namespace scansleuth::detail
