// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// What the SEG writing tests share: a synthetic series written by the project's series writer, label maps on
// its grid, and the pydicom oracle (segcheck.py) run as a script would run it.
#include "io/dicomwriter/dicomwriter.h"
#include "io/imageloader.h"
#include "io/nifti/niftiwriter.h"
#include "volume/volume.h"

#include <QProcess>
#include <QString>
#include <QStringList>

#include <cmath>
#include <functional>

namespace scansleuth::testing {

inline QString segDataPath(const QString& relative)
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/seg_rtstruct/") + relative;
}

// A columns x rows x slices CT series (int16 ramp) in `folder`, rotated 30 degrees about the patient's z axis
// so that no axis is trivially aligned; spacing 0.7 x 0.9 x 2.5 mm.
inline bool writeSyntheticSeries(const QString& folder, std::int64_t columns, std::int64_t rows,
                                 std::int64_t slices)
{
    volume::Geometry g;
    g.size = {columns, rows, slices};
    g.spacing = {0.7, 0.9, 2.5};
    g.origin = {-10.0, 20.0, 30.0};
    const double c = std::cos(M_PI / 6), s = std::sin(M_PI / 6);
    g.direction = {{{c, -s, 0.0}, {s, c, 0.0}, {0.0, 0.0, 1.0}}};
    auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
    if (!v)
        return false;
    auto voxels = v->voxels<std::int16_t>();
    for (std::size_t n = 0; n < voxels.size(); ++n)
        voxels[n] = static_cast<std::int16_t>(n % 200);
    io::DicomWriteOptions o;
    o.patientName = "Müller^Jörg";
    o.patientId = "SEGW-1";
    return bool(io::writeDicomSeries(folder.toStdString(), *v, o));
}

inline Result<io::LoadedImage> loadSingle(const QString& path)
{
    auto loaded = io::loadPath(path.toStdString());
    if (!loaded)
        return loaded.error();
    if (loaded->images.size() != 1)
        return makeError(ErrorKind::Invalid, "not one image", path.toStdString());
    return std::move(loaded->images.front());
}

// A label map of `type` on `g`, value(i, j, k) at each voxel.
inline volume::Volume labelMap(const volume::Geometry& g, volume::PixelType type,
                               const std::function<double(std::int64_t, std::int64_t, std::int64_t)>& value)
{
    auto v = volume::Volume::allocate(type, g);
    volume::visitPixelType(type, [&](auto tag) {
        using T = decltype(tag);
        auto voxels = v->voxels<T>();
        for (std::int64_t k = 0; k < g.size[2]; ++k)
            for (std::int64_t j = 0; j < g.size[1]; ++j)
                for (std::int64_t i = 0; i < g.size[0]; ++i)
                    voxels[std::size_t(v->linearIndex(i, j, k))] = static_cast<T>(value(i, j, k));
    });
    return std::move(*v);
}

inline bool writeMaskNifti(const QString& path, const volume::Volume& mask)
{
    volume::VolumeList list;
    auto copy = mask.clone();
    if (!copy)
        return false;
    list.push_back(std::move(*copy));
    return bool(io::writeNifti(path.toStdString(), list));
}

// Runs segcheck.py; its last line ("segcheck: OK {...}" or "segcheck: FAIL: ...") goes to `output`.
inline bool segcheck(const QStringList& args, QString& output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("/usr/bin/python3"), QStringList{QStringLiteral(SEGCHECK_SCRIPT)} + args);
    if (!p.waitForFinished(300000)) {
        output = QStringLiteral("segcheck.py did not finish");
        return false;
    }
    output = QString::fromUtf8(p.readAll()).trimmed();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0 && output.contains("segcheck: OK");
}

} // namespace scansleuth::testing
