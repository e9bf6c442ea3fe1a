// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "commandspec.h"

#include <QCommandLineParser>

// scansleuth's command line as one table (guioptions.cpp): QCommandLineParser reads it (and prints the
// translated --help from it), and --man renders it as the manual page (English). Adding an option is one
// entry in kOptions.
namespace scansleuth::app {

struct GuiOption
{
    const char* name;                   // without the dashes: "screenshot"
    const char* valueName;              // "FILE", or nullptr for a flag
    const char* description;            // English, marked for translation in the context "main"
    const char* defaultValue = nullptr; // shown by --help; nullptr: none
};

// Every option of scansleuth, in the order --help lists them.
const std::vector<GuiOption>& guiOptions();
// Adds guiOptions() to `parser` with descriptions translated by the installed translator, --help and
// --version, the positional PATH, and Qt's own options (-platform...) hidden.
void addGuiOptions(QCommandLineParser& parser);
// The table as a commandline::Program, for `scansleuth --man` (manpage.h).
commandline::Program guiProgram();

} // namespace scansleuth::app
