// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "clisupport.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <iostream>

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

void printError(const Error& e)
{
    std::cerr << "scansleuth-cli: " << e.message << "\n";
    if (!e.detail.empty())
        std::cerr << "  details: " << e.detail << "\n";
}

} // namespace scansleuth::cli
