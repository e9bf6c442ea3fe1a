// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Elements stored with VR UN in explicit-VR files, as anonymisers and PACS write them: a real file
// (pydicom's CT_small) rewritten with DCMTK so that its identity, geometry and rescale tags are UN
// must load exactly as the original.
#include "dicomtestsupport.h"
#include "io/dicom/dicomreader.h"
#include "io/dicom/dicomtags.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

using namespace scansleuth;

namespace {

const std::vector<std::pair<unsigned, unsigned>> kUnTags = {
    {0x0008, 0x0060}, // Modality
    {0x0008, 0x0070}, // Manufacturer
    {0x0020, 0x000e}, // SeriesInstanceUID
    {0x0020, 0x0032}, // ImagePositionPatient
    {0x0020, 0x0037}, // ImageOrientationPatient
    {0x0028, 0x0030}, // PixelSpacing
    {0x0018, 0x0050}, // SliceThickness
    {0x0028, 0x1052}, // RescaleIntercept
    {0x0028, 0x1053}, // RescaleSlope
};

Result<io::LoadedImage> load(const std::string& path)
{
    auto scan = io::scanDicom(path);
    if (!scan)
        return scan.error();
    if (scan->series.size() != 1)
        return makeError(ErrorKind::Invalid, std::to_string(scan->series.size()) + " series");
    return io::loadDicomSeries(scan->series.front());
}

} // namespace

class TestDicomUnVr : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unElementsReadWithTheirDictionaryVr();
    void tagBrowserShowsUnElementsAsText();
};

void TestDicomUnVr::unElementsReadWithTheirDictionaryVr()
{
    const QString original =
        QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/dicom/mr_small_single_slice_ts/CT_small.dcm");
    QTemporaryDir dir;
    const std::string copy = dir.path().toStdString() + "/CT_small_un.dcm";
    std::error_code ec;
    QVERIFY2(std::filesystem::copy_file(original.toStdString(), copy, ec), ec.message().c_str());
    const std::string error = testing::rewriteAsUn(copy, kUnTags);
    QVERIFY2(error.empty(), error.c_str());
    for (const auto& [group, element] : kUnTags)
        QVERIFY2(testing::storedAsUn(copy, group, element), qPrintable(QString("(%1,%2) not stored as UN")
                                                                           .arg(group, 4, 16, QChar('0'))
                                                                           .arg(element, 4, 16, QChar('0'))));

    auto reference = load(original.toStdString());
    QVERIFY2(reference.ok(), reference.ok() ? "" : reference.error().message.c_str());
    auto image = load(copy);
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    // Text values as the file states them (dcmdump of CT_small.dcm), and as the original loads.
    QCOMPARE(image->modality, std::string("CT"));
    QCOMPARE(image->dicom->manufacturer, std::string("GE MEDICAL SYSTEMS"));
    QCOMPARE(image->seriesUid, reference->seriesUid);
    // Geometry: ImagePositionPatient -158.135803\-179.035797\-75.699997, PixelSpacing
    // 0.661468\0.661468, axial; and identical to the original's in every number.
    const volume::Geometry& g = image->geometry();
    const volume::Geometry& r = reference->geometry();
    QVERIFY(std::abs(g.origin[0] - -158.135803) < 1e-6);
    QVERIFY(std::abs(g.origin[1] - -179.035797) < 1e-6);
    QVERIFY(std::abs(g.origin[2] - -75.699997) < 1e-6);
    QVERIFY(std::abs(g.spacing[0] - 0.661468) < 1e-6);
    QCOMPARE(g.origin, r.origin);
    QCOMPARE(g.spacing, r.spacing);
    QCOMPARE(g.direction, r.direction);
    QCOMPARE(g.size, r.size);
    QCOMPARE(image->volumes.front().rescale().slope, reference->volumes.front().rescale().slope);
    QCOMPARE(image->volumes.front().rescale().intercept, reference->volumes.front().rescale().intercept);
    QVERIFY(!findFinding(image->findings, "dicom.missing_geometry"));
}

void TestDicomUnVr::tagBrowserShowsUnElementsAsText()
{
    const QString original =
        QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/dicom/mr_small_single_slice_ts/CT_small.dcm");
    QTemporaryDir dir;
    const std::string copy = dir.path().toStdString() + "/CT_small_un.dcm";
    std::error_code ec;
    QVERIFY2(std::filesystem::copy_file(original.toStdString(), copy, ec), ec.message().c_str());
    QVERIFY(testing::rewriteAsUn(copy, kUnTags).empty());
    auto tags = io::readDicomTags(copy);
    QVERIFY(tags.ok());
    auto modality = std::find_if(tags->begin(), tags->end(),
                                 [](const io::DicomTag& t) { return t.tag == "(0008,0060)"; });
    QVERIFY(modality != tags->end());
    QCOMPARE(modality->value, std::string("CT"));
    QCOMPARE(modality->vr, std::string("CS"));
}

QTEST_APPLESS_MAIN(TestDicomUnVr)
#include "tst_dicomunvr.moc"
