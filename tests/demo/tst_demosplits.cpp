// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The dataset-audit demo: the files are there as README.txt and splits.csv say; the leaked test case is
// the training patient's scan resampled and cropped in world space under another identity (checked voxel
// by voxel against the original read back, and against the other subjects, which differ); the mis-scaled
// case spans [0, 1] while every other case is in HU. Files are read back with the project's loaders and
// the DICOM tags with DCMTK directly.
#include "demo/demosplits.h"
#include "io/imageloader.h"
#include "support/filetext.h"

#include "dcmtk/config/osconfig.h"
#include "dcmtk/dcmdata/dcdatset.h"
#include "dcmtk/dcmdata/dcdeftag.h"
#include "dcmtk/dcmdata/dcfilefo.h"
#include "dcmtk/dcmdata/dcmetinf.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace scansleuth;
using namespace scansleuth::testing;
using namespace scansleuth::volume;

namespace {

// A tag of the first file (by name) of a DICOM folder.
std::string firstFileTag(const QString& folder, const DcmTagKey& tag, bool meta = false)
{
    const QStringList files = QDir(folder).entryList({"*.dcm"}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        return {};
    DcmFileFormat file;
    if (file.loadFile((folder + "/" + files.front()).toStdString().c_str()).bad())
        return {};
    DcmItem* item = meta ? static_cast<DcmItem*>(file.getMetaInfo()) : file.getDataset();
    OFString value;
    item->findAndGetOFStringArray(tag, value);
    return value.c_str();
}

// A patient name as a person compares it: upper case, '^' and spaces separate parts, parts sorted.
std::string personKey(const std::string& name)
{
    QStringList parts =
        QString::fromStdString(name).toUpper().split(QRegularExpression("[\\^ ]+"), Qt::SkipEmptyParts);
    parts.sort();
    return parts.join(' ').toStdString();
}

// The real value at continuous index x by trilinear interpolation; NaN outside the grid.
double sampleAt(const Volume& v, const Vec3& x)
{
    const auto& n = v.geometry().size;
    for (int a = 0; a < 3; ++a)
        if (x[a] < -1e-6 || x[a] > double(n[a] - 1) + 1e-6)
            return NAN;
    const std::int64_t i = std::min<std::int64_t>(std::int64_t(std::max(0.0, x[0])), n[0] - 2);
    const std::int64_t j = std::min<std::int64_t>(std::int64_t(std::max(0.0, x[1])), n[1] - 2);
    const std::int64_t k = std::min<std::int64_t>(std::int64_t(std::max(0.0, x[2])), n[2] - 2);
    const double fx = x[0] - double(i), fy = x[1] - double(j), fz = x[2] - double(k);
    const auto at = [&](int di, int dj, int dk) {
        return v.realValue(i + di, j + dj, k + dk);
    };
    const double c00 = at(0, 0, 0) * (1 - fx) + at(1, 0, 0) * fx,
                 c10 = at(0, 1, 0) * (1 - fx) + at(1, 1, 0) * fx;
    const double c01 = at(0, 0, 1) * (1 - fx) + at(1, 0, 1) * fx,
                 c11 = at(0, 1, 1) * (1 - fx) + at(1, 1, 1) * fx;
    return (c00 * (1 - fy) + c10 * fy) * (1 - fz) + (c01 * (1 - fy) + c11 * fy) * fz;
}

struct Difference
{
    double mean = 0, max = 0;
    std::int64_t compared = 0;
};

// |b - a| over b's voxels whose world position lies inside a's grid, a sampled there.
Difference worldDifference(const Volume& a, const Volume& b)
{
    Difference d;
    double sum = 0;
    const auto& n = b.geometry().size;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i) {
                const Vec3 p = indexToPatient(b.geometry(), {double(i), double(j), double(k)});
                const double va = sampleAt(a, patientToIndex(a.geometry(), p));
                if (std::isnan(va))
                    continue;
                const double diff = std::abs(b.realValue(i, j, k) - va);
                sum += diff;
                d.max = std::max(d.max, diff);
                ++d.compared;
            }
    d.mean = d.compared > 0 ? sum / double(d.compared) : NAN;
    return d;
}

const demo::DemoSplitCase& caseNamed(const std::string& id)
{
    for (const demo::DemoSplitCase& c : demo::demoSplitCases())
        if (c.caseId == id)
            return c;
    qFatal("no demo case %s", id.c_str());
}

} // namespace

class TestDemoSplits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::vector<std::string> m_written;
    std::map<std::string, io::LoadedImage> m_images; // case id -> its image read back

    QString pathOf(const demo::DemoSplitCase& c) const
    {
        return m_dir.filePath(QString::fromStdString(c.path));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto written = demo::writeDemoSplits(m_dir.path().toStdString());
        QVERIFY2(written.ok(), written ? "" : written.error().message.c_str());
        m_written = *written;
        for (const demo::DemoSplitCase& c : demo::demoSplitCases()) {
            auto loaded = io::loadPath(pathOf(c).toStdString());
            QVERIFY2(loaded.ok(), c.caseId.c_str());
            QCOMPARE(loaded->images.size(), std::size_t(1));
            QVERIFY(loaded->errors.empty());
            m_images.emplace(c.caseId, std::move(loaded->images.front()));
        }
    }

    void casesAreAsDocumented()
    {
        const auto& cases = demo::demoSplitCases();
        QCOMPARE(cases.size(), std::size_t(10));
        QCOMPARE(std::count_if(cases.begin(), cases.end(), [](const auto& c) { return c.split == "train"; }),
                 6);
        std::set<int> subjects;
        for (const auto& c : cases)
            if (c.caseId != demo::kDemoLeakedTestCase)
                QVERIFY2(subjects.insert(c.subject).second, c.caseId.c_str()); // one case per subject...
        QCOMPARE(caseNamed(demo::kDemoLeakedTestCase).subject, caseNamed(demo::kDemoLeakedTrainCase).subject);
        QCOMPARE(caseNamed(demo::kDemoLeakedTestCase).split, std::string("test")); // ...but the leaked one
        QCOMPARE(caseNamed(demo::kDemoMisScaledCase).split, std::string("test"));
    }

    void everyFileWrittenExists()
    {
        // Eight series of one file a slice, the copy's, the NIfTI, the CSV and the README.
        QCOMPARE(m_written.size(), std::size_t(8 * demo::kDemoSplitSize[2] + demo::kDemoLeakSize[2] + 3));
        for (const std::string& f : m_written)
            QVERIFY2(QFile::exists(QString::fromStdString(f)), f.c_str());
        for (const demo::DemoSplitCase& c : demo::demoSplitCases()) {
            QVERIFY2(QFileInfo(pathOf(c)).isDir() == c.dicom, c.caseId.c_str());
            QCOMPARE(m_images.at(c.caseId).format == io::Format::Dicom, c.dicom);
        }
        const QString readme = readText(m_dir.filePath("README.txt"));
        for (const char* id :
             {demo::kDemoLeakedTestCase, demo::kDemoLeakedTrainCase, demo::kDemoMisScaledCase})
            QVERIFY(readme.contains(id));
        QVERIFY(readme.contains("scansleuth-cli audit --csv splits.csv"));
    }

    void splitsCsvListsEveryCase()
    {
        QStringList lines = readText(m_dir.filePath("splits.csv")).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.takeFirst(), QString("case,split,path,patient"));
        QCOMPARE(lines.size(), 10);
        std::map<QString, QStringList> rows;
        for (const QString& line : lines) {
            const QStringList fields = line.split(',');
            QCOMPARE(fields.size(), 4);
            QVERIFY(QFileInfo::exists(m_dir.filePath(fields[2])));
            rows[fields[0]] = fields;
        }
        QCOMPARE(rows["train_003"], QStringList({"train_003", "train", "train/train_003", "DEMO-003"}));
        QCOMPARE(rows["test_002"], QStringList({"test_002", "test", "test/test_002", "ANON-0417"}));
        QCOMPARE(rows["test_003"],
                 QStringList({"test_003", "test", "test/test_003/test_003.nii.gz", "DEMO-008"}));
        std::set<QString> patients;
        for (const auto& [id, fields] : rows)
            QVERIFY2(patients.insert(fields[3]).second,
                     qPrintable(id)); // the CSV does not give the leak away
    }

    // The leaked pair shares the person (name in another form, birth date, sex) but no identifier.
    void leakedCopyHasAnotherIdentityOfThePerson()
    {
        const QString train = pathOf(caseNamed(demo::kDemoLeakedTrainCase));
        const QString test = pathOf(caseNamed(demo::kDemoLeakedTestCase));
        QCOMPARE(firstFileTag(train, DCM_PatientName), std::string("Okafor^Adaeze"));
        QCOMPARE(firstFileTag(test, DCM_PatientName), std::string("ADAEZE OKAFOR"));
        QCOMPARE(personKey("Okafor^Adaeze"), personKey("ADAEZE OKAFOR"));
        QCOMPARE(firstFileTag(train, DCM_PatientID), std::string("DEMO-003"));
        QCOMPARE(firstFileTag(test, DCM_PatientID), std::string("ANON-0417"));
        for (const DcmTagKey& same : {DCM_PatientBirthDate, DCM_PatientSex}) {
            QVERIFY(!firstFileTag(train, same).empty());
            QCOMPARE(firstFileTag(test, same), firstFileTag(train, same));
        }
        for (const DcmTagKey& other : {DCM_StudyInstanceUID, DCM_SeriesInstanceUID, DCM_FrameOfReferenceUID})
            QVERIFY(firstFileTag(test, other) != firstFileTag(train, other));
        QCOMPARE(firstFileTag(train, DCM_TransferSyntaxUID, true), std::string("1.2.840.10008.1.2.1"));
        QCOMPARE(firstFileTag(test, DCM_TransferSyntaxUID, true), std::string("1.2.840.10008.1.2"));
        // Every other two DICOM cases are different people by every key.
        std::set<std::string> names, ids;
        for (const demo::DemoSplitCase& c : demo::demoSplitCases()) {
            if (!c.dicom || c.caseId == demo::kDemoLeakedTestCase)
                continue;
            QVERIFY(names.insert(personKey(firstFileTag(pathOf(c), DCM_PatientName))).second);
            QVERIFY(ids.insert(firstFileTag(pathOf(c), DCM_PatientID)).second);
        }
    }

    // Resampled and cropped in world space: sampling the original where each voxel of the copy lies gives
    // the copy's value (to rounding), while any other subject differs by tens of HU.
    void leakedCopyIsTheSameScanResampledAndCropped()
    {
        const Volume& original = m_images.at(demo::kDemoLeakedTrainCase).volumes.front();
        const Volume& copy = m_images.at(demo::kDemoLeakedTestCase).volumes.front();
        const Geometry& g = copy.geometry();
        for (int a = 0; a < 3; ++a) {
            QCOMPARE(g.size[a], demo::kDemoLeakSize[a]);
            QVERIFY(std::abs(g.spacing[a] - demo::kDemoLeakSpacing[a]) < 1e-4);
            QVERIFY(std::abs(original.geometry().spacing[a] - demo::kDemoSplitSpacing[a]) < 1e-4);
            // Signed: the copy starts inside the original, kDemoLeakOffsetMm along +x, +y, +z (LPS).
            QVERIFY(std::abs(g.origin[a] - original.geometry().origin[a] - demo::kDemoLeakOffsetMm[a]) <
                    1e-3);
            const double copyEnd = g.origin[a] + g.spacing[a] * double(g.size[a] - 1);
            const double originalEnd =
                original.geometry().origin[a] +
                original.geometry().spacing[a] * double(original.geometry().size[a] - 1);
            QVERIFY(copyEnd < originalEnd); // cropped on both sides
        }
        const Difference same = worldDifference(original, copy);
        QCOMPARE(same.compared, copy.voxelCount()); // every voxel of the copy lies in the original
        QVERIFY2(same.max <= 0.51, qPrintable(QString::number(same.max)));
        // Another subject, on the same world points: different anatomy, not a copy.
        for (const char* other : {"train_001", "train_002", "train_004", "test_001", "test_004"}) {
            const Difference d = worldDifference(m_images.at(other).volumes.front(), copy);
            QVERIFY2(d.compared > copy.voxelCount() / 2, other);
            QVERIFY2(d.mean > 40.0, qPrintable(QString("%1: %2 HU").arg(other).arg(d.mean)));
        }
    }

    void misScaledCaseSpansZeroToOneOthersAreHu()
    {
        for (const demo::DemoSplitCase& c : demo::demoSplitCases()) {
            const Volume& v = m_images.at(c.caseId).volumes.front();
            double lo = INFINITY, hi = -INFINITY;
            std::int64_t inside = 0;
            const auto& n = v.geometry().size;
            for (std::int64_t k = 0; k < n[2]; ++k)
                for (std::int64_t j = 0; j < n[1]; ++j)
                    for (std::int64_t i = 0; i < n[0]; ++i) {
                        const double x = v.realValue(i, j, k);
                        lo = std::min(lo, x);
                        hi = std::max(hi, x);
                        inside += x > 0.0 && x < 1.0;
                    }
            if (c.caseId == demo::kDemoMisScaledCase) {
                QCOMPARE(v.pixelType(), PixelType::Float32);
                QCOMPARE(lo, 0.0); // air clipped to 0, bone to 1
                QCOMPARE(hi, 1.0);
                QVERIFY(inside > v.voxelCount() / 4); // the body lies in between
            } else {
                QCOMPARE(v.pixelType(), PixelType::Int16);
                QVERIFY2(lo < -950.0 && hi > 1000.0, c.caseId.c_str()); // air and cortical bone in HU
            }
        }
    }

    void badFolderAndCancel_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("folder under a file") << "file" << int(ErrorKind::Io) << "could not be created";
        QTest::addRow("cancelled") << "cancel" << int(ErrorKind::Cancelled) << "cancelled";
    }
    void badFolderAndCancel()
    {
        QFETCH(QString, problem);
        QFETCH(int, kind);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        QString folder = dir.filePath("out");
        Progress progress;
        if (problem == "file") {
            QFile blocker(dir.filePath("plain"));
            QVERIFY(blocker.open(QIODevice::WriteOnly));
            folder = dir.filePath("plain/out");
        } else {
            progress = Progress([](double done, const std::string&) { return done < 0.3; });
        }
        auto written = demo::writeDemoSplits(folder.toStdString(), progress);
        QVERIFY(!written.ok());
        QCOMPARE(int(written.error().kind), kind);
        QVERIFY2(QString::fromStdString(written.error().message).contains(fragment),
                 written.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDemoSplits)
#include "tst_demosplits.moc"
