// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <vector>

// scansleuth-cli's image commands (info, convert, demo, render): the full build only, as they read DICOM
// and the formats ITK reads.
namespace scansleuth::cli {

// The whole command line after the global options; the command is its first word that is not an option,
// so options may come before it. A usage error prints `usage` (exit 2). Returns the exit code
// (app/cli/exitcodes.h).
int runImageCommandLine(const std::vector<std::string>& args, const std::string& usage);

} // namespace scansleuth::cli
