// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The SLURM script of `audit --emit-slurm` (app/cli/slurmscript.h), run by bash against a fake
// `sbatch` that records its arguments and the job script it is given on stdin, and a fake scansleuth-cli
// that records the words it receives. Paths hold spaces, quotes, $ and backticks: the oracle is bash
// itself (what a word expands to), never the quoting code.
#include "slurmscript.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::cli;

namespace {

struct Bash
{
    int exitCode = -1;
    QByteArray out, err;
};

Bash bash(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
          const QByteArray& input = {})
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("bash"), args);
    p.write(input);
    p.closeWriteChannel();
    Bash r;
    if (!p.waitForFinished(60000))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

bool writeExecutable(const QString& path, const QByteArray& text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return false;
    f.close();
    return f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// NUL-separated words, as the fakes write them with printf '%s\0'.
QStringList words(const QByteArray& recorded)
{
    QStringList out;
    for (const QByteArray& w : recorded.split('\0'))
        out << QString::fromUtf8(w);
    if (!out.isEmpty() && out.back().isEmpty())
        out.pop_back();
    return out;
}

// Counts its calls; call K records its arguments in sbatch-K.args and its stdin (the job script) in
// sbatch-K.job, and prints a job id as --parsable does (with a cluster name the first time).
const QByteArray kFakeSbatch = R"(#!/bin/bash
n=$(cat "$RECORD/count" 2>/dev/null || echo 0)
n=$((n + 1))
echo "$n" > "$RECORD/count"
printf '%s\0' "$@" > "$RECORD/sbatch-$n.args"
cat > "$RECORD/sbatch-$n.job"
if [ "$n" -eq 1 ]; then echo "4242;cluster"; else echo "4243"; fi
)";

const QByteArray kFakeCli = R"(#!/bin/bash
printf '%s\0' "$@" > "$RECORD/cli.args"
exit "${CLI_EXIT:-0}"
)";

} // namespace

class TestSlurmScript : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_odd;     // a folder whose name needs every kind of quoting
    QString m_record;  // where the fakes write
    QString m_fakeBin; // holds the fake sbatch, first on PATH
    QString m_cli;     // the fake scansleuth-cli, inside m_odd
    SlurmJob m_job;

    QProcessEnvironment environment(bool withSbatch = true) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RECORD"), m_record);
        if (withSbatch)
            env.insert(QStringLiteral("PATH"), m_fakeBin + ":" + env.value(QStringLiteral("PATH")));
        else // an empty folder: a machine with SLURM installed has sbatch in /usr/bin
            env.insert(QStringLiteral("PATH"), m_dir.path() + "/emptybin");
        return env;
    }

    // Writes the script for `job` and runs `bash SCRIPT args...` with the fake sbatch.
    Bash submit(const SlurmJob& job, const QStringList& args = {})
    {
        QDir(m_record).removeRecursively();
        QDir().mkpath(m_record);
        auto script = slurmScript(job);
        if (!script)
            return {};
        const QString path = m_odd + "/audit.sh";
        if (!writeSlurmScript(path.toStdString(), *script))
            return {};
        return bash(QStringList{path} + args, environment());
    }

    // Runs a recorded job script as SLURM would: bash with the array task's variables set.
    Bash runJob(const QString& jobFile, const QString& task, int cliExit = 0)
    {
        QProcessEnvironment env = environment();
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), task);
        env.insert(QStringLiteral("SLURM_CPUS_PER_TASK"), QStringLiteral("3"));
        env.insert(QStringLiteral("CLI_EXIT"), QString::number(cliExit));
        return bash({jobFile}, env);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_odd = m_dir.path() + "/it's a \"test\" $HOME `id` dir";
        m_record = m_dir.path() + "/record";
        m_fakeBin = m_dir.path() + "/fakebin";
        QVERIFY(QDir().mkpath(m_odd + "/train data"));
        QVERIFY(QDir().mkpath(m_odd + "/test $PATH"));
        QVERIFY(QDir().mkpath(m_fakeBin));
        QVERIFY(QDir().mkpath(m_dir.path() + "/emptybin"));
        m_cli = m_odd + "/scansleuth-cli";
        QVERIFY(writeExecutable(m_fakeBin + "/sbatch", kFakeSbatch));
        QVERIFY(writeExecutable(m_cli, kFakeCli));

        m_job.cli = m_cli.toStdString();
        m_job.splits = {{"train", (m_odd + "/train data").toStdString()},
                        {"test", (m_odd + "/test $PATH").toStdString()}};
        m_job.shards = 3;
        m_job.outDir = (m_odd + "/out `x`").toStdString();
        m_job.partition = "short";
        m_job.account = "proj's";
        m_job.time = "1-02:30:00";
        m_job.mem = "16G";
        m_job.cpusPerTask = 6;
        m_job.references = {(m_odd + "/dataset_fingerprint.json").toStdString()};
        m_job.report = m_job.outDir + "/audit report.pdf";
        m_job.sbatchArguments = {"--gres=gpu:1"};
        m_job.fingerprint.embeddingModel = (m_odd + "/embed $1.pt").toStdString();
        m_job.fingerprint.device = "cuda";
    }

    void shellQuoteGivesBackTheText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addRow("plain") << "train=/data/train";
        QTest::addRow("empty") << "";
        QTest::addRow("space") << "a b";
        QTest::addRow("single quote") << "it's";
        QTest::addRow("double quote") << "say \"hi\"";
        QTest::addRow("dollar") << "$HOME/${PATH}";
        QTest::addRow("backticks") << "`id` $(id)";
        QTest::addRow("glob") << "*.nii ?";
        QTest::addRow("backslash") << "a\\b\\'";
        QTest::addRow("semicolon and ampersand") << "a;b&c|d>e";
        QTest::addRow("utf-8") << QString::fromUtf8("Müller/é");
        QTest::addRow("leading dash and tilde") << "-~x";
    }
    void shellQuoteGivesBackTheText()
    {
        QFETCH(QString, text);
        const std::string word = shellQuote(text.toStdString());
        // bash prints what the word expands to; one word, so printf sees one argument.
        const Bash r = bash({"-c", QString::fromStdString("printf '%s\\0' " + word)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, text.toUtf8() + QByteArray(1, '\0'));
    }

    void plainWordsStayBare()
    {
        QCOMPARE(shellQuote("train=/data/train-1.nii.gz"), std::string("train=/data/train-1.nii.gz"));
        QCOMPARE(shellQuote("a b"), std::string("'a b'"));
        QCOMPARE(shellQuote("it's"), std::string("'it'\\''s'"));
        QCOMPARE(shardFileName(2, 10), std::string("shard-2-of-10.json"));
    }

    void badJobsAreRefused_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("message");
        QTest::addRow("no shards") << "shards=0"
                                   << "--shards needs a whole number from 1";
        QTest::addRow("too many shards") << "shards=100001"
                                         << "--shards needs a whole number from 1";
        QTest::addRow("no cpus") << "cpus=0"
                                 << "--cpus-per-task";
        QTest::addRow("time in hours") << "time=2h"
                                       << "--time '2h' is not a SLURM time limit";
        QTest::addRow("time with letters") << "time=01:00:xx"
                                           << "is not a SLURM time limit";
        QTest::addRow("memory with a space") << "mem=8 GB"
                                             << "--mem '8 GB' is not a SLURM memory size";
        QTest::addRow("relative out dir") << "out=relative/out"
                                          << "absolute path for --out-dir";
        QTest::addRow("relative cli") << "cli=scansleuth-cli"
                                      << "absolute path for the path of scansleuth-cli";
        QTest::addRow("line break in a path") << "newline"
                                              << "--split holds a line break";
        QTest::addRow("splits and a csv") << "both"
                                          << "not both";
        QTest::addRow("no inputs") << "none"
                                   << "not both";
    }
    void badJobsAreRefused()
    {
        QFETCH(QString, what);
        QFETCH(QString, message);
        SlurmJob job = m_job;
        if (what == "shards=0")
            job.shards = 0;
        else if (what == "shards=100001")
            job.shards = 100001;
        else if (what == "cpus=0")
            job.cpusPerTask = 0;
        else if (what.startsWith("time="))
            job.time = what.mid(5).toStdString();
        else if (what.startsWith("mem="))
            job.mem = what.mid(4).toStdString();
        else if (what.startsWith("out="))
            job.outDir = what.mid(4).toStdString();
        else if (what.startsWith("cli="))
            job.cli = what.mid(4).toStdString();
        else if (what == "newline")
            job.splits[0].path += "\nSCANSLEUTH_JOB";
        else if (what == "both")
            job.csv = "/data/splits.csv";
        else if (what == "none")
            job.splits.clear();
        auto script = slurmScript(job);
        QVERIFY(!script);
        QCOMPARE(script.error().kind, ErrorKind::Invalid);
        QVERIFY2(script.error().message.find(message.toStdString()) != std::string::npos,
                 script.error().message.c_str());
    }

    void slurmTimeFormatsAreAccepted_data()
    {
        QTest::addColumn<QString>("time");
        for (const char* t : {"30", "30:00", "02:00:00", "1-0", "1-02:00", "2-12:00:00"})
            QTest::addRow("%s", t) << t;
    }
    void slurmTimeFormatsAreAccepted()
    {
        QFETCH(QString, time);
        SlurmJob job = m_job;
        job.time = time.toStdString();
        QVERIFY(slurmScript(job).ok());
    }

    void scriptIsValidBashAndExecutable()
    {
        auto script = slurmScript(m_job);
        QVERIFY2(script.ok(), script.ok() ? "" : script.error().message.c_str());
        const QString path = m_dir.path() + "/syntax.sh";
        QVERIFY(writeSlurmScript(path.toStdString(), *script));
        const Bash r = bash({"-n", path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo(path).isExecutable());
        QVERIFY(script->starts_with("#!/bin/bash\n"));
        // The rerun of one shard is explained where a user reads first.
        QVERIFY(script->find("sbatch --array=K") != std::string::npos);
        QVERIFY(script->find("bash THIS_SCRIPT K") != std::string::npos);
        // The job scripts are valid bash too.
        const Bash submitted = submit(m_job);
        QVERIFY2(submitted.exitCode == 0, submitted.err.constData());
        for (const char* job : {"/sbatch-1.job", "/sbatch-2.job"}) {
            const Bash j = bash({"-n", m_record + job});
            QVERIFY2(j.exitCode == 0, (QByteArray(job) + ": " + j.err).constData());
        }
    }

    // The sinfo warning (slurmpartition.h) rides in the header as comment lines only: it changes no word
    // the script gives sbatch, even with shell syntax and a line break in it.
    void resourceWarningIsOnlyAComment()
    {
        const Bash plain = submit(m_job);
        QCOMPARE(plain.exitCode, 0);
        const QByteArray plainArgs = readAll(m_record + "/sbatch-1.args");
        SlurmJob job = m_job;
        job.resourceWarning =
            "No node of partition 'short' has 6 CPUs and 16G for one task (its largest: 4 CPUs "
            "and 15800M, says sinfo): $(touch pwned) `id` \"; exit 3\nPass --cpus-per-task 4.";
        auto script = slurmScript(job);
        QVERIFY(script.ok());
        const QString text = QString::fromStdString(*script);
        for (const QString& line : text.split('\n'))
            if (line.contains("touch pwned") || line.contains("--cpus-per-task 4.") ||
                line.contains("WARNING"))
                QVERIFY2(line.startsWith('#'), qPrintable(line));
        QVERIFY(text.contains("# WARNING (sinfo, when this script was written):"));
        const Bash warned = submit(job);
        QVERIFY2(warned.exitCode == 0, warned.err.constData());
        QCOMPARE(readAll(m_record + "/sbatch-1.args"), plainArgs);
        QVERIFY(!QFile::exists(QDir::current().filePath("pwned")));
    }

    void submitsTheArrayThenTheDependentMerge()
    {
        const Bash r = submit(m_job);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(readAll(m_record + "/count").trimmed(), QByteArray("2"));
        const QString out = QString::fromStdString(m_job.outDir);
        const QStringList array = words(readAll(m_record + "/sbatch-1.args"));
        const QStringList expectedArray = {
            "--parsable",        "--job-name=scansleuth-audit-fingerprint",
            "--array=0-2",       "--cpus-per-task=6",
            "--mem=16G",         "--time=1-02:30:00",
            "--partition=short", "--account=proj's",
            "--gres=gpu:1",      "--output=" + out + "/logs/fingerprint-%A_%a.log"};
        QCOMPARE(array, expectedArray);
        const QStringList merge = words(readAll(m_record + "/sbatch-2.args"));
        const QStringList expectedMerge = {"--parsable",
                                           "--job-name=scansleuth-audit-merge",
                                           "--dependency=afterok:4242", // ";cluster" cut off
                                           "--cpus-per-task=6",
                                           "--mem=16G",
                                           "--time=1-02:30:00",
                                           "--partition=short",
                                           "--account=proj's",
                                           "--output=" + out + "/logs/merge-%j.log"};
        QCOMPARE(merge, expectedMerge);
        QVERIFY(QFileInfo(out + "/logs").isDir());
        QVERIFY(r.out.contains("4242"));
        QVERIFY(r.out.contains("4243"));
    }

    void arrayTaskRunsItsShard()
    {
        QVERIFY(submit(m_job).exitCode == 0);
        const QString out = QString::fromStdString(m_job.outDir);
        for (int task = 0; task < 3; ++task) {
            const Bash r = runJob(m_record + "/sbatch-1.job", QString::number(task));
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QStringList got = words(readAll(m_record + "/cli.args"));
            const QStringList expected = {"fingerprint",
                                          "--shard",
                                          QString::number(task) + "/3",
                                          "--split",
                                          "train=" + m_odd + "/train data",
                                          "--split",
                                          "test=" + m_odd + "/test $PATH",
                                          "--embedding",
                                          m_odd + "/embed $1.pt",
                                          "--device",
                                          "cuda",
                                          "--out",
                                          out + "/shard-" + QString::number(task) + "-of-3.json",
                                          "--threads",
                                          "3",
                                          "--quiet"};
            QCOMPARE(got, expected);
        }
        // A failing task fails its array task (so afterok holds the merge back).
        QCOMPARE(runJob(m_record + "/sbatch-1.job", "1", 4).exitCode, 4);
    }

    void mergeJobReadsEveryShard()
    {
        SlurmJob job = m_job;
        job.includeIdentifiers = true;
        job.pseudonymKey = "k e y";
        QVERIFY(submit(job).exitCode == 0);
        const QString out = QString::fromStdString(job.outDir);
        const Bash r = runJob(m_record + "/sbatch-2.job", "");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList expected = {"audit",
                                      "--merge",
                                      out + "/shard-0-of-3.json",
                                      out + "/shard-1-of-3.json",
                                      out + "/shard-2-of-3.json",
                                      "--reference",
                                      m_odd + "/dataset_fingerprint.json",
                                      "--json",
                                      out + "/audit.json",
                                      "--report",
                                      out + "/audit report.pdf",
                                      "--include-identifiers",
                                      "--key",
                                      "k e y",
                                      "--threads",
                                      "3",
                                      "--quiet"};
        QCOMPARE(words(readAll(m_record + "/cli.args")), expected);
    }

    void mergeJobExitCodes_data()
    {
        QTest::addColumn<int>("cli");
        QTest::addColumn<int>("job");
        QTest::addRow("clean") << 0 << 0;
        QTest::addRow("leakage found") << 9 << 0;
        QTest::addRow("unreadable files") << 7 << 0;
        QTest::addRow("a shard file corrupt") << 4 << 4;
        QTest::addRow("a shard missing") << 3 << 3;
        QTest::addRow("cannot write") << 6 << 6;
    }
    void mergeJobExitCodes()
    {
        QFETCH(int, cli);
        QFETCH(int, job);
        QVERIFY(submit(m_job).exitCode == 0);
        QCOMPARE(runJob(m_record + "/sbatch-2.job", "", cli).exitCode, job);
    }

    void csvInputAndDefaults()
    {
        SlurmJob job;
        job.cli = m_cli.toStdString();
        job.csv = (m_odd + "/splits.csv").toStdString();
        job.shards = 1;
        job.outDir = (m_odd + "/out").toStdString();
        job.fingerprint.nearDuplicates = false;
        QVERIFY(submit(job).exitCode == 0);
        const QStringList array = words(readAll(m_record + "/sbatch-1.args"));
        QVERIFY(array.contains("--array=0-0"));
        QVERIFY(!array.join(' ').contains("--partition"));
        QVERIFY(!array.join(' ').contains("--account"));
        QVERIFY(array.contains("--time=02:00:00"));
        QVERIFY(array.contains("--mem=8G"));
        QVERIFY(array.contains("--cpus-per-task=4"));
        QVERIFY(runJob(m_record + "/sbatch-1.job", "0").exitCode == 0);
        const QStringList expected = {"fingerprint",
                                      "--shard",
                                      "0/1",
                                      "--csv",
                                      m_odd + "/splits.csv",
                                      "--no-near-duplicates",
                                      "--out",
                                      m_odd + "/out/shard-0-of-1.json",
                                      "--threads",
                                      "3",
                                      "--quiet"};
        QCOMPARE(words(readAll(m_record + "/cli.args")), expected);
        QVERIFY(runJob(m_record + "/sbatch-2.job", "").exitCode == 0);
        const QStringList merge = words(readAll(m_record + "/cli.args"));
        QCOMPARE(merge.mid(0, 4),
                 (QStringList{"audit", "--merge", m_odd + "/out/shard-0-of-1.json", "--json"}));
        QVERIFY(!merge.contains("--report"));
    }

    void oneShardCanBeResubmitted()
    {
        const Bash r = submit(m_job, {"1"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(words(readAll(m_record + "/sbatch-1.args")).contains("--array=1"));
        QVERIFY(words(readAll(m_record + "/sbatch-2.args")).contains("--dependency=afterok:4242"));
        QVERIFY(submit(m_job, {"0,2"}).exitCode == 0);
        QVERIFY(words(readAll(m_record + "/sbatch-1.args")).contains("--array=0,2"));
    }

    void badTaskListSubmitsNothing_data()
    {
        QTest::addColumn<QString>("tasks");
        QTest::addRow("command") << "1;touch x";
        QTest::addRow("word") << "all";
        QTest::addRow("empty element") << "1,,2";
    }
    void badTaskListSubmitsNothing()
    {
        QFETCH(QString, tasks);
        const Bash r = submit(m_job, {tasks});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("usage: bash"));
        QVERIFY(!QFile::exists(m_record + "/count"));
    }

    void withoutSbatchItSaysWhere()
    {
        QDir(m_record).removeRecursively();
        QDir().mkpath(m_record);
        auto script = slurmScript(m_job);
        QVERIFY(script.ok());
        const QString path = m_odd + "/nosbatch.sh";
        QVERIFY(writeSlurmScript(path.toStdString(), *script));
        const Bash r = bash({path}, environment(false));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("sbatch was not found"), r.err.constData());
    }

    void missingCliIsNamed()
    {
        SlurmJob job = m_job;
        job.cli = (m_odd + "/no such cli").toStdString();
        const Bash r = submit(job);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("no such cli is not an executable"), r.err.constData());
        QVERIFY(!QFile::exists(m_record + "/count"));
    }
};

QTEST_GUILESS_MAIN(TestSlurmScript)
#include "tst_slurmscript.moc"
