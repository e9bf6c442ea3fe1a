// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Label names and colours from the common label table formats (labeltable.h).
#include "render/labeltable.h"

#include "base/numberformat.h"
#include "base/readfile.h"
#include "base/strings.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <set>

namespace scansleuth::render {

namespace {

constexpr std::uintmax_t kMaxTableBytes = 16u << 20; // a label table is a few kilobytes

enum class Format
{
    ItkSnap,
    Slicer,
    FreeSurfer,
    IndexName,
    Csv,
    Tsv,
    FslXml
};

const char* formatName(Format f)
{
    switch (f) {
    case Format::ItkSnap:
        return "ITK-SNAP label description";
    case Format::Slicer:
        return "Slicer colour table";
    case Format::FreeSurfer:
        return "FreeSurfer LUT";
    case Format::IndexName:
        return "index-name text";
    case Format::Csv:
        return "CSV";
    case Format::Tsv:
        return "TSV";
    case Format::FslXml:
        return "FSL atlas XML";
    }
    return "";
}

std::vector<std::string> words(std::string_view line)
{
    std::vector<std::string> out;
    std::size_t p = 0;
    while (p < line.size()) {
        while (p < line.size() && (line[p] == ' ' || line[p] == '\t'))
            ++p;
        const std::size_t start = p;
        while (p < line.size() && line[p] != ' ' && line[p] != '\t')
            ++p;
        if (p > start)
            out.emplace_back(line.substr(start, p - start));
    }
    return out;
}

std::optional<int> wholeNumber(std::string_view text)
{
    const std::optional<double> v = parseNumber(trimView(text));
    if (!v || !std::isfinite(*v) || *v != std::floor(*v) || std::abs(*v) > 2147483647.0)
        return std::nullopt;
    return int(*v);
}

std::optional<std::uint8_t> byteValue(std::string_view text)
{
    const std::optional<int> v = wholeNumber(text);
    if (!v || *v < 0 || *v > 255)
        return std::nullopt;
    return std::uint8_t(*v);
}

// ITK-SNAP: IDX -R- -G- -B- -A-- VIS MSH "LABEL", alpha in 0..1.
bool parseItkSnap(const std::string& line, LabelColour& out)
{
    const auto q0 = line.find('"');
    const auto q1 = line.rfind('"');
    if (q0 == std::string::npos || q1 == q0 || !trim(line.substr(q1 + 1)).empty())
        return false;
    const auto w = words(line.substr(0, q0));
    if (w.size() != 7)
        return false;
    const auto idx = wholeNumber(w[0]);
    const auto r = byteValue(w[1]), g = byteValue(w[2]), b = byteValue(w[3]);
    const auto a = parseNumber(w[4]), vis = parseNumber(w[5]), msh = parseNumber(w[6]);
    if (!idx || !r || !g || !b || !a || !(*a >= 0 && *a <= 1) || !vis || (*vis != 0 && *vis != 1) || !msh)
        return false;
    out = {
        *idx, {*r, *g, *b, std::uint8_t(std::lround(*a * 255))}, line.substr(q0 + 1, q1 - q0 - 1), *vis != 0};
    return true;
}

// Slicer and FreeSurfer: IDX NAME R G B A; FreeSurfer's A is a transparency.
bool parseSixColumns(const std::string& line, bool transparency, LabelColour& out)
{
    const auto w = words(line);
    if (w.size() != 6)
        return false;
    const auto idx = wholeNumber(w[0]);
    const auto r = byteValue(w[2]), g = byteValue(w[3]), b = byteValue(w[4]), a = byteValue(w[5]);
    if (!idx || !r || !g || !b || !a)
        return false;
    out = {*idx, {*r, *g, *b, std::uint8_t(transparency ? 255 - *a : *a)}, w[1], true};
    return true;
}

// MRIcron/FSL index-name text: IDX NAME [numbers...] (AAL's third column is its own code), or a name of
// several words.
bool parseIndexName(const std::string& line, LabelColour& out)
{
    const auto w = words(line);
    const auto idx = w.empty() ? std::nullopt : wholeNumber(w[0]);
    if (!idx || w.size() < 2)
        return false;
    const bool numbersAfter =
        std::all_of(w.begin() + 2, w.end(), [](const std::string& s) { return parseNumber(s).has_value(); });
    const std::vector<std::string> nameWords =
        numbersAfter ? std::vector<std::string>{w[1]} : std::vector<std::string>(w.begin() + 1, w.end());
    out = {*idx, defaultLabelColour(*idx), join(nameWords, " "), true};
    return true;
}

// Fields of a CSV/TSV line; double quotes group (a doubled quote inside is one quote).
std::vector<std::string> fields(const std::string& line, char separator)
{
    std::vector<std::string> out(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == '"' && quoted && i + 1 < line.size() && line[i + 1] == '"')
            out.back() += line[++i];
        else if (c == '"')
            quoted = !quoted;
        else if (c == separator && !quoted)
            out.emplace_back();
        else
            out.back() += c;
    }
    for (std::string& f : out)
        f = trim(f);
    return out;
}

bool parseDelimited(const std::string& line, char separator, LabelColour& out)
{
    const auto f = fields(line, separator);
    const auto idx = wholeNumber(f[0]);
    if (!idx || (f.size() != 2 && f.size() != 5 && f.size() != 6))
        return false;
    out = {*idx, defaultLabelColour(*idx), f[1], true};
    if (f.size() == 2)
        return true;
    const auto r = byteValue(f[2]), g = byteValue(f[3]), b = byteValue(f[4]);
    const auto a = f.size() == 6 ? byteValue(f[5]) : std::optional<std::uint8_t>(255);
    if (!r || !g || !b || !a)
        return false;
    out.colour = {*r, *g, *b, *a};
    return true;
}

// Why a line is not an entry of format `f`, with what a line of the format holds: one whole phrase a
// format, as "Line 3 of the label table x.txt ..." ends (base/errortexts_io.cpp translates each).
const char* notAnEntry(Format f)
{
    switch (f) {
    case Format::ItkSnap:
        return "is not a valid ITK-SNAP label description entry (IDX R G B A VIS MSH \"NAME\")";
    case Format::Slicer:
        return "is not a valid Slicer colour table entry (IDX NAME R G B A)";
    case Format::FreeSurfer:
        return "is not a valid FreeSurfer LUT entry (IDX NAME R G B A)";
    case Format::IndexName:
        return "is not a valid index-name text entry (IDX NAME)";
    case Format::Csv:
        return "is not a valid CSV entry (VALUE,NAME or VALUE,NAME,R,G,B[,A])";
    case Format::Tsv:
        return "is not a valid TSV entry (VALUE<tab>NAME or VALUE<tab>NAME<tab>R<tab>G<tab>B[<tab>A])";
    case Format::FslXml:
        break;
    }
    return "is not a valid FSL atlas XML entry (<label index=\"I\">NAME</label>)";
}

Error badLine(const std::string& path, int line, const std::string& why, const std::string& text)
{
    return makeError(ErrorKind::Corrupt,
                     "Line " + std::to_string(line) + " of the label table " + path + " " + why + ".",
                     "line " + std::to_string(line) + ": " + text);
}

struct Line
{
    int number = 0;
    std::string text; // trimmed
};

// The first data line decides; FreeSurfer over Slicer by its comments or an all-zero A column.
Format detect(const std::vector<Line>& data, const std::vector<std::string>& comments)
{
    const std::string& t = data.front().text;
    if (t.find(',') != std::string::npos)
        return Format::Csv;
    if (t.find('"') != std::string::npos)
        return Format::ItkSnap;
    const auto w = words(t);
    const auto tabs = fields(t, '\t');
    const bool header = !wholeNumber(w.front());
    const bool spacedName = tabs.size() >= 2 && tabs[1].find(' ') != std::string::npos;
    if (t.find('\t') != std::string::npos && (header || spacedName))
        return Format::Tsv;
    LabelColour probe;
    if (!parseSixColumns(t, false, probe))
        return Format::IndexName;
    for (const std::string& c : comments)
        if (toLower(c).find("freesurfer") != std::string::npos ||
            toLower(c).find("label name") != std::string::npos)
            return Format::FreeSurfer;
    const bool allClear = std::all_of(data.begin(), data.end(), [](const Line& l) {
        const auto lw = words(l.text);
        return lw.size() == 6 && lw[5] == "0";
    });
    return allClear && data.size() > 1 ? Format::FreeSurfer : Format::Slicer;
}

bool parseLine(Format f, const std::string& t, LabelColour& out)
{
    switch (f) {
    case Format::ItkSnap:
        return parseItkSnap(t, out);
    case Format::Slicer:
    case Format::FreeSurfer:
        return parseSixColumns(t, f == Format::FreeSurfer, out);
    case Format::IndexName:
        return parseIndexName(t, out);
    case Format::Csv:
        return parseDelimited(t, ',', out);
    case Format::Tsv:
        return parseDelimited(t, '\t', out);
    case Format::FslXml:
        return false;
    }
    return false;
}

std::string xmlText(std::string s)
{
    for (const auto& [from, to] : {std::pair{"&lt;", "<"}, std::pair{"&gt;", ">"}, std::pair{"&quot;", "\""},
                                   std::pair{"&apos;", "'"}, std::pair{"&amp;", "&"}})
        s = replaceAll(s, from, to);
    return trim(s);
}

// FSL atlas XML: <label index="0" x=".." y=".." z="..">Name</label>, image value index + 1.
Result<std::vector<std::pair<int, LabelColour>>> parseFslXml(const std::string& text, const std::string& path)
{
    std::vector<std::pair<int, LabelColour>> out; // {line, label}
    for (std::size_t p = text.find("<label"); p != std::string::npos; p = text.find("<label", p + 1)) {
        const int line = 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(p), '\n'));
        const std::size_t close = text.find('>', p), end = text.find("</label>", p);
        const std::size_t at = text.find("index=\"", p);
        if (close == std::string::npos || end == std::string::npos || at == std::string::npos || at > close)
            return badLine(path, line, notAnEntry(Format::FslXml),
                           trim(text.substr(p, std::min<std::size_t>(80, text.size() - p))));
        const std::size_t valueEnd = text.find('"', at + 7);
        const auto index = wholeNumber(text.substr(at + 7, valueEnd - at - 7));
        if (!index)
            return badLine(path, line, "has an index that is not a whole number",
                           text.substr(p, close - p + 1));
        out.push_back({line,
                       {*index + 1, defaultLabelColour(*index + 1),
                        xmlText(text.substr(close + 1, end - close - 1)), true}});
    }
    return out;
}

std::string fileName(const std::string& path)
{
    return std::filesystem::path(path).filename().string();
}

} // namespace

Result<LabelTable> parseLabelTable(const std::string& content, const std::string& path)
{
    std::string_view text = content;
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    LabelTable table;
    table.path = path;
    std::vector<std::pair<int, LabelColour>> entries; // {line, label}
    int lineCount = 0;
    if (trimView(text).substr(0, 1) == "<") {
        table.format = formatName(Format::FslXml);
        auto xml = parseFslXml(std::string(text), path);
        if (!xml)
            return xml.error();
        entries = std::move(xml).value();
        lineCount = 1 + int(std::count(text.begin(), text.end(), '\n'));
    } else {
        std::vector<Line> data;
        std::vector<std::string> comments;
        for (const std::string& raw : splitLines(text)) {
            const std::string t = trim(raw);
            ++lineCount;
            if (!t.empty() && t[0] == '#')
                comments.push_back(t);
            else if (!t.empty())
                data.push_back({lineCount, t});
        }
        if (data.empty())
            return makeError(ErrorKind::Corrupt, "The label table " + path + " holds no labels.",
                             std::to_string(lineCount) + " lines, all empty or comments");
        const Format f = detect(data, comments);
        table.format = formatName(f);
        const bool delimited = f == Format::Csv || f == Format::Tsv;
        for (std::size_t n = 0; n < data.size(); ++n) {
            if (n == 0 && delimited && !wholeNumber(fields(data[0].text, f == Format::Csv ? ',' : '\t')[0]))
                continue; // a header row such as "label,name"
            LabelColour lc;
            if (!parseLine(f, data[n].text, lc))
                return badLine(path, data[n].number, notAnEntry(f), data[n].text);
            entries.push_back({data[n].number, std::move(lc)});
        }
    }
    std::set<int> seen;
    for (auto& [line, lc] : entries) {
        if (trim(lc.name).empty())
            return badLine(path, line, "has an empty name", lc.name);
        if (!seen.insert(lc.label).second)
            return badLine(path, line, "names label " + std::to_string(lc.label) + " a second time", lc.name);
        table.labels.push_back(std::move(lc));
    }
    if (table.labels.empty())
        return makeError(ErrorKind::Corrupt, "The label table " + path + " holds no labels.",
                         std::to_string(lineCount) + " lines, all empty, comments or a header");
    return table;
}

Result<LabelTable> readLabelTableFile(const std::string& path)
{
    if (!std::filesystem::is_regular_file(path))
        return makeError(ErrorKind::NotFound, "The label table " + path + " cannot be opened.",
                         "no such file");
    auto text = readWholeFile(path, kMaxTableBytes);
    if (!text)
        return text.error();
    return parseLabelTable(*text, path);
}

Result<std::vector<LabelColour>> readLabelTable(const std::string& path)
{
    auto table = readLabelTableFile(path);
    if (!table)
        return table.error();
    return std::move(table->labels);
}

std::vector<std::string> labelTableCandidates(const std::string& imagePath)
{
    const std::filesystem::path p(imagePath);
    const std::string name = p.filename().string();
    std::string stem = name;
    if (endsWithIgnoreCase(stem, ".gz"))
        stem.resize(stem.size() - 3);
    const std::string withExtension = stem; // X.nii of X.nii.gz
    if (const auto dot = stem.rfind('.'); dot != std::string::npos && dot > 0)
        stem.resize(dot);
    std::vector<std::string> names = {
        name + ".txt",     withExtension + ".txt", stem + ".txt",        stem + ".lut",
        stem + ".ctbl",    stem + ".label",        stem + ".csv",        stem + ".tsv",
        stem + ".xml",     stem + "_labels.txt",   stem + "_labels.csv", stem + "_labels.tsv",
        stem + "_lut.txt", "labels.txt",           "labels.csv",         "labels.tsv"};
    std::vector<std::string> out;
    for (const std::string& n : names) {
        const std::string candidate = (p.parent_path() / n).string();
        if (n != name && std::find(out.begin(), out.end(), candidate) == out.end())
            out.push_back(candidate);
    }
    return out;
}

LabelTableSearch findLabelTable(const std::string& imagePath)
{
    LabelTableSearch search;
    for (const std::string& candidate : labelTableCandidates(imagePath)) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(candidate, ec))
            continue;
        auto table = readLabelTableFile(candidate);
        if (table) {
            search.table = std::move(table);
            return search;
        }
        search.rejected.push_back(fileName(candidate) + ": " + table.error().message);
    }
    return search;
}

std::string describeLabelSource(const LabelTableSearch& search, const std::string& imagePath)
{
    if (search.table)
        return "Label names: " + std::to_string(search.table->labels.size()) + " from " +
               fileName(search.table->path) + " (" + search.table->format + ").";
    const auto candidates = labelTableCandidates(imagePath);
    std::vector<std::string> first;
    for (std::size_t i = 0; i < std::min<std::size_t>(3, candidates.size()); ++i)
        first.push_back(fileName(candidates[i]));
    std::string text = "No label names found beside " + fileName(imagePath) + " (looked for " +
                       join(first, ", ") + " and " + std::to_string(candidates.size() - first.size()) +
                       " more names).";
    for (const std::string& r : search.rejected)
        text += " Not a label table: " + r;
    return text;
}

} // namespace scansleuth::render
