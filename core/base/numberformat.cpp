// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "numberformat.h"

#include <charconv>
#include <cmath>
#include <system_error>

namespace scansleuth {

namespace {

std::string nonFinite(double value)
{
    if (std::isnan(value))
        return "nan";
    return value > 0 ? "inf" : "-inf";
}

// to_chars into a buffer big enough for any double in fixed notation (1e308 has 309 digits).
std::string toChars(double value, std::chars_format format, int precision)
{
    char buffer[400];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value, format, precision);
    if (ec != std::errc())
        return nonFinite(value); // cannot happen for finite values with this buffer
    return std::string(buffer, end);
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isNegativeZeroText(const std::string& s)
{
    if (s.empty() || s.front() != '-')
        return false;
    for (std::size_t i = 1; i < s.size(); ++i)
        if (s[i] != '0' && s[i] != '.')
            return false;
    return true;
}

} // namespace

std::string formatNumber(double value, int decimals)
{
    if (!std::isfinite(value))
        return nonFinite(value);
    std::string s = toChars(value, std::chars_format::fixed, decimals < 0 ? 0 : decimals);
    if (s.find('.') != std::string::npos) {
        while (!s.empty() && s.back() == '0')
            s.pop_back();
        if (!s.empty() && s.back() == '.')
            s.pop_back();
    }
    return s == "-0" ? "0" : s;
}

std::string formatFixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return nonFinite(value);
    std::string s = toChars(value, std::chars_format::fixed, decimals < 0 ? 0 : decimals);
    return isNegativeZeroText(s) ? s.substr(1) : s;
}

std::string formatGeneral(double value, int significant)
{
    if (!std::isfinite(value))
        return nonFinite(value);
    std::string s = toChars(value, std::chars_format::general, significant < 1 ? 1 : significant);
    return isNegativeZeroText(s) ? s.substr(1) : s;
}

std::string formatShortest(double value)
{
    if (!std::isfinite(value))
        return nonFinite(value);
    // Without a format, to_chars picks fixed or scientific, whichever is shorter, at round-trip precision.
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : nonFinite(value);
}

std::size_t readNumber(std::string_view text, double& value)
{
    std::size_t i = 0;
    while (i < text.size() && isBlank(text[i]))
        ++i;
    const bool plus = i < text.size() && text[i] == '+';
    const char* begin = text.data() + i + (plus ? 1 : 0);
    const char* end = text.data() + text.size();
    if (plus && begin < end && *begin == '-')
        return 0; // "+-1" is no number
    double v = 0;
    // Not a structured binding: clang 14 (the fuzz build) cannot capture one in the lambda below.
    const std::from_chars_result parsed = std::from_chars(begin, end, v);
    const char* stop = parsed.ptr;
    std::errc ec = parsed.ec;
    if (ec == std::errc::result_out_of_range) {
        // from_chars leaves the value alone on overflow and underflow; strtod's answers are +-inf and 0.
        const bool negative = begin < end && *begin == '-';
        const bool tiny = [&] {
            const std::string_view digits(begin, std::size_t(stop - begin));
            const auto e = digits.find_first_of("eE");
            return e != std::string_view::npos && e + 1 < digits.size() && digits[e + 1] == '-';
        }();
        v = tiny ? (negative ? -0.0 : 0.0) : (negative ? -HUGE_VAL : HUGE_VAL);
        ec = std::errc();
    }
    if (ec != std::errc()) {
        // from_chars rejects ".5" and "-.5"; people and some writers produce them.
        const bool minus = begin < end && *begin == '-';
        const char* dot = begin + (minus ? 1 : 0);
        if (dot + 1 < end && *dot == '.' && dot[1] >= '0' && dot[1] <= '9') {
            std::string padded = (minus ? "-0" : "0") + std::string(dot, end);
            double w = 0;
            const auto [stop2, ec2] = std::from_chars(padded.data(), padded.data() + padded.size(), w);
            if (ec2 != std::errc())
                return 0;
            value = w;
            return std::size_t(begin - text.data()) + std::size_t(stop2 - padded.data()) - 1;
        }
        return 0;
    }
    value = v;
    return static_cast<std::size_t>(stop - text.data());
}

std::optional<double> parseNumber(std::string_view text)
{
    double v = 0;
    std::size_t n = readNumber(text, v);
    if (n == 0)
        return std::nullopt;
    while (n < text.size() && isBlank(text[n]))
        ++n;
    if (n != text.size())
        return std::nullopt;
    return v;
}

double numberOr(std::string_view text, double fallback)
{
    double v = fallback;
    return readNumber(text, v) > 0 ? v : fallback;
}

} // namespace scansleuth
