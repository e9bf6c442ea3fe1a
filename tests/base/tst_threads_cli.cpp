// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// scansleuth-cli's global --threads option, through the built executable on the demo study: accepted
// before or after the command, the same answer on one thread as on several, bad values refused. And the
// GUI's --threads option and "threads" setting.
#include "../cli/clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using scansleuth::testing::cli;
using scansleuth::testing::CliRun;

class TestThreadsCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;

    QString demo(const QString& name) const { return m_demo + "/" + name; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath("demo");
        const CliRun r = cli({"demo", "--out", m_demo, "--quiet"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    void threadsOption_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("geometryCode");
        QTest::addRow("--threads 1 check-pair")
            << QStringList{"--threads", "1", "check-pair", "ct.nii.gz", "mask_flipped_lr.nii.gz", "--json"}
            << 9 << "geometry.axis_flip";
        QTest::addRow("check-pair ... --threads=3")
            << QStringList{"check-pair", "ct.nii.gz", "mask_flipped_lr.nii.gz", "--json", "--threads=3"} << 9
            << "geometry.axis_flip";
        QTest::addRow("info of a DICOM series on one thread")
            << QStringList{"info", "ct", "--threads", "1", "--json"} << 0 << "";
    }
    void threadsOption()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, geometryCode);
        for (QString& a : args)
            if (a.endsWith(".nii.gz") || a == "ct")
                a = demo(a);
        const CliRun r = cli(args << "--quiet");
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        if (!geometryCode.isEmpty()) {
            QStringList codes;
            for (const QJsonValue& f : r.json()["geometry"].toObject()["findings"].toArray())
                codes << f.toObject().value("code").toString();
            QVERIFY2(codes.contains(geometryCode), qPrintable(codes.join(", ")));
        }
    }

    // The threads only share out independent work: one thread and four give the same bytes.
    void sameAnswerOnOneAndFourThreads()
    {
        const QStringList pair{"check-pair",  demo("ct.nii.gz"),   demo("mask_flipped_lr.nii.gz"),
                               "--reference", demo("mask.nii.gz"), "--json",
                               "--quiet"};
        const CliRun one = cli(QStringList{"--threads", "1"} + pair);
        const CliRun four = cli(QStringList{"--threads", "4"} + pair);
        QCOMPARE(one.exitCode, 9);
        QCOMPARE(four.exitCode, 9);
        QVERIFY(!one.out.isEmpty());
        QCOMPARE(one.out, four.out);
    }

    void badValues_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("zero") << QStringList{"--threads", "0", "info", "x"}
                              << "--threads needs a whole number from 1 to 4096, not '0'";
        QTest::addRow("a word") << QStringList{"info", "x", "--threads", "all"}
                                << "--threads needs a whole number from 1 to 4096, not 'all'";
        QTest::addRow("a fraction") << QStringList{"--threads=1.5", "check-pair", "a", "b"} << "not '1.5'";
        QTest::addRow("negative") << QStringList{"--threads", "-2", "check-pair", "a", "b"} << "not '-2'";
        QTest::addRow("no value") << QStringList{"check-pair", "a", "b", "--threads"}
                                  << "--threads needs a value";
    }
    void badValues()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun r = cli(args);
        QVERIFY2(r.exitCode == 2, r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

#ifdef SCANSLEUTH_HAVE_GUI
    // scansleuth --threads N for one run; the "threads" setting (ScanSleuth.conf) otherwise, where a bad
    // value is reported and ignored rather than keeping the viewer from starting.
    void gui_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("setting");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::addRow("--threads 1") << QStringList{"--threads", "1"} << "" << 0 << "";
        QTest::addRow("setting threads=1") << QStringList{} << "1" << 0 << "";
        QTest::addRow("--threads 0 refused") << QStringList{"--threads", "0"} << "" << 2
                                             << "--threads needs a whole number from 1 to 4096, not '0'.";
        QTest::addRow("bad setting ignored")
            << QStringList{} << "many" << 0 << "--threads needs a whole number from 1 to 4096, not 'many'.";
    }
    void gui()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, setting);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir config;
        QVERIFY(config.isValid());
        if (!setting.isEmpty()) {
            QVERIFY(QDir().mkpath(config.filePath("ScanSleuth")));
            QFile conf(config.filePath("ScanSleuth/ScanSleuth.conf"));
            QVERIFY(conf.open(QIODevice::WriteOnly));
            conf.write("[General]\nthreads=" + setting.toUtf8() + "\n");
        }
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", config.path());
        env.insert("QT_QPA_PLATFORM", "offscreen");
        p.setProcessEnvironment(env);
        const QString shot = config.filePath("shot.png");
        p.start(QStringLiteral(SCANSLEUTH_BIN_DIR "/scansleuth"), args << "--screenshot" << shot);
        QVERIFY(p.waitForFinished(120000));
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == exitCode, err.constData());
        QVERIFY2(QString::fromUtf8(err).contains(message), err.constData());
        QCOMPARE(QFile::exists(shot), exitCode == 0);
    }
#endif
};

QTEST_GUILESS_MAIN(TestThreadsCli)
#include "tst_threads_cli.moc"
