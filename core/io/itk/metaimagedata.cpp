// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "metaimagedata.h"

#include <zlib.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <optional>

namespace scansleuth::io {

namespace {

namespace fs = std::filesystem;

const char* const kTruncated = "The voxel data could not be read; the file is truncated or damaged.";

// Where the voxels of an attached MetaImage (ElementDataFile = LOCAL) start: after that line.
std::optional<std::uintmax_t> localDataOffset(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::string line;
    while (in && std::getline(in, line) && in.tellg() < (1 << 20)) {
        if (line.find("ElementDataFile") != std::string::npos)
            return static_cast<std::uintmax_t>(in.tellg());
    }
    return std::nullopt;
}

fs::path dataPath(const MetaImageData& meta)
{
    if (meta.dataFile == "LOCAL")
        return fs::path(meta.headerPath);
    const fs::path name(meta.dataFile);
    return name.is_absolute() ? name : fs::path(meta.headerPath).parent_path() / name;
}

std::uintmax_t dataOffset(const MetaImageData& meta)
{
    std::uintmax_t offset = static_cast<std::uintmax_t>(std::max(meta.headerSize, 0));
    if (meta.dataFile == "LOCAL")
        offset += localDataOffset(meta.headerPath).value_or(0);
    return offset;
}

using InputBuffer = std::array<unsigned char, 1 << 16>;

// Feeds zlib from `in` and lets it write exactly `bytes` into `dest` (in pieces that fit uInt); once
// `dest` is full, a few spare bytes let zlib reach the stream's end or show it is longer.
int inflateAll(std::ifstream& in, z_stream& z, InputBuffer& input, std::byte* dest, std::size_t bytes)
{
    std::array<unsigned char, 16> spare{};
    std::size_t written = 0;
    int rc = Z_OK;
    while (rc == Z_OK) {
        if (z.avail_in == 0) {
            in.read(reinterpret_cast<char*>(input.data()), input.size());
            z.avail_in = static_cast<uInt>(in.gcount());
            z.next_in = input.data();
            if (z.avail_in == 0)
                return Z_BUF_ERROR; // the file ended inside the stream
        }
        const bool full = written == bytes;
        const std::size_t room = full ? spare.size() : std::min<std::size_t>(bytes - written, 1u << 30);
        z.next_out = full ? spare.data() : reinterpret_cast<Bytef*>(dest + written);
        z.avail_out = static_cast<uInt>(room);
        rc = inflate(&z, Z_NO_FLUSH);
        const std::size_t produced = room - z.avail_out;
        if (full && produced > 0)
            return Z_DATA_ERROR; // more voxels than the header promised
        written += produced;
    }
    return rc;
}

} // namespace

Status inflateMetaImageData(const MetaImageData& meta, std::byte* dest, std::size_t bytes)
{
    const fs::path file = dataPath(meta);
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return makeError(ErrorKind::Corrupt, "The image's data file is missing.", file.string());
    in.seekg(static_cast<std::streamoff>(dataOffset(meta)));
    z_stream z{};
    if (inflateInit2(&z, 15 + 32) != Z_OK) // 32: accept zlib and gzip headers
        return makeError(ErrorKind::Corrupt, kTruncated, "inflateInit2 failed");
    InputBuffer input{};
    const int rc = inflateAll(in, z, input, dest, bytes);
    const std::string zlibText = z.msg ? z.msg : "";
    const auto produced = static_cast<std::uintmax_t>(z.total_out);
    inflateEnd(&z);
    if (rc != Z_STREAM_END || produced != bytes) {
        return makeError(ErrorKind::Corrupt, kTruncated,
                         file.string() + ": compressed data inflated to " + std::to_string(produced) +
                             " bytes before " + (rc == Z_STREAM_END ? "its end" : "an error") +
                             (zlibText.empty() ? "" : " (" + zlibText + ")") + ", the header needs " +
                             std::to_string(bytes));
    }
    return {};
}

bool isFileList(const std::string& name)
{
    return name.find('%') != std::string::npos || name.rfind("LIST", 0) == 0 ||
           name.find(' ') != std::string::npos;
}

std::string metaImageDataFile(const MetaImageData& meta)
{
    if (meta.dataFile == "LOCAL" || isFileList(meta.dataFile))
        return {};
    return dataPath(meta).string();
}

Status checkMetaImageData(const MetaImageData& meta, std::uintmax_t bytes)
{
    if (isFileList(meta.dataFile))
        return {};
    const fs::path file = dataPath(meta);
    std::error_code ec;
    if (!fs::is_regular_file(file, ec))
        return makeError(ErrorKind::Corrupt, "The image's data file is missing.", file.string());
    if (meta.compressed)
        return {}; // inflateMetaImageData() checks while it reads
    const std::uintmax_t offset = dataOffset(meta);
    const std::uintmax_t size = fs::file_size(file, ec);
    if (ec || size < offset + bytes) {
        return makeError(ErrorKind::Corrupt, kTruncated,
                         file.string() + " has " + std::to_string(size) + " bytes, the header needs " +
                             std::to_string(offset + bytes));
    }
    return {};
}

} // namespace scansleuth::io
