// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// leakage.same_acquisition on real 4D scans cut into one 3D file per time point (nibabel's functional run,
// dcm2niix's conversions of a GE EPI run and a Siemens XA10 multiband run, nibabel's example4d), their time
// points dealt to train and test in turn. The oracle is the construction: which 4D file a 3D file came
// from. The negative rows are real scans of different people moved onto one grid (tests/data/audit/
// make_common_grid.py), and single changes to a real pair: another patient, study, origin or direction.
#include "checks/audit/reduce/reduce.h"
#include "checks/audit/reduce/reduceinternal.h"
#include "io/nifti/niftireader.h"
#include "io/nifti/niftiwriter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>
#include <map>
#include <set>

using namespace scansleuth;
using namespace scansleuth::audit;

namespace {

const std::map<std::string, std::string>& runs()
{
    static const std::map<std::string, std::string> r = {
        {"functional", "nifti/nibabel_cases/functional.nii"},
        {"ge_epi", "dicom/ge_epi4d_slices_inferior_to_superior/ref/DCM2NIIX_regression_test_4.nii"},
        {"siemens_xa10", "dicom/enhanced_siemens_xa10/ref/Siemens_REST1_w_SMS_PF7-8_6.nii"},
        {"example4d", "nifti/nibabel_cases/example4d.nii.gz"},
    };
    return r;
}

std::string data(const std::string& relative)
{
    return std::string(SCANSLEUTH_TEST_DATA_DIR) + "/" + relative;
}

// Writes each time point of `source` as ROOT/{train,test}/RUN/tNNN.nii.gz, even ones to train and odd ones
// to test. Returns the number of time points, 0 on failure.
int cutIntoTimePoints(const QString& root, const std::string& run, const std::string& source)
{
    auto image = io::readNifti(data(source));
    if (!image)
        return 0;
    for (std::size_t t = 0; t < image->volumes.size(); ++t) {
        const QString dir = root + (t % 2 == 0 ? "/train/" : "/test/") + QString::fromStdString(run);
        if (!QDir().mkpath(dir))
            return 0;
        char name[32];
        std::snprintf(name, sizeof name, "/t%03zu.nii.gz", t);
        volume::VolumeList one;
        one.push_back(std::move(image->volumes[t]));
        if (!io::writeNifti((dir + name).toStdString(), one))
            return 0;
    }
    return int(image->volumes.size());
}

// The run a record's file was cut from: its folder's name.
std::string runOf(const VolumeRecord& r)
{
    return QFileInfo(QString::fromStdString(r.path)).dir().dirName().toStdString();
}

double measurement(const Finding& f, const std::string& name)
{
    for (const auto& m : f.measurements)
        if (m.name == name)
            return m.value;
    return std::numeric_limits<double>::quiet_NaN();
}

Result<AuditResult> auditFolders(const QString& root)
{
    auto list =
        listSources({{"train", (root + "/train").toStdString()}, {"test", (root + "/test").toStdString()}});
    if (!list)
        return list.error();
    return auditSources(*list);
}

} // namespace

class TestSameAcquisition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void timePointsOnBothSidesAreOneAcquisition()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::map<std::string, int> testTimePoints;
        for (const auto& [run, source] : runs()) {
            const int n = cutIntoTimePoints(dir.path(), run, source);
            QVERIFY2(n >= 2, run.c_str());
            testTimePoints[run] = n / 2;
        }
        auto result = auditFolders(dir.path());
        QVERIFY(result);
        const Finding* f = findFinding(result->findings, "leakage.same_acquisition");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Error);
        QCOMPARE(measurement(*f, "grids"), 4.0); // one grid a run
        QVERIFY(!findFinding(result->findings, "audit.clean_splits"));

        // Every pair joins two time points of one run, and every test time point is in a pair.
        std::map<std::string, std::set<std::size_t>> found;
        for (const SuspectedPair& p : result->pairs) {
            if (p.kind != "same-acquisition")
                continue;
            const VolumeRecord &a = result->records[p.a], &b = result->records[p.b];
            QCOMPARE(runOf(a), runOf(b));
            QCOMPARE(a.split, std::string("train"));
            QCOMPARE(b.split, std::string("test"));
            QCOMPARE(p.code, std::string("leakage.same_acquisition"));
            QVERIFY(p.similarity >= kSameAcquisitionSimilarity);
            found[runOf(b)].insert(p.b);
        }
        for (const auto& [run, n] : testTimePoints)
            QVERIFY2(found[run].size() == std::size_t(n), run.c_str());
        // The near-duplicate finding does not count the same pairs again.
        if (const Finding* near = findFinding(result->findings, "leakage.near_duplicate"))
            for (const std::string& line : near->evidence)
                QVERIFY2(line.find("one grid") == std::string::npos, line.c_str());
    }

    // Real scans of six people moved onto one grid: the grid is shared exactly, the people are not.
    void differentPeopleOnOneGridAreNot()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QDir source(QString::fromStdString(data("audit/common_grid")));
        const QStringList files = source.entryList({"*.nii.gz"}, QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 6);
        for (int i = 0; i < files.size(); ++i) {
            const QString split = dir.path() + (i % 2 == 0 ? "/train" : "/test");
            QVERIFY(QDir().mkpath(split));
            QVERIFY(QFile::copy(source.filePath(files[i]), split + "/" + files[i]));
        }
        auto result = auditFolders(dir.path());
        QVERIFY(result);
        QCOMPARE(result->records.size(), std::size_t(6));
        QVERIFY(!findFinding(result->findings, "leakage.same_acquisition"));
        for (const SuspectedPair& p : result->pairs)
            QVERIFY2(p.kind != "same-acquisition", result->records[p.b].path.c_str());
    }

    // One real pair of time points, changed one fact at a time.
    void oneChangeBreaksThePair_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<bool>("found");
        QTest::addRow("as cut") << "none" << true;
        QTest::addRow("placeholder patient IDs") << "placeholder" << true;
        QTest::addRow("same patient, same study") << "same-study" << true;
        QTest::addRow("another patient") << "patient" << false;
        QTest::addRow("another CSV patient") << "csv-patient" << false;
        QTest::addRow("another study") << "study" << false;
        QTest::addRow("another birth date") << "birth" << false;
        QTest::addRow("origin 0.5 mm away") << "origin" << false;
        QTest::addRow("origin 0.001 mm away") << "origin-rounding" << true;
        QTest::addRow("NaN origin") << "nan-origin" << false;
        QTest::addRow("direction flipped") << "direction" << false;
        QTest::addRow("spacing 1 percent off") << "spacing" << false;
        QTest::addRow("no geometry (an array)") << "array" << false;
        QTest::addRow("constant thumbnail") << "constant" << false;
        QTest::addRow("thumbnail of another run") << "other-content" << false;
        QTest::addRow("identical voxels (a duplicate)") << "hash" << false;
        QTest::addRow("both in one split") << "one-split" << false;
        QTest::addRow("thumbnail bytes missing") << "truncated" << false;
        QTest::addRow("thumbnail of another size (a hostile shard)") << "resized" << false;
    }
    void oneChangeBreaksThePair()
    {
        QFETCH(QString, change);
        QFETCH(bool, found);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(cutIntoTimePoints(dir.path(), "functional", runs().at("functional")) == 20);
        const auto fileIn = [&](const char* split, const char* name) {
            AuditSource source;
            source.split = split;
            source.path = (dir.path() + "/" + split + "/functional/" + name).toStdString();
            return recordSource(source, {});
        };
        auto a = fileIn("train", "t004.nii.gz");
        auto b = fileIn("test", "t005.nii.gz");
        QVERIFY(a && b && a->size() == 1 && b->size() == 1);
        std::vector<VolumeRecord> records = {a->front(), b->front()};
        VolumeRecord& y = records[1];
        if (change == "placeholder") {
            records[0].identity.patientId = "ANONYMOUS";
            y.identity.patientId = "";
        } else if (change == "same-study") {
            records[0].identity.patientId = y.identity.patientId = "P7";
            records[0].identity.studyUid = y.identity.studyUid = "1.2.3";
        } else if (change == "patient") {
            records[0].identity.patientId = "P7";
            y.identity.patientId = "P8";
        } else if (change == "csv-patient") {
            records[0].identity.csvPatient = "sub-01";
            y.identity.csvPatient = "sub-02";
        } else if (change == "study") {
            records[0].identity.studyUid = "1.2.3";
            y.identity.studyUid = "1.2.4";
        } else if (change == "birth") {
            records[0].identity.birthDate = "19700101";
            y.identity.birthDate = "19800101";
        } else if (change == "origin") {
            y.origin[2] += 0.5;
        } else if (change == "origin-rounding") {
            y.origin[0] += 0.001;
        } else if (change == "nan-origin") {
            y.origin[1] = std::nan("");
        } else if (change == "direction") {
            for (auto& row : y.direction)
                row[0] = -row[0];
        } else if (change == "spacing") {
            y.spacing[0] *= 1.01;
        } else if (change == "array") {
            records[0].hasGeometry = y.hasGeometry = false;
        } else if (change == "constant") {
            std::fill(y.content.thumbnail.begin(), y.content.thumbnail.end(), std::uint8_t(128));
        } else if (change == "other-content") {
            // The same grid and cell count, the thumbnail turned upside down along z: a different image.
            auto& t = y.content.thumbnail;
            const auto& n = y.content.thumbnailSize;
            const std::size_t plane = std::size_t(n[0]) * std::size_t(n[1]);
            for (int z = 0; z < n[2] / 2; ++z)
                std::swap_ranges(t.begin() + std::ptrdiff_t(plane * std::size_t(z)),
                                 t.begin() + std::ptrdiff_t(plane * std::size_t(z + 1)),
                                 t.begin() + std::ptrdiff_t(plane * std::size_t(n[2] - 1 - z)));
        } else if (change == "hash") {
            y.content.voxelHash = records[0].content.voxelHash;
        } else if (change == "one-split") {
            y.split = "train";
        } else if (change == "resized") {
            y.content.thumbnailSize[0] -= 1;
            y.content.thumbnail.resize(std::size_t(y.content.thumbnailSize[0]) *
                                       std::size_t(y.content.thumbnailSize[1]) *
                                       std::size_t(y.content.thumbnailSize[2]));
        } else if (change == "truncated") {
            y.content.thumbnail.resize(y.content.thumbnail.size() / 2);
        }
        const std::vector<int> order = {0, y.split == "train" ? 0 : 1};
        auto pairs = findSameAcquisitions(records, order);
        QVERIFY(pairs);
        QCOMPARE(pairs->size(), std::size_t(found ? 1 : 0));
        if (found) {
            QCOMPARE(pairs->front().a, std::size_t(0));
            QCOMPARE(pairs->front().b, std::size_t(1));
            QVERIFY(pairs->front().similarity >= kSameAcquisitionSimilarity);
            QVERIFY(pairs->front().detail >= kSameAcquisitionDetail);
        }
    }

    // A long run split in half: one pair for each test time point, not one for every train-test pair.
    void aLongRunGivesOnePairATimePoint()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(cutIntoTimePoints(dir.path(), "functional", runs().at("functional")), 20);
        auto result = auditFolders(dir.path());
        QVERIFY(result);
        std::size_t pairs = 0;
        std::set<std::size_t> tests;
        for (const SuspectedPair& p : result->pairs)
            if (p.kind == "same-acquisition") {
                ++pairs;
                tests.insert(p.b);
            }
        QCOMPARE(tests.size(), std::size_t(10));
        QCOMPARE(pairs, std::size_t(10));
        const Finding* f = findFinding(result->findings, "leakage.same_acquisition");
        QVERIFY(f);
        // The ten test time points and the train time points they were paired with.
        QVERIFY(measurement(*f, "volumes") > 10 && measurement(*f, "volumes") <= 20);
        QCOMPARE(measurement(*f, "grids"), 1.0);
    }
};

QTEST_GUILESS_MAIN(TestSameAcquisition)
#include "tst_sameacquisition.moc"
