// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The audit demo through the built scansleuth-cli: `demo-splits` writes and lists the set and prints the
// command that audits it, that command finds the planted leak, and a bad command line exits 2 with a
// sentence.
#include "cli/clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using scansleuth::testing::cli;
using scansleuth::testing::CliRun;

class TestDemoSplitsCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void writesListsAndSaysHowToAudit()
    {
        const QString out = m_dir.filePath("splits");
        const CliRun r = cli({"demo-splits", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList lines = QString::fromUtf8(r.out).split('\n', Qt::SkipEmptyParts);
        // Eight DICOM series of 40 slices, the leaked copy's 45, the NIfTI, splits.csv and README.txt.
        QCOMPARE(lines.size(), 8 * 40 + 45 + 3);
        for (const QString& line : lines)
            QVERIFY2(QFile::exists(line), qPrintable(line));
        QVERIFY(lines.contains(out + "/splits.csv"));
        QVERIFY(lines.contains(out + "/test/test_003/test_003.nii.gz"));
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains("scansleuth-cli audit --csv " + out + "/splits.csv"), qPrintable(err));
        QVERIFY(err.contains("--split train=" + out + "/train --split test=" + out + "/test"));
    }

    // The command it prints finds the planted pair, and only it, and names the case in [0, 1].
    void theAuditItPrintsFindsThePlantedLeak()
    {
        const QString out = m_dir.filePath("splits");
        QVERIFY(QFile::exists(out + "/splits.csv")); // written by writesListsAndSaysHowToAudit
        const CliRun r = cli({"audit", "--csv", out + "/splits.csv", "--json", "-", "--quiet"});
        QVERIFY2(r.exitCode == 9, r.err.constData()); // leakage found
        const QJsonObject audit = r.json();
        const QJsonArray pairs = audit.value("pairs").toArray();
        QCOMPARE(pairs.size(), 1);
        const QJsonObject pair = pairs[0].toObject();
        QCOMPARE(pair.value("a").toObject().value("case").toString(), QString("train_003"));
        QCOMPARE(pair.value("b").toObject().value("case").toString(), QString("test_002"));
        QStringList leakage;
        bool namesScaled = false;
        for (const QJsonValue& v : audit.value("findings").toArray()) {
            const QJsonObject f = v.toObject();
            const QString code = f.value("code").toString();
            if (code.startsWith("leakage."))
                leakage << code;
            if (code == "dataset.intensity_mismatch")
                namesScaled = QJsonDocument(f).toJson().contains("test_003");
        }
        leakage.sort();
        QCOMPARE(leakage, QStringList({"leakage.fuzzy_identity", "leakage.near_duplicate"}));
        QVERIFY(namesScaled);
    }

    // The audit as the dataset-audit experiment of an investigation, given the splits on the command line.
    void investigateRunsTheAuditOnTheSplits()
    {
        const QString out = m_dir.filePath("splits");
        QVERIFY(QFile::exists(out + "/splits.csv")); // written by writesListsAndSaysHowToAudit
        const QString investigation = m_dir.filePath("inv/investigation.json");
        const CliRun r = cli({"investigate", "--symptom", "train-test-gap", "--train", out + "/train",
                              "--test", out + "/test", "--out", investigation, "--quiet"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile file(investigation);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        QStringList codes;
        for (const QJsonValue& run : doc.value("runs").toArray())
            if (run.toObject().value("experiment").toString() == "exp-dataset-audit") {
                QCOMPARE(run.toObject().value("status").toString(), QString("done"));
                for (const QJsonValue& f :
                     run.toObject().value("evidence").toObject().value("findings").toArray())
                    codes << f.toObject().value("code").toString();
            }
        QVERIFY2(codes.contains("leakage.fuzzy_identity"), qPrintable(codes.join(", ")));
        QVERIFY2(codes.contains("dataset.intensity_mismatch"), qPrintable(codes.join(", ")));
        QString patientOverlap;
        for (const QJsonValue& h : doc.value("hypotheses").toArray())
            if (h.toObject().value("id").toString() == "leak-patient-overlap")
                patientOverlap = h.toObject().value("verdict").toString();
        QCOMPARE(patientOverlap, QString("supported"));
    }

    void quietPrintsOnlyTheFiles()
    {
        const CliRun r = cli({"demo-splits", "--out", m_dir.filePath("quiet"), "--quiet"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
    }

    void needsOneFolder_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("no folder") << QStringList{"demo-splits"} << "one output folder";
        QTest::addRow("two folders") << QStringList{"demo-splits", "a", "b"} << "one output folder";
        QTest::addRow("unknown option") << QStringList{"demo-splits", "--cases", "3", "a"} << "--cases";
    }
    void needsOneFolder()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, fragment);
        const CliRun r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(fragment), r.err.constData());
    }

    void unwritableFolderFails()
    {
        QFile blocker(m_dir.filePath("plain"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const CliRun r = cli({"demo-splits", m_dir.filePath("plain/out"), "--quiet"});
        QCOMPARE(r.exitCode, 6); // ExitWriteFailed
        QVERIFY2(QString::fromUtf8(r.err).contains("could not be created"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestDemoSplitsCli)
#include "tst_demosplits_cli.moc"
