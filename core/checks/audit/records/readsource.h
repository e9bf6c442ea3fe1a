// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/records/records.h"
#include "io/loadedimage.h"

#include <string>
#include <vector>

// Internal to the audit: one source read into records, with the parts that failed.
namespace scansleuth::audit::detail {

// A part of a source that could not be read: a DICOM file that does not parse, a series that does not
// load (path = the folder, detail names the series), an image or array file.
struct SourceError
{
    std::string path;
    Error error;
};

struct SourceOutcome
{
    std::vector<VolumeRecord>
        records; // in the order read: DICOM series in scan order, .npz members stored order
    std::vector<SourceError> errors;
};

// Reads every volume of `source` and records it (recordSource's contract), keeping what failed instead of
// stopping there: partial success is normal for a DICOM folder. Fails only with Cancelled (through
// `progress`, which is only asked whether to stop, from this thread).
Result<SourceOutcome> readSource(const AuditSource& source, const FingerprintOptions& options,
                                 const Embedder* embedder, const Progress& progress = {});

// The DICOM files directly inside `folder` (not its subfolders), by content, sorted by path; names that
// cannot be DICOM (.nii, .json, .npy...) are not opened.
std::vector<std::string> dicomFilesIn(const std::string& folder);

// An image file as the audit reads it: NRRD and MetaImage through ITK, the rest as NIfTI-1/2 or Analyze.
// Errors: the readers'.
Result<io::LoadedImage> loadImageFile(const std::string& path, const Progress& progress = {});

} // namespace scansleuth::audit::detail
