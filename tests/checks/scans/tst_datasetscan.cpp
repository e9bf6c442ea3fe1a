// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The corrupt-file scan of a dataset folder, on a folder built from copies of real fixtures with a few
// files broken on purpose (truncated, zeroed, garbage, empty): exactly the broken files are named, each
// with the loader's reason, and a NIfTI written with NaN/Inf voxels is found with the first voxel's place.
#include "checks/scans/datasetscan.h"
#include "checks/scans/datasetscanjson.h"
#include "io/nifti/niftiwriter.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <random>
#include <set>

using namespace scansleuth;
using namespace scansleuth::checks;
namespace fs = std::filesystem;

namespace {

const std::string kData = SCANSLEUTH_TEST_DATA_DIR;
const char* kMosaicA = "MR.1.3.12.2.1107.5.2.32.35131.2014031012525922908387440";
const char* kMosaicB = "MR.1.3.12.2.1107.5.2.32.35131.2014031012525641770887330";
const char* kEmptySlice = "MR.1.3.12.2.1107.5.2.32.35131.2014031012525999999999999";

void copyInto(const std::string& from, const std::string& toFolder, const std::string& name = {})
{
    fs::create_directories(toFolder);
    fs::copy_file(kData + "/" + from,
                  toFolder + "/" + (name.empty() ? fs::path(from).filename().string() : name),
                  fs::copy_options::overwrite_existing);
}

void writeBytes(const std::string& path, const std::string& bytes)
{
    fs::create_directories(fs::path(path).parent_path());
    std::ofstream(path, std::ios::binary) << bytes;
}

bool overwrite(const std::string& path, std::streamoff offset, const std::string& bytes)
{
    std::fstream f(path, std::ios::binary | std::ios::in | std::ios::out);
    f.seekp(offset);
    f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return bool(f);
}

void truncateTo(const std::string& path, double keep)
{
    fs::resize_file(path, static_cast<std::uintmax_t>(double(fs::file_size(path)) * keep));
}

// Overwrites the start of the first JPEG stream (SOI, the frame header) inside the encapsulated pixel data;
// the DICOM structure and every length stay as they were.
bool damageJpegStream(const std::string& path)
{
    std::fstream f(path, std::ios::binary | std::ios::in | std::ios::out);
    std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const std::size_t soi = bytes.find("\xFF\xD8\xFF");
    if (soi == std::string::npos)
        return false;
    f.seekp(static_cast<std::streamoff>(soi));
    const std::string zeros(64, '\0');
    f.write(zeros.data(), static_cast<std::streamsize>(zeros.size()));
    return bool(f);
}

volume::Geometry smallGeometry()
{
    volume::Geometry g;
    g.size = {4, 5, 6};
    g.spacing = {2, 2, 3};
    g.origin = {10, 20, 30};
    return g;
}

// A float32 volume of ones with the given voxels set to `values`.
volume::Volume volumeWith(const std::vector<volume::Index3>& at, const std::vector<float>& values)
{
    auto v = volume::Volume::allocate(volume::PixelType::Float32, smallGeometry());
    auto voxels = v->voxels<float>();
    std::fill(voxels.begin(), voxels.end(), 1.0f);
    for (std::size_t n = 0; n < at.size(); ++n)
        voxels[v->linearIndex(at[n][0], at[n][1], at[n][2])] = values[n];
    return std::move(v).value();
}

const float kNan = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();

std::string reasons(const DatasetScan& scan)
{
    std::string text;
    for (const FileFailure& f : scan.failures)
        text += f.path + ": " + f.reason + " (" + f.detail + ")\n";
    return text;
}

} // namespace

class TestDatasetScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void namesExactlyTheBrokenFiles();
    void brokenFileReasons_data();
    void brokenFileReasons();
    void findings();
    void findsNonFiniteVoxelsInFile();
    void namesImagesWithErrorFindings();
    void nonFiniteCensus_data();
    void nonFiniteCensus();
    void bisectionNamesTheUndecodableFile_data();
    void bisectionNamesTheUndecodableFile();
    void badInput_data();
    void badInput();
    void cancels();
    void scansASingleFile_data();
    void scansASingleFile();
    void realFixturesHaveNoFalseAlarm_data();
    void realFixturesHaveNoFalseAlarm();
    void json();

private:
    QTemporaryDir m_tmp;
    std::string m_root;
    std::string m_bisectRoot;
    std::optional<DatasetScan> m_scan;
};

void TestDatasetScan::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    m_root = m_tmp.path().toStdString() + "/dataset";
    copyInto("nifti/edge_cases/minimal.nii.gz", m_root + "/case01");
    copyInto("nifti/orientations/RAS.nii.gz", m_root + "/case02");
    copyInto("nifti/nibabel_cases/anatomical.nii", m_root + "/case03", "anatomical_truncated.nii");
    truncateTo(m_root + "/case03/anatomical_truncated.nii", 0.5);
    writeBytes(m_root + "/case04/zeros.nii.gz",
               std::string(fs::file_size(kData + "/nifti/orientations/RAS.nii.gz"), '\0'));
    std::mt19937 rng(7);
    std::string garbage(4096, '\0');
    for (char& c : garbage)
        c = static_cast<char>(rng());
    writeBytes(m_root + "/case05/garbage.nii", garbage);
    // An extension-less DICOM series (Siemens mosaic) with an empty slice file beside it.
    copyInto(std::string("dicom/orient_mosaic_axial/dicom/") + kMosaicA, m_root + "/case06/dicom");
    copyInto(std::string("dicom/orient_mosaic_axial/dicom/") + kMosaicB, m_root + "/case06/dicom");
    writeBytes(m_root + "/case06/dicom/" + kEmptySlice, "");
    // A two-file JPEG-lossless series with one file cut short: the series fails, the bisection names
    // jpg2.dcm.
    copyInto("dicom/mosaic_jpeg_lossless/dicom/jpg1.dcm", m_root + "/case07/dicom");
    copyInto("dicom/mosaic_jpeg_lossless/dicom/jpg2.dcm", m_root + "/case07/dicom");
    truncateTo(m_root + "/case07/dicom/jpg2.dcm", 0.6);
    // The same series with jpg2's JPEG stream damaged but its header whole: the series fails to decode and
    // the bisection (each file loaded alone) names jpg2.dcm.
    // In a folder of its own: the same SOP instances twice in one tree would be grouped as one series.
    m_bisectRoot = m_tmp.path().toStdString() + "/bisect";
    copyInto("dicom/mosaic_jpeg_lossless/dicom/jpg1.dcm", m_bisectRoot + "/case11/dicom");
    copyInto("dicom/mosaic_jpeg_lossless/dicom/jpg2.dcm", m_bisectRoot + "/case11/dicom");
    QVERIFY(damageJpegStream(m_bisectRoot + "/case11/dicom/jpg2.dcm"));
    writeBytes(m_root + "/case08/empty.dcm", "");
    fs::create_directories(m_root + "/case09");
    fs::create_directories(m_root + "/case10");
    QVERIFY(io::writeNifti(m_root + "/case10/nan.nii", [] {
        volume::VolumeList list;
        list.push_back(volumeWith({{1, 2, 3}, {3, 4, 5}, {0, 0, 5}}, {kNan, kInf, kNan}));
        return list;
    }()));
    // Loads, but its sform is degenerate (srow_x all zero): an error-severity finding of the reader.
    fs::create_directories(m_root + "/case12");
    QVERIFY(io::writeNifti(m_root + "/case12/degenerate_sform.nii", [] {
        volume::VolumeList list;
        list.push_back(volumeWith({}, {}));
        return list;
    }()));
    QVERIFY(overwrite(m_root + "/case12/degenerate_sform.nii", 280, std::string(16, '\0')));
    writeBytes(m_root + "/README.txt", "BraTS-like test dataset\n");
    writeBytes(m_root + "/dataset.json", "{\"name\": \"test\"}\n");

    auto scan = scanDataset(m_root);
    QVERIFY2(scan.ok(), scan.ok() ? "" : scan.error().message.c_str());
    m_scan = std::move(scan).value();
}

void TestDatasetScan::namesExactlyTheBrokenFiles()
{
    std::set<std::string> named;
    for (const FileFailure& f : m_scan->failures)
        named.insert(fs::path(f.path).lexically_relative(m_root).string());
    const std::set<std::string> expected = {
        "case03/anatomical_truncated.nii",          "case04/zeros.nii.gz",   "case05/garbage.nii",
        std::string("case06/dicom/") + kEmptySlice, "case07/dicom/jpg2.dcm", "case08/empty.dcm"};
    QVERIFY2(named == expected, reasons(*m_scan).c_str());
    // minimal, RAS, the mosaic series, jpg1.dcm of case07 (jpg2's header is cut: the series is jpg1 alone),
    // nan.nii, degenerate_sform.nii
    QCOMPARE(m_scan->imagesLoaded, std::int64_t(6));
    QCOMPARE(m_scan->filesSkipped, std::int64_t(2)); // README.txt, dataset.json
    QCOMPARE(m_scan->emptyFolders, std::vector<std::string>{m_root + "/case09"});
}

void TestDatasetScan::brokenFileReasons_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");

    QTest::addRow("truncated NIfTI") << "case03/anatomical_truncated.nii"
                                     << "corrupt"
                                     << "shorter than its header says";
    QTest::addRow("zeroed gzip") << "case04/zeros.nii.gz"
                                 << "corrupt"
                                 << "not a NIfTI or Analyze image";
    QTest::addRow("garbage NIfTI") << "case05/garbage.nii"
                                   << "corrupt"
                                   << "not a NIfTI or Analyze image";
    QTest::addRow("empty extension-less slice")
        << (std::string("case06/dicom/") + kEmptySlice).c_str() << "corrupt"
        << "not DICOM although the files beside it are";
    QTest::addRow("truncated DICOM in a series") << "case07/dicom/jpg2.dcm"
                                                 << "corrupt"
                                                 << "damaged or truncated";
    QTest::addRow("empty .dcm") << "case08/empty.dcm"
                                << "corrupt"
                                << "empty (0 bytes)";
}

void TestDatasetScan::brokenFileReasons()
{
    QFETCH(QString, file);
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    const std::string path = m_root + "/" + file.toStdString();
    auto it = std::find_if(m_scan->failures.begin(), m_scan->failures.end(),
                           [&](const FileFailure& f) { return f.path == path; });
    QVERIFY2(it != m_scan->failures.end(), reasons(*m_scan).c_str());
    QCOMPARE(QString::fromStdString(it->kind), kind);
    QVERIFY2(QString::fromStdString(it->reason).contains(reason), (it->reason + " | " + it->detail).c_str());
    const Finding* f = findFinding(m_scan->findings, "dataset.unreadable_file");
    QVERIFY(f);
    const std::string line = file.toStdString() + ": " + it->reason;
    QVERIFY(std::any_of(f->evidence.begin(), f->evidence.end(),
                        [&](const std::string& e) { return e.rfind(line, 0) == 0; }));
}

void TestDatasetScan::findings()
{
    const Findings& f = m_scan->findings;
    QVERIFY(hasFinding(f, "dataset.unreadable_file"));
    QCOMPARE(findFinding(f, "dataset.unreadable_file")->severity, Severity::Error);
    QCOMPARE(findFinding(f, "dataset.unreadable_file")->measurement("unreadable_files")->value, 6.0);
    QVERIFY(hasFinding(f, "dataset.nonfinite_values"));
    QVERIFY(hasFinding(f, "dataset.empty_folder"));
    QCOMPARE(findFinding(f, "dataset.empty_folder")->evidence, std::vector<std::string>{"case09/"});
    QCOMPARE(f.back().code, std::string("dataset.summary"));
    QCOMPARE(f.back().measurement("images_loaded")->value, 6.0);
    QCOMPARE(f.back().measurement("dicom_series")->value, 2.0);
}

void TestDatasetScan::findsNonFiniteVoxelsInFile()
{
    QCOMPARE(m_scan->nonfinite.size(), std::size_t(1));
    const NonFiniteVolume& v = m_scan->nonfinite.front();
    QCOMPARE(v.path, m_root + "/case10/nan.nii");
    QCOMPARE(v.count, std::int64_t(3));
    QCOMPARE(v.nanCount, std::int64_t(2));
    QCOMPARE(v.infCount, std::int64_t(1));
    QCOMPARE(v.voxelCount, std::int64_t(120));
    QCOMPARE(v.fraction, 3.0 / 120.0);
    QCOMPARE(v.firstIndex, (volume::Index3{1, 2, 3}));
    QCOMPARE(v.firstLps, (volume::Vec3{12, 24, 39}));
    const Finding* f = findFinding(m_scan->findings, "dataset.nonfinite_values");
    QVERIFY(f);
    QCOMPARE(f->evidence.front(),
             std::string("case10/nan.nii: 3 non-finite voxels (2 NaN, 1 Inf; 2.500%), first at "
                         "voxel (1, 2, 3) = LPS (12.0, 24.0, 39.0) mm"));
}

void TestDatasetScan::namesImagesWithErrorFindings()
{
    QCOMPARE(m_scan->flagged.size(), std::size_t(1));
    QCOMPARE(m_scan->flagged.front().path, m_root + "/case12/degenerate_sform.nii");
    QVERIFY(hasFinding(m_scan->flagged.front().findings, "nifti.non_orthonormal_directions"));
    const Finding* f = findFinding(m_scan->findings, "dataset.image_errors");
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    QVERIFY(QString::fromStdString(f->evidence.front())
                .startsWith("case12/degenerate_sform.nii: nifti.non_orthonormal_directions: "));
}

void TestDatasetScan::nonFiniteCensus_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("nan");
    QTest::addColumn<qint64>("inf");
    QTest::addColumn<qint64>("firstLinear");

    QTest::addRow("all finite") << "finite" << qint64(0) << qint64(0) << qint64(-1);
    QTest::addRow("NaN first in storage order, not in argument order")
        << "mixed" << qint64(1) << qint64(2) << qint64(7);
    QTest::addRow("negative infinity") << "neginf" << qint64(0) << qint64(1) << qint64(119);
    QTest::addRow("NaN rescale slope makes all NaN") << "nanslope" << qint64(120) << qint64(0) << qint64(0);
    QTest::addRow("integers are always finite") << "int16" << qint64(0) << qint64(0) << qint64(-1);
}

void TestDatasetScan::nonFiniteCensus()
{
    QFETCH(QString, kind);
    QFETCH(qint64, nan);
    QFETCH(qint64, inf);
    QFETCH(qint64, firstLinear);
    volume::Volume v;
    if (kind == "finite")
        v = volumeWith({}, {});
    else if (kind == "mixed")
        v = volumeWith({{3, 4, 5}, {3, 1, 0}, {0, 3, 0}}, {kInf, kNan, -kInf});
    else if (kind == "neginf")
        v = volumeWith({{3, 4, 5}}, {-kInf});
    else if (kind == "nanslope") {
        v = volumeWith({}, {});
        v.setRescale({std::nan(""), 0.0});
    } else {
        v = std::move(volume::Volume::allocate(volume::PixelType::Int16, smallGeometry())).value();
        std::fill(v.voxels<std::int16_t>().begin(), v.voxels<std::int16_t>().end(), std::int16_t(-1000));
    }
    const NonFiniteVolume r = nonFiniteVoxels(v);
    QCOMPARE(r.nanCount, nan);
    QCOMPARE(r.infCount, inf);
    QCOMPARE(r.count, nan + inf);
    if (firstLinear >= 0)
        QCOMPARE(v.linearIndex(r.firstIndex[0], r.firstIndex[1], r.firstIndex[2]), firstLinear);
}

void TestDatasetScan::bisectionNamesTheUndecodableFile_data()
{
    QTest::addColumn<bool>("bisect");
    QTest::addColumn<QString>("named");

    QTest::addRow("bisection names the file") << true << "case11/dicom/jpg2.dcm";
    QTest::addRow("without it, the series' folder") << false << "case11/dicom";
}

void TestDatasetScan::bisectionNamesTheUndecodableFile()
{
    QFETCH(bool, bisect);
    QFETCH(QString, named);
    DatasetScanOptions options;
    options.bisectFailedSeries = bisect;
    auto scan = scanDataset(m_bisectRoot, options);
    QVERIFY(scan.ok());
    QCOMPARE(scan->failures.size(), std::size_t(1));
    const FileFailure& f = scan->failures.front();
    QCOMPARE(f.path, m_bisectRoot + "/" + named.toStdString());
    QVERIFY2(QString::fromStdString(f.reason).contains("pixel data could not be decoded"),
             (f.kind + ": " + f.reason + " | " + f.detail).c_str());
    QCOMPARE(QString::fromStdString(f.detail).startsWith("series "), !bisect);
    QCOMPARE(scan->dicomSeries, std::int64_t(1));
    QCOMPARE(scan->imagesLoaded, std::int64_t(0));
}

void TestDatasetScan::badInput_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("expected");

    QTest::addRow("missing folder") << "missing"
                                    << "does not exist";
    QTest::addRow("empty folder") << "empty"
                                  << "dataset.empty_folder";
    QTest::addRow("only non-image files") << "text"
                                          << "dataset.empty_folder";
}

void TestDatasetScan::badInput()
{
    QFETCH(QString, what);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    std::string path = dir.path().toStdString();
    if (what == "missing")
        path += "/no_such_dataset";
    if (what == "text")
        writeBytes(path + "/notes.md", "# notes\n");
    auto scan = scanDataset(path);
    if (what == "missing") {
        QVERIFY(!scan.ok());
        QCOMPARE(scan.error().kind, ErrorKind::NotFound);
        QVERIFY(QString::fromStdString(scan.error().message).contains(expected));
        return;
    }
    QVERIFY(scan.ok());
    QVERIFY(hasFinding(scan->findings, expected.toStdString()));
    QVERIFY(QString::fromStdString(findFinding(scan->findings, expected.toStdString())->message)
                .contains("No image file"));
}

void TestDatasetScan::scansASingleFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("failures");
    QTest::addColumn<int>("loaded");

    QTest::addRow("a broken NIfTI") << "case05/garbage.nii" << 1 << 0;
    QTest::addRow("an extension-less DICOM file")
        << (std::string("case06/dicom/") + kMosaicA).c_str() << 0 << 1;
    QTest::addRow("a NIfTI with NaN") << "case10/nan.nii" << 0 << 1;
}

void TestDatasetScan::scansASingleFile()
{
    QFETCH(QString, file);
    QFETCH(int, failures);
    QFETCH(int, loaded);
    auto scan = scanDataset(m_root + "/" + file.toStdString());
    QVERIFY(scan.ok());
    QCOMPARE(int(scan->failures.size()), failures);
    QCOMPARE(int(scan->imagesLoaded), loaded);
    QCOMPARE(scan->filesScanned, std::int64_t(1));
    if (failures > 0)
        QVERIFY(findFinding(scan->findings, "dataset.unreadable_file")
                    ->evidence.front()
                    .rfind(fs::path(file.toStdString()).filename().string() + ": ", 0) == 0);
}

void TestDatasetScan::cancels()
{
    int calls = 0;
    const Progress progress([&](double, const std::string&) { return ++calls < 3; });
    auto scan = scanDataset(m_root, {}, progress);
    QVERIFY(!scan.ok());
    QCOMPARE(scan.error().kind, ErrorKind::Cancelled);
}

void TestDatasetScan::realFixturesHaveNoFalseAlarm_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("nonfiniteFile");
    QTest::addColumn<qint64>("nonfiniteCount");

    // nibabel's resampled_anat_moved.nii holds 153 NaN of 1071 voxels, the first at voxel 0 (counted
    // independently from the raw big-endian float32 data).
    QTest::addRow("nifti") << "nifti"
                           << "nibabel_cases/resampled_anat_moved.nii" << qint64(153);
    QTest::addRow("dicom") << "dicom"
                           << "" << qint64(0);
    QTest::addRow("overlay") << "overlay"
                             << "" << qint64(0);
}

void TestDatasetScan::realFixturesHaveNoFalseAlarm()
{
    QFETCH(QString, folder);
    QFETCH(QString, nonfiniteFile);
    QFETCH(qint64, nonfiniteCount);
    const std::string root = kData + "/" + folder.toStdString();
    auto scan = scanDataset(root);
    QVERIFY(scan.ok());
    QVERIFY2(scan->failures.empty(), reasons(*scan).c_str());
    QVERIFY(scan->imagesLoaded > 0);
    QCOMPARE(scan->nonfinite.size(), std::size_t(nonfiniteCount > 0 ? 1 : 0));
    if (nonfiniteCount > 0) {
        QCOMPARE(scan->nonfinite.front().path, root + "/" + nonfiniteFile.toStdString());
        QCOMPARE(scan->nonfinite.front().nanCount, nonfiniteCount);
        QCOMPARE(scan->nonfinite.front().firstIndex, (volume::Index3{0, 0, 0}));
    }
}

void TestDatasetScan::json()
{
    const nlohmann::json j = toJson(*m_scan);
    QCOMPARE(j["failures"].size(), std::size_t(6));
    QCOMPARE(j["nonfinite"][0]["count"].get<int>(), 3);
    QCOMPARE(j["nonfinite"][0]["first_index"][2].get<int>(), 3);
    QCOMPARE(j["options"]["bisect_failed_series"].get<bool>(), true);
    QCOMPARE(j["images_loaded"].get<int>(), 6);
}

QTEST_GUILESS_MAIN(TestDatasetScan)
#include "tst_datasetscan.moc"
