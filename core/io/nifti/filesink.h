// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/atomicfile.h"
#include "base/result.h"

#include <cstddef>
#include <memory>
#include <string>
#include <utility>

// Internal to scansleuth_nifti: writes a file through the shared atomic writer (base/atomicfile.h),
// optionally gzip-compressed (gzipcodec.h: ISA-L or zlib, fastest level, one standard gzip member). A sink
// destroyed without commit() removes its temporary file.
namespace scansleuth::io::nifti {

class GzipDeflater;

class FileSink
{
public:
    // Errors: Io; Unsupported for `gzip` in a build without gzip support (nothing is created then).
    static Result<std::unique_ptr<FileSink>> create(const std::string& path, bool gzip);
    ~FileSink();
    FileSink(const FileSink&) = delete;
    FileSink& operator=(const FileSink&) = delete;

    Status write(const std::byte* data, std::size_t n);
    // Ends the gzip stream, then AtomicFile::commit(sync). Errors: Io.
    Status commit(bool sync = true);

private:
    explicit FileSink(AtomicFile file);
    Status writeRaw(const std::byte* data, std::size_t n);
    Status deflate(const std::byte* data, std::size_t n, bool last);

    std::unique_ptr<GzipDeflater> m_deflater;
    AtomicFile m_file;
};

} // namespace scansleuth::io::nifti
