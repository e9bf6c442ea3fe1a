// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Multi-frame objects placed by GridFrameOffsetVector (3004,000C): RT Dose as planning systems write
// it, built with DCMTK. The oracles are voxel-corner world positions worked out by hand from the
// attributes written, not from the reader.
#include "dicomtestsupport.h"
#include "io/dicom/dicomreader.h"
#include "io/inforeport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace scansleuth;
using testing::SyntheticRtDose;
using volume::Vec3;

Q_DECLARE_METATYPE(Vec3)

namespace {

std::vector<double> offsetsFrom(double first, double step, int n)
{
    std::vector<double> out;
    for (int k = 0; k < n; ++k)
        out.push_back(first + step * k);
    return out;
}

QString vecText(const Vec3& v)
{
    return QString("(%1, %2, %3)").arg(v[0]).arg(v[1]).arg(v[2]);
}

bool near(const Vec3& a, const Vec3& b)
{
    return std::abs(a[0] - b[0]) < 1e-6 && std::abs(a[1] - b[1]) < 1e-6 && std::abs(a[2] - b[2]) < 1e-6;
}

} // namespace

class TestDicomFramePlacement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rtDoseLoadsAsOneVolume_data();
    void rtDoseLoadsAsOneVolume();
    void unevenOffsetsAreReported();
    void unusableOffsetsAreReported_data();
    void unusableOffsetsAreReported();
};

// Grid 10 x 10 x 15, ImagePositionPatient (-20, -30, 40), PixelSpacing 2.5 (between rows) \ 2.0
// (between columns), 5 mm between frames. Corners are voxel (0,0,0) minus half a voxel on each axis
// and voxel (9,9,14) plus half a voxel, in LPS mm.
void TestDicomFramePlacement::rtDoseLoadsAsOneVolume_data()
{
    QTest::addColumn<QString>("orientation");
    QTest::addColumn<double>("firstOffset");
    QTest::addColumn<double>("step");
    QTest::addColumn<Vec3>("firstCorner");
    QTest::addColumn<Vec3>("lastCorner");
    QTest::addColumn<int>("frameOfSlice0");
    QTest::addColumn<QString>("placement");
    // Axial: row (1,0,0), column (0,1,0), normal (0,0,1). First corner: x -20-1, y -30-1.25,
    // z 40-2.5; last: x -20+9*2+1, y -30+9*2.5+1.25, z 40+14*5+2.5.
    QTest::addRow("axial, relative offsets 0..70")
        << "axial" << 0.0 << 5.0 << Vec3{-21, -31.25, 37.5} << Vec3{-1, -6.25, 112.5} << 0 << "offsets from";
    // Absolute form: the offsets are the frames' z coordinates, 40..110; the same grid.
    QTest::addRow("axial, absolute offsets 40..110")
        << "axial" << 40.0 << 5.0 << Vec3{-21, -31.25, 37.5} << Vec3{-1, -6.25, 112.5} << 0 << "absolute";
    // Coronal: row (1,0,0), column (0,0,-1), normal = row x column = (0,1,0). Offsets 0, -5 .. -70:
    // frame 14 is the lowest along the normal, so it is slice 0, at y -30-70. First corner:
    // x -20-1, y -100-2.5, z 40+1.25; last (frame 0): x -20+18+1, y -30+2.5, z 40-22.5-1.25.
    QTest::addRow("coronal, relative offsets 0..-70") << "coronal" << 0.0 << -5.0 << Vec3{-21, -102.5, 41.25}
                                                      << Vec3{-1, -27.5, 16.25} << 14 << "offsets from";
}

void TestDicomFramePlacement::rtDoseLoadsAsOneVolume()
{
    QFETCH(QString, orientation);
    QFETCH(double, firstOffset);
    QFETCH(double, step);
    QFETCH(Vec3, firstCorner);
    QFETCH(Vec3, lastCorner);
    QFETCH(int, frameOfSlice0);
    QFETCH(QString, placement);
    QTemporaryDir dir;
    SyntheticRtDose dose;
    dose.position = Vec3{-20, -30, 40};
    if (orientation == "coronal")
        dose.orientation = std::array<double, 6>{1, 0, 0, 0, 0, -1};
    dose.offsets = offsetsFrom(firstOffset, step, 15);
    const std::string file = dir.path().toStdString() + "/RD.dcm";
    const std::string error = testing::writeRtDose(file, dose);
    QVERIFY2(error.empty(), error.c_str());

    auto scan = io::scanDicom(file);
    QVERIFY2(scan.ok(), scan.ok() ? "" : scan.error().message.c_str());
    QCOMPARE(scan->series.size(), std::size_t{1});
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    QCOMPARE(image->volumes.size(), std::size_t{1});
    const volume::Geometry& g = image->geometry();
    QCOMPARE(g.size, (volume::Index3{10, 10, 15}));
    QCOMPARE(g.spacing[0], 2.0);
    QCOMPARE(g.spacing[1], 2.5);
    QVERIFY2(std::abs(g.spacing[2] - 5.0) < 1e-9, qPrintable(QString::number(g.spacing[2])));
    const Vec3 first = volume::indexToPatient(g, {-0.5, -0.5, -0.5});
    const Vec3 last = volume::indexToPatient(g, {9.5, 9.5, 14.5});
    QVERIFY2(near(first, firstCorner), qPrintable(vecText(first) + " vs " + vecText(firstCorner)));
    QVERIFY2(near(last, lastCorner), qPrintable(vecText(last) + " vs " + vecText(lastCorner)));

    // DoseGridScaling is the rescale: voxel (3, 7, 0) holds frame `frameOfSlice0` in Gy.
    const volume::Volume& v = image->volumes.front();
    QCOMPARE(v.rescale().slope, 1e-3);
    QVERIFY(std::abs(v.realValue(3, 7, 0) - SyntheticRtDose::value(3, 7, frameOfSlice0) * 1e-3) < 1e-9);

    QVERIFY(image->dicom);
    QCOMPARE(image->dicom->valueUnits, std::string("GY"));
    const std::string text = io::imageInfoText(*image, "dose");
    QVERIFY2(text.find("frames placed by GridFrameOffsetVector (3004,000C)") != std::string::npos,
             text.c_str());
    QVERIFY2(text.find(placement.toStdString()) != std::string::npos, text.c_str());
    for (const Finding& f : image->findings)
        QVERIFY2(f.severity == Severity::Info, f.code.c_str());
    io::LoadedPath loaded;
    loaded.path = file;
    loaded.images.push_back(std::move(image).value());
    loaded.imageLabels.push_back("dose");
    const std::string json = io::infoJson(loaded, 0);
    QVERIFY2(json.find("\"frame_placement\": \"GridFrameOffsetVector (3004,000C)") != std::string::npos ||
                 json.find("\"frame_placement\":\"GridFrameOffsetVector (3004,000C)") != std::string::npos,
             json.c_str());
}

// Planning systems write finer frames near the target: the gaps differ, so the existing
// uneven-spacing finding must name them, and the frames stay one volume at their mean gap.
void TestDicomFramePlacement::unevenOffsetsAreReported()
{
    QTemporaryDir dir;
    SyntheticRtDose dose;
    dose.offsets = {0, 5, 10, 13, 16, 21, 26};
    const std::string file = dir.path().toStdString() + "/RD.dcm";
    QVERIFY(testing::writeRtDose(file, dose).empty());
    auto scan = io::scanDicom(file);
    QVERIFY(scan.ok());
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY(image.ok());
    QCOMPARE(image->volumes.size(), std::size_t{1});
    QCOMPARE(image->geometry().size[2], std::int64_t{7});
    QVERIFY(std::abs(image->geometry().spacing[2] - 26.0 / 6.0) < 1e-9);
    const Finding* f = findFinding(image->findings, "dicom.uneven_slice_spacing");
    QVERIFY(f);
    QVERIFY2(f->message.find("3 to 5 mm") != std::string::npos, f->message.c_str());
}

void TestDicomFramePlacement::unusableOffsetsAreReported_data()
{
    QTest::addColumn<QString>("offsets");
    QTest::addColumn<QString>("evidence");
    QTest::addRow("fewer offsets than frames") << "0\\5\\10"
                                               << "holds 3 offsets for 4 frames";
    QTest::addRow("NaN offset") << "0\\5\\NaN\\15"
                                << "offset 3 is not a finite number";
    QTest::addRow("absurd offset") << "0\\5\\1e30\\15"
                                   << "offset 3 is not a finite number";
}

// Offsets that cannot place the frames: a warning naming the tag, and never a NaN in the geometry.
void TestDicomFramePlacement::unusableOffsetsAreReported()
{
    QFETCH(QString, offsets);
    QFETCH(QString, evidence);
    QTemporaryDir dir;
    SyntheticRtDose dose;
    dose.offsets = {0, 5, 10, 15};
    const std::string file = dir.path().toStdString() + "/RD.dcm";
    QVERIFY(testing::writeRtDose(file, dose).empty());
    QVERIFY(testing::setDicomAttribute(file, 0x3004, 0x000c, offsets.toStdString()).empty());
    auto scan = io::scanDicom(file);
    QVERIFY(scan.ok());
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY(image.ok());
    const Finding* f = findFinding(image->findings, "dicom.frames_without_geometry");
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    std::string all;
    for (const auto& line : f->evidence)
        all += line + "\n";
    QVERIFY2(all.find("GridFrameOffsetVector (3004,000C): " + evidence.toStdString()) != std::string::npos,
             all.c_str());
    const volume::Geometry& g = image->geometry();
    for (int a = 0; a < 3; ++a) {
        QVERIFY(std::isfinite(g.origin[a]));
        QVERIFY(std::isfinite(g.spacing[a]));
    }
}

QTEST_APPLESS_MAIN(TestDicomFramePlacement)
#include "tst_dicomframeplacement.moc"
