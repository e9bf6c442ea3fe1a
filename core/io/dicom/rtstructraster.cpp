// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// SKELETON (issue 21, replaced by the helper that owns this file; never lands like this).
#include "io/dicom/rtstructraster.h"

namespace scansleuth::io {

Result<PlacedSegmentation> rasteriseRtStruct(const DicomSegObject& rt, const ReferenceImage&)
{
    return makeError(ErrorKind::Unsupported, "Not written yet.", rt.path);
}

} // namespace scansleuth::io
