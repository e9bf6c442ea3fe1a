// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The model experiments by name, for the investigation runner and the CLI. No LibTorch here.
#include "model/experiments.h"

#include <functional>
#include <map>

namespace scansleuth::model {

namespace {

using ExperimentFunction = Result<ExperimentOutcome> (*)(const ModelExperimentInputs&, const Progress&);

const std::map<std::string, ExperimentFunction>& experiments()
{
    static const std::map<std::string, ExperimentFunction> table = {
        {"model-determinism", determinismExperiment},  {"model-parity", parityExperiment},
        {"model-overfit", overfitExperiment},          {"model-gradients", gradientExperiment},
        {"model-initial-loss", initialLossExperiment}, {"model-activations", activationExperiment},
    };
    return table;
}

} // namespace

Result<ExperimentOutcome> runModelExperiment(const std::string& experiment,
                                             const ModelExperimentInputs& inputs, const Progress& progress)
{
    const auto found = experiments().find(experiment);
    if (found == experiments().end())
        return makeError(ErrorKind::Invalid, "Unknown model experiment '" + experiment + "'.");
    return found->second(inputs, progress);
}

std::vector<std::string> modelExperimentNames()
{
    std::vector<std::string> names;
    for (const auto& entry : experiments())
        names.push_back(entry.first);
    return names;
}

} // namespace scansleuth::model
