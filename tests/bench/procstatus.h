// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// The benchmarks' memory figures from /proc/self/status.
#include "base/numberformat.h"

#include <fstream>
#include <string>

namespace scansleuth::benchsupport {

// A "/proc/self/status" field in KiB ("VmRSS:", "VmHWM:"); -1 when the field is missing.
inline long statusKiB(const std::string& field)
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.starts_with(field))
            return static_cast<long>(numberOr(std::string_view(line).substr(field.size()), -1.0));
    return -1;
}

} // namespace scansleuth::benchsupport
