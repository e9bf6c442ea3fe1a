// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The NIfTI reader against real files, cross-checked with nibabel's answers in expected_geometry.json.
#include "io/nifti/niftireader.h"

#include "niftitestfiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <type_traits>

using namespace scansleuth;

namespace {

QString dataDir()
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR);
}

QJsonObject expectedFiles()
{
    static const QJsonObject files = [] {
        QFile file(dataDir() + "/expected_geometry.json");
        if (!file.open(QIODevice::ReadOnly))
            return QJsonObject{};
        return QJsonDocument::fromJson(file.readAll()).object().value("files").toObject();
    }();
    return files;
}

// nibabel's dtype strings ("uint8", ">i2", "<f4") as our names.
QString normalisedType(QString dtype)
{
    dtype.remove(QRegularExpression("^[<>|=]"));
    static const QMap<QString, QString> shortNames = {{"u1", "uint8"},   {"i1", "int8"},   {"u2", "uint16"},
                                                      {"i2", "int16"},   {"u4", "uint32"}, {"i4", "int32"},
                                                      {"f4", "float32"}, {"f8", "float64"}};
    return shortNames.value(dtype, dtype);
}

void compareMatrix(const QJsonArray& expected, const volume::Mat4& actual, double tolerance, const char* what)
{
    QCOMPARE(expected.size(), 4);
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) {
            const double e = expected[r].toArray()[c].toDouble();
            if (std::abs(e - actual[r][c]) > tolerance)
                QFAIL(qPrintable(QString("%1[%2][%3]: expected %4, got %5")
                                     .arg(what)
                                     .arg(r)
                                     .arg(c)
                                     .arg(e)
                                     .arg(actual[r][c])));
        }
}

QByteArray voxelSha256(const io::LoadedImage& image)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const volume::Volume& v : image.volumes)
        hash.addData(
            QByteArrayView(reinterpret_cast<const char*>(v.bytes()), static_cast<qsizetype>(v.byteCount())));
    return hash.result().toHex();
}

// SHA-256 of slope * stored + intercept as float64, x fastest, volume after volume.
QByteArray scaledSha256(const io::LoadedImage& image)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const volume::Volume& v : image.volumes) {
        std::vector<double> real(static_cast<std::size_t>(v.voxelCount()));
        volume::visitPixelType(v.pixelType(), [&](auto tag) {
            using T = decltype(tag);
            auto stored = v.voxels<T>();
            for (std::size_t i = 0; i < real.size(); ++i)
                real[i] = static_cast<double>(stored[i]) * v.rescale().slope + v.rescale().intercept;
            return 0;
        });
        hash.addData(QByteArrayView(reinterpret_cast<const char*>(real.data()),
                                    static_cast<qsizetype>(real.size() * sizeof(double))));
    }
    return hash.result().toHex();
}

} // namespace

class TestNiftiReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesNibabel_data();
    void matchesNibabel();
    void orientationsAgreeAfterCanonical();
    void headerOnlyMatchesFullRead_data();
    void headerOnlyMatchesFullRead();
    void pairOpensFromEitherFile_data();
    void pairOpensFromEitherFile();
    void looksLikeNifti_data();
    void looksLikeNifti();
    void progressCanCancel();
    void datatypesInBothByteOrders_data();
    void datatypesInBothByteOrders();
    void multiMemberGzip();
    void nifti2BeyondInt16Dims();
    void analyzePair_data();
    void analyzePair();
};

void TestNiftiReader::matchesNibabel_data()
{
    QTest::addColumn<QString>("file");
    const QJsonObject files = expectedFiles();
    QVERIFY(!files.isEmpty());
    for (auto it = files.begin(); it != files.end(); ++it)
        if (it.key().startsWith("nifti/") || it.key().startsWith("overlay/flair"))
            QTest::addRow("%s", qPrintable(it.key())) << it.key();
}

void TestNiftiReader::matchesNibabel()
{
    QFETCH(QString, file);
    const QJsonObject e = expectedFiles().value(file).toObject();
    Result<io::LoadedImage> image = io::readNifti((dataDir() + "/" + file).toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    const io::NiftiHeaderInfo& h = *image->nifti;

    const QJsonArray shape = e.value("shape").toArray();
    for (int i = 0; i < shape.size(); ++i)
        QCOMPARE(h.dim[i + 1], shape[i].toInteger());
    QCOMPARE(h.dim[0], shape.size());
    const std::int64_t volumes = shape.size() > 3 ? shape[3].toInteger() : 1;
    QCOMPARE(static_cast<std::int64_t>(image->volumes.size()), volumes);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(image->geometry().size[i], i < shape.size() ? shape[i].toInteger() : 1);
    QCOMPARE(QString(volume::pixelTypeName(image->volumes.front().pixelType())),
             normalisedType(e.value("datatype").toString()));
    QCOMPARE(QString::fromStdString(h.magic), e.value("magic").toString());
    QCOMPARE(h.bigEndian, e.value("endianness").toString() == ">");
    QCOMPARE(image->format, h.magic.ends_with("2") ? io::Format::Nifti2 : io::Format::Nifti1);

    const QJsonArray pixdim = e.value("pixdim").toArray();
    // nibabel resets pixdim[0] to 1 when it is neither 1 nor -1; the raw value is kept here, qfac is used.
    for (int i = 1; i < pixdim.size(); ++i)
        QVERIFY(std::abs(h.pixdim[i] - pixdim[i].toDouble()) < 1e-5);
    QCOMPARE(h.qformCode, e.value("qform_code").toInt());
    QCOMPARE(h.sformCode, e.value("sform_code").toInt());
    QCOMPARE(h.qfac, e.value("qfac").toDouble());
    compareMatrix(e.value("qform").toArray(), h.qformAffine, 2e-5, "qform");
    compareMatrix(e.value("sform").toArray(), h.sformAffine, 2e-5, "sform");
    compareMatrix(e.value("nibabel_affine").toArray(), volume::rasAffine(image->geometry()), 2e-5, "affine");
    QCOMPARE(QString::fromStdString(volume::axisCodes(image->geometry())), e.value("axcodes").toString());
    QCOMPARE(QString::fromStdString(h.geometrySource), h.sformCode > 0   ? QString("sform")
                                                       : h.qformCode > 0 ? QString("qform")
                                                                         : QString("pixdim"));
    QVERIFY(!h.geometryReason.empty());

    // nibabel moves scl_slope/inter out of a loaded header (the json holds null); the rescale must be
    // the header's, with slope 0 meaning none.
    const volume::Rescale rescale = image->volumes.front().rescale();
    if (h.sclSlope == 0 || !std::isfinite(h.sclSlope))
        QVERIFY(rescale.isIdentity());
    else
        QVERIFY(rescale == (volume::Rescale{h.sclSlope, h.sclInter}));
    // The json's hash is over the stored values, except for files with a real scl_slope, where it was
    // taken over nibabel's scaled float64 data; accept either, computed from what was read.
    const QByteArray expectedHash = e.value("raw_voxels_sha256_le_fortran_order").toString().toLatin1();
    if (rescale.isIdentity())
        QCOMPARE(voxelSha256(*image), expectedHash);
    else
        QVERIFY(voxelSha256(*image) == expectedHash || scaledSha256(*image) == expectedHash);
}

void TestNiftiReader::orientationsAgreeAfterCanonical()
{
    const QStringList codes = {"AIL", "IPL", "LAS", "LPI", "PSR", "RAS", "RPS", "SAL"};
    std::optional<volume::Volume> reference;
    for (const QString& code : codes) {
        Result<io::LoadedImage> image =
            io::readNifti((dataDir() + "/nifti/orientations/" + code + ".nii.gz").toStdString());
        QVERIFY2(image.ok(), qPrintable(code));
        QCOMPARE(QString::fromStdString(volume::axisCodes(image->geometry())), code);
        Result<volume::Volume> canonical = volume::reorientToCanonical(image->volumes.front());
        QVERIFY(canonical.ok());
        QCOMPARE(QString::fromStdString(volume::axisCodes(canonical->geometry())), QString("RAS"));
        if (!reference) {
            reference = std::move(*canonical);
            continue;
        }
        QVERIFY2(canonical->sameVoxels(*reference) ||
                     std::memcmp(canonical->bytes(), reference->bytes(), reference->byteCount()) == 0,
                 qPrintable(code));
        const volume::Mat4 a = volume::rasAffine(canonical->geometry());
        const volume::Mat4 b = volume::rasAffine(reference->geometry());
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 4; ++c)
                QVERIFY2(std::abs(a[r][c] - b[r][c]) < 1e-3, qPrintable(code));
        QCOMPARE(canonical->geometry().size, reference->geometry().size);
    }
}

void TestNiftiReader::headerOnlyMatchesFullRead_data()
{
    QTest::addColumn<QString>("file");
    QTest::addRow("4d gz") << "nifti/nibabel_cases/example4d.nii.gz";
    QTest::addRow("nifti2") << "nifti/nibabel_cases/example_nifti2.nii.gz";
    QTest::addRow("big endian") << "nifti/nibabel_cases/anatomical.nii";
    QTest::addRow("pixdim only") << "nifti/edge_cases/minimal.nii.gz";
    QTest::addRow("pair") << "nifti/edge_cases/ras.hdr";
}

void TestNiftiReader::headerOnlyMatchesFullRead()
{
    QFETCH(QString, file);
    const std::string path = (dataDir() + "/" + file).toStdString();
    Result<io::NiftiHeaderOnly> header = io::readNiftiHeader(path);
    Result<io::LoadedImage> image = io::readNifti(path);
    QVERIFY(header.ok() && image.ok());
    QVERIFY(header->geometry == image->geometry());
    QCOMPARE(header->pixelType, image->volumes.front().pixelType());
    QCOMPARE(static_cast<std::size_t>(header->volumeCount), image->volumes.size());
    QCOMPARE(header->header.geometrySource, image->nifti->geometrySource);
    QCOMPARE(header->findings.size(), image->findings.size());
}

void TestNiftiReader::pairOpensFromEitherFile_data()
{
    QTest::addColumn<bool>("openImageFile");
    QTest::addColumn<bool>("gzipHeader");
    QTest::addColumn<bool>("gzipImage");
    QTest::addRow("hdr") << false << false << false;
    QTest::addRow("img") << true << false << false;
    QTest::addRow("hdr + img.gz") << false << false << true;
    QTest::addRow("img.gz") << true << false << true;
    QTest::addRow("hdr.gz + img.gz") << false << true << true;
    QTest::addRow("hdr.gz + img") << false << true << false;
}

void TestNiftiReader::pairOpensFromEitherFile()
{
    QFETCH(bool, openImageFile);
    QFETCH(bool, gzipHeader);
    QFETCH(bool, gzipImage);
    QTemporaryDir dir;
    QFile hdr(dataDir() + "/nifti/edge_cases/ras.hdr");
    QFile img(dataDir() + "/nifti/edge_cases/ras.img");
    QVERIFY(hdr.open(QIODevice::ReadOnly) && img.open(QIODevice::ReadOnly));
    const QString hdrPath = dir.filePath(gzipHeader ? "ras.hdr.gz" : "ras.hdr");
    const QString imgPath = dir.filePath(gzipImage ? "ras.img.gz" : "ras.img");
    const QByteArray hdrBytes = hdr.readAll();
    const QByteArray imgBytes = img.readAll();
    QVERIFY(niftitest::writeFile(hdrPath, gzipHeader ? niftitest::gzip(hdrBytes) : hdrBytes));
    QVERIFY(niftitest::writeFile(imgPath, gzipImage ? niftitest::gzip(imgBytes) : imgBytes));

    Result<io::LoadedImage> image = io::readNifti((openImageFile ? imgPath : hdrPath).toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    QCOMPARE(image->files.size(), std::size_t{2});
    QVERIFY(image->nifti->separateImageFile);
    QCOMPARE(image->nifti->gzipped, gzipImage);
    const QJsonObject e = expectedFiles().value("nifti/edge_cases/ras.hdr").toObject();
    QCOMPARE(voxelSha256(*image), e.value("raw_voxels_sha256_le_fortran_order").toString().toLatin1());
}

void TestNiftiReader::looksLikeNifti_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("expected");
    niftitest::SyntheticHeader little;
    niftitest::SyntheticHeader big;
    big.bigEndian = true;
    niftitest::SyntheticHeader two;
    two.version = 2;
    const QByteArray voxels = niftitest::voxelBytes(niftitest::rampUint8(), false);
    QTest::addRow("extension nii") << "a.nii" << QByteArray("x") << true;
    QTest::addRow("extension NII.GZ") << "a.NII.GZ" << QByteArray("x") << true;
    QTest::addRow("extension hdr.gz") << "a.hdr.gz" << QByteArray("x") << true;
    QTest::addRow("extension img") << "a.img" << QByteArray("x") << true;
    QTest::addRow("no extension, nifti-1") << "scan" << niftitest::singleFile(little, voxels) << true;
    QTest::addRow("no extension, big endian") << "scan" << niftitest::singleFile(big, voxels) << true;
    QTest::addRow("no extension, nifti-2") << "scan" << niftitest::singleFile(two, voxels) << true;
    QTest::addRow("no extension, gzipped")
        << "scan" << niftitest::gzip(niftitest::singleFile(little, voxels)) << true;
    QTest::addRow("text file") << "notes.txt" << QByteArray("hello world") << false;
    QTest::addRow("dicom preamble") << "IM0001" << QByteArray(132, '\0') << false;
}

void TestNiftiReader::looksLikeNifti()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(bool, expected);
    QTemporaryDir dir;
    QVERIFY(niftitest::writeFile(dir.filePath(name), content));
    QCOMPARE(io::looksLikeNifti(dir.filePath(name).toStdString()), expected);
}

void TestNiftiReader::progressCanCancel()
{
    int calls = 0;
    Progress progress([&](double, const std::string&) { return ++calls < 1; });
    Result<io::LoadedImage> image =
        io::readNifti((dataDir() + "/nifti/nibabel_cases/example4d.nii.gz").toStdString(), progress);
    QVERIFY(!image.ok());
    QCOMPARE(image.error().kind, ErrorKind::Cancelled);
    QVERIFY(calls >= 1);
}

namespace {

// A 4x3x2 file of type T with values i * 3 - 7 (or i for unsigned types), and those values.
template <typename T>
QByteArray typedFile(int datatype, bool bigEndian, int version, std::vector<double>& values)
{
    niftitest::SyntheticHeader h;
    h.version = version;
    h.bigEndian = bigEndian;
    h.datatype = datatype;
    h.bitpix = static_cast<int>(8 * sizeof(T));
    std::vector<T> stored(24);
    values.clear();
    for (int i = 0; i < 24; ++i) {
        stored[i] = static_cast<T>(std::is_signed_v<T> ? i * 3 - 7 : i * 1000);
        values.push_back(static_cast<double>(stored[i]));
    }
    return niftitest::singleFile(h, niftitest::voxelBytes(stored, bigEndian));
}

} // namespace

void TestNiftiReader::datatypesInBothByteOrders_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QList<double>>("values");
    for (bool big : {false, true})
        for (int version : {1, 2}) {
            const QString suffix =
                QString(big ? " big endian" : " little endian") + (version == 2 ? " nifti2" : "");
            std::vector<double> v;
            auto add = [&](const char* name, const QByteArray& bytes) {
                QTest::addRow("%s", qPrintable(name + suffix))
                    << bytes << QString(name) << QList<double>(v.begin(), v.end());
            };
            add("uint8", typedFile<std::uint8_t>(2, big, version, v));
            add("int8", typedFile<std::int8_t>(256, big, version, v));
            add("uint16", typedFile<std::uint16_t>(512, big, version, v));
            add("int16", typedFile<std::int16_t>(4, big, version, v));
            add("uint32", typedFile<std::uint32_t>(768, big, version, v));
            add("int32", typedFile<std::int32_t>(8, big, version, v));
            add("float32", typedFile<float>(16, big, version, v));
            add("float64", typedFile<double>(64, big, version, v));
            // 64-bit integers (numpy's argmax, SimpleITK's sitkInt64) are read as int32 when they fit.
            const QByteArray int64 = typedFile<std::int64_t>(1024, big, version, v);
            QTest::addRow("%s", qPrintable("int64" + suffix))
                << int64 << QString("int32") << QList<double>(v.begin(), v.end());
            const QByteArray uint64 = typedFile<std::uint64_t>(1280, big, version, v);
            QTest::addRow("%s", qPrintable("uint64" + suffix))
                << uint64 << QString("int32") << QList<double>(v.begin(), v.end());
        }
}

void TestNiftiReader::datatypesInBothByteOrders()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, type);
    QFETCH(QList<double>, values);
    QTemporaryDir dir;
    const QString path = dir.filePath("typed.nii.gz");
    QVERIFY(niftitest::writeFile(path, niftitest::gzip(file)));
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    const volume::Volume& v = image->volumes.front();
    QCOMPARE(QString(volume::pixelTypeName(v.pixelType())), type);
    for (int i = 0; i < values.size(); ++i)
        QCOMPARE(v.storedValue(i % 4, (i / 4) % 3, i / 12), values[i]);
}

void TestNiftiReader::multiMemberGzip()
{
    const QByteArray file = niftitest::singleFile(niftitest::SyntheticHeader{},
                                                  niftitest::voxelBytes(niftitest::rampUint8(), false));
    QTemporaryDir dir;
    const QString path = dir.filePath("members.nii.gz");
    // Three members, split inside the header and inside the voxels, as concatenated gzip files are.
    QVERIFY(niftitest::writeFile(path, niftitest::gzip(file.left(100)) + niftitest::gzip(file.mid(100, 260)) +
                                           niftitest::gzip(file.mid(360))));
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    const auto voxels = image->volumes.front().voxels<std::uint8_t>();
    for (std::size_t i = 0; i < voxels.size(); ++i)
        QCOMPARE(voxels[i], static_cast<std::uint8_t>(i));
}

void TestNiftiReader::nifti2BeyondInt16Dims()
{
    niftitest::SyntheticHeader h;
    h.version = 2;
    h.bigEndian = true;
    h.dim = {3, 40000, 1, 1, 1, 1, 1, 1};
    h.datatype = 4;
    h.bitpix = 16;
    std::vector<std::int16_t> values(40000);
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = static_cast<std::int16_t>(static_cast<int>(i % 30000) - 15000);
    QTemporaryDir dir;
    const QString path = dir.filePath("long.nii");
    QVERIFY(niftitest::writeFile(path, niftitest::singleFile(h, niftitest::voxelBytes(values, true))));
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    QCOMPARE(image->format, io::Format::Nifti2);
    QVERIFY(image->nifti->bigEndian);
    QCOMPARE(image->geometry().size[0], std::int64_t{40000});
    const auto voxels = image->volumes.front().voxels<std::int16_t>();
    QVERIFY(std::equal(voxels.begin(), voxels.end(), values.begin()));
}

void TestNiftiReader::analyzePair_data()
{
    QTest::addColumn<QList<int>>("spmOrigin");
    QTest::addColumn<QList<double>>("translation");
    // pixdim 2, 3, 4 on 4x3x2 voxels; nibabel: x flipped, origin at the centre or at the SPM origin.
    QTest::addRow("centre") << QList<int>{0, 0, 0} << QList<double>{3.0, -3.0, -2.0};
    QTest::addRow("SPM origin") << QList<int>{2, 1, 2} << QList<double>{2.0, 0.0, -4.0};
}

void TestNiftiReader::analyzePair()
{
    QFETCH(QList<int>, spmOrigin);
    QFETCH(QList<double>, translation);
    niftitest::SyntheticHeader h;
    h.version = 0;
    h.pair = true;
    h.bigEndian = true;
    h.pixdim = {0, 2, 3, 4, 0, 0, 0, 0};
    h.sclSlope = 0.5;
    for (int i = 0; i < 3; ++i)
        h.analyzeOrigin[i] = static_cast<std::int16_t>(spmOrigin[i]);
    QTemporaryDir dir;
    QVERIFY(niftitest::writeFile(dir.filePath("spm.hdr"), niftitest::headerBytes(h)));
    QVERIFY(
        niftitest::writeFile(dir.filePath("spm.img"), niftitest::voxelBytes(niftitest::rampUint8(), true)));
    Result<io::LoadedImage> image = io::readNifti(dir.filePath("spm.img").toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    QCOMPARE(image->format, io::Format::Analyze);
    QCOMPARE(image->nifti->version, 0);
    QCOMPARE(image->nifti->geometrySource, std::string("pixdim"));
    const Finding* f = findFinding(image->findings, "nifti.no_orientation");
    QVERIFY(f && f->message.find("Analyze") != std::string::npos);
    QCOMPARE(image->volumes.front().rescale().slope, 0.5);
    const volume::Mat4 a = volume::rasAffine(image->geometry());
    QCOMPARE(a[0][0], -2.0);
    QCOMPARE(a[1][1], 3.0);
    QCOMPARE(a[2][2], 4.0);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(a[i][3] + 0.0, translation[i]);
    QCOMPARE(QString::fromStdString(volume::axisCodes(image->geometry())), QString("LAS"));
}

QTEST_GUILESS_MAIN(TestNiftiReader)
#include "tst_niftireader.moc"
