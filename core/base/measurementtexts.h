// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/findingtexts.h"

#include <string>
#include <vector>

// A finding's measurements in words and units, in the user's language (issue 22): a report reads
// "Dice before the correction 0.34, correction shift 12.5 mm", not "dice_before 0.34, correction_shift
// 12.5 mm". One table (measurementtexts_table.cpp) gives every name a check can emit its English words,
// marked QT_TRANSLATE_NOOP("Measurement", ...), and every unit a template ("{value} voxels", "{value}°"),
// marked QT_TRANSLATE_NOOP("MeasurementUnit", ...). The report (core/investigate), the GUI and the CLI's
// text render through it; `Measurement::name` and `unit` stay raw keys, and only the JSON outputs (CLI
// --json, the investigation file, the report's JSON) write them. Numbers are written as in files
// (base/numberformat.h), in every language.
namespace scansleuth {

inline constexpr const char* kMeasurementContext = "Measurement";
inline constexpr const char* kMeasurementUnitContext = "MeasurementUnit";

// One row of a table: a raw key and its English text.
//
// Names: `key` is a name ("dice_before") or a pattern for names built at run time, whose {placeholders}
// take a piece of the name: {feature} an audit parity feature ("p99", "spacing_x"; in words from
// measurementFeatureTexts), {direction} "left-right", "anterior-posterior" or "superior-inferior" (in
// words), {what} "image" or "mask" (in words), {axis} one letter of xyzijkLPS, {n} digits, {split} a
// split's name and {tool} a tool's name (both kept as written). `text` is the words, with the same
// placeholders. Where several patterns match, the most specific (most literal characters) wins.
// Units: `key` is Measurement::unit, `text` a template with {value}.
struct MeasurementText
{
    const char* key;
    const char* text;
};

const std::vector<MeasurementText>& measurementNameTexts();
const std::vector<MeasurementText>& measurementFeatureTexts(); // the words a {feature} takes
const std::vector<MeasurementText>& measurementUnitTexts();

// Whether `name` / `unit` has words in the table (for the completeness test).
bool hasMeasurementWords(const std::string& name);
bool hasMeasurementUnit(const std::string& unit);

// The words of `name` in the translator's language ("Dice before the correction"); an unknown name as
// it is, '_' written as a space.
std::string measurementWords(const std::string& name, const Translator& translate);

// A measured value as reports write it: three significant digits, a whole count kept whole ("3968127",
// not "3.97e+06"), locale-free; "nan", "inf" when not finite.
std::string formatMeasurementValue(double value);

// The value with its unit in the translator's language ("12.5 mm", "34%", "step 120"); an unknown unit
// after the value as it is.
std::string measurementValueText(double value, const std::string& unit, const Translator& translate);

// "Dice before the correction 0.34": the words, a space, the value with its unit.
std::string renderMeasurement(const Measurement& measurement, const Translator& translate);

// Every measurement rendered, joined by the translated list separator (", " in English and German);
// empty for none.
std::string renderMeasurements(const std::vector<Measurement>& measurements, const Translator& translate);

} // namespace scansleuth
