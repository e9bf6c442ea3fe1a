// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/document.h"

#include <nlohmann/json.hpp>

#include <optional>

// The report's view of a model experiment's evidence (core/model/experiments.h; its JSON as the runner
// keeps it, with "experiment", "verdict" and "maps"). Internal to scansleuth_investigate.
namespace scansleuth::investigate {

// True when `data` is a model experiment's ("experiment" starts with "model-").
bool isModelEvidence(const nlohmann::json& data);

// Adds the experiment's details to its run's section: the verdict (first of all blocks); a table of its
// numbers (every scalar by dotted path); a table for every list of records (the determinism variants, the
// gradient of each parameter, the activation statistics of each submodule...), records flagged with a problem
// first and coloured; and the loss curve (a list of numbers whose name holds "loss") as a plot, with ln(C)
// drawn when the number of classes is known. Lists longer than `maxRows` are cut, saying how many rows
// were left out.
void addModelDetails(report::Section& section, const nlohmann::json& data, std::size_t maxRows = 40);

// The loss curve of an overfit run, if `data` holds one.
std::optional<report::Plot> modelLossPlot(const nlohmann::json& data);

} // namespace scansleuth::investigate
