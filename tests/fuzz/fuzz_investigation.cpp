// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The investigation file: loadInvestigation() (JSON parsing, format checks, every field) on a file in
// a folder of its own, then, for a file that loads, writing it back and reading that again.
#include "fuzzfile.h"
#include "workflow/investigation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string path = scansleuth::fuzz::writeFuzzFile("case.ssinv", data, size);
    auto loaded = scansleuth::workflow::loadInvestigation(path);
    if (!loaded) {
        if (loaded.error().message.empty())
            __builtin_trap();
        return 0;
    }
    const std::string copy = (scansleuth::fuzz::fuzzFolder() / "copy.ssinv").string();
    if (!scansleuth::workflow::saveInvestigation(*loaded, copy))
        __builtin_trap(); // a document that loaded must save
    if (!scansleuth::workflow::loadInvestigation(copy))
        __builtin_trap(); // and what was saved must load again
    return 0;
}
