// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Synthetic NIfTI-1/NIfTI-2/Analyze files for the tests, written byte by byte at the offsets of the
// standard (independently of the reader under test), in either byte order, plain or gzipped.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

namespace niftitest {

struct SyntheticHeader
{
    int version = 1; // 1, 2, or 0 for Analyze 7.5
    bool bigEndian = false;
    std::array<std::int64_t, 8> dim{3, 4, 3, 2, 1, 1, 1, 1};
    int datatype = 2;
    int bitpix = 8;
    std::array<double, 8> pixdim{1, 1, 1, 1, 0, 0, 0, 0};
    std::optional<double> voxOffset; // default: right after the header (352 or 544; 0 for .hdr files)
    double sclSlope = 1, sclInter = 0;
    int xyztUnits = 10;
    int qformCode = 1, sformCode = 1;
    double quaternB = 0, quaternC = 0, quaternD = 0;
    double qoffsetX = 0, qoffsetY = 0, qoffsetZ = 0;
    std::array<std::array<double, 4>, 3> srow{{{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}}};
    bool pair = false; // .hdr/.img: magic ni1/ni2
    std::array<std::int16_t, 3> analyzeOrigin{};
    std::string descrip = "synthetic";

    std::size_t headerBytes() const { return version == 2 ? 540 : 348; }
    double effectiveVoxOffset() const
    {
        if (voxOffset)
            return *voxOffset;
        return pair ? 0 : (version == 2 ? 544 : 352);
    }
};

class ByteWriter
{
public:
    ByteWriter(QByteArray& bytes, bool bigEndian) : m_bytes(bytes), m_bigEndian(bigEndian) {}

    template <typename T> void put(std::size_t offset, T value)
    {
        std::array<char, sizeof(T)> raw;
        std::memcpy(raw.data(), &value, sizeof(T));
        if (m_bigEndian)
            std::reverse(raw.begin(), raw.end());
        if (m_bytes.size() < static_cast<qsizetype>(offset + sizeof(T)))
            m_bytes.resize(static_cast<qsizetype>(offset + sizeof(T)), '\0');
        std::memcpy(m_bytes.data() + offset, raw.data(), sizeof(T));
    }
    void text(std::size_t offset, const std::string& value)
    {
        for (std::size_t i = 0; i < value.size(); ++i)
            m_bytes[static_cast<qsizetype>(offset + i)] = value[i];
    }

private:
    QByteArray& m_bytes;
    bool m_bigEndian;
};

inline QByteArray nifti1Header(const SyntheticHeader& h)
{
    QByteArray bytes(348, '\0');
    ByteWriter w(bytes, h.bigEndian);
    w.put<std::int32_t>(0, 348);
    for (int i = 0; i < 8; ++i) {
        w.put<std::int16_t>(40 + 2 * i, static_cast<std::int16_t>(h.dim[i]));
        w.put<float>(76 + 4 * i, static_cast<float>(h.pixdim[i]));
    }
    w.put<std::int16_t>(70, static_cast<std::int16_t>(h.datatype));
    w.put<std::int16_t>(72, static_cast<std::int16_t>(h.bitpix));
    w.put<float>(108, static_cast<float>(h.effectiveVoxOffset()));
    w.put<float>(112, static_cast<float>(h.sclSlope));
    w.put<float>(116, static_cast<float>(h.sclInter));
    w.put<std::uint8_t>(123, static_cast<std::uint8_t>(h.xyztUnits));
    w.text(148, h.descrip);
    if (h.version == 0) {
        for (int i = 0; i < 3; ++i)
            w.put<std::int16_t>(253 + 2 * i, h.analyzeOrigin[i]);
        return bytes;
    }
    w.put<std::int16_t>(252, static_cast<std::int16_t>(h.qformCode));
    w.put<std::int16_t>(254, static_cast<std::int16_t>(h.sformCode));
    const double q[6] = {h.quaternB, h.quaternC, h.quaternD, h.qoffsetX, h.qoffsetY, h.qoffsetZ};
    for (int i = 0; i < 6; ++i)
        w.put<float>(256 + 4 * i, static_cast<float>(q[i]));
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            w.put<float>(280 + 16 * r + 4 * c, static_cast<float>(h.srow[r][c]));
    w.text(344, h.pair ? "ni1" : "n+1");
    return bytes;
}

inline QByteArray nifti2Header(const SyntheticHeader& h)
{
    QByteArray bytes(540, '\0');
    ByteWriter w(bytes, h.bigEndian);
    w.put<std::int32_t>(0, 540);
    w.text(4, h.pair ? "ni2" : "n+2");
    bytes[8] = '\r';
    bytes[9] = '\n';
    bytes[10] = '\032';
    bytes[11] = '\n';
    w.put<std::int16_t>(12, static_cast<std::int16_t>(h.datatype));
    w.put<std::int16_t>(14, static_cast<std::int16_t>(h.bitpix));
    for (int i = 0; i < 8; ++i) {
        w.put<std::int64_t>(16 + 8 * i, h.dim[i]);
        w.put<double>(104 + 8 * i, h.pixdim[i]);
    }
    w.put<std::int64_t>(168, static_cast<std::int64_t>(h.effectiveVoxOffset()));
    w.put<double>(176, h.sclSlope);
    w.put<double>(184, h.sclInter);
    w.text(240, h.descrip);
    w.put<std::int32_t>(344, h.qformCode);
    w.put<std::int32_t>(348, h.sformCode);
    const double q[6] = {h.quaternB, h.quaternC, h.quaternD, h.qoffsetX, h.qoffsetY, h.qoffsetZ};
    for (int i = 0; i < 6; ++i)
        w.put<double>(352 + 8 * i, q[i]);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            w.put<double>(400 + 32 * r + 8 * c, h.srow[r][c]);
    w.put<std::int32_t>(500, h.xyztUnits);
    return bytes;
}

inline QByteArray headerBytes(const SyntheticHeader& h)
{
    return h.version == 2 ? nifti2Header(h) : nifti1Header(h);
}

// Voxel values in the file's byte order.
template <typename T> QByteArray voxelBytes(const std::vector<T>& values, bool bigEndian)
{
    QByteArray bytes;
    ByteWriter w(bytes, bigEndian);
    for (std::size_t i = 0; i < values.size(); ++i)
        w.put<T>(i * sizeof(T), values[i]);
    return bytes;
}

// A single-file image: header, padding up to vox_offset, voxels.
inline QByteArray singleFile(const SyntheticHeader& h, const QByteArray& voxels)
{
    QByteArray bytes = headerBytes(h);
    const auto offset = static_cast<qsizetype>(h.effectiveVoxOffset());
    if (bytes.size() < offset)
        bytes.resize(offset, '\0');
    return bytes + voxels;
}

// A standard gzip member of `bytes` (zlib, window bits 15 + 16).
inline QByteArray gzip(const QByteArray& bytes)
{
    z_stream z{};
    deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(static_cast<qsizetype>(deflateBound(&z, static_cast<uLong>(bytes.size()))) + 64, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
    z.avail_in = static_cast<uInt>(bytes.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    deflate(&z, Z_FINISH);
    out.resize(static_cast<qsizetype>(z.total_out));
    deflateEnd(&z);
    return out;
}

inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// 4x3x2 uint8 voxels 0..23.
inline std::vector<std::uint8_t> rampUint8(std::size_t n = 24)
{
    std::vector<std::uint8_t> v(n);
    for (std::size_t i = 0; i < n; ++i)
        v[i] = static_cast<std::uint8_t>(i);
    return v;
}

} // namespace niftitest
