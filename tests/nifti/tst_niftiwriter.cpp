// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// NIfTI writing: round trips through the reader, gzip validity, atomicity and errors.
#include "io/nifti/niftiwriter.h"

#include "io/nifti/niftireader.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace scansleuth;

Q_DECLARE_METATYPE(scansleuth::volume::PixelType)
Q_DECLARE_METATYPE(scansleuth::volume::Geometry)

namespace {

// An oblique geometry: rotated 20 degrees about z and 10 about x, anisotropic spacing, LPS.
volume::Geometry obliqueGeometry(bool leftHanded)
{
    const double a = 20 * M_PI / 180, b = 10 * M_PI / 180;
    const volume::Mat3 rz = {{{std::cos(a), -std::sin(a), 0}, {std::sin(a), std::cos(a), 0}, {0, 0, 1}}};
    const volume::Mat3 rx = {{{1, 0, 0}, {0, std::cos(b), -std::sin(b)}, {0, std::sin(b), std::cos(b)}}};
    volume::Geometry g;
    g.size = {7, 5, 4};
    g.spacing = {0.7, 0.9, 2.5};
    g.origin = {-31.25, 12.5, 80.125};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) {
            double v = 0;
            for (int k = 0; k < 3; ++k)
                v += rz[r][k] * rx[k][c];
            g.direction[r][c] = v;
        }
    if (leftHanded)
        for (int r = 0; r < 3; ++r)
            g.direction[r][2] = -g.direction[r][2];
    return g;
}

volume::Geometry axialGeometry()
{
    volume::Geometry g;
    g.size = {6, 4, 3};
    g.spacing = {0.5, 0.5, 3};
    g.origin = {10, -20, 30};
    return g;
}

volume::Volume makeVolume(volume::PixelType type, const volume::Geometry& g, int seed)
{
    Result<volume::Volume> v = volume::Volume::allocate(type, g);
    volume::visitPixelType(type, [&](auto tag) {
        using T = decltype(tag);
        auto voxels = v->voxels<T>();
        for (std::size_t i = 0; i < voxels.size(); ++i)
            voxels[i] =
                static_cast<T>(static_cast<int>((i * 37 + static_cast<std::size_t>(seed) * 11) % 120) -
                               20 * (volume::isSigned(type) ? 1 : 0));
        return 0;
    });
    return std::move(*v);
}

// Empty when gzip itself accepts the file; otherwise why not. gzip is a test dependency (Debian's
// essential set): a machine without it fails here rather than passing without the check.
QString gzipRejects(const QString& path)
{
    const QString gzip = QStandardPaths::findExecutable("gzip");
    if (gzip.isEmpty())
        return QStringLiteral("gzip is not installed: run packaging/install-deps.sh");
    QProcess process;
    process.start(gzip, {"-t", path});
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit)
        return QStringLiteral("gzip -t did not finish");
    return process.exitCode() == 0 ? QString() : QString::fromLocal8Bit(process.readAllStandardError());
}

} // namespace

class TestNiftiWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void writesAtomically();
    void truncatesDescription();
    void errors_data();
    void errors();
};

void TestNiftiWriter::roundTrip_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<volume::PixelType>("type");
    QTest::addColumn<volume::Geometry>("geometry");
    QTest::addColumn<int>("volumeCount");
    QTest::addColumn<double>("slope");
    QTest::addColumn<double>("intercept");
    using volume::PixelType;
    QTest::addRow("int16 oblique gz")
        << "a.nii.gz" << PixelType::Int16 << obliqueGeometry(false) << 1 << 1.0 << -1024.0;
    QTest::addRow("int16 oblique left-handed")
        << "b.nii" << PixelType::Int16 << obliqueGeometry(true) << 1 << 1.0 << 0.0;
    QTest::addRow("uint8 axial") << "c.nii" << PixelType::UInt8 << axialGeometry() << 1 << 1.0 << 0.0;
    QTest::addRow("int8") << "d.nii.gz" << PixelType::Int8 << axialGeometry() << 1 << 1.0 << 0.0;
    QTest::addRow("uint16 rescaled") << "e.nii.gz" << PixelType::UInt16 << obliqueGeometry(false) << 1 << 0.25
                                     << 3.5;
    QTest::addRow("uint32") << "f.nii" << PixelType::UInt32 << axialGeometry() << 1 << 1.0 << 0.0;
    QTest::addRow("int32") << "g.nii" << PixelType::Int32 << axialGeometry() << 1 << 1.0 << 0.0;
    QTest::addRow("float32 4D gz") << "h.nii.gz" << PixelType::Float32 << obliqueGeometry(true) << 3 << 1.0
                                   << 0.0;
    QTest::addRow("float64 4D") << "i.nii" << PixelType::Float64 << axialGeometry() << 2 << 1.0 << 0.0;
    volume::Geometry large = axialGeometry();
    large.size = {256, 256, 130}; // over 16 MiB: the reader populates pages from a helper thread
    QTest::addRow("int16 16 MiB gz") << "large.nii.gz" << PixelType::Int16 << large << 1 << 1.0 << 0.0;
    QTest::addRow("int16 16 MiB plain") << "large.nii" << PixelType::Int16 << large << 1 << 1.0 << 0.0;
    QTest::addRow("upper-case NII.GZ")
        << "J.NII.GZ" << PixelType::Int16 << axialGeometry() << 1 << 1.0 << 0.0;
}

void TestNiftiWriter::roundTrip()
{
    QFETCH(QString, name);
    QFETCH(volume::PixelType, type);
    QFETCH(volume::Geometry, geometry);
    QFETCH(int, volumeCount);
    QFETCH(double, slope);
    QFETCH(double, intercept);
    volume::VolumeList volumes;
    for (int i = 0; i < volumeCount; ++i)
        volumes.push_back(makeVolume(type, geometry, i));
    volumes.front().setRescale({slope, intercept});

    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    io::NiftiWriteOptions options;
    options.repetitionTimeSeconds = 2.5;
    options.description = "round trip";
    QVERIFY(io::writeNifti(path.toStdString(), volumes, options).ok());

    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    const io::NiftiHeaderInfo& h = *image->nifti;
    QCOMPARE(h.qformCode, 1);
    QCOMPARE(h.sformCode, 1);
    QCOMPARE(h.geometrySource, std::string("sform"));
    QCOMPARE(h.gzipped, name.endsWith(".gz", Qt::CaseInsensitive));
    QCOMPARE(h.descrip, std::string("round trip"));
    QCOMPARE(h.spatialUnits, std::string("mm"));
    QVERIFY(!hasFinding(image->findings, "nifti.qform_sform_mismatch"));
    QVERIFY(!hasFinding(image->findings, "nifti.pixdim_mismatch"));
    if (volumeCount > 1)
        QCOMPARE(h.pixdim[4], 2.5);

    volume::GeometryTolerance tolerance;
    tolerance.mm = 1e-4;
    tolerance.degrees = 1e-3;
    QVERIFY2(volume::compareGeometry(geometry, image->geometry(), tolerance).withinTolerance,
             volume::compareGeometry(geometry, image->geometry(), tolerance).summary().c_str());
    // The qform alone places the voxels in the same spot, within float precision.
    const volume::Geometry fromQform = volume::geometryFromRasAffine(h.qformAffine, geometry.size);
    QVERIFY(volume::compareGeometry(geometry, fromQform, tolerance).withinTolerance);

    QCOMPARE(image->volumes.size(), volumes.size());
    for (std::size_t i = 0; i < volumes.size(); ++i) {
        QCOMPARE(image->volumes[i].pixelType(), type);
        QCOMPARE(image->volumes[i].byteCount(), volumes[i].byteCount());
        QVERIFY(std::memcmp(image->volumes[i].bytes(), volumes[i].bytes(), volumes[i].byteCount()) == 0);
    }
    QCOMPARE(image->volumes.front().rescale().slope, slope);
    QCOMPARE(image->volumes.front().rescale().intercept, intercept);
    if (h.gzipped)
        QVERIFY2(gzipRejects(path).isEmpty(), qPrintable(gzipRejects(path)));
}

void TestNiftiWriter::writesAtomically()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("out.nii.gz");
    volume::VolumeList first;
    first.push_back(makeVolume(volume::PixelType::Int16, axialGeometry(), 1));
    QVERIFY(io::writeNifti(path.toStdString(), first).ok());
    volume::VolumeList second;
    second.push_back(makeVolume(volume::PixelType::Int16, axialGeometry(), 2));
    QVERIFY(io::writeNifti(path.toStdString(), second).ok());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"out.nii.gz"});
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY(image.ok());
    QVERIFY(std::memcmp(image->volumes.front().bytes(), second.front().bytes(), second.front().byteCount()) ==
            0);
}

void TestNiftiWriter::truncatesDescription()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("d.nii");
    volume::VolumeList volumes;
    volumes.push_back(makeVolume(volume::PixelType::UInt8, axialGeometry(), 0));
    io::NiftiWriteOptions options;
    options.description = std::string(200, 'x');
    options.gzip = false;
    QVERIFY(io::writeNifti(path.toStdString(), volumes, options).ok());
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY(image.ok());
    QCOMPARE(image->nifti->descrip, std::string(79, 'x'));
}

void TestNiftiWriter::errors_data()
{
    QTest::addColumn<int>("caseId");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("empty list") << 0 << int(ErrorKind::Invalid) << "no volume to write";
    QTest::addRow("mismatched geometry") << 1 << int(ErrorKind::Invalid) << "do not share one geometry";
    QTest::addRow("mismatched type") << 2 << int(ErrorKind::Invalid) << "do not share one geometry";
    QTest::addRow("missing folder") << 3 << int(ErrorKind::Io) << "could not be written";
}

void TestNiftiWriter::errors()
{
    QFETCH(int, caseId);
    QFETCH(int, kind);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    std::string path = dir.filePath("x.nii.gz").toStdString();
    volume::VolumeList volumes;
    if (caseId >= 1)
        volumes.push_back(makeVolume(volume::PixelType::Int16, axialGeometry(), 0));
    if (caseId == 1)
        volumes.push_back(makeVolume(volume::PixelType::Int16, obliqueGeometry(false), 0));
    if (caseId == 2)
        volumes.push_back(makeVolume(volume::PixelType::UInt16, axialGeometry(), 0));
    if (caseId == 3)
        path = dir.filePath("no/such/folder/x.nii").toStdString();
    Status status = io::writeNifti(path, volumes);
    QVERIFY(!status.ok());
    QCOMPARE(int(status.error().kind), kind);
    QVERIFY2(QString::fromStdString(status.error().message).contains(fragment),
             status.error().message.c_str());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{});
}

QTEST_GUILESS_MAIN(TestNiftiWriter)
#include "tst_niftiwriter.moc"
