// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// SKELETON (issue 21, replaced by the helper that owns this file; never lands like this).
#include "io/dicom/segobjectreader.h"

namespace scansleuth::io::detail {

Result<DicomSegObject> readRtStructObject(const std::string& path)
{
    return makeError(ErrorKind::Unsupported, "Not written yet.", path);
}

} // namespace scansleuth::io::detail
