// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/measurementtexts.h"

#include "base/numberformat.h"
#include "base/translate.h"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_map>

namespace scansleuth {

namespace {

using Values = std::vector<std::pair<std::string, std::string>>;

std::string translated(const char* context, const char* source, const Translator& translate)
{
    std::string t = translate(context, source);
    return t.empty() ? std::string(source) : t;
}

const char* textOf(const std::vector<MeasurementText>& table, std::string_view key)
{
    for (const MeasurementText& t : table)
        if (key == t.key)
            return t.text;
    return nullptr;
}

const char* const kDirections[] = {"left-right", "anterior-posterior", "superior-inferior"};

// Whether placeholder `name` may take `piece` of a measurement's name (measurementtexts.h).
bool pieceFits(const std::string& name, const std::string& piece)
{
    if (piece.empty())
        return false;
    if (name == "feature")
        return textOf(measurementFeatureTexts(), piece) != nullptr;
    if (name == "direction")
        return std::find(std::begin(kDirections), std::end(kDirections), piece) != std::end(kDirections);
    if (name == "what")
        return piece == "image" || piece == "mask";
    if (name == "axis")
        return piece.size() == 1 && std::string_view("xyzijkLPS").find(piece[0]) != std::string_view::npos;
    if (name == "n")
        return piece.find_first_not_of("0123456789") == std::string::npos;
    return true; // {split}, {tool}: any name
}

// The words a placeholder's piece is shown as.
std::string pieceWords(const std::string& name, const std::string& piece, const Translator& translate)
{
    if (name == "feature")
        return translated(kMeasurementContext, textOf(measurementFeatureTexts(), piece), translate);
    if (name == "direction" || name == "what") {
        // The words are the table's: the key itself is the English.
        static const std::vector<MeasurementText> words = {
            {"left-right", QT_TRANSLATE_NOOP("Measurement", "left-right")},
            {"anterior-posterior", QT_TRANSLATE_NOOP("Measurement", "anterior-posterior")},
            {"superior-inferior", QT_TRANSLATE_NOOP("Measurement", "superior-inferior")},
            {"image", QT_TRANSLATE_NOOP("Measurement", "image")},
            {"mask", QT_TRANSLATE_NOOP("Measurement", "mask")},
        };
        return translated(kMeasurementContext, textOf(words, piece), translate);
    }
    return piece;
}

struct Pattern
{
    detail::ParsedTemplate parsed;
    const char* words;
};

// The table split into exact names and patterns, once.
struct NameIndex
{
    std::unordered_map<std::string_view, const char*> exact;
    std::vector<Pattern> patterns;
};

const NameIndex& nameIndex()
{
    static const NameIndex index = [] {
        NameIndex i;
        for (const MeasurementText& t : measurementNameTexts()) {
            detail::ParsedTemplate p = detail::parseTemplate(t.key);
            if (p.names.empty())
                i.exact.emplace(t.key, t.text);
            else
                i.patterns.push_back({std::move(p), t.text});
        }
        return i;
    }();
    return index;
}

// The table's row for `name`: its English words, and the pieces its placeholders took. nullptr when none.
const char* wordsOf(const std::string& name, Values& values)
{
    const NameIndex& index = nameIndex();
    if (auto it = index.exact.find(name); it != index.exact.end())
        return it->second;
    const char* best = nullptr;
    std::size_t bestSize = 0;
    for (const Pattern& p : index.patterns) {
        Values v;
        if (p.parsed.literalSize >= bestSize && detail::matchParsedTemplate(p.parsed, name, v, pieceFits) &&
            (best == nullptr || p.parsed.literalSize > bestSize)) {
            best = p.words;
            bestSize = p.parsed.literalSize;
            values = std::move(v);
        }
    }
    return best;
}

std::string spaced(std::string s)
{
    for (char& c : s)
        if (c == '_')
            c = ' ';
    return s;
}

} // namespace

bool hasMeasurementWords(const std::string& name)
{
    Values values;
    return wordsOf(name, values) != nullptr;
}

bool hasMeasurementUnit(const std::string& unit)
{
    return unit.empty() || textOf(measurementUnitTexts(), unit) != nullptr;
}

std::string measurementWords(const std::string& name, const Translator& translate)
{
    Values values;
    const char* words = wordsOf(name, values);
    if (words == nullptr)
        return spaced(name);
    for (auto& [placeholder, piece] : values)
        piece = pieceWords(placeholder, piece, translate);
    std::string out;
    if (detail::fillTemplate(translated(kMeasurementContext, words, translate), values, out))
        return out;
    // The translation names a placeholder the words lack: the English words, never a half-filled text.
    detail::fillTemplate(words, values, out);
    return out;
}

std::string formatMeasurementValue(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::abs(value) >= 1000 &&
        std::abs(value) < 1e15)
        return formatFixed(value, 0);
    return formatGeneral(value, 3);
}

std::string measurementValueText(double value, const std::string& unit, const Translator& translate)
{
    const std::string number = formatMeasurementValue(value);
    if (unit.empty())
        return number;
    const char* templ = textOf(measurementUnitTexts(), unit);
    std::string out;
    if (templ != nullptr &&
        detail::fillTemplate(translated(kMeasurementUnitContext, templ, translate), {{"value", number}}, out))
        return out;
    return number + " " + unit;
}

std::string renderMeasurement(const Measurement& m, const Translator& translate)
{
    return measurementWords(m.name, translate) + " " + measurementValueText(m.value, m.unit, translate);
}

std::string renderMeasurements(const std::vector<Measurement>& measurements, const Translator& translate)
{
    //: Joins a list of measurements ("voxel axis 0, Dice before the correction 0.34"): {list} is the
    //: measurements so far, {next} the next one.
    static const char* const kJoin = QT_TRANSLATE_NOOP("Measurement", "{list}, {next}");
    const std::string join = translated(kMeasurementContext, kJoin, translate);
    std::string out;
    for (const Measurement& m : measurements) {
        const std::string next = renderMeasurement(m, translate);
        if (out.empty() || !detail::fillTemplate(join, {{"list", out}, {"next", next}}, out))
            out = out.empty() ? next : out + ", " + next;
    }
    return out;
}

} // namespace scansleuth
