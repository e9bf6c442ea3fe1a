// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicompixels.h"

#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/dicomseries.h"
#include "io/dicomparts/jpeg2000.h"
#include "volume/voxelbuffer.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcpixel.h>
#include <dcmtk/dcmdata/dcpixseq.h>
#include <dcmtk/dcmdata/dcpxitem.h>
#include <dcmtk/dcmdata/dcxfer.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <sys/stat.h>
#include <unistd.h>

namespace scansleuth::io::detail {

namespace {

// A read-only file descriptor closed on scope exit.
class FileHandle
{
public:
    explicit FileHandle(const std::string& path) : m_fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC)) {}
    ~FileHandle()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FileHandle(const FileHandle&) = delete;
    FileHandle& operator=(const FileHandle&) = delete;
    int fd() const { return m_fd; }

private:
    int m_fd;
};

Error ioError(const std::string& path, const std::string& what)
{
    return makeError(ErrorKind::Io, "A DICOM file could not be read.", path + ": " + what);
}

Status preadAll(int fd, std::byte* dest, std::size_t bytes, std::int64_t offset, const std::string& path)
{
    while (bytes > 0) {
        const ssize_t n = ::pread(fd, dest, bytes, offset);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n == 0
                       ? makeError(ErrorKind::Corrupt, "A DICOM file is truncated.", path + ": end of file")
                       : ioError(path, std::strerror(errno));
        dest += n;
        bytes -= static_cast<std::size_t>(n);
        offset += n;
    }
    return {};
}

void swapBytes(std::byte* data, std::size_t bytes, int width)
{
    if (width == 2) {
        for (std::size_t i = 0; i + 1 < bytes; i += 2)
            std::swap(data[i], data[i + 1]);
    } else if (width == 4) {
        for (std::size_t i = 0; i + 3 < bytes; i += 4) {
            std::swap(data[i], data[i + 3]);
            std::swap(data[i + 1], data[i + 2]);
        }
    }
}

std::size_t storedFrameBytes(const DicomFileHeader& h)
{
    return static_cast<std::size_t>(h.rows) * static_cast<std::size_t>(h.columns) *
           static_cast<std::size_t>(bytesPerSample(h));
}

// Calls `use` with all frames of the file, decoded and unpacked (frame after frame, little endian).
using FramesCallback = std::function<Status(const std::byte* data, std::size_t bytes)>;

Status unpackBits(const Uint8* packed, std::size_t packedBytes, const DicomFileHeader& h,
                  const FramesCallback& use)
{
    const std::size_t count = storedFrameBytes(h) * static_cast<std::size_t>(h.numberOfFrames);
    if ((count + 7) / 8 > packedBytes)
        return makeError(ErrorKind::Corrupt,
                         "The pixel data is shorter than the image size the header states.",
                         h.path + ": 1-bit pixel data of " + std::to_string(packedBytes) + " bytes");
    std::vector<std::byte> out(count);
    for (std::size_t i = 0; i < count; ++i)
        out[i] = static_cast<std::byte>((packed[i >> 3] >> (i & 7)) & 1);
    return use(out.data(), out.size());
}

Status withNativeOrDecoded(DcmDataset& ds, const DicomFileHeader& h, const FramesCallback& use)
{
    OFCondition cond = ds.chooseRepresentation(EXS_LittleEndianExplicit, nullptr);
    if (cond.bad() || !ds.canWriteXfer(EXS_LittleEndianExplicit))
        return makeError(ErrorKind::Unsupported,
                         "The pixel data could not be decoded (" + h.transferSyntaxName + ").",
                         h.path + ": " + cond.text());
    DcmElement* pixel = nullptr;
    if (ds.findAndGetElement(DCM_PixelData, pixel, OFFalse).bad() || !pixel)
        return makeError(ErrorKind::Corrupt, "The pixel data is missing.", h.path);
    Uint8* bytes8 = nullptr;
    Uint16* bytes16 = nullptr;
    const std::byte* data = nullptr;
    if (pixel->getUint8Array(bytes8).good() && bytes8)
        data = reinterpret_cast<const std::byte*>(bytes8);
    else if (pixel->getUint16Array(bytes16).good() && bytes16)
        data = reinterpret_cast<const std::byte*>(bytes16);
    if (!data)
        return makeError(ErrorKind::Corrupt, "The pixel data could not be read.", h.path);
    const std::size_t length = pixel->getLength();
    if (h.bitsAllocated == 1)
        return unpackBits(reinterpret_cast<const Uint8*>(data), length, h, use);
    const std::size_t need = storedFrameBytes(h) * static_cast<std::size_t>(h.numberOfFrames);
    if (length < need)
        return makeError(ErrorKind::Corrupt,
                         "The pixel data is shorter than the image size the header states.",
                         h.path + ": " + std::to_string(length) + " < " + std::to_string(need) + " bytes");
    return use(data, need);
}

bool startsCodestream(const Uint8* p, std::size_t n)
{
    return (n >= 2 && p[0] == 0xFF && p[1] == 0x4F) || (n >= 8 && p[4] == 'j' && p[5] == 'P' && p[6] == ' ');
}

// Collects each frame's fragments: one fragment a frame when the counts agree, else a new frame at
// every fragment that starts a JPEG 2000 codestream or JP2 file.
Result<std::vector<std::vector<std::byte>>> jpeg2000Frames(DcmDataset& ds, const DicomFileHeader& h)
{
    DcmElement* elem = nullptr;
    DcmPixelSequence* seq = nullptr;
    auto* pixel = ds.findAndGetElement(DCM_PixelData, elem, OFFalse).good()
                      ? dynamic_cast<DcmPixelData*>(elem)
                      : nullptr;
    if (!pixel || pixel->getEncapsulatedRepresentation(ds.getOriginalXfer(), nullptr, seq).bad() || !seq)
        return makeError(ErrorKind::Corrupt, "The JPEG 2000 pixel data could not be read.", h.path);
    const unsigned long fragments = seq->card() > 0 ? seq->card() - 1 : 0;
    const bool onePerFrame = fragments == static_cast<unsigned long>(h.numberOfFrames);
    std::vector<std::vector<std::byte>> frames;
    for (unsigned long i = 1; i <= fragments; ++i) {
        DcmPixelItem* item = nullptr;
        Uint8* data = nullptr;
        if (seq->getItem(item, i).bad() || !item || item->getUint8Array(data).bad())
            return makeError(ErrorKind::Corrupt, "The JPEG 2000 pixel data could not be read.",
                             h.path + ": fragment " + std::to_string(i));
        const std::size_t n = item->getLength();
        if (frames.empty() || onePerFrame || startsCodestream(data, n))
            frames.emplace_back();
        if (data)
            frames.back().insert(frames.back().end(), reinterpret_cast<std::byte*>(data),
                                 reinterpret_cast<std::byte*>(data) + n);
    }
    if (frames.size() < static_cast<std::size_t>(h.numberOfFrames))
        return makeError(ErrorKind::Corrupt,
                         "The JPEG 2000 pixel data holds fewer frames than the header states.",
                         h.path + ": " + std::to_string(frames.size()) + " frames found");
    return frames;
}

Status withJpeg2000(DcmDataset& ds, const DicomFileHeader& h, const FramesCallback& use)
{
    auto frames = jpeg2000Frames(ds, h);
    if (!frames)
        return frames.error();
    const std::size_t frameSize = storedFrameBytes(h);
    const std::size_t total = frameSize * static_cast<std::size_t>(h.numberOfFrames);
    if (total > volume::VoxelBuffer::maxAllocationBytes())
        return makeError(ErrorKind::TooLarge, "The image is larger than this program can load.", h.path);
    std::vector<std::byte> out(total);
    for (std::int64_t f = 0; f < h.numberOfFrames; ++f) {
        const auto& cs = (*frames)[static_cast<std::size_t>(f)];
        Status s = decodeJpeg2000(cs, out.data() + frameSize * static_cast<std::size_t>(f), frameSize, h.rows,
                                  h.columns, h.bitsAllocated, h.pixelRepresentation == 1);
        if (!s)
            return makeError(s.error().kind, s.error().message, h.path + ": " + s.error().detail);
    }
    return use(out.data(), out.size());
}

// Loads the whole file through DCMTK and hands the decoded frames to `use`.
Status withDecodedFrames(const DicomFileHeader& h, const FramesCallback& use)
{
    initialiseDcmtk();
    try {
        DcmFileFormat file;
        OFCondition cond = file.loadFile(h.path.c_str());
        if (cond.bad())
            return makeError(ErrorKind::Corrupt, "A DICOM file could not be read.",
                             h.path + ": " + cond.text());
        DcmDataset& ds = *file.getDataset();
        if (isJpeg2000TransferSyntax(h.transferSyntax))
            return withJpeg2000(ds, h, use);
        return withNativeOrDecoded(ds, h, use);
    } catch (const std::exception& e) {
        return makeError(ErrorKind::Corrupt, "A DICOM file could not be decoded.", h.path + ": " + e.what());
    }
}

// Copies tiles out of a mosaic frame (row-major, tiles laid left to right, top to bottom).
void unpackTiles(const std::byte* mosaic, const DicomFileHeader& h, const std::vector<SliceTarget>& targets)
{
    const int tilesPerRow = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(h.mosaicImages))));
    const int tileRows = h.rows / tilesPerRow, tileCols = h.columns / tilesPerRow;
    const std::size_t bps = static_cast<std::size_t>(bytesPerSample(h));
    const std::size_t rowBytes = static_cast<std::size_t>(tileCols) * bps;
    for (const auto& t : targets) {
        const int tr = t.source / tilesPerRow, tc = t.source % tilesPerRow;
        for (int r = 0; r < tileRows; ++r) {
            const std::size_t srcRow = static_cast<std::size_t>(tr * tileRows + r);
            const std::byte* src = mosaic + (srcRow * static_cast<std::size_t>(h.columns) +
                                             static_cast<std::size_t>(tc * tileCols)) *
                                                bps;
            std::memcpy(t.dest + static_cast<std::size_t>(r) * rowBytes, src, rowBytes);
        }
    }
}

bool hasFastPath(const DicomFileHeader& h)
{
    return h.pixelValueOffset > 0 && !h.encapsulated && h.bitsAllocated % 8 == 0;
}

Status readNative(const DicomFileHeader& h, const std::vector<SliceTarget>& targets)
{
    FileHandle file(h.path);
    if (file.fd() < 0)
        return ioError(h.path, std::strerror(errno));
    struct stat st
    {};
    const std::size_t frameSize = storedFrameBytes(h);
    if (::fstat(file.fd(), &st) != 0 || static_cast<std::uint64_t>(st.st_size) != h.fileSize)
        return ioError(h.path, "the file changed since it was scanned");
    const int width = bytesPerSample(h);
    if (h.mosaicImages > 0) {
        std::vector<std::byte> mosaic(frameSize);
        if (Status s = preadAll(file.fd(), mosaic.data(), frameSize, h.pixelValueOffset, h.path); !s)
            return s;
        if (h.bigEndian)
            swapBytes(mosaic.data(), mosaic.size(), width);
        unpackTiles(mosaic.data(), h, targets);
        return {};
    }
    for (const auto& t : targets) {
        const std::int64_t offset = h.pixelValueOffset + static_cast<std::int64_t>(frameSize) * t.source;
        if (Status s = preadAll(file.fd(), t.dest, frameSize, offset, h.path); !s)
            return s;
        if (h.bigEndian)
            swapBytes(t.dest, frameSize, width);
    }
    return {};
}

} // namespace

int bytesPerSample(const DicomFileHeader& h)
{
    return h.bitsAllocated <= 8 ? 1 : h.bitsAllocated / 8;
}

Status readSlices(const DicomFileHeader& h, const std::vector<SliceTarget>& targets)
{
    if (hasFastPath(h))
        return readNative(h, targets);
    const std::size_t frameSize = storedFrameBytes(h);
    if (frameSize * static_cast<std::size_t>(h.numberOfFrames) >
        volume::VoxelBuffer::maxAllocationBytes() / 2)
        return makeError(ErrorKind::TooLarge, "The DICOM file is larger than this program can decode.",
                         h.path + ": " + std::to_string(h.numberOfFrames) + " frames of " +
                             std::to_string(frameSize) + " bytes");
    return withDecodedFrames(h, [&](const std::byte* data, std::size_t bytes) -> Status {
        if (h.mosaicImages > 0) {
            if (bytes < frameSize)
                return makeError(ErrorKind::Corrupt, "The mosaic is smaller than its header states.", h.path);
            unpackTiles(data, h, targets);
            return {};
        }
        for (const auto& t : targets) {
            const std::size_t offset = frameSize * static_cast<std::size_t>(t.source);
            if (offset + frameSize > bytes)
                return makeError(ErrorKind::Corrupt, "A frame lies beyond the end of the pixel data.",
                                 h.path + ": frame " + std::to_string(t.source + 1));
            std::memcpy(t.dest, data + offset, frameSize);
        }
        return {};
    });
}

} // namespace scansleuth::io::detail
