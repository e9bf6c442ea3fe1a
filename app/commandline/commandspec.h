// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <vector>

// A program's command line as data: one table from which the program parses its options, prints its --help
// and renders its manual page (manpage.h), so that what is accepted and what is documented cannot differ.
// Plain C++ (no Qt): scansleuth-cli and the GUI share it.
namespace scansleuth::commandline {

struct Option
{
    std::string name;        // "--out"
    std::string valueName;   // "DIR"; empty for a flag
    std::string description; // one or more sentences
    std::string alias = {};  // a one-letter form ("-o"), or empty
    bool repeatable = false; // may be given more than once (each value kept)
    bool takesValue() const { return !valueName.empty(); }
};

struct Argument
{
    std::string name; // "PATH"
    std::string description;
};

struct Example
{
    std::string command;     // the whole command line, program name included
    std::string description; // what it does; may be empty
};

// A command ("info") or a subcommand ("model run": the words after the program name, space-separated). A
// command with subcommands ("model") has no options of its own: its help lists its subcommands.
struct Command
{
    std::string name;
    std::vector<std::string> synopsis; // each form of the command line, after the program's name
    std::string summary;               // one line, for lists
    std::string description;           // paragraphs separated by "\n\n"
    std::vector<Argument> arguments;
    std::vector<Option> options;
    std::vector<Example> examples = {};
};

struct ExitStatus
{
    int code;
    std::string meaning;
};

struct NamedText
{
    std::string name; // an environment variable or a file
    std::string description;
};

struct Program
{
    std::string name;    // "scansleuth-cli"
    std::string title;   // the NAME line: "scansleuth-cli - ..."
    std::string version; // shown in the manual page's footer
    std::vector<std::string> synopsis;
    std::string description; // paragraphs separated by "\n\n"
    std::vector<Argument> arguments = {};
    std::vector<Option> options;            // the program's own options (--version)
    std::vector<Option> commonOptions = {}; // for a program with commands: the options every command takes
    std::vector<Command> commands = {};
    std::vector<ExitStatus> exitStatus = {};
    std::vector<NamedText> environment = {};
    std::vector<NamedText> files = {};
    std::vector<Example> examples = {};
    std::vector<std::string> seeAlso = {}; // "scansleuth(1)"
};

// The command called `name` ("model run"), or nullptr.
const Command* findCommand(const Program& program, const std::string& name);
// The subcommands of `group` ("model" -> "model inspect", ...), in table order.
std::vector<const Command*> subcommands(const Program& program, const std::string& group);
// The option `word` names (its name or its alias) among `options`, or nullptr.
const Option* findOption(const std::vector<Option>& options, const std::string& word);

} // namespace scansleuth::commandline
