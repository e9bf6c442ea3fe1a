// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "niftiheader.h"

#include "base/numberformat.h"
#include "base/translate.h"
#include "volume/voxelbuffer.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

static_assert(std::endian::native == std::endian::little, "the NIfTI reader assumes a little-endian host");

namespace scansleuth::io::nifti {

namespace {

// Reads a T at `offset`, byte-swapped when the file's byte order differs from the host's.
class FieldReader
{
public:
    FieldReader(std::span<const std::byte> bytes, bool swapped) : m_bytes(bytes), m_swapped(swapped) {}

    template <typename T> T get(std::size_t offset) const
    {
        std::array<std::byte, sizeof(T)> raw;
        std::memcpy(raw.data(), m_bytes.data() + offset, sizeof(T));
        if (m_swapped)
            std::reverse(raw.begin(), raw.end());
        T value;
        std::memcpy(&value, raw.data(), sizeof(T));
        return value;
    }
    double f32(std::size_t offset) const { return get<float>(offset); }
    double f64(std::size_t offset) const { return get<double>(offset); }
    int i16(std::size_t offset) const { return get<std::int16_t>(offset); }
    int i32(std::size_t offset) const { return get<std::int32_t>(offset); }
    std::int64_t i64(std::size_t offset) const { return get<std::int64_t>(offset); }
    int u8(std::size_t offset) const { return std::to_integer<int>(m_bytes[offset]); }
    std::string text(std::size_t offset, std::size_t length) const
    {
        const char* begin = reinterpret_cast<const char*>(m_bytes.data() + offset);
        return std::string(begin, strnlen(begin, length));
    }

private:
    std::span<const std::byte> m_bytes;
    bool m_swapped;
};

std::string spatialUnitName(int units)
{
    switch (units & 0x07) {
    case 1:
        return "m";
    case 2:
        return "mm";
    case 3:
        return "um";
    default:
        return "unknown";
    }
}

std::string temporalUnitName(int units)
{
    switch (units & 0x38) {
    case 8:
        return "s";
    case 16:
        return "ms";
    case 24:
        return "us";
    case 32:
        return "Hz";
    case 40:
        return "ppm";
    case 48:
        return "rad/s";
    default:
        return "unknown";
    }
}

void decodeNifti1(const FieldReader& r, NiftiHeaderInfo& h, bool analyze)
{
    h.dimInfo = r.u8(39);
    for (int i = 0; i < 8; ++i) {
        h.dim[i] = r.i16(40 + 2 * i);
        h.pixdim[i] = r.f32(76 + 4 * i);
    }
    h.intentParams = {r.f32(56), r.f32(60), r.f32(64)};
    h.intentCode = r.i16(68);
    h.datatype = r.i16(70);
    h.bitpix = r.i16(72);
    h.sliceStart = r.i16(74);
    h.voxOffset = r.f32(108);
    h.sclSlope = r.f32(112);
    h.sclInter = r.f32(116);
    h.sliceEnd = r.i16(120);
    h.sliceCode = r.u8(122);
    h.xyztUnits = r.u8(123);
    h.calMax = r.f32(124);
    h.calMin = r.f32(128);
    h.sliceDuration = r.f32(132);
    h.toffset = r.f32(136);
    h.descrip = r.text(148, 80);
    h.auxFile = r.text(228, 24);
    if (analyze)
        return; // bytes 252.. hold Analyze's orient/originator fields, not NIfTI's forms
    h.qformCode = r.i16(252);
    h.sformCode = r.i16(254);
    h.quaternB = r.f32(256);
    h.quaternC = r.f32(260);
    h.quaternD = r.f32(264);
    h.qoffsetX = r.f32(268);
    h.qoffsetY = r.f32(272);
    h.qoffsetZ = r.f32(276);
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 4; ++col)
            h.sformAffine[row][col] = r.f32(280 + 16 * row + 4 * col);
    h.intentName = r.text(328, 16);
}

void decodeNifti2(const FieldReader& r, NiftiHeaderInfo& h)
{
    h.datatype = r.i16(12);
    h.bitpix = r.i16(14);
    for (int i = 0; i < 8; ++i) {
        h.dim[i] = r.i64(16 + 8 * i);
        h.pixdim[i] = r.f64(104 + 8 * i);
    }
    h.intentParams = {r.f64(80), r.f64(88), r.f64(96)};
    h.voxOffset = static_cast<double>(r.i64(168));
    h.sclSlope = r.f64(176);
    h.sclInter = r.f64(184);
    h.calMax = r.f64(192);
    h.calMin = r.f64(200);
    h.sliceDuration = r.f64(208);
    h.toffset = r.f64(216);
    h.sliceStart = static_cast<int>(std::clamp<std::int64_t>(r.i64(224), INT32_MIN, INT32_MAX));
    h.sliceEnd = static_cast<int>(std::clamp<std::int64_t>(r.i64(232), INT32_MIN, INT32_MAX));
    h.descrip = r.text(240, 80);
    h.auxFile = r.text(320, 24);
    h.qformCode = r.i32(344);
    h.sformCode = r.i32(348);
    h.quaternB = r.f64(352);
    h.quaternC = r.f64(360);
    h.quaternD = r.f64(368);
    h.qoffsetX = r.f64(376);
    h.qoffsetY = r.f64(384);
    h.qoffsetZ = r.f64(392);
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 4; ++col)
            h.sformAffine[row][col] = r.f64(400 + 32 * row + 8 * col);
    h.sliceCode = r.i32(496);
    h.xyztUnits = r.i32(500);
    h.intentCode = r.i32(504);
    h.intentName = r.text(508, 16);
    h.dimInfo = r.u8(524);
}

struct TypeInfo
{
    int code;
    const char* name;
    int bits;
    std::optional<volume::PixelType> pixelType;
};

constexpr TypeInfo kTypes[] = {
    {1, "binary", 1, std::nullopt},
    {2, "uint8", 8, volume::PixelType::UInt8},
    {4, "int16", 16, volume::PixelType::Int16},
    {8, "int32", 32, volume::PixelType::Int32},
    {16, "float32", 32, volume::PixelType::Float32},
    {32, "complex64", 64, std::nullopt},
    {64, "float64", 64, volume::PixelType::Float64},
    {128, "RGB24", 24, std::nullopt},
    {256, "int8", 8, volume::PixelType::Int8},
    {512, "uint16", 16, volume::PixelType::UInt16},
    {768, "uint32", 32, volume::PixelType::UInt32},
    {1024, "int64", 64, volume::PixelType::Int32}, // narrowed on reading (DecodedHeader::narrowInt64)
    {1280, "uint64", 64, volume::PixelType::Int32},
    {1536, "float128", 128, std::nullopt},
    {1792, "complex128", 128, std::nullopt},
    {2048, "complex256", 256, std::nullopt},
    {2304, "RGBA32", 32, std::nullopt},
};

const TypeInfo* typeInfo(int code)
{
    for (const TypeInfo& t : kTypes)
        if (t.code == code)
            return &t;
    return nullptr;
}

Result<volume::PixelType> pixelTypeFor(const NiftiHeaderInfo& h)
{
    const TypeInfo* t = typeInfo(h.datatype);
    if (!t)
        return makeError(ErrorKind::Corrupt,
                         "The header names an unknown voxel datatype (" + std::to_string(h.datatype) + ").",
                         "datatype=" + std::to_string(h.datatype));
    if (t->pixelType)
        return *t->pixelType;
    std::string what = t->name;
    if (h.datatype == 128 || h.datatype == 2304)
        return makeError(ErrorKind::Unsupported, "RGB images are not supported (datatype " + what + ").",
                         "datatype=" + std::to_string(h.datatype));
    return makeError(ErrorKind::Unsupported, "Voxels of type " + what + " are not supported.",
                     "datatype=" + std::to_string(h.datatype));
}

// dim[0] and dim[1..dim0]: sizes, volume count; extra dims are flattened into volumes.
Status checkDims(DecodedHeader& d)
{
    const auto& dim = d.info.dim;
    if (dim[0] < 1 || dim[0] > 7)
        return makeError(ErrorKind::Corrupt,
                         "The header gives an impossible number of dimensions (" + std::to_string(dim[0]) +
                             ").",
                         "dim[0]=" + std::to_string(dim[0]));
    for (int i = 1; i <= dim[0]; ++i) {
        if (dim[i] <= 0)
            return makeError(ErrorKind::Corrupt,
                             "The header gives dimension " + std::to_string(i) + " a size of " +
                                 std::to_string(dim[i]) + ", which is not a positive number.",
                             "dim[" + std::to_string(i) + "]=" + std::to_string(dim[i]));
    }
    for (int i = 0; i < 3; ++i)
        d.size[i] = i + 1 <= dim[0] ? dim[i + 1] : 1;
    std::int64_t count = 1;
    for (int i = 4; i <= dim[0]; ++i) {
        if (__builtin_mul_overflow(count, dim[i], &count))
            return makeError(ErrorKind::TooLarge, "The header claims more volumes than can be counted.",
                             "dim[4..7] product overflows");
    }
    d.volumeCount = count;
    if (dim[0] >= 5 && std::any_of(dim.begin() + 5, dim.begin() + dim[0] + 1, [](auto v) { return v > 1; }))
        d.findings.push_back(
            makeFinding("nifti.extra_dimensions", Severity::Info,
                        "The image has dimensions beyond time (dim[0] = " + std::to_string(dim[0]) +
                            "); they were flattened into " + std::to_string(count) + " volumes.",
                        "Check that the volume order (time fastest, then dimension 5, ...) is what your "
                        "pipeline expects."));
    return {};
}

Status checkSizes(DecodedHeader& d, std::size_t headerBytes, bool singleFile)
{
    std::size_t bytes = 0;
    const std::size_t voxelBytes = d.narrowInt64 ? 8 : volume::bytesPerVoxel(d.pixelType);
    if (!volume::checkedVolumeBytes(d.size[0], d.size[1], d.size[2], voxelBytes, bytes))
        return makeError(ErrorKind::TooLarge, "The header claims an image too large to be addressed.",
                         "dims overflow 64 bits");
    std::size_t total = 0;
    if (__builtin_mul_overflow(bytes, static_cast<std::size_t>(d.volumeCount), &total))
        return makeError(ErrorKind::TooLarge, "The header claims an image too large to be addressed.",
                         "dims x volumes overflow 64 bits");
    if (bytes > volume::VoxelBuffer::maxAllocationBytes() || total > (std::size_t{1} << 50))
        return makeError(ErrorKind::TooLarge,
                         "The header claims " + std::to_string(total >> 20) +
                             " MiB of voxels, more than this machine can hold.",
                         "bytes per volume " + std::to_string(bytes) + ", limit " +
                             std::to_string(volume::VoxelBuffer::maxAllocationBytes()));
    d.bytesPerVolume = bytes;
    const double offset = d.info.voxOffset;
    if (!std::isfinite(offset) || offset < 0 || offset > 1e15)
        return makeError(ErrorKind::Corrupt, "The header gives an invalid offset of the voxel data.",
                         "vox_offset=" + formatShortest(offset));
    d.dataOffset = static_cast<std::int64_t>(offset);
    if (singleFile && d.dataOffset < static_cast<std::int64_t>(headerBytes)) {
        // NIfTI-1 files written by old tools leave vox_offset 0; the data then follows the header.
        d.dataOffset = d.info.version == 2 ? 544 : 352;
    }
    return {};
}

void addHeaderFindings(DecodedHeader& d)
{
    const NiftiHeaderInfo& h = d.info;
    const TypeInfo* t = typeInfo(h.datatype);
    if (d.narrowInt64)
        d.findings.push_back(makeFinding("nifti.int64_voxels", Severity::Info,
                                         std::string("The voxels are stored as ") +
                                             (d.unsignedInt64 ? "uint64" : "int64") +
                                             " (as numpy's argmax and SimpleITK's sitkInt64 write label "
                                             "maps); they are read as int32, which "
                                             "holds every label.",
                                         "Save label maps as uint8 or int16: many tools (nibabel 4 and "
                                         "later, FSL) refuse 64-bit integers."));
    if (t && h.bitpix != t->bits)
        d.findings.push_back(makeFinding("nifti.bitpix_mismatch", Severity::Info,
                                         "The header's bitpix (" + std::to_string(h.bitpix) +
                                             ") disagrees with its datatype " + t->name + " (" +
                                             std::to_string(t->bits) + " bits); the datatype was used.",
                                         "Rewrite the header so that bitpix matches the datatype."));
    if (h.version != 0 && h.spatialUnits != "mm") {
        const bool unknown = h.spatialUnits == "unknown";
        d.findings.push_back(
            makeFinding("nifti.nonstandard_units", unknown ? Severity::Info : Severity::Warning,
                        unknown ? "The header does not state its spatial units; millimetres were assumed."
                                : "The header states spatial units of " + h.spatialUnits +
                                      ", but spacing and positions were read as millimetres.",
                        "Set xyzt_units to millimetres (and scale the affine if the values are not in mm)."));
    }
}

} // namespace

std::size_t announcedHeaderBytes(std::span<const std::byte> first4, bool& swapped)
{
    if (first4.size() < 4)
        return 0;
    std::uint32_t value = 0;
    std::memcpy(&value, first4.data(), 4);
    for (std::size_t size : {kNifti1HeaderBytes, kNifti2HeaderBytes}) {
        if (value == size) {
            swapped = false;
            return size;
        }
        if (__builtin_bswap32(value) == size) {
            swapped = true;
            return size;
        }
    }
    return 0;
}

std::string datatypeName(int code)
{
    const TypeInfo* t = typeInfo(code);
    return t ? t->name : "code " + std::to_string(code);
}

Result<DecodedHeader> decodeHeader(std::span<const std::byte> bytes, bool singleFile)
{
    DecodedHeader d;
    const std::size_t headerBytes = announcedHeaderBytes(bytes, d.swapped);
    if (headerBytes == 0 || bytes.size() < headerBytes)
        return makeError(ErrorKind::Corrupt, "The file does not start with a NIfTI or Analyze header.",
                         "sizeof_hdr is neither 348 nor 540");
    const FieldReader r(bytes.first(headerBytes), d.swapped);
    NiftiHeaderInfo& h = d.info;
    h.bigEndian = d.swapped;
    h.separateImageFile = !singleFile;
    if (headerBytes == kNifti2HeaderBytes) {
        h.version = 2;
        h.magic = r.text(4, 4);
        if (h.magic != "n+2" && h.magic != "ni2")
            return makeError(ErrorKind::Corrupt,
                             "The file has a NIfTI-2 header size but not its magic string.",
                             "magic='" + h.magic + "'");
        decodeNifti2(r, h);
    } else {
        h.magic = r.text(344, 4);
        const bool nifti = h.magic == "n+1" || h.magic == "ni1";
        h.version = nifti ? 1 : 0;
        if (!nifti)
            h.magic.clear();
        if (!nifti && singleFile)
            return makeError(ErrorKind::Corrupt, "The file has a 348-byte header but no NIfTI magic string.",
                             "magic bytes at 344 are not n+1");
        decodeNifti1(r, h, !nifti);
        if (!nifti)
            for (int i = 0; i < 3; ++i)
                d.analyzeOrigin[i] = r.get<std::int16_t>(253 + 2 * i);
    }
    h.qfac = h.pixdim[0] < 0 ? -1.0 : 1.0;
    h.spatialUnits = spatialUnitName(h.xyztUnits);
    h.temporalUnits = temporalUnitName(h.xyztUnits);
    if (Status s = checkDims(d); !s)
        return s.error();
    Result<volume::PixelType> type = pixelTypeFor(h);
    if (!type)
        return type.error();
    d.pixelType = *type;
    d.narrowInt64 = h.datatype == 1024 || h.datatype == 1280;
    d.unsignedInt64 = h.datatype == 1280;
    if (Status s = checkSizes(d, headerBytes, singleFile); !s)
        return s.error();
    addHeaderFindings(d);
    return d;
}

} // namespace scansleuth::io::nifti
