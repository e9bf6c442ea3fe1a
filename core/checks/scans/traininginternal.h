// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/scans/traininglog.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

// Internal to the training-log reader: the CSV table and the curve classification.
namespace scansleuth::checks::training {

using Cell = std::optional<double>; // nullopt: blank or not a number

struct CsvTable
{
    std::vector<std::string> header;
    std::vector<std::vector<Cell>> rows;
};

// Splits the text (comma, semicolon or tab; double quotes honoured). Empty header: no table.
CsvTable parseCsv(const std::string& text);

// "train/loss" -> "train_loss": lower case, '/', '-', '.', ' ' as '_'.
std::string normalise(const std::string& column);

// The parsed log before classification, with the step -> epoch pairs seen on rows holding both.
struct ParsedLog
{
    TrainingLog log;
    std::vector<std::pair<double, double>> stepEpoch; // sorted by step
    std::string error;                                // why nothing could be read; empty when fine
};

ParsedLog buildLog(const CsvTable& table, const TrainingLogOptions& options);

// Appends the curve findings to parsed.log.findings and sets its classification.
void classifyCurves(ParsedLog& parsed, const TrainingLogOptions& options);

} // namespace scansleuth::checks::training
