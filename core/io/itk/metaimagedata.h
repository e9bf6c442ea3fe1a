// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace scansleuth::io {

// What a MetaImage header (.mha/.mhd) says about where its voxels are.
struct MetaImageData
{
    std::string headerPath;
    std::string dataFile;    // ElementDataFile: "LOCAL", a file name relative to the header, a pattern
    bool compressed = false; // CompressedData = True (zlib or gzip stream)
    int headerSize = 0;      // HeaderSize: bytes to skip in the data file; -1: data at the file's end
    bool bigEndian = false;  // BinaryDataByteOrderMSB
};

// MetaIO reports a short or damaged data file only on stderr and ITK then returns uninitialised
// voxels; ITK 5.2 also fails to inflate compressed data whose header lacks CompressedDataSize.
// Hence these two checks and reads, which ScanSleuth does itself.

// Checks, before ITK reads it, that the data file exists and, when uncompressed, holds `bytes`
// bytes after the header. File lists and patterns are left to ITK. Errors: ErrorKind::Corrupt.
Status checkMetaImageData(const MetaImageData& meta, std::uintmax_t bytes);

// The separate data file a header names (relative names resolved against the header's folder);
// empty for LOCAL data, file lists and patterns.
std::string metaImageDataFile(const MetaImageData& meta);

// Inflates compressed voxel data (a zlib or gzip stream) into `dest`, which must then hold exactly
// `bytes` bytes: a truncated, damaged or longer stream is ErrorKind::Corrupt. Bytes are as stored
// (the caller swaps big-endian data).
Status inflateMetaImageData(const MetaImageData& meta, std::byte* dest, std::size_t bytes);

} // namespace scansleuth::io
