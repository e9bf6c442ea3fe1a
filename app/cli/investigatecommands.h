// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <vector>

// scansleuth-cli's investigation commands; each parses its own arguments (everything after the
// command's name) and returns the exit code (app/cli/exitcodes.h).
namespace scansleuth::cli {

// check-pair IMAGE MASK [--reference MASK] [--json] [--quiet]
int runCheckPair(const std::vector<std::string>& args);
// investigate --list-symptoms | investigate --symptom ID [inputs...] --out INV.json [--report OUT]
int runInvestigate(const std::vector<std::string>& args);
// report INV.json --out OUT.pdf|.html|.md|.json [--include-identifiers] [--key KEY]
int runReport(const std::vector<std::string>& args);

} // namespace scansleuth::cli
