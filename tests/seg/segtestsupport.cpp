// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "segtestsupport.h"

#include "io/dicom/dicomreader.h"
#include "io/dicom/segreference.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace scansleuth::testing {

std::string segData(const std::string& relative)
{
    return std::string(SCANSLEUTH_TEST_DATA_DIR) + "/seg_rtstruct/" + relative;
}

LoadedReference loadReference(const std::string& folder)
{
    auto scan = io::scanDicom(segData(folder));
    if (!scan || scan->series.empty())
        throw std::runtime_error("no series in " + folder);
    // The image series, not a SEG stored beside it (the DICOM reader loads a SEG as an image too).
    const auto entry =
        std::find_if(scan->series.begin(), scan->series.end(), [](const io::DicomSeriesEntry& e) {
            return e.info.sopClassUid != io::kSegmentationStorageUid;
        });
    if (entry == scan->series.end())
        throw std::runtime_error("no image series in " + folder);
    auto image = io::loadDicomSeries(*entry);
    if (!image)
        throw std::runtime_error("cannot load " + folder + ": " + image.error().message);
    LoadedReference out{std::move(*image), {}};
    out.reference = io::referenceImageFrom(out.image, entry->label);
    return out;
}

std::map<int, std::vector<Point>> readExpected(const std::string& name)
{
    QFile file(QString::fromStdString(segData("synthetic/expected/" + name + ".json")));
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error("no expected file for " + name);
    const QJsonObject segments =
        QJsonDocument::fromJson(file.readAll()).object().value("segments").toObject();
    std::map<int, std::vector<Point>> out;
    for (auto it = segments.begin(); it != segments.end(); ++it) {
        auto& points = out[it.key().toInt()];
        for (const QJsonValue& v : it.value().toArray()) {
            const QJsonArray a = v.toArray();
            points.push_back(
                {a[0].toDouble(), a[1].toDouble(), a[2].toDouble(), a.size() > 3 ? a[3].toDouble() : 1.0});
        }
    }
    return out;
}

namespace {

volume::Vec3 voxelWorld(const io::PlacedSegmentation& placed, const io::ReferenceImage* reference,
                        std::int64_t i, std::int64_t j, std::int64_t k)
{
    const volume::Geometry& g = placed.geometry;
    if (placed.onReferenceGrid && reference &&
        reference->slicePositions.size() == static_cast<std::size_t>(g.size[2])) {
        const volume::Vec3 o = reference->slicePositions[static_cast<std::size_t>(k)];
        const volume::Vec3 a0 = g.directionColumn(0), a1 = g.directionColumn(1);
        volume::Vec3 p;
        for (int c = 0; c < 3; ++c)
            p[c] = o[c] + i * g.spacing[0] * a0[c] + j * g.spacing[1] * a1[c];
        return p;
    }
    return volume::indexToPatient(g, {double(i), double(j), double(k)});
}

} // namespace

std::vector<Point> placedPoints(const io::PlacedSegmentation& placed, const io::DicomSegObject& seg,
                                int number, const io::ReferenceImage* reference)
{
    std::vector<Point> out;
    const volume::Geometry& g = placed.geometry;
    const volume::Volume* vol = nullptr;
    bool fractional = false;
    if (!placed.fractionalLayers.empty()) {
        for (std::size_t s = 0; s < seg.segments.size(); ++s)
            if (seg.segments[s].number == number)
                vol = &placed.fractionalLayers[s];
        fractional = true;
    } else {
        for (std::size_t m = 0; m < placed.groups.size(); ++m)
            if (std::find(placed.groups[m].begin(), placed.groups[m].end(), number) != placed.groups[m].end())
                vol = &placed.labelMaps[m];
    }
    if (!vol)
        return out;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i) {
                const double v = vol->storedValue(i, j, k);
                if (fractional ? v > 0 : v == number) {
                    const volume::Vec3 p = voxelWorld(placed, reference, i, j, k);
                    out.push_back({p[0], p[1], p[2], fractional ? v : 1.0});
                }
            }
    return out;
}

QString comparePoints(std::vector<Point> expected, std::vector<Point> actual, double tolMm)
{
    const auto key = [](const Point& a, const Point& b) {
        for (int c = 0; c < 3; ++c)
            if (std::abs(a[c] - b[c]) > 1e-2)
                return a[c] < b[c];
        return false;
    };
    std::sort(expected.begin(), expected.end(), key);
    std::sort(actual.begin(), actual.end(), key);
    if (expected.size() != actual.size())
        return QString("expected %1 voxels, placed %2").arg(expected.size()).arg(actual.size());
    for (std::size_t n = 0; n < expected.size(); ++n) {
        const Point& e = expected[n];
        const Point& a = actual[n];
        for (int c = 0; c < 3; ++c)
            if (std::abs(e[c] - a[c]) > tolMm)
                return QString("voxel %1: expected (%2, %3, %4), placed (%5, %6, %7)")
                    .arg(n)
                    .arg(e[0])
                    .arg(e[1])
                    .arg(e[2])
                    .arg(a[0])
                    .arg(a[1])
                    .arg(a[2]);
        if (std::abs(e[3] - a[3]) > 1e-6)
            return QString("voxel %1: expected value %2, placed %3").arg(n).arg(e[3]).arg(a[3]);
    }
    return {};
}

} // namespace scansleuth::testing
