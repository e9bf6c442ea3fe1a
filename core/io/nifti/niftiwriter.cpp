// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "niftiwriter.h"
#include "base/strings.h"

#include "filesink.h"
#include "niftigeometry.h"
#include "niftiheader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>

namespace scansleuth::io {

namespace {

constexpr std::size_t kVoxOffset = 352;
constexpr int kMaxNifti1Dim = 32767;

// Writes little-endian fields at explicit offsets of a NIfTI-1 header.
class HeaderBytes
{
public:
    HeaderBytes() { m_bytes.fill(std::byte{0}); }

    template <typename T> void put(std::size_t offset, T value)
    {
        std::memcpy(m_bytes.data() + offset, &value, sizeof(T));
    }
    void f32(std::size_t offset, double value) { put<float>(offset, static_cast<float>(value)); }
    void i16(std::size_t offset, int value) { put<std::int16_t>(offset, static_cast<std::int16_t>(value)); }
    void text(std::size_t offset, const std::string& value, std::size_t capacity)
    {
        std::memcpy(m_bytes.data() + offset, value.data(), std::min(value.size(), capacity - 1));
    }
    const std::byte* data() const { return m_bytes.data(); }
    std::size_t size() const { return m_bytes.size(); }

private:
    std::array<std::byte, kVoxOffset> m_bytes; // the 348-byte header and 4 zero extension bytes
};

struct TypeCode
{
    int datatype;
    int bitpix;
};

TypeCode typeCode(volume::PixelType type)
{
    switch (type) {
    case volume::PixelType::UInt8:
        return {2, 8};
    case volume::PixelType::Int8:
        return {256, 8};
    case volume::PixelType::UInt16:
        return {512, 16};
    case volume::PixelType::Int16:
        return {4, 16};
    case volume::PixelType::UInt32:
        return {768, 32};
    case volume::PixelType::Int32:
        return {8, 32};
    case volume::PixelType::Float32:
        return {16, 32};
    case volume::PixelType::Float64:
        break;
    }
    return {64, 64};
}

bool endsWithGz(const std::string& path)
{
    return endsWithIgnoreCase(path, ".gz");
}

Status checkVolumes(const volume::VolumeList& volumes)
{
    if (volumes.empty())
        return makeError(ErrorKind::Invalid, "There is no volume to write.");
    const volume::Volume& first = volumes.front();
    for (const volume::Volume& v : volumes)
        if (v.pixelType() != first.pixelType() || !(v.geometry() == first.geometry()) ||
            v.byteCount() != first.byteCount())
            return makeError(ErrorKind::Invalid, "The volumes to write do not share one geometry and type.");
    const auto& size = first.geometry().size;
    if (std::any_of(size.begin(), size.end(), [](auto n) { return n < 1 || n > kMaxNifti1Dim; }) ||
        volumes.size() > static_cast<std::size_t>(kMaxNifti1Dim))
        return makeError(ErrorKind::Invalid, "NIfTI-1 cannot store more than 32767 voxels along an axis.");
    std::size_t bytes = 0;
    if (!volume::checkedVolumeBytes(size[0], size[1], size[2], volume::bytesPerVoxel(first.pixelType()),
                                    bytes) ||
        bytes != first.byteCount())
        return makeError(ErrorKind::Invalid, "The volume's buffer does not match its geometry.");
    return {};
}

void putGeometry(HeaderBytes& h, const volume::Geometry& g, int formCode)
{
    const volume::Mat4 affine = volume::rasAffine(g);
    volume::Mat3 rotation{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            rotation[r][c] = affine[r][c];
    const nifti::Quaternion q = nifti::quaternionFromRotation(rotation);
    h.f32(76, q.qfac);
    for (int i = 0; i < 3; ++i)
        h.f32(80 + 4 * i, g.spacing[i]);
    h.i16(252, formCode);
    h.i16(254, formCode);
    h.f32(256, q.b);
    h.f32(260, q.c);
    h.f32(264, q.d);
    for (int i = 0; i < 3; ++i)
        h.f32(268 + 4 * i, affine[i][3]);
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 4; ++col)
            h.f32(280 + 16 * row + 4 * col, affine[row][col]);
}

HeaderBytes makeHeader(const volume::VolumeList& volumes, const NiftiWriteOptions& options)
{
    const volume::Volume& first = volumes.front();
    const volume::Geometry& g = first.geometry();
    const bool is4d = volumes.size() > 1;
    HeaderBytes h;
    h.put<std::int32_t>(0, 348);
    const std::array<int, 8> dim = {is4d ? 4 : 3,
                                    static_cast<int>(g.size[0]),
                                    static_cast<int>(g.size[1]),
                                    static_cast<int>(g.size[2]),
                                    static_cast<int>(volumes.size()),
                                    1,
                                    1,
                                    1};
    for (int i = 0; i < 8; ++i)
        h.i16(40 + 2 * i, dim[i]);
    const TypeCode type = typeCode(first.pixelType());
    h.i16(70, type.datatype);
    h.i16(72, type.bitpix);
    h.f32(92, is4d ? options.repetitionTimeSeconds : 0.0);
    h.f32(108, static_cast<double>(kVoxOffset));
    h.f32(112, first.rescale().slope);
    h.f32(116, first.rescale().intercept);
    h.put<std::uint8_t>(123, 2 | 8); // millimetres, seconds
    h.text(148, options.description, 80);
    putGeometry(h, g, options.formCode);
    h.text(344, "n+1", 4);
    return h;
}

} // namespace

Status writeNifti(const std::string& path, const volume::VolumeList& volumes,
                  const NiftiWriteOptions& options)
{
    if (Status s = checkVolumes(volumes); !s)
        return s;
    const HeaderBytes header = makeHeader(volumes, options);
    Result<std::unique_ptr<nifti::FileSink>> sink =
        nifti::FileSink::create(path, options.gzip.value_or(endsWithGz(path)));
    if (!sink)
        return sink.error();
    if (Status s = (*sink)->write(header.data(), header.size()); !s)
        return s;
    for (const volume::Volume& v : volumes)
        if (Status s = (*sink)->write(v.bytes(), v.byteCount()); !s)
            return s;
    return (*sink)->commit(options.syncToDisk);
}

} // namespace scansleuth::io
