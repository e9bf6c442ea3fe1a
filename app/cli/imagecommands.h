// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <vector>

// scansleuth-cli's image commands (info, convert, demo, render): the full build only, as they read DICOM
// and the formats ITK reads.
namespace scansleuth::cli {

// Each takes the arguments after its name (options anywhere) and returns the exit code (app/cli/exitcodes.h);
// their options are the command table's (commandtable.cpp).
int runInfo(const std::vector<std::string>& args);
int runConvert(const std::vector<std::string>& args); // convert --to-seg included (segoutput.h)
int runDemo(const std::vector<std::string>& args);
int runRender(const std::vector<std::string>& args);

} // namespace scansleuth::cli
