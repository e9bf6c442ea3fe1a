// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Reading a report section in tests: its blocks of one kind, in order.
#include "report/document.h"

#include <variant>
#include <vector>

namespace scansleuth::testing {

template <typename T> std::vector<const T*> blocksOf(const report::Section& s)
{
    std::vector<const T*> out;
    for (const report::Block& b : s.blocks)
        if (const T* t = std::get_if<T>(&b))
            out.push_back(t);
    return out;
}

} // namespace scansleuth::testing
