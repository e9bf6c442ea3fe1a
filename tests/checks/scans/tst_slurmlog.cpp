// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// SLURM job logs and sacct text: each sample file of tests/data/logs yields its finding with the
// matching lines as evidence, sacct tables are read in both layouts, and CUDA OOM numbers are parsed.
#include "checks/scans/slurmlog.h"
#include "checks/scans/slurmlogjson.h"

#include <QTest>

using namespace scansleuth;
using namespace scansleuth::checks;

namespace {

std::string logPath(const char* name)
{
    return std::string(SCANSLEUTH_TEST_DATA_DIR) + "/logs/" + name;
}

std::vector<std::string> logPaths(const QStringList& names)
{
    std::vector<std::string> paths;
    for (const QString& n : names)
        paths.push_back(logPath(n.toUtf8().constData()));
    return paths;
}

bool anyContains(const std::vector<std::string>& lines, const QString& fragment)
{
    for (const std::string& l : lines) {
        if (QString::fromStdString(l).contains(fragment))
            return true;
    }
    return false;
}

} // namespace

class TestSlurmLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsCause_data();
    void findsCause();
    void cudaOomNumbers_data();
    void cudaOomNumbers();
    void sacctTables_data();
    void sacctTables();
    void durationsAndMemory_data();
    void durationsAndMemory();
    void badInput_data();
    void badInput();
    void cudaOomFix_data();
    void cudaOomFix();
    void sacctRowsAreNotLogLines();
    void cleanLogHasNoFailure();
    void pastedTextsAreNamed();
    void json();
};

void TestSlurmLog::findsCause_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("evidence");
    QTest::addColumn<QString>("fix");

    QTest::addRow("timeout in the job output")
        << QStringList{"slurm-4815162_timeout.out"} << "slurm.timeout"
        << "slurm-4815162_timeout.out:11: slurmstepd: error: *** JOB 4815162"
        << "--time";
    QTest::addRow("timeout in sacct") << QStringList{"sacct_4815162_timeout.txt"} << "slurm.timeout"
                                      << "job 4815162 (train_unet): state TIMEOUT"
                                      << "--time";
    QTest::addRow("timeout in seff") << QStringList{"seff_4815162.txt"} << "slurm.timeout"
                                     << "seff_4815162.txt:5: State: TIMEOUT (exit code 0)"
                                     << "--time";
    QTest::addRow("host oom event") << QStringList{"slurm-4815170_host_oom.err"} << "slurm.out_of_memory"
                                    << "oom_kill event in StepId=4815170.batch"
                                    << "--mem";
    QTest::addRow("host oom in sacct --parsable2")
        << QStringList{"sacct_4815170_parsable2.txt"} << "slurm.out_of_memory"
        << "state OUT_OF_MEMORY"
        << "--mem";
    QTest::addRow("killed by bash") << QStringList{"slurm-4815170_host_oom.err"} << "slurm.killed"
                                    << "2718281 Killed"
                                    << "num_workers";
    QTest::addRow("DataLoader worker killed") << QStringList{"dataloader_killed.err"} << "slurm.killed"
                                              << "is killed by signal: Killed"
                                              << "--mem";
    QTest::addRow("CUDA OOM PyTorch 2") << QStringList{"cuda_oom_pytorch2.err"} << "slurm.cuda_oom"
                                        << "cuda_oom_pytorch2.err:11: torch.OutOfMemoryError"
                                        << "batch";
    QTest::addRow("CUDA OOM PyTorch 1") << QStringList{"cuda_oom_pytorch1.err"} << "slurm.cuda_oom"
                                        << "RuntimeError: CUDA out of memory"
                                        << "batch";
    QTest::addRow("NCCL watchdog timeout") << QStringList{"nccl_watchdog_timeout.err"} << "slurm.nccl_error"
                                           << "Watchdog caught collective operation timeout"
                                           << "NCCL_DEBUG";
    QTest::addRow("NCCL system error") << QStringList{"nccl_system_error.err"} << "slurm.nccl_error"
                                       << "unhandled system error"
                                       << "NCCL_SOCKET_IFNAME";
    QTest::addRow("no GPU") << QStringList{"no_gpu.out"} << "slurm.no_gpu"
                            << "No CUDA GPUs are available"
                            << "--gres=gpu:1";
    QTest::addRow("CUDA available False") << QStringList{"no_gpu.out"} << "slurm.no_gpu"
                                          << "no_gpu.out:2: torch 2.3.0+cu121   CUDA available: False"
                                          << "--gres=gpu:1";
    QTest::addRow("module not found") << QStringList{"module_error.err"} << "slurm.module_error"
                                      << "module: command not found"
                                      << "module spider";
    QTest::addRow("Lmod error") << QStringList{"module_error.err"} << "slurm.module_error"
                                << "Lmod has detected the following error"
                                << "module spider";
    QTest::addRow("segfault") << QStringList{"segfault.err"} << "slurm.segfault"
                              << "Fatal Python error: Segmentation fault"
                              << "faulthandler";
    QTest::addRow("segfault exit code in sacct")
        << QStringList{"sacct_4815333_segfault.txt"} << "slurm.segfault"
        << "exit 139:0"
        << "faulthandler";
    QTest::addRow("failed with exception")
        << QStringList{"failed_value_error.err", "sacct_4815350_failed.txt"} << "slurm.failed"
        << "ValueError: Expected input batch_size (4)"
        << "traceback";
    QTest::addRow("cancelled by user") << QStringList{"sacct_cancelled.txt"} << "slurm.cancelled"
                                       << "state CANCELLED by 51234"
                                       << "preemption";
}

void TestSlurmLog::findsCause()
{
    QFETCH(QStringList, files);
    QFETCH(QString, code);
    QFETCH(QString, evidence);
    QFETCH(QString, fix);
    auto report = readSlurmFiles(logPaths(files));
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    const Finding* f = findFinding(report->findings, code.toStdString());
    QVERIFY2(f, qPrintable("no " + code));
    QVERIFY2(anyContains(f->evidence, evidence),
             qPrintable(QString::fromStdString(f->evidence.empty() ? "" : f->evidence.front())));
    QVERIFY2(QString::fromStdString(f->fix).contains(fix), f->fix.c_str());
    QVERIFY(!f->message.empty());
    QVERIFY(!hasFinding(report->findings, "slurm.none"));
}

void TestSlurmLog::cudaOomNumbers_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("gib");

    QTest::addRow("2.x tried") << "cuda_oom_pytorch2.err"
                               << "tried_to_allocate" << 2.0;
    QTest::addRow("2.x capacity") << "cuda_oom_pytorch2.err"
                                  << "total_capacity" << 79.15;
    QTest::addRow("2.x free") << "cuda_oom_pytorch2.err"
                              << "free" << 1.23;
    QTest::addRow("2.x allocated") << "cuda_oom_pytorch2.err"
                                   << "already_allocated" << 75.12;
    QTest::addRow("2.x reserved unallocated") << "cuda_oom_pytorch2.err"
                                              << "reserved_unallocated" << 1.98;
    QTest::addRow("2.x in use") << "cuda_oom_pytorch2.err"
                                << "process_in_use" << 77.90;
    QTest::addRow("1.x tried MiB") << "cuda_oom_pytorch1.err"
                                   << "tried_to_allocate" << 20.0 / 1024.0;
    QTest::addRow("1.x capacity") << "cuda_oom_pytorch1.err"
                                  << "total_capacity" << 10.76;
    QTest::addRow("1.x allocated") << "cuda_oom_pytorch1.err"
                                   << "already_allocated" << 9.74;
    QTest::addRow("1.x free MiB") << "cuda_oom_pytorch1.err"
                                  << "free" << 5.56 / 1024.0;
    QTest::addRow("1.x reserved total") << "cuda_oom_pytorch1.err"
                                        << "reserved_total" << 9.83;
    QTest::addRow("1.x reserved unallocated") << "cuda_oom_pytorch1.err"
                                              << "reserved_unallocated" << 9.83 - 9.74;
}

void TestSlurmLog::cudaOomNumbers()
{
    QFETCH(QString, file);
    QFETCH(QString, name);
    QFETCH(double, gib);
    auto report = readSlurmFiles(logPaths({file}));
    QVERIFY(report.ok());
    const Finding* f = findFinding(report->findings, "slurm.cuda_oom");
    QVERIFY(f);
    const Measurement* m = f->measurement(name.toStdString());
    QVERIFY2(m, qPrintable(name));
    QCOMPARE(m->unit, std::string("GiB"));
    QVERIFY2(std::abs(m->value - gib) < 1e-6, qPrintable(QString::number(m->value)));
}

void TestSlurmLog::sacctTables_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("jobId");
    QTest::addColumn<QString>("state");
    QTest::addColumn<double>("elapsed");
    QTest::addColumn<double>("limit");
    QTest::addColumn<double>("maxRssGiB");
    QTest::addColumn<double>("reqMemGiB");
    QTest::addColumn<int>("steps");

    QTest::addRow("fixed width with --format")
        << "sacct_4815162_timeout.txt"
        << "4815162"
        << "TIMEOUT" << 4 * 3600.0 + 13 << 4 * 3600.0 << 21774188.0 / 1048576.0 << 64.0 << 2;
    QTest::addRow("parsable2") << "sacct_4815170_parsable2.txt"
                               << "4815170"
                               << "OUT_OF_MEMORY" << 41 * 60.0 + 7 << 8 * 3600.0 << 33291524.0 / 1048576.0
                               << 32.0 << 2;
    QTest::addRow("default columns") << "sacct_4815350_failed.txt"
                                     << "4815350"
                                     << "FAILED" << 72.0 << -1.0 << -1.0 << -1.0 << 2;
    QTest::addRow("state with user, days in limit")
        << "sacct_cancelled.txt"
        << "4815410"
        << "CANCELLED by 51234" << 760.0 << 86400.0 << -1.0 << -1.0 << 1;
}

void TestSlurmLog::sacctTables()
{
    QFETCH(QString, file);
    QFETCH(QString, jobId);
    QFETCH(QString, state);
    QFETCH(double, elapsed);
    QFETCH(double, limit);
    QFETCH(double, maxRssGiB);
    QFETCH(double, reqMemGiB);
    QFETCH(int, steps);
    auto report = readSlurmFiles(logPaths({file}));
    QVERIFY(report.ok());
    QCOMPARE(report->jobs.size(), std::size_t(1));
    const SlurmJob& j = report->jobs.front();
    QCOMPARE(QString::fromStdString(j.jobId), jobId);
    QCOMPARE(QString::fromStdString(j.state), state);
    QCOMPARE(j.elapsedSeconds, elapsed);
    QCOMPARE(j.timelimitSeconds, limit);
    QVERIFY2(std::abs(j.maxRssGiB - maxRssGiB) < 1e-9, qPrintable(QString::number(j.maxRssGiB)));
    QCOMPARE(j.reqMemGiB, reqMemGiB);
    QCOMPARE(int(j.stepStates.size()), steps);
}

void TestSlurmLog::durationsAndMemory_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("isDuration");
    QTest::addColumn<double>("expected");

    QTest::addRow("HH:MM:SS") << "04:00:13" << true << 14413.0;
    QTest::addRow("D-HH:MM:SS") << "2-01:00:00" << true << 2 * 86400.0 + 3600.0;
    QTest::addRow("MM:SS.mmm") << "01:02.500" << true << 62.5;
    QTest::addRow("UNLIMITED") << "UNLIMITED" << true << -1.0;
    QTest::addRow("empty duration") << "" << true << -1.0;
    QTest::addRow("kibibytes") << "1048576K" << false << 1.0;
    QTest::addRow("gibibytes") << "1.50G" << false << 1.5;
    QTest::addRow("old per node") << "16Gn" << false << 16.0;
    QTest::addRow("old per cpu") << "4000Mc" << false << 4000.0 / 1024.0;
    QTest::addRow("terabytes") << "2T" << false << 2048.0;
    QTest::addRow("empty memory") << "" << false << -1.0;
}

void TestSlurmLog::durationsAndMemory()
{
    QFETCH(QString, text);
    QFETCH(bool, isDuration);
    QFETCH(double, expected);
    const double v =
        isDuration ? slurmDurationSeconds(text.toStdString()) : slurmMemoryGiB(text.toStdString());
    QCOMPARE(v, expected);
}

void TestSlurmLog::badInput_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    QTest::addRow("missing file") << "no_such_log.err"
                                  << "does not exist";
    QTest::addRow("a folder") << "."
                              << "does not exist";
}

void TestSlurmLog::badInput()
{
    QFETCH(QString, path);
    QFETCH(QString, message);
    auto report = readSlurmFiles({logPath(path.toUtf8().constData())});
    QVERIFY(!report.ok());
    QCOMPARE(report.error().kind, ErrorKind::NotFound);
    QVERIFY2(QString::fromStdString(report.error().message).contains(message),
             report.error().message.c_str());
}

void TestSlurmLog::cudaOomFix_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("fix");

    QTest::addRow("fragmented cache")
        << "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 "
           "has a total capacity of 39.39 GiB of which 1.02 GiB is free. Including "
           "non-PyTorch memory, this process has 38.36 GiB memory in use. Of the "
           "allocated memory 22.10 GiB is allocated by PyTorch, and 15.77 GiB is "
           "reserved by PyTorch but unallocated."
        << "expandable_segments:True";
    QTest::addRow("another process on the GPU")
        << "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate "
           "512.00 MiB. GPU 0 has a total capacity of 23.65 GiB of which "
           "310.56 MiB is free. Including non-PyTorch memory, this process has "
           "11.20 GiB memory in use. Of the allocated memory 10.80 GiB is "
           "allocated by PyTorch, and 20.15 MiB is reserved by PyTorch but "
           "unallocated."
        << "Another process holds 12.1 GiB";
    QTest::addRow("plain: the model does not fit")
        << "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB "
           "(GPU 0; 10.76 GiB total capacity; 9.74 GiB already allocated; "
           "5.56 MiB free; 9.83 GiB reserved in total by PyTorch)"
        << "Lower the batch or patch size";
    QTest::addRow("no numbers") << "RuntimeError: CUDA error: out of memory"
                                << "Lower the batch or patch size";
}

void TestSlurmLog::cudaOomFix()
{
    QFETCH(QString, text);
    QFETCH(QString, fix);
    const SlurmReport r = readSlurm({text.toStdString()});
    const Finding* f = findFinding(r.findings, "slurm.cuda_oom");
    QVERIFY(f);
    QVERIFY2(QString::fromStdString(f->fix).contains(fix), f->fix.c_str());
}

void TestSlurmLog::sacctRowsAreNotLogLines()
{
    auto report = readSlurmFiles(logPaths({"sacct_4815170_parsable2.txt", "sacct_4815162_timeout.txt"}));
    QVERIFY(report.ok());
    QVERIFY(report->matches.empty());
    QCOMPARE(report->jobs.size(), std::size_t(2));
    const Finding* f = findFinding(report->findings, "slurm.out_of_memory");
    QVERIFY(f);
    QCOMPARE(f->evidence.size(), std::size_t(1));
    QVERIFY(QString::fromStdString(f->evidence.front())
                .startsWith("job 4815170 (prep_brats): state OUT_OF_MEMORY"));
}

void TestSlurmLog::cleanLogHasNoFailure()
{
    auto report = readSlurmFiles(logPaths({"slurm-4815399_completed.out"}));
    QVERIFY(report.ok());
    QCOMPARE(report->findings.size(), std::size_t(1));
    QCOMPARE(report->findings.front().code, std::string("slurm.none"));
    QCOMPARE(report->findings.front().severity, Severity::Info);
}

void TestSlurmLog::pastedTextsAreNamed()
{
    const SlurmReport r =
        readSlurm({"all good\n", "line one\nslurmstepd: error: *** JOB 77 ON n1 CANCELLED AT "
                                 "2026-01-01T00:00:00 DUE TO TIME LIMIT ***\n"});
    const Finding* f = findFinding(r.findings, "slurm.timeout");
    QVERIFY(f);
    QVERIFY(anyContains(f->evidence, "text 2:2: slurmstepd"));
    QVERIFY(!hasFinding(r.findings, "slurm.cancelled")); // a timeout is not reported as a cancel too
}

void TestSlurmLog::json()
{
    auto report = readSlurmFiles(logPaths({"cuda_oom_pytorch2.err", "sacct_4815162_timeout.txt"}));
    QVERIFY(report.ok());
    const nlohmann::json j = toJson(*report);
    QCOMPARE(j["jobs"][0]["job_id"].get<std::string>(), std::string("4815162"));
    QCOMPARE(j["jobs"][0]["timelimit_s"].get<double>(), 14400.0);
    QCOMPARE(j["matches"].size(), std::size_t(1)); // the sacct text adds a job, not a line
    QVERIFY(!j["findings"].empty());
    QCOMPARE(j["sources"][0].get<std::string>(), std::string("cuda_oom_pytorch2.err"));
}

QTEST_GUILESS_MAIN(TestSlurmLog)
#include "tst_slurmlog.moc"
