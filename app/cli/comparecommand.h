// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <vector>

namespace scansleuth::cli {

// compare --run NAME=PATH --run NAME=PATH [...] [--truth PATH] [--labels FILE] [--tolerance MM]
//         [--probability auto|argmax|threshold] [--threshold T] [--lesions] [--json] [--csv OUT]
//         [--report OUT] [--quiet]
// Side-by-side comparison of prediction runs (docs/cli.md). Returns the exit code (exitcodes.h): 7 when a
// case's file could not be read (the other cases are compared), 9 when a finding of severity error was
// made (an unreliable case, a geometry mismatch), else 0.
int runCompare(const std::vector<std::string>& args);

} // namespace scansleuth::cli
