// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "workflow/safepath.h"

#include <algorithm>
#include <filesystem>

namespace fs = std::filesystem;

namespace scansleuth::workflow {

namespace {

enum class Refusal
{
    Empty,
    NulCharacter,
    Absolute,
    Outside,
};

// Each reason its own whole sentence, so that it can be translated.
Error refused(const std::string& relative, Refusal why, const std::string& detail)
{
    switch (why) {
    case Refusal::Empty:
        return makeError(ErrorKind::Corrupt,
                         "The path '" + relative +
                             "' is empty; it was refused (an investigation only keeps files inside its own "
                             "folder).",
                         detail);
    case Refusal::NulCharacter:
        return makeError(ErrorKind::Corrupt,
                         "The path '" + relative +
                             "' holds a NUL character; it was refused (an investigation only keeps files "
                             "inside its own folder).",
                         detail);
    case Refusal::Absolute:
        return makeError(
            ErrorKind::Corrupt,
            "The path '" + relative +
                "' is absolute; it was refused (an investigation only keeps files inside its own "
                "folder).",
            detail);
    case Refusal::Outside:
        break;
    }
    return makeError(ErrorKind::Corrupt,
                     "The path '" + relative +
                         "' leaves the investigation's folder; it was refused (an investigation only keeps "
                         "files inside its own folder).",
                     detail);
}

} // namespace

Result<std::string> resolveInside(const std::string& folder, const std::string& relative)
{
    const fs::path rel(relative);
    if (relative.empty())
        return refused(relative, Refusal::Empty, folder);
    if (relative.find('\0') != std::string::npos) // the OS would read only up to it
        return refused(relative.substr(0, relative.find('\0')) + "...", Refusal::NulCharacter, folder);
    if (rel.is_absolute() || rel.has_root_name() || rel.has_root_directory())
        return refused(relative, Refusal::Absolute, folder);
    std::error_code ec;
    fs::path base = fs::weakly_canonical(folder.empty() ? fs::path(".") : fs::path(folder), ec);
    if (ec)
        return makeError(ErrorKind::Io, "The investigation's folder could not be read.",
                         folder + ": " + ec.message());
    if (!base.has_filename() && base.has_relative_path()) // "/cases/new/" of a folder not made yet
        base = base.parent_path();
    const fs::path target = fs::weakly_canonical(base / rel, ec);
    if (ec)
        return makeError(ErrorKind::Io, "The file '" + relative + "' could not be looked up.",
                         (base / rel).string() + ": " + ec.message());
    // Component-wise: "/cases/a" is not inside "/cases/ab", and the folder itself is not a file in it.
    const auto mismatch = std::mismatch(base.begin(), base.end(), target.begin(), target.end());
    const bool below =
        mismatch.first == base.end() && mismatch.second != target.end() && !mismatch.second->empty();
    if (!below)
        return refused(relative, Refusal::Outside,
                       "resolves to " + target.string() + ", outside " + base.string());
    return target.string();
}

} // namespace scansleuth::workflow
