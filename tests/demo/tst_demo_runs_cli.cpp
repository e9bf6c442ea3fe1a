// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The demo runs through the built scansleuth-cli: `demo-runs` writes and lists the set, and an investigation
// given the runs with --run ranks the change that hits a few cases first.
#include "cli/clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using scansleuth::testing::cli;
using scansleuth::testing::CliRun;

class TestDemoRunsCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesAndListsTheSet();
    void needsOneFolder_data();
    void needsOneFolder();
    void investigateTakesTheRuns();

private:
    QTemporaryDir m_dir;
};

void TestDemoRunsCli::writesAndListsTheSet()
{
    const QString out = m_dir.filePath("runs");
    const CliRun r = cli({"demo-runs", "--out", out, "--quiet"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 20 * 3 + 19 + 2); // images, truth, run A; run B lacks one case; labels, README
    for (const QString& line : lines)
        QVERIFY2(QFile::exists(line), qPrintable(line));
    QVERIFY(lines.contains(out + "/run-b/case_005_seg.nii.gz"));
    QVERIFY(!QFile::exists(out + "/run-b/case_012_seg.nii.gz"));
}

void TestDemoRunsCli::needsOneFolder_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("no folder") << QStringList{"demo-runs"};
    QTest::addRow("two folders") << QStringList{"demo-runs", "a", "b"};
    QTest::addRow("unknown option") << QStringList{"demo-runs", "--cases", "3", "a"};
}

void TestDemoRunsCli::needsOneFolder()
{
    QFETCH(QStringList, args);
    const CliRun r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!QString::fromUtf8(r.err).isEmpty());
}

void TestDemoRunsCli::investigateTakesTheRuns()
{
    const QString runs = m_dir.filePath("inv");
    QCOMPARE(cli({"demo-runs", runs, "--quiet"}).exitCode, 0);
    const QString inv = m_dir.filePath("runs.json");
    const CliRun r = cli({"investigate", "--symptom", "results-differ-from-previous-run", "--run",
                          "A=" + runs + "/run-a", "--run", "B=" + runs + "/run-b", "--truth", runs + "/truth",
                          "--labels", runs + "/labels.txt", "--out", inv, "--quiet"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile f(inv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonArray runList = doc.value("runs").toArray();
    QCOMPARE(runList.size(), 1);
    QCOMPARE(runList[0].toObject().value("experiment").toString(), QString("exp-run-comparison"));
    QCOMPARE(runList[0].toObject().value("status").toString(), QString("done"));
    QCOMPARE(doc.value("hypotheses").toArray()[0].toObject().value("id").toString(),
             QString("prev-few-cases-changed"));
}

QTEST_GUILESS_MAIN(TestDemoRunsCli)
#include "tst_demo_runs_cli.moc"
