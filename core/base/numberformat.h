// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>

namespace scansleuth {

// A number for messages: up to `decimals` decimals, trailing zeros dropped ("0.5", "12", "-3.25", never
// "-0"); "nan", "inf" and "-inf" as such.
std::string formatNumber(double value, int decimals = 3);

} // namespace scansleuth
