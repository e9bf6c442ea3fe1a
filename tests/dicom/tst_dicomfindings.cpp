// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Series diagnostics on synthetic series written with DCMTK: one scenario per finding code, plus
// the grouping and sorting rules they rest on.
#include "dicomtestsupport.h"
#include "io/dicom/dicomreader.h"

#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <cmath>
#include <filesystem>

using namespace scansleuth;
using testing::SyntheticSlice;

namespace {

const double kPi = 3.14159265358979323846;

// Writes the scenario's files into `dir`; returns an error text or empty.
std::string writeScenario(const QString& scenario, const std::string& dir)
{
    SyntheticSlice base;
    if (scenario == "uneven")
        return testing::writeSyntheticSeries(dir, base, 6, 2.0, [](int k, SyntheticSlice& s) {
            if (k >= 3)
                (*s.position)[2] += 1.1;
        });
    if (scenario == "missing")
        return testing::writeSyntheticSeries(dir, base, 6, 2.0, [](int k, SyntheticSlice& s) {
            if (k >= 3)
                (*s.position)[2] += 2.0;
        });
    if (scenario == "duplicate") {
        std::string e = testing::writeSyntheticSeries(dir, base, 5, 2.0);
        SyntheticSlice extra = base;
        extra.instanceNumber = 6;
        extra.position = volume::Vec3{0, 0, 4.0};
        return e.empty() ? testing::writeSyntheticSlice(dir + "/extra.dcm", extra) : e;
    }
    if (scenario == "tilt")
        return testing::writeSyntheticSeries(dir, base, 5, 2.0, [](int k, SyntheticSlice& s) {
            (*s.position)[1] += 2.0 * k * std::tan(15.0 * kPi / 180.0);
            s.gantryTilt = 15.0;
        });
    if (scenario == "mixed orientations") {
        std::string e = testing::writeSyntheticSeries(dir, base, 3, 2.0);
        SyntheticSlice sagittal = base;
        sagittal.orientation = std::array<double, 6>{0, 1, 0, 0, 0, -1};
        for (int k = 0; k < 3 && e.empty(); ++k) {
            sagittal.instanceNumber = 10 + k;
            sagittal.position = volume::Vec3{2.0 * k, 0, 0};
            e = testing::writeSyntheticSlice(dir + "/sag_" + std::to_string(k) + ".dcm", sagittal);
        }
        return e;
    }
    if (scenario == "reversed instances")
        return testing::writeSyntheticSeries(dir, base, 5, 2.0,
                                             [](int k, SyntheticSlice& s) { s.instanceNumber = 5 - k; });
    if (scenario == "shuffled instances")
        return testing::writeSyntheticSeries(dir, base, 5, 2.0, [](int k, SyntheticSlice& s) {
            const int order[5] = {3, 1, 5, 2, 4};
            s.instanceNumber = order[k];
        });
    if (scenario == "rescale varies")
        return testing::writeSyntheticSeries(dir, base, 3, 2.0, [](int k, SyntheticSlice& s) {
            s.slope = 1.0 + k;
            s.intercept = -10.0 * k;
        });
    if (scenario == "multiple series") {
        std::string e = testing::writeSyntheticSeries(dir, base, 3, 2.0);
        SyntheticSlice other = base;
        other.seriesUid += ".2";
        other.seriesNumber = 2;
        other.instanceNumber = 1;
        return e.empty() ? testing::writeSyntheticSlice(dir + "/other.dcm", other) : e;
    }
    if (scenario == "frames without geometry") {
        SyntheticSlice multi = base;
        multi.frames = 4;
        multi.framesWithoutPosition = {2};
        return testing::writeSyntheticSlice(dir + "/multiframe.dcm", multi);
    }
    if (scenario == "undecodable") {
        SyntheticSlice mpeg = base;
        mpeg.transferSyntax = "1.2.840.10008.1.2.4.100"; // MPEG2 Main Profile @ Main Level
        return testing::writeSyntheticSlice(dir + "/mpeg.dcm", mpeg);
    }
    if (scenario == "missing positions")
        return testing::writeSyntheticSeries(dir, base, 3, 2.0,
                                             [](int, SyntheticSlice& s) { s.position.reset(); });
    if (scenario == "single slice")
        return testing::writeSyntheticSlice(dir + "/one.dcm", base);
    if (scenario == "duplicate files") {
        std::string e = testing::writeSyntheticSeries(dir, base, 3, 2.0);
        SyntheticSlice copy = base;
        copy.instanceNumber = 1;
        return e.empty() ? testing::writeSyntheticSlice(dir + "/copy_of_first.dcm", copy) : e;
    }
    if (scenario == "two echoes")
        return testing::writeSyntheticSeries(dir, base, 4, 0.0, [](int k, SyntheticSlice& s) {
            s.echoNumber = 1 + k / 2;
            (*s.position)[2] = 2.0 * (k % 2);
            s.sopUid = "1.2.3.4." + std::to_string(k);
        });
    return "unknown scenario";
}

std::vector<Finding> allFindings(const io::DicomScanResult& scan)
{
    std::vector<Finding> all = scan.findings;
    for (const auto& s : scan.series)
        all.insert(all.end(), s.findings.begin(), s.findings.end());
    return all;
}

} // namespace

class TestDicomFindings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reportsFinding_data();
    void reportsFinding();
    void cleanSeriesHasNoWarnings();
    void tiltAngleComesFromPositions();
    void varyingRescaleGivesRealValues();
    void sortsByPositionNotInstanceOrFileName();
    void fourDimensionalSeriesIsNotSplitByAcquisitionNumber();
    void echoesAreSplitIntoSeries();
    void byteOrdersDecodeIdentically_data();
    void byteOrdersDecodeIdentically();
    void enhancedFramesFormOneVolume();
    void rereadsHeadersOfChangedFiles();
};

void TestDicomFindings::reportsFinding_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("uneven spacing") << "uneven"
                                    << "dicom.uneven_slice_spacing"
                                    << "from 2 to 3.1 mm";
    QTest::addRow("missing slice") << "missing"
                                   << "dicom.missing_slices"
                                   << "1 slice(s) appear to be missing";
    QTest::addRow("duplicate position") << "duplicate"
                                        << "dicom.duplicate_positions"
                                        << "repeat a slice position";
    QTest::addRow("gantry tilt") << "tilt"
                                 << "dicom.gantry_tilt"
                                 << "15 degrees";
    QTest::addRow("mixed orientations") << "mixed orientations"
                                        << "dicom.mixed_orientations"
                                        << "2 different";
    QTest::addRow("instances reversed") << "reversed instances"
                                        << "dicom.instance_order_not_spatial"
                                        << "reverse";
    QTest::addRow("instances shuffled") << "shuffled instances"
                                        << "dicom.instance_order_not_spatial"
                                        << "shuffled";
    QTest::addRow("rescale varies") << "rescale varies"
                                    << "dicom.rescale_varies"
                                    << "3 pairs";
    QTest::addRow("multiple series") << "multiple series"
                                     << "dicom.multiple_series"
                                     << "2 series";
    QTest::addRow("frames without geometry") << "frames without geometry"
                                             << "dicom.frames_without_geometry"
                                             << "ImagePositionPatient";
    QTest::addRow("undecodable transfer syntax") << "undecodable"
                                                 << "dicom.undecodable_transfer_syntax"
                                                 << "1.2.840.10008.1.2.4.100";
    QTest::addRow("missing positions") << "missing positions"
                                       << "dicom.missing_geometry"
                                       << "ImagePositionPatient";
    QTest::addRow("single slice") << "single slice"
                                  << "dicom.single_slice"
                                  << "2 mm comes from SliceThickness";
    QTest::addRow("duplicate files") << "duplicate files"
                                     << "dicom.duplicate_instances"
                                     << "SOPInstanceUID";
    QTest::addRow("echoes split") << "two echoes"
                                  << "dicom.series_split"
                                  << "split into 2";
}

void TestDicomFindings::reportsFinding()
{
    QFETCH(QString, scenario);
    QFETCH(QString, code);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const std::string error = writeScenario(scenario, dir.path().toStdString());
    QVERIFY2(error.empty(), error.c_str());
    auto scan = io::scanDicom(dir.path().toStdString());
    QVERIFY2(scan.ok(), scan.ok() ? "" : scan.error().message.c_str());
    const auto findings = allFindings(*scan);
    const Finding* f = findFinding(findings, code.toStdString());
    QVERIFY2(f, qPrintable("no " + code));
    QVERIFY2(f->message.find(fragment.toStdString()) != std::string::npos, f->message.c_str());
    QVERIFY(!f->fix.empty() || f->severity == Severity::Info);
    for (const auto& s : scan->series)
        for (const auto& finding : s.findings)
            QVERIFY(!finding.message.empty() && finding.code.rfind("dicom.", 0) == 0);
}

void TestDicomFindings::cleanSeriesHasNoWarnings()
{
    QTemporaryDir dir;
    QVERIFY(testing::writeSyntheticSeries(dir.path().toStdString(), SyntheticSlice{}, 5, 2.0).empty());
    auto scan = io::scanDicom(dir.path().toStdString());
    QVERIFY(scan.ok());
    QCOMPARE(scan->series.size(), std::size_t{1});
    QVERIFY(scan->series.front().findings.empty());
    QVERIFY(scan->findings.empty());
}

void TestDicomFindings::tiltAngleComesFromPositions()
{
    QTemporaryDir dir;
    QVERIFY(writeScenario("tilt", dir.path().toStdString()).empty());
    auto scan = io::scanDicom(dir.path().toStdString());
    QVERIFY(scan.ok());
    const Finding* f = findFinding(scan->series.front().findings, "dicom.gantry_tilt");
    QVERIFY(f);
    QVERIFY(std::abs(f->measurement("tilt_angle")->value - 15.0) < 1e-6);
    QCOMPARE(f->measurement("tilt_angle")->unit, std::string("deg"));
    QVERIFY(f->measurement("in_plane_shift")->value > 0);
}

void TestDicomFindings::varyingRescaleGivesRealValues()
{
    QTemporaryDir dir;
    QVERIFY(writeScenario("rescale varies", dir.path().toStdString()).empty());
    auto scan = io::scanDicom(dir.path().toStdString());
    QVERIFY(scan.ok());
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY(image.ok());
    const auto& v = image->volumes.front();
    QCOMPARE(v.pixelType(), volume::PixelType::Float32);
    QVERIFY(v.rescale().isIdentity());
    for (int k = 0; k < 3; ++k)
        QCOMPARE(v.storedValue(2, 1, k), (1.0 + k) * testing::rampValue(k + 1, 2, 1, 5) - 10.0 * k);
}

void TestDicomFindings::sortsByPositionNotInstanceOrFileName()
{
    QTemporaryDir dir;
    // File names and instance numbers both run against the position.
    QVERIFY(testing::writeSyntheticSeries(dir.path().toStdString(), SyntheticSlice{}, 5, -2.0,
                                          [](int k, SyntheticSlice& s) { s.instanceNumber = 10 - k; })
                .empty());
    auto scan = io::scanDicom(dir.path().toStdString());
    QVERIFY(scan.ok());
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY(image.ok());
    const auto& g = image->geometry();
    QCOMPARE(g.origin[2], -8.0);
    QCOMPARE(g.spacing[2], 2.0);
    QCOMPARE(g.spacing[0], 0.75); // column spacing runs along the row
    QCOMPARE(g.spacing[1], 0.5);
    for (int k = 0; k < 5; ++k) // slice k is at z = -8 + 2k, written as file 4-k with instance 6+k
        QCOMPARE(image->volumes.front().storedValue(3, 2, k), double(testing::rampValue(6 + k, 3, 2, 5)));
}

void TestDicomFindings::fourDimensionalSeriesIsNotSplitByAcquisitionNumber()
{
    QTemporaryDir dir;
    QVERIFY(testing::writeSyntheticSeries(dir.path().toStdString(), SyntheticSlice{}, 6, 0.0,
                                          [](int k, SyntheticSlice& s) {
                                              s.acquisitionNumber = 2 - k / 3; // volume 2 first on disk
                                              (*s.position)[2] = 2.0 * (k % 3);
                                          })
                .empty());
    auto scan = io::scanDicom(dir.path().toStdString());
    QVERIFY(scan.ok());
    QCOMPARE(scan->series.size(), std::size_t{1});
    QCOMPARE(scan->series.front().info.volumeCount, 2);
    QCOMPARE(scan->series.front().info.slicesPerVolume, 3);
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY(image.ok());
    // Volume 0 is acquisition 1: instances 4..6.
    QCOMPARE(image->volumes[0].storedValue(0, 0, 0), double(testing::rampValue(4, 0, 0, 5)));
    QCOMPARE(image->volumes[1].storedValue(0, 0, 2), double(testing::rampValue(3, 0, 0, 5)));
    QVERIFY(!hasFinding(scan->series.front().findings, "dicom.duplicate_positions"));
}

void TestDicomFindings::echoesAreSplitIntoSeries()
{
    QTemporaryDir dir;
    QVERIFY(writeScenario("two echoes", dir.path().toStdString()).empty());
    auto scan = io::scanDicom(dir.path().toStdString());
    QVERIFY(scan.ok());
    QCOMPARE(scan->series.size(), std::size_t{2});
    QVERIFY(scan->series[0].label != scan->series[1].label);
    QCOMPARE(scan->series[1].label, std::string("s001_synthetic_e2"));
}

void TestDicomFindings::byteOrdersDecodeIdentically_data()
{
    QTest::addColumn<QString>("syntax");
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("signedness");
    for (const char* ts : {"1.2.840.10008.1.2", "1.2.840.10008.1.2.2", "1.2.840.10008.1.2.1.99"})
        for (int bits : {8, 16, 32})
            for (int pr : {0, 1}) {
                // DCMTK writes 32-bit samples in big endian as swapped 16-bit words (OW); readers differ.
                if (bits == 32 && std::string(ts) == "1.2.840.10008.1.2.2")
                    continue;
                QTest::addRow("%s %d bit %s", ts, bits, pr ? "signed" : "unsigned") << ts << bits << pr;
            }
}

void TestDicomFindings::byteOrdersDecodeIdentically()
{
    QFETCH(QString, syntax);
    QFETCH(int, bits);
    QFETCH(int, signedness);
    QTemporaryDir a, b;
    SyntheticSlice base;
    base.bitsAllocated = bits;
    base.pixelRepresentation = signedness;
    auto edit = [&](int k, SyntheticSlice& s) {
        for (int i = 0; i < s.rows * s.columns; ++i)
            s.values.push_back(signedness ? (i * 7 + k) % 100 - 50 : (i * 7 + k) % 200);
    };
    QVERIFY(testing::writeSyntheticSeries(a.path().toStdString(), base, 3, 2.0, edit).empty());
    base.transferSyntax = syntax.toStdString();
    QVERIFY(testing::writeSyntheticSeries(b.path().toStdString(), base, 3, 2.0, edit).empty());
    auto sa = io::scanDicom(a.path().toStdString());
    auto sb = io::scanDicom(b.path().toStdString());
    QVERIFY(sa.ok() && sb.ok());
    auto ia = io::loadDicomSeries(sa->series.front());
    auto ib = io::loadDicomSeries(sb->series.front());
    QVERIFY2(ib.ok(), ib.ok() ? "" : ib.error().detail.c_str());
    QVERIFY(ia.ok());
    QVERIFY(ia->volumes.front().sameVoxels(ib->volumes.front()));
    QCOMPARE(ia->volumes.front().storedValue(1, 0, 2),
             double(signedness ? (1 * 7 + 2) % 100 - 50 : (7 + 2) % 200));
}

void TestDicomFindings::enhancedFramesFormOneVolume()
{
    QTemporaryDir dir;
    SyntheticSlice multi;
    multi.frames = 4;
    multi.frameGap = -3.0;
    QVERIFY(testing::writeSyntheticSlice(dir.path().toStdString() + "/mf.dcm", multi).empty());
    auto scan = io::scanDicom(dir.path().toStdString());
    QVERIFY(scan.ok());
    const auto& info = scan->series.front().info;
    QVERIFY(info.multiFrame);
    QCOMPARE(info.slicesPerVolume, 4);
    QCOMPARE(info.slices.front().frame, 3); // frames stored in decreasing position: the last is lowest
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY(image.ok());
    QCOMPARE(image->geometry().spacing[2], 3.0);
    QCOMPARE(image->geometry().origin[2], -9.0);
}

void TestDicomFindings::rereadsHeadersOfChangedFiles()
{
    QTemporaryDir dir;
    QVERIFY(testing::writeSyntheticSeries(dir.path().toStdString(), SyntheticSlice{}, 3, 2.0).empty());
    auto scan = io::scanDicom(dir.path().toStdString());
    QVERIFY(scan.ok());
    // A newer modification time makes the cached header stale: it is read again.
    for (const auto& f : scan->series.front().files)
        std::filesystem::last_write_time(f, std::filesystem::last_write_time(f) + std::chrono::seconds(5));
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY(image.ok());
    QCOMPARE(image->volumes.front().storedValue(4, 3, 2), double(testing::rampValue(3, 4, 3, 5)));
    // A file that disappeared gives an error, not a crash.
    std::filesystem::remove(scan->series.front().files.back());
    auto missing = io::loadDicomSeries(scan->series.front());
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message.find("no longer exists") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestDicomFindings)
#include "tst_dicomfindings.moc"
