// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "commandspec.h"

#include <string>

// --help text from a Program's table (commandspec.h), plain text wrapped at 100 columns. `code` spans
// (backquoted) lose their backquotes.
namespace scansleuth::commandline {

// The program's overview: its forms, every command (not the subcommands) with its forms and description,
// the program's options and the exit codes.
std::string programHelp(const Program& program);
// One command: its forms, description, arguments, options, the program's options, examples and exit codes;
// for a command with subcommands, the subcommands with their forms and descriptions instead of options.
std::string commandHelp(const Program& program, const Command& command);
// `text` wrapped at `width` columns: the first line after `first`, the others after `indent`. Paragraphs
// ("\n\n") stay apart by an empty line.
std::string wrapText(const std::string& text, const std::string& first, const std::string& indent,
                     std::size_t width = 100);
// "--out DIR" or "-o, --out DIR".
std::string optionLabel(const Option& option);

} // namespace scansleuth::commandline
