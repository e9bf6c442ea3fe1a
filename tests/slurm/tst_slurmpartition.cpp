// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The partition check of `audit --emit-slurm` (app/cli/slurmpartition.h) on sinfo's own output. The texts
// below were printed by sinfo 22.05.8 (Debian 12's slurm-wlm) against a slurmctld on localhost with the
// configuration in kConfig: a 2-CPU node "vm" in the default partition, three 4-CPU and two 64-CPU nodes
// (down) in "short", one of those in the down partition "gpu", a partition without nodes and a hidden one.
// The oracle of the decision is that configuration (what each node has), not the code's own arithmetic.
#include "slurmpartition.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth::cli;

namespace {

// slurm.conf's node and partition lines behind the texts (for the reader; the test does not run SLURM).
[[maybe_unused]] constexpr const char* kConfig = R"(
NodeName=vm NodeAddr=127.0.0.1 CPUs=2 RealMemory=4000 State=UNKNOWN
NodeName=small[1-3] NodeAddr=127.0.0.2 CPUs=4 RealMemory=15800 State=DOWN
NodeName=big[1-2] NodeAddr=127.0.0.3 CPUs=64 RealMemory=515000 State=DOWN
PartitionName=debug Nodes=vm Default=YES MaxTime=INFINITE State=UP
PartitionName=short Nodes=small[1-3],big[1-2] MaxTime=60 State=UP
PartitionName=gpu Nodes=big1 State=DOWN
PartitionName=empty State=UP
PartitionName=secret Nodes=small1 Hidden=YES State=UP
)";

// sinfo --all --noheader --exact --format='%P|%c|%m|%D|%a' (what runSinfo asks for).
constexpr const char* kExact = "debug*|2|4000|1|up\n"
                               "short|64|515000|2|up\n"
                               "short|4|15800|3|up\n"
                               "gpu|64|515000|1|down\n"
                               "empty|0|0|0|up\n"
                               "secret|4|15800|1|up\n";

// The same without --exact: nodes that differ are one line with the smallest values and a "+".
constexpr const char* kGrouped = "debug*|2|4000|1|up\n"
                                 "short|4+|15800+|5|up\n"
                                 "gpu|64|515000|1|down\n"
                                 "empty|0|0|0|up\n"
                                 "secret|4|15800|1|up\n";

// The one-node cluster tests/slurm/run_cluster_test.py starts (a 2-core machine with 24 GB).
constexpr const char* kOneNode = "audit*|2|12052|1|up\n";

} // namespace

class TestSlurmPartition : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesExactListing()
    {
        const std::vector<SinfoNodes> nodes = parseSinfo(kExact);
        QCOMPARE(nodes.size(), std::size_t(6));
        QCOMPARE(nodes[0], (SinfoNodes{"debug", true, 2, 4000, false, 1, "up"}));
        QCOMPARE(nodes[1], (SinfoNodes{"short", false, 64, 515000, false, 2, "up"}));
        QCOMPARE(nodes[2], (SinfoNodes{"short", false, 4, 15800, false, 3, "up"}));
        QCOMPARE(nodes[3], (SinfoNodes{"gpu", false, 64, 515000, false, 1, "down"}));
        QCOMPARE(nodes[4], (SinfoNodes{"empty", false, 0, 0, false, 0, "up"}));
    }

    void parsesFloorsOfGroupedListing()
    {
        const std::vector<SinfoNodes> nodes = parseSinfo(kGrouped);
        QCOMPARE(nodes.size(), std::size_t(5));
        QCOMPARE(nodes[1], (SinfoNodes{"short", false, 4, 15800, true, 5, "up"}));
        QVERIFY(!nodes[0].atLeast);
    }

    void skipsLinesOfAnotherShape_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addRow("empty") << "";
        QTest::addRow("default header") << "PARTITION AVAIL  TIMELIMIT  NODES  STATE NODELIST\n"
                                           "debug*       up   infinite      1   idle vm\n";
        QTest::addRow("error text")
            << "slurm_load_partitions: Unable to contact slurm controller (connect failure)\n";
        QTest::addRow("too few fields") << "debug*|2|4000|1\n";
        QTest::addRow("letters for CPUs") << "debug*|N/A|4000|1|up\n";
        QTest::addRow("no name") << "*|2|4000|1|up\n";
    }
    void skipsLinesOfAnotherShape()
    {
        QFETCH(QString, text);
        QVERIFY(parseSinfo(text.toStdString()).empty());
    }

    void readsCrlfAndKeepsGoodLines()
    {
        const auto nodes = parseSinfo("garbage\r\ndebug*|2|4000|1|up\r\n");
        QCOMPARE(nodes.size(), std::size_t(1));
        QCOMPARE(nodes[0].availability, std::string("up"));
    }

    void memoryInMegabytes_data()
    {
        QTest::addColumn<QString>("mem");
        QTest::addColumn<qlonglong>("mb"); // -1: not a size
        QTest::addRow("no unit is MB") << "512" << 512LL;
        QTest::addRow("M") << "16000M" << 16000LL;
        QTest::addRow("G") << "8G" << 8192LL;
        QTest::addRow("lower case g") << "2g" << 2048LL;
        QTest::addRow("T") << "1T" << 1048576LL;
        QTest::addRow("K rounds up") << "1500K" << 2LL;
        QTest::addRow("empty") << "" << -1LL;
        QTest::addRow("unit only") << "G" << -1LL;
        QTest::addRow("other unit") << "8X" << -1LL;
        QTest::addRow("negative") << "-8G" << -1LL;
    }
    void memoryInMegabytes()
    {
        QFETCH(QString, mem);
        QFETCH(qlonglong, mb);
        const auto got = memoryMb(mem.toStdString());
        QCOMPARE(got ? qlonglong(*got) : -1LL, mb);
    }

    // The node each request needs, against kConfig: an empty fragment means no warning.
    void warnsWhenNoNodeFits_data()
    {
        QTest::addColumn<QString>("listing");
        QTest::addColumn<QString>("partition");
        QTest::addColumn<int>("cpus");
        QTest::addColumn<QString>("mem");
        QTest::addColumn<QStringList>("fragments");
        const QString exact = kExact, grouped = kGrouped, one = kOneNode;
        QTest::addRow("the defaults on the 2-CPU default partition")
            << exact << "" << 4 << "8G"
            << QStringList{"No node of the default partition 'debug' has 4 CPUs and 8G",
                           "its largest: 2 CPUs and 4000M", "PartitionConfig",
                           "Pass --cpus-per-task 2 --mem 4000M, or a --partition with larger nodes."};
        QTest::addRow("only the CPUs too many")
            << exact << "debug" << 4 << "1G"
            << QStringList{"No node of partition 'debug' has 4 CPUs and 1G", "Pass --cpus-per-task 2, or"};
        QTest::addRow("only the memory too much")
            << exact << "debug" << 1 << "8G" << QStringList{"has 1 CPU and 8G", "Pass --mem 4000M, or"};
        QTest::addRow("fits the default partition") << exact << "" << 2 << "4000M" << QStringList{};
        QTest::addRow("fits the larger nodes of short") << exact << "short" << 32 << "256G" << QStringList{};
        QTest::addRow("fits the small nodes of short") << exact << "short" << 4 << "15800" << QStringList{};
        QTest::addRow("more than the largest node of short")
            << exact << "short" << 128 << "600G"
            << QStringList{"its largest: 64 CPUs and 515000M", "Pass --cpus-per-task 64 --mem 515000M"};
        QTest::addRow("one of two partitions fits") << exact << "debug,short" << 8 << "8G" << QStringList{};
        QTest::addRow("unknown partition")
            << exact << "long" << 1 << "1G"
            << QStringList{"sinfo lists no partition 'long' (there are debug*, short, gpu, empty, secret)",
                           "sbatch will refuse the jobs"};
        QTest::addRow("hidden partition is known") << exact << "secret" << 4 << "8G" << QStringList{};
        QTest::addRow("down partition")
            << exact << "gpu" << 8 << "8G"
            << QStringList{"sinfo says partition 'gpu' is down", "will wait until it is up"};
        QTest::addRow("only the down partition of two fits")
            << exact << "debug,gpu" << 8 << "8G" << QStringList{"sinfo says partition 'gpu' is down"};
        QTest::addRow("an up partition fits beside a down one")
            << exact << "gpu,short" << 8 << "8G" << QStringList{};
        QTest::addRow("partition without nodes")
            << exact << "empty" << 1 << "1G" << QStringList{"sinfo lists no nodes in partition 'empty'"};
        QTest::addRow("a + floor cannot rule a node out")
            << grouped << "short" << 32 << "256G" << QStringList{};
        QTest::addRow("no listing") << QString() << "" << 64 << "1T" << QStringList{};
        QTest::addRow("no default partition") << "short|4|15800|3|up\n"
                                              << "" << 64 << "1T" << QStringList{};
        QTest::addRow("unreadable memory") << exact << "" << 64 << "lots" << QStringList{};
        QTest::addRow("the test cluster, defaults")
            << one << "" << 4 << "8G"
            << QStringList{"default partition 'audit' has 4 CPUs and 8G", "Pass --cpus-per-task 2, or"};
        QTest::addRow("the test cluster, what the test asks") << one << "" << 1 << "256M" << QStringList{};
    }
    void warnsWhenNoNodeFits()
    {
        QFETCH(QString, listing);
        QFETCH(QString, partition);
        QFETCH(int, cpus);
        QFETCH(QString, mem);
        QFETCH(QStringList, fragments);
        const std::string warning = partitionWarning(
            TaskRequest{partition.toStdString(), cpus, mem.toStdString()}, parseSinfo(listing.toStdString()));
        const QString w = QString::fromStdString(warning);
        if (fragments.isEmpty())
            QVERIFY2(w.isEmpty(), qPrintable(w));
        for (const QString& f : fragments)
            QVERIFY2(w.contains(f), qPrintable(w));
    }

    // runSinfo against stand-ins for sinfo: the words it passes, a failing sinfo and a hanging one.
    void sinfoStandIns_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("answers");
        QTest::addRow("prints the listing") << QByteArray("printf '%s\\n' \"$*\"\n") << true;
        QTest::addRow("no cluster configured")
            << QByteArray("echo 'sinfo: fatal: Could not establish a configuration source' >&2\nexit 1\n")
            << false;
        QTest::addRow("controller hangs") << QByteArray("exec sleep 30\n") << false;
    }
    void sinfoStandIns()
    {
        QFETCH(QByteArray, body);
        QFETCH(bool, answers);
        QTemporaryDir bin;
        QVERIFY(bin.isValid());
        QFile fake(bin.filePath("sinfo"));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/sh\n" + body);
        fake.close();
        QVERIFY(fake.setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(bin.path()) + ":" + path);
        QElapsedTimer clock;
        clock.start();
        const auto text = scansleuth::cli::runSinfo(1500);
        qputenv("PATH", path);
        QVERIFY2(clock.elapsed() < 10000, "runSinfo waited past its timeout");
        QCOMPARE(bool(text), answers);
        if (answers)
            QCOMPARE(QString::fromStdString(*text),
                     QString("--all --noheader --exact --format=%P|%c|%m|%D|%a\n"));
    }

    void noSinfoSaysNothing()
    {
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", "/nonexistent");
        const auto text = scansleuth::cli::runSinfo(2000);
        qputenv("PATH", path);
        QVERIFY(!text);
    }
};

QTEST_GUILESS_MAIN(TestSlurmPartition)
#include "tst_slurmpartition.moc"
