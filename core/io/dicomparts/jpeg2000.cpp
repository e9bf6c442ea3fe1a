// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "jpeg2000.h"

#include <openjpeg.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>

namespace scansleuth::io {

namespace {

constexpr unsigned char kJp2Signature[] = {0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50,
                                           0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A};
constexpr unsigned char kJ2kSignature[] = {0xFF, 0x4F, 0xFF, 0x51}; // SOC then SIZ
constexpr std::size_t kMaxMessageBytes = 2000;

// The codestream being read, as OpenJPEG's stream callbacks see it.
struct MemoryStream
{
    std::span<const std::byte> bytes;
    std::size_t pos = 0;
};

OPJ_SIZE_T readBytes(void* buffer, OPJ_SIZE_T n, void* user)
{
    auto* s = static_cast<MemoryStream*>(user);
    const std::size_t left = s->bytes.size() - s->pos;
    if (left == 0)
        return static_cast<OPJ_SIZE_T>(-1);
    const std::size_t count = std::min<std::size_t>(n, left);
    std::memcpy(buffer, s->bytes.data() + s->pos, count);
    s->pos += count;
    return count;
}

OPJ_OFF_T skipBytes(OPJ_OFF_T n, void* user)
{
    auto* s = static_cast<MemoryStream*>(user);
    if (n < 0)
        return -1;
    const std::size_t count = std::min<std::size_t>(static_cast<std::size_t>(n), s->bytes.size() - s->pos);
    s->pos += count;
    return static_cast<OPJ_OFF_T>(count);
}

OPJ_BOOL seekTo(OPJ_OFF_T pos, void* user)
{
    auto* s = static_cast<MemoryStream*>(user);
    if (pos < 0 || static_cast<std::size_t>(pos) > s->bytes.size())
        return OPJ_FALSE;
    s->pos = static_cast<std::size_t>(pos);
    return OPJ_TRUE;
}

// OpenJPEG's error and warning text, collected instead of printed.
void collectMessage(const char* msg, void* user, const char* prefix)
{
    auto* text = static_cast<std::string*>(user);
    if (text->size() >= kMaxMessageBytes)
        return;
    std::string line = msg ? msg : "";
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
        line.pop_back();
    if (!text->empty())
        text->append("; ");
    text->append(prefix).append(line);
}
void onError(const char* msg, void* user)
{
    collectMessage(msg, user, "");
}
void onWarning(const char* msg, void* user)
{
    collectMessage(msg, user, "warning: ");
}
void onInfo(const char*, void*) {}

struct CodecDeleter
{
    void operator()(opj_codec_t* c) const { opj_destroy_codec(c); }
};
struct StreamDeleter
{
    void operator()(opj_stream_t* s) const { opj_stream_destroy(s); }
};
struct ImageDeleter
{
    void operator()(opj_image_t* i) const { opj_image_destroy(i); }
};

bool startsWith(std::span<const std::byte> bytes, const unsigned char* magic, std::size_t n)
{
    return bytes.size() >= n && std::memcmp(bytes.data(), magic, n) == 0;
}

std::string firstBytesHex(std::span<const std::byte> bytes)
{
    std::string out = "first bytes:";
    for (std::size_t i = 0; i < std::min<std::size_t>(bytes.size(), 8); ++i) {
        char hex[4];
        std::snprintf(hex, sizeof hex, " %02x", std::to_integer<unsigned>(bytes[i]));
        out += hex;
    }
    return bytes.empty() ? "empty input" : out;
}

std::string dims(long long w, long long h)
{
    return std::to_string(w) + "x" + std::to_string(h);
}

// Checks the header OpenJPEG read against what the DICOM header promised.
Status checkHeader(const opj_image_t& image, int rows, int columns, int bitsAllocated)
{
    if (image.numcomps != 1) {
        return makeError(ErrorKind::Unsupported,
                         "The JPEG 2000 frame has " + std::to_string(image.numcomps) +
                             " colour components; only greyscale frames are supported.",
                         "numcomps " + std::to_string(image.numcomps));
    }
    const opj_image_comp_t& comp = image.comps[0];
    if (comp.dx != 1 || comp.dy != 1) {
        return makeError(ErrorKind::Unsupported,
                         "The JPEG 2000 frame uses subsampling, which is not supported.",
                         "dx " + std::to_string(comp.dx) + ", dy " + std::to_string(comp.dy));
    }
    const long long width = static_cast<long long>(image.x1) - image.x0;
    const long long height = static_cast<long long>(image.y1) - image.y0;
    if (width != columns || height != rows) {
        return makeError(ErrorKind::Corrupt,
                         "The JPEG 2000 frame is " + dims(width, height) +
                             " pixels but the DICOM header says " + dims(columns, rows) + ".",
                         "image area x " + std::to_string(image.x0) + ".." + std::to_string(image.x1) +
                             ", y " + std::to_string(image.y0) + ".." + std::to_string(image.y1));
    }
    if (comp.prec < 1 || static_cast<int>(comp.prec) > bitsAllocated) {
        return makeError(ErrorKind::Corrupt,
                         "The JPEG 2000 frame has " + std::to_string(comp.prec) +
                             "-bit samples, more than the " + std::to_string(bitsAllocated) +
                             " bits allocated per pixel.",
                         "precision " + std::to_string(comp.prec) + ", signed " + std::to_string(comp.sgnd));
    }
    return {};
}

// Writes the decoded samples as little-endian integers of `bytesPerSample` bytes.
void storeSamples(const opj_image_comp_t& comp, std::size_t count, std::byte* dest, int bytesPerSample,
                  bool isSigned)
{
    const int prec = static_cast<int>(comp.prec);
    const bool signExtend = isSigned && !comp.sgnd && prec < 32;
    const int shift = 32 - prec;
    for (std::size_t i = 0; i < count; ++i) {
        auto v = static_cast<std::uint32_t>(comp.data[i]);
        if (signExtend)
            v = static_cast<std::uint32_t>(static_cast<std::int32_t>(v << shift) >> shift);
        for (int b = 0; b < bytesPerSample; ++b)
            dest[i * bytesPerSample + b] = static_cast<std::byte>((v >> (8 * b)) & 0xFF);
    }
}

Status checkArguments(std::size_t destBytes, int rows, int columns, int bitsAllocated)
{
    if (bitsAllocated != 8 && bitsAllocated != 16 && bitsAllocated != 32) {
        return makeError(ErrorKind::Unsupported, "JPEG 2000 frames with " + std::to_string(bitsAllocated) +
                                                     " bits allocated per pixel are not supported.");
    }
    if (rows <= 0 || columns <= 0) {
        return makeError(ErrorKind::Invalid, "The frame size " + dims(columns, rows) + " is not valid.");
    }
    const auto needed =
        static_cast<unsigned __int128>(rows) * static_cast<unsigned>(columns) * (bitsAllocated / 8);
    if (needed > destBytes) {
        return makeError(ErrorKind::Invalid, "The buffer for the decoded JPEG 2000 frame is too small.",
                         "needs " + std::to_string(static_cast<unsigned long long>(needed)) + " bytes, has " +
                             std::to_string(destBytes));
    }
    return {};
}

Error decodeFailure(const std::string& message, const std::string& messages)
{
    return makeError(ErrorKind::Corrupt, message, messages.empty() ? "OpenJPEG gave no reason" : messages);
}

} // namespace

Status decodeJpeg2000(std::span<const std::byte> codestream, std::byte* dest, std::size_t destBytes, int rows,
                      int columns, int bitsAllocated, bool isSigned)
{
    if (Status s = checkArguments(destBytes, rows, columns, bitsAllocated); !s)
        return s;
    OPJ_CODEC_FORMAT format = OPJ_CODEC_UNKNOWN;
    if (startsWith(codestream, kJ2kSignature, sizeof kJ2kSignature))
        format = OPJ_CODEC_J2K;
    else if (startsWith(codestream, kJp2Signature, sizeof kJp2Signature))
        format = OPJ_CODEC_JP2;
    else
        return makeError(ErrorKind::Corrupt, "The frame is not a JPEG 2000 codestream.",
                         firstBytesHex(codestream));

    std::string messages;
    std::unique_ptr<opj_codec_t, CodecDeleter> codec(opj_create_decompress(format));
    opj_dparameters_t parameters;
    opj_set_default_decoder_parameters(&parameters);
    opj_set_error_handler(codec.get(), onError, &messages);
    opj_set_warning_handler(codec.get(), onWarning, &messages);
    opj_set_info_handler(codec.get(), onInfo, nullptr);
    if (!opj_setup_decoder(codec.get(), &parameters))
        return decodeFailure("The JPEG 2000 decoder could not be set up.", messages);

    MemoryStream memory{codestream, 0};
    std::unique_ptr<opj_stream_t, StreamDeleter> stream(
        opj_stream_create(OPJ_J2K_STREAM_CHUNK_SIZE, OPJ_TRUE));
    opj_stream_set_read_function(stream.get(), readBytes);
    opj_stream_set_skip_function(stream.get(), skipBytes);
    opj_stream_set_seek_function(stream.get(), seekTo);
    opj_stream_set_user_data(stream.get(), &memory, nullptr);
    opj_stream_set_user_data_length(stream.get(), codestream.size());

    opj_image_t* rawImage = nullptr;
    const bool headerRead = opj_read_header(stream.get(), codec.get(), &rawImage);
    std::unique_ptr<opj_image_t, ImageDeleter> image(rawImage);
    if (!headerRead || !image)
        return decodeFailure("The JPEG 2000 frame's header is damaged.", messages);
    if (Status s = checkHeader(*image, rows, columns, bitsAllocated); !s)
        return s;
    if (!opj_decode(codec.get(), stream.get(), image.get()) || !opj_end_decompress(codec.get(), stream.get()))
        return decodeFailure("The JPEG 2000 frame could not be decoded; it is damaged or truncated.",
                             messages);

    const opj_image_comp_t& comp = image->comps[0];
    if (!comp.data || static_cast<long long>(comp.w) != columns || static_cast<long long>(comp.h) != rows) {
        return decodeFailure("The JPEG 2000 frame decoded to an unexpected size.",
                             "decoded " + dims(comp.w, comp.h) + ", expected " + dims(columns, rows));
    }
    storeSamples(comp, static_cast<std::size_t>(rows) * static_cast<std::size_t>(columns), dest,
                 bitsAllocated / 8, isSigned);
    return {};
}

} // namespace scansleuth::io
