// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// A minimal RGBA8 PNG writer on zlib: signature, IHDR, one IDAT, IEND. Written atomically.
#include "render/render.h"

#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>

#include <unistd.h>

namespace scansleuth::render {

namespace {

void putU32(std::vector<unsigned char>& out, std::uint32_t v)
{
    out.push_back(static_cast<unsigned char>(v >> 24));
    out.push_back(static_cast<unsigned char>(v >> 16));
    out.push_back(static_cast<unsigned char>(v >> 8));
    out.push_back(static_cast<unsigned char>(v));
}

void putChunk(std::vector<unsigned char>& out, const char type[4], const unsigned char* data,
              std::size_t size)
{
    putU32(out, static_cast<std::uint32_t>(size));
    const std::size_t start = out.size();
    out.insert(out.end(), type, type + 4);
    out.insert(out.end(), data, data + size);
    const uLong crc = crc32(0L, out.data() + start, static_cast<uInt>(size + 4));
    putU32(out, static_cast<std::uint32_t>(crc));
}

// Filter type 0 (none) per row, then zlib.
bool encodeImageData(const RgbaImage& image, std::vector<unsigned char>& compressed)
{
    const std::size_t rowBytes = static_cast<std::size_t>(image.width) * 4;
    std::vector<unsigned char> raw;
    raw.reserve((rowBytes + 1) * static_cast<std::size_t>(image.height));
    for (int y = 0; y < image.height; ++y) {
        raw.push_back(0);
        const auto* row = reinterpret_cast<const unsigned char*>(&image.at(0, y));
        raw.insert(raw.end(), row, row + rowBytes);
    }
    uLongf size = compressBound(static_cast<uLong>(raw.size()));
    compressed.resize(size);
    if (compress2(compressed.data(), &size, raw.data(), static_cast<uLong>(raw.size()), 6) != Z_OK)
        return false;
    compressed.resize(size);
    return true;
}

} // namespace

static_assert(sizeof(Rgba) == 4, "RgbaImage rows are written as bytes");

Status writePng(const std::string& path, const RgbaImage& image)
{
    if (image.width <= 0 || image.height <= 0 ||
        image.pixels.size() != static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height))
        return makeError(ErrorKind::Invalid, "There is no picture to write to " + path + ".",
                         "image " + std::to_string(image.width) + "x" + std::to_string(image.height) +
                             " with " + std::to_string(image.pixels.size()) + " pixels");
    if (static_cast<std::uint64_t>(image.width) * image.height * 4 > std::numeric_limits<uLong>::max() / 2)
        return makeError(ErrorKind::Invalid, "The picture is too large to write as PNG.", "size overflow");
    std::vector<unsigned char> idat;
    if (!encodeImageData(image, idat))
        return makeError(ErrorKind::Io, "The picture could not be compressed for " + path + ".",
                         "zlib compress2 failed");
    static constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    std::vector<unsigned char> png(kSignature, kSignature + 8);
    std::vector<unsigned char> ihdr;
    putU32(ihdr, static_cast<std::uint32_t>(image.width));
    putU32(ihdr, static_cast<std::uint32_t>(image.height));
    ihdr.insert(ihdr.end(), {8, 6, 0, 0, 0}); // 8 bits, RGBA, deflate, adaptive filtering, no interlace
    putChunk(png, "IHDR", ihdr.data(), ihdr.size());
    putChunk(png, "IDAT", idat.data(), idat.size());
    putChunk(png, "IEND", nullptr, 0);

    // Temporary file beside the target, then rename: readers never see half a PNG.
    const std::string temp = path + ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (out)
            out.write(reinterpret_cast<const char*>(png.data()), static_cast<std::streamsize>(png.size()));
        if (!out || !out.flush()) {
            const std::string reason = std::strerror(errno);
            out.close();
            std::error_code ignored;
            std::filesystem::remove(temp, ignored);
            return makeError(ErrorKind::Io, "The picture could not be written to " + path + ".",
                             temp + ": " + reason);
        }
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::error_code ignored;
        std::filesystem::remove(temp, ignored);
        return makeError(ErrorKind::Io, "The picture could not be written to " + path + ".",
                         "rename: " + ec.message());
    }
    return {};
}

} // namespace scansleuth::render
