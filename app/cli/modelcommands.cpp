// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modelcommands.h"

#include "clisupport.h"
#include "exitcodes.h"

#include <iostream>

namespace scansleuth::cli {

int modelUsageError(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << " (see 'scansleuth-cli model SUBCOMMAND --help')\n";
    return ExitUsage;
}

int modelFailure(const Error& error)
{
    printError(error);
    return exitCodeFor(error);
}

} // namespace scansleuth::cli
