// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

// The one place where numbers become text and text becomes numbers, for everything a program or a file
// reads back: DICOM DS/IS, NIfTI descrip, JSON, CSV, SVG, HTML, Markdown, logs and messages. All of it
// is locale-free (std::to_chars / std::from_chars): '.' is the decimal point whatever LC_NUMERIC says.
// A Qt application calls setlocale(LC_ALL, "") at start-up, after which printf("%f") writes "1,2" on a
// German desktop. Only text shown in the GUI may follow the user's locale (QLocale there).
//
// Non-finite values read "nan", "inf" and "-inf" in every function.
namespace scansleuth {

// A number for messages: up to `decimals` decimals, trailing zeros dropped ("0.5", "12", "-3.25", never
// "-0").
std::string formatNumber(double value, int decimals = 3);

// printf's "%.*f": exactly `decimals` decimals ("1.50"); "-0.00" is written "0.00".
std::string formatFixed(double value, int decimals = 2);

// printf's "%.*g": `significant` significant digits, trailing zeros dropped, exponent when the value
// is very large or small ("0.000123", "1.2e+07").
std::string formatGeneral(double value, int significant = 6);

// The shortest text that reads back as exactly `value` ("0.1", "1e-07", "123456789").
std::string formatShortest(double value);

// Reads the longest number at the start of `text` ("0.5", "1e-3", "+2", ".5", "nan", "-inf",
// "Infinity"); leading blanks are skipped. Returns how many characters were consumed (blanks
// included); 0, with `value` untouched, when there is no number.
std::size_t readNumber(std::string_view text, double& value);

// The whole of `text` (blanks around it allowed) as a number; nullopt when anything else is there.
std::optional<double> parseNumber(std::string_view text);

// The leading number of `text`, or `fallback` when there is none (atof without the locale).
double numberOr(std::string_view text, double fallback = 0.0);

} // namespace scansleuth
