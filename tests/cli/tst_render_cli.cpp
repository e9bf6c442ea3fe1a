// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// `scansleuth-cli render`: the PNG equals core/render's picture, the demo's DICOM and NIfTI copies and
// two storage orders of one head render the same physical slice identically, and every error exits
// with its code and a clear message.
#include "clirun.h"
#include "io/nifti/niftireader.h"
#include "render/render.h"

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::render;

using scansleuth::testing::cli;
using scansleuth::testing::dataPath;
using Run = scansleuth::testing::CliRun;

namespace {
volume::Volume loadVolume(const QString& path)
{
    auto image = io::readNifti(path.toStdString());
    if (!image)
        qFatal("cannot read %s", qPrintable(path));
    return std::move(image->volumes.front());
}

// Pixels of a decoded PNG against an RgbaImage.
bool samePixels(const QImage& png, const RgbaImage& expected, QString& why)
{
    if (png.width() != expected.width || png.height() != expected.height) {
        why = QStringLiteral("size %1x%2, expected %3x%4")
                  .arg(png.width())
                  .arg(png.height())
                  .arg(expected.width)
                  .arg(expected.height);
        return false;
    }
    for (int y = 0; y < png.height(); ++y)
        for (int x = 0; x < png.width(); ++x) {
            const QRgb p = png.pixel(x, y);
            const Rgba& e = expected.at(x, y);
            if (qRed(p) != e.r || qGreen(p) != e.g || qBlue(p) != e.b || qAlpha(p) != e.a) {
                why = QStringLiteral("pixel (%1, %2) differs").arg(x).arg(y);
                return false;
            }
        }
    return true;
}

} // namespace

class TestRenderCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(cli({"demo", "--out", m_dir.filePath("demo"), "--quiet"}).exitCode, 0);
    }

    // The CLI draws what core/render draws: CT window 400/40, the mask as labels at opacity 0.5.
    void demoMatchesCore()
    {
        const QString out = m_dir.filePath("demo_axial.png");
        const Run r =
            cli({"render", m_dir.filePath("demo/ct.nii.gz"), "--overlay", m_dir.filePath("demo/mask.nii.gz"),
                 "--plane", "axial", "--slice", "40", "--out", out, "--quiet"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const volume::Volume ct = loadVolume(m_dir.filePath("demo/ct.nii.gz"));
        const volume::Volume mask = loadVolume(m_dir.filePath("demo/mask.nii.gz"));
        LayerStyle base; // 400 / 40 by default
        LayerStyle labels;
        labels.kind = LayerKind::Labels;
        labels.opacity = 0.5;
        const Layer layers[] = {{&ct, base}, {&mask, labels}};
        const RgbaImage expected =
            renderSlice(DisplayFrame::forBase(ct.geometry()), Plane::Axial, 40, layers);
        QString why;
        QVERIFY2(samePixels(QImage(out), expected, why), qPrintable(why));
        // Background air is black, the body is not.
        QCOMPARE(QImage(out).pixel(0, 0), qRgba(0, 0, 0, 255));
        QVERIFY(QImage(out).pixel(expected.width / 2, expected.height / 2) != qRgba(0, 0, 0, 255));
    }

    // The DICOM series and the NIfTI copy of the demo CT, at the same world point, in all three planes.
    void dicomAndNiftiAgree_data()
    {
        QTest::addColumn<QString>("plane");
        QTest::addRow("axial") << "axial";
        QTest::addRow("coronal") << "coronal";
        QTest::addRow("sagittal") << "sagittal";
    }
    void dicomAndNiftiAgree()
    {
        QFETCH(QString, plane);
        const QString a = m_dir.filePath("dicom_" + plane + ".png"),
                      b = m_dir.filePath("nifti_" + plane + ".png");
        QCOMPARE(cli({"render", m_dir.filePath("demo/ct"), "--plane", plane, "--world", "10.3,-20.2,-250.1",
                      "--out", a, "--quiet"})
                     .exitCode,
                 0);
        QCOMPARE(cli({"render", m_dir.filePath("demo/ct.nii.gz"), "--plane", plane, "--world",
                      "10.3,-20.2,-250.1", "--out", b, "--quiet"})
                     .exitCode,
                 0);
        QVERIFY(!QImage(a).isNull());
        QCOMPARE(QImage(a), QImage(b));
    }

    // One head stored as LAS and as PSR: the same physical slice gives the same picture.
    void orientationFixturesAgree_data()
    {
        QTest::addColumn<QString>("plane");
        QTest::addRow("axial") << "axial";
        QTest::addRow("coronal") << "coronal";
        QTest::addRow("sagittal") << "sagittal";
    }
    void orientationFixturesAgree()
    {
        QFETCH(QString, plane);
        QStringList args{"--plane", plane,     "--world", "1.37,-8.21,10.13", "--window",
                         "300",     "--level", "150",     "--quiet"};
        const QString a = m_dir.filePath("las_" + plane + ".png"),
                      b = m_dir.filePath("psr_" + plane + ".png");
        QCOMPARE(
            cli(QStringList{"render", dataPath("nifti/orientations/LAS.nii.gz"), "--out", a} + args).exitCode,
            0);
        QCOMPARE(
            cli(QStringList{"render", dataPath("nifti/orientations/PSR.nii.gz"), "--out", b} + args).exitCode,
            0);
        QVERIFY(!QImage(a).isNull());
        QCOMPARE(QImage(a), QImage(b));
    }

    void zoomReplicatesPixels()
    {
        const QString one = m_dir.filePath("z1.png"), three = m_dir.filePath("z3.png");
        const QString lesion = dataPath("overlay/flair_lesion_same_oblique_grid/lesion.nii.gz");
        const QString flair = dataPath("overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz");
        QCOMPARE(
            cli({"render", flair, "--overlay", lesion, "--plane", "coronal", "--slice", "70", "--out", one})
                .exitCode,
            0);
        QCOMPARE(cli({"render", flair, "--overlay", lesion, "--plane", "coronal", "--slice", "70", "--zoom",
                      "3", "--convention", "neurological", "--out", three})
                     .exitCode,
                 0);
        const QImage a(one), b(three);
        QCOMPARE(b.width(), 3 * a.width());
        QCOMPARE(b.height(), 3 * a.height());
        // Neurological mirrors left and right.
        for (int y = 0; y < a.height(); y += 7)
            for (int x = 0; x < a.width(); x += 5)
                QCOMPARE(b.pixel(3 * (a.width() - 1 - x) + 1, 3 * y + 2), a.pixel(x, y));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("fragment");
        const QString ct = QStringLiteral("demo/ct.nii.gz");
        QTest::addRow("bad plane") << QStringList{ct, "--plane", "oblique", "--slice", "1"} << 2
                                   << "must be axial, coronal or sagittal";
        QTest::addRow("slice out of range") << QStringList{ct, "--plane", "axial", "--slice", "96"} << 2
                                            << "Slice 96 is outside the image: the axial slices are 0 to 95";
        QTest::addRow("negative slice")
            << QStringList{ct, "--plane", "sagittal", "--slice", "-1"} << 2 << "outside the image";
        QTest::addRow("point outside") << QStringList{ct, "--plane", "axial", "--world", "0,0,500"} << 2
                                       << "is outside the image along the axial plane's normal";
        QTest::addRow("bad point") << QStringList{ct, "--plane", "axial", "--world", "1,2"} << 2
                                   << "three numbers X,Y,Z";
        QTest::addRow("slice and world")
            << QStringList{ct, "--plane", "axial", "--slice", "1", "--world", "0,0,0"} << 2
            << "either --slice N or --world";
        QTest::addRow("no plane") << QStringList{ct, "--slice", "1"} << 2 << "needs --plane";
        QTest::addRow("bad zoom") << QStringList{ct, "--plane", "axial", "--slice", "1", "--zoom", "0"} << 2
                                  << "zoom must be";
        QTest::addRow("window without level")
            << QStringList{ct, "--plane", "axial", "--slice", "1", "--window", "100"} << 2 << "--window";
        QTest::addRow("bad convention")
            << QStringList{ct, "--plane", "axial", "--slice", "1", "--convention", "x"} << 2
            << "radiological or neurological";
        QTest::addRow("missing image")
            << QStringList{"nothing.nii", "--plane", "axial", "--slice", "1"} << 3 << "";
        QTest::addRow("missing overlay")
            << QStringList{ct, "--overlay", "nothing.nii", "--plane", "axial", "--slice", "1"} << 3 << "";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, fragment);
        for (QString& a : args)
            if (a.endsWith(".nii") || a.endsWith(".nii.gz"))
                a = m_dir.filePath(a);
        const QString out = m_dir.filePath("error.png");
        const Run r = cli(QStringList{"render"} + args + QStringList{"--out", out, "--quiet"});
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(fragment), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    void unwritableOutput()
    {
        const Run r = cli({"render", m_dir.filePath("demo/ct.nii.gz"), "--plane", "axial", "--slice", "3",
                           "--out", m_dir.filePath("no/such/folder/out.png"), "--quiet"});
        QCOMPARE(r.exitCode, 6);
        QVERIFY2(r.err.contains("could not be written"), r.err.constData());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestRenderCli)
#include "tst_render_cli.moc"
