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

struct DeterminismMeasurements
{
    int repeats = 0;
    DeviceReport device;
    std::int64_t voxels = 0;
    RepeatSummary main;
    std::vector<VariantMeasurement> variants;
    EvalModeMeasurement evalMode;
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
