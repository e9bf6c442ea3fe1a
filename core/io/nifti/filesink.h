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
// optionally gzip-compressed with ISA-L (level 1, one standard gzip member). A sink destroyed without
// commit() removes its temporary file.
namespace scansleuth::io::nifti {

class FileSink
{
public:
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

    struct Deflater;
    std::unique_ptr<Deflater> m_deflater;
    AtomicFile m_file;
};

} // namespace scansleuth::io::nifti
