// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "gzipcodec.h"

namespace scansleuth::io::nifti {

Error noGzipSupportError(const std::string& path)
{
    return makeError(
        ErrorKind::Unsupported,
        "This build has no gzip support (ISA-L or zlib), so it cannot read or write .nii.gz; use "
        ".nii, or rebuild with libisal-dev or zlib1g-dev installed.",
        path + ": scansleuth_nifti was configured with SCANSLEUTH_GZIP=none");
}

} // namespace scansleuth::io::nifti
