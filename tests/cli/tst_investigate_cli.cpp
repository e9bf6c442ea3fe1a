// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// check-pair, investigate and report through the built scansleuth-cli, on the demo study's real files:
// the clean mask, the mask flipped left-right and the linearly resampled mask, the CT as DICOM (with a
// patient name that must not reach a report) and as NIfTI.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using scansleuth::testing::cli;
using scansleuth::testing::CliRun;
using scansleuth::testing::dataPath;

namespace {

QStringList codesOf(const QJsonArray& findings)
{
    QStringList codes;
    for (const QJsonValue& f : findings)
        codes << f.toObject().value("code").toString();
    return codes;
}

// The text of a PDF (poppler's pdftotext is a set-up requirement, installed by packaging/install-deps.sh).
QString pdfText(const QString& pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        qFatal("pdftotext is missing: run packaging/install-deps.sh (Debian package poppler-utils)");
    QProcess p;
    p.start(tool, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Two small PNGs: the investigation's own picture (green, 3 x 2) and one outside its folder (red, 7 x 5).
const char* const insidePng =
    "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEElEQVR4nGNgOMHwH46ROQCEHQqr53k9WwAAAABJRU5ErkJggg==";
const char* const outsidePng =
    "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAYAAACJmvbYAAAAEklEQVR4nGM4wcDwHxdmGABJAJRLPjauw5btAAAAAElFTkSuQmCC";

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A shared investigation whose one run keeps one snapshot at `imagePath`.
QByteArray investigationWithSnapshot(const QString& imagePath)
{
    QJsonObject snapshot{
        {"caption", "As found"}, {"image_path", imagePath}, {"plane", "axial"}, {"slice", 3}};
    QJsonObject evidence{{"summary", "check-pair: no problem found."}, {"snapshots", QJsonArray{snapshot}}};
    QJsonObject run{
        {"id", "run-1"}, {"experiment", "exp-pair-geometry"}, {"status", "done"}, {"evidence", evidence}};
    QJsonObject gates{{"cause_explained", false},
                      {"minimal_reproducer", false},
                      {"regression_test", false},
                      {"cause_documented", false},
                      {"pattern_checked_elsewhere", false}};
    QJsonObject doc{{"format", "scansleuth.investigation"},
                    {"version", 1},
                    {"symptom_id", "mask-misaligned"},
                    {"category", "silent-correctness"},
                    {"hypotheses", QJsonArray{}},
                    {"runs", QJsonArray{run}},
                    {"gates", gates}};
    return QJsonDocument(doc).toJson();
}

} // namespace

class TestInvestigateCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

    QString demo(const QString& name) const { return m_demo + "/" + name; }

private Q_SLOTS:
    void initTestCase()
    {
        m_demo = m_dir.filePath("demo");
        const CliRun r = cli({"demo", "--out", m_demo, "--quiet"});
        QCOMPARE(r.exitCode, 0);
    }

    void checkPair_data()
    {
        QTest::addColumn<QString>("image");
        QTest::addColumn<QString>("mask");
        QTest::addColumn<QString>("reference");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("geometryCode");
        QTest::addColumn<QString>("labelCode");
        // The demo's organs run through the whole slab, so the clean mask is (rightly) cut by the border:
        // exit 9 with labels.cut_by_border, and nothing else.
        QTest::addRow("clean pair") << "ct.nii.gz"
                                    << "mask.nii.gz"
                                    << "" << 9 << "geometry.consistent"
                                    << "labels.cut_by_border";
        QTest::addRow("DICOM image, NIfTI mask") << "ct"
                                                 << "mask.nii.gz"
                                                 << "" << 9 << "geometry.consistent"
                                                 << "labels.cut_by_border";
        QTest::addRow("flipped left-right, with reference") << "ct.nii.gz"
                                                            << "mask_flipped_lr.nii.gz"
                                                            << "mask.nii.gz" << 9 << "geometry.axis_flip"
                                                            << "";
        QTest::addRow("flipped left-right, image edges only") << "ct.nii.gz"
                                                              << "mask_flipped_lr.nii.gz"
                                                              << "" << 9 << "geometry.axis_flip"
                                                              << "";
        QTest::addRow("linearly resampled") << "ct.nii.gz"
                                            << "mask_resampled_linear.nii.gz"
                                            << "" << 9 << ""
                                            << "labels.interpolated_borders";
    }
    void checkPair()
    {
        QFETCH(QString, image);
        QFETCH(QString, mask);
        QFETCH(QString, reference);
        QFETCH(int, exitCode);
        QFETCH(QString, geometryCode);
        QFETCH(QString, labelCode);
        QStringList args{"check-pair", demo(image), demo(mask), "--json", "--quiet"};
        if (!reference.isEmpty())
            args << "--reference" << demo(reference);
        const CliRun r = cli(args);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        const QJsonObject json = r.json();
        QCOMPARE(json.value("format").toString(), QStringLiteral("scansleuth.check-pair"));
        const QStringList geometry = codesOf(json["geometry"].toObject()["findings"].toArray());
        const QStringList labels = codesOf(json["labels"].toObject()["findings"].toArray());
        if (!geometryCode.isEmpty())
            QVERIFY2(geometry.contains(geometryCode), qPrintable(geometry.join(", ")));
        if (!labelCode.isEmpty())
            QVERIFY2(labels.contains(labelCode), qPrintable(labels.join(", ")));
        if (geometryCode == "geometry.consistent") {
            QCOMPARE(geometry, QStringList{"geometry.consistent"});
            QCOMPARE(labels, QStringList{"labels.cut_by_border"});
        }
    }

    // The flip is named with its axis and proven by Dice against the reference.
    void flipIsNamedAndProven()
    {
        const CliRun r = cli({"check-pair", demo("ct.nii.gz"), demo("mask_flipped_lr.nii.gz"), "--reference",
                              demo("mask.nii.gz"), "--json", "--quiet"});
        QCOMPARE(r.exitCode, 9);
        const QJsonArray candidates = r.json()["geometry"].toObject()["candidates"].toArray();
        QVERIFY(!candidates.isEmpty());
        const QJsonObject best = candidates.first().toObject();
        QCOMPARE(best["code"].toString(), QStringLiteral("geometry.axis_flip"));
        QCOMPARE(best["verdict"].toString(), QStringLiteral("supported"));
        // Both Dice values are written; undoing the flip takes the demo's mask from about a third to a match.
        QVERIFY(best["dice_before"].isDouble() && best["dice_after"].isDouble());
        QVERIFY2(std::abs(best["dice_before"].toDouble() - 0.34) < 0.05,
                 qPrintable(QString::number(best["dice_before"].toDouble())));
        QVERIFY(best["dice_after"].toDouble() > 0.99);
        QVERIFY(best["dice_after"].toDouble() > best["dice_before"].toDouble() + 0.05);
        QVERIFY2(best["description"].toString().contains("left", Qt::CaseInsensitive),
                 qPrintable(best["description"].toString()));
        // The text form says the same in words.
        const CliRun text = cli({"check-pair", demo("ct.nii.gz"), demo("mask_flipped_lr.nii.gz"),
                                 "--reference", demo("mask.nii.gz"), "--quiet"});
        QVERIFY(text.out.contains("geometry.axis_flip"));
        QVERIFY(text.out.contains("supported"));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::addRow("one file only") << QStringList{"check-pair", "IMAGE"} << 2 << "needs IMAGE and MASK";
        QTest::addRow("missing mask") << QStringList{"check-pair", "ct.nii.gz", "nothing.nii.gz"} << 3 << "";
        QTest::addRow("unknown option")
            << QStringList{"check-pair", "a", "b", "--frobnicate"} << 2 << "unknown option";
        QTest::addRow("investigate without symptom")
            << QStringList{"investigate", "--out", "x.json"} << 2 << "--symptom";
        QTest::addRow("unknown symptom")
            << QStringList{"investigate", "--symptom", "flipped", "--out", "x.json"} << 2 << "Did you mean";
        QTest::addRow("report of a missing file")
            << QStringList{"report", "nothing.json", "--out", "r.html"} << 3 << "";
        QTest::addRow("report without --out") << QStringList{"report", "inv.json"} << 2 << "--out";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        for (QString& a : args)
            if (a.endsWith(".nii.gz"))
                a = demo(a);
        const CliRun r = cli(args);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void corruptInvestigationFile()
    {
        const QString path = m_dir.filePath("broken.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"scansleuth.investigation\", \"version\": 1, \"title\": ");
        f.close();
        const CliRun r = cli({"report", path, "--out", m_dir.filePath("broken.html")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY(!QFile::exists(m_dir.filePath("broken.html")));
    }

    void listSymptoms()
    {
        const CliRun r = cli({"investigate", "--list-symptoms"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split('\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 15);
        for (const QString& line : lines)
            QCOMPARE(line.split('\t').size(), 2);
        QVERIFY(lines.filter(QRegularExpression("^mask-misaligned\t")).size() == 1);
        QVERIFY(lines.filter(QRegularExpression("^mask-smoothed\t")).size() == 1);
    }

    // The whole loop: symptom -> experiments -> ranked hypotheses -> report, with the patient's name
    // (from the DICOM CT) pseudonymised.
    void investigateAndReport()
    {
        const QString inv = m_dir.filePath("flip.json");
        const QString pdf = m_dir.filePath("flip.pdf");
        const CliRun r = cli({"investigate", "--symptom", "mask-misaligned", "--image", demo("ct"), "--mask",
                              demo("mask_flipped_lr.nii.gz"), "--reference", demo("mask.nii.gz"),
                              "--describe", "the liver mask sits on the wrong side", "--out", inv, "--report",
                              pdf, "--key", "test-key"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile f(inv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonArray hypotheses = doc["hypotheses"].toArray();
        QVERIFY(!hypotheses.isEmpty());
        const QJsonObject top = hypotheses.first().toObject();
        QCOMPARE(top["verdict"].toString(), QStringLiteral("supported"));
        QVERIFY2(top["id"].toString().contains("frame"), qPrintable(top["id"].toString()));
        const QJsonArray runs = doc["runs"].toArray();
        QVERIFY(runs.size() >= 1);
        bool corrected = false;
        for (const QJsonValue& run : runs)
            for (const QJsonValue& shot : run.toObject()["evidence"].toObject()["snapshots"].toArray()) {
                const QString file = QFileInfo(inv).dir().filePath(shot.toObject()["image_path"].toString());
                QVERIFY2(QFile::exists(file), qPrintable(file));
                corrected = corrected || file.contains("corrected");
            }
        QVERIFY(corrected);

        const QString text = pdfText(pdf);
        for (const char* section :
             {"Summary", "Symptom", "Hypotheses in priority order", "Diagnostic steps taken", "Evidence",
              "Verdicts", "Quick wins", "Verification gates"})
            QVERIFY2(text.contains(section), section);
        QVERIFY(text.contains("geometry.axis_flip"));
        QVERIFY(text.contains("PAT-"));
        QVERIFY2(!text.contains("Phantom", Qt::CaseInsensitive), "the patient's name reached the report");

        // The same document in the other formats; identifiers only on request.
        for (const char* ext : {"html", "md", "json"}) {
            const QString out = m_dir.filePath(QStringLiteral("flip-report.") + ext);
            const CliRun w = cli({"report", inv, "--out", out});
            QVERIFY2(w.exitCode == 0, w.err.constData());
            QFile o(out);
            QVERIFY(o.open(QIODevice::ReadOnly));
            const QByteArray bytes = o.readAll();
            QVERIFY(bytes.contains("Verification gates"));
            QVERIFY(!bytes.contains("Phantom"));
        }
        // A report never overwrites the investigation it is made from.
        const CliRun over = cli({"report", inv, "--out", inv});
        QCOMPARE(over.exitCode, 2);
        QVERIFY(over.err.contains("overwrite"));
        const QString named = m_dir.filePath("named.html");
        QCOMPARE(cli({"report", inv, "--out", named, "--include-identifiers"}).exitCode, 0);
        QFile n(named);
        QVERIFY(n.open(QIODevice::ReadOnly));
        QVERIFY(n.readAll().contains("Phantom"));
    }

    void smoothedMaskInvestigation()
    {
        const QString inv = m_dir.filePath("smooth.json");
        const CliRun r = cli({"investigate", "--symptom", "mask-smoothed", "--image", demo("ct.nii.gz"),
                              "--mask", demo("mask_resampled_linear.nii.gz"), "--out", inv, "--quiet"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile f(inv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject top =
            QJsonDocument::fromJson(f.readAll()).object()["hypotheses"].toArray().first().toObject();
        QCOMPARE(top["verdict"].toString(), QStringLiteral("supported"));
        QVERIFY2(top["id"].toString().contains("interpolation"), qPrintable(top["id"].toString()));
    }

    // A shared investigation is untrusted: its report embeds pictures only from inside its own folder.
    // Refused, missing and unreadable pictures are noted in the report, named on stderr, and exit 7.
    void reportPictures_data()
    {
        QTest::addColumn<QString>("imagePath");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::addRow("legitimate picture") << "case_files/a.png" << 0 << "";
        QTest::addRow("../../x.png") << "../../x.png" << 7 << "leaves the investigation's folder";
        QTest::addRow("../outside/x.png") << "../outside/x.png" << 7 << "leaves the investigation's folder";
        QTest::addRow("absolute path") << "%ROOT%/outside/x.png" << 7 << "is absolute";
        QTest::addRow("link inside pointing outside")
            << "link-out" << 7 << "leaves the investigation's folder";
        QTest::addRow("linked sub-folder pointing outside")
            << "dir-out/x.png" << 7 << "leaves the investigation's folder";
        QTest::addRow("missing picture") << "case_files/missing.png" << 7 << "could not be opened";
        QTest::addRow("folder where a picture is expected")
            << "case_files/adir.png" << 7 << "not a plain file";
        QTest::addRow("corrupt PNG") << "case_files/corrupt.png" << 7 << "is not a readable PNG";
    }
    void reportPictures()
    {
        QFETCH(QString, imagePath);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        static int row = 0; // data tags hold slashes: number the folders instead
        const QString root = m_dir.filePath(QStringLiteral("shared-%1").arg(++row));
        const QString folder = root + "/a/case";
        QVERIFY(writeFile(root + "/a/outside/x.png", QByteArray::fromBase64(outsidePng)));
        QVERIFY(writeFile(root + "/x.png", QByteArray::fromBase64(outsidePng)));
        QVERIFY(writeFile(folder + "/case_files/a.png", QByteArray::fromBase64(insidePng)));
        QVERIFY(writeFile(folder + "/case_files/corrupt.png", "\x89PNG\r\n\x1a\n not a PNG"));
        QVERIFY(QDir().mkpath(folder + "/case_files/adir.png"));
        QVERIFY(QFile::link(root + "/a/outside/x.png", folder + "/link-out"));
        QVERIFY(QFile::link(root + "/a/outside", folder + "/dir-out"));
        imagePath.replace("%ROOT%", root + "/a");
        const QString inv = folder + "/case.investigation.json";
        QVERIFY(writeFile(inv, investigationWithSnapshot(imagePath)));

        const QString html = root + "/report.html";
        const CliRun r = cli({"report", inv, "--out", html});
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        const QByteArray page = readFile(html);
        QVERIFY2(page.contains("Verification gates"), "the report was not written");
        const int pictures = int(page.count("data:image/png"));
        if (exitCode == 0) {
            QCOMPARE(pictures, 1);
            QVERIFY2(r.err.isEmpty(), r.err.constData());
        } else {
            QVERIFY2(pictures == 0, "a picture from outside the investigation reached the report");
            QVERIFY2(page.contains("is not included"), "the report does not say the picture is missing");
            const QString err = QString::fromUtf8(r.err);
            QVERIFY2(err.contains("run-1: The picture '" + imagePath + "'"), r.err.constData());
            QVERIFY2(err.contains(message), r.err.constData());
        }
        // Reading a report changes nothing outside (or inside) the folder.
        QCOMPARE(readFile(root + "/a/outside/x.png"), QByteArray::fromBase64(outsidePng));
        QCOMPARE(readFile(root + "/x.png"), QByteArray::fromBase64(outsidePng));
    }

    // investigate writes its pictures into "<name>_files" beside --out; when that is a link out of the
    // folder, or a file, nothing is written there, and the pictures left out are named (exit 7).
    void investigatePicturesRefused_data()
    {
        QTest::addColumn<QString>("filesFolder"); // what "<name>_files" is
        QTest::addColumn<QString>("message");
        QTest::addRow("linked sub-folder pointing outside") << "link"
                                                            << "leaves the investigation's folder";
        QTest::addRow("a file in place of the folder") << "file"
                                                       << "could not be written";
    }
    void investigatePicturesRefused()
    {
        QFETCH(QString, filesFolder);
        QFETCH(QString, message);
        const QString root = m_dir.filePath("refused-" + filesFolder);
        QVERIFY(QDir().mkpath(root + "/case") && QDir().mkpath(root + "/elsewhere"));
        if (filesFolder == "link")
            QVERIFY(QFile::link(root + "/elsewhere", root + "/case/flip_files"));
        else
            QVERIFY(writeFile(root + "/case/flip_files", "a file"));
        const QString inv = root + "/case/flip.json";
        const CliRun r = cli({"investigate", "--symptom", "mask-misaligned", "--image", demo("ct.nii.gz"),
                              "--mask", demo("mask_flipped_lr.nii.gz"), "--out", inv, "--quiet"});
        QVERIFY2(r.exitCode == 7, r.err.constData());
        QVERIFY2(r.err.contains("flip_files/run-1-as-found.png could not be written"), r.err.constData());
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY2(QDir(root + "/elsewhere").isEmpty(),
                 "a picture was written outside the investigation's folder");
        const QJsonObject run =
            QJsonDocument::fromJson(readFile(inv)).object()["runs"].toArray().first().toObject();
        QVERIFY(run["evidence"].toObject()["snapshots"].toArray().isEmpty());
        QVERIFY(!run["evidence"].toObject()["problems"].toArray().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestInvestigateCli)
#include "tst_investigate_cli.moc"
