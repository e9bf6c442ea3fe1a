// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <string>
#include <vector>

// `scansleuth-cli model SUBCOMMAND ...`: the model commands, one function a subcommand (main.cpp dispatches
// by the command table, commandtable.h). They need only the model part, preprocessing and NIfTI, so a
// SCANSLEUTH_MODEL_ONLY build has them all.
namespace scansleuth::cli {

// Each takes the arguments after its subcommand name.
int runModelInspect(const std::vector<std::string>& args);     // modelinspectcommand.cpp
int runModelExample(const std::vector<std::string>& args);     // modelinspectcommand.cpp
int runModelRun(const std::vector<std::string>& args);         // modelruncommand.cpp
int runModelDeterminism(const std::vector<std::string>& args); // modelexperimentcommand.cpp
int runModelParity(const std::vector<std::string>& args);      // modelexperimentcommand.cpp
// The training experiments (modeltrainingcommand.cpp).
int runModelOverfit(const std::vector<std::string>& args);
int runModelGradients(const std::vector<std::string>& args);
int runModelInitialLoss(const std::vector<std::string>& args);
int runModelActivations(const std::vector<std::string>& args);

// For the model commands: prints "scansleuth-cli: <problem>" and the usage, returns ExitUsage.
int modelUsageError(const std::string& problem);
// Prints the error, returns its exit code.
int modelFailure(const Error& error);

} // namespace scansleuth::cli
