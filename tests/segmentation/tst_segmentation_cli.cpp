// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// DICOM SEG and RTSTRUCT through the commands a user runs (info, convert, check-pair, compare, the viewer's
// screenshot), on the real fixtures of tests/data/seg_rtstruct. The oracles are independent of ScanSleuth:
// dcmqi's own source label maps (NRRD, parsed by segoracle.py), pydicom's decoding of the SEG frames,
// plastimatch's rasterisation of the RTSTRUCT, nibabel reading what ScanSleuth wrote.
#include "cli/clirun.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using scansleuth::testing::cli;
using scansleuth::testing::CliRun;
using scansleuth::testing::dataPath;

namespace {

QString seg(const QString& relative)
{
    return dataPath(QStringLiteral("seg_rtstruct/") + relative);
}

// /usr/bin/python3 (Debian's, with nibabel, numpy and pydicom) running segoracle.py; its JSON.
QJsonObject oracle(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("/usr/bin/python3"),
            QStringList{QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/../segmentation/segoracle.py")} + args);
    if (!p.waitForFinished(300000) || p.exitCode() != 0) {
        qWarning("segoracle.py %s failed: %s", qPrintable(args.join(' ')),
                 p.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

QString describe(const CliRun& r)
{
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
        .arg(r.exitCode)
        .arg(QString::fromUtf8(r.out.left(3000)), QString::fromUtf8(r.err.left(3000)));
}

QJsonObject imageOfFormat(const QJsonObject& info, const QString& format)
{
    for (const auto& v : info.value(QStringLiteral("images")).toArray())
        if (v.toObject().value(QStringLiteral("format")).toString() == format)
            return v.toObject();
    return {};
}

QStringList findingCodes(const QJsonArray& findings)
{
    QStringList codes;
    for (const auto& f : findings)
        codes << f.toObject().value(QStringLiteral("code")).toString();
    return codes;
}

// The files a convert printed, one per line.
QStringList written(const CliRun& r)
{
    return QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestSegmentationCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A folder holding a CT series and the SEG drawn on it: the SEG is a mask of the series, not a series.
    void infoListsSegAsMaskOfItsSeries()
    {
        const CliRun r = cli({QStringLiteral("info"), QStringLiteral("--json"), seg("dcmqi_liver_ct3slice")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QJsonObject info = r.json();
        QCOMPARE(info.value(QStringLiteral("images")).toArray().size(), 3); // CT, SEG, and dcmqi's NRRD
        const QJsonObject ct = imageOfFormat(info, QStringLiteral("dicom"));
        const QJsonObject mask = imageOfFormat(info, QStringLiteral("dicom-seg"));
        QVERIFY(!ct.isEmpty() && !mask.isEmpty());
        QCOMPARE(mask.value(QStringLiteral("mask_of")).toString(),
                 ct.value(QStringLiteral("label")).toString());
        const QJsonObject s = mask.value(QStringLiteral("segmentation")).toObject();
        QCOMPARE(s.value(QStringLiteral("segmentation_type")).toString(), QStringLiteral("BINARY"));
        QVERIFY(s.value(QStringLiteral("on_reference_grid")).toBool());
        QCOMPARE(s.value(QStringLiteral("reference")).toObject().value(QStringLiteral("found_by")).toString(),
                 QStringLiteral("the images opened with it"));
        const QJsonArray segments = s.value(QStringLiteral("segments")).toArray();
        QCOMPARE(segments.size(), 1);
        const QJsonObject liver = segments.first().toObject();
        QCOMPARE(liver.value(QStringLiteral("label")).toString(), QStringLiteral("Liver"));
        // Oracle: dcmqi's source label map, from which the SEG was written.
        const QJsonObject source =
            oracle({QStringLiteral("count"), seg("dcmqi_liver_ct3slice/liver_seg.nrrd")});
        QVERIFY(!source.isEmpty());
        QCOMPARE(liver.value(QStringLiteral("voxels")).toInteger(),
                 source.value(QStringLiteral("foreground")).toInteger());
        // On the CT's grid: the same dims and origin as the series.
        QCOMPARE(mask.value(QStringLiteral("dims")).toArray(), ct.value(QStringLiteral("dims")).toArray());
        QCOMPARE(mask.value(QStringLiteral("origin_lps_mm")).toArray(),
                 ct.value(QStringLiteral("origin_lps_mm")).toArray());
    }

    // The SEG file alone: its image is found by its references in its own folder, or in the folder above.
    void infoFindsTheImageBesideTheObject_data()
    {
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("foundBy");
        QTest::addRow("SEG, CT in a subfolder") << seg("dcmqi_liver_ct3slice/liver.dcm") << "its folder";
        QTest::addRow("SEG, CT in a sibling folder")
            << seg("dcmqi_24x38x3/seg/label.seg") << "the folder above it";
        QTest::addRow("RTSTRUCT, CT in a subfolder") << seg("rtutils_mock/rt.dcm") << "its folder";
    }
    void infoFindsTheImageBesideTheObject()
    {
        QFETCH(QString, object);
        QFETCH(QString, foundBy);
        const CliRun r = cli({QStringLiteral("info"), QStringLiteral("--json"), object});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QJsonArray images = r.json().value(QStringLiteral("images")).toArray();
        QCOMPARE(images.size(), 1);
        const QJsonObject s = images.first().toObject().value(QStringLiteral("segmentation")).toObject();
        QCOMPARE(s.value(QStringLiteral("reference")).toObject().value(QStringLiteral("found_by")).toString(),
                 foundBy);
        QVERIFY(s.value(QStringLiteral("on_reference_grid")).toBool());
        // The text form lists the segments (or ROIs) by number and name.
        const CliRun text = cli({QStringLiteral("info"), object});
        QVERIFY2(text.exitCode == 0, qPrintable(describe(text)));
        QVERIFY2(
            QString::fromUtf8(text.out).contains(QRegularExpression(QStringLiteral("(segments|ROIs) +1 '"))),
            text.out.constData());
    }

    // An RTSTRUCT whose image is nowhere near it cannot be placed: a clear error and --reference as the way
    // out.
    void rtstructWithoutItsImageSaysSo()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(seg("rtutils_mock/rt.dcm"), dir.filePath(QStringLiteral("rt.dcm"))));
        const CliRun r = cli({QStringLiteral("info"), dir.filePath(QStringLiteral("rt.dcm"))});
        QCOMPARE(r.exitCode, 3); // not found
        QVERIFY2(r.err.contains("--reference"), r.err.constData());
        const CliRun given =
            cli({QStringLiteral("info"), QStringLiteral("--json"), QStringLiteral("--reference"),
                 seg("rtutils_mock/ct"), dir.filePath(QStringLiteral("rt.dcm"))});
        QVERIFY2(given.exitCode == 0, qPrintable(describe(given)));
        const QJsonObject s = given.json()
                                  .value(QStringLiteral("images"))
                                  .toArray()
                                  .first()
                                  .toObject()
                                  .value(QStringLiteral("segmentation"))
                                  .toObject();
        QCOMPARE(s.value(QStringLiteral("reference")).toObject().value(QStringLiteral("found_by")).toString(),
                 QStringLiteral("--reference"));
    }

    // convert writes the label map dcmqi started from, voxel for voxel in world space, with its label table.
    void convertGivesBackTheSourceLabelMap_data()
    {
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("source");
        QTest::addRow("dcmqi liver, 512x512x3")
            << seg("dcmqi_liver_ct3slice/liver.dcm") << seg("dcmqi_liver_ct3slice/liver_seg.nrrd");
        QTest::addRow("dcmqi 24x38x3 (rows != columns)")
            << seg("dcmqi_24x38x3/seg/label.seg") << seg("dcmqi_24x38x3/nrrd/label.nrrd");
    }
    void convertGivesBackTheSourceLabelMap()
    {
        QFETCH(QString, object);
        QFETCH(QString, source);
        QTemporaryDir dir;
        const CliRun r = cli({QStringLiteral("convert"), object, dir.path(), QStringLiteral("--gzip")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QStringList files = written(r);
        QCOMPARE(files.size(), 2); // the label map and its table
        QVERIFY(files[0].endsWith(QStringLiteral(".nii.gz")));
        QVERIFY(files[1].endsWith(QStringLiteral("_labels.csv")));
        const QJsonObject cmp = oracle({QStringLiteral("nrrd-vs-nifti"), source, files[0]});
        QVERIFY(!cmp.isEmpty());
        QCOMPARE(cmp.value(QStringLiteral("mismatches")).toInteger(), 0);
        QCOMPARE(cmp.value(QStringLiteral("outside")).toInteger(), 0);
        QVERIFY(cmp.value(QStringLiteral("max_centre_offset_vox")).toDouble() < 1e-3);
        QCOMPARE(cmp.value(QStringLiteral("out_foreground")).toInteger(),
                 cmp.value(QStringLiteral("source_foreground")).toInteger());
        QFile table(files[1]);
        QVERIFY(table.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(table.readAll());
        QVERIFY2(text.startsWith(QStringLiteral("label,name,r,g,b\n1,Liver,")), qPrintable(text));
    }

    // NIfTI (here dcmqi's NRRD) -> SEG (convert --to-seg) -> NIfTI (convert) gives back the same label map,
    // voxel for voxel in world space: the writer and the reader agree, and both agree with dcmqi's source.
    void roundTripThroughSegIsExact_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("ct");
        QTest::addRow("liver 512x512x3")
            << seg("dcmqi_liver_ct3slice/liver_seg.nrrd") << seg("dcmqi_liver_ct3slice/ct");
        QTest::addRow("24x38x3") << seg("dcmqi_24x38x3/nrrd/label.nrrd") << seg("dcmqi_24x38x3/image");
    }
    void roundTripThroughSegIsExact()
    {
        QFETCH(QString, source);
        QFETCH(QString, ct);
        QTemporaryDir dir;
        const QString written = dir.filePath(QStringLiteral("pred.dcm"));
        const CliRun w = cli({QStringLiteral("convert"), source, QStringLiteral("--to-seg"),
                              QStringLiteral("--reference"), ct, QStringLiteral("--out"), written});
        QVERIFY2(w.exitCode == 0, qPrintable(describe(w)));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("back"))));
        const CliRun r = cli({QStringLiteral("convert"), written, dir.filePath(QStringLiteral("back")),
                              QStringLiteral("--reference"), ct});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QJsonObject cmp = oracle({QStringLiteral("nrrd-vs-nifti"), source, ::written(r).first()});
        QCOMPARE(cmp.value(QStringLiteral("mismatches")).toInteger(), 0);
        QCOMPARE(cmp.value(QStringLiteral("outside")).toInteger(), 0);
        QCOMPARE(cmp.value(QStringLiteral("out_foreground")).toInteger(),
                 cmp.value(QStringLiteral("source_foreground")).toInteger());
        QVERIFY(cmp.value(QStringLiteral("max_centre_offset_vox")).toDouble() < 1e-3);
    }

    // Overlapping segments stay apart: two label maps (or a file each), each segment with every pixel pydicom
    // decodes for it.
    void convertKeepsOverlappingSegmentsApart()
    {
        const QString object = seg("highdicom_ct2/seg_image_ct_binary_overlap.dcm");
        const QJsonObject decoded = oracle({QStringLiteral("seg-counts"), object});
        QVERIFY(!decoded.isEmpty());
        const QJsonObject segments = decoded.value(QStringLiteral("segments")).toObject();
        QCOMPARE(segments.size(), 2);

        const CliRun info = cli({QStringLiteral("info"), QStringLiteral("--json"), object});
        QVERIFY2(info.exitCode == 0, qPrintable(describe(info)));
        const QJsonObject mask = info.json().value(QStringLiteral("images")).toArray().first().toObject();
        QCOMPARE(mask.value(QStringLiteral("volume_count")).toInt(), 2);
        for (const auto& v : mask.value(QStringLiteral("segmentation"))
                                 .toObject()
                                 .value(QStringLiteral("segments"))
                                 .toArray()) {
            const QJsonObject s = v.toObject();
            const QString number = QString::number(s.value(QStringLiteral("number")).toInt());
            QCOMPARE(s.value(QStringLiteral("voxels")).toInteger(),
                     segments.value(number).toObject().value(QStringLiteral("pixels")).toInteger());
        }

        QTemporaryDir groups;
        const CliRun g = cli({QStringLiteral("convert"), object, groups.path()});
        QVERIFY2(g.exitCode == 0, qPrintable(describe(g)));
        const QStringList groupFiles = written(g).filter(QStringLiteral(".nii"));
        QCOMPARE(groupFiles.size(), 2);
        QVERIFY(groupFiles[0].endsWith(QStringLiteral("_group1.nii")));
        QVERIFY(groupFiles[1].endsWith(QStringLiteral("_group2.nii")));

        QTemporaryDir each;
        const CliRun e =
            cli({QStringLiteral("convert"), object, each.path(), QStringLiteral("--per-segment")});
        QVERIFY2(e.exitCode == 0, qPrintable(describe(e)));
        const QStringList segFiles = written(e);
        QCOMPARE(segFiles.size(), 2);
        for (const QString& file : segFiles) {
            const QString number = file.section(QStringLiteral("_seg"), -1).section(QLatin1Char('.'), 0, 0);
            const QJsonObject d = oracle({QStringLiteral("dice"), file, file});
            QCOMPARE(d.value(QStringLiteral("a_voxels")).toInteger(),
                     segments.value(number).toObject().value(QStringLiteral("pixels")).toInteger());
        }
    }

    // A FRACTIONAL SEG is a probability map: stored values divided by MaximumFractionalValue.
    void convertFractionalGivesProbabilities()
    {
        const QString object = seg("highdicom_ct2/seg_image_ct_binary_fractional.dcm");
        const QJsonObject decoded = oracle({QStringLiteral("seg-counts"), object});
        QVERIFY(!decoded.isEmpty());
        QTemporaryDir dir;
        const CliRun r = cli({QStringLiteral("convert"), object, dir.path()});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QStringList files = written(r);
        QCOMPARE(files.size(), 1);
        QVERIFY(files[0].endsWith(QStringLiteral("_seg1.nii")));
        const CliRun info = cli({QStringLiteral("info"), QStringLiteral("--json"), files[0]});
        QVERIFY2(info.exitCode == 0, qPrintable(describe(info)));
        const QJsonObject image = info.json().value(QStringLiteral("images")).toArray().first().toObject();
        QCOMPARE(image.value(QStringLiteral("pixel_type")).toString(), QStringLiteral("float32"));
        const double expectedMax = decoded.value(QStringLiteral("segments"))
                                       .toObject()
                                       .value(QStringLiteral("1"))
                                       .toObject()
                                       .value(QStringLiteral("max_stored"))
                                       .toDouble() /
                                   decoded.value(QStringLiteral("max_fractional_value")).toDouble();
        QCOMPARE(image.value(QStringLiteral("stored_range")).toArray().at(1).toDouble(), expectedMax);
    }

    // RTSTRUCT rasterised by convert against plastimatch's per-structure mask (holes as XOR, as ours).
    void convertRtstructAgreesWithPlastimatch()
    {
        const QString plastimatch = QStandardPaths::findExecutable(QStringLiteral("plastimatch"));
        if (plastimatch.isEmpty())
            QSKIP("plastimatch is not installed (packaging/install-deps.sh installs it)");
        QTemporaryDir dir;
        const CliRun r = cli({QStringLiteral("convert"), seg("rtutils_mock/rt.dcm"), dir.path(),
                              QStringLiteral("--per-segment"), QStringLiteral("--gzip")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QStringList ours = written(r);
        QCOMPARE(ours.size(), 1);
        QProcess p;
        p.start(plastimatch,
                {QStringLiteral("convert"), QStringLiteral("--input"), seg("rtutils_mock/rt.dcm"),
                 QStringLiteral("--referenced-ct"), seg("rtutils_mock/ct"), QStringLiteral("--xor-contours"),
                 QStringLiteral("--output-prefix"), dir.filePath(QStringLiteral("plm")),
                 QStringLiteral("--prefix-format"), QStringLiteral("nii.gz")});
        QVERIFY(p.waitForFinished(300000));
        QCOMPARE(p.exitCode(), 0);
        const QStringList theirs =
            QDir(dir.filePath(QStringLiteral("plm"))).entryList({QStringLiteral("*.nii.gz")});
        QCOMPARE(theirs.size(), 1);
        const QJsonObject d =
            oracle({QStringLiteral("dice"), ours[0], dir.filePath(QStringLiteral("plm/") + theirs[0])});
        QVERIFY2(d.value(QStringLiteral("dice")).toDouble() >= 0.97, QJsonDocument(d).toJson().constData());
        QVERIFY(d.value(QStringLiteral("a_voxels")).toInteger() > 0);
    }

    // check-pair places the SEG on the image given: its own CT passes; another patient's CT is named.
    void checkPairPlacesTheSegOnTheImage()
    {
        const CliRun good = cli({QStringLiteral("check-pair"), QStringLiteral("--json"),
                                 seg("dcmqi_liver_ct3slice/ct"), seg("dcmqi_liver_ct3slice/liver.dcm")});
        QVERIFY2(good.exitCode == 0 || good.exitCode == 9, qPrintable(describe(good)));
        for (const auto& f : good.json()
                                 .value(QStringLiteral("geometry"))
                                 .toObject()
                                 .value(QStringLiteral("findings"))
                                 .toArray()) {
            const QJsonObject o = f.toObject();
            QVERIFY2(!o.value(QStringLiteral("code")).toString().startsWith(QStringLiteral("seg.")) ||
                         o.value(QStringLiteral("severity")).toString() == QStringLiteral("info"),
                     qPrintable(o.value(QStringLiteral("message")).toString()));
        }
        const CliRun other = cli({QStringLiteral("check-pair"), QStringLiteral("--json"),
                                  seg("rtutils_mock/ct"), seg("dcmqi_liver_ct3slice/liver.dcm")});
        QVERIFY2(other.exitCode == 9, qPrintable(describe(other)));
        const QStringList codes = findingCodes(other.json()
                                                   .value(QStringLiteral("geometry"))
                                                   .toObject()
                                                   .value(QStringLiteral("findings"))
                                                   .toArray());
        QVERIFY2(!codes.filter(QRegularExpression(QStringLiteral("^seg\\."))).isEmpty(),
                 qPrintable(codes.join(' ')));
    }

    // compare takes SEG predictions against a NRRD truth (dcmqi's source map): Dice 1 for the exact copy.
    void compareTakesSegPredictions()
    {
        QTemporaryDir dir;
        QDir root(dir.path());
        QVERIFY(root.mkpath(QStringLiteral("truth")) && root.mkpath(QStringLiteral("run")));
        QVERIFY(QFile::copy(seg("dcmqi_liver_ct3slice/liver_seg.nrrd"),
                            root.filePath(QStringLiteral("truth/case_001.nrrd"))));
        QVERIFY(QFile::copy(seg("dcmqi_liver_ct3slice/liver.dcm"),
                            root.filePath(QStringLiteral("run/case_001.dcm"))));
        const CliRun r =
            cli({QStringLiteral("compare"), QStringLiteral("--run"),
                 QStringLiteral("seg=") + root.filePath(QStringLiteral("run")), QStringLiteral("--truth"),
                 root.filePath(QStringLiteral("truth")), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 9, qPrintable(describe(r)));
        const QByteArray& json = r.out;
        QVERIFY2(json.contains("DICOM SEG, 1 segment(s)"), json.left(2000).constData());
        QVERIFY2(QRegularExpression(QStringLiteral("\"dice\": 1(\\.0)?[,\\n]"))
                     .match(QString::fromUtf8(json))
                     .hasMatch(),
                 json.left(4000).constData());
    }

    // In the dataset audit a SEG is not an image, but its references identify the image beside it: two NIfTI
    // images of different scans whose folders hold a SEG of the same patient are that patient's twice.
    void auditTakesIdentityFromTheSegBeside()
    {
        QTemporaryDir dir;
        QDir root(dir.path());
        QVERIFY(root.mkpath(QStringLiteral("train/c1")) && root.mkpath(QStringLiteral("test/c2")));
        for (const auto& [ct, out] :
             {std::pair{seg("dcmqi_liver_ct3slice/ct"), QStringLiteral("train/c1/image.nii.gz")},
              std::pair{seg("highdicom_ct2/ct"), QStringLiteral("test/c2/image.nii.gz")}}) {
            const CliRun c = cli({QStringLiteral("convert"), ct, root.filePath(out)});
            QVERIFY2(c.exitCode == 0, qPrintable(describe(c)));
        }
        const QStringList args{QStringLiteral("audit"),
                               QStringLiteral("--split"),
                               QStringLiteral("train=") + root.filePath(QStringLiteral("train")),
                               QStringLiteral("--split"),
                               QStringLiteral("test=") + root.filePath(QStringLiteral("test")),
                               QStringLiteral("--json"),
                               root.filePath(QStringLiteral("audit.json"))};
        // Without the SEGs: two unrelated images, no patient in common.
        const CliRun before = cli(args);
        QVERIFY2(before.exitCode == 0 || before.exitCode == 9, qPrintable(describe(before)));
        QVERIFY2(!before.out.contains("leakage.patient_overlap"), before.out.constData());
        for (const QString& to : {QStringLiteral("train/c1/seg.dcm"), QStringLiteral("test/c2/seg.dcm")})
            QVERIFY(QFile::copy(seg("dcmqi_liver_ct3slice/liver.dcm"), root.filePath(to)));
        const CliRun after = cli(args);
        QCOMPARE(after.exitCode, 9);
        QVERIFY2(after.out.contains("leakage.patient_overlap"), after.out.constData());
        QFile json(root.filePath(QStringLiteral("audit.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonArray records =
            QJsonDocument::fromJson(json.readAll()).object().value(QStringLiteral("records")).toArray();
        QCOMPARE(records.size(), 2); // the SEGs are not records
        for (const auto& r : records) {
            const QJsonObject id = r.toObject().value(QStringLiteral("identity")).toObject();
            QCOMPARE(id.value(QStringLiteral("from")).toString(), QStringLiteral("seg-beside"));
            QCOMPARE(id.value(QStringLiteral("patient_id")).toString(), QStringLiteral("99000"));
        }
    }

    // The viewer opens a folder with a CT and its SEG as the CT with the SEG over it, in the SEG's colours.
    void viewerOverlaysTheSegOnItsSeries()
    {
        QTemporaryDir home;
        const QString shot = home.filePath(QStringLiteral("seg.png"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(SCANSLEUTH_BIN_DIR "/scansleuth"),
                {seg("dcmqi_liver_ct3slice"), QStringLiteral("--layout"), QStringLiteral("1x3"),
                 QStringLiteral("--screenshot"), shot});
        QVERIFY(p.waitForFinished(300000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QImage image(shot);
        QVERIFY(!image.isNull());
        // The CT is grey; the liver overlay is the only colour in the views.
        qint64 coloured = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (std::max({c.red(), c.green(), c.blue()}) - std::min({c.red(), c.green(), c.blue()}) > 60)
                    ++coloured;
            }
        QVERIFY2(coloured > 2000, qPrintable(QString::number(coloured)));
    }
};

QTEST_MAIN(TestSegmentationCli)
#include "tst_segmentation_cli.moc"
