// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "model/device.h"
#include "model/inference.h"
#include "volume/volume.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

// The model experiments of the debugging methodology, each an automated experiment of the knowledge base
// (resources/knowledge). Every one returns the same shape, which the CLI prints (--json), the investigation
// records as evidence and the report lays out. No LibTorch here.
namespace scansleuth::model {

// What an experiment found. `data` is the experiment's JSON document (docs/models.md lists its fields);
// `maps` are volumes on the input's grid the viewer can overlay (the determinism disagreement map).
struct ExperimentOutcome
{
    std::string experiment; // "model-determinism", "model-parity", "model-overfit", "model-gradients",
                            // "model-initial-loss", "model-activations"
    std::string verdict;    // a stable word a experiment: "deterministic", "nondeterministic", ...
    std::string summary;    // one or two sentences, the verdict in words with its numbers
    Findings findings;      // model.* codes (docs/findings.md)
    nlohmann::json data;
    struct Map
    {
        std::string name; // "disagreement"
        volume::Volume volume;
    };
    std::vector<Map> maps;
};

// What the experiments read. Volumes are loaded by the caller (io in the full build, NIfTI alone in a
// model-only build) and must outlive the call.
struct ModelExperimentInputs
{
    std::string modelPath;
    DeviceRequest device = DeviceRequest::Auto;
    std::vector<const volume::Volume*> images; // one case's channels; or, for training, one image a case
    std::vector<const volume::Volume*> masks;  // label maps for the training experiments, one a case
    std::string specPath;                      // preprocessing spec of inference (the test side); empty: none
    std::string trainSpecPath;                 // the training recipe's spec, for parity
    std::string tensorA, tensorB;              // .npy/.pt the two pipelines saved for one case, for parity
    InferenceOptions inference;
    int repeats = 3; // determinism
    std::vector<std::string>
        variants;     // determinism: "cpu-vs-cuda", "tf32", "deterministic", "cudnn-benchmark", "threads"
    int classes = 0;  // 0: from the model's output channels
    int steps = 0;    // overfit: optimiser steps (0: the experiment's default)
    std::string loss; // "ce" or "dice-ce" (default "ce")
    std::string optimiser;     // "adam" or "sgd" (default "adam")
    double learningRate = 0.0; // 0: the optimiser's default for the experiment
    std::uint64_t seed = 0;
};

Result<ExperimentOutcome> determinismExperiment(const ModelExperimentInputs& inputs,
                                                const Progress& progress = {});
Result<ExperimentOutcome> parityExperiment(const ModelExperimentInputs& inputs,
                                           const Progress& progress = {});
Result<ExperimentOutcome> overfitExperiment(const ModelExperimentInputs& inputs,
                                            const Progress& progress = {});
Result<ExperimentOutcome> gradientExperiment(const ModelExperimentInputs& inputs,
                                             const Progress& progress = {});
Result<ExperimentOutcome> initialLossExperiment(const ModelExperimentInputs& inputs,
                                                const Progress& progress = {});
Result<ExperimentOutcome> activationExperiment(const ModelExperimentInputs& inputs,
                                               const Progress& progress = {});

// The outcome as one JSON document, the layout every experiment's --json shares (docs/models.md):
// {"format": "scansleuth.model-experiment", "version": 1, "experiment", "verdict", "summary", "findings"
// (docs/cli-json.md's finding layout), "data", "maps" (the maps' names and sizes; voxels are not included)}.
// Numbers are locale-free; non-finite ones are null. Ends with a newline.
std::string outcomeJson(const ExperimentOutcome& outcome);

// The outcome for people: experiment, verdict, summary, the findings (severity, code, message, fix), then
// the numbers, booleans and short strings of `data` by their dotted path ("variants.tf32.max_abs_diff").
std::string outcomeText(const ExperimentOutcome& outcome);

// When `finding` (model.nonfinite_output) has a code: the verdict becomes "nonfinite_output", the finding
// goes first and heads the summary, whatever the experiment measured with those NaN (no-op otherwise).
void markNonFiniteOutcome(ExperimentOutcome& outcome, const Finding& finding);

// Runs one by its name ("model-determinism"...); Invalid error for an unknown name.
Result<ExperimentOutcome> runModelExperiment(const std::string& experiment,
                                             const ModelExperimentInputs& inputs,
                                             const Progress& progress = {});
// The names runModelExperiment knows.
std::vector<std::string> modelExperimentNames();

} // namespace scansleuth::model
