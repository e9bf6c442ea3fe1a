// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// audit::readRecordVolume reads back the volume a record names: in a folder of two DICOM series, the
// record's series (by its SeriesInstanceUID, by its label when it has none), never the other one nor a
// series of the same label in a subfolder; the voxels and geometry are those the test wrote. A series or
// folder gone since the audit is a NotFound that names it.
#include "checks/audit/records/recordvolume.h"
#include "io/dicomwriter/dicomwriter.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <filesystem>
#include <map>

using namespace scansleuth;
using namespace scansleuth::audit;
namespace fs = std::filesystem;

namespace {

// What the test writes: a series' geometry and its voxels as a function of the index.
struct Planted
{
    std::string uid;
    int seriesNumber = 1;
    std::string description;
    volume::Index3 size{0, 0, 0};
    volume::Vec3 spacing{1, 1, 1};
    volume::Vec3 origin{0, 0, 0};
    int base = 0; // voxel (i, j, k) holds base + 100 k + 10 j + i
    int voxel(std::int64_t i, std::int64_t j, std::int64_t k) const
    {
        return base + int(100 * k + 10 * j + i);
    }
};

// A and B directly in the case folder; C, in a subfolder, has A's series number and description but other
// voxels and another place. Its UID sorts first, so a scan of the whole tree (io::loadPath) meets it before A
// and gives it the label the audit gave A: reading by label through such a scan pictured C.
const Planted kA{"2.25.1001", 1, "Axial", {4, 3, 2}, {0.5, 0.75, 2.0}, {10, 20, 30}, 0};
const Planted kB{"2.25.1002", 2, "Other", {5, 4, 3}, {1.0, 1.0, 3.0}, {-5, 0, 7}, -2000};
const Planted kC{"2.25.1", 1, "Axial", {4, 3, 2}, {0.5, 0.75, 2.0}, {100, 20, 30}, 5000};

// Writes `p` as a DICOM series into `folder`, its files named with `prefix` so that series can share one
// folder.
bool writeSeries(const Planted& p, const fs::path& folder, const std::string& prefix)
{
    volume::Geometry g;
    g.size = p.size;
    g.spacing = p.spacing;
    g.origin = p.origin;
    auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
    if (!v)
        return false;
    auto voxels = v->voxels<std::int16_t>();
    std::int64_t at = 0;
    for (std::int64_t k = 0; k < p.size[2]; ++k)
        for (std::int64_t j = 0; j < p.size[1]; ++j)
            for (std::int64_t i = 0; i < p.size[0]; ++i)
                voxels[at++] = std::int16_t(p.voxel(i, j, k));
    io::DicomWriteOptions options;
    options.patientId = "P1";
    options.seriesInstanceUid = p.uid;
    options.studyInstanceUid = "2.25.1000";
    options.seriesNumber = p.seriesNumber;
    options.seriesDescription = p.description;
    const fs::path scratch = folder.parent_path() / ("scratch-" + prefix);
    if (!io::writeDicomSeries(scratch.string(), *v, options))
        return false;
    fs::create_directories(folder);
    for (const fs::directory_entry& e : fs::directory_iterator(scratch))
        fs::rename(e.path(), folder / (prefix + "-" + e.path().filename().string()));
    fs::remove(scratch);
    return true;
}

VolumeRecord dicomRecord(const fs::path& folder, const std::string& uid, const std::string& label)
{
    VolumeRecord r;
    r.split = "train";
    r.caseId = "case";
    r.path = folder.string();
    r.format = "dicom";
    r.label = label;
    r.identity.seriesUid = uid;
    return r;
}

} // namespace

class TestRecordVolume : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    fs::path m_case;
    std::map<std::string, std::string> m_labels; // series UID -> label, as the audit recorded them

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_case = fs::path(m_dir.path().toStdString()) / "case";
        QVERIFY(writeSeries(kA, m_case, "a"));
        QVERIFY(writeSeries(kB, m_case, "b"));
        QVERIFY(writeSeries(kC, m_case / "sub", "c"));
        // The labels the audit gives the two series of the folder (its map step, not this reader).
        FingerprintOptions fast;
        fast.nearDuplicates = false;
        auto records = recordSource(AuditSource{"train", m_case.string(), true, "case", ""}, fast);
        QVERIFY2(records.ok(), records.ok() ? "" : records.error().message.c_str());
        QCOMPARE(records->size(), std::size_t(2));
        for (const VolumeRecord& r : *records)
            m_labels[r.identity.seriesUid] = r.label;
        QCOMPARE(m_labels.size(), std::size_t(2));
        QVERIFY(m_labels.count(kA.uid) && m_labels.count(kB.uid));
    }

    void readsTheRecordsSeries_data()
    {
        QTest::addColumn<QString>("uid");   // the record's SeriesInstanceUID ("" for none)
        QTest::addColumn<QString>("label"); // the record's label: "A", "B" (as audited) or another
        QTest::addColumn<QString>("expected");
        QTest::addRow("series A of two") << kA.uid.c_str() << "A"
                                         << "A";
        QTest::addRow("series B of two") << kB.uid.c_str() << "B"
                                         << "B";
        QTest::addRow("series B with A's label: the UID decides") << kB.uid.c_str() << "A"
                                                                  << "B";
        QTest::addRow("series B with a label no scan gives") << kB.uid.c_str() << "s099_elsewhere"
                                                             << "B";
        QTest::addRow("no UID recorded: A by its label, not the subfolder's") << ""
                                                                              << "A"
                                                                              << "A";
        QTest::addRow("no UID recorded: B by its label") << ""
                                                         << "B"
                                                         << "B";
    }
    void readsTheRecordsSeries()
    {
        QFETCH(QString, uid);
        QFETCH(QString, label);
        QFETCH(QString, expected);
        const std::string recorded = label == "A"   ? m_labels.at(kA.uid)
                                     : label == "B" ? m_labels.at(kB.uid)
                                                    : label.toStdString();
        auto image = readRecordVolume(dicomRecord(m_case, uid.toStdString(), recorded));
        QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
        QCOMPARE(image->format, io::Format::Dicom);
        const Planted& p = expected == "A" ? kA : kB;
        const volume::Volume& v = image->volumes.front();
        const volume::Geometry& g = v.geometry();
        QCOMPARE(g.size, p.size);
        for (int a = 0; a < 3; ++a) {
            QVERIFY2(std::abs(g.spacing[a] - p.spacing[a]) < 1e-6, qPrintable(QString::number(a)));
            QVERIFY2(std::abs(g.origin[a] - p.origin[a]) < 1e-6, qPrintable(QString::number(a)));
            for (int b = 0; b < 3; ++b)
                QVERIFY(std::abs(g.direction[a][b] - (a == b ? 1.0 : 0.0)) < 1e-9);
        }
        for (std::int64_t k = 0; k < p.size[2]; ++k)
            for (std::int64_t j = 0; j < p.size[1]; ++j)
                for (std::int64_t i = 0; i < p.size[0]; ++i)
                    QCOMPARE(v.realValue(i, j, k), double(p.voxel(i, j, k)));
    }

    void saysWhatIsGone_data()
    {
        QTest::addColumn<QString>("folder"); // under the temporary folder
        QTest::addColumn<QString>("uid");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("the series is no longer in the folder")
            << "case"
            << "2.25.999"
            << "s009_gone"
            << "no longer holds the DICOM series 's009_gone'";
        QTest::addRow("no UID and a label the folder does not have")
            << "case"
            << ""
            << "s009_gone"
            << "no longer holds the DICOM series 's009_gone'";
        QTest::addRow("the folder is gone") << "moved" << kA.uid.c_str() << "s001_Axial"
                                            << "does not exist";
        QTest::addRow("a folder without DICOM files") << "empty" << kA.uid.c_str() << "s001_Axial"
                                                      << "no longer holds the DICOM series 's001_Axial'";
    }
    void saysWhatIsGone()
    {
        QFETCH(QString, folder);
        QFETCH(QString, uid);
        QFETCH(QString, label);
        QFETCH(QString, fragment);
        const fs::path path = fs::path(m_dir.path().toStdString()) / folder.toStdString();
        if (folder == "empty")
            fs::create_directories(path);
        auto image = readRecordVolume(dicomRecord(path, uid.toStdString(), label.toStdString()));
        QVERIFY(!image.ok());
        QCOMPARE(image.error().kind, ErrorKind::NotFound);
        QVERIFY2(QString::fromStdString(image.error().message).contains(fragment),
                 image.error().message.c_str());
    }

    void readsAnNpzMemberByItsLabel()
    {
        // tests/data/audit/stored.npz (make_arrays.py): image = arange(24).reshape(2, 3, 4) - 5 as int16.
        VolumeRecord r;
        r.path = SCANSLEUTH_TEST_DATA_DIR "/audit/stored.npz";
        r.format = "npz";
        r.label = "image";
        r.hasGeometry = false;
        auto image = readRecordVolume(r);
        QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
        const volume::Volume& v = image->volumes.front();
        QCOMPARE(v.geometry().size, (volume::Index3{4, 3, 2}));
        QCOMPARE(v.realValue(0, 0, 0), -5.0);
        QCOMPARE(v.realValue(3, 2, 1), 18.0);
        r.label = "gone";
        auto gone = readRecordVolume(r);
        QVERIFY(!gone.ok());
        QCOMPARE(gone.error().kind, ErrorKind::NotFound);
        QVERIFY(QString::fromStdString(gone.error().message).contains(QStringLiteral("'gone'")));
    }
};

QTEST_GUILESS_MAIN(TestRecordVolume)
#include "tst_recordvolume.moc"
