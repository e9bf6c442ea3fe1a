// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// SKELETON (issue 21, replaced by the helper that owns this file; never lands like this).
#include "io/dicom/segwriter.h"

namespace scansleuth::io {

Status writeDicomSeg(const std::string& file, const volume::Volume&, const LoadedImage&,
                     const SegWriteOptions&)
{
    return makeError(ErrorKind::Unsupported, "Not written yet.", file);
}

} // namespace scansleuth::io
