// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "demo/phantom.h"
#include "io/nifti/niftireader.h"
#include "model/model.h"
#include "preprocess/specjson.h"
#include "support/filetext.h"

#include "dcmtk/config/osconfig.h"
#include "dcmtk/dcmdata/dcdatset.h"
#include "dcmtk/dcmdata/dcdeftag.h"
#include "dcmtk/dcmdata/dcfilefo.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>

using namespace scansleuth;
using namespace scansleuth::testing;
using namespace scansleuth::volume;
using namespace scansleuth::demo;

namespace {

double tagNumber(DcmItem* item, const DcmTagKey& tag, unsigned long position = 0)
{
    Float64 value = std::nan("");
    item->findAndGetFloat64(tag, value, position);
    return value;
}

} // namespace

class TestDemoFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void writesTheListedFilesAndNothingElse();
    void dicomSlicesHoldTheCt_data();
    void dicomSlicesHoldTheCt();
    void niftiFilesHoldCtAndMask_data();
    void niftiFilesHoldCtAndMask();
    void dcm2niixAgreesWithTheNiftiInWorldSpace();
    void labelFileAndReadmeNameEveryOrgan();
    void demoModelIsInTrainingModeAndItsSpecReads();
    void failsWhenTheFolderCannotBeMade();
    void brokenMasksCarryTheirBugs();

private:
    QTemporaryDir m_dir;
    QString m_folder;
    std::vector<std::string> m_written;
    DemoStudy m_study;
};

void TestDemoFiles::initTestCase()
{
    m_folder = m_dir.filePath("demo");
    auto written = writeDemoStudy(m_folder.toStdString());
    QVERIFY2(written.ok(), written.ok() ? "" : written.error().message.c_str());
    m_written = written.value();
    m_study = makeDemoStudy();
}

void TestDemoFiles::writesTheListedFilesAndNothingElse()
{
    QCOMPARE(m_written.size(), std::size_t(96 + 8)); // + the demo model and its spec
    QCOMPARE(m_written.front(), (m_folder + "/ct/IM0001.dcm").toStdString());
    QCOMPARE(m_written[95], (m_folder + "/ct/IM0096.dcm").toStdString());
    QStringList expected;
    for (const std::string& path : m_written) {
        QVERIFY(QFile::exists(QString::fromStdString(path)));
        expected << QDir(m_folder).relativeFilePath(QString::fromStdString(path));
    }
    QStringList found = QDir(m_folder).entryList(QDir::Files | QDir::Hidden);
    for (const QString& name : QDir(m_folder + "/ct").entryList(QDir::Files | QDir::Hidden))
        found << "ct/" + name;
    found.sort();
    expected.sort();
    QCOMPARE(found, expected); // no temporary file left behind
}

// The determinism demo: a TorchScript file whose dropout is in training mode, and a spec that shrinks the
// CT to the model's small grid.
void TestDemoFiles::demoModelIsInTrainingModeAndItsSpecReads()
{
    auto model = model::Model::load((m_folder + "/model_dropout_training.pt").toStdString(),
                                    model::DeviceRequest::Cpu);
    QVERIFY2(model.ok(), model.ok() ? "" : model.error().message.c_str());
    QVERIFY(!model->info().trainingModules.empty());
    auto spec = preprocess::readSpecFile((m_folder + "/model_spec.json").toStdString());
    QVERIFY2(spec.ok(), spec.ok() ? "" : spec.error().message.c_str());
    QCOMPARE(spec->steps.size(), std::size_t(2));
}

void TestDemoFiles::dicomSlicesHoldTheCt_data()
{
    QTest::addColumn<int>("slice");
    QTest::addRow("first") << 0;
    QTest::addRow("kidneys") << 36;
    QTest::addRow("last") << 95;
}

void TestDemoFiles::dicomSlicesHoldTheCt()
{
    QFETCH(int, slice);
    DcmFileFormat file;
    const QString path = m_folder + QString::asprintf("/ct/IM%04d.dcm", slice + 1);
    QVERIFY(file.loadFile(path.toStdString().c_str()).good());
    DcmDataset* ds = file.getDataset();
    QCOMPARE(tagNumber(ds, DCM_ImagePositionPatient, 0), -153.0);
    QCOMPARE(tagNumber(ds, DCM_ImagePositionPatient, 1), -172.0);
    QCOMPARE(tagNumber(ds, DCM_ImagePositionPatient, 2), -402.5 + 2.5 * slice);
    QCOMPARE(tagNumber(ds, DCM_PixelSpacing, 0), 1.2);
    QCOMPARE(tagNumber(ds, DCM_PixelSpacing, 1), 1.2);
    QCOMPARE(tagNumber(ds, DCM_SliceThickness), 2.5);
    QCOMPARE(tagNumber(ds, DCM_RescaleSlope), 1.0);
    QCOMPARE(tagNumber(ds, DCM_RescaleIntercept), -1024.0);
    Uint16 representation = 0;
    ds->findAndGetUint16(DCM_PixelRepresentation, representation);
    QCOMPARE(int(representation), 1);
    const Uint16* pixels = nullptr;
    unsigned long count = 0;
    QVERIFY(ds->findAndGetUint16Array(DCM_PixelData, pixels, &count).good());
    QCOMPARE(count, 256ul * 256ul);
    QVERIFY(std::memcmp(pixels, m_study.ct.bytes() + std::size_t(slice) * 256 * 256 * 2, 256 * 256 * 2) == 0);
}

void TestDemoFiles::niftiFilesHoldCtAndMask_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("isCt");
    QTest::addRow("ct.nii.gz") << "ct.nii.gz" << true;
    QTest::addRow("mask.nii.gz") << "mask.nii.gz" << false;
}

void TestDemoFiles::niftiFilesHoldCtAndMask()
{
    QFETCH(QString, name);
    QFETCH(bool, isCt);
    auto image = io::readNifti((m_folder + "/" + name).toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    QCOMPARE(image->volumes.size(), std::size_t(1));
    const Volume& read = image->volumes.front();
    const Volume& expected = isCt ? m_study.ct : m_study.labels;
    QCOMPARE(read.pixelType(), expected.pixelType());
    QCOMPARE(read.byteCount(), expected.byteCount());
    QVERIFY(std::memcmp(read.bytes(), expected.bytes(), expected.byteCount()) == 0);
    const GeometryDifference d = compareGeometry(expected.geometry(), read.geometry());
    QVERIFY2(d.withinTolerance, d.summary().c_str());
    QCOMPARE(axisCodes(read.geometry()), std::string("LPS"));
    if (isCt)
        QCOMPARE(read.rescale(), (Rescale{1.0, -1024.0}));
    QCOMPARE(image->nifti->qformCode, 1);
    QCOMPARE(image->nifti->sformCode, 1);
}

void TestDemoFiles::dcm2niixAgreesWithTheNiftiInWorldSpace()
{
    // An independent reader of the DICOM series: dcm2niix must find the same geometry and voxels.
    const QString dcm2niix = QStandardPaths::findExecutable("dcm2niix");
    // packaging/install-deps.sh installs dcm2niix: its absence is a broken set-up, not a reason to skip.
    QVERIFY2(!dcm2niix.isEmpty(), "dcm2niix is missing: run packaging/install-deps.sh");
    QTemporaryDir out;
    QProcess process;
    process.start(dcm2niix, {"-z", "n", "-f", "ref", "-o", out.path(), m_folder + "/ct"});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 0);
    auto ref = io::readNifti(out.filePath("ref.nii").toStdString());
    auto ours = io::readNifti((m_folder + "/ct.nii.gz").toStdString());
    QVERIFY2(ref.ok(), ref.ok() ? "" : (ref.error().message + " " + ref.error().detail).c_str());
    QVERIFY2(ours.ok(), ours.ok() ? "" : (ours.error().message + " " + ours.error().detail).c_str());
    auto a = reorientToCanonical(ref->volumes.front());
    auto b = reorientToCanonical(ours->volumes.front());
    QVERIFY(a.ok() && b.ok());
    const GeometryDifference d = compareGeometry(a->geometry(), b->geometry());
    QVERIFY2(d.withinTolerance, d.summary().c_str());
    QCOMPARE(a->rescale(), b->rescale());
    QVERIFY(a->sameVoxels(*b));
}

void TestDemoFiles::labelFileAndReadmeNameEveryOrgan()
{
    const QString labels = readText(m_folder + "/labels.txt");
    const QString readme = readText(m_folder + "/README.txt");
    QVERIFY(labels.contains("ITK-SnAP Label Description File"));
    QVERIFY(labels.contains("\"Clear Label\""));
    for (const Organ& o : m_study.organs) {
        const QString name = QString::fromStdString(o.name);
        const QString line = QString::asprintf("%5d %5d %4d %4d %8g %2d %2d    \"%s\"", o.label, o.rgb[0],
                                               o.rgb[1], o.rgb[2], 1.0, 1, 1, o.name.c_str());
        QVERIFY2(labels.contains(line), qPrintable(line));
        QVERIFY2(readme.contains(QString::asprintf("%-22s %5g", o.name.c_str(), o.hu)), qPrintable(name));
    }
    QVERIFY(readme.contains("RescaleIntercept -1024"));
}

void TestDemoFiles::failsWhenTheFolderCannotBeMade()
{
    QTemporaryDir dir;
    QFile blocker(dir.filePath("file"));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    auto written = writeDemoStudy(dir.filePath("file/demo").toStdString());
    QVERIFY(!written.ok());
    QCOMPARE(written.error().kind, ErrorKind::Io);
    QVERIFY(QString::fromStdString(written.error().message).contains("folder for the demo study"));
}

void TestDemoFiles::brokenMasksCarryTheirBugs()
{
    const volume::Volume& mask = m_study.labels;
    auto read = [&](const char* name) {
        auto image = io::readNifti((m_folder + "/" + name).toStdString());
        if (!image)
            qFatal("%s", image.error().message.c_str());
        return std::move(image->volumes.front());
    };
    const volume::Volume flipped = read("mask_flipped_lr.nii.gz");
    const volume::Volume smoothed = read("mask_resampled_linear.nii.gz");
    const volume::Geometry written = read("mask.nii.gz").geometry(); // the header both copies kept
    QCOMPARE(flipped.geometry(), written);
    QCOMPARE(smoothed.geometry(), written);
    const auto& n = mask.geometry().size;
    auto src = mask.voxels<std::uint8_t>();
    auto f = flipped.voxels<std::uint8_t>();
    auto r = smoothed.voxels<std::uint8_t>();
    std::int64_t mirroredOk = 0, inBetween = 0, changed = 0;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j + 1 < n[1]; ++j)
            for (std::int64_t i = 0; i + 1 < n[0]; ++i) {
                const auto at = [&](std::int64_t a, std::int64_t b) {
                    return src[mask.linearIndex(a, b, k)];
                };
                mirroredOk += f[mask.linearIndex(i, j, k)] == at(n[0] - 1 - i, j) ? 1 : 0;
                const std::uint8_t v = r[mask.linearIndex(i, j, k)];
                changed += v != at(i, j) ? 1 : 0;
                // A value none of the four voxels it was interpolated from holds: an impossible label.
                inBetween +=
                    (v != at(i, j) && v != at(i + 1, j) && v != at(i, j + 1) && v != at(i + 1, j + 1)) ? 1
                                                                                                       : 0;
            }
    QCOMPARE(mirroredOk, n[2] * (n[1] - 1) * (n[0] - 1));
    QVERIFY(changed > 0);
    QVERIFY2(inBetween > 100, qPrintable(QString::number(inBetween)));
}

QTEST_GUILESS_MAIN(TestDemoFiles)
#include "tst_demo_files.moc"
