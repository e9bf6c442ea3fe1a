// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "commandspec.h"
#include "optionparser.h"

#include <string>
#include <vector>

// scansleuth-cli's command line as one table: every command and subcommand this build has, with its forms,
// description, arguments and options. The commands parse with commandParser(), `--help` prints from it
// (helptext.h) and `--man` renders it (manpage.h), so the three cannot disagree. Adding an option is one
// entry in its command's list here (commandtable.cpp, commandtablemodel.cpp); an option of every command that
// takes effect before the command runs (--threads) is an entry in commonOptions and one in clisupport.cpp's
// kGlobalOptions, which applies it.
namespace scansleuth::cli {

// The whole program: the commands of this build (a SCANSLEUTH_MODEL_ONLY build has the model commands only).
const commandline::Program& cliProgram();

// The options every command takes besides its own (--quiet); --threads is taken before the command runs
// (clisupport.h) and --help answered before it is called.
std::vector<commandline::Option> commonCommandOptions();

// A parser for the command `name` ("compare", "model run"): its table options and the common ones. Throws
// std::logic_error for a command the table lacks (a programming error, caught by tests/clihelp).
OptionParser commandParser(const std::string& name);

// The table's model commands (commandtablemodel.cpp), appended to `commands` when this build has them.
void addModelCommands(std::vector<commandline::Command>& commands);

} // namespace scansleuth::cli
