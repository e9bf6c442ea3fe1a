// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Reading DICOM SEG objects: every segment's facts (by SegmentNumber, not position), each frame's segment and
// position, the packed bits as stored (frames not byte-aligned), fractional values as stored, and the
// refusals. Oracles: the attributes pydicom wrote (make_seg_cases.py) or reads from the real fixtures, and
// colours converted by hand.
#include "io/dicom/segcolour.h"
#include "io/dicom/segobjectreader.h"
#include "segtestsupport.h"

#include <QTest>

#include <numeric>

using namespace scansleuth;
using testing::segData;

namespace {

int setBits(const io::DicomSegObject& seg, std::size_t frame)
{
    int n = 0;
    for (std::size_t i = 0; i < std::size_t(seg.rows * seg.columns); ++i)
        n += io::segPixelBit(seg, frame, i);
    return n;
}

} // namespace

class TestSegReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cieLabConvertsToSrgb_data();
    void cieLabConvertsToSrgb();
    void readsDcmqiSegmentFacts();
    void segmentsGoBySegmentNumberNotPosition();
    void unalignedFramesStayPackedInOneBitStream();
    void fractionalValuesStayAsStored();
    void realFractionalSeg();
    void segmentNumbersPast255();
    void emptyFramesAreMarked();
    void implicitVrInsideExplicitIsReadByDcmtk();
    void refusals_data();
    void refusals();
};

// Reference values: CIE L*a*b* (D65) of sRGB primaries and greys, as published (e.g. Bruce Lindbloom's
// calculator), scaled by hand as PS3.3 C.10.7.1.1 says: L * 65535 / 100, (a + 128) * 65535 / 255.
void TestSegReader::cieLabConvertsToSrgb_data()
{
    QTest::addColumn<int>("L");
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<int>("r");
    QTest::addColumn<int>("g");
    QTest::addColumn<int>("bl");
    QTest::addRow("white Lab(100, 0, 0)") << 65535 << 32896 << 32896 << 255 << 255 << 255;
    QTest::addRow("black Lab(0, 0, 0)") << 0 << 32896 << 32896 << 0 << 0 << 0;
    QTest::addRow("grey 128 Lab(53.585, 0, 0)") << 35117 << 32896 << 32896 << 128 << 128 << 128;
    QTest::addRow("red Lab(53.2408, 80.0925, 67.2032)") << 34891 << 53480 << 50167 << 255 << 0 << 0;
    QTest::addRow("green Lab(87.7347, -86.1827, 83.1793)") << 57497 << 10747 << 54273 << 0 << 255 << 0;
    QTest::addRow("blue Lab(32.2970, 79.1875, -107.8602)") << 21166 << 53247 << 5176 << 0 << 0 << 255;
}

void TestSegReader::cieLabConvertsToSrgb()
{
    QFETCH(int, L);
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(int, r);
    QFETCH(int, g);
    QFETCH(int, bl);
    const auto rgb = io::cieLabToSrgb(std::uint16_t(L), std::uint16_t(a), std::uint16_t(b));
    QVERIFY2(std::abs(rgb[0] - r) <= 1 && std::abs(rgb[1] - g) <= 1 && std::abs(rgb[2] - bl) <= 1,
             qPrintable(QString("got %1 %2 %3").arg(rgb[0]).arg(rgb[1]).arg(rgb[2])));
}

void TestSegReader::readsDcmqiSegmentFacts()
{
    auto seg = io::detail::readSegObject(segData("dcmqi_24x38x3/seg/label.seg"));
    QVERIFY2(seg.ok(), seg.ok() ? "" : seg.error().message.c_str());
    QCOMPARE(seg->segmentationType, std::string("BINARY"));
    QCOMPARE(seg->rows, 38);
    QCOMPARE(seg->columns, 24);
    QCOMPARE(seg->bitsAllocated, 1);
    QCOMPARE(seg->segments.size(), std::size_t(1));
    const io::SegmentFacts& s = seg->segments[0];
    QCOMPARE(s.number, 1);
    QCOMPARE(s.label, std::string("Liver"));
    QCOMPARE(s.algorithmType, std::string("SEMIAUTOMATIC"));
    QCOMPARE(s.algorithmName, std::string("SlicerEditor"));
    QCOMPARE(s.type.meaning, std::string("Liver"));
    QCOMPARE(s.type.scheme, std::string("SRT"));
    QCOMPARE(s.category.meaning, std::string("Tissue"));
    // RecommendedDisplayCIELabValue 41661\41167\40792 = Lab(63.57, 32.18, 30.72): by hand, sRGB (221, 130,
    // 101), 3D Slicer's colour for "liver" (dcmqi converted it from there).
    QVERIFY(s.rgb.has_value());
    QVERIFY2(std::abs((*s.rgb)[0] - 221) <= 1 && std::abs((*s.rgb)[1] - 130) <= 1 &&
                 std::abs((*s.rgb)[2] - 101) <= 1,
             qPrintable(QString("%1 %2 %3").arg((*s.rgb)[0]).arg((*s.rgb)[1]).arg((*s.rgb)[2])));
    QCOMPARE(seg->frames.size(), std::size_t(3));
    QCOMPARE(seg->frames[1].position[2], -175.25);
    QCOMPARE(seg->frames[0].pixelSpacing[0], 0.7);
    QCOMPARE(seg->frames[0].spacingBetweenSlices, 2.5);
    QCOMPARE(seg->referencedSeriesUid,
             std::string("1.2.826.0.1.3680043.2.1125.1.9881642883347102869241902700569139"));
    QCOMPARE(seg->referencedSopInstanceUids.size(), std::size_t(3));
    QVERIFY(!seg->frames[0].referencedSopInstanceUid.empty());
    QCOMPARE(seg->pixels.size(), std::size_t((3 * 38 * 24 + 7) / 8));
}

// make_seg_cases.py "overlap": SegmentSequence holds numbers 2, 3, 1 in that order.
void TestSegReader::segmentsGoBySegmentNumberNotPosition()
{
    auto seg = io::detail::readSegObject(segData("synthetic/overlap.dcm"));
    QVERIFY2(seg.ok(), seg.ok() ? "" : seg.error().message.c_str());
    QCOMPARE(seg->segments.size(), std::size_t(3));
    QCOMPARE(seg->segments[0].number, 2);
    QCOMPARE(seg->segments[0].label, std::string("Tumour"));
    QCOMPARE(seg->segments[1].number, 3);
    QCOMPARE(seg->segments[1].label, std::string("Rim"));
    QCOMPARE(seg->segments[2].number, 1);
    QCOMPARE(seg->segments[2].label, std::string("Liver"));
    QCOMPARE(seg->segments[2].algorithmType, std::string("AUTOMATIC"));
    QCOMPARE(seg->segments[2].algorithmName, std::string("unet-v2"));
    QCOMPARE(seg->segments[2].description, std::string("Liver description"));
    QCOMPARE(seg->segments[2].category.value, std::string("91723000"));
    const std::array<std::uint8_t, 3> red{255, 0, 0};
    QCOMPARE(seg->segments[2].rgb.value(), red);
    const std::vector<int> numbers{1, 1, 1, 2, 2, 2, 3, 3};
    for (std::size_t f = 0; f < numbers.size(); ++f)
        QCOMPARE(seg->frames[f].segmentNumber, numbers[f]);
}

// 5 x 7 = 35 pixels a frame: frame 1 starts at bit 35, in the middle of byte 4.
void TestSegReader::unalignedFramesStayPackedInOneBitStream()
{
    auto seg = io::detail::readSegObject(segData("synthetic/overlap.dcm"));
    QVERIFY(seg.ok());
    QCOMPARE(seg->pixels.size(), std::size_t((8 * 35 + 7) / 8));
    const std::vector<int> counts{12, 12, 12, 12, 12, 12, 7, 7};
    for (std::size_t f = 0; f < counts.size(); ++f)
        QCOMPARE(setBits(*seg, f), counts[f]);
    // Segment 1's square: rows 1-3, columns 1-4; segment 2's: rows 2-4, columns 3-6; segment 3: row 0.
    QCOMPARE(io::segPixelBit(*seg, 1, 1 * 7 + 1), 1);
    QCOMPARE(io::segPixelBit(*seg, 1, 0), 0);
    QCOMPARE(io::segPixelBit(*seg, 1, 3 * 7 + 4), 1);
    QCOMPARE(io::segPixelBit(*seg, 1, 3 * 7 + 5), 0);
    QCOMPARE(io::segPixelBit(*seg, 4, 4 * 7 + 6), 1);
    QCOMPARE(io::segPixelBit(*seg, 4, 1 * 7 + 6), 0);
    QCOMPARE(io::segPixelBit(*seg, 7, 6), 1);
    QCOMPARE(io::segPixelBit(*seg, 7, 7), 0);
}

void TestSegReader::fractionalValuesStayAsStored()
{
    auto seg = io::detail::readSegObject(segData("synthetic/fractional.dcm"));
    QVERIFY2(seg.ok(), seg.ok() ? "" : seg.error().message.c_str());
    QCOMPARE(seg->segmentationType, std::string("FRACTIONAL"));
    QCOMPARE(seg->fractionalType, std::string("PROBABILITY"));
    QCOMPARE(seg->maxFractionalValue, 200);
    QCOMPARE(seg->bitsAllocated, 8);
    QCOMPARE(seg->pixels.size(), std::size_t(5 * 35));
    const auto expected = testing::readExpected("fractional");
    std::size_t nonZero = 0;
    int maxValue = 0;
    for (std::uint8_t v : seg->pixels) {
        nonZero += v != 0;
        maxValue = std::max<int>(maxValue, v);
    }
    QCOMPARE(nonZero, expected.at(1).size() + expected.at(2).size());
    QVERIFY(maxValue <= 200 && maxValue > 100);
}

void TestSegReader::realFractionalSeg()
{
    auto seg = io::detail::readSegObject(segData("highdicom_ct2/seg_image_ct_binary_fractional.dcm"));
    QVERIFY2(seg.ok(), seg.ok() ? "" : seg.error().message.c_str());
    QCOMPARE(seg->maxFractionalValue, 255);
    QCOMPARE(seg->transferSyntax, std::string("1.2.840.10008.1.2"));
    QCOMPARE(seg->segments[0].algorithmType, std::string("AUTOMATIC"));
    QCOMPARE(seg->segments[0].algorithmName, std::string("test"));
    QCOMPARE(seg->frames.size(), std::size_t(3));
}

void TestSegReader::segmentNumbersPast255()
{
    auto seg = io::detail::readSegObject(segData("synthetic/segnum300.dcm"));
    QVERIFY2(seg.ok(), seg.ok() ? "" : seg.error().message.c_str());
    QCOMPARE(seg->segments[1].number, 300);
    QCOMPARE(seg->frames[0].segmentNumber, 300);
}

// Frame 1 (bits 35..69) of three 5 x 7 frames is all 0; frame 0's set pixels end at bit 25, frame 2's start
// at bit 70 + 2 * 7 + 3.
void TestSegReader::emptyFramesAreMarked()
{
    auto seg = io::detail::readSegObject(segData("synthetic/empty_frame.dcm"));
    QVERIFY2(seg.ok(), seg.ok() ? "" : seg.error().message.c_str());
    QCOMPARE(seg->frames.size(), std::size_t(3));
    QCOMPARE(seg->frames[0].empty, false);
    QCOMPARE(seg->frames[1].empty, true);
    QCOMPARE(seg->frames[2].empty, false);
    QCOMPARE(setBits(*seg, 1), 0);
    auto overlap = io::detail::readSegObject(segData("synthetic/overlap.dcm"));
    QVERIFY(overlap.ok());
    for (const io::SegFrame& f : overlap->frames)
        QVERIFY(!f.empty);
}

// make_seg_cases.py "cp246_private": overlap.dcm with undefined lengths throughout and a private UN element
// holding an Implicit VR sequence in the first per-frame item; the functional groups scanner leaves it to
// DCMTK. Every frame and pixel must be overlap.dcm's.
void TestSegReader::implicitVrInsideExplicitIsReadByDcmtk()
{
    auto plain = io::detail::readSegObject(segData("synthetic/overlap.dcm"));
    auto odd = io::detail::readSegObject(segData("synthetic/cp246_private.dcm"));
    QVERIFY(plain.ok());
    QVERIFY2(odd.ok(), odd.ok() ? "" : odd.error().message.c_str());
    QCOMPARE(odd->frames.size(), plain->frames.size());
    for (std::size_t f = 0; f < plain->frames.size(); ++f) {
        const io::SegFrame &a = plain->frames[f], &b = odd->frames[f];
        QCOMPARE(b.segmentNumber, a.segmentNumber);
        QCOMPARE(b.hasPosition, a.hasPosition);
        QCOMPARE(b.position[2], a.position[2]);
        QCOMPARE(b.orientation, a.orientation);
        QCOMPARE(b.pixelSpacing, a.pixelSpacing);
        QCOMPARE(b.referencedSopInstanceUid, a.referencedSopInstanceUid);
        QCOMPARE(b.empty, a.empty);
    }
    QVERIFY(std::equal(plain->pixels.begin(), plain->pixels.end(), odd->pixels.begin(), odd->pixels.end()));
}

void TestSegReader::refusals_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("LABELMAP SOP class")
        << "synthetic/labelmap.dcm" << int(ErrorKind::Unsupported)
        << "LABELMAP segmentation (Label Map Segmentation Storage, added to DICOM in "
           "2023), which DCMTK 3.6.7";
    QTest::addRow("JPEG 2000, named") << "synthetic/jpeg2000.dcm" << int(ErrorKind::Unsupported)
                                      << "JPEG 2000 (Lossless only) (1.2.840.10008.1.2.4.90)";
    QTest::addRow("binary RLE") << "synthetic/binary_rle.dcm" << int(ErrorKind::Unsupported)
                                << "RLE Lossless (1.2.840.10008.1.2.5)";
    QTest::addRow("truncated") << "synthetic/truncated.dcm" << int(ErrorKind::Corrupt) << "truncated";
    QTest::addRow("frame names an absent segment") << "synthetic/bad_segment.dcm" << int(ErrorKind::Corrupt)
                                                   << "names a segment that the SEG does not describe";
    QTest::addRow("not a SEG") << "synthetic/ct_uneven/ct_00.dcm" << int(ErrorKind::Unsupported)
                               << "not a DICOM Segmentation";
    QTest::addRow("no such file") << "synthetic/none.dcm" << int(ErrorKind::NotFound) << "does not exist";
}

void TestSegReader::refusals()
{
    QFETCH(QString, file);
    QFETCH(int, kind);
    QFETCH(QString, fragment);
    auto seg = io::detail::readSegObject(segData(file.toStdString()));
    QVERIFY(!seg.ok());
    QCOMPARE(int(seg.error().kind), kind);
    QVERIFY2(QString::fromStdString(seg.error().message).contains(fragment), seg.error().message.c_str());
}

QTEST_GUILESS_MAIN(TestSegReader)
#include "tst_segreader.moc"
