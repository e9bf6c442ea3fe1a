// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The DICOM reader against real files: dcm2niix's NIfTI output in world space, the transfer
// syntaxes against each other, and the nibabel/pydicom cross-check values in expected_geometry.json.
#include "dicomtestsupport.h"
#include "io/dicom/dicomreader.h"
#include "io/imageloader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <clocale>
#include <set>

using namespace scansleuth;

namespace {

QString dataPath(const QString& relative)
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR) + "/" + relative;
}

// Scans `path` and returns its only series (fails the test otherwise).
bool scanSingle(const QString& path, io::DicomSeriesEntry& out)
{
    auto scan = io::scanDicom(path.toStdString());
    if (!scan) {
        qWarning("%s: %s", qPrintable(path), scan.error().message.c_str());
        return false;
    }
    if (scan->series.size() != 1) {
        qWarning("%s: %zu series", qPrintable(path), scan->series.size());
        return false;
    }
    out = scan->series.front();
    return true;
}

bool near(const volume::Vec3& a, const QJsonArray& b, double tol)
{
    for (int i = 0; i < 3; ++i)
        if (std::abs(a[static_cast<std::size_t>(i)] - b[i].toDouble()) > tol)
            return false;
    return true;
}

} // namespace

class TestDicomReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesDcm2niix_data();
    void matchesDcm2niix();
    void transferSyntaxesDecodeIdentically_data();
    void transferSyntaxesDecodeIdentically();
    void matchesExpectedGeometry_data();
    void matchesExpectedGeometry();
    void seriesLayout_data();
    void seriesLayout();
    void dicomSegLoadsAsBinaryMask();
    void foldersSplitBySeriesNumberWithUniqueLabels();
    void recognisesDicomFiles_data();
    void recognisesDicomFiles();
    void loadsTwiceFromTheHeaderCache();
    void readsUnderACommaDecimalLocale();
};

void TestDicomReader::matchesDcm2niix_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("reference");
    QTest::addRow("enhanced_siemens_xa10")
        << "dicom/enhanced_siemens_xa10/dicom"
        << "dicom/enhanced_siemens_xa10/ref/Siemens_REST1_w_SMS_PF7-8_6.nii";
    QTest::addRow("ge_epi4d")
        << "dicom/ge_epi4d_slices_inferior_to_superior/dicom"
        << "dicom/ge_epi4d_slices_inferior_to_superior/ref/DCM2NIIX_regression_test_4.nii";
    QTest::addRow("mosaic_jpeg2000") << "dicom/mosaic_jpeg2000/dicom"
                                     << "dicom/mosaic_jpeg2000/ref/fMRI_MB_int_26.nii";
    QTest::addRow("mosaic_jpeg_lossless") << "dicom/mosaic_jpeg_lossless/dicom"
                                          << "dicom/mosaic_jpeg_lossless/ref/fMRI_MB_asc_25.nii";
    QTest::addRow("orient_mosaic_axial") << "dicom/orient_mosaic_axial/dicom"
                                         << "dicom/orient_mosaic_axial/ref/ax_asc_36sl_9.nii";
    QTest::addRow("siemens_epi_mosaic_pe_ap") << "dicom/siemens_epi_mosaic_pe_ap/dicom"
                                              << "dicom/siemens_epi_mosaic_pe_ap/ref/EPI_PE=AP_3.nii";
    for (int i = 1; i <= 9; ++i)
        QTest::addRow("ts_%d", i) << QString("dicom/ts_transfer_syntaxes/dicom/%1.dcm").arg(i)
                                  << QString("dicom/ts_transfer_syntaxes/ref/%1.nii").arg(i);
}

void TestDicomReader::matchesDcm2niix()
{
    QFETCH(QString, input);
    QFETCH(QString, reference);
    io::DicomSeriesEntry series;
    QVERIFY(scanSingle(dataPath(input), series));
    auto image = io::loadDicomSeries(series);
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    auto ref = testing::readReferenceNifti(dataPath(reference).toStdString());
    QVERIFY(ref.ok());
    QCOMPARE(image->volumes.size(), ref->size());
    for (std::size_t v = 0; v < ref->size(); ++v) {
        double affineError = 0;
        const double voxelError = testing::compareCanonical(image->volumes[v], (*ref)[v], affineError);
        QVERIFY2(voxelError >= 0, "grids differ in size");
        QVERIFY2(affineError < 1e-3, qPrintable(QString("affine differs by %1 mm").arg(affineError)));
        QVERIFY2(voxelError == 0,
                 qPrintable(QString("volume %1: voxels differ by %2").arg(v).arg(voxelError)));
    }
}

void TestDicomReader::transferSyntaxesDecodeIdentically_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("baseline");
    for (int i = 2; i <= 9; ++i)
        QTest::addRow("ts_%d", i) << QString("dicom/ts_transfer_syntaxes/dicom/%1.dcm").arg(i)
                                  << "dicom/ts_transfer_syntaxes/dicom/1.dcm";
    for (const char* name : {"MR_small_RLE", "MR_small_bigendian", "MR_small_expb", "MR_small_implicit",
                             "MR_small_jp2klossless", "MR_small_jpeg_ls_lossless"})
        QTest::addRow("%s", name) << QString("dicom/mr_small_single_slice_ts/%1.dcm").arg(name)
                                  << "dicom/mr_small_single_slice_ts/MR_small.dcm";
}

void TestDicomReader::transferSyntaxesDecodeIdentically()
{
    QFETCH(QString, file);
    QFETCH(QString, baseline);
    io::DicomSeriesEntry a, b;
    QVERIFY(scanSingle(dataPath(file), a));
    QVERIFY(scanSingle(dataPath(baseline), b));
    auto ia = io::loadDicomSeries(a);
    auto ib = io::loadDicomSeries(b);
    QVERIFY2(ia.ok(), ia.ok() ? "" : (ia.error().message + " " + ia.error().detail).c_str());
    QVERIFY(ib.ok());
    QCOMPARE(ia->volumes.size(), ib->volumes.size());
    QVERIFY(ia->geometry() == ib->geometry());
    QVERIFY(ia->volumes.front().sameVoxels(ib->volumes.front()));
    QVERIFY(!hasFinding(ia->findings, "dicom.undecodable_transfer_syntax"));
}

void TestDicomReader::matchesExpectedGeometry_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("expected");
    QFile json(dataPath("expected_geometry.json"));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject files = QJsonDocument::fromJson(json.readAll()).object().value("files").toObject();
    for (auto it = files.begin(); it != files.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        if (o.value("kind").toString() == "dicom")
            QTest::addRow("%s", qPrintable(it.key())) << dataPath(it.key()) << o;
    }
}

void TestDicomReader::matchesExpectedGeometry()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, expected);
    auto scan = io::scanDicom(path.toStdString());
    QVERIFY(scan.ok());
    if (scan->series.empty() && !scan->segmentations.empty()) {
        // A DICOM SEG is a mask, not an image series: listed apart, placed by its own frames (tests/seg).
        QCOMPARE(scan->segmentations.front().kind, std::string("seg"));
        auto loaded = io::loadPath(path.toStdString());
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->images.back().format, io::Format::DicomSeg);
        QCOMPARE(loaded->images.back().geometry().size[0], std::int64_t(expected.value("columns").toInt()));
        QCOMPARE(loaded->images.back().geometry().size[1], std::int64_t(expected.value("rows").toInt()));
        return;
    }
    QVERIFY(!scan->series.empty());
    const io::DicomSeriesInfo& info = scan->series.front().info;
    QCOMPARE(info.rows, expected.value("rows").toInt());
    QCOMPARE(info.columns, expected.value("columns").toInt());
    QCOMPARE(info.mosaic, expected.value("mosaic").toBool());
    const QJsonArray iop = expected.value("image_orientation_patient").toArray();
    for (int i = 0; i < 6; ++i)
        QVERIFY(std::abs(info.imageOrientation[static_cast<std::size_t>(i)] - iop[i].toDouble()) < 1e-5);
    const QJsonArray spacing = expected.value("pixel_spacing_row_col").toArray();
    QVERIFY(std::abs(info.pixelSpacing[0] - spacing[0].toDouble()) < 1e-5);
    QVERIFY(std::abs(info.pixelSpacing[1] - spacing[1].toDouble()) < 1e-5);
    const auto& o = info.imageOrientation;
    const volume::Vec3 normal = volume::normalized(volume::cross({o[0], o[1], o[2]}, {o[3], o[4], o[5]}));
    QVERIFY(near(normal, expected.value("slice_normal_row_x_col").toArray(), 1e-5));
    std::set<std::string> syntaxes;
    for (const auto& s : scan->series)
        syntaxes.insert(s.info.transferSyntaxes.begin(), s.info.transferSyntaxes.end());
    std::set<std::string> expectedSyntaxes;
    for (const auto& v : expected.value("transfer_syntaxes").toArray())
        expectedSyntaxes.insert(v.toString().toStdString());
    QVERIFY(syntaxes == expectedSyntaxes);
    if (info.mosaic)
        return; // the mosaic's one stored position is checked against dcm2niix in matchesDcm2niix
    if (expected.contains("ipp_first"))
        QVERIFY(near(info.slices.front().position, expected.value("ipp_first").toArray(), 1e-3));
    if (!expected.contains("ipp_lowest_along_normal"))
        return;
    const int spv = info.slicesPerVolume;
    QCOMPARE(spv, expected.value("n_distinct_slice_locations").toInt());
    QVERIFY(near(info.slices.front().position, expected.value("ipp_lowest_along_normal").toArray(), 1e-3));
    QVERIFY(near(info.slices[static_cast<std::size_t>(spv - 1)].position,
                 expected.value("ipp_highest_along_normal").toArray(), 1e-3));
    const QJsonArray gaps = expected.value("slice_gap_min_max_mm").toArray();
    for (int k = 1; k < spv; ++k) {
        const double gap = info.slices[static_cast<std::size_t>(k)].positionAlongNormal -
                           info.slices[static_cast<std::size_t>(k - 1)].positionAlongNormal;
        QVERIFY(gap >= gaps[0].toDouble() - 1e-3 && gap <= gaps[1].toDouble() + 1e-3);
    }
    const QString order = expected.value("instance_number_vs_position_along_normal").toString();
    const Finding* f = findFinding(scan->series.front().findings, "dicom.instance_order_not_spatial");
    if (order == "increasing")
        QVERIFY(f == nullptr);
    else if (order == "decreasing")
        QVERIFY(f && f->message.find("reverse") != std::string::npos);
}

void TestDicomReader::seriesLayout_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("slices");
    QTest::addColumn<int>("volumes");
    QTest::addColumn<int>("files");
    QTest::addRow("enhanced xa10: 4 files x 6 frames")
        << "dicom/enhanced_siemens_xa10/dicom" << 64 << 64 << 6 << 4 << 4;
    QTest::addRow("GE 4D: 150 files")
        << "dicom/ge_epi4d_slices_inferior_to_superior/dicom" << 64 << 64 << 15 << 10 << 150;
    QTest::addRow("mosaic 86x86x36x2") << "dicom/mosaic_jpeg_lossless/dicom" << 86 << 86 << 36 << 2 << 2;
    QTest::addRow("mosaic 72x72x5x2") << "dicom/siemens_epi_mosaic_pe_ap/dicom" << 72 << 72 << 5 << 2 << 2;
    QTest::addRow("enhanced CT 2 frames")
        << "dicom/enhanced_ct_2frames/eCT_Supplemental.dcm" << 512 << 512 << 2 << 1 << 1;
}

void TestDicomReader::seriesLayout()
{
    QFETCH(QString, input);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, slices);
    QFETCH(int, volumes);
    QFETCH(int, files);
    io::DicomSeriesEntry series;
    QVERIFY(scanSingle(dataPath(input), series));
    QCOMPARE(series.info.volumeCount, volumes);
    QCOMPARE(series.info.slicesPerVolume, slices);
    QCOMPARE(static_cast<int>(series.files.size()), files);
    auto image = io::loadDicomSeries(series);
    QVERIFY(image.ok());
    QCOMPARE(image->format, io::Format::Dicom);
    QCOMPARE(static_cast<int>(image->volumes.size()), volumes);
    QCOMPARE(image->geometry().size, (volume::Index3{columns, rows, slices}));
    QVERIFY(!image->seriesUid.empty());
    QVERIFY(image->dicom.has_value());
}

void TestDicomReader::dicomSegLoadsAsBinaryMask()
{
    // A SEG is listed as a mask of the series it references, never grouped as an image series (that dropped
    // segments sharing slices as duplicate positions).
    auto scan = io::scanDicom(dataPath("overlay/dicom_seg").toStdString());
    QVERIFY(scan.ok());
    QVERIFY(scan->series.empty());
    QCOMPARE(scan->segmentations.size(), std::size_t{2});
    for (const auto& object : scan->segmentations) {
        QCOMPARE(object.kind, std::string("seg"));
        QVERIFY(!object.referencedSeriesUid.empty());
        QCOMPARE(object.referencedSeries, -1); // its CT is not in this folder
    }
    auto image = io::loadPath(dataPath("overlay/dicom_seg/liver.dcm").toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    QCOMPARE(image->images.size(), std::size_t{1});
    const io::LoadedImage& mask = image->images.front();
    QCOMPARE(mask.format, io::Format::DicomSeg);
    QCOMPARE(mask.geometry().size, (volume::Index3{512, 512, 3}));
    const auto [lo, hi] = volume::storedRange(mask.volumes.front());
    QCOMPARE(lo, 0.0);
    QCOMPARE(hi, 1.0);
    // The big-endian copy decodes to the same mask.
    auto be = io::loadPath(dataPath("overlay/dicom_seg/liver_expb.dcm").toStdString());
    QVERIFY2(be.ok(), be.ok() ? "" : be.error().message.c_str());
    QVERIFY(be->images.front().volumes.front().sameVoxels(mask.volumes.front()));
}

void TestDicomReader::foldersSplitBySeriesNumberWithUniqueLabels()
{
    auto scan = io::scanDicom(dataPath("dicom/ts_transfer_syntaxes").toStdString());
    QVERIFY(scan.ok());
    QCOMPARE(scan->series.size(), std::size_t{9});
    std::set<std::string> labels;
    for (const auto& s : scan->series)
        labels.insert(s.label);
    QCOMPARE(labels.size(), std::size_t{9});
    QVERIFY(labels.count("s001_ax_asc_35sl"));
    QVERIFY(hasFinding(scan->findings, "dicom.multiple_series"));
    // The .json/.nii files of ref/ are not DICOM: skipped and listed.
    QCOMPARE(scan->skippedFiles.size(), std::size_t{18});
    QVERIFY(scan->fileErrors.empty());
}

void TestDicomReader::recognisesDicomFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("isDicom");
    QTest::addRow("part 10 file") << "dicom/mr_small_single_slice_ts/MR_small.dcm" << true;
    QTest::addRow("mosaic without extension")
        << "dicom/orient_mosaic_axial/dicom/MR.1.3.12.2.1107.5.2.32.35131.2014031012525641770887330" << true;
    QTest::addRow("readme") << "dicom/ge_epi4d_slices_inferior_to_superior/dicom/README-Series.txt" << false;
    QTest::addRow("nifti") << "dicom/ts_transfer_syntaxes/ref/1.nii" << false;
    QTest::addRow("missing file") << "dicom/does_not_exist.dcm" << false;
}

void TestDicomReader::recognisesDicomFiles()
{
    QFETCH(QString, path);
    QFETCH(bool, isDicom);
    QCOMPARE(io::isDicomFile(dataPath(path).toStdString()), isDicom);
}

void TestDicomReader::loadsTwiceFromTheHeaderCache()
{
    io::DicomSeriesEntry series;
    QVERIFY(scanSingle(dataPath("dicom/ge_epi4d_slices_inferior_to_superior/dicom"), series));
    auto first = io::loadDicomSeries(series);
    auto second = io::loadDicomSeries(series);
    QVERIFY(first.ok() && second.ok());
    for (std::size_t v = 0; v < first->volumes.size(); ++v)
        QVERIFY(first->volumes[v].sameVoxels(second->volumes[v]));
}

// Qt applications call setlocale(LC_ALL, ""): on a German desktop the C library reads "0,5". Times
// like AcquisitionTime "125641.770000" must still parse (std::stod threw on ".77" there).
void TestDicomReader::readsUnderACommaDecimalLocale()
{
    const std::string previous = std::setlocale(LC_NUMERIC, nullptr);
    if (!std::setlocale(LC_NUMERIC, "de_DE.UTF-8"))
        QFAIL("The de_DE.UTF-8 locale is missing: generate it (install-deps runs locale-gen de_DE.UTF-8).");
    auto scan = io::scanDicom(dataPath("dicom/ts_transfer_syntaxes/dicom/1.dcm").toStdString());
    std::string error = scan.ok() ? "" : scan.error().message + " | " + scan.error().detail;
    std::setlocale(LC_NUMERIC, previous.c_str());
    QVERIFY2(scan.ok(), error.c_str());
    QCOMPARE(scan->series.size(), std::size_t{1});
    QVERIFY(scan->series.front().info.slices.front().acquisitionTime > 0);
}

QTEST_GUILESS_MAIN(TestDicomReader)
#include "tst_dicomreader.moc"
