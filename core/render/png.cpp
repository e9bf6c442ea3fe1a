// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// A minimal PNG codec on zlib (signature, IHDR, IDAT, IEND; all five row filters when reading), and the
// atomic file writer and the reader on top of it.
#include "base/atomicfile.h"
#include "render/pngcodec.h"

#include <zlib.h>

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <unistd.h>

namespace scansleuth::render {

namespace {

constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
constexpr std::uint64_t kMaxPixels = std::uint64_t(1) << 28;

void putU32(std::string& out, std::uint32_t v)
{
    for (int shift = 24; shift >= 0; shift -= 8)
        out.push_back(static_cast<char>(v >> shift));
}

std::uint32_t getU32(std::string_view s, std::size_t at)
{
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i)
        v = (v << 8) | static_cast<unsigned char>(s[at + i]);
    return v;
}

std::uint32_t crcOf(std::string_view bytes)
{
    return static_cast<std::uint32_t>(
        crc32(0L, reinterpret_cast<const Bytef*>(bytes.data()), static_cast<uInt>(bytes.size())));
}

void putChunk(std::string& out, const char* type, std::string_view data)
{
    putU32(out, static_cast<std::uint32_t>(data.size()));
    const std::size_t start = out.size();
    out.append(type, 4);
    out.append(data);
    putU32(out, crcOf(std::string_view(out).substr(start)));
}

int paeth(int a, int b, int c)
{
    const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// Undoes the per-row filters in place; each row is its filter byte then `rowBytes` bytes.
bool unfilter(std::vector<unsigned char>& raw, std::size_t rowBytes, std::size_t rows, std::size_t bpp)
{
    for (std::size_t y = 0; y < rows; ++y) {
        unsigned char* px = raw.data() + y * (rowBytes + 1) + 1;
        const unsigned char* prev = y > 0 ? px - (rowBytes + 1) : nullptr;
        const int type = px[-1];
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

static_assert(sizeof(Rgba) == 4, "RgbaImage rows are written as bytes");

Result<std::string> encodePng(const RgbaImage& image)
{
    if (image.width <= 0 || image.height <= 0 ||
        image.pixels.size() !=
            static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) ||
        image.pixels.size() > kMaxPixels)
        return makeError(ErrorKind::Invalid, "There is no picture to encode as PNG.",
                         "image " + std::to_string(image.width) + "x" + std::to_string(image.height) +
                             " with " + std::to_string(image.pixels.size()) + " pixels");
    const std::size_t rowBytes = static_cast<std::size_t>(image.width) * 4;
    std::vector<unsigned char> raw;
    raw.reserve((rowBytes + 1) * static_cast<std::size_t>(image.height));
    for (int y = 0; y < image.height; ++y) {
        raw.push_back(0); // filter type 0 (none)
        const auto* row = reinterpret_cast<const unsigned char*>(&image.at(0, y));
        raw.insert(raw.end(), row, row + rowBytes);
    }
    uLongf size = compressBound(static_cast<uLong>(raw.size()));
    std::string idat(size, '\0');
    if (compress2(reinterpret_cast<Bytef*>(idat.data()), &size, raw.data(), static_cast<uLong>(raw.size()),
                  6) != Z_OK)
        return makeError(ErrorKind::Invalid, "The picture could not be compressed as PNG.", "zlib compress2");
    idat.resize(size);
    std::string png(reinterpret_cast<const char*>(kSignature), 8);
    std::string ihdr;
    putU32(ihdr, static_cast<std::uint32_t>(image.width));
    putU32(ihdr, static_cast<std::uint32_t>(image.height));
    ihdr += std::string("\x08\x06\x00\x00\x00", 5); // 8 bits, RGBA, deflate, adaptive filter, no interlace
    putChunk(png, "IHDR", ihdr);
    putChunk(png, "IDAT", idat);
    putChunk(png, "IEND", {});
    return png;
}

Result<RgbaImage> decodePng(std::string_view bytes, const std::string& path)
{
    // Each message whole, with the picture's path or without, so that it can be translated.
    auto corrupt = [&](const std::string& why) {
        return makeError(ErrorKind::Corrupt,
                         path.empty() ? std::string("The picture is not a readable PNG.")
                                      : "The picture " + path + " is not a readable PNG.",
                         why);
    };
    if (bytes.size() < 8 || std::memcmp(bytes.data(), kSignature, 8) != 0)
        return corrupt("no PNG signature");
    std::uint32_t width = 0, height = 0;
    std::size_t channels = 0;
    std::string idat;
    for (std::size_t at = 8;;) {
        if (at + 12 > bytes.size())
            return corrupt(channels == 0 ? "no IHDR chunk" : "no IEND chunk (truncated)");
        const std::uint32_t length = getU32(bytes, at);
        if (length > bytes.size() - at - 12)
            return corrupt("chunk at byte " + std::to_string(at) + " runs past the end of the data");
        const std::string_view type = bytes.substr(at + 4, 4), data = bytes.substr(at + 8, length);
        if (crcOf(bytes.substr(at + 4, length + 4)) != getU32(bytes, at + 8 + length))
            return corrupt("CRC mismatch in chunk at byte " + std::to_string(at));
        at += 12 + std::size_t(length);
        if (type == "IHDR") {
            if (length != 13)
                return corrupt("IHDR of " + std::to_string(length) + " bytes");
            width = getU32(data, 0);
            height = getU32(data, 4);
            const int depth = static_cast<unsigned char>(data[8]),
                      colour = static_cast<unsigned char>(data[9]),
                      interlace = static_cast<unsigned char>(data[12]);
            if (depth != 8 || (colour != 6 && colour != 2) || interlace != 0)
                return makeError(ErrorKind::Unsupported,
                                 path.empty() ? std::string("The picture is not an 8-bit RGB(A) PNG.")
                                              : "The picture " + path + " is not an 8-bit RGB(A) PNG.",
                                 "bit depth " + std::to_string(depth) + ", colour type " +
                                     std::to_string(colour) + ", interlace " + std::to_string(interlace));
            channels = colour == 6 ? 4 : 3;
        } else if (type == "IDAT") {
            idat.append(data);
        } else if (type == "IEND") {
            break;
        }
    }
    if (channels == 0 || width == 0 || height == 0)
        return corrupt("no IHDR before IEND, or a zero size");
    if (std::uint64_t(width) * height > kMaxPixels)
        return makeError(ErrorKind::TooLarge,
                         path.empty() ? std::string("The picture is too large.")
                                      : "The picture " + path + " is too large.",
                         std::to_string(width) + "x" + std::to_string(height));
    const std::size_t rowBytes = std::size_t(width) * channels;
    // Deflate expands at most ~1032:1: a header claiming more than the data can hold allocates nothing.
    if ((rowBytes + 1) * height > idat.size() * 1040 + 1024)
        return corrupt(std::to_string(width) + "x" + std::to_string(height) + " pixels from " +
                       std::to_string(idat.size()) + " bytes of image data");
    std::vector<unsigned char> raw((rowBytes + 1) * height);
    uLongf rawSize = static_cast<uLongf>(raw.size());
    if (uncompress(raw.data(), &rawSize, reinterpret_cast<const Bytef*>(idat.data()),
                   static_cast<uLong>(idat.size())) != Z_OK ||
        rawSize != raw.size())
        return corrupt("the image data does not inflate to " + std::to_string(raw.size()) + " bytes");
    if (!unfilter(raw, rowBytes, height, channels))
        return corrupt("unknown row filter");
    RgbaImage image;
    image.width = static_cast<int>(width);
    image.height = static_cast<int>(height);
    image.pixels.resize(std::size_t(width) * height);
    for (std::size_t y = 0; y < height; ++y) {
        const unsigned char* row = raw.data() + y * (rowBytes + 1) + 1;
        for (std::size_t x = 0; x < width; ++x) {
            const unsigned char* p = row + x * channels;
            image.pixels[y * width + x] = Rgba{p[0], p[1], p[2], channels == 4 ? p[3] : std::uint8_t(255)};
        }
    }
    return image;
}

Status writePng(const std::string& path, const RgbaImage& image)
{
    Result<std::string> png = encodePng(image);
    if (!png.ok())
        return makeError(png.error().kind, "There is no picture to write to " + path + ".",
                         png.error().detail);
    if (Status s = writeFileAtomically(path, *png); !s)
        return makeError(ErrorKind::Io, "The picture could not be written to " + path + ".",
                         s.error().detail);
    return {};
}

Result<RgbaImage> readPng(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return makeError(ErrorKind::NotFound, "The picture " + path + " could not be opened.",
                         std::strerror(errno));
    const std::string file((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return decodePng(file, path);
}

} // namespace scansleuth::render
