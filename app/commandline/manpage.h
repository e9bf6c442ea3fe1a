// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "commandspec.h"

#include <string>

// The manual page (section 1, man(7) macros) of a Program's table (commandspec.h): NAME, SYNOPSIS,
// DESCRIPTION, COMMANDS (each with its forms, arguments, options and examples), OPTIONS, EXIT STATUS,
// ENVIRONMENT, FILES, EXAMPLES and SEE ALSO, the sections the table fills. Deterministic: no date.
namespace scansleuth::commandline {

std::string manPage(const Program& program);

// `text` as roff running text: backslashes escaped, the hyphens of options, command names and `code` spans
// as \- (so they copy as ASCII), `code` in bold, a line that would start with a control character guarded.
std::string roffText(const std::string& text);

} // namespace scansleuth::commandline
