// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/volume.h"

#include <optional>
#include <string>

// NIfTI-1 writing, the way dcm2niix writes: one .nii or .nii.gz file, qform and sform both set from
// the geometry (LPS converted to NIfTI's RAS with volume::rasAffine), 4D when several volumes are given.
namespace scansleuth::io {

struct NiftiWriteOptions
{
    std::optional<bool> gzip;         // default: from the extension (.nii.gz)
    int formCode = 1;                 // qform_code and sform_code written (dcm2niix writes 1 for both)
    std::string description;          // descrip, truncated to 79 chars
    double repetitionTimeSeconds = 0; // pixdim[4] for 4D, xyzt_units says sec
    // fsync before the rename: a power cut cannot leave an empty file. Bulk conversion turns it off
    // (its outputs can be made again from the inputs, and the rename alone keeps them whole to readers).
    bool syncToDisk = true;
};

// Writes `volumes` (all on volumes[0]'s geometry and type; the rescale of volumes[0] stored as
// scl_slope/scl_inter) as NIfTI-1, little endian, vox_offset 352, qform and sform both set from the
// geometry, atomically (a temporary file in the same folder, then rename). gzip output is standard
// gzip (ISA-L or zlib deflate, fastest level). Errors: Invalid (empty list, mismatched volumes), Io,
// Unsupported (.nii.gz in a build without gzip support).
Status writeNifti(const std::string& path, const volume::VolumeList& volumes,
                  const NiftiWriteOptions& options = {});

} // namespace scansleuth::io
