// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "clisupport.h"

#include "base/numberformat.h"
#include "base/parallel.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <optional>
#include <utility>

#include <unistd.h>

namespace scansleuth::cli {

namespace {
std::atomic<bool> g_cancelled{false};

void onSignal(int)
{
    g_cancelled = true;
}
} // namespace

void installSignalHandlers()
{
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
}

Progress makeProgress(bool quiet)
{
    const bool show = !quiet && isatty(STDERR_FILENO);
    return Progress([show, last = -1](double f, const std::string& stage) mutable {
        if (show) {
            int pct = static_cast<int>(f * 100);
            if (pct != last) {
                std::fprintf(stderr, "\r%-12s %3d%%", stage.c_str(), pct);
                last = pct;
            }
        }
        return !g_cancelled.load();
    });
}

void endProgress(bool quiet)
{
    if (!quiet && isatty(STDERR_FILENO))
        std::fprintf(stderr, "\r%30s\r", "");
}

namespace {

// --threads N (N >= 1): the process-wide thread limit (base/parallel.h). A usage sentence, or empty.
std::string applyThreads(const std::string& value)
{
    const std::optional<double> n = parseNumber(value);
    if (!n || *n < 1 || *n > 4096 || *n != static_cast<double>(static_cast<long>(*n)))
        return "--threads needs a whole number from 1 to 4096, not '" + value + "'";
    setThreadLimit(static_cast<std::size_t>(*n));
    return {};
}

// The options of every command that take effect before it runs (documented in commandtable.cpp's
// commonOptions), and what applies each: a new one is a line here and its table entry.
const std::pair<const char*, std::string (*)(const std::string&)> kGlobalOptions[] = {
    {"--threads", applyThreads},
};

} // namespace

std::string takeGlobalOptions(std::vector<std::string>& args)
{
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        bool taken = false;
        for (const auto& [name, apply] : kGlobalOptions) {
            const std::string prefix = std::string(name) + "=";
            std::string value;
            if (args[i] == name) {
                if (i + 1 >= args.size())
                    return std::string(name) + " needs a value";
                value = args[++i];
            } else if (args[i].rfind(prefix, 0) == 0) {
                value = args[i].substr(prefix.size());
            } else {
                continue;
            }
            if (std::string problem = apply(value); !problem.empty())
                return problem;
            taken = true;
            break;
        }
        if (!taken)
            rest.push_back(args[i]);
    }
    args = std::move(rest);
    return {};
}

void printError(const Error& e)
{
    std::cerr << "scansleuth-cli: " << e.message << "\n";
    if (!e.detail.empty())
        std::cerr << "  details: " << e.detail << "\n";
}

} // namespace scansleuth::cli
