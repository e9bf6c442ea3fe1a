// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/pngcodec.h"

#include <zlib.h>

#include <cstdlib>
#include <cstring>

namespace scansleuth::report {

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

void putChunk(std::string& out, const char* type, const std::string& data)
{
    putU32(out, static_cast<std::uint32_t>(data.size()));
    const std::size_t start = out.size();
    out.append(type, 4);
    out.append(data);
    const uLong crc =
        crc32(0L, reinterpret_cast<const Bytef*>(out.data() + start), static_cast<uInt>(data.size() + 4));
    putU32(out, static_cast<std::uint32_t>(crc));
}

Error corrupt(const std::string& detail)
{
    return makeError(ErrorKind::Corrupt, "The embedded picture is not a readable PNG.", detail);
}

int paeth(int a, int b, int c)
{
    const int p = a + b - c;
    const int pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

// Reverses the per-row PNG filters in place; `raw` holds (1 + rowBytes) bytes per row.
bool unfilter(std::vector<unsigned char>& raw, std::size_t rowBytes, std::size_t rows, int bpp,
              std::vector<unsigned char>& out)
{
    out.assign(rowBytes * rows, 0);
    for (std::size_t y = 0; y < rows; ++y) {
        const unsigned char type = raw[y * (rowBytes + 1)];
        const unsigned char* in = &raw[y * (rowBytes + 1) + 1];
        unsigned char* row = &out[y * rowBytes];
        const unsigned char* up = y ? &out[(y - 1) * rowBytes] : nullptr;
        for (std::size_t x = 0; x < rowBytes; ++x) {
            const int a = x >= std::size_t(bpp) ? row[x - bpp] : 0;
            const int b = up ? up[x] : 0;
            const int c = (up && x >= std::size_t(bpp)) ? up[x - bpp] : 0;
            int predicted = 0;
            switch (type) {
            case 0:
                predicted = 0;
                break;
            case 1:
                predicted = a;
                break;
            case 2:
                predicted = b;
                break;
            case 3:
                predicted = (a + b) / 2;
                break;
            case 4:
                predicted = paeth(a, b, c);
                break;
            default:
                return false;
            }
            row[x] = static_cast<unsigned char>(in[x] + predicted);
        }
    }
    return true;
}

} // namespace

static_assert(sizeof(render::Rgba) == 4, "RgbaImage rows are written as bytes");

Result<std::string> encodePng(const render::RgbaImage& image)
{
    if (image.width <= 0 || image.height <= 0 ||
        image.pixels.size() !=
            static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) ||
        image.pixels.size() > kMaxPixels)
        return makeError(ErrorKind::Invalid, "A figure of the report has no picture.",
                         std::to_string(image.width) + "x" + std::to_string(image.height) + " with " +
                             std::to_string(image.pixels.size()) + " pixels");
    const std::size_t rowBytes = static_cast<std::size_t>(image.width) * 4;
    std::vector<unsigned char> raw;
    raw.reserve((rowBytes + 1) * static_cast<std::size_t>(image.height));
    for (int y = 0; y < image.height; ++y) {
        raw.push_back(0);
        const auto* row = reinterpret_cast<const unsigned char*>(&image.at(0, y));
        raw.insert(raw.end(), row, row + rowBytes);
    }
    uLongf size = compressBound(static_cast<uLong>(raw.size()));
    std::string idat(size, '\0');
    if (compress2(reinterpret_cast<Bytef*>(idat.data()), &size, raw.data(), static_cast<uLong>(raw.size()),
                  6) != Z_OK)
        return makeError(ErrorKind::Invalid, "A figure of the report could not be compressed.", "compress2");
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

Result<render::RgbaImage> decodePng(std::string_view bytes)
{
    if (bytes.size() < 8 + 25 || std::memcmp(bytes.data(), kSignature, 8) != 0)
        return corrupt("no PNG signature");
    std::size_t at = 8;
    std::uint32_t width = 0, height = 0;
    int channels = 0;
    std::string idat;
    bool ended = false;
    while (!ended) {
        if (at + 12 > bytes.size())
            return corrupt("truncated chunk at offset " + std::to_string(at));
        const std::uint32_t length = getU32(bytes, at);
        if (length > bytes.size() - at - 12)
            return corrupt("chunk length " + std::to_string(length) + " past the end");
        const std::string_view type = bytes.substr(at + 4, 4);
        const std::string_view data = bytes.substr(at + 8, length);
        if (type == "IHDR") {
            if (length != 13)
                return corrupt("IHDR length " + std::to_string(length));
            width = getU32(data, 0);
            height = getU32(data, 4);
            const int depth = static_cast<unsigned char>(data[8]);
            const int colour = static_cast<unsigned char>(data[9]);
            if (depth != 8 || (colour != 6 && colour != 2) || data[12] != 0)
                return makeError(ErrorKind::Unsupported, "The embedded picture is not an 8-bit RGB(A) PNG.",
                                 "bit depth " + std::to_string(depth) + ", colour type " +
                                     std::to_string(colour));
            channels = colour == 6 ? 4 : 3;
        } else if (type == "IDAT") {
            idat.append(data);
        } else if (type == "IEND") {
            ended = true;
        }
        at += 12 + length;
    }
    if (channels == 0 || width == 0 || height == 0)
        return corrupt("no IHDR before IEND");
    if (std::uint64_t(width) * height > kMaxPixels)
        return makeError(ErrorKind::TooLarge, "The embedded picture is too large.",
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
    std::vector<unsigned char> pixels;
    if (!unfilter(raw, rowBytes, height, channels, pixels))
        return corrupt("unknown row filter");
    render::RgbaImage image;
    image.width = static_cast<int>(width);
    image.height = static_cast<int>(height);
    image.pixels.resize(std::size_t(width) * height);
    for (std::size_t i = 0; i < image.pixels.size(); ++i) {
        const unsigned char* p = &pixels[i * channels];
        image.pixels[i] = {p[0], p[1], p[2], channels == 4 ? p[3] : std::uint8_t(255)};
    }
    return image;
}

std::string toBase64(std::string_view bytes)
{
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        std::uint32_t v = std::uint32_t(static_cast<unsigned char>(bytes[i])) << 16;
        if (i + 1 < bytes.size())
            v |= std::uint32_t(static_cast<unsigned char>(bytes[i + 1])) << 8;
        if (i + 2 < bytes.size())
            v |= static_cast<unsigned char>(bytes[i + 2]);
        out.push_back(kAlphabet[(v >> 18) & 63]);
        out.push_back(kAlphabet[(v >> 12) & 63]);
        out.push_back(i + 1 < bytes.size() ? kAlphabet[(v >> 6) & 63] : '=');
        out.push_back(i + 2 < bytes.size() ? kAlphabet[v & 63] : '=');
    }
    return out;
}

Result<std::string> fromBase64(std::string_view text)
{
    std::string out;
    std::uint32_t v = 0;
    int bits = 0, padding = 0;
    for (char c : text) {
        int d = -1;
        if (c >= 'A' && c <= 'Z')
            d = c - 'A';
        else if (c >= 'a' && c <= 'z')
            d = c - 'a' + 26;
        else if (c >= '0' && c <= '9')
            d = c - '0' + 52;
        else if (c == '+')
            d = 62;
        else if (c == '/')
            d = 63;
        else if (c == '=') {
            ++padding;
            continue;
        } else if (c == ' ' || c == '\n' || c == '\r' || c == '\t')
            continue;
        if (d < 0 || padding > 0)
            return makeError(ErrorKind::Corrupt, "The embedded picture is not valid base64.",
                             std::string("unexpected character '") + c + "'");
        v = (v << 6) | std::uint32_t(d);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(static_cast<char>((v >> bits) & 0xff));
        }
    }
    if (bits >= 6 || padding > 2)
        return makeError(ErrorKind::Corrupt, "The embedded picture is not valid base64.", "bad length");
    return out;
}

} // namespace scansleuth::report
