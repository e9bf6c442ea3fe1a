// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// The dataset audit's test fixtures, written at run time: for the source and record tests, .npy bytes, zip
// archives built field by field (so that a test can make one lie about a size or a CRC) and small volumes;
// for the audit GUI's tests, hand-built audit results with small real volumes behind their records.
#include "checks/audit/reduce/reduce.h"
#include "io/nifti/niftiwriter.h"
#include "volume/volume.h"

#include <zlib.h>

#include <QFile>
#include <QString>

#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

namespace scansleuth::testing {

// The test data folder, and the two small DICOM files (a CT and an MR slice) the source and record tests
// audit.
inline const std::string kAuditData = SCANSLEUTH_TEST_DATA_DIR;
inline const std::string kAuditCtSmall = kAuditData + "/dicom/mr_small_single_slice_ts/CT_small.dcm";
inline const std::string kAuditMrSmall = kAuditData + "/dicom/mr_small_single_slice_ts/MR_small.dcm";

inline void writeFile(const std::filesystem::path& path, const std::string& bytes)
{
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << bytes;
}

inline std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// numpy format 1.0: magic, header length, the dictionary padded to 64 bytes with a newline, then the data.
inline std::string npyBytes(const std::string& descr, const std::vector<std::int64_t>& shape,
                            const std::string& data)
{
    std::string dims;
    for (std::size_t i = 0; i < shape.size(); ++i)
        dims += (i ? ", " : "") + std::to_string(shape[i]);
    if (shape.size() == 1)
        dims += ",";
    std::string dict = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': (" + dims + "), }";
    while ((10 + dict.size() + 1) % 64 != 0)
        dict += ' ';
    dict += '\n';
    std::string out = "\x93NUMPY";
    out += char(1);
    out += char(0);
    out += char(dict.size() & 0xFF);
    out += char(dict.size() >> 8);
    return out + dict + data;
}

template <typename T> std::string rawBytes(const std::vector<T>& values)
{
    return {reinterpret_cast<const char*>(values.data()), values.size() * sizeof(T)};
}

struct ZipEntry
{
    std::string name;
    std::string data;
    bool deflate = false;
    std::optional<std::uint64_t> claimedSize; // the uncompressed size stated, when it should lie
    std::optional<std::uint32_t> crc;         // the CRC stated, when it should lie
};

inline ZipEntry member(std::string name, std::string data, bool deflate = false,
                       std::optional<std::uint64_t> claimedSize = {}, std::optional<std::uint32_t> crc = {})
{
    return ZipEntry{std::move(name), std::move(data), deflate, claimedSize, crc};
}

inline void put(std::string& out, std::uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out += char((v >> (8 * i)) & 0xFF);
}

inline std::string rawDeflate(const std::string& data)
{
    z_stream z{};
    deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&z, uLong(data.size())) + 16, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

// A zip archive as zipfile writes one: local headers, data, central directory, end record. A claimed size
// past 4 GiB is written in a zip64 extra field of the central directory.
inline std::string zipBytes(const std::vector<ZipEntry>& entries)
{
    std::string out, central;
    for (const ZipEntry& e : entries) {
        const std::string body = e.deflate ? rawDeflate(e.data) : e.data;
        const std::uint32_t crc =
            e.crc
                ? *e.crc
                : std::uint32_t(crc32(0, reinterpret_cast<const Bytef*>(e.data.data()), uInt(e.data.size())));
        const std::uint64_t size = e.claimedSize ? *e.claimedSize : e.data.size();
        const bool zip64 = size > 0xFFFFFFFFu;
        const std::uint64_t offset = out.size();
        put(out, 0x04034b50, 4);
        put(out, 20, 2);
        put(out, 0, 2);
        put(out, e.deflate ? 8 : 0, 2);
        put(out, 0, 4); // time, date
        put(out, crc, 4);
        put(out, body.size(), 4);
        put(out, zip64 ? 0xFFFFFFFFu : size, 4);
        put(out, e.name.size(), 2);
        put(out, 0, 2);
        out += e.name + body;
        std::string extra;
        if (zip64) {
            put(extra, 0x0001, 2);
            put(extra, 8, 2);
            put(extra, size, 8);
        }
        put(central, 0x02014b50, 4);
        put(central, 45, 2);
        put(central, 20, 2);
        put(central, 0, 2);
        put(central, e.deflate ? 8 : 0, 2);
        put(central, 0, 4);
        put(central, crc, 4);
        put(central, body.size(), 4);
        put(central, zip64 ? 0xFFFFFFFFu : size, 4);
        put(central, e.name.size(), 2);
        put(central, extra.size(), 2);
        put(central, 0, 2);
        put(central, 0, 2);
        put(central, 0, 2);
        put(central, 0, 4);
        put(central, offset, 4);
        central += e.name + extra;
    }
    const std::uint64_t centralAt = out.size();
    out += central;
    put(out, 0x06054b50, 4);
    put(out, 0, 2);
    put(out, 0, 2);
    put(out, entries.size(), 2);
    put(out, entries.size(), 2);
    put(out, central.size(), 4);
    put(out, centralAt, 4);
    put(out, 0, 2);
    return out;
}

// A volume of `size` voxels holding `values` (x fastest) on an axis-aligned LPS grid.
template <typename T>
scansleuth::volume::Volume makeVolume(const scansleuth::volume::Index3& size, const std::vector<T>& values,
                                      scansleuth::volume::Rescale rescale = {},
                                      const scansleuth::volume::Vec3& spacing = {1, 1, 1})
{
    scansleuth::volume::Geometry g;
    g.size = size;
    g.spacing = spacing;
    auto v = scansleuth::volume::Volume::allocate(scansleuth::volume::pixelTypeOf<T>(), g);
    auto span = v->template voxels<T>();
    std::copy(values.begin(), values.end(), span.begin());
    v->setRescale(rescale);
    return std::move(v).value();
}

// ---------------------------------------------------------------------------------------------------
// Hand-built audit results for the audit GUI's tests

// The voxel value every fixture volume holds at (i, j, k): distinct everywhere, so a slice identifies
// its index and a copy can be told from a shifted one.
inline std::int16_t auditVoxel(std::int64_t i, std::int64_t j, std::int64_t k)
{
    return static_cast<std::int16_t>(i + 10 * j + 100 * k);
}

inline constexpr std::array<std::int64_t, 3> kAuditSize{10, 12, 6};

// A 10 x 12 x 6 int16 NIfTI of auditVoxel, spacing (1, 1, 2) mm, identity direction, origin as given (LPS).
inline bool writeAuditVolume(const QString& path, const volume::Vec3& origin = {0, 0, 0})
{
    volume::Geometry g;
    g.size = kAuditSize;
    g.spacing = {1, 1, 2};
    g.origin = origin;
    auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
    if (!v)
        return false;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                v->voxels<std::int16_t>()[static_cast<std::size_t>(v->linearIndex(i, j, k))] =
                    auditVoxel(i, j, k);
    volume::VolumeList list;
    list.push_back(std::move(v).value());
    return io::writeNifti(path.toStdString(), list).ok();
}

// The same values as a float32 .npy of shape (6, 12, 10) (C order: the last axis is x).
inline bool writeAuditNpy(const QString& path)
{
    std::vector<float> values;
    for (std::int64_t k = 0; k < kAuditSize[2]; ++k)
        for (std::int64_t j = 0; j < kAuditSize[1]; ++j)
            for (std::int64_t i = 0; i < kAuditSize[0]; ++i)
                values.push_back(auditVoxel(i, j, k));
    const std::string bytes =
        npyBytes("<f4", {kAuditSize[2], kAuditSize[1], kAuditSize[0]}, rawBytes(values));
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(bytes.data(), static_cast<qint64>(bytes.size())) == static_cast<qint64>(bytes.size());
}

inline audit::VolumeRecord auditRecord(const std::string& split, const std::string& caseId,
                                       const QString& path, const std::string& format = "nifti1")
{
    audit::VolumeRecord r;
    r.split = split;
    r.caseId = caseId;
    r.path = path.toStdString();
    r.format = format;
    r.dims = {kAuditSize[0], kAuditSize[1], kAuditSize[2]};
    return r;
}

inline audit::SuspectedPair auditPair(std::size_t a, std::size_t b, const std::string& kind,
                                      double similarity, std::vector<std::string> evidence)
{
    audit::SuspectedPair p;
    p.a = a;
    p.b = b;
    p.kind = kind;
    p.code = kind == "duplicate"        ? "leakage.duplicate_volume"
             : kind == "near-duplicate" ? "leakage.near_duplicate"
                                        : "leakage.patient_overlap";
    p.similarity = similarity;
    p.evidence = std::move(evidence);
    return p;
}

} // namespace scansleuth::testing
