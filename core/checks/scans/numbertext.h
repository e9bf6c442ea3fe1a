// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <charconv>
#include <string_view>

// Internal to the scans checks: numbers read from text without the C locale. strtod()/atof() follow
// LC_NUMERIC, which a Qt application sets from the environment: under a German locale "0.5" would read
// as 0. std::from_chars always reads '.' as the decimal point.
namespace scansleuth::checks {

// Reads the longest number at the start of `text` ("0.5", "1e-3", "+2", "nan", "-inf", "Infinity").
// Returns how many characters were read; 0 (and `value` untouched) when there is no number.
inline std::size_t readNumber(std::string_view text, double& value)
{
    const bool plus = !text.empty() && text.front() == '+';
    const char* begin = text.data() + (plus ? 1 : 0);
    const auto [end, ec] = std::from_chars(begin, text.data() + text.size(), value);
    return ec == std::errc() ? static_cast<std::size_t>(end - text.data()) : 0;
}

// The leading number of `text`, or `fallback` when there is none (atof without the locale).
inline double numberOr(std::string_view text, double fallback = 0.0)
{
    double v = fallback;
    return readNumber(text, v) > 0 ? v : fallback;
}

} // namespace scansleuth::checks
