// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicomwriter/dicomwriter.h"
#include "io/nifti/niftireader.h"

#include "support/germanlocale.h"

#include "dcmtk/config/osconfig.h"
#include "dcmtk/dcmdata/dcdatset.h"
#include "dcmtk/dcmdata/dcdeftag.h"
#include "dcmtk/dcmdata/dcfilefo.h"
#include "dcmtk/dcmdata/dcmetinf.h"
#include "dcmtk/dcmdata/dcuid.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <memory>
#include <optional>
#include <set>

using namespace scansleuth;
using namespace scansleuth::volume;
using scansleuth::io::DicomWriteOptions;

namespace {

constexpr const char* kExplicitLE = "1.2.840.10008.1.2.1";
constexpr const char* kImplicitLE = "1.2.840.10008.1.2";
constexpr const char* kExplicitBE = "1.2.840.10008.1.2.2";

// Rotated 30 degrees about z: rows run along (cos, sin, 0), columns along (-sin, cos, 0), slices
// downwards (against the slice normal).
Mat3 rotatedAxial()
{
    const double r = 30.0 * M_PI / 180.0;
    return {{{std::cos(r), -std::sin(r), 0}, {std::sin(r), std::cos(r), 0}, {0, 0, -1}}};
}

// A small volume with an oblique, rotated geometry and a voxel pattern that tells every voxel apart.
Volume makeVolume(PixelType type, Index3 size = {5, 4, 3}, const Mat3& direction = rotatedAxial())
{
    Geometry g;
    g.size = size;
    g.spacing = {0.7, 0.9, 2.0};
    g.origin = {10.5, -20.25, 33.0};
    g.direction = direction;
    Volume v = Volume::allocate(type, g).value();
    v.setRescale({2.5, -1024});
    visitPixelType(type, [&](auto t) {
        using T = decltype(t);
        auto voxels = v.voxels<T>();
        const double offset = sizeof(T) != 2 ? 0 : std::is_signed_v<T> ? -300 : 60000;
        for (std::size_t n = 0; n < voxels.size(); ++n)
            voxels[n] = sizeof(T) != 2
                            ? T{}
                            : static_cast<T>(offset + double(n % 5 + 10 * (n / 5 % 4) + 100 * (n / 20)));
    });
    return v;
}

std::unique_ptr<DcmFileFormat> load(const QString& path)
{
    auto file = std::make_unique<DcmFileFormat>();
    if (file->loadFile(path.toStdString().c_str(), EXS_Unknown, EGL_noChange, DCM_MaxReadLength, ERM_fileOnly)
            .bad())
        return nullptr;
    return file;
}

std::string tagString(DcmItem* item, const DcmTagKey& tag)
{
    OFString value;
    item->findAndGetOFStringArray(tag, value);
    return value.c_str();
}

double tagNumber(DcmItem* item, const DcmTagKey& tag, unsigned long position = 0)
{
    Float64 value = std::nan("");
    item->findAndGetFloat64(tag, value, position);
    return value;
}

int tagInt(DcmItem* item, const DcmTagKey& tag)
{
    Sint32 value = -1;
    item->findAndGetSint32(tag, value);
    return value;
}

// What dcmftest checks: a 128-byte preamble followed by "DICM".
bool hasDicomPreamble(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(132);
    return head.size() == 132 && head.mid(128, 4) == "DICM";
}

} // namespace

class TestDemoDicomWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesValidFilesWithTheRightTags_data();
    void writesValidFilesWithTheRightTags();
    void shuffledInstanceNumbersKeepPositionsAndPixels();
    void usesGivenUidsAndUtf8Names();
    void dcm2niixReadsTheGeometryWritten_data();
    void dcm2niixReadsTheGeometryWritten();
    void rejectsBadCalls_data();
    void rejectsBadCalls();
};

void TestDemoDicomWriter::writesValidFilesWithTheRightTags_data()
{
    QTest::addColumn<QString>("syntax");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("modality");
    QTest::addColumn<bool>("german"); // written on a comma-decimal desktop (issue 9)
    QTest::addRow("explicit LE int16 CT") << kExplicitLE << int(PixelType::Int16) << "CT" << false;
    QTest::addRow("implicit LE int16 CT") << kImplicitLE << int(PixelType::Int16) << "CT" << false;
    QTest::addRow("explicit BE int16 CT") << kExplicitBE << int(PixelType::Int16) << "CT" << false;
    QTest::addRow("explicit LE uint16 MR") << kExplicitLE << int(PixelType::UInt16) << "MR" << false;
    QTest::addRow("explicit BE uint16 MR") << kExplicitBE << int(PixelType::UInt16) << "MR" << false;
    QTest::addRow("explicit LE int16 CT, German locale")
        << kExplicitLE << int(PixelType::Int16) << "CT" << true;
    QTest::addRow("implicit LE uint16 MR, German locale")
        << kImplicitLE << int(PixelType::UInt16) << "MR" << true;
}

void TestDemoDicomWriter::writesValidFilesWithTheRightTags()
{
    QFETCH(QString, syntax);
    QFETCH(int, type);
    QFETCH(QString, modality);
    QFETCH(bool, german);
    QTemporaryDir dir;
    const QString folder = dir.filePath("series/nested");
    const Volume v = makeVolume(PixelType(type));
    DicomWriteOptions options;
    options.transferSyntax = syntax.toStdString();
    options.modality = modality.toStdString();
    options.seriesNumber = 7;
    {
        std::optional<scansleuth::testing::GermanLocale> locale;
        if (german) {
            locale.emplace();
            if (!locale->active())
                QFAIL(scansleuth::testing::germanLocaleMissing().constData());
        }
        QVERIFY(io::writeDicomSeries(folder.toStdString(), v, options).ok());
    }

    const QStringList names = QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    QCOMPARE(names, QStringList({"IM0001.dcm", "IM0002.dcm", "IM0003.dcm"})); // no temporary files left
    const Geometry& g = v.geometry();
    std::set<std::string> sopUids, seriesUids, frameUids;
    for (int k = 0; k < 3; ++k) {
        const QString path = folder + "/" + names[k];
        QVERIFY(hasDicomPreamble(path));
        auto file = load(path);
        QVERIFY(file);
        DcmItem* meta = file->getMetaInfo();
        DcmDataset* ds = file->getDataset();
        QCOMPARE(tagString(meta, DCM_TransferSyntaxUID), syntax.toStdString());
        const std::string sopClass = modality == "CT" ? UID_CTImageStorage : UID_MRImageStorage;
        QCOMPARE(tagString(ds, DCM_SOPClassUID), sopClass);
        QCOMPARE(tagString(meta, DCM_MediaStorageSOPClassUID), sopClass);
        QCOMPARE(tagString(meta, DCM_MediaStorageSOPInstanceUID), tagString(ds, DCM_SOPInstanceUID));
        sopUids.insert(tagString(ds, DCM_SOPInstanceUID));
        seriesUids.insert(tagString(ds, DCM_SeriesInstanceUID));
        frameUids.insert(tagString(ds, DCM_FrameOfReferenceUID));
        QCOMPARE(tagString(ds, DCM_Modality), modality.toStdString());
        QCOMPARE(tagString(ds, DCM_PatientName), std::string("Demo^Phantom"));
        QCOMPARE(tagString(ds, DCM_SeriesNumber), std::string("7"));
        QCOMPARE(tagInt(ds, DCM_InstanceNumber), k + 1);

        Uint16 rows = 0, columns = 0, bits = 0, stored = 0, high = 0, representation = 9;
        ds->findAndGetUint16(DCM_Rows, rows);
        ds->findAndGetUint16(DCM_Columns, columns);
        ds->findAndGetUint16(DCM_BitsAllocated, bits);
        ds->findAndGetUint16(DCM_BitsStored, stored);
        ds->findAndGetUint16(DCM_HighBit, high);
        ds->findAndGetUint16(DCM_PixelRepresentation, representation);
        QCOMPARE(int(rows), 4);
        QCOMPARE(int(columns), 5);
        QCOMPARE(int(bits), 16);
        QCOMPARE(int(stored), 16);
        QCOMPARE(int(high), 15);
        QCOMPARE(int(representation), PixelType(type) == PixelType::Int16 ? 1 : 0);

        const Vec3 position = indexToPatient(g, {0, 0, double(k)});
        for (int a = 0; a < 3; ++a) {
            QVERIFY(std::abs(tagNumber(ds, DCM_ImagePositionPatient, a) - position[a]) < 1e-9);
            QVERIFY(std::abs(tagNumber(ds, DCM_ImageOrientationPatient, a) - g.direction[a][0]) < 1e-12);
            QVERIFY(std::abs(tagNumber(ds, DCM_ImageOrientationPatient, a + 3) - g.direction[a][1]) < 1e-12);
        }
        // Decimal strings as the standard spells them: '.' as the decimal point, whatever the locale.
        static const QRegularExpression decimalString(R"(^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$)");
        for (const DcmTagKey& tag : {DCM_PixelSpacing, DCM_ImagePositionPatient, DCM_ImageOrientationPatient,
                                     DCM_SliceThickness, DCM_SliceLocation, DCM_RescaleSlope})
            for (const QString& value : QString::fromStdString(tagString(ds, tag)).split('\\'))
                QVERIFY2(decimalString.match(value).hasMatch(), qPrintable(value));
        QCOMPARE(tagString(ds, DCM_PixelSpacing), std::string("0.9\\0.7"));
        QCOMPARE(tagNumber(ds, DCM_PixelSpacing, 0), 0.9); // row spacing (along index axis 1) first
        QCOMPARE(tagNumber(ds, DCM_PixelSpacing, 1), 0.7);
        QCOMPARE(tagNumber(ds, DCM_SliceThickness), 2.0);
        QCOMPARE(tagNumber(ds, DCM_SpacingBetweenSlices), 2.0);
        QVERIFY(std::abs(tagNumber(ds, DCM_SliceLocation) - (33.0 - 2.0 * k)) < 1e-9); // normal is +z
        QCOMPARE(tagNumber(ds, DCM_RescaleSlope), 2.5);
        QCOMPARE(tagNumber(ds, DCM_RescaleIntercept), -1024.0);

        const Uint16* pixels = nullptr;
        unsigned long count = 0;
        QVERIFY(ds->findAndGetUint16Array(DCM_PixelData, pixels, &count).good());
        QCOMPARE(count, 20ul);
        QVERIFY(std::memcmp(pixels, v.bytes() + 40 * k, 40) == 0);
    }
    QCOMPARE(sopUids.size(), std::size_t(3));
    QCOMPARE(seriesUids.size(), std::size_t(1));
    QCOMPARE(frameUids.size(), std::size_t(1));
}

void TestDemoDicomWriter::shuffledInstanceNumbersKeepPositionsAndPixels()
{
    QTemporaryDir dir;
    const Volume v = makeVolume(PixelType::Int16, {5, 4, 12});
    DicomWriteOptions options;
    options.shuffleInstanceNumbers = true;
    QVERIFY(io::writeDicomSeries(dir.path().toStdString(), v, options).ok());
    const QStringList names = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(names.size(), 12);
    std::set<int> numbers;
    bool spatialOrder = true;
    for (const QString& name : names) {
        auto file = load(dir.filePath(name));
        QVERIFY(file);
        DcmDataset* ds = file->getDataset();
        const int instance = tagInt(ds, DCM_InstanceNumber);
        QCOMPARE(name, QString::asprintf("IM%04d.dcm", instance)); // the file is named after its number
        numbers.insert(instance);
        // Which slice this is, from its position along the slice axis (z decreases by 2 mm a slice).
        const int k = int(std::lround((33.0 - tagNumber(ds, DCM_ImagePositionPatient, 2)) / 2.0));
        spatialOrder = spatialOrder && k == instance - 1;
        const Uint16* pixels = nullptr;
        QVERIFY(ds->findAndGetUint16Array(DCM_PixelData, pixels).good());
        QVERIFY(std::memcmp(pixels, v.bytes() + 40 * k, 40) == 0);
    }
    QCOMPARE(numbers.size(), std::size_t(12));
    QCOMPARE(*numbers.begin(), 1);
    QCOMPARE(*numbers.rbegin(), 12);
    QVERIFY(!spatialOrder);
}

void TestDemoDicomWriter::usesGivenUidsAndUtf8Names()
{
    QTemporaryDir dir;
    DicomWriteOptions options;
    options.studyInstanceUid = "1.2.826.0.1.3680043.2.1125.1";
    options.seriesInstanceUid = "1.2.826.0.1.3680043.2.1125.2";
    options.patientName = "M\xC3\xBCller^J\xC3\xBCrgen";
    options.patientBirthDate = "19610412";
    options.patientSex = "F";
    QVERIFY(io::writeDicomSeries(dir.path().toStdString(), makeVolume(PixelType::Int16), options).ok());
    auto file = load(dir.filePath("IM0002.dcm"));
    QVERIFY(file);
    DcmDataset* ds = file->getDataset();
    QCOMPARE(tagString(ds, DCM_StudyInstanceUID), options.studyInstanceUid);
    QCOMPARE(tagString(ds, DCM_SeriesInstanceUID), options.seriesInstanceUid);
    QCOMPARE(tagString(ds, DCM_SpecificCharacterSet), std::string("ISO_IR 192"));
    QCOMPARE(tagString(ds, DCM_PatientName), options.patientName);
    QCOMPARE(tagString(ds, DCM_PatientBirthDate), std::string("19610412"));
    QCOMPARE(tagString(ds, DCM_PatientSex), std::string("F"));
}

void TestDemoDicomWriter::dcm2niixReadsTheGeometryWritten_data()
{
    QTest::addColumn<Mat3>("direction");
    QTest::addRow("axial") << identity3();
    QTest::addRow("axial rotated, slices downwards") << rotatedAxial();
    QTest::addRow("coronal") << Mat3{{{1, 0, 0}, {0, 0, 1}, {0, -1, 0}}};
    QTest::addRow("sagittal") << Mat3{{{0, 0, -1}, {1, 0, 0}, {0, -1, 0}}};
}

void TestDemoDicomWriter::dcm2niixReadsTheGeometryWritten()
{
    // dcm2niix is an independent reader: its NIfTI must put every voxel where ours is.
    QFETCH(Mat3, direction);
    const QString dcm2niix = QStandardPaths::findExecutable("dcm2niix");
    // packaging/install-deps.sh installs dcm2niix: its absence is a broken set-up, not a reason to skip.
    QVERIFY2(!dcm2niix.isEmpty(), "dcm2niix is missing: run packaging/install-deps.sh");
    QTemporaryDir dir;
    const Volume v = makeVolume(PixelType::Int16, {5, 4, 6}, direction);
    QVERIFY(io::writeDicomSeries(dir.filePath("dicom").toStdString(), v).ok());
    QProcess process;
    process.start(dcm2niix, {"-z", "n", "-f", "ref", "-o", dir.path(), dir.filePath("dicom")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    auto ref = io::readNifti(dir.filePath("ref.nii").toStdString());
    QVERIFY2(ref.ok(), ref.ok() ? "" : (ref.error().message + " " + ref.error().detail).c_str());
    auto a = reorientToCanonical(ref->volumes.front());
    auto b = reorientToCanonical(v);
    QVERIFY(a.ok() && b.ok());
    const GeometryDifference d = compareGeometry(b->geometry(), a->geometry());
    QVERIFY2(d.withinTolerance, d.summary().c_str());
    QCOMPARE(a->rescale(), b->rescale());
    QVERIFY(a->sameVoxels(*b));
}

void TestDemoDicomWriter::rejectsBadCalls_data()
{
    QTest::addColumn<QString>("problem");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("float volume") << "float" << int(ErrorKind::Invalid) << "Only 16-bit integer volumes";
    QTest::addRow("uint8 volume") << "uint8" << int(ErrorKind::Invalid) << "Only 16-bit integer volumes";
    QTest::addRow("empty volume") << "empty" << int(ErrorKind::Invalid) << "empty volume";
    QTest::addRow("size changed after allocation")
        << "mismatch" << int(ErrorKind::Invalid) << "do not match its size";
    QTest::addRow("slices wider than 65535") << "wide" << int(ErrorKind::Invalid) << "too large for DICOM";
    QTest::addRow("unknown modality") << "modality" << int(ErrorKind::Invalid) << "Only CT and MR";
    QTest::addRow("compressed syntax") << "syntax" << int(ErrorKind::Invalid) << "transfer syntax";
    QTest::addRow("malformed UID") << "uid" << int(ErrorKind::Invalid) << "UID";
    QTest::addRow("birth date not YYYYMMDD") << "born" << int(ErrorKind::Invalid) << "YYYYMMDD";
    QTest::addRow("unknown sex") << "sex" << int(ErrorKind::Invalid) << "M, F or O";
    QTest::addRow("folder under a file") << "folder" << int(ErrorKind::Io) << "folder for the DICOM series";
    QTest::addRow("file name taken by a folder") << "blocked" << int(ErrorKind::Io) << "could not be written";
    QTest::addRow("cancelled") << "cancel" << int(ErrorKind::Cancelled) << "cancelled";
}

void TestDemoDicomWriter::rejectsBadCalls()
{
    QFETCH(QString, problem);
    QFETCH(int, kind);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    std::string folder = dir.filePath("out").toStdString();
    Volume v = makeVolume(problem == "float"   ? PixelType::Float32
                          : problem == "uint8" ? PixelType::UInt8
                                               : PixelType::Int16);
    if (problem == "empty")
        v = Volume();
    if (problem == "mismatch")
        v.geometry().size[2] = 10;
    if (problem == "wide")
        v = makeVolume(PixelType::Int16, {70000, 1, 1});
    DicomWriteOptions options;
    if (problem == "modality")
        options.modality = "US";
    if (problem == "syntax")
        options.transferSyntax = "1.2.840.10008.1.2.4.50";
    if (problem == "uid")
        options.seriesInstanceUid = "1.2.abc";
    if (problem == "born")
        options.patientBirthDate = "1961-04-12";
    if (problem == "sex")
        options.patientSex = "female";
    if (problem == "folder") {
        QFile file(dir.filePath("plain"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        folder = dir.filePath("plain/sub").toStdString();
    }
    if (problem == "blocked")
        QVERIFY(QDir(dir.path()).mkpath("out/IM0003.dcm"));
    Progress progress;
    int calls = 0;
    if (problem == "cancel")
        progress = Progress([&calls](double, const std::string&) { return ++calls < 3; });

    const Status status = io::writeDicomSeries(folder, v, options, progress);
    QVERIFY(!status.ok());
    QCOMPARE(int(status.error().kind), kind);
    QVERIFY2(QString::fromStdString(status.error().message).contains(fragment),
             status.error().message.c_str());
    if (problem == "blocked" || problem == "cancel") // files written before the failure are removed
        QCOMPARE(QDir(QString::fromStdString(folder)).entryList(QDir::Files | QDir::Hidden), QStringList());
}

QTEST_GUILESS_MAIN(TestDemoDicomWriter)
#include "tst_demo_dicomwriter.moc"
