// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/document.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

// The report of an investigation as a document (report/), ready for any writer (PDF, HTML, Markdown,
// JSON): symptoms, category, ranked hypotheses with likelihood and falsifying experiment, the steps
// taken, evidence (tables, slice pictures, plots), verdicts, quick wins, what to do if they fail, and
// the verification gates.
namespace scansleuth::investigate {

struct ReportOptions
{
    // Patient names, IDs and birth dates found in the inputs are replaced by keyed pseudonyms unless
    // this is set.
    bool includeIdentifiers = false;
    std::string pseudonymKey; // empty: a random key per report
    // The folder the investigation's snapshot paths are relative to: the investigation file's folder.
    // Pictures are read only from inside it (workflow::resolveInside).
    std::string investigationDir;
};

// A snapshot that cannot be included (its path leaves the investigation's folder, the file is missing
// or is not a readable PNG) and a picture the run could not write (Evidence::problems) appear in the
// report as a visible warning in place of the picture, and, when `problems` is given, are appended to it
// as "RUN-ID: SENTENCE" for the caller to show (the CLI's stderr, the GUI's message).
report::Document buildReport(const workflow::Investigation& investigation, const workflow::KnowledgeBase& kb,
                             const ReportOptions& options = {}, std::vector<std::string>* problems = nullptr);

// The train and validation loss curves of a training-log run (the run's evidence.data, as the
// training-log experiment writes it: "series", "train_loss", "val_loss", "x_name", "classification");
// nothing when the data holds no such curves. The report and the GUI's evidence page both plot this.
std::optional<report::Plot> trainingPlot(const nlohmann::json& runData);

} // namespace scansleuth::investigate
