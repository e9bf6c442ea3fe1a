// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Placing SEG frames: every placed voxel compared in world space (LPS mm) with the oracle's, which
// make_seg_cases.py computed from the frames' positions (pydicom's decoding for the real fixtures); dcmqi's
// source label maps (NRRD, read by ITK) voxel by voxel; and the forensics, with their signed amounts.
#include "io/dicom/segobjectreader.h"
#include "io/dicom/segplacement.h"
#include "io/imageloader.h"
#include "segtestsupport.h"

#include <QTest>

#include <cmath>

using namespace scansleuth;
using testing::segData;

namespace {

io::DicomSegObject readSeg(const std::string& file)
{
    auto seg = io::detail::readSegObject(segData(file));
    if (!seg)
        throw std::runtime_error(file + ": " + seg.error().message);
    return std::move(*seg);
}

QString codes(const Findings& findings)
{
    QStringList out;
    for (const Finding& f : findings)
        out << QString::fromStdString(f.code);
    return out.join(", ");
}

// Every expected voxel placed where the oracle says, and nothing else, for every segment.
QString compareAll(const io::PlacedSegmentation& placed, const io::DicomSegObject& seg,
                   const std::string& oracle, const io::ReferenceImage* reference)
{
    const auto expected = testing::readExpected(oracle);
    for (const io::SegmentFacts& s : seg.segments) {
        const auto it = expected.find(s.number);
        const std::vector<testing::Point> want =
            it == expected.end() ? std::vector<testing::Point>{} : it->second;
        const QString why =
            testing::comparePoints(want, testing::placedPoints(placed, seg, s.number, reference));
        if (!why.isEmpty())
            return QString("segment %1: %2").arg(s.number).arg(why);
    }
    return {};
}

// The placed mask against a label map file (dcmqi's NRRD), voxel by voxel through world space.
QString compareWithLabelMap(const io::PlacedSegmentation& placed, const std::string& labelMap)
{
    auto loaded = io::loadPath(labelMap);
    if (!loaded || loaded->images.empty())
        return "cannot read " + QString::fromStdString(labelMap);
    const volume::Volume& truth = loaded->images.front().volumes.front();
    const volume::Geometry& tg = truth.geometry();
    std::int64_t compared = 0, differ = 0, set = 0;
    for (std::int64_t k = 0; k < tg.size[2]; ++k)
        for (std::int64_t j = 0; j < tg.size[1]; ++j)
            for (std::int64_t i = 0; i < tg.size[0]; ++i) {
                const volume::Vec3 w = volume::indexToPatient(tg, {double(i), double(j), double(k)});
                const volume::Vec3 x = volume::patientToIndex(placed.geometry, w);
                const std::int64_t pi = std::llround(x[0]), pj = std::llround(x[1]), pk = std::llround(x[2]);
                if (std::abs(x[0] - pi) > 1e-3 || std::abs(x[1] - pj) > 1e-3 || std::abs(x[2] - pk) > 1e-3)
                    return QString("label map voxel (%1, %2, %3) is not on the placed grid")
                        .arg(i)
                        .arg(j)
                        .arg(k);
                if (pi < 0 || pj < 0 || pk < 0 || pi >= placed.geometry.size[0] ||
                    pj >= placed.geometry.size[1] || pk >= placed.geometry.size[2])
                    return QString("label map voxel (%1, %2, %3) is outside the placed grid")
                        .arg(i)
                        .arg(j)
                        .arg(k);
                const bool want = truth.storedValue(i, j, k) != 0;
                const bool got = placed.labelMaps.front().storedValue(pi, pj, pk) != 0;
                ++compared;
                set += want;
                differ += want != got;
            }
    if (differ || set == 0)
        return QString("%1 of %2 voxels differ (%3 set in the label map)").arg(differ).arg(compared).arg(set);
    return {};
}

} // namespace

class TestSegPlacement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void placesOnReferenceInWorldSpace_data();
    void placesOnReferenceInWorldSpace();
    void matchesDcmqiSourceLabelMaps_data();
    void matchesDcmqiSourceLabelMaps();
    void overlappingSegmentsGoToSeparateMaps();
    void realOverlapKeepsBothSegments();
    void fractionalIsDividedByMaximum_data();
    void fractionalIsDividedByMaximum();
    void segmentNumbersPast255UseUint16();
    void descendingFramesArePlacedByPosition();
    void reversedWriterIsNamed();
    void beyondTheImageIsClippedAndCounted();
    void sliceThicknessSpacingIsNamed();
    void withoutReferenceUsesOwnGrid();
    void pixelDataThatDoesNotEndTheFile();
    void referencesAreChecked();
};

void TestSegPlacement::placesOnReferenceInWorldSpace_data()
{
    QTest::addColumn<QString>("seg");
    QTest::addColumn<QString>("ct");
    QTest::addColumn<QString>("oracle");
    QTest::addRow("dcmqi 24x38x3") << "dcmqi_24x38x3/seg/label.seg"
                                   << "dcmqi_24x38x3/image"
                                   << "real_dcmqi_24x38x3";
    QTest::addRow("sparse, random order, uneven series, 5x7 frames") << "synthetic/sparse_random.dcm"
                                                                     << "synthetic/ct_uneven"
                                                                     << "sparse_random";
    QTest::addRow("oblique") << "synthetic/oblique.dcm"
                             << "synthetic/ct_oblique"
                             << "oblique";
    QTest::addRow("pixel axes reversed") << "synthetic/flipped_axes.dcm"
                                         << "synthetic/ct_uneven"
                                         << "flipped_axes";
    QTest::addRow("pixel axes swapped") << "synthetic/swapped_axes.dcm"
                                        << "synthetic/ct_uneven"
                                        << "swapped_axes";
    QTest::addRow("gantry tilt") << "synthetic/tilted.dcm"
                                 << "synthetic/ct_tilted"
                                 << "tilted";
    QTest::addRow("highdicom single frame") << "highdicom_ct_image/seg_image_ct_binary_single_frame.dcm"
                                            << "highdicom_ct_image"
                                            << "real_highdicom_single_frame";
    QTest::addRow("an empty frame between two") << "synthetic/empty_frame.dcm"
                                                << "synthetic/ct_uneven"
                                                << "empty_frame";
    QTest::addRow("overlap, segments stored 2, 3, 1") << "synthetic/overlap.dcm"
                                                      << "synthetic/ct_uneven"
                                                      << "overlap";
}

void TestSegPlacement::placesOnReferenceInWorldSpace()
{
    QFETCH(QString, seg);
    QFETCH(QString, ct);
    QFETCH(QString, oracle);
    const io::DicomSegObject object = readSeg(seg.toStdString());
    const auto ref = testing::loadReference(ct.toStdString());
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY2(placed.ok(), placed.ok() ? "" : placed.error().message.c_str());
    QVERIFY2(placed->onReferenceGrid, placed->gridSource.c_str());
    QCOMPARE(placed->geometry, ref.reference.geometry);
    QCOMPARE(ref.image.modality, std::string("CT"));
    const QString why = compareAll(*placed, object, oracle.toStdString(), &ref.reference);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QVERIFY2(!hasFinding(placed->findings, "seg.frames_off_slice_planes"),
             qPrintable(codes(placed->findings)));
    QVERIFY(!hasFinding(placed->findings, "seg.series_mismatch"));
    QVERIFY(!hasFinding(placed->findings, "seg.instances_missing"));
    QVERIFY(!hasFinding(placed->findings, "seg.beyond_image"));
}

void TestSegPlacement::matchesDcmqiSourceLabelMaps_data()
{
    QTest::addColumn<QString>("seg");
    QTest::addColumn<QString>("ct");
    QTest::addColumn<QString>("nrrd");
    QTest::addRow("24x38x3") << "dcmqi_24x38x3/seg/label.seg"
                             << "dcmqi_24x38x3/image"
                             << "dcmqi_24x38x3/nrrd/label.nrrd";
    QTest::addRow("liver, 512x512x3") << "dcmqi_liver_ct3slice/liver.dcm"
                                      << "dcmqi_liver_ct3slice/ct"
                                      << "dcmqi_liver_ct3slice/liver_seg.nrrd";
}

void TestSegPlacement::matchesDcmqiSourceLabelMaps()
{
    QFETCH(QString, seg);
    QFETCH(QString, ct);
    QFETCH(QString, nrrd);
    const io::DicomSegObject object = readSeg(seg.toStdString());
    const auto ref = testing::loadReference(ct.toStdString());
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY2(placed.ok(), placed.ok() ? "" : placed.error().message.c_str());
    QVERIFY2(placed->onReferenceGrid, placed->gridSource.c_str());
    QCOMPARE(placed->labelMaps.size(), std::size_t(1));
    const QString why = compareWithLabelMap(*placed, segData(nrrd.toStdString()));
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

// Segments 1 and 2 share voxels on slices 2 and 3; 3 touches neither.
void TestSegPlacement::overlappingSegmentsGoToSeparateMaps()
{
    const io::DicomSegObject object = readSeg("synthetic/overlap.dcm");
    const auto ref = testing::loadReference("synthetic/ct_uneven");
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY(placed.ok());
    QCOMPARE(placed->labelMaps.size(), std::size_t(2));
    // Segment order in the object is 2, 3, 1: the greedy colouring keeps 2 and 3 in map 0, 1 goes to map 1.
    QCOMPARE(placed->groups, (std::vector<std::vector<int>>{{2, 3}, {1}}));
    QCOMPARE(placed->labelMaps[0].pixelType(), volume::PixelType::UInt8);
    const Finding* f = findFinding(placed->findings, "seg.overlapping_segments");
    QVERIFY(f);
    QCOMPARE(f->evidence.size(), std::size_t(1));
    QVERIFY(QString::fromStdString(f->evidence[0]).contains("segment 2 \"Tumour\" and segment 1 \"Liver\""));
}

void TestSegPlacement::realOverlapKeepsBothSegments()
{
    const io::DicomSegObject object = readSeg("highdicom_ct2/seg_image_ct_binary_overlap.dcm");
    const auto ref = testing::loadReference("highdicom_ct2/ct");
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY2(placed.ok(), placed.ok() ? "" : placed.error().message.c_str());
    QVERIFY2(placed->onReferenceGrid, placed->gridSource.c_str());
    QCOMPARE(placed->labelMaps.size(), std::size_t(2));
    const QString why = compareAll(*placed, object, "real_highdicom_overlap", &ref.reference);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestSegPlacement::fractionalIsDividedByMaximum_data()
{
    QTest::addColumn<QString>("seg");
    QTest::addColumn<QString>("ct");
    QTest::addColumn<QString>("oracle");
    QTest::addRow("MaximumFractionalValue 200") << "synthetic/fractional.dcm"
                                                << "synthetic/ct_uneven"
                                                << "fractional";
    QTest::addRow("RLE Lossless, decoded by DCMTK") << "synthetic/fractional_rle.dcm"
                                                    << "synthetic/ct_uneven"
                                                    << "fractional";
    QTest::addRow("highdicom, 255") << "highdicom_ct2/seg_image_ct_binary_fractional.dcm"
                                    << "highdicom_ct2/ct"
                                    << "real_highdicom_fractional";
}

void TestSegPlacement::fractionalIsDividedByMaximum()
{
    QFETCH(QString, seg);
    QFETCH(QString, ct);
    QFETCH(QString, oracle);
    const io::DicomSegObject object = readSeg(seg.toStdString());
    const auto ref = testing::loadReference(ct.toStdString());
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY2(placed.ok(), placed.ok() ? "" : placed.error().message.c_str());
    QVERIFY(placed->labelMaps.empty());
    QCOMPARE(placed->fractionalLayers.size(), object.segments.size());
    QCOMPARE(placed->fractionalLayers[0].pixelType(), volume::PixelType::Float32);
    const QString why = compareAll(*placed, object, oracle.toStdString(), &ref.reference);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestSegPlacement::segmentNumbersPast255UseUint16()
{
    const io::DicomSegObject object = readSeg("synthetic/segnum300.dcm");
    const auto ref = testing::loadReference("synthetic/ct_uneven");
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY(placed.ok());
    QCOMPARE(placed->labelMaps.size(), std::size_t(1));
    QCOMPARE(placed->labelMaps[0].pixelType(), volume::PixelType::UInt16);
    const QString why = compareAll(*placed, object, "segnum300", &ref.reference);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestSegPlacement::descendingFramesArePlacedByPosition()
{
    const io::DicomSegObject object = readSeg("synthetic/descending.dcm");
    const auto ref = testing::loadReference("synthetic/ct_uneven");
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY(placed.ok());
    const QString why = compareAll(*placed, object, "descending", &ref.reference);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QVERIFY2(hasFinding(placed->findings, "seg.frames_descending"), qPrintable(codes(placed->findings)));
    QVERIFY(!hasFinding(placed->findings, "seg.frames_reversed"));
}

// Frame k's pixels were drawn on slice k (its DerivationImageSequence says so) but carry slice 5-k's
// position.
void TestSegPlacement::reversedWriterIsNamed()
{
    const io::DicomSegObject object = readSeg("synthetic/reversed_writer.dcm");
    const auto ref = testing::loadReference("synthetic/ct_uneven");
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY(placed.ok());
    const QString why = compareAll(*placed, object, "reversed_writer", &ref.reference);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    const Finding* f = findFinding(placed->findings, "seg.frames_reversed");
    QVERIFY2(f, qPrintable(codes(placed->findings)));
    QCOMPARE(f->measurement("frames")->value, 6.0);
    QVERIFY(QString::fromStdString(f->evidence[0])
                .contains("its position is slice 5, the image it was derived from is slice 0"));
}

// ct_thickness: 4 x 6 pixels of 0.5 mm, slices at z = 0..4. One full frame on slice 0, one on slice 1 shifted
// 1 mm (2 columns) along +x, one at z = 5 (a slice past the last).
void TestSegPlacement::beyondTheImageIsClippedAndCounted()
{
    const io::DicomSegObject object = readSeg("synthetic/beyond.dcm");
    const auto ref = testing::loadReference("synthetic/ct_thickness");
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY(placed.ok());
    QVERIFY2(placed->onReferenceGrid, placed->gridSource.c_str());
    const Finding* f = findFinding(placed->findings, "seg.beyond_image");
    QVERIFY2(f, qPrintable(codes(placed->findings)));
    QCOMPARE(f->measurement("voxels_beyond")->value, 24.0 + 8.0);
    QCOMPARE(f->measurement("max_distance")->value, 1.0);
    QCOMPARE(f->measurement("max_distance_voxels")->value, 2.0);
    // What is inside is where the oracle says: all of frame 1, frame 2 but its last two columns.
    auto expected = testing::readExpected("beyond").at(1);
    std::erase_if(expected, [](const testing::Point& p) { return p[0] > 2.5 + 1e-6 || p[2] > 4.0 + 1e-6; });
    const QString why =
        testing::comparePoints(expected, testing::placedPoints(*placed, object, 1, &ref.reference));
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

// Slices 1.0 mm apart, SliceThickness 1.25; frames written 1.25 mm apart: off the planes by 0, +0.25, +0.5
// (or -0.5), -0.25 mm; placed on the SEG's own grid.
void TestSegPlacement::sliceThicknessSpacingIsNamed()
{
    const io::DicomSegObject object = readSeg("synthetic/thickness_spacing.dcm");
    const auto ref = testing::loadReference("synthetic/ct_thickness");
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY(placed.ok());
    QVERIFY(!placed->onReferenceGrid);
    const Finding* f = findFinding(placed->findings, "seg.frames_off_slice_planes");
    QVERIFY2(f, qPrintable(codes(placed->findings)));
    QVERIFY2(QString::fromStdString(f->message).contains("the image's SliceThickness"), f->message.c_str());
    QCOMPARE(f->measurement("max_offset")->value, 0.5);
    QCOMPARE(f->measurement("max_offset_voxels")->value, 0.5);
    QCOMPARE(f->measurement("frames_off_plane")->value, 3.0);
    QCOMPARE(f->measurement("seg_frame_spacing")->value, 1.25);
    QCOMPARE(f->measurement("image_slice_spacing")->value, 1.0);
    QCOMPARE(placed->geometry.size[2], std::int64_t(4));
    QVERIFY(std::abs(placed->geometry.spacing[2] - 1.25) < 1e-9);
    QVERIFY2(QString::fromStdString(placed->gridSource).contains("own frames (4 positions, 1.25 mm apart)"),
             placed->gridSource.c_str());
    const QString why = compareAll(*placed, object, "thickness_spacing", nullptr);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestSegPlacement::withoutReferenceUsesOwnGrid()
{
    const io::DicomSegObject object = readSeg("synthetic/oblique.dcm");
    auto placed = io::placeSegFrames(object, nullptr);
    QVERIFY(placed.ok());
    QVERIFY(!placed->onReferenceGrid);
    QVERIFY(hasFinding(placed->findings, "seg.own_grid"));
    QCOMPARE(placed->geometry.size, (volume::Index3{4, 6, 4}));
    const QString why = compareAll(*placed, object, "oblique", nullptr);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    // Sparse frames at uneven positions: the own grid cannot hold them exactly, and says so.
    auto sparse = io::placeSegFrames(readSeg("synthetic/sparse_random.dcm"), nullptr);
    QVERIFY(sparse.ok());
    const Finding* f = findFinding(sparse->findings, "seg.uneven_frame_spacing");
    QVERIFY2(f, qPrintable(codes(sparse->findings)));
    QVERIFY(f->measurement("max_deviation")->value > 0.1);
}

// 10 frames of 128 x 120 (19 KB of bits, left on disk by DCMTK) followed by DataSetTrailingPadding: the
// reader cannot take the pixel data's offset from the file's end and reads it after the parse.
void TestSegPlacement::pixelDataThatDoesNotEndTheFile()
{
    const io::DicomSegObject object = readSeg("synthetic/trailing_padding.dcm");
    QCOMPARE(object.frames.size(), std::size_t(10));
    for (const io::SegFrame& f : object.frames)
        QVERIFY(!f.empty);
    auto placed = io::placeSegFrames(object, nullptr);
    QVERIFY(placed.ok());
    QCOMPARE(placed->geometry.size, (volume::Index3{120, 128, 10}));
    const QString why = compareAll(*placed, object, "trailing_padding", nullptr);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestSegPlacement::referencesAreChecked()
{
    io::DicomSegObject object = readSeg("synthetic/sparse_random.dcm");
    const auto ref = testing::loadReference("synthetic/ct_uneven");
    object.referencedSeriesUid = "1.2.3.4";
    object.frameOfReferenceUid = "1.2.3.5";
    object.referencedSopInstanceUids.push_back("1.2.3.6");
    auto placed = io::placeSegFrames(object, &ref.reference);
    QVERIFY(placed.ok());
    QVERIFY2(hasFinding(placed->findings, "seg.series_mismatch"), qPrintable(codes(placed->findings)));
    QVERIFY(hasFinding(placed->findings, "seg.frame_of_reference_mismatch"));
    const Finding* f = findFinding(placed->findings, "seg.instances_missing");
    QVERIFY(f);
    QCOMPARE(f->measurement("missing_instances")->value, 1.0);
    QCOMPARE(f->evidence, std::vector<std::string>{"not in the image: 1.2.3.6"});
    object.referencedSeriesUid.clear();
    auto missing = io::placeSegFrames(object, &ref.reference);
    QVERIFY(missing.ok());
    QVERIFY(hasFinding(missing->findings, "seg.references_missing"));
}

QTEST_GUILESS_MAIN(TestSegPlacement)
#include "tst_segplacement.moc"
