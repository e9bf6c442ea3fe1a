// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// compare through the built scansleuth-cli on the runs of support/comparisonfixture.h: Dice from the
// constructed boxes, the unmatched case listed, the case on another grid flagged, the CSV's rows, the
// JSON's verdict, '.' decimals under a German locale, the PDF report, and every bad input with the
// fragment of the message the user must see.
#include "clirun.h"
#include "support/comparisonfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace scansleuth;
using namespace scansleuth::testing;

namespace {

QJsonObject caseOf(const QJsonObject& json, const QString& key)
{
    for (const QJsonValue& c : json["cases"].toArray())
        if (c.toObject()["case"].toString() == key)
            return c.toObject();
    return {};
}

// Dice of label 1 in `pair` ("vs_truth" index `run`, or "between" index 0).
double diceOf(const QJsonObject& caseJson, const char* list, int index)
{
    const QJsonObject pair = caseJson[list].toArray()[index].toObject();
    return pair["metrics"].toObject()["labels"].toArray()[0].toObject()["dice"].toDouble(std::nan(""));
}

QString verdictOf(const QJsonObject& json, const QString& metric)
{
    for (const QJsonValue& p : json["pairs"].toArray())
        if (p.toObject()["metric"].toString() == metric && p.toObject()["label"].toInt() == 1)
            return p.toObject()["verdict"].toString();
    return {};
}

// Splits RFC 4180 text (no quoted line breaks here) into rows of fields.
QList<QStringList> parseCsv(const QByteArray& text)
{
    QList<QStringList> rows;
    for (const QByteArray& line : text.split('\n')) {
        QString l = QString::fromUtf8(line);
        if (l.endsWith('\r'))
            l.chop(1);
        if (l.isEmpty())
            continue;
        QStringList fields;
        QString field;
        bool quoted = false;
        for (int i = 0; i < l.size(); ++i) {
            const QChar ch = l[i];
            if (quoted && ch == '"' && i + 1 < l.size() && l[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ',' && !quoted) {
                fields << field;
                field.clear();
            } else {
                field += ch;
            }
        }
        fields << field;
        rows << fields;
    }
    return rows;
}

// The CLI on a German desktop (a PDF report starts Qt, which calls setlocale(LC_ALL, "")).
CliRun cliWithLocale(const QStringList& args, const QString& locale)
{
    QProcessEnvironment env;
    env.insert("LC_ALL", locale);
    env.insert("QT_QPA_PLATFORM", "offscreen");
    return cli(args, env);
}

} // namespace

class TestCompareCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_root;
    QStringList m_runs;
    CliRun m_json;

private Q_SLOTS:
    void initTestCase()
    {
        m_root = m_dir.path();
        QVERIFY(writeComparisonRuns(m_root));
        m_runs = {"compare",
                  "--run",
                  "baseline=" + m_root + "/baseline",
                  "--run",
                  "new=" + m_root + "/new",
                  "--truth",
                  m_root + "/truth",
                  "--quiet"};
        m_json = cli(m_runs + QStringList{"--json"});
        QVERIFY2(m_json.exitCode == 9, m_json.err.constData()); // case_010 is on another grid
        QCOMPARE(m_json.json()["format"].toString(), QString("scansleuth.comparison"));
    }

    void diceFromTheBoxes_data()
    {
        QTest::addColumn<int>("index");
        for (int i : {1, 2, 6, 7})
            QTest::addRow("%s", qPrintable(caseKey(i))) << i;
    }
    void diceFromTheBoxes()
    {
        QFETCH(int, index);
        const QJsonObject c = caseOf(m_json.json(), caseKey(index));
        QCOMPARE(c["reliable"].toBool(), true);
        QCOMPARE(diceOf(c, "vs_truth", 0), 1.0); // baseline is the truth
        QVERIFY(std::abs(diceOf(c, "vs_truth", 1) - expectedNewDice(index)) < 1e-12);
        QVERIFY(std::abs(diceOf(c, "between", 0) - expectedNewDice(index)) < 1e-12);
    }

    void missingCaseIsListedNotDropped()
    {
        const QJsonObject json = m_json.json();
        const QJsonArray unmatched = json["unmatched"].toArray();
        QCOMPARE(unmatched.size(), 1);
        QCOMPARE(unmatched[0].toObject()["input"].toString(), QString("new"));
        QCOMPARE(unmatched[0].toObject()["missing"].toArray()[0].toString(), QString("case_009"));
        QCOMPARE(json["cases"].toArray().size(), kCases);
        QCOMPARE(caseOf(json, "case_009")["reliable"].toBool(), false);
        const CliRun text = cli(m_runs);
        QVERIFY2(text.out.contains("new lacks 1 case: case_009"), text.out.constData());
    }

    void anotherGridIsUnreliable()
    {
        const QJsonObject c = caseOf(m_json.json(), "case_010");
        QCOMPARE(c["reliable"].toBool(), false);
        bool checked = false;
        for (const QJsonValue& g : c["geometry"].toArray())
            if (g.toObject()["input"].toString() == "new") {
                QCOMPARE(g.toObject()["same_grid"].toBool(), false);
                checked = true;
            }
        QVERIFY(checked);
        QCOMPARE(c["vs_truth"].toArray()[1].toObject()["computed"].toBool(), false);
        const CliRun text = cli(m_runs);
        QVERIFY2(text.out.contains("Cases that are not comparable"), text.out.constData());
        QVERIFY(text.out.contains("  case_010: "));
        // new's failures, counted with their reasons (issue 19), in the text and the JSON.
        QVERIFY2(text.out.contains("new failed 2 of 10: 1 another grid, 1 missing (case_009, case_010)"),
                 text.out.constData());
        const QJsonArray failures = m_json.json()["failures"].toArray();
        QCOMPARE(failures.size(), 2);
        QCOMPARE(failures[1].toObject()["failed"].toInt(), 2);
        QCOMPARE(failures[1].toObject()["words"].toString(),
                 QString("new failed 2 of 10: 1 another grid, 1 missing"));
        QCOMPARE(c["failures"].toArray()[1].toObject()["kind"].toString(), QString("other_grid"));
        QCOMPARE(c["truth_usable"].toBool(), true);
    }

    // Over all 10 cases new's two failures score Dice 0: eight negative differences, two of them tied at -1,
    // so the normal approximation: scipy.stats.wilcoxon([-.05, -.1, -.15, -.2, -.25, -.3, -1, -1]) gives
    // p = 0.014147; on the 8 comparable cases six untied ones, exact p = 2 / 2^6.
    void verdictFromTheWilcoxonTest()
    {
        QCOMPARE(verdictOf(m_json.json(), "dice"), QString("A better"));
        const CliRun text = cli(m_runs);
        QVERIFY2(text.out.contains("baseline better"), text.out.constData());
        QVERIFY2(text.out.contains("p = 0.01415"), text.out.constData());
        QVERIFY(
            text.out.contains("baseline better than new over all 10 cases and on the 8 comparable cases; new "
                              "failed 2 of 10: 1 another grid, 1 missing"));
        QVERIFY(
            text.out.contains("On the 8 comparable cases (neither run failed): baseline better than new"));
        QVERIFY(text.out.contains("Wilcoxon p = 0.0312"));
    }

    void worstCasesFirst()
    {
        const QJsonArray order = m_json.json()["disagreement_order"].toArray();
        QVERIFY(!order.isEmpty());
        QCOMPARE(order[0].toString(), QString("case_006")); // the shortest box
    }

    // --labels reads every format of the one core reader: an MRIcron/FSL index-name table (aal.nii.txt) and
    // a FreeSurfer LUT name label 1 in the CSV rows; a bad line is named.
    void labelTableFormats_data()
    {
        QTest::addColumn<QByteArray>("table");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected"); // label 1's name in the CSV, or a fragment of the error
        QTest::addRow("index-name text") << QByteArray("1 Liver_L 2001\n") << 9 << "Liver_L";
        QTest::addRow("FreeSurfer LUT with BOM and CRLF")
            << QByteArray("\xEF\xBB\xBF#No. Label Name: R G B A\r\n1 Left-Liver 70 130 180 0\r\n") << 9
            << "Left-Liver";
        QTest::addRow("bad second line")
            << QByteArray("1 Liver_L 2001\nLiver_R 2002\n") << 4 << "Line 2 of the label table";
    }
    void labelTableFormats()
    {
        QFETCH(QByteArray, table);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        QTemporaryDir out;
        const QString csv = out.filePath("c.csv"), labels = out.filePath("aal.nii.txt");
        QFile f(labels);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(table);
        f.close();
        const CliRun r = cli(m_runs + QStringList{"--csv", csv, "--labels", labels});
        QCOMPARE(r.exitCode, exitCode);
        if (exitCode != 9) {
            QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
            return;
        }
        QFile in(csv);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = parseCsv(in.readAll());
        QCOMPARE(rows.size(), 1 + kCases * 3);
        QCOMPARE(rows[1][4], expected);
    }

    void csvRowsAndGermanLocale()
    {
        QTemporaryDir out;
        const QString csv = out.filePath("c.csv");
        const QString labels = out.filePath("labels.csv");
        QFile f(labels);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("value,name\n1,\"liver, left lobe\"\n");
        f.close();
        const CliRun r =
            cliWithLocale(m_runs + QStringList{"--json", "--csv", csv, "--labels", labels}, "de_DE.UTF-8");
        QCOMPARE(r.exitCode, 9);
        QFile in(csv);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = parseCsv(in.readAll());
        // One label; per case two runs against the truth and one run pair.
        QCOMPARE(rows.size(), 1 + kCases * 3);
        QCOMPARE(rows[0].first(), QString("case"));
        QCOMPARE(rows[0].size(), 29);
        QCOMPARE(rows[0][20], QString("failure"));
        QCOMPARE(rows[0][22], QString("scored_dice"));
        for (const QStringList& row : rows)
            QCOMPARE(row.size(), 29);
        QCOMPARE(rows[1][4], QString("liver, left lobe")); // quoted: holds a comma
        bool found = false;
        for (const QStringList& row : rows)
            if (row[0] == "case_002" && row[1] == "truth" && row[2] == "new") {
                QCOMPARE(row[6], QString("0.9473684210526315")); // Dice 2 x 18 / (20 + 18), with a point
                QCOMPARE(row[5], QString("true"));
                found = true;
            }
        QVERIFY(found);
        for (const QStringList& row : rows)
            if (row[0] == "case_010" && row[2] == "new") {
                QCOMPARE(row[5], QString("false"));
                QVERIFY(row[6].isEmpty());
                QVERIFY(!row[19].isEmpty()); // the reason
                if (row[1] == "truth") {
                    QCOMPARE(row[20], QString("new: another grid"));
                    QCOMPARE(row[22], QString("0")); // scored as the worst value
                }
            }
        QVERIFY(!r.out.contains("0,9"));
        QVERIFY(r.out.contains("\"dice\": 0.9"));
    }

    void pdfReport()
    {
        QTemporaryDir out;
        const QString pdf = out.filePath("compare.pdf");
        const CliRun r = cliWithLocale(m_runs + QStringList{"--report", pdf}, "de_DE.UTF-8");
        QVERIFY2(r.exitCode == 9, r.err.constData());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        if (QStandardPaths::findExecutable("pdftotext").isEmpty())
            QFAIL("pdftotext is missing: run packaging/install-deps.sh (it installs poppler-utils)");
        QProcess p;
        p.start("pdftotext", {"-enc", "UTF-8", pdf, "-"});
        QVERIFY(p.waitForFinished(60000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        for (const char* expected : {"Run comparison", "Where the runs disagree most", "Failed cases",
                                     "case_010", "case_006", "is better than run 'new'"})
            QVERIFY2(text.contains(expected), expected);
    }

    void markdownReportHasPictures()
    {
        QTemporaryDir out;
        const QString md = out.filePath("compare.md");
        const CliRun r = cli(m_runs + QStringList{"--report", md});
        QCOMPARE(r.exitCode, 9);
        QVERIFY(QFile::exists(out.filePath("compare_files/figure-1.png")));
        QVERIFY(QFile::exists(out.filePath("compare_files/plot-1.png")));
    }

    void truncatedFileIsReportedOthersCompared()
    {
        QTemporaryDir dir;
        QVERIFY(writeComparisonRuns(dir.path()));
        QVERIFY(truncateFile(dir.path() + "/new/case_002.nii.gz"));
        const CliRun r =
            cli({"compare", "--run", "baseline=" + dir.path() + "/baseline", "--run",
                 "new=" + dir.path() + "/new", "--truth", dir.path() + "/truth", "--json", "--quiet"});
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(r.err.contains("case_002") && r.err.contains("new"), r.err.constData());
        const QJsonObject c2 = caseOf(r.json(), "case_002");
        QCOMPARE(c2["reliable"].toBool(), false);
        QVERIFY(!c2["inputs"].toArray()[1].toObject()["error"].toString().isEmpty());
        QVERIFY(std::abs(diceOf(caseOf(r.json(), "case_003"), "vs_truth", 1) - expectedNewDice(3)) < 1e-12);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString a = "a=" + m_root + "/baseline";
        QTest::addRow("missing folder")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/nowhere"} << 3 << "nowhere";
        QTest::addRow("run without =") << QStringList{"--run", a, "--run", m_root + "/new"} << 2 << "=";
        QTest::addRow("only one run") << QStringList{"--run", a} << 2 << "two runs";
        QTest::addRow("threshold outside (0, 1)")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/new", "--threshold", "1.5"} << 2
            << "--threshold needs a number between 0 and 1";
        QTest::addRow("unknown probability mode")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/new", "--probability", "softmax"} << 2
            << "auto, argmax or threshold";
        QTest::addRow("negative tolerance")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/new", "--tolerance", "-1"} << 2
            << "--tolerance";
        QTest::addRow("missing label table")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/new", "--labels", m_root + "/none.csv"} << 3
            << "none.csv";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun r = cli(QStringList{"compare", "--quiet"} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCompareCli)
#include "tst_compare_cli.moc"
