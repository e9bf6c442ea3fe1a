// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Reading and writing investigation files, and the autosave beside them.
#include "base/readfile.h"
#include "workflow/investigation.h"
#include "workflow/investigationjson.h"
#include "workflow/jsonfields.h"
#include "workflow/safepath.h"

#include "base/atomicfile.h"

#include <filesystem>

namespace fs = std::filesystem;
using nlohmann::json;

namespace scansleuth::workflow {

namespace {

constexpr std::uintmax_t maxInvestigationBytes = 256u << 20;
constexpr std::uintmax_t maxPictureBytes = 256u << 20;

Error withDetail(Error error, const std::string& path)
{
    error.detail = error.detail.empty() ? path : path + ": " + error.detail;
    return error;
}

} // namespace

Result<Investigation> loadInvestigation(const std::string& path)
{
    auto text = readWholeFile(path, maxInvestigationBytes);
    if (!text) {
        Error e = text.error();
        if (e.kind == ErrorKind::NotFound)
            e.message = "The investigation file was not found.";
        return e;
    }
    const json root = json::parse(*text, nullptr, false);
    if (root.is_discarded())
        return makeError(ErrorKind::Corrupt,
                         "The investigation file is damaged or truncated (it is not valid JSON).",
                         path + ": " + describeParseError(*text));
    auto inv = fromJson(root);
    if (!inv)
        return withDetail(inv.error(), path);
    return inv;
}

Status saveInvestigation(const Investigation& investigation, const std::string& path)
{
    // Invalid UTF-8 (a file name from another system) is replaced rather than failing the save.
    const std::string text = toJson(investigation).dump(2, ' ', false, json::error_handler_t::replace) + "\n";
    if (auto s = writeFileAtomically(path, text); !s) {
        Error e = s.error();
        e.message = "The investigation could not be saved.";
        return e;
    }
    return {};
}

namespace {

// One picture from `fromDir` to `toDir`; an error says why it was not copied.
Status copyOneFile(const std::string& relative, const std::string& fromDir, const std::string& toDir)
{
    auto source = resolveInside(fromDir, relative);
    if (!source)
        return source.error();
    auto target = resolveInside(toDir, relative);
    if (!target)
        return target.error();
    auto bytes = readWholeFile(*source, maxPictureBytes);
    if (!bytes)
        return bytes.error();
    std::error_code ec;
    fs::create_directories(fs::path(*target).parent_path(), ec);
    if (ec)
        return makeError(ErrorKind::Io, "The folder could not be made.", *target + ": " + ec.message());
    return scansleuth::writeFileAtomically(*target, *bytes);
}

} // namespace

Status copySnapshotFiles(const Investigation& investigation, const std::string& fromDir,
                         const std::string& toDir)
{
    std::size_t total = 0;
    std::vector<std::string> failures;
    std::string details;
    for (const ExperimentRun& run : investigation.runs)
        for (const Snapshot& shot : run.evidence.snapshots) {
            ++total;
            if (Status s = copyOneFile(shot.imagePath, fromDir, toDir); !s) {
                failures.push_back(shot.imagePath + " (" + s.error().message + ")");
                details += (details.empty() ? "" : "; ") + shot.imagePath + ": " + s.error().detail;
            }
        }
    if (failures.empty())
        return {};
    std::string list;
    for (const std::string& f : failures)
        list += (list.empty() ? "" : "; ") + f;
    if (total == 1) // singular and plural as whole sentences, so that each can be translated
        return makeError(ErrorKind::Io, "1 of 1 picture was not copied: " + list, details);
    return makeError(ErrorKind::Io,
                     std::to_string(failures.size()) + " of " + std::to_string(total) +
                         " pictures were not copied: " + list,
                     details);
}

std::string autosavePath(const std::string& path)
{
    const fs::path p(path);
    return (p.parent_path() / ("." + p.filename().string() + ".autosave")).string();
}

Status autosave(const Investigation& investigation, const std::string& path)
{
    return saveInvestigation(investigation, autosavePath(path));
}

std::optional<std::string> recoverableAutosave(const std::string& path)
{
    const std::string autosaved = autosavePath(path);
    std::error_code ec;
    if (!fs::is_regular_file(autosaved, ec))
        return std::nullopt;
    if (!fs::exists(path, ec))
        return autosaved;
    const auto savedTime = fs::last_write_time(path, ec);
    if (ec)
        return autosaved;
    const auto autosaveTime = fs::last_write_time(autosaved, ec);
    if (ec || autosaveTime <= savedTime)
        return std::nullopt;
    return autosaved;
}

Status discardAutosave(const std::string& path)
{
    const std::string autosaved = autosavePath(path);
    std::error_code ec;
    fs::remove(autosaved, ec);
    if (ec)
        return makeError(ErrorKind::Io, "The autosaved copy could not be removed.",
                         autosaved + ": " + ec.message());
    return {};
}

} // namespace scansleuth::workflow
