// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Rasterising RTSTRUCTs: the synthetic cases against masks worked out by hand (make_rt_cases.py: voxel (i, j,
// k) of ct_axial has its centre at x = -8 + i, y = -10 + j, z = 2k), and the real fixture and synthetic cases
// against plastimatch's masks (Dice in world space).
#include "io/dicom/rtstructraster.h"
#include "io/dicom/segobjectreader.h"
#include "rtsupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace scansleuth;
using namespace scansleuth::rttest;

namespace {

struct Case
{
    io::DicomSegObject rt;
    io::ReferenceImage reference;
    io::PlacedSegmentation placed;
};

bool load(const std::string& rtPath, const std::string& ctDir, Case& c)
{
    auto rt = io::detail::readRtStructObject(rtPath);
    if (!rt.ok()) {
        qWarning("%s", rt.error().message.c_str());
        return false;
    }
    auto ref = loadReference(ctDir);
    if (!ref)
        return false;
    auto placed = io::rasteriseRtStruct(*rt, *ref);
    if (!placed.ok()) {
        qWarning("%s", placed.error().message.c_str());
        return false;
    }
    c.rt = std::move(*rt);
    c.reference = std::move(*ref);
    c.placed = std::move(*placed);
    return true;
}

bool ring(std::int64_t i, std::int64_t j)
{
    const bool outer = i >= 2 && i <= 9 && j >= 3 && j <= 10;
    const bool hole = i >= 4 && i <= 7 && j >= 5 && j <= 8;
    return outer && !hole;
}

bool box(std::int64_t i, std::int64_t j)
{
    return i >= 2 && i <= 9 && j >= 3 && j <= 10;
}

// A hand-built structure set on a hand-built grid (no files).
io::ReferenceImage grid(std::int64_t nx, std::int64_t ny, std::int64_t nz)
{
    io::ReferenceImage r;
    r.label = "grid";
    r.geometry.size = {nx, ny, nz};
    r.geometry.spacing = {1, 1, 1};
    r.sliceSopInstanceUids.assign(static_cast<std::size_t>(nz), {});
    return r;
}

io::RtContour square(int roi, double x0, double x1, double y0, double y1, double z)
{
    io::RtContour c;
    c.roiNumber = roi;
    c.geometricType = "CLOSED_PLANAR";
    c.points = {{x0, y0, z}, {x1, y0, z}, {x1, y1, z}, {x0, y1, z}};
    return c;
}

} // namespace

class TestRtStructRaster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void holesByXorForBothClosedTypes();
    void overlappingRoisGoToSeparateMaps();
    void obliqueImageInItsOwnPlane();
    void contoursOffTheSlicePlanes();
    void frameOfReferenceAndSeriesMismatch();
    void missingReferencedSlice();
    void verticesOnVoxelCentres();
    void pointsOnTheBorderAreInside();
    void pointsAndOpenContoursAreNotFilled();
    void hostileInputsStillDrawWhatIsUsable();
    void roiNumbersAbove255And65535();
    void absurdCoordinatesDoNotHang();
    void fixtureAgainstPlastimatch();
    void syntheticAgainstPlastimatch();
};

void TestRtStructRaster::holesByXorForBothClosedTypes()
{
    Case c;
    QVERIFY(load(kSynthetic + "holes.dcm", kSynthetic + "ct_axial", c));
    QCOMPARE(c.placed.labelMaps.size(), std::size_t(1));
    QCOMPARE(c.placed.labelMaps[0].pixelType(), volume::PixelType::UInt8);
    QCOMPARE(c.placed.groups, (std::vector<std::vector<int>>{{1}}));
    QVERIFY(c.placed.onReferenceGrid);
    // k = 2: CLOSED_PLANAR, k = 3: CLOSEDPLANAR_XOR; the inner rectangle is a hole in both
    QCOMPARE(mismatches(c.placed, 1, [](auto i, auto j, auto k) { return (k == 2 || k == 3) && ring(i, j); }),
             std::int64_t(0));
    QCOMPARE(roiVoxels(c.placed, 1), std::int64_t(2 * 48));
    QVERIFY(!hasFinding(c.placed.findings, "rtstruct.contours_off_slice_planes"));
    QVERIFY(!hasFinding(c.placed.findings, "rtstruct.frame_of_reference_mismatch"));
    QVERIFY(!hasFinding(c.placed.findings, "rtstruct.contours_trace_voxel_centres")); // vertices on borders
}

void TestRtStructRaster::overlappingRoisGoToSeparateMaps()
{
    Case c;
    QVERIFY(load(kSynthetic + "overlap.dcm", kSynthetic + "ct_axial", c));
    QCOMPARE(c.placed.labelMaps.size(), std::size_t(2));
    QCOMPARE(c.placed.groups, (std::vector<std::vector<int>>{{1, 3}, {2}}));
    QCOMPARE(mismatches(c.placed, 1, [](auto i, auto j, auto k) { return k >= 1 && k <= 3 && box(i, j); }),
             std::int64_t(0));
    QCOMPARE(mismatches(c.placed, 2,
                        [](auto i, auto j, auto k) {
                            return k >= 2 && k <= 4 && i >= 6 && i <= 12 && j >= 6 && j <= 14;
                        }),
             std::int64_t(0));
    QCOMPARE(mismatches(c.placed, 3, [](auto i, auto j, auto k) { return k == 0 && i >= 13 && j <= 2; }),
             std::int64_t(0));
    const Finding* f = findFinding(c.placed.findings, "rtstruct.overlapping_rois");
    QVERIFY(f);
    QCOMPARE(f->measurement("pairs")->value, 1.0);
}

void TestRtStructRaster::obliqueImageInItsOwnPlane()
{
    Case c;
    QVERIFY(load(kSynthetic + "oblique.dcm", kSynthetic + "ct_oblique", c));
    QVERIFY(volume::obliquityDegrees(c.placed.geometry) > 10);
    QCOMPARE(mismatches(c.placed, 1, [](auto i, auto j, auto k) { return k == 2 && ring(i, j); }),
             std::int64_t(0));
    QVERIFY(!hasFinding(c.placed.findings, "rtstruct.contours_off_slice_planes"));
    QVERIFY(!hasFinding(c.placed.findings, "rtstruct.contour_not_planar"));
}

void TestRtStructRaster::contoursOffTheSlicePlanes()
{
    Case c;
    QVERIFY(load(kSynthetic + "offplane.dcm", kSynthetic + "ct_axial", c));
    // z = 4.4 goes to slice 2 (0.4 mm off, within half the 2 mm spacing), z = 6 to slice 3, z = 20 nowhere
    QCOMPARE(mismatches(c.placed, 1, [](auto i, auto j, auto k) { return (k == 2 || k == 3) && box(i, j); }),
             std::int64_t(0));
    const Finding* off = findFinding(c.placed.findings, "rtstruct.contours_off_slice_planes");
    QVERIFY(off);
    QCOMPARE(off->measurement("contours")->value, 1.0);
    QVERIFY(std::fabs(off->measurement("max_offset")->value - 0.4) < 1e-6);
    QCOMPARE(off->measurement("tolerance")->value, 0.1);
    const Finding* np = findFinding(c.placed.findings, "rtstruct.contours_not_placed");
    QVERIFY(np);
    QCOMPARE(np->measurement("beyond_image")->value, 1.0);
    QCOMPARE(np->severity, Severity::Warning);
}

void TestRtStructRaster::frameOfReferenceAndSeriesMismatch()
{
    Case c;
    QVERIFY(load(kSynthetic + "for_mismatch.dcm", kSynthetic + "ct_axial", c));
    QVERIFY(hasFinding(c.placed.findings, "rtstruct.frame_of_reference_mismatch"));
    QVERIFY(hasFinding(c.placed.findings, "rtstruct.series_mismatch"));
    // drawn all the same
    QCOMPARE(mismatches(c.placed, 1, [](auto i, auto j, auto k) { return k == 2 && ring(i, j); }),
             std::int64_t(0));
}

void TestRtStructRaster::missingReferencedSlice()
{
    Case c;
    QVERIFY(load(kSynthetic + "missing_slice.dcm", kSynthetic + "ct_gap", c));
    QCOMPARE(c.reference.geometry.size[2], std::int64_t(5));
    // the slice at z = 4 mm holds the z = 4 contour; z = 6 (the missing slice) is drawn nowhere
    std::int64_t k4 = -1;
    for (std::size_t k = 0; k < c.reference.slicePositions.size(); ++k)
        if (std::fabs(c.reference.slicePositions[k][2] - 4.0) < 1e-6)
            k4 = static_cast<std::int64_t>(k);
    QVERIFY(k4 >= 0);
    QCOMPARE(mismatches(c.placed, 1, [k4](auto i, auto j, auto k) { return k == k4 && box(i, j); }),
             std::int64_t(0));
    const Finding* f = findFinding(c.placed.findings, "rtstruct.referenced_slices_missing");
    QVERIFY(f);
    QCOMPARE(f->measurement("missing_slices")->value, 1.0);
    QCOMPARE(f->measurement("contours_referencing_missing")->value, 1.0);
    QCOMPARE(f->measurement("contours_drawn_anyway")->value, 0.0);
    const Finding* np = findFinding(c.placed.findings, "rtstruct.contours_not_placed");
    QVERIFY(np);
    QCOMPARE(np->measurement("between_slices")->value, 1.0);
}

void TestRtStructRaster::verticesOnVoxelCentres()
{
    Case c;
    QVERIFY(load(kSynthetic + "centres.dcm", kSynthetic + "ct_axial", c));
    // the rectangle through the centres of i 2..9, j 3..10: those voxels are on its border, so drawn
    QCOMPARE(mismatches(c.placed, 1, [](auto i, auto j, auto k) { return k >= 1 && k <= 4 && box(i, j); }),
             std::int64_t(0));
    const Finding* f = findFinding(c.placed.findings, "rtstruct.contours_trace_voxel_centres");
    QVERIFY(f);
    // per slice: 64 voxels (64 mm2) against a 7 x 7 mm polygon (49 mm2), perimeter 28 mm: (64 - 49) / 28
    QVERIFY(std::fabs(f->measurement("shrink")->value - 15.0 / 28.0) < 1e-6);
    QCOMPARE(f->measurement("rois")->value, 1.0);
}

void TestRtStructRaster::pointsOnTheBorderAreInside()
{
    Case c;
    QVERIFY(load(kSynthetic + "border.dcm", kSynthetic + "ct_axial", c));
    // triangle (2,2) (10,2) (2,10): i >= 2, j >= 2, i + j <= 12; diamond |i - 11| + |j - 13| <= 3
    QCOMPARE(mismatches(c.placed, 1,
                        [](auto i, auto j, auto k) { return k == 2 && i >= 2 && j >= 2 && i + j <= 12; }),
             std::int64_t(0));
    QCOMPARE(roiVoxels(c.placed, 1), std::int64_t(45));
    QCOMPARE(
        mismatches(c.placed, 2,
                   [](auto i, auto j, auto k) { return k == 2 && std::abs(i - 11) + std::abs(j - 13) <= 3; }),
        std::int64_t(0));
    QCOMPARE(roiVoxels(c.placed, 2), std::int64_t(25));
}

void TestRtStructRaster::pointsAndOpenContoursAreNotFilled()
{
    Case c;
    QVERIFY(load(kSynthetic + "unfilled.dcm", kSynthetic + "ct_axial", c));
    QCOMPARE(roiVoxels(c.placed, 1), std::int64_t(0));
    QCOMPARE(roiVoxels(c.placed, 2), std::int64_t(0));
    QCOMPARE(roiVoxels(c.placed, 3), std::int64_t(64));
    const Finding* f = findFinding(c.placed.findings, "rtstruct.contours_not_filled");
    QVERIFY(f);
    QCOMPARE(f->measurement("contours")->value, 2.0);
    QCOMPARE(f->evidence.size(), std::size_t(2)); // one line per type
}

void TestRtStructRaster::hostileInputsStillDrawWhatIsUsable()
{
    {
        Case c; // the NaN point dropped: the other 4 are the rectangle
        QVERIFY(load(kSynthetic + "nan.dcm", kSynthetic + "ct_axial", c));
        QCOMPARE(
            mismatches(c.placed, 1, [](auto i, auto j, auto k) { return (k == 2 || k == 3) && box(i, j); }),
            std::int64_t(0));
    }
    {
        Case c;
        QVERIFY(load(kSynthetic + "odd_count.dcm", kSynthetic + "ct_axial", c));
        QCOMPARE(mismatches(c.placed, 1, [](auto i, auto j, auto k) { return k == 2 && box(i, j); }),
                 std::int64_t(0));
    }
    {
        Case c; // ROI 7 is not listed, but drawn under its number
        QVERIFY(load(kSynthetic + "absurd_counts.dcm", kSynthetic + "ct_axial", c));
        QCOMPARE(mismatches(c.placed, 7, [](auto i, auto j, auto k) { return k == 3 && box(i, j); }),
                 std::int64_t(0));
        QCOMPARE(roiVoxels(c.placed, 1), std::int64_t(64));
    }
}

void TestRtStructRaster::roiNumbersAbove255And65535()
{
    io::DicomSegObject rt;
    rt.kind = io::DicomSegObject::Kind::RtStruct;
    rt.segments.resize(2);
    rt.segments[0].number = 3;
    rt.segments[1].number = 300;
    rt.contours = {square(3, 0.5, 3.5, 0.5, 3.5, 1), square(300, 5.5, 7.5, 5.5, 7.5, 1)};
    auto placed = io::rasteriseRtStruct(rt, grid(10, 10, 3));
    QVERIFY(placed.ok());
    QCOMPARE(placed->labelMaps.size(), std::size_t(1));
    QCOMPARE(placed->labelMaps[0].pixelType(), volume::PixelType::UInt16);
    QCOMPARE(roiVoxels(*placed, 300), std::int64_t(4));
    QCOMPARE(roiVoxels(*placed, 3), std::int64_t(9));
    rt.segments[1].number = 70000;
    rt.contours[1].roiNumber = 70000;
    auto refused = io::rasteriseRtStruct(rt, grid(10, 10, 3));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::Unsupported);
    QVERIFY(refused.error().message.find("65535") != std::string::npos);
}

void TestRtStructRaster::absurdCoordinatesDoNotHang()
{
    // A polygon far wider than the image and a zigzag of many edges: clipped, no crash, finished quickly.
    io::DicomSegObject rt;
    rt.kind = io::DicomSegObject::Kind::RtStruct;
    rt.segments.resize(2);
    rt.segments[0].number = 1;
    rt.segments[1].number = 2;
    rt.contours.push_back(square(1, -90000, 90000, -90000, 90000, 0));
    io::RtContour zig;
    zig.roiNumber = 2;
    zig.geometricType = "CLOSED_PLANAR";
    for (int p = 0; p < 20000; ++p)
        zig.points.push_back({double(p % 2 ? 63 : 0), 64.0 * p / 20000.0, 1.0});
    zig.points.push_back({-1, 64, 1});
    zig.points.push_back({-1, 0, 1});
    rt.contours.push_back(zig);
    auto placed = io::rasteriseRtStruct(rt, grid(64, 64, 2));
    QVERIFY(placed.ok());
    QCOMPARE(roiVoxels(*placed, 1), std::int64_t(64 * 64));
    QVERIFY(hasFinding(placed->findings, "rtstruct.contours_beyond_image"));
    QVERIFY(roiVoxels(*placed, 2) > 0);
}

void TestRtStructRaster::fixtureAgainstPlastimatch()
{
    Case c;
    QVERIFY(load(kRtUtils + "rt.dcm", kRtUtils + "ct", c));
    // rt-utils wrote another Frame of Reference UID than the CT's (README of the fixture)
    QVERIFY(hasFinding(c.placed.findings, "rtstruct.frame_of_reference_mismatch"));
    const std::int64_t ours = roiVoxels(c.placed, 1);
    QVERIFY(ours > 0);
    if (plastimatch().empty())
        QSKIP("plastimatch is not installed (packaging/install-deps.sh installs it)");
    QTemporaryDir dir;
    QVERIFY(runPlastimatch(kRtUtils + "rt.dcm", kRtUtils + "ct", dir.path().toStdString() + "/out"));
    auto mask = loadMask(dir.path().toStdString() + "/out/ROI-1.nii.gz");
    QVERIFY(mask);
    std::int64_t theirs = 0, mine = 0;
    const double dice = worldDice(*mask, c.placed, 1, &theirs, &mine);
    qInfo("rt-utils ROI-1: Dice %.4f (plastimatch %lld voxels, ScanSleuth %lld)", dice, (long long)theirs,
          (long long)mine);
    QVERIFY(dice >= 0.97);
}

void TestRtStructRaster::syntheticAgainstPlastimatch()
{
    if (plastimatch().empty())
        QSKIP("plastimatch is not installed (packaging/install-deps.sh installs it)");
    struct Item
    {
        const char* rt;
        const char* ct;
        int roi;
        const char* name;
        double minDice, maxDice; // the measured agreement (docs/rtstruct.md)
    };
    // Contours on voxel borders agree exactly; contours through voxel centres differ by the border voxels
    // plastimatch leaves out (its half-open rule) and ScanSleuth keeps (PS3.3 C.8.8.6.3).
    const Item items[] = {
        // plastimatch draws nothing for CLOSEDPLANAR_XOR contours (slice 3): 48 of our 96 voxels; slice 2
        // (CLOSED_PLANAR, the same ring) is identical.
        {"holes.dcm", "ct_axial", 1, "Ring", 2.0 / 3.0, 2.0 / 3.0},
        {"overlap.dcm", "ct_axial", 1, "A", 1.0, 1.0},
        {"overlap.dcm", "ct_axial", 2, "B", 1.0, 1.0},
        {"overlap.dcm", "ct_axial", 3, "C", 1.0, 1.0},
        {"oblique.dcm", "ct_oblique", 1, "Tilted", 1.0, 1.0},
        {"centres.dcm", "ct_axial", 1, "Centres", 0.85, 0.90},
        {"border.dcm", "ct_axial", 1, "Triangle", 0.80, 0.90},
        {"border.dcm", "ct_axial", 2, "Diamond", 0.80, 0.90},
    };
    for (const Item& it : items) {
        Case c;
        QVERIFY(load(kSynthetic + it.rt, kSynthetic + it.ct, c));
        QTemporaryDir dir;
        QVERIFY(runPlastimatch(kSynthetic + it.rt, kSynthetic + it.ct, dir.path().toStdString() + "/out"));
        auto mask = loadMask(dir.path().toStdString() + "/out/" + it.name + ".nii.gz");
        QVERIFY(mask);
        std::int64_t theirs = 0, mine = 0;
        const double dice = worldDice(*mask, c.placed, it.roi, &theirs, &mine);
        qInfo("%s %s: Dice %.4f (plastimatch %lld voxels, ScanSleuth %lld)", it.rt, it.name, dice,
              (long long)theirs, (long long)mine);
        QVERIFY2(dice >= it.minDice - 1e-9 && dice <= it.maxDice + 1e-9, it.name);
    }
}

QTEST_GUILESS_MAIN(TestRtStructRaster)
#include "tst_rtstructraster.moc"
