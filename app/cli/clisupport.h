// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"

#include <string>
#include <vector>

// What every scansleuth-cli command shares: progress on stderr, Ctrl+C as cancellation, error printing.
namespace scansleuth::cli {

// Installs SIGINT/SIGTERM handlers that turn into cancellation of every Progress made below.
void installSignalHandlers();
// Progress as a percentage on stderr (only on a terminal, never with `quiet`); returns false once the
// user pressed Ctrl+C.
Progress makeProgress(bool quiet);
void endProgress(bool quiet);
// Takes the options every command accepts, anywhere on the line, out of `args` and applies them:
// `--threads N` / `--threads=N` (N >= 1) sets the process-wide thread limit (base/parallel.h), which
// otherwise is the CPUs this process may use. Returns a usage error sentence, or empty.
std::string takeGlobalOptions(std::vector<std::string>& args);
// "scansleuth-cli: <message>" and, indented, the details.
void printError(const Error& e);

} // namespace scansleuth::cli
