// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "niftifiles.h"
#include "base/strings.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include <sys/stat.h>

namespace scansleuth::io::nifti {

namespace {

bool isRegularFile(const std::string& path)
{
    struct stat st
    {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// `path` without its .gz and its 4-character extension, and whether that extension was upper case.
std::string stemOf(const std::string& path, bool& upper)
{
    std::string base = path;
    if (toLower(base).ends_with(".gz"))
        base.resize(base.size() - 3);
    upper = base.size() >= 4 && std::isupper(static_cast<unsigned char>(base[base.size() - 1]));
    return base.substr(0, base.size() - 4);
}

} // namespace

NiftiExtension niftiExtension(const std::string& path)
{
    std::string name = toLower(path);
    if (name.ends_with(".gz"))
        name.resize(name.size() - 3);
    if (name.ends_with(".nii"))
        return NiftiExtension::Nii;
    if (name.ends_with(".hdr"))
        return NiftiExtension::Header;
    if (name.ends_with(".img"))
        return NiftiExtension::Image;
    return NiftiExtension::None;
}

Result<NiftiFiles> niftiFiles(const std::string& path)
{
    const NiftiExtension ext = niftiExtension(path);
    if (ext != NiftiExtension::Header && ext != NiftiExtension::Image)
        return NiftiFiles{path, path, false};
    bool upper = false;
    const std::string stem = stemOf(path, upper);
    const std::string want = ext == NiftiExtension::Header ? "img" : "hdr";
    const std::string wantUpper = ext == NiftiExtension::Header ? "IMG" : "HDR";
    std::vector<std::string> candidates;
    for (const std::string& e : upper ? std::vector{wantUpper, want} : std::vector{want, wantUpper})
        for (const char* gz : {"", ".gz", ".GZ"})
            candidates.push_back(stem + "." + e + gz);
    for (const std::string& partner : candidates) {
        if (!isRegularFile(partner))
            continue;
        if (ext == NiftiExtension::Header)
            return NiftiFiles{path, partner, true};
        return NiftiFiles{partner, path, true};
    }
    return makeError(ErrorKind::NotFound,
                     ext == NiftiExtension::Header
                         ? "The image file (.img) that goes with this header was not found."
                         : "The header file (.hdr) that goes with this image file was not found.",
                     "looked for " + stem + "." + want + "[.gz]");
}

} // namespace scansleuth::io::nifti
