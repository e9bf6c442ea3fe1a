// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <string>

// Internal to scansleuth_nifti: which files make up a NIfTI/Analyze image.
namespace scansleuth::io::nifti {

enum class NiftiExtension
{
    None,
    Nii,    // .nii, .nii.gz
    Header, // .hdr, .hdr.gz
    Image,  // .img, .img.gz
};

// The extension of `path`, case-insensitive, with or without a trailing .gz.
NiftiExtension niftiExtension(const std::string& path);

// The header file and the voxel file of an image: the same file for .nii, or the pair for .hdr/.img
// (the partner found with the same stem, plain or .gz, matching case first). NotFound when the partner
// is missing.
struct NiftiFiles
{
    std::string header;
    std::string image;
    bool pair = false;
};
Result<NiftiFiles> niftiFiles(const std::string& path);

} // namespace scansleuth::io::nifti
