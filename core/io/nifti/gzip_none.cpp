// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The gzip backend of a build that found neither ISA-L nor zlib: .nii.gz is refused, .nii works.
#include "gzipcodec.h"

namespace scansleuth::io::nifti {

const char* gzipBackend()
{
    return "none";
}

Result<std::unique_ptr<GzipInflater>> GzipInflater::create(const std::string& path)
{
    return noGzipSupportError(path);
}

Result<std::unique_ptr<GzipDeflater>> GzipDeflater::create(const std::string& path)
{
    return noGzipSupportError(path);
}

} // namespace scansleuth::io::nifti
