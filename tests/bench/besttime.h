// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// The benchmarks' timing: the best of several runs (the least disturbed by other work on the machine).
#include <algorithm>
#include <chrono>
#include <functional>

namespace scansleuth::benchsupport {

// Seconds of the fastest of `repeat` runs of `work`.
inline double bestSeconds(int repeat, const std::function<void()>& work)
{
    double best = 1e300;
    for (int i = 0; i < repeat; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        work();
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    return best;
}

} // namespace scansleuth::benchsupport
