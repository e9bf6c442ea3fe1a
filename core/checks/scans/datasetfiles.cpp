// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/scans/datasetfiles.h"
#include "base/strings.h"

#include "io/dicom/dicomreader.h"
#include "io/nifti/niftireader.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

namespace fs = std::filesystem;

namespace scansleuth::checks {

namespace {

bool endsWithAny(const std::string& name, std::initializer_list<const char*> suffixes)
{
    for (const char* suffix : suffixes) {
        const std::string s(suffix);
        if (name.size() >= s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0)
            return true;
    }
    return false;
}

bool hasHeaderBeside(const fs::path& img)
{
    std::string base = img.string();
    base.resize(base.size() - (toLower(base).ends_with(".gz") ? 7 : 4));
    std::error_code ec;
    return fs::exists(base + ".hdr", ec) || fs::exists(base + ".hdr.gz", ec) || fs::exists(base + ".HDR", ec);
}

// Files opened through another file: the .img of a .hdr pair, MetaImage/NRRD detached data.
bool isCompanion(const fs::path& p, const std::string& name)
{
    if (endsWithAny(name, {".img", ".img.gz"}))
        return hasHeaderBeside(p);
    return endsWithAny(name, {".raw", ".raw.gz", ".zraw"});
}

bool hasDicomExtension(const std::string& name)
{
    return endsWithAny(name, {".dcm", ".dicom", ".ima"});
}

// No extension, or a numeric one ("IM0001", "1.3.12.2.1107.5.2.32.35131.2014"): DICOM-style names.
bool hasDicomStyleName(const fs::path& p)
{
    const std::string ext = p.extension().string();
    return ext.size() <= 1 ||
           std::all_of(ext.begin() + 1, ext.end(), [](unsigned char c) { return std::isdigit(c); });
}

std::string notImageReason(const std::string& name, std::uintmax_t size)
{
    if (name.rfind("._", 0) == 0)
        return "The file is a macOS resource fork ('._' prefix), not an image, but a glob for the image "
               "extension picks it up; delete it.";
    if (size == 0)
        return "The file is empty (0 bytes) although its extension says DICOM.";
    return "The file has a DICOM extension but no DICOM header: it is truncated, overwritten or not DICOM.";
}

struct Walk
{
    DatasetFiles out;
    std::map<std::string, std::vector<std::string>> dicomByFolder;
    std::map<std::string, std::vector<fs::path>> unknownByFolder; // DICOM-style names, not DICOM
};

void classify(Walk& w, const fs::path& p, const DatasetScanOptions& options)
{
    ++w.out.filesSeen;
    const std::string path = p.string();
    const std::string name = toLower(p.filename().string());
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(p, ec);
    if (isCompanion(p, name)) {
        w.out.skipped.push_back(path);
    } else if (endsWithAny(name, {".nii", ".nii.gz", ".hdr", ".hdr.gz", ".img", ".img.gz"})) {
        w.out.others.push_back({path, CandidateKind::Nifti, {}});
    } else if (endsWithAny(name, {".nrrd", ".nhdr", ".mha", ".mhd"})) {
        w.out.others.push_back({path, CandidateKind::Itk, {}});
    } else if (io::isDicomFile(path)) {
        w.out.dicom.push_back(path);
        w.dicomByFolder[p.parent_path().string()].push_back(p.filename().string());
    } else if (hasDicomExtension(name)) {
        w.out.others.push_back({path, CandidateKind::NotImage, notImageReason(name, size)});
    } else if (io::looksLikeNifti(path)) {
        w.out.others.push_back({path, CandidateKind::Nifti, {}});
    } else {
        if (options.flagNonDicomSiblings && hasDicomStyleName(p))
            w.unknownByFolder[p.parent_path().string()].push_back(p);
        w.out.skipped.push_back(path);
    }
}

bool sharesPrefix(const std::string& a, const std::vector<std::string>& names)
{
    for (const std::string& b : names) {
        if (a.size() >= 2 && b.size() >= 2 && a.compare(0, 2, b, 0, 2) == 0)
            return true;
    }
    return false;
}

// An extension-less file beside DICOM files, named like them (or empty), that is not DICOM.
void findNotDicomSiblings(Walk& w)
{
    for (const auto& [folder, paths] : w.unknownByFolder) {
        auto dicom = w.dicomByFolder.find(folder);
        if (dicom == w.dicomByFolder.end())
            continue;
        for (const fs::path& p : paths) {
            std::error_code ec;
            const bool empty = fs::file_size(p, ec) == 0 && !ec;
            if (empty || sharesPrefix(p.filename().string(), dicom->second)) {
                w.out.notDicomSiblings.push_back(p.string());
                std::erase(w.out.skipped, p.string());
            }
        }
    }
}

} // namespace

DatasetFiles listDatasetFiles(const std::string& root, const DatasetScanOptions& options)
{
    Walk w;
    std::error_code ec;
    if (fs::is_regular_file(root, ec)) {
        classify(w, root, options);
    } else {
        for (fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec),
             end;
             !ec && it != end; it.increment(ec)) {
            std::error_code e2;
            if (it->is_symlink(e2))
                continue; // never follow links: a link loop or a link out of the dataset
            if (it->is_directory(e2) && fs::is_empty(it->path(), e2))
                w.out.emptyFolders.push_back(it->path().string());
            else if (it->is_regular_file(e2))
                classify(w, it->path(), options);
        }
    }
    findNotDicomSiblings(w);
    std::sort(w.out.dicom.begin(), w.out.dicom.end());
    std::sort(w.out.others.begin(), w.out.others.end(),
              [](const CandidateFile& a, const CandidateFile& b) { return a.path < b.path; });
    std::sort(w.out.skipped.begin(), w.out.skipped.end());
    std::sort(w.out.notDicomSiblings.begin(), w.out.notDicomSiblings.end());
    std::sort(w.out.emptyFolders.begin(), w.out.emptyFolders.end());
    return std::move(w.out);
}

std::string describeFileStart(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    unsigned char b[8] = {};
    in.read(reinterpret_cast<char*>(b), sizeof b);
    const std::streamsize n = in.gcount();
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(path, ec);
    std::string text = std::to_string(ec ? 0 : size) + " bytes";
    if (n > 0) {
        text += "; starts with";
        char hex[4];
        for (std::streamsize i = 0; i < n; ++i) {
            std::snprintf(hex, sizeof hex, " %02x", b[i]);
            text += hex;
        }
    }
    return text;
}

} // namespace scansleuth::checks
