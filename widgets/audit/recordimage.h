// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "checks/audit/audit.h"
#include "io/loadedimage.h"

#include <QString>

#include <memory>

namespace scansleuth::widgets {

// Reads the volume an audit record describes, for the pair views: a DICOM series (the record's series
// among the folder's, by SeriesInstanceUID, else by label), an image file, or an array file (.npy, .pt:
// the first 3D block of the last three axes, x fastest, on a 1 mm grid at the origin, as the audit
// fingerprinted it). Errors: the loader's (NotFound when the file has gone since the audit), and
// Unsupported for an .npz array, which has no reader outside the audit.
Result<std::shared_ptr<const io::LoadedImage>> readRecordImage(const audit::VolumeRecord& record);

// Both volumes of a suspected pair; a side that could not be read is null with its message.
struct PairVolumes
{
    std::size_t pairIndex = 0;
    std::shared_ptr<const io::LoadedImage> a, b;
    QString errorA, errorB;
};
// Reads both records of result.pairs[pairIndex] (an index out of range gives two errors).
PairVolumes readPairVolumes(const audit::AuditResult& result, std::size_t pairIndex);

} // namespace scansleuth::widgets
