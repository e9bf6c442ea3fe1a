// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "labelnames.h"

#include "base/numberformat.h"
#include "base/readfile.h"
#include "base/strings.h"
#include "render/render.h"

#include <cmath>

namespace scansleuth::cli {

namespace {

constexpr std::uintmax_t kMaxTableBytes = 16u << 20; // a label table is a few kilobytes

// `text` without one pair of surrounding double quotes (inner doubled quotes made single).
std::string unquoted(const std::string& text)
{
    if (text.size() < 2 || text.front() != '"' || text.back() != '"')
        return text;
    return replaceAll(text.substr(1, text.size() - 2), "\"\"", "\"");
}

Error badLine(const std::string& path, int line, const std::string& why, const std::string& text)
{
    return makeError(ErrorKind::Corrupt,
                     "Line " + std::to_string(line) + " of the label table " + path + " " + why + ".",
                     "line " + std::to_string(line) + ": " + text);
}

Result<std::map<std::int64_t, std::string>> readCsv(const std::string& path, const std::string& text)
{
    std::map<std::int64_t, std::string> names;
    int lineNumber = 0;
    bool first = true;
    for (const std::string& raw : splitLines(text)) {
        ++lineNumber;
        const std::string line = trim(raw);
        if (line.empty() || line[0] == '#')
            continue;
        const auto comma = line.find(',');
        const std::optional<double> value =
            comma == std::string::npos ? std::nullopt : parseNumber(line.substr(0, comma));
        const bool whole =
            value && std::isfinite(*value) && *value == std::floor(*value) && std::abs(*value) < 1e15;
        if (first && !whole) { // a header row such as "label,name"
            first = false;
            continue;
        }
        first = false;
        if (comma == std::string::npos)
            return badLine(path, lineNumber, "has no comma between the value and the name", line);
        if (!whole)
            return badLine(path, lineNumber, "does not start with a whole label value", line);
        const std::string name = unquoted(trim(line.substr(comma + 1)));
        if (name.empty())
            return badLine(path, lineNumber, "has an empty name", line);
        if (!names.emplace(static_cast<std::int64_t>(*value), name).second)
            return badLine(path, lineNumber, "names label " + formatNumber(*value) + " a second time", line);
    }
    if (names.empty())
        return makeError(ErrorKind::Corrupt, "The label table " + path + " holds no labels.",
                         std::to_string(lineNumber) + " lines, all empty, comments or a header");
    return names;
}

bool looksLikeCsv(const std::string& path, const std::string& text)
{
    if (endsWithIgnoreCase(path, ".csv"))
        return true;
    for (const std::string& raw : splitLines(text)) {
        const std::string line = trim(raw);
        if (!line.empty() && line[0] != '#')
            return line.find(',') != std::string::npos && line.find('"') == std::string::npos;
    }
    return false;
}

} // namespace

Result<std::map<std::int64_t, std::string>> readLabelNames(const std::string& path)
{
    auto text = readWholeFile(path, kMaxTableBytes);
    if (!text)
        return text.error();
    if (looksLikeCsv(path, *text))
        return readCsv(path, *text);
    auto table = render::readLabelTable(path);
    if (!table)
        return table.error();
    std::map<std::int64_t, std::string> names;
    for (const render::LabelColour& l : *table)
        names[l.label] = l.name;
    return names;
}

} // namespace scansleuth::cli
