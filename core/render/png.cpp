// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// A minimal RGBA8 PNG writer on zlib: signature, IHDR, one IDAT, IEND. Written atomically.
#include "render/render.h"

#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
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

namespace scansleuth::render {

namespace {

std::uint32_t getU32(const unsigned char* p)
{
    return std::uint32_t(p[0]) << 24 | std::uint32_t(p[1]) << 16 | std::uint32_t(p[2]) << 8 | p[3];
}

int paeth(int a, int b, int c)
{
    const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// Undoes the per-row filters in place; `bpp` bytes per pixel.
bool unfilter(std::vector<unsigned char>& raw, std::size_t rowBytes, std::size_t rows, std::size_t bpp)
{
    for (std::size_t y = 0; y < rows; ++y) {
        unsigned char* row = raw.data() + y * (rowBytes + 1);
        const unsigned char* prev = y > 0 ? row - (rowBytes + 1) + 1 : nullptr;
        const int type = row[0];
        unsigned char* px = row + 1;
        for (std::size_t x = 0; x < rowBytes; ++x) {
            const int a = x >= bpp ? px[x - bpp] : 0, b = prev ? prev[x] : 0,
                      c = prev && x >= bpp ? prev[x - bpp] : 0;
            switch (type) {
            case 0:
                break;
            case 1:
                px[x] = static_cast<unsigned char>(px[x] + a);
                break;
            case 2:
                px[x] = static_cast<unsigned char>(px[x] + b);
                break;
            case 3:
                px[x] = static_cast<unsigned char>(px[x] + (a + b) / 2);
                break;
            case 4:
                px[x] = static_cast<unsigned char>(px[x] + paeth(a, b, c));
                break;
            default:
                return false;
            }
        }
    }
    return true;
}

} // namespace

Result<RgbaImage> readPng(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return makeError(ErrorKind::NotFound, "The picture " + path + " could not be opened.",
                         std::strerror(errno));
    const std::vector<unsigned char> file((std::istreambuf_iterator<char>(in)),
                                          std::istreambuf_iterator<char>());
    auto corrupt = [&](const std::string& why) {
        return makeError(ErrorKind::Corrupt, "The picture " + path + " is not a readable PNG.", why);
    };
    static constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (file.size() < 8 || std::memcmp(file.data(), kSignature, 8) != 0)
        return corrupt("no PNG signature");
    std::uint32_t width = 0, height = 0;
    int colourType = -1;
    std::vector<unsigned char> idat;
    bool ended = false;
    for (std::size_t at = 8; at + 12 <= file.size() && !ended;) {
        const std::uint32_t size = getU32(&file[at]);
        if (size > file.size() - at - 12)
            return corrupt("chunk at byte " + std::to_string(at) + " runs past the end of the file");
        const unsigned char* type = &file[at + 4];
        const unsigned char* data = type + 4;
        if (crc32(0L, type, size + 4) != getU32(data + size))
            return corrupt("CRC mismatch in chunk at byte " + std::to_string(at));
        if (std::memcmp(type, "IHDR", 4) == 0) {
            if (size != 13)
                return corrupt("IHDR of " + std::to_string(size) + " bytes");
            width = getU32(data);
            height = getU32(data + 4);
            if (data[8] != 8 || (data[9] != 6 && data[9] != 2) || data[12] != 0)
                return makeError(ErrorKind::Unsupported,
                                 "The picture " + path + " is a PNG kind ScanSleuth does not read.",
                                 "bit depth " + std::to_string(data[8]) + ", colour type " +
                                     std::to_string(data[9]) + ", interlace " + std::to_string(data[12]));
            colourType = data[9];
        } else if (std::memcmp(type, "IDAT", 4) == 0) {
            idat.insert(idat.end(), data, data + size);
        } else if (std::memcmp(type, "IEND", 4) == 0) {
            ended = true;
        }
        at += std::size_t(size) + 12;
    }
    if (colourType < 0 || !ended)
        return corrupt(colourType < 0 ? "no IHDR chunk" : "no IEND chunk (truncated)");
    if (width == 0 || height == 0 || width > 65535 || height > 65535)
        return corrupt("absurd size " + std::to_string(width) + " x " + std::to_string(height));
    const std::size_t bpp = colourType == 6 ? 4 : 3, rowBytes = width * bpp;
    std::vector<unsigned char> raw((rowBytes + 1) * height);
    uLongf rawSize = static_cast<uLongf>(raw.size());
    if (uncompress(raw.data(), &rawSize, idat.data(), static_cast<uLong>(idat.size())) != Z_OK ||
        rawSize != raw.size())
        return corrupt("the image data does not inflate to " + std::to_string(raw.size()) + " bytes");
    if (!unfilter(raw, rowBytes, height, bpp))
        return corrupt("unknown row filter");
    RgbaImage image;
    image.width = static_cast<int>(width);
    image.height = static_cast<int>(height);
    image.pixels.resize(std::size_t(width) * height);
    for (std::size_t y = 0; y < height; ++y) {
        const unsigned char* row = raw.data() + y * (rowBytes + 1) + 1;
        for (std::size_t x = 0; x < width; ++x) {
            const unsigned char* p = row + x * bpp;
            image.pixels[y * width + x] = Rgba{p[0], p[1], p[2], bpp == 4 ? p[3] : std::uint8_t(255)};
        }
    }
    return image;
}

} // namespace scansleuth::render
