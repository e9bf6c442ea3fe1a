// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// What the audit reads: the splits' files, found with the corrupt-file scan's rules (so both tools agree
// on what an image is) plus the arrays a training pipeline saves, listed in an order every machine of a
// SLURM array reproduces.
#include "checks/audit/sources/sources.h"

#include "base/readfile.h"
#include "base/strings.h"
#include "checks/audit/sources/arrays.h"
#include "checks/scans/datasetfiles.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace fs = std::filesystem;

namespace scansleuth::audit {

namespace {

constexpr std::uintmax_t kMaxCsvBytes = std::uintmax_t(256) << 20;

// What is wrong with a split's name; each caller says it in a whole sentence of its own.
enum class SplitNameProblem
{
    None,
    Empty,
    Separator
};

SplitNameProblem splitNameProblem(const std::string& name)
{
    if (name.empty())
        return SplitNameProblem::Empty;
    if (name.find('=') != std::string::npos || name.find('/') != std::string::npos)
        return SplitNameProblem::Separator;
    return SplitNameProblem::None;
}

// The case name of a file found under a split's root: its path relative to the root ('/' separated), or
// the root's own name when the root is the file or DICOM folder itself.
std::string relativeCase(const std::string& path, const std::string& root)
{
    const std::string rel = fs::path(path).lexically_relative(fs::path(root)).generic_string();
    if (!rel.empty() && rel != ".")
        return rel;
    fs::path r = fs::path(root).lexically_normal();
    if (!r.has_filename())
        r = r.parent_path();
    return r.filename().generic_string();
}

// Adds what lies at `root` (a folder, walked, or one file) to `list`. `caseId` empty: each source's case
// is its path relative to the root.
void collect(SourceList& list, const std::string& split, const std::string& root, const std::string& caseId,
             const std::string& patient)
{
    checks::DatasetScanOptions options;
    const checks::DatasetFiles files = checks::listDatasetFiles(root, options);
    auto add = [&](const std::string& path, bool dicom) {
        list.sources.push_back(
            {split, path, dicom, caseId.empty() ? relativeCase(path, root) : caseId, patient});
    };
    std::error_code ec;
    const bool single = fs::is_regular_file(root, ec);
    std::set<std::string> dicomFolders;
    for (const std::string& file : files.dicom)
        dicomFolders.insert(single ? file : fs::path(file).parent_path().string());
    for (const std::string& folder : dicomFolders)
        add(folder, true);
    for (const checks::CandidateFile& c : files.others) {
        if (c.kind == checks::CandidateKind::NotImage)
            list.failures.push_back({c.path, "corrupt", c.reason, checks::describeFileStart(c.path)});
        else
            add(c.path, false);
    }
    for (const std::string& path : files.skipped) {
        if (!detail::arrayFormat(path).empty())
            add(path, false);
        else
            ++list.filesSkipped;
    }
    for (const std::string& path : files.notDicomSiblings)
        list.failures.push_back(
            {path, "corrupt",
             "The file is not DICOM although the files beside it are: it is empty, truncated "
             "before the DICOM preamble, or overwritten.",
             checks::describeFileStart(path)});
}

void sortList(SourceList& list)
{
    std::map<std::string, std::size_t> order;
    for (std::size_t i = 0; i < list.splits.size(); ++i)
        order.emplace(list.splits[i].name, i);
    std::stable_sort(list.sources.begin(), list.sources.end(),
                     [&](const AuditSource& a, const AuditSource& b) {
                         const std::size_t oa = order[a.split], ob = order[b.split];
                         return oa != ob ? oa < ob : a.path < b.path;
                     });
    list.sources.erase(std::unique(list.sources.begin(), list.sources.end()), list.sources.end());
    std::stable_sort(
        list.failures.begin(), list.failures.end(),
        [](const checks::FileFailure& a, const checks::FileFailure& b) { return a.path < b.path; });
}

// ---- CSV

struct CsvRow
{
    int line = 0; // 1-based line where the row starts
    std::vector<std::string> fields;
};

// The separator of the header line: ';' when it holds more semicolons than commas outside quotes.
char detectSeparator(std::string_view text)
{
    int commas = 0, semicolons = 0;
    bool quoted = false;
    for (char c : text) {
        if (c == '"')
            quoted = !quoted;
        else if (!quoted && (c == '\n' || c == '\r'))
            break;
        else if (!quoted && c == ',')
            ++commas;
        else if (!quoted && c == ';')
            ++semicolons;
    }
    return semicolons > commas ? ';' : ',';
}

// RFC 4180 records: quoted fields may hold separators, doubled quotes and line breaks. Blank lines are
// left out. Fields are trimmed of blanks outside quotes.
Result<std::vector<CsvRow>> parseCsv(std::string_view text, char sep, const std::string& path)
{
    std::vector<CsvRow> rows;
    CsvRow row;
    std::string field;
    bool quoted = false, wasQuoted = false, any = false;
    int line = 1;
    row.line = 1;
    auto endField = [&] {
        row.fields.push_back(wasQuoted ? field : trim(field));
        field.clear();
        wasQuoted = false;
    };
    auto endRow = [&] {
        endField();
        if (any || row.fields.size() > 1)
            rows.push_back(std::move(row));
        row = CsvRow{};
        any = false;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"')
                field.push_back(text[++i]);
            else if (c == '"')
                quoted = false;
            else
                field.push_back(c);
            line += c == '\n';
        } else if (c == '"') {
            if (!trim(field).empty())
                return makeError(
                    ErrorKind::Invalid,
                    "Line " + std::to_string(line) + " of the split CSV has a quote inside a field.", path);
            field.clear();
            quoted = wasQuoted = any = true;
        } else if (c == sep) {
            endField();
            any = true;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            endRow();
            row.line = ++line;
        } else {
            field.push_back(c);
            any = any || (c != ' ' && c != '\t');
        }
    }
    if (quoted)
        return makeError(ErrorKind::Invalid,
                         "The split CSV ends inside a quoted field that starts on line " +
                             std::to_string(row.line) + ".",
                         path);
    endRow();
    return rows;
}

struct CsvColumns
{
    int caseColumn = -1, split = -1, path = -1, patient = -1;
};

Result<CsvColumns> findColumns(const CsvRow& header, const std::string& path)
{
    CsvColumns c;
    for (std::size_t i = 0; i < header.fields.size(); ++i) {
        const std::string name = toLower(trim(header.fields[i]));
        int* slot = name == "case"      ? &c.caseColumn
                    : name == "split"   ? &c.split
                    : name == "path"    ? &c.path
                    : name == "patient" ? &c.patient
                                        : nullptr;
        if (slot && *slot < 0)
            *slot = static_cast<int>(i);
    }
    std::vector<std::string> missing;
    for (auto [name, index] : {std::pair{"case", c.caseColumn}, {"split", c.split}, {"path", c.path}})
        if (index < 0)
            missing.push_back(std::string("'") + name + "'");
    if (!missing.empty())
        return makeError(ErrorKind::Invalid,
                         "The split CSV's header (line " + std::to_string(header.line) + ") has no " +
                             join(missing, ", ") + " column.",
                         path + ": header " + join(header.fields, "|"));
    return c;
}

} // namespace

Result<SourceList> listSources(const std::vector<SplitInput>& splits, const Progress& progress)
{
    if (splits.empty())
        return makeError(ErrorKind::Invalid,
                         "No split was given: name at least one, e.g. --split train=DIR.");
    std::set<std::string> names;
    for (const SplitInput& s : splits) {
        if (const SplitNameProblem problem = splitNameProblem(s.name); problem != SplitNameProblem::None)
            return makeError(ErrorKind::Invalid,
                             problem == SplitNameProblem::Empty
                                 ? std::string("The splits cannot be read: a split has no name.")
                                 : "The splits cannot be read: the split name '" + s.name +
                                       "' holds '=' or '/'.",
                             s.name + "=" + s.path);
        if (!names.insert(s.name).second)
            return makeError(ErrorKind::Invalid, "The split '" + s.name + "' is given twice.", s.path);
        std::error_code ec;
        if (!fs::exists(s.path, ec))
            return makeError(ErrorKind::NotFound,
                             "The folder of split '" + s.name + "' does not exist: " + s.path + ".",
                             ec.message());
    }
    SourceList list;
    list.splits = splits;
    for (std::size_t i = 0; i < splits.size(); ++i) {
        if (!progress.report(double(i) / double(splits.size()), "Listing " + splits[i].name))
            return makeError(ErrorKind::Cancelled, "The audit was cancelled.");
        collect(list, splits[i].name, splits[i].path, {}, {});
    }
    sortList(list);
    progress.report(1.0, "Listing splits");
    return list;
}

Result<SourceList> readSplitCsv(const std::string& csvPath, const Progress& progress)
{
    auto bytes = readWholeFile(csvPath, kMaxCsvBytes);
    if (!bytes)
        return bytes.error();
    std::string_view text = *bytes;
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    auto rows = parseCsv(text, detectSeparator(text), csvPath);
    if (!rows)
        return rows.error();
    if (rows->empty())
        return makeError(ErrorKind::Invalid,
                         "The split CSV is empty: it needs a header with case, split and path.", csvPath);
    auto columns = findColumns(rows->front(), csvPath);
    if (!columns)
        return columns.error();
    if (rows->size() == 1)
        return makeError(ErrorKind::Invalid, "The split CSV lists no case, only its header.", csvPath);
    const std::size_t width = rows->front().fields.size();
    const fs::path base = fs::path(csvPath).parent_path();
    SourceList list;
    for (std::size_t r = 1; r < rows->size(); ++r) {
        const CsvRow& row = (*rows)[r];
        const std::string where = csvPath + ", line " + std::to_string(row.line);
        if (row.fields.size() != width)
            return makeError(ErrorKind::Invalid,
                             "Line " + std::to_string(row.line) + " of the split CSV has " +
                                 std::to_string(row.fields.size()) + " fields; the header has " +
                                 std::to_string(width) + ".",
                             where);
        if (!progress.report(double(r) / double(rows->size()), "Listing the CSV's cases"))
            return makeError(ErrorKind::Cancelled, "The audit was cancelled.");
        const std::string split = row.fields[std::size_t(columns->split)];
        const std::string caseId = row.fields[std::size_t(columns->caseColumn)];
        const std::string given = row.fields[std::size_t(columns->path)];
        const std::string patient = columns->patient >= 0 ? row.fields[std::size_t(columns->patient)] : "";
        if (const SplitNameProblem problem = splitNameProblem(split); problem != SplitNameProblem::None)
            return makeError(ErrorKind::Invalid,
                             problem == SplitNameProblem::Empty
                                 ? "Line " + std::to_string(row.line) +
                                       " of the split CSV is invalid: a split has no name."
                                 : "Line " + std::to_string(row.line) +
                                       " of the split CSV is invalid: the split name '" + split +
                                       "' holds '=' or '/'.",
                             where);
        if (caseId.empty() || given.empty())
            return makeError(
                ErrorKind::Invalid,
                "Line " + std::to_string(row.line) + " of the split CSV has an empty case or path.", where);
        if (std::none_of(list.splits.begin(), list.splits.end(),
                         [&](const SplitInput& s) { return s.name == split; }))
            list.splits.push_back({split, csvPath});
        const fs::path p =
            (fs::path(given).is_absolute() ? fs::path(given) : base / given).lexically_normal();
        const std::string path = p.string();
        std::error_code ec;
        if (!fs::exists(p, ec)) {
            list.failures.push_back({path, "not_found", "The split CSV names a file that does not exist.",
                                     "line " + std::to_string(row.line) + " of " + csvPath});
            continue;
        }
        const std::size_t before = list.sources.size() + list.failures.size();
        collect(list, split, path, caseId, patient);
        if (list.sources.size() + list.failures.size() == before)
            list.failures.push_back({path, "not_found",
                                     "The split CSV names a file or folder that holds no image.",
                                     "line " + std::to_string(row.line) + " of " + csvPath});
    }
    sortList(list);
    return list;
}

} // namespace scansleuth::audit
