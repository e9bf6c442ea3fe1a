// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"

// What every scansleuth-cli command shares: progress on stderr, Ctrl+C as cancellation, error printing.
namespace scansleuth::cli {

// Installs SIGINT/SIGTERM handlers that turn into cancellation of every Progress made below.
void installSignalHandlers();
// Progress as a percentage on stderr (only on a terminal, never with `quiet`); returns false once the
// user pressed Ctrl+C.
Progress makeProgress(bool quiet);
void endProgress(bool quiet);
// "scansleuth-cli: <message>" and, indented, the details.
void printError(const Error& e);

} // namespace scansleuth::cli
