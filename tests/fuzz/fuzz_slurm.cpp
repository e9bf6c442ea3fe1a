// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The SLURM reader: job logs and sacct tables (fixed width and --parsable), as readSlurm() sees pasted
// text; the input is also split in two at its first NUL byte so that two texts are read together.
#include "checks/scans/slurmlog.h"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace scansleuth::checks;
    const std::string text(reinterpret_cast<const char*>(data), size);
    SlurmReport one = readSlurm({text});
    if (one.findings.empty())
        __builtin_trap(); // at least slurm.none
    const std::size_t nul = text.find('\0');
    if (nul != std::string::npos)
        readSlurm({text.substr(0, nul), text.substr(nul + 1)}, {"slurm-1.out"});
    slurmDurationSeconds(text);
    slurmMemoryGiB(text);
    return 0;
}
