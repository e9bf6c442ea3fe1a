// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// scansleuth-cli: the headless front end. It parses the command line, reports progress, maps errors
// to exit codes and prints; every algorithm lives in core/. A SCANSLEUTH_MODEL_ONLY build (a GPU server
// without Qt, ITK or DCMTK) has the model commands only; SCANSLEUTH_HAVE_MODEL says they are built.
#include "clisupport.h"

#include "base/parallel.h"
#include "base/result.h"
#include "commandtable.h"
#include "exitcodes.h"
#include "helptext.h"
#include "manpage.h"
#ifndef SCANSLEUTH_MODEL_ONLY
#include "democommands.h"
#include "imagecommands.h"
#include "investigatecommands.h"
#include "reportoutput.h"
#endif
#ifdef SCANSLEUTH_HAVE_COMPARE
#include "comparecommand.h"
#endif
#ifdef SCANSLEUTH_HAVE_AUDIT
#include "auditcommand.h"
#endif
#ifdef SCANSLEUTH_HAVE_MODEL
#include "modelcommands.h"
#endif

#include <algorithm>
#include <cstdio>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <vector>

using namespace scansleuth;
using namespace scansleuth::cli;

namespace {

namespace cl = scansleuth::commandline;

struct CommandRun
{
    const char* name;                                 // as in the command table ("model run")
    int (*run)(const std::vector<std::string>& args); // everything after the command's name
};

// Every command of the table (commandtable.cpp) and the function that runs it; tests/clihelp checks that the
// two list the same commands.
constexpr CommandRun kCommands[] = {
#ifndef SCANSLEUTH_MODEL_ONLY
    {"info", runInfo},
    {"convert", runConvert},
    {"demo", runDemo},
    {"demo-runs", runDemoRuns},
    {"demo-splits", runDemoSplits},
    {"render", runRender},
    {"check-pair", runCheckPair},
    {"investigate", runInvestigate},
    {"report", runReport},
#endif
#ifdef SCANSLEUTH_HAVE_COMPARE
    {"compare", runCompare},
#endif
#ifdef SCANSLEUTH_HAVE_AUDIT
    {"audit", runAudit},
    {"fingerprint", runFingerprint},
#endif
#ifdef SCANSLEUTH_HAVE_MODEL
    {"model inspect", runModelInspect},
    {"model example", runModelExample},
    {"model run", runModelRun},
    {"model determinism", runModelDeterminism},
    {"model parity", runModelParity},
    {"model overfit", runModelOverfit},
    {"model gradients", runModelGradients},
    {"model initial-loss", runModelInitialLoss},
    {"model activations", runModelActivations},
#endif
};

bool isHelpWord(const std::string& s)
{
    return s == "--help" || s == "-h";
}

// The index of the command's name: the first word that is not an option. Options may come before it (a
// habit of the image commands): an option that takes a value in any command skips its value too.
std::size_t commandIndex(const std::vector<std::string>& args)
{
    const cl::Program& program = cliProgram();
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& s = args[i];
        if (s.size() < 2 || s[0] != '-')
            return i;
        // `--json info x`: --json takes a value in audit, but "info" is a command's name.
        const bool nextIsCommand = i + 1 < args.size() && cl::findCommand(program, args[i + 1]);
        for (const cl::Command& c : program.commands)
            if (const cl::Option* o = cl::findOption(c.options, s); o && o->takesValue() && !nextIsCommand) {
                ++i;
                break;
            }
    }
    return args.size();
}

// True when --help (or -h) stands where an option may, among `args` read by the options of `command`.
bool helpRequested(const cl::Command& command, const std::vector<std::string>& args)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (isHelpWord(args[i]))
            return true;
        if (const cl::Option* o = cl::findOption(command.options, args[i]); o && o->takesValue())
            ++i;
    }
    return false;
}

int usageError(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << "\n\n" << cl::programHelp(cliProgram());
    return ExitUsage;
}

int unknownCommand(const std::string& name)
{
#ifdef SCANSLEUTH_MODEL_ONLY
    for (const char* full : {"info", "convert", "demo", "demo-runs", "demo-splits", "render", "check-pair",
                             "investigate", "report", "compare", "audit", "fingerprint"})
        if (name == full) {
            std::cerr << "scansleuth-cli: '" << name
                      << "' is not in a model-only build (it needs ITK and DCMTK); build without "
                         "SCANSLEUTH_MODEL_ONLY for it\n";
            return ExitUsage;
        }
#endif
    return usageError("unknown command '" + name + "'");
}

// The command named by `words` ("model", "run"): the command, or its subcommand when it has them and the
// second word names one. `used` is how many words named it; nullptr and a printed error when none.
const cl::Command* resolve(const std::vector<std::string>& words, std::size_t& used, int& exitCode)
{
    const cl::Program& program = cliProgram();
    const cl::Command* command = words.empty() ? nullptr : cl::findCommand(program, words[0]);
    if (!command) {
        exitCode = words.empty() ? usageError("no command given") : unknownCommand(words[0]);
        return nullptr;
    }
    used = 1;
    if (cl::subcommands(program, command->name).empty() || words.size() < 2 || words[1].empty() ||
        words[1][0] == '-' || words[1] == "help")
        return command;
    if (const cl::Command* sub = cl::findCommand(program, command->name + " " + words[1])) {
        used = 2;
        return sub;
    }
    std::cerr << "scansleuth-cli: unknown " << command->name << " command '" << words[1] << "'\n\n"
              << cl::commandHelp(program, *command);
    exitCode = ExitUsage;
    return nullptr;
}

// `help [COMMAND [SUBCOMMAND]]` and `--help [COMMAND [SUBCOMMAND]]`: the help on stdout, exit 0.
int printHelp(const std::vector<std::string>& words)
{
    if (words.empty()) {
        std::cout << cl::programHelp(cliProgram());
        return ExitOk;
    }
    std::size_t used = 0;
    int exitCode = ExitUsage;
    const cl::Command* command = resolve(words, used, exitCode);
    if (!command)
        return exitCode;
    std::cout << cl::commandHelp(cliProgram(), *command);
    return ExitOk;
}

// Memory that ran out on the command's own thread (the workers report theirs as errors): exit 8 with the
// readers' kind of message, not "internal error".
int outOfMemory()
{
    const Error e =
        outOfMemoryError("finish the command", 0, "std::bad_alloc; fewer threads (--threads) need less");
    printError(e);
    return exitCodeFor(e);
}

template <typename F> int guarded(F&& run)
{
    try {
        return run();
    } catch (const std::bad_alloc&) {
        return outOfMemory();
    } catch (const std::exception& e) {
        std::cerr << "scansleuth-cli: internal error: " << e.what() << "\n";
        return ExitInternal;
    }
}

} // namespace

int main(int argc, char** argv)
{
    installSignalHandlers();
    // The global options go first, wherever they stand; the commands then see the rest.
    std::vector<std::string> args(argv + 1, argv + argc);
    if (const std::string problem = takeGlobalOptions(args); !problem.empty())
        return usageError(problem);
#ifndef SCANSLEUTH_MODEL_ONLY
    if (const std::string problem = takeReportLanguage(args); !problem.empty())
        return usageError(problem);
#endif
    if (args.empty())
        return usageError("no command given");
    const std::string& first = args.front();
    if (isHelpWord(first) || first == "help")
        return printHelp(std::vector<std::string>(args.begin() + 1, args.end()));
    if (first == "--man" && args.size() == 1) {
        std::cout << cl::manPage(cliProgram());
        return ExitOk;
    }
    if (first == "--version" && args.size() == 1) {
        std::cout << "scansleuth-cli " SCANSLEUTH_VERSION "\n";
        return ExitOk;
    }
    // The command's name (and a subcommand's), wherever the options before it put it.
    const std::size_t at = commandIndex(args);
    if (at == args.size())
        return usageError(args.size() == 1 && first[0] == '-' ? "unknown option " + first
                                                              : "no command given");
    std::vector<std::string> rest(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(at));
    std::size_t used = 0;
    int exitCode = ExitUsage;
    const std::vector<std::string> words(args.begin() + static_cast<std::ptrdiff_t>(at), args.end());
    const cl::Command* command = resolve(words, used, exitCode);
    if (!command)
        return exitCode;
    rest.insert(rest.end(), words.begin() + static_cast<std::ptrdiff_t>(used), words.end());
    if (helpRequested(*command, rest) ||
        (!rest.empty() && rest.front() == "help" && !cl::subcommands(cliProgram(), command->name).empty())) {
        std::cout << cl::commandHelp(cliProgram(), *command);
        return ExitOk;
    }
    for (const CommandRun& c : kCommands)
        if (command->name == c.name)
            return guarded([&] { return c.run(rest); });
    // A command with subcommands, given none.
    std::cerr << "scansleuth-cli: " << command->name << " needs a subcommand\n\n"
              << cl::commandHelp(cliProgram(), *command);
    return ExitUsage;
}
