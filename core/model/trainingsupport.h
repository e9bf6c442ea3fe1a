// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Inside core/model only: the torch-free half of the training experiments (overfit, gradients, initial
// loss, activations). The small batch is built here from volumes, and the readings are turned into
// verdicts and findings here, so the rules are plain C++ and the LibTorch files only measure.

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "model/experiments.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace scansleuth::model {

// Default edge of the training patch in voxels when InferenceOptions::patch is all zero: small enough that
// a few hundred optimiser steps on a CPU take seconds.
inline constexpr std::int64_t kDefaultTrainingPatch = 32;

// Cases cropped to one patch size and stacked as a model sees them: images [N, C, D, H, W] and labels
// [N, D, H, W], both C order, D/H/W in the spec's tensor layout ("zyx": D = k, H = j, W = i).
struct TrainingBatch
{
    std::int64_t cases = 0;
    std::int64_t channels = 1;
    std::array<std::int64_t, 3> size{0, 0, 0}; // D, H, W
    std::vector<float> images;
    std::vector<std::int64_t> labels;   // mask values rounded to integers
    std::vector<std::int64_t> labelSet; // the distinct label values, ascending
    std::int64_t nonFiniteInputs = 0;   // NaN/Inf voxels in the preprocessed images (whole volumes)
    std::vector<std::string> notes;     // "case 2: mask resampled onto the preprocessed grid"
};

// Preprocesses each case (the spec at inputs.specPath, or real values as float32 when there is none), puts
// its mask on the preprocessed grid (nearest, through world space) and crops a patch centred on the mask's
// foreground (label > 0; the volume's centre when there is none). The patch is inputs.inference.patch
// (i, j, k) or kDefaultTrainingPatch per axis, at most the smallest case. Masks may be empty (activations):
// then every label is 0 and the patch is centred. Images are grouped by case: images.size() must be a
// multiple of the number of cases (channels per case). Errors: Invalid (counts, a null volume), those of
// the spec reader and of prepare(), Cancelled.
Result<TrainingBatch> buildTrainingBatch(const ModelExperimentInputs& inputs, bool needMasks,
                                         const Progress& progress = {});

// What one forward/backward did to one parameter.
struct GradientReading
{
    std::string name;
    std::vector<std::int64_t> shape;
    bool requiresGrad = false;
    bool hasGrad = false; // a gradient tensor exists after backward
    double gradNorm = 0.0;
    double paramNorm = 0.0;
    std::int64_t gradNonFinite = 0;
    bool paramAllZero = false;
};

// Classification of a gradient reading (docs/models.md "Gradient flow").
inline constexpr double kExplodingAbsolute = 1e4; // L2 norm of one parameter's gradient
inline constexpr double kExplodingRelative = 1e3; // times the median of the non-zero finite norms
inline constexpr double kVanishingRelative = 1e-4;
std::string gradientStatus(const GradientReading& r, double medianNorm); // "ok", "frozen", "not-reached",
                                                                         // "zero", "nonfinite",
                                                                         // "exploding", "vanishing"
double medianGradientNorm(const std::vector<GradientReading>& readings);

// The gradient experiment's verdict ("flows", "blocked"), summary and findings from its readings.
struct GradientJudgement
{
    std::string verdict;
    std::string summary;
    Findings findings;
};
GradientJudgement judgeGradients(const std::vector<GradientReading>& readings, bool outputRequiresGrad);

// Which frozen parameters are all zeros: a frozen zero layer passes no gradient to anything before it.
std::vector<std::string> frozenZeroParameters(const std::vector<GradientReading>& readings);

// The first loss against its expectation, and what explains a difference.
struct InitialLossReading
{
    double loss = 0.0;     // cross-entropy (BCE for one channel), mean over the batch's labelled voxels
    double expected = 0.0; // ln C (ln 2 for one sigmoid channel)
    int classes = 0;       // C
    double logitStd = 0.0; // std of the raw outputs
    double logitMean = 0.0;
    double meanMaxProbability = 0.0;            // mean over voxels of the largest softmax probability
    bool looksLikeProbabilities = false;        // outputs in [0, 1] and (C >= 2) summing to 1 over channels
    double priorEntropy = 0.0;                  // entropy (nats) of the label frequencies over classes 0..C-1
    std::vector<std::int64_t> outOfRangeLabels; // label values outside [0, C)
    std::int64_t outOfRangeVoxels = 0;
};
struct InitialLossJudgement
{
    std::string verdict; // "expected", "unexpected"
    std::string summary;
    Findings findings;
    std::vector<std::string> causes; // short cause names: "over-confident", "activated-output", ...
};
InitialLossJudgement judgeInitialLoss(const InitialLossReading& r);
// The loss counts as unexpected past min(20 % of ln C, 0.5 nats) from ln C.
bool initialLossDeviates(double loss, double expected);
// The finding for labels outside [0, C) (model.label_out_of_range), shared by the training experiments.
Finding labelRangeFinding(const std::vector<std::int64_t>& values, std::int64_t voxels, int classes);

// Statistics of one tensor (a parameter, an activation, the input or output).
struct TensorStats
{
    std::string name;
    std::string kind; // "parameter", "module", "function", "input", "output"
    std::string type; // module type or op name ("torch.nn.modules.activation.ReLU", "relu")
    std::vector<std::int64_t> shape;
    double mean = 0.0, std = 0.0, min = 0.0, max = 0.0; // over finite values
    double fractionZero = 0.0;
    std::int64_t nan = 0, inf = 0, elements = 0;
    std::vector<double> edges;        // 33 histogram edges over [min, max]
    std::vector<std::int64_t> counts; // 32 bins
};
inline constexpr int kHistogramBins = 32;
inline constexpr double kDeadFraction = 0.9;       // exact zeros after a ReLU
inline constexpr double kExplodingMagnitude = 1e4; // |x| of an activation
inline constexpr double kSaturatedFraction = 0.9;  // sigmoid/tanh outputs within 1 % of a bound

// Findings of the activation experiment: model.nonfinite (first in execution order), model.dead_activations,
// model.saturated_activations, model.exploding_activations. `saturation[i]` is the fraction of activation
// i's values within 1 % of its function's bounds (negative when it is not a sigmoid or tanh).
Findings judgeActivations(const TensorStats& input, const std::vector<TensorStats>& parameters,
                          const std::vector<TensorStats>& activations, const TensorStats& output,
                          const std::vector<double>& saturation);

nlohmann::json statsJson(const TensorStats& s);

// "0.693", "1.2e-05": numbers for sentences.
std::string shortNumber(double value);
// "aux.weight, aux.bias" (the first `limit`, then "and N more").
std::string nameList(const std::vector<std::string>& names, std::size_t limit = 6);

} // namespace scansleuth::model
