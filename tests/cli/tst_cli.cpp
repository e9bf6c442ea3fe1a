// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// scansleuth-cli as scripts see it: commands, the --json document, and the documented exit codes.
#include "clirun.h"
#include "io/nifti/niftireader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cmath>
#include <cstring>

using scansleuth::testing::cli;
using scansleuth::testing::dataPath;
using Run = scansleuth::testing::CliRun;

namespace {
// A NIfTI-1 header that claims 32767^3 int16 voxels (about 70 TB), followed by a few bytes.
QByteArray hugeNiftiHeader()
{
    QByteArray h(352 + 1000, '\0');
    auto put16 = [&](int offset, qint16 v) {
        qToLittleEndian(v, h.data() + offset);
    };
    auto put32 = [&](int offset, qint32 v) {
        qToLittleEndian(v, h.data() + offset);
    };
    auto putF = [&](int offset, float v) {
        qToLittleEndian(v, h.data() + offset);
    };
    put32(0, 348);
    const qint16 dims[8] = {3, 32767, 32767, 32767, 1, 1, 1, 1};
    for (int i = 0; i < 8; ++i)
        put16(40 + 2 * i, dims[i]);
    put16(70, 4); // int16
    put16(72, 16);
    for (int i = 0; i < 8; ++i)
        putF(76 + 4 * i, 1.0f);
    putF(108, 352.0f);
    memcpy(h.data() + 344, "n+1", 4);
    return h;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void usage_data();
    void usage();
    void infoNiftiJson();
    void infoDicomSeriesJson();
    void infoText();
    void badInput_data();
    void badInput();
    void partialSuccess();
    void convertWritesNifti();
    void philipsScalingInInfoAndConvert_data();
    void philipsScalingInInfoAndConvert();
    void convertWarnsWhenGeometryIsMadeUp();
    void demoStudyRoundTrip();
};

void TestCli::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("help") << QStringList{QStringLiteral("--help")} << 0 << "exit codes";
    QTest::addRow("no command") << QStringList{} << 2 << "no command given";
    QTest::addRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2 << "unknown command";
    QTest::addRow("unknown option") << QStringList{QStringLiteral("info"), QStringLiteral("--bogus")} << 2
                                    << "unknown option --bogus";
    QTest::addRow("info without path") << QStringList{QStringLiteral("info")} << 2 << "exactly one PATH";
    QTest::addRow("convert without output")
        << QStringList{QStringLiteral("convert"), QStringLiteral("x")} << 2 << "needs PATH and OUT";
    QTest::addRow("Philips scaling without value")
        << QStringList{QStringLiteral("info"), QStringLiteral("x"), QStringLiteral("--philips-scaling")} << 2
        << "--philips-scaling needs a value";
    QTest::addRow("Philips scaling bad value")
        << QStringList{QStringLiteral("convert"), QStringLiteral("x"), QStringLiteral("y.nii"),
                       QStringLiteral("--philips-scaling"), QStringLiteral("y")}
        << 2 << "--philips-scaling must be display or precise, not 'y'";
}

void TestCli::usage()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);
    Run r = cli(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(r.out + r.err).contains(fragment), (r.out + r.err).constData());
}

void TestCli::infoNiftiJson()
{
    Run r = cli({QStringLiteral("info"), dataPath(QStringLiteral("nifti/edge_cases/minimal.nii.gz")),
                 QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QJsonObject doc = r.json();
    QCOMPARE(doc.value(QStringLiteral("scansleuth_info_version")).toInt(), 1);
    QCOMPARE(doc.value(QStringLiteral("exit_code")).toInt(), 0);
    QJsonObject image = doc.value(QStringLiteral("images")).toArray().at(0).toObject();
    QCOMPARE(image.value(QStringLiteral("format")).toString(), QStringLiteral("nifti1"));
    QCOMPARE(image.value(QStringLiteral("dims")).toArray(), (QJsonArray{64, 64, 10}));
    QCOMPARE(image.value(QStringLiteral("pixel_type")).toString(), QStringLiteral("uint8"));
    QCOMPARE(image.value(QStringLiteral("axis_codes")).toString(), QStringLiteral("LAS"));
    // This pixdim-only file must get nibabel's affine, as recorded in expected_geometry.json.
    QFile expectedFile(dataPath(QStringLiteral("expected_geometry.json")));
    QVERIFY(expectedFile.open(QIODevice::ReadOnly));
    const QJsonArray nibabel = QJsonDocument::fromJson(expectedFile.readAll())
                                   .object()[QStringLiteral("files")]
                                   .toObject()[QStringLiteral("nifti/edge_cases/minimal.nii.gz")]
                                   .toObject()[QStringLiteral("nibabel_affine")]
                                   .toArray();
    QCOMPARE(nibabel.size(), 4);
    const QJsonArray affine = image.value(QStringLiteral("ras_affine")).toArray();
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
            QCOMPARE(affine.at(r).toArray().at(c).toDouble(), nibabel.at(r).toArray().at(c).toDouble());
    QJsonObject nifti = image.value(QStringLiteral("nifti")).toObject();
    QCOMPARE(nifti.value(QStringLiteral("qform_code")).toInt(), 0);
    QCOMPARE(nifti.value(QStringLiteral("sform_code")).toInt(), 0);
    QVERIFY(nifti.value(QStringLiteral("big_endian")).toBool());
    bool noOrientation = false;
    for (const QJsonValue& f : image.value(QStringLiteral("findings")).toArray())
        noOrientation |=
            f.toObject().value(QStringLiteral("code")).toString() == QStringLiteral("nifti.no_orientation");
    QVERIFY(noOrientation);
}

void TestCli::infoDicomSeriesJson()
{
    Run r = cli({QStringLiteral("info"),
                 dataPath(QStringLiteral("dicom/ge_epi4d_slices_inferior_to_superior/dicom")),
                 QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QJsonObject doc = r.json();
    QJsonArray images = doc.value(QStringLiteral("images")).toArray();
    QCOMPARE(images.size(), 1);
    QJsonObject image = images.at(0).toObject();
    QCOMPARE(image.value(QStringLiteral("format")).toString(), QStringLiteral("dicom"));
    QCOMPARE(image.value(QStringLiteral("volume_count")).toInt(), 10);
    QCOMPARE(image.value(QStringLiteral("dims")).toArray().at(2).toInt(), 15);
    QJsonObject dicom = image.value(QStringLiteral("dicom")).toObject();
    QCOMPARE(dicom.value(QStringLiteral("slices")).toArray().size(), 150);
    QCOMPARE(image.value(QStringLiteral("files")).toArray().size(), 150);
    // The README and other non-DICOM files are listed, not fatal.
    QVERIFY(!doc.value(QStringLiteral("skipped_files")).toArray().isEmpty());
}

void TestCli::infoText()
{
    Run r = cli({QStringLiteral("info"), dataPath(QStringLiteral("nifti/orientations/PSR.nii.gz"))});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(QStringLiteral("axis codes  PSR")), r.out.constData());
    QVERIFY(text.contains(QStringLiteral("RAS affine")));
}

void TestCli::badInput_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment");
    QFile nii(dataPath(QStringLiteral("nifti/nibabel_cases/anatomical.nii")));
    QVERIFY(nii.open(QIODevice::ReadOnly));
    const QByteArray whole = nii.readAll();
    QTest::addRow("missing path") << QString() << QByteArray() << 3 << "does not exist";
    QTest::addRow("text file") << QStringLiteral("notes.txt") << QByteArray("hello\n") << 3 << "No image";
    QTest::addRow("truncated NIfTI") << QStringLiteral("cut.nii") << whole.left(whole.size() / 2) << 4 << "";
    QTest::addRow("header only") << QStringLiteral("head.nii") << whole.left(200) << 4 << "";
    QTest::addRow("absurd header size")
        << QStringLiteral("huge.nii") << hugeNiftiHeader() << 8 << "more than this machine can hold";
    QTest::addRow("empty folder") << QStringLiteral("") << QByteArray("folder") << 3 << "No image";
}

void TestCli::badInput()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, bytes);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("does-not-exist.nii"));
    if (!fileName.isEmpty()) {
        path = dir.filePath(fileName);
        writeFile(path, bytes);
    } else if (bytes == "folder") {
        path = dir.path();
    }
    Run r = cli({QStringLiteral("info"), path, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, exitCode);
    QJsonObject doc = r.json();
    QCOMPARE(doc.value(QStringLiteral("exit_code")).toInt(), exitCode);
    QJsonArray errors = doc.value(QStringLiteral("errors")).toArray();
    QVERIFY(!errors.isEmpty());
    const QString message = errors.at(0).toObject().value(QStringLiteral("message")).toString();
    QVERIFY2(message.contains(fragment), qPrintable(message));
    QVERIFY2(r.err.contains("scansleuth-cli: "), r.err.constData());
}

void TestCli::partialSuccess()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(dataPath(QStringLiteral("nifti/edge_cases/minimal.nii.gz")),
                        dir.filePath(QStringLiteral("good.nii.gz"))));
    writeFile(dir.filePath(QStringLiteral("bad.nii")), QByteArray(100, 'x'));
    Run r = cli({QStringLiteral("info"), dir.path(), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 7);
    QJsonObject doc = r.json();
    QCOMPARE(doc.value(QStringLiteral("images")).toArray().size(), 1);
    QCOMPARE(doc.value(QStringLiteral("errors")).toArray().size(), 1);
}

void TestCli::convertWritesNifti()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("mr.nii.gz"));
    Run r = cli({QStringLiteral("convert"),
                 dataPath(QStringLiteral("dicom/mr_small_single_slice_ts/MR_small.dcm")), out});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out).trimmed(), out);
    auto image = scansleuth::io::readNifti(out.toStdString());
    QVERIFY(image.ok());
    QCOMPARE(image->geometry().size, (scansleuth::volume::Index3{64, 64, 1}));
}

void TestCli::philipsScalingInInfoAndConvert_data()
{
    QTest::addColumn<QString>("flag"); // --philips-scaling value, empty: the command's default
    QTest::addColumn<QString>("infoLoaded");
    QTest::addColumn<QString>("convertNote");
    QTest::addRow("defaults") << QString() << "display"
                              << "wrote precise floating-point values (FP = DV * 88652.5, as dcm2niix -p y); "
                                 "--philips-scaling display writes the display values.";
    QTest::addRow("precise") << "precise"
                             << "precise"
                             << "wrote precise floating-point values";
    QTest::addRow("display")
        << "display"
        << "display"
        << "wrote display values (DV = PV * RescaleSlope + RescaleIntercept, as dcm2niix "
           "-p n); --philips-scaling precise writes the precise floating-point values.";
}

void TestCli::philipsScalingInInfoAndConvert()
{
    QFETCH(QString, flag);
    QFETCH(QString, infoLoaded);
    QFETCH(QString, convertNote);
    const QString series = dataPath(QStringLiteral("dicom/philips_scaling/classic_a"));
    const QStringList extra =
        flag.isEmpty() ? QStringList{} : QStringList{QStringLiteral("--philips-scaling"), flag};
    // JSON: both conventions' slopes and the factor, as the generator wrote them (RS 1.2, SS 9.4e-6 as FL).
    Run json = cli(QStringList{QStringLiteral("info"), series, QStringLiteral("--json")} + extra);
    QCOMPARE(json.exitCode, 0);
    const QJsonObject p = json.json()["images"].toArray().at(0).toObject()["philips_scaling"].toObject();
    QCOMPARE(p["loaded"].toString(), infoLoaded);
    QCOMPARE(p["rescale_slope"].toDouble(), 1.2);
    QCOMPARE(p["rescale_intercept"].toDouble(), 0.0);
    QCOMPARE(float(p["scale_slope"].toDouble()), 9.4e-6f);
    QVERIFY(std::abs(p["precise_per_display"].toDouble() / (1 / (1.2 * double(9.4e-6f))) - 1) < 1e-9);
    // Text: the same facts in one line.
    Run text = cli(QStringList{QStringLiteral("info"), series} + extra);
    QCOMPARE(text.exitCode, 0);
    const QString t = QString::fromUtf8(text.out);
    QVERIFY2(t.contains(QStringLiteral("philips     ") + (infoLoaded == "display"
                                                              ? "display values loaded"
                                                              : "precise floating-point values loaded")),
             text.out.constData());
    QVERIFY2(t.contains(QStringLiteral("FP = DV * 88652.5")), text.out.constData());
    // convert says which one it wrote and how to get the other.
    QTemporaryDir dir;
    Run convert =
        cli(QStringList{QStringLiteral("convert"), series, dir.filePath(QStringLiteral("a.nii"))} + extra);
    QCOMPARE(convert.exitCode, 0);
    QVERIFY2(QString::fromUtf8(convert.err).contains(convertNote), convert.err.constData());
}

void TestCli::demoStudyRoundTrip()
{
    QTemporaryDir dir;
    Run r = cli({QStringLiteral("demo"), QStringLiteral("--out"), dir.path()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("ct.nii.gz"))));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("mask.nii.gz"))));
    Run info = cli({QStringLiteral("info"), dir.filePath(QStringLiteral("ct")), QStringLiteral("--json")});
    QCOMPARE(info.exitCode, 0);
    QJsonObject image = info.json().value(QStringLiteral("images")).toArray().at(0).toObject();
    QCOMPARE(image.value(QStringLiteral("dims")).toArray(), (QJsonArray{256, 256, 96}));
    QCOMPARE(
        image.value(QStringLiteral("identifiers")).toObject().value(QStringLiteral("modality")).toString(),
        QStringLiteral("CT"));
}

// A DICOM image whose ImagePositionPatient is NaN (stored as VR UN, as anonymisers write it) converts,
// and the warning that its position is made up reaches the user, naming the tag; info names it too.
void TestCli::convertWarnsWhenGeometryIsMadeUp()
{
    QTemporaryDir dir;
    const QString input = dataPath("dicom/unusable_geometry/CT_small_nan_position_un.dcm");
    const QString out = dir.filePath("out.nii");
    const Run r = cli({"convert", input, out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("warning dicom.missing_geometry"), r.err.constData());
    QVERIFY2(r.err.contains("no usable ImagePositionPatient"), r.err.constData());
    QVERIFY(QFile::exists(out));
    const Run info = cli({"info", "--json", input});
    QVERIFY2(info.out.contains("ImagePositionPatient (0020,0032): 'NaN"), info.out.constData());
    const Run text = cli({"info", input});
    QVERIFY2(text.out.contains("unusable    ImagePositionPatient (0020,0032): 'NaN"), text.out.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
