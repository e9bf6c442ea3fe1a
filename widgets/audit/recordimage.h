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
// among the folder's, by SeriesInstanceUID, else by label), an image file, or an array (.npy, .pt, the
// .npz member named by the record's label) read as the audit read it: the first volume of the last three
// axes, x fastest, on a 1 mm grid at the origin. Errors: the loader's (NotFound when the file has gone
// since the audit, or no longer holds the series or array).
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
