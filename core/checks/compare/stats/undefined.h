// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <limits>

namespace scansleuth::compare {

// The value of a statistic that is undefined (a mean of nothing); JSON writes it as null.
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

} // namespace scansleuth::compare
