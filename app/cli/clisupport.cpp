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

std::string takeGlobalOptions(std::vector<std::string>& args)
{
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string value;
        if (args[i] == "--threads") {
            if (i + 1 >= args.size())
                return "--threads needs a value";
            value = args[++i];
        } else if (args[i].rfind("--threads=", 0) == 0) {
            value = args[i].substr(10);
        } else {
            rest.push_back(args[i]);
            continue;
        }
        const std::optional<double> n = parseNumber(value);
        if (!n || *n < 1 || *n > 4096 || *n != static_cast<double>(static_cast<long>(*n)))
            return "--threads needs a whole number from 1 to 4096, not '" + value + "'";
        setThreadLimit(static_cast<std::size_t>(*n));
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
