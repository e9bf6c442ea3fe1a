// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "checks/audit/records/records.h"
#include "io/loadedimage.h"

// Records keep no voxels: the pictures of the audit report, the investigation's snapshots and the GUI's
// pair views read the volume a record names again, here, the way the audit read it (readsource.cpp).
namespace scansleuth::audit {

// The image a record was made from; the record's volume is volumes.front() (the first time point of a 4D
// image, the one recorded).
//  - DICOM (format "dicom"): the DICOM files directly in the record's folder (not its subfolders), or its
//    one file; of the series they hold, the one with the record's SeriesInstanceUID, and where the scan
//    splits that UID into several series (geometry, echoes), the one with the record's label; a record
//    without a UID by its label alone.
//  - Arrays ("npy", "npz", "pt"): the .npz member named by the label, else the file's only array, as
//    sources/arrays.h reads it: on a 1 mm grid at the origin, format left at its default.
//  - Other files: NIfTI-1/2 or Analyze, NRRD and MetaImage through ITK.
// Errors: the readers' (NotFound when the file has gone since the audit, Corrupt, Unsupported...);
// NotFound when the folder or file no longer holds the record's series or array, naming it.
Result<io::LoadedImage> readRecordVolume(const VolumeRecord& record, const Progress& progress = {});

} // namespace scansleuth::audit
