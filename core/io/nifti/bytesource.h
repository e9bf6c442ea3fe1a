// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

// Internal to scansleuth_nifti: a forward-only byte stream over a plain or gzipped file. Plain files are
// read with large read() calls straight into the caller's memory; gzip files (one or several members)
// are inflated (gzipcodec.h: ISA-L or zlib) straight into it, with each member's CRC32 and ISIZE checked.
namespace scansleuth::io::nifti {

class ByteSource
{
public:
    virtual ~ByteSource() = default;

    // Opens `path`; gzip is recognised by its magic bytes, not the name. Errors: NotFound, Io,
    // Unsupported (a gzip file in a build without gzip support).
    static Result<std::unique_ptr<ByteSource>> open(const std::string& path);

    // Reads exactly `n` bytes into `dst`. Corrupt when the stream ends first or the gzip data is bad;
    // Cancelled when `progress` asks to stop (it is told the fraction of `n` done).
    virtual Status read(std::byte* dst, std::size_t n, const Progress& progress = {}) = 0;
    // Reads up to `n` bytes; returns how many (fewer only at the end of the stream).
    virtual Result<std::size_t> readSome(std::byte* dst, std::size_t n) = 0;
    Status skip(std::size_t n);
    // For gzip: reads on to the end of the current member so that its CRC32 and ISIZE are checked.
    // Corrupt on a checksum mismatch. Plain files: nothing to do.
    virtual Status finish() { return {}; }

    bool gzipped() const { return m_gzipped; }
    std::uint64_t fileBytes() const { return m_fileBytes; }
    // Bytes read from the stream so far (uncompressed).
    std::uint64_t position() const { return m_position; }
    // An upper bound on the bytes the stream can still yield: the rest of a plain file, or for gzip the
    // most deflate can expand the compressed bytes (1032:1). Never taken from the ISIZE trailer.
    virtual std::uint64_t maxRemaining() const = 0;

protected:
    bool m_gzipped = false;
    std::uint64_t m_fileBytes = 0;
    std::uint64_t m_position = 0;
};

} // namespace scansleuth::io::nifti
