// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <string>
#include <vector>

// scansleuth-cli's demo data sets besides `demo` (the demo study, in imagecommands.cpp).
namespace scansleuth::cli {

// demo-runs --out DIR | demo-runs DIR [--quiet]: the run comparison demo (core/demo/demoruns.h).
int runDemoRuns(const std::vector<std::string>& args);

// demo-splits --out DIR | demo-splits DIR [--quiet]: the dataset-audit demo (core/demo/demosplits.h);
// prints the files written and, on stderr, the audit commands to run on them.
int runDemoSplits(const std::vector<std::string>& args);

// What a demo command ends with: ends the progress line, then prints the error (and returns its exit code)
// or the files written, one a line (and returns ExitOk).
int finishDemo(const Result<std::vector<std::string>>& files, bool quiet);

} // namespace scansleuth::cli
