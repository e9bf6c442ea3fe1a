// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "model/device.h"
#include "model/experiments.h"
#include "model/predictioncompare.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// Inside core/model: what the determinism experiment measured (determinism.cpp, with LibTorch), and the
// verdict, findings and JSON made from it (determinismreport.cpp, without). docs/models.md, "Determinism".
namespace scansleuth::model {

// Runs of one configuration against its first run.
struct RepeatSummary
{
    int runs = 0;
    bool bitIdentical = true;
    double maxAbsDiff = 0.0;
    std::int64_t voxelsDiffering = 0;
    std::int64_t argmaxFlips = 0;
};

// One variant: configuration A against configuration B ("TF32 on" vs "TF32 off").
struct VariantMeasurement
{
    std::string name;
    bool ran = false;
    std::string skipped; // why it did not run
    std::string labelA, labelB;
    RepeatSummary a, b;   // each side's own repeatability (runs 1: not measured)
    MapComparison across; // A's first run against B's
};

// The model as saved (training flags as they are) against a clone in eval mode.
struct EvalModeMeasurement
{
    bool ran = false;
    std::vector<std::string> trainingModules;
    RepeatSummary eval;
    MapComparison trainVsEval;
    std::vector<std::string> namedModules; // switching this one alone to eval changes the output
};

// Training-mode constants in the graph (traced in training mode) and what they do, measured on copies of
// the model whose constants were switched off (model/tracedtraining.h).
struct TracedTrainingMeasurement
{
    std::vector<TracedTrainingNode> nodes;
    bool ran = false;          // the copy with every constant off ran
    std::string skipped;       // why it did not
    RepeatSummary off;         // that copy's repeats
    MapComparison tracedVsOff; // the model as saved against that copy (the first runs)
    // The batch proof, for batch-statistics nodes (dropout switched off): one patch run alone and as the
    // first of a batch of two whose second is a patch of zeros; the model's raw outputs compared.
    bool batchProofRan = false;
    std::string batchProofSkipped;
    std::vector<std::int64_t> patchShape; // [1, C, d0, d1, d2]
    double batchMaxAbsDiff = 0.0;         // max |alone - in batch|, in the model's output units
    double outputMaxAbs = 0.0;            // max |alone|, for scale
    std::int64_t batchValuesDiffering = 0;
    bool batchDependent = false; // batchMaxAbsDiff above float noise (1e-4 of max(1, outputMaxAbs))
};

struct DeterminismMeasurements
{
    int repeats = 0;
    DeviceReport device;
    std::int64_t voxels = 0;
    RepeatSummary main;
    std::vector<VariantMeasurement> variants;
    EvalModeMeasurement evalMode;
    TracedTrainingMeasurement traced;
    // Repeats with deterministic algorithms on, run when the main repeats differ and eval mode does not
    // explain it (or the "deterministic" variant already measured it).
    std::optional<RepeatSummary> deterministicAlgorithms;
    Findings modelFindings; // from loading the model (model.training_mode...)
    nlohmann::json backend; // the switches of the main runs
};

// The verdict ("deterministic" / "nondeterministic"), summary, findings and data; no maps.
ExperimentOutcome determinismOutcome(const DeterminismMeasurements& measurements);

// The variants the experiment knows, in the order it runs them.
const std::vector<std::string>& determinismVariantNames();

} // namespace scansleuth::model
