// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Listing one input: a folder of prediction files or a CSV of case,file rows.
#include "compare/cases/casematch.h"

#include "base/readfile.h"

#include "base/strings.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <system_error>

namespace scansleuth::compare {

namespace fs = std::filesystem;

namespace {

struct Entry
{
    std::string key;
    std::string path;
    std::vector<std::string> channelPaths; // per-class files of one case, in channel order
};

std::string quotedName(const std::string& text);

// "run 'baseline'" or "the truth", as the input is named in messages.
std::string inputName(const RunSpec& run)
{
    return run.isTruth ? std::string("the truth") : "run " + quotedName(run.name);
}

std::string capitalised(std::string text)
{
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = char(text[0] - 'a' + 'A');
    return text;
}

std::string quotedName(const std::string& text)
{
    return "'" + text + "'";
}

// Every image file under `root`; hidden files and folders (".DS_Store", ".ipynb_checkpoints") skipped.
Result<std::vector<std::string>> imageFilesUnder(const fs::path& root)
{
    std::vector<std::string> files;
    std::error_code ec;
    fs::recursive_directory_iterator it(root, fs::directory_options::none, ec);
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.starts_with(".")) {
            if (it->is_directory(ec))
                it.disable_recursion_pending();
            continue;
        }
        if (it->is_regular_file(ec) && hasImageExtension(name))
            files.push_back(it->path().string());
    }
    if (ec)
        return makeError(ErrorKind::Io, "Could not list the folder " + root.string() + ".", ec.message());
    std::sort(files.begin(), files.end());
    return files;
}

// Per-class probability files: at least two keys, each with the same channels 0000, 0001, ... (two or
// more). Anything else with clashing keys is a folder of case names ("liver_0001" .. "liver_0131").
bool perClassChannels(const std::map<std::string, std::vector<std::string>>& channelsByKey)
{
    if (channelsByKey.size() < 2)
        return false;
    const std::vector<std::string>& first = channelsByKey.begin()->second;
    if (first.size() < 2)
        return false;
    for (std::size_t c = 0; c < first.size(); ++c) {
        if (first[c] != std::string(4 - std::to_string(c).size(), '0') + std::to_string(c))
            return false;
    }
    return std::all_of(channelsByKey.begin(), channelsByKey.end(),
                       [&](const auto& kv) { return kv.second == first; });
}

// The channel suffix is removed only when every file of the folder carries one and removing it keeps the
// keys apart: "liver_0001.nii.gz" in a folder of liver_0001 .. liver_0131 is a case name, not a channel.
// Where the keys clash because each case has one file per class (case_001_0000 .. case_001_0002), the
// files of a key become one entry with its channel files.
std::vector<Entry> keyFolderFiles(const std::vector<std::string>& files)
{
    std::vector<CaseName> names;
    bool allChannels = !files.empty();
    for (const std::string& f : files) {
        names.push_back(splitCaseName(fs::path(f).filename().string()));
        allChannels = allChannels && !names.back().channel.empty();
    }
    std::vector<Entry> entries;
    for (std::size_t i = 0; i < files.size(); ++i) {
        std::string key = names[i].stem;
        if (allChannels)
            key.resize(key.size() - 5);
        entries.push_back({std::move(key), files[i], {}});
    }
    if (!allChannels)
        return entries;
    std::map<std::string, std::vector<std::string>> channelsByKey;
    std::map<std::string, std::map<std::string, std::string>> filesByKey; // key -> channel -> file
    bool clash = false;
    for (std::size_t i = 0; i < files.size(); ++i) {
        auto& byChannel = filesByKey[entries[i].key];
        clash = clash || !byChannel.empty();
        if (!byChannel.emplace(names[i].channel, files[i]).second) // one channel twice: not per-class
            channelsByKey.clear();
        channelsByKey[entries[i].key].push_back(names[i].channel);
    }
    if (!clash)
        return entries;
    for (auto& [key, channels] : channelsByKey)
        std::sort(channels.begin(), channels.end());
    if (!perClassChannels(channelsByKey)) {
        for (std::size_t i = 0; i < files.size(); ++i)
            entries[i].key = names[i].stem;
        return entries;
    }
    std::vector<Entry> grouped;
    for (auto& [key, byChannel] : filesByKey) {
        Entry e{key, byChannel.begin()->second, {}};
        for (auto& [channel, file] : byChannel)
            e.channelPaths.push_back(file);
        grouped.push_back(std::move(e));
    }
    return grouped;
}

// One CSV line cut into fields: RFC 4180 quotes ("a ""b""" -> a "b"), blanks around fields trimmed.
Result<std::vector<std::string>> csvFields(std::string_view line, char separator)
{
    std::vector<std::string> fields(1);
    bool inQuotes = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (inQuotes) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else if (c == '"') {
                inQuotes = false;
            } else {
                fields.back() += c;
            }
        } else if (c == '"' && trimView(fields.back()).empty()) {
            fields.back().clear();
            inQuotes = true;
        } else if (c == separator) {
            fields.emplace_back();
        } else {
            fields.back() += c;
        }
    }
    if (inQuotes)
        return makeError(ErrorKind::Corrupt, "", "unterminated quote");
    for (std::string& f : fields)
        f = trim(f);
    return fields;
}

// ';' when the first line has more semicolons than commas outside quotes (a European spreadsheet).
char guessSeparator(std::string_view firstLine)
{
    int commas = 0;
    int semicolons = 0;
    bool inQuotes = false;
    for (char c : firstLine) {
        if (c == '"')
            inQuotes = !inQuotes;
        else if (!inQuotes && c == ',')
            ++commas;
        else if (!inQuotes && c == ';')
            ++semicolons;
    }
    return semicolons > commas ? ';' : ',';
}

Result<std::string> readText(const fs::path& path)
{
    constexpr std::uintmax_t maxListBytes = std::uintmax_t(256) << 20; // a case list, not a dataset
    auto text = readWholeFile(path.string(), maxListBytes);
    if (!text) {
        Error e = text.error();
        e.message = "Could not read the case list " + path.string() + ".";
        return e;
    }
    std::string s = std::move(text).value();
    if (s.starts_with("\xEF\xBB\xBF")) // Excel's UTF-8 byte order mark
        s.erase(0, 3);
    return s;
}

// The first row is a header when its file column names no image file ("case,file", "id;prediction").
bool isHeader(const std::vector<std::string>& fields)
{
    return !hasImageExtension(fields[1]);
}

Result<std::vector<Entry>> readCsv(const RunSpec& run, Findings& findings)
{
    const fs::path csvPath(run.path);
    Result<std::string> text = readText(csvPath);
    if (!text)
        return text.error();
    const std::vector<std::string> lines = splitLines(*text);
    const fs::path base = csvPath.parent_path();
    std::vector<Entry> entries;
    std::vector<std::string> missing;
    char separator = 0;
    bool first = true;
    for (std::size_t n = 0; n < lines.size(); ++n) {
        if (trimView(lines[n]).empty())
            continue;
        if (separator == 0)
            separator = guessSeparator(lines[n]);
        const std::string line = std::to_string(n + 1);
        const std::string where = "line " + line + " of " + run.path;
        // The truth or a run, each in a whole sentence of its own so that it can be translated.
        Result<std::vector<std::string>> fields = csvFields(lines[n], separator);
        if (!fields)
            return makeError(ErrorKind::Corrupt,
                             run.isTruth ? "The case list of the truth has an unterminated quote on line " +
                                               line + " of " + run.path + "."
                                         : "The case list of run '" + run.name +
                                               "' has an unterminated quote on line " + line + " of " +
                                               run.path + ".");
        if (fields->size() < 2 || (*fields)[0].empty() || (*fields)[1].empty())
            return makeError(ErrorKind::Corrupt,
                             run.isTruth
                                 ? "The case list of the truth needs a case and a file on line " + line +
                                       " of " + run.path + "."
                                 : "The case list of run '" + run.name +
                                       "' needs a case and a file on line " + line + " of " + run.path + ".",
                             lines[n]);
        const bool header = first && isHeader(*fields);
        first = false;
        if (header)
            continue;
        fs::path file((*fields)[1]);
        if (file.is_relative())
            file = base / file;
        std::error_code ec;
        if (!fs::is_regular_file(file, ec)) {
            missing.push_back((*fields)[0] + ": " + file.string() + " (" + where + ")");
            continue;
        }
        entries.push_back({(*fields)[0], file.lexically_normal().string(), {}});
    }
    if (!missing.empty()) {
        Finding f = makeFinding("compare.missing_file", Severity::Warning,
                                capitalised(inputName(run)) + " lists " + std::to_string(missing.size()) +
                                    " file(s) that do not exist; those cases count as missing.",
                                "Correct the paths in the CSV; relative paths start at the CSV's folder.");
        f.measurements.push_back({"files", double(missing.size()), ""});
        f.evidence = std::move(missing);
        findings.push_back(std::move(f));
    }
    return entries;
}

bool isCaseList(const fs::path& path)
{
    const std::string ext = toLower(path.extension().string());
    return ext == ".csv" || ext == ".txt" || ext == ".tsv";
}

// Moves entries into run.cases; keys with several files become duplicates, reported with every file.
void collect(std::vector<Entry> entries, const RunSpec& spec, RunCases& run)
{
    std::map<std::string, std::vector<Entry>> byKey;
    for (Entry& e : entries)
        byKey[e.key].push_back(std::move(e));
    std::vector<std::string> evidence;
    for (auto& [key, same] : byKey) {
        if (same.size() == 1) {
            run.cases.push_back({key, same.front().path, std::move(same.front().channelPaths)});
            continue;
        }
        std::vector<std::string> paths;
        for (const Entry& e : same)
            paths.push_back(e.path);
        run.duplicateKeys.push_back(key);
        evidence.push_back(key + ": " + join(paths, ", "));
    }
    const auto byKeyNaturally = [](const CaseFile& a, const CaseFile& b) {
        return naturalLess(a.key, b.key);
    };
    std::sort(run.cases.begin(), run.cases.end(), byKeyNaturally);
    std::sort(run.duplicateKeys.begin(), run.duplicateKeys.end(),
              [](const std::string& a, const std::string& b) { return naturalLess(a, b); });
    if (!evidence.empty()) {
        Finding f = makeFinding("compare.duplicate_case", Severity::Error,
                                capitalised(inputName(spec)) + " has " + std::to_string(evidence.size()) +
                                    " case(s) with more than one file; none of them is used for those cases.",
                                "Keep one file per case, or point the run at one sub-folder (one fold, one "
                                "epoch).");
        f.measurements.push_back({"cases", double(evidence.size()), ""});
        f.evidence = std::move(evidence);
        run.findings.push_back(std::move(f));
    }
    if (run.cases.empty() && run.duplicateKeys.empty()) {
        run.findings.push_back(
            makeFinding("compare.empty_run", Severity::Warning,
                        capitalised(inputName(spec)) + " has no " + (spec.isTruth ? "label" : "prediction") +
                            " files (" + run.source + ").",
                        "Point the run at the folder holding .nii.gz, .nii, .nrrd, .nhdr, .mha or .mhd "
                        "files, or at a CSV of case,file rows."));
    }
}

} // namespace

Result<RunSpec> parseRunSpec(std::string_view text)
{
    const std::size_t eq = text.find('=');
    if (eq == std::string_view::npos)
        return makeError(ErrorKind::Invalid,
                         "A run must be given as NAME=PATH, not '" + std::string(text) + "'.");
    RunSpec spec{trim(text.substr(0, eq)), trim(text.substr(eq + 1))};
    if (spec.name.empty())
        return makeError(ErrorKind::Invalid, "The run '" + std::string(text) + "' has no name before '='.");
    if (spec.path.empty())
        return makeError(ErrorKind::Invalid, "The run '" + spec.name + "' has no path after '='.");
    return spec;
}

Result<RunCases> listRunCases(const RunSpec& run)
{
    RunCases result;
    result.name = run.name;
    result.source = run.path;
    const fs::path path(run.path);
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (!fs::exists(status))
        return makeError(ErrorKind::NotFound,
                         run.isTruth ? "The path of the truth does not exist: " + run.path + "."
                                     : "The path of run '" + run.name + "' does not exist: " + run.path + ".",
                         ec.message());
    std::vector<Entry> entries;
    if (fs::is_directory(status)) {
        Result<std::vector<std::string>> files = imageFilesUnder(path);
        if (!files)
            return makeError(files.error().kind,
                             run.isTruth
                                 ? "Could not list the folder of the truth: " + run.path + "."
                                 : "Could not list the folder of run '" + run.name + "': " + run.path + ".",
                             files.error().detail);
        entries = keyFolderFiles(*files);
    } else if (isCaseList(path)) {
        Result<std::vector<Entry>> rows = readCsv(run, result.findings);
        if (!rows)
            return rows.error();
        entries = std::move(*rows);
    } else {
        return makeError(ErrorKind::Invalid,
                         run.isTruth
                             ? "The truth must be a folder of predictions or a CSV of case,file rows, not " +
                                   run.path + "."
                             : "Run '" + run.name +
                                   "' must be a folder of predictions or a CSV of case,file rows, not " +
                                   run.path + ".");
    }
    collect(std::move(entries), run, result);
    return result;
}

} // namespace scansleuth::compare
