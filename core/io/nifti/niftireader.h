// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "io/loadedimage.h"
#include "volume/geometry.h"
#include "volume/pixeltype.h"

#include <string>

// NIfTI-1, NIfTI-2 and Analyze 7.5 reading, plain or gzipped, either byte order. The header is decoded
// by this library (no niftilib); voxels are read (plain) or inflated with ISA-L or zlib (gzip) straight into
// the volume's buffer. Geometry follows nibabel's get_best_affine (sform, else qform, else pixdim) and
// is returned in LPS following ITK's contract; the raw header, in NIfTI's RAS frame, is kept in
// LoadedImage::nifti. Inputs are never modified.
namespace scansleuth::io {

// True when the path has a NIfTI/Analyze extension (.nii, .nii.gz, .hdr, .img, .hdr.gz, .img.gz, any
// case) or its first bytes are a NIfTI-1/2 header (sizeof_hdr 348 or 540, either endianness, gzipped
// or not).
bool looksLikeNifti(const std::string& path);

// Reads the whole image: format Nifti1/Nifti2/Analyze; one Volume per 3D volume (dim[4] time points;
// dims 5..7 are flattened into more volumes, with a finding); nifti = the full header; findings about
// the header, its geometry and its voxels (NaN count). A .hdr or .img path reads the pair (either
// part may be gzipped). Errors: NotFound, Io, Corrupt (truncated, bad offsets, corrupt gzip, not a
// NIfTI file), Unsupported (RGB, complex, 64-bit integers, float128; gzip in a build without it),
// TooLarge, Cancelled.
Result<LoadedImage> readNifti(const std::string& path, const Progress& progress = {});

// Header only, no voxels (for a fast `info`).
struct NiftiHeaderOnly
{
    NiftiHeaderInfo header;
    volume::Geometry geometry; // LPS, as readNifti() would return it
    volume::PixelType pixelType = volume::PixelType::UInt8;
    int volumeCount = 1;
    Findings findings; // header and geometry findings (no voxel findings such as NaN counts)
};
Result<NiftiHeaderOnly> readNiftiHeader(const std::string& path);

} // namespace scansleuth::io
