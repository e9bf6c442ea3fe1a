// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Writers of small NRRD and MetaImage files for the ITK reader tests: text header plus raw or gzip
// bytes, written here without ITK so that ITK's reading is checked against known values.

#include "volume/geometry.h"
#include "volume/pixeltype.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>

#include <zlib.h>

#include <array>
#include <cmath>
#include <cstring>
#include <vector>

namespace itktest {

using scansleuth::volume::Mat3;
using scansleuth::volume::PixelType;
using scansleuth::volume::Vec3;

// What a test file holds: sizes (4th = time points, 0 for a 3D file; 3rd = 0 for a 2D file),
// geometry in LPS and the stored type.
struct ImageSpec
{
    std::array<qint64, 4> size{4, 3, 2, 0};
    Vec3 spacing{0.5, 0.75, 2.5};
    Vec3 origin{10.0, -20.0, 30.5};
    Mat3 direction{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    PixelType type = PixelType::Int16;
    bool bigEndian = false;

    int dims() const { return size[3] > 0 ? 4 : size[2] > 0 ? 3 : 2; }
    qint64 voxelCount() const
    {
        qint64 n = 1;
        for (int d = 0; d < dims(); ++d)
            n *= size[d];
        return n;
    }
};

// A rotation by `a` degrees about z, then `b` about x: an oblique direction matrix.
inline Mat3 obliqueDirection(double a, double b)
{
    const double ca = std::cos(a * M_PI / 180), sa = std::sin(a * M_PI / 180);
    const double cb = std::cos(b * M_PI / 180), sb = std::sin(b * M_PI / 180);
    const Mat3 rz{{{ca, -sa, 0}, {sa, ca, 0}, {0, 0, 1}}};
    const Mat3 rx{{{1, 0, 0}, {0, cb, -sb}, {0, sb, cb}}};
    Mat3 m{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            for (int k = 0; k < 3; ++k)
                m[r][c] += rz[r][k] * rx[k][c];
    return m;
}

// Voxel i's value: distinct, signed where the type is, fractional for floating point.
inline double voxelValue(PixelType type, qint64 i)
{
    const double base = double((i * 37) % 251);
    switch (type) {
    case PixelType::UInt8:
    case PixelType::UInt16:
    case PixelType::UInt32:
        return base * (type == PixelType::UInt8 ? 1 : 211);
    case PixelType::Int8:
        return base - 125;
    case PixelType::Int16:
    case PixelType::Int32:
        return (base - 125) * 97;
    case PixelType::Float32:
    case PixelType::Float64:
        break;
    }
    return (base - 125) * 0.25;
}

inline QByteArray voxelBytes(const ImageSpec& spec)
{
    const auto bytes = scansleuth::volume::bytesPerVoxel(spec.type);
    QByteArray out(spec.voxelCount() * qint64(bytes), '\0');
    for (qint64 i = 0; i < spec.voxelCount(); ++i) {
        const double v = voxelValue(spec.type, i);
        char* p = out.data() + i * qint64(bytes);
        scansleuth::volume::visitPixelType(spec.type, [&](auto t) {
            using T = decltype(t);
            const T value = static_cast<T>(v);
            std::memcpy(p, &value, sizeof(T));
        });
        if (spec.bigEndian)
            std::reverse(p, p + bytes);
    }
    return out;
}

inline QString number(double v)
{
    return QString::number(v, 'g', 17);
}

inline QByteArray gzip(const QByteArray& raw)
{
    z_stream z{};
    deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(int(deflateBound(&z, raw.size())) + 32, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(raw.constData()));
    z.avail_in = uInt(raw.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    return out;
}

inline const char* nrrdType(PixelType t)
{
    const char* names[] = {"uchar", "signed char", "ushort", "short", "uint", "int", "float", "double"};
    return names[int(t)];
}

inline const char* metaType(PixelType t)
{
    const char* names[] = {"MET_UCHAR", "MET_CHAR", "MET_USHORT", "MET_SHORT",
                           "MET_UINT",  "MET_INT",  "MET_FLOAT",  "MET_DOUBLE"};
    return names[int(t)];
}

// A NRRD header. `rasSpace` writes the geometry in right-anterior-superior (ITK must convert);
// `dataFile` non-empty makes it a detached header. The 4th axis of a 4D spec is a "time" axis.
inline QByteArray nrrdHeader(const ImageSpec& s, const QString& encoding, bool rasSpace = false,
                             const QString& dataFile = {}, const QStringList& extraLines = {})
{
    const int spatial = std::min(s.dims(), 3);
    const double flip = rasSpace ? -1.0 : 1.0;
    QString h = "NRRD0004\n";
    h += QString("type: %1\ndimension: %2\n").arg(nrrdType(s.type)).arg(s.dims());
    h += QString("space: %1\n").arg(rasSpace ? "right-anterior-superior" : "left-posterior-superior");
    h += "sizes:";
    for (int d = 0; d < s.dims(); ++d)
        h += QString(" %1").arg(s.size[d]);
    h += "\nspace directions:";
    for (int c = 0; c < spatial; ++c) {
        QStringList comps;
        for (int r = 0; r < 3; ++r)
            comps << number((r < 2 ? flip : 1.0) * s.direction[r][c] * s.spacing[c]);
        h += " (" + comps.join(',') + ")";
    }
    if (s.dims() == 4)
        h += " none";
    h += "\nkinds:";
    for (int d = 0; d < s.dims(); ++d)
        h += d < 3 ? " domain" : " time";
    h += QString("\nendian: %1\nencoding: %2\n").arg(s.bigEndian ? "big" : "little", encoding);
    h += QString("space origin: (%1,%2,%3)\n")
             .arg(number(flip * s.origin[0]), number(flip * s.origin[1]), number(s.origin[2]));
    for (const auto& line : extraLines)
        h += line + "\n";
    if (!dataFile.isEmpty())
        h += "data file: " + dataFile + "\n";
    return (h + "\n").toUtf8();
}

// A MetaImage header. TransformMatrix lists the direction columns one after another.
inline QByteArray metaHeader(const ImageSpec& s, const QString& dataFile = "LOCAL",
                             const QStringList& extraLines = {})
{
    const int n = s.dims();
    auto entry = [n](auto get) {
        QStringList v;
        for (int d = 0; d < n; ++d)
            v << get(d);
        return v.join(' ');
    };
    QString h = QString("ObjectType = Image\nNDims = %1\nBinaryData = True\n").arg(n);
    h += QString("BinaryDataByteOrderMSB = %1\nCompressedData = False\n").arg(s.bigEndian ? "True" : "False");
    QStringList matrix;
    for (int c = 0; c < n; ++c)
        for (int r = 0; r < n; ++r)
            matrix << number(r < 3 && c < 3 ? s.direction[r][c] : (r == c ? 1.0 : 0.0));
    h += "TransformMatrix = " + matrix.join(' ') + "\n";
    h += "Offset = " + entry([&](int d) { return number(d < 3 ? s.origin[d] : 0.0); }) + "\n";
    h += "ElementSpacing = " + entry([&](int d) { return number(d < 3 ? s.spacing[d] : 1.0); }) + "\n";
    h += "DimSize = " + entry([&](int d) { return QString::number(s.size[d]); }) + "\n";
    for (const auto& line : extraLines)
        h += line + "\n";
    h += QString("ElementType = %1\nElementDataFile = %2\n").arg(metaType(s.type), dataFile);
    return h.toUtf8();
}

// A legacy VTK structured-points file (axis-aligned, big-endian binary as VTK requires).
inline QByteArray vtkFile(const ImageSpec& s)
{
    const char* names[] = {"unsigned_char", "char", "unsigned_short", "short",
                           "unsigned_int",  "int",  "float",          "double"};
    QString h = "# vtk DataFile Version 3.0\nScanSleuth test\nBINARY\nDATASET STRUCTURED_POINTS\n";
    h += QString("DIMENSIONS %1 %2 %3\n").arg(s.size[0]).arg(s.size[1]).arg(s.size[2]);
    h += QString("SPACING %1 %2 %3\n").arg(number(s.spacing[0]), number(s.spacing[1]), number(s.spacing[2]));
    h += QString("ORIGIN %1 %2 %3\n").arg(number(s.origin[0]), number(s.origin[1]), number(s.origin[2]));
    h += QString("POINT_DATA %1\nSCALARS scalars %2 1\nLOOKUP_TABLE default\n")
             .arg(s.voxelCount())
             .arg(names[int(s.type)]);
    return h.toUtf8() + voxelBytes(s);
}

inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace itktest
