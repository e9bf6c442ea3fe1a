// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/reduce/reduce.h"
#include "io/nifti/niftiwriter.h"

#include <QFile>
#include <QString>

#include <cstdint>
#include <cstring>
#include <string>

// Hand-built audit results for the audit GUI's tests, with small real volumes behind their records.
namespace scansleuth::testing {

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

// The same values as a float32 .npy of shape (6, 12, 10) (C order: the last axis is x), written by hand
// after numpy.lib.format 1.0.
inline bool writeAuditNpy(const QString& path)
{
    std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (6, 12, 10), }";
    const std::size_t unpadded = 10 + header.size() + 1;
    header.append((64 - unpadded % 64) % 64, ' ');
    header += '\n';
    std::string bytes = "\x93NUMPY";
    bytes += '\x01';
    bytes += '\x00';
    bytes += static_cast<char>(header.size() & 0xff);
    bytes += static_cast<char>(header.size() >> 8);
    bytes += header;
    for (std::int64_t k = 0; k < kAuditSize[2]; ++k)
        for (std::int64_t j = 0; j < kAuditSize[1]; ++j)
            for (std::int64_t i = 0; i < kAuditSize[0]; ++i) {
                const float value = auditVoxel(i, j, k);
                char raw[4];
                std::memcpy(raw, &value, 4);
                bytes.append(raw, 4);
            }
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
