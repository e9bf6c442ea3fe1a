// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

// Internal to scansleuth_nifti: the gzip codec behind ByteSource and FileSink. Each build has one backend,
// chosen by core/io/nifti/CMakeLists.txt (SCANSLEUTH_GZIP): gzip_isal.cpp (ISA-L), gzip_zlib.cpp (zlib) or
// gzip_none.cpp (no gzip: .nii.gz is refused as Unsupported, plain .nii works).
namespace scansleuth::io::nifti {

// "ISA-L", "zlib", or "none".
const char* gzipBackend();

// Unsupported: "This build has no gzip support ..." with what to do; `path` goes in the detail.
Error noGzipSupportError(const std::string& path);

struct InflateStep
{
    std::size_t consumed = 0; // input bytes used
    std::size_t produced = 0; // output bytes written
    bool memberEnd = false;   // the member's trailer was reached and its CRC32 and ISIZE matched
};

class GzipInflater
{
public:
    virtual ~GzipInflater() = default;
    // Errors: Unsupported (noGzipSupportError) in a build without gzip.
    static Result<std::unique_ptr<GzipInflater>> create(const std::string& path);
    // Starts over: the next inflate() expects a gzip member header.
    virtual void reset() = 0;
    // Inflates from `in` into `out` (each at most 1 GiB). Nothing consumed and nothing produced means more
    // input is needed. Errors: Corrupt, the library's reason in the detail.
    virtual Result<InflateStep> inflate(const std::uint8_t* in, std::size_t inBytes, std::uint8_t* out,
                                        std::size_t outBytes) = 0;
};

class GzipDeflater
{
public:
    using Writer = std::function<Status(const std::byte* data, std::size_t n)>;
    virtual ~GzipDeflater() = default;
    // One standard gzip member at the fastest level. Errors: Unsupported in a build without gzip.
    static Result<std::unique_ptr<GzipDeflater>> create(const std::string& path);
    // Compresses `n` bytes (any size), handing the output to `write`; `last` ends the member.
    // Errors: Io (compression failed), or whatever `write` returns.
    virtual Status deflate(const std::byte* data, std::size_t n, bool last, const Writer& write) = 0;
};

} // namespace scansleuth::io::nifti
