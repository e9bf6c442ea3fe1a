// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// SKELETON (issue 21, replaced by the helper that owns this file; never lands like this).
#include "io/dicom/segplacement.h"

namespace scansleuth::io {

Result<PlacedSegmentation> placeSegFrames(const DicomSegObject& seg, const ReferenceImage*)
{
    return makeError(ErrorKind::Unsupported, "Not written yet.", seg.path);
}

} // namespace scansleuth::io
