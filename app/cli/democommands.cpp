// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "democommands.h"

#include "clisupport.h"
#include "commandtable.h"
#include "demo/demoruns.h"
#include "demo/demosplits.h"
#include "exitcodes.h"

#include <filesystem>
#include <iostream>
#include <optional>

namespace scansleuth::cli {

namespace {

// The output folder of `demo-runs` / `demo-splits` (`--out DIR` or one positional) and --quiet; an exit code
// when the command line is wrong.
std::optional<int> parseDemoFolder(const std::vector<std::string>& args, const char* command,
                                   std::string& out, bool& quiet)
{
    OptionParser p = commandParser(command);
    if (const std::string problem = p.parse(args); !problem.empty()) {
        std::cerr << "scansleuth-cli: " << problem << " (see 'scansleuth-cli " << command << " --help')\n";
        return ExitUsage;
    }
    quiet = p.has("--quiet");
    out = p.get("--out");
    if (out.empty() && p.positional().size() == 1)
        out = p.positional()[0];
    if (out.empty() || p.positional().size() > (p.has("--out") ? 0u : 1u)) {
        std::cerr << "scansleuth-cli: " << command << " needs one output folder: --out DIR\n";
        return ExitUsage;
    }
    return std::nullopt;
}

} // namespace

int runDemoRuns(const std::vector<std::string>& args)
{
    std::string out;
    bool quiet = false;
    if (const std::optional<int> code = parseDemoFolder(args, "demo-runs", out, quiet))
        return *code;
    return finishDemo(demo::writeDemoRuns(out, makeProgress(quiet)), quiet);
}

int runDemoSplits(const std::vector<std::string>& args)
{
    std::string out;
    bool quiet = false;
    if (const std::optional<int> code = parseDemoFolder(args, "demo-splits", out, quiet))
        return *code;
    const int code = finishDemo(demo::writeDemoSplits(out, makeProgress(quiet)), quiet);
    if (code == ExitOk && !quiet) {
        // On stderr: stdout lists the files written, one a line, for scripts.
        const std::filesystem::path root(out);
        std::cerr << "Audit it with:\n  scansleuth-cli audit --csv " << (root / "splits.csv").string()
                  << "\nor by folder:\n  scansleuth-cli audit --split train=" << (root / "train").string()
                  << " --split test=" << (root / "test").string() << "\n";
    }
    return code;
}

int finishDemo(const Result<std::vector<std::string>>& files, bool quiet)
{
    endProgress(quiet);
    if (!files) {
        printError(files.error());
        return exitCodeFor(files.error());
    }
    for (const std::string& f : *files)
        std::cout << f << "\n";
    return ExitOk;
}

} // namespace scansleuth::cli
