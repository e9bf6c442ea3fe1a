// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The RTSTRUCT reader on real objects (rt-utils, pydicom) and on the hostile synthetic cases. Expected values
// are those pydicom prints for the same files (written out here by hand).
#include "io/dicom/segobjectreader.h"

#include <QTest>

#include <cmath>

using namespace scansleuth;

namespace {
const std::string kData = SCANSLEUTH_TEST_DATA_DIR "/seg_rtstruct/";

const io::SegmentFacts* roi(const io::DicomSegObject& rt, int number)
{
    for (const auto& s : rt.segments)
        if (s.number == number)
            return &s;
    return nullptr;
}

std::vector<const io::RtContour*> contoursOf(const io::DicomSegObject& rt, int number)
{
    std::vector<const io::RtContour*> out;
    for (const auto& c : rt.contours)
        if (c.roiNumber == number)
            out.push_back(&c);
    return out;
}
} // namespace

class TestRtStructReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rtUtilsFixture();
    void pydicomFileWithoutMetaHeader();
    void holesKeepStoredOrderAndTypes();
    void nanAndUnparsablePointsAreDropped();
    void oddCoordinateCount();
    void absurdCountAndUnlistedRoi();
    void truncatedKeepsWhatWasRead();
    void hugeLengthFieldIsRefused();
    void notAnRtStruct();
};

void TestRtStructReader::rtUtilsFixture()
{
    auto rt = io::detail::readRtStructObject(kData + "rtutils_mock/rt.dcm");
    QVERIFY2(rt.ok(), rt.ok() ? "" : rt.error().message.c_str());
    QCOMPARE(rt->kind, io::DicomSegObject::Kind::RtStruct);
    QCOMPARE(rt->sopClassUid, std::string(io::kRtStructureSetStorageUid));
    QCOMPARE(rt->modality, std::string("RTSTRUCT"));
    QCOMPARE(rt->manufacturer, std::string("Qurit Lab"));
    QCOMPARE(rt->contentLabel, std::string("RTstruct"));
    QCOMPARE(rt->referencedFrameOfReferenceUid,
             std::string("1.2.826.0.1.3680043.8.498.41321784967516118556817630335498661397"));
    QCOMPARE(rt->referencedSeriesUid,
             std::string("2.16.840.1.114362.1.11940992.23790159890.563423471.893.88"));
    QCOMPARE(rt->referencedSopInstanceUids.size(), std::size_t(2));
    QCOMPARE(rt->referencedSopInstanceUids[0],
             std::string("2.16.840.1.114362.1.11940992.23790159890.563423471.893.87"));
    QCOMPARE(rt->segments.size(), std::size_t(1));
    const auto* s = roi(*rt, 1);
    QVERIFY(s);
    QCOMPARE(s->label, std::string("ROI-1"));
    QCOMPARE(s->algorithmType, std::string("MANUAL"));
    QVERIFY(s->rgb.has_value());
    QCOMPARE(int((*s->rgb)[0]), 162);
    QCOMPARE(int((*s->rgb)[1]), 136);
    QCOMPARE(int((*s->rgb)[2]), 95);
    const auto cs = contoursOf(*rt, 1);
    QCOMPARE(cs.size(), std::size_t(2));
    QCOMPARE(cs[0]->geometricType, std::string("CLOSED_PLANAR"));
    QCOMPARE(cs[0]->points.size(), std::size_t(4));
    QCOMPARE(cs[1]->points.size(), std::size_t(8));
    QCOMPARE(cs[0]->points[0][0], -51.0);
    QCOMPARE(cs[0]->points[1][1], -27.0);
    QCOMPARE(cs[0]->points[3][2], 60.0);
    QCOMPARE(cs[0]->referencedSopInstanceUids.size(), std::size_t(1));
    QVERIFY(!hasFinding(rt->findings, "rtstruct.contour_nonfinite_points"));
}

void TestRtStructReader::pydicomFileWithoutMetaHeader()
{
    // pydicom's test file is a bare data set (no preamble, no File Meta Information).
    auto rt = io::detail::readRtStructObject(kData + "pydicom_rtstruct/rtstruct.dcm");
    QVERIFY2(rt.ok(), rt.ok() ? "" : rt.error().message.c_str());
    QCOMPARE(rt->segments.size(), std::size_t(3));
    QCOMPARE(roi(*rt, 1)->label, std::string("patient"));
    QCOMPARE(roi(*rt, 1)->description, std::string("patient"));
    QCOMPARE(roi(*rt, 2)->label, std::string("Isocenter 1"));
    QCOMPARE(roi(*rt, 3)->label, std::string("Isocenter 2"));
    QVERIFY(roi(*rt, 1)->rgb.has_value());
    QCOMPARE(int((*roi(*rt, 1)->rgb)[0]), 220);
    QCOMPARE(contoursOf(*rt, 1).size(), std::size_t(3));
    QCOMPARE(contoursOf(*rt, 1)[0]->points.size(), std::size_t(5));
    QCOMPARE(contoursOf(*rt, 1)[0]->points[0][0], -200.0);
    QCOMPARE(contoursOf(*rt, 1)[0]->points[0][1], 150.0);
    QCOMPARE(rt->referencedFrameOfReferenceUid, std::string("1.2.826.0.1.3680043.8.498.2010020400001.2"));
    QCOMPARE(rt->referencedSeriesUid, std::string("1.2.826.0.1.3680043.8.498.2010020400001.2.1.1"));
    QCOMPARE(rt->softwareVersions, std::string("0.9.3"));
}

void TestRtStructReader::holesKeepStoredOrderAndTypes()
{
    auto rt = io::detail::readRtStructObject(kData + "synthetic_rt/holes.dcm");
    QVERIFY(rt.ok());
    QCOMPARE(rt->contours.size(), std::size_t(4));
    QCOMPARE(rt->contours[0].geometricType, std::string("CLOSED_PLANAR"));
    QCOMPARE(rt->contours[3].geometricType, std::string("CLOSEDPLANAR_XOR"));
    QCOMPARE(rt->segments.front().interpretedType, std::string("ORGAN"));
    QCOMPARE(rt->segments.front().label, std::string("Ring"));
    // outer rectangle corner (-6.5, -7.5, 4), inner (-4.5, -5.5, 4)
    QCOMPARE(rt->contours[0].points[0], (volume::Vec3{-6.5, -7.5, 4.0}));
    QCOMPARE(rt->contours[1].points[0], (volume::Vec3{-4.5, -5.5, 4.0}));
    QCOMPARE(rt->referencedSopInstanceUids.size(), std::size_t(6));
    QVERIFY(rt->findings.empty());
}

void TestRtStructReader::nanAndUnparsablePointsAreDropped()
{
    auto rt = io::detail::readRtStructObject(kData + "synthetic_rt/nan.dcm");
    QVERIFY(rt.ok());
    QCOMPARE(rt->contours.size(), std::size_t(2));
    // 5 points stored, one NaN / one with "abc": the other 4 are kept
    QCOMPARE(rt->contours[0].points.size(), std::size_t(4));
    QCOMPARE(rt->contours[1].points.size(), std::size_t(4));
    for (const auto& c : rt->contours)
        for (const auto& p : c.points)
            QVERIFY(std::isfinite(p[0]) && std::isfinite(p[1]) && std::isfinite(p[2]));
    const Finding* f = findFinding(rt->findings, "rtstruct.contour_nonfinite_points");
    QVERIFY(f);
    QCOMPARE(f->measurement("contours")->value, 2.0);
    QCOMPARE(f->severity, Severity::Warning);
}

void TestRtStructReader::oddCoordinateCount()
{
    auto rt = io::detail::readRtStructObject(kData + "synthetic_rt/odd_count.dcm");
    QVERIFY(rt.ok());
    QCOMPARE(rt->contours.size(), std::size_t(1));
    QCOMPARE(rt->contours[0].points.size(), std::size_t(4)); // 13 numbers: 4 points, 1 left over
    QVERIFY(hasFinding(rt->findings, "rtstruct.contour_data_not_triplets"));
}

void TestRtStructReader::absurdCountAndUnlistedRoi()
{
    auto rt = io::detail::readRtStructObject(kData + "synthetic_rt/absurd_counts.dcm");
    QVERIFY(rt.ok());
    QCOMPARE(contoursOf(*rt, 1).size(), std::size_t(1));
    QCOMPARE(contoursOf(*rt, 1)[0]->points.size(), std::size_t(4));
    QVERIFY(hasFinding(rt->findings, "rtstruct.contour_point_count_mismatch"));
    // ROI 7 has contours but is not in the Structure Set ROI Sequence: kept, named by its number
    const Finding* f = findFinding(rt->findings, "rtstruct.contour_unknown_roi");
    QVERIFY(f);
    QVERIFY(roi(*rt, 7));
    QCOMPARE(roi(*rt, 7)->label, std::string("ROI 7"));
    QCOMPARE(contoursOf(*rt, 7).size(), std::size_t(1));
}

void TestRtStructReader::truncatedKeepsWhatWasRead()
{
    // Cut inside the last ContourData: the first ROI's contour is whole; nothing past the cut is invented.
    auto rt = io::detail::readRtStructObject(kData + "synthetic_rt/truncated.dcm");
    QVERIFY(rt.ok());
    QVERIFY(hasFinding(rt->findings, "rtstruct.truncated"));
    QCOMPARE(findFinding(rt->findings, "rtstruct.truncated")->severity, Severity::Error);
    QVERIFY(contoursOf(*rt, 1).size() == 1);
    QCOMPARE(contoursOf(*rt, 1)[0]->points.size(), std::size_t(4));
    // DCMTK drops the ROI Contour item it could not finish: ROI 2 is listed, without contours, and said so.
    QVERIFY(roi(*rt, 2));
    QCOMPARE(contoursOf(*rt, 2).size(), std::size_t(0));
    QVERIFY(hasFinding(rt->findings, "rtstruct.roi_without_contours"));
}

void TestRtStructReader::hugeLengthFieldIsRefused()
{
    // DCMTK stops at the element whose length runs past the end of the file: the ROI facts before it are
    // kept, the contour is not, and the file is said to be damaged.
    auto rt = io::detail::readRtStructObject(kData + "synthetic_rt/huge_length.dcm");
    QVERIFY(rt.ok());
    QVERIFY(hasFinding(rt->findings, "rtstruct.truncated"));
    QCOMPARE(rt->segments.size(), std::size_t(1));
    QCOMPARE(rt->contours.size(), std::size_t(0));
}

void TestRtStructReader::notAnRtStruct()
{
    auto ct = io::detail::readRtStructObject(kData + "synthetic_rt/ct_axial/ct_0.dcm");
    QVERIFY(!ct.ok());
    QCOMPARE(ct.error().kind, ErrorKind::Unsupported);
    QVERIFY(ct.error().message.find("not an RT Structure Set") != std::string::npos);
    auto missing = io::detail::readRtStructObject(kData + "synthetic_rt/no_such_file.dcm");
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().kind, ErrorKind::NotFound);
}

QTEST_GUILESS_MAIN(TestRtStructReader)
#include "tst_rtstructreader.moc"
