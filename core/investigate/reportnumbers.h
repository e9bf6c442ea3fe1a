// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/numberformat.h"

#include <cmath>
#include <string>

// Numbers in the report sections' tables (internal to scansleuth_investigate).
namespace scansleuth::investigate {

// 4 significant digits, locale-free; "-" when undefined (NaN, infinite).
inline std::string tableNumber(double v)
{
    return std::isfinite(v) ? formatGeneral(v, 4) : std::string("-");
}

} // namespace scansleuth::investigate
