// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <string_view>
#include <vector>

// The string helpers every module shares. ASCII only: case mapping and blanks never depend on the locale
// (std::tolower does, and a Turkish locale maps 'I' to a dotless i).
namespace scansleuth {

// ASCII lower case; other bytes (UTF-8 included) unchanged.
std::string toLower(std::string_view text);

// Without leading and trailing blanks (space, tab, CR, LF, FF, VT).
std::string_view trimView(std::string_view text);
std::string trim(std::string_view text);

// `text` cut at every `separator`; "" gives one empty part, "a,,b" three parts.
std::vector<std::string> split(std::string_view text, char separator);

// Lines without their "\n" or "\r\n"; a last line without a newline counts, a final newline adds none.
std::vector<std::string> splitLines(std::string_view text);

std::string join(const std::vector<std::string>& parts, std::string_view separator);

// Case-insensitive (ASCII) prefix, suffix and equality tests.
bool startsWithIgnoreCase(std::string_view text, std::string_view prefix);
bool endsWithIgnoreCase(std::string_view text, std::string_view suffix);
bool equalsIgnoreCase(std::string_view a, std::string_view b);

// `text` padded with spaces to at least `width` characters (printf's "%5s" and "%-5s").
std::string padLeft(std::string_view text, std::size_t width);
std::string padRight(std::string_view text, std::size_t width);

// Every occurrence of `from` replaced by `to` (`from` must not be empty).
std::string replaceAll(std::string_view text, std::string_view from, std::string_view to);

} // namespace scansleuth
