// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The parallel helper: a worker that throws comes back as an Error after every thread was joined, each
// index runs exactly once, the thread count follows the CPU affinity and the --threads limit, and
// check-pair's workers (the first user) survive a throw instead of ending the process.
#include "base/parallel.h"
#include "checks/geometry/pairsampling.h"
#include "io/dicom/dicomreader.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <new>
#include <set>
#include <stdexcept>
#include <thread>
#include <type_traits>
#include <vector>

#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace scansleuth;

namespace {

// Restores the process-wide limit when a test ends, however it ends.
struct ThreadLimitGuard
{
    explicit ThreadLimitGuard(std::size_t n) { setThreadLimit(n); }
    ~ThreadLimitGuard() { setThreadLimit(0); }
};

// The CPUs of the calling thread's affinity mask, in order.
std::vector<int> allowedCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    std::vector<int> cpus;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (int c = 0; c < CPU_SETSIZE; ++c)
            if (CPU_ISSET(c, &set))
                cpus.push_back(c);
    return cpus;
}

// usableCores() as seen from a thread pinned to `cpus`; -1 when the mask could not be set.
long coresOnThreadPinnedTo(const std::vector<int>& cpus)
{
    long seen = -1;
    std::thread t([&] {
        cpu_set_t set;
        CPU_ZERO(&set);
        for (int c : cpus)
            CPU_SET(c, &set);
        if (sched_setaffinity(0, sizeof set, &set) == 0)
            seen = static_cast<long>(usableCores());
    });
    t.join();
    return seen;
}

} // namespace

class TestParallel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { setThreadLimit(0); }

    void workerFailureBecomesError_data()
    {
        QTest::addColumn<QString>("thrown");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("detail");
        for (int threads : {1, 4}) {
            const QString on = threads == 1 ? " on the calling thread" : " on 4 threads";
            QTest::addRow("std::bad_alloc%s", qPrintable(on))
                << "bad_alloc" << threads << int(ErrorKind::TooLarge)
                << "There is not enough memory to sum the test"
                << "std::bad_alloc";
            QTest::addRow("std::runtime_error%s", qPrintable(on))
                << "runtime_error" << threads << int(ErrorKind::Corrupt)
                << "Could not sum the test because of an unexpected error."
                << "the disk is on fire";
            QTest::addRow("not a std::exception%s", qPrintable(on))
                << "int" << threads << int(ErrorKind::Corrupt) << "because of an unexpected error"
                << "not a std::exception";
            QTest::addRow("an Error returned%s", qPrintable(on))
                << "error" << threads << int(ErrorKind::Io) << "The file could not be read."
                << "disk.nii";
        }
    }
    void workerFailureBecomesError()
    {
        QFETCH(QString, thrown);
        QFETCH(int, threads);
        QFETCH(int, kind);
        QFETCH(QString, message);
        QFETCH(QString, detail);
        ThreadLimitGuard limit(static_cast<std::size_t>(threads));
        std::atomic<int> inside{0};
        ParallelOptions options;
        options.task = "sum the test";
        const Status s = forEachIndex(
            200,
            [&](std::size_t i) -> Status {
                ++inside;
                struct Leave
                {
                    std::atomic<int>& n;
                    ~Leave() { --n; }
                } leave{inside};
                std::this_thread::sleep_for(std::chrono::microseconds(200));
                if (i != 37)
                    return {};
                if (thrown == "bad_alloc")
                    throw std::bad_alloc();
                if (thrown == "runtime_error")
                    throw std::runtime_error("the disk is on fire");
                if (thrown == "int")
                    throw 42;
                return makeError(ErrorKind::Io, "The file could not be read.", "disk.nii");
            },
            options);
        QVERIFY(!s.ok());
        QCOMPARE(int(s.error().kind), kind);
        QVERIFY2(QString::fromStdString(s.error().message).contains(message), s.error().message.c_str());
        QVERIFY2(QString::fromStdString(s.error().detail).contains(detail), s.error().detail.c_str());
        // Every worker was joined before the call returned: none is still inside the work.
        QCOMPARE(inside.load(), 0);
    }

    void outOfMemoryNamesTheAmounts()
    {
        const Error e = outOfMemoryError("check the pair", 3'200'000'000, "std::bad_alloc");
        QCOMPARE(int(e.kind), int(ErrorKind::TooLarge));
        const QString m = QString::fromStdString(e.message);
        QVERIFY2(m.startsWith("There is not enough memory to check the pair (needs 3.2 GB, "), qPrintable(m));
        QVERIFY2(m.endsWith(" available)."), qPrintable(m)); // /proc/meminfo is there on Linux
        QCOMPARE(QString::fromStdString(e.detail), QStringLiteral("std::bad_alloc"));
    }

    void runGuardedCatches()
    {
        const Status s = runGuarded([]() -> Status { throw std::bad_alloc(); }, "decode the frames");
        QVERIFY(!s.ok());
        QCOMPARE(int(s.error().kind), int(ErrorKind::TooLarge));
        QVERIFY(QString::fromStdString(s.error().message).startsWith("There is not enough memory to decode"));
        QVERIFY(runGuarded([] { return Status{}; }, "do nothing").ok());
    }

    void everyIndexOnce_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("maxThreads");
        QTest::addRow("none") << 0 << 4 << 0;
        QTest::addRow("one index, many threads") << 1 << 8 << 0;
        QTest::addRow("1000 on the calling thread") << 1000 << 1 << 0;
        QTest::addRow("1000 on 2 threads") << 1000 << 2 << 0;
        QTest::addRow("1000 on 8 threads") << 1000 << 8 << 0;
        QTest::addRow("1000, capped at 3 by the caller") << 1000 << 8 << 3;
    }
    void everyIndexOnce()
    {
        QFETCH(int, count);
        QFETCH(int, threads);
        QFETCH(int, maxThreads);
        ThreadLimitGuard limit(static_cast<std::size_t>(threads));
        std::vector<std::atomic<int>> runs(static_cast<std::size_t>(count));
        ParallelOptions options;
        options.maxThreads = static_cast<std::size_t>(maxThreads);
        const Status s = forEachIndex(
            static_cast<std::size_t>(count), [&](std::size_t i) { ++runs[i]; }, options);
        QVERIFY(s.ok());
        for (int i = 0; i < count; ++i)
            QVERIFY2(runs[static_cast<std::size_t>(i)] == 1, qPrintable(QString::number(i)));
    }

    void threadLimitCapsConcurrency_data()
    {
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("maxThreads");
        QTest::addColumn<int>("expectedAtMost");
        QTest::addRow("--threads 1") << 1 << 0 << 1;
        QTest::addRow("--threads 3") << 3 << 0 << 3;
        QTest::addRow("--threads 8, the work's own cap 2") << 8 << 2 << 2;
    }
    void threadLimitCapsConcurrency()
    {
        QFETCH(int, limit);
        QFETCH(int, maxThreads);
        QFETCH(int, expectedAtMost);
        ThreadLimitGuard guard(static_cast<std::size_t>(limit));
        QCOMPARE(threadLimit(), static_cast<std::size_t>(limit));
        std::atomic<int> inside{0}, most{0};
        std::mutex mutex;
        std::set<std::thread::id> ids;
        ParallelOptions options;
        options.maxThreads = static_cast<std::size_t>(maxThreads);
        const Status s = forEachIndex(
            64,
            [&](std::size_t) {
                const int now = ++inside;
                for (int m = most; now > m && !most.compare_exchange_weak(m, now);)
                    ;
                {
                    std::lock_guard lock(mutex);
                    ids.insert(std::this_thread::get_id());
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
                --inside;
            },
            options);
        QVERIFY(s.ok());
        QVERIFY2(most <= expectedAtMost, qPrintable(QString::number(most)));
        QVERIFY2(ids.size() <= static_cast<std::size_t>(expectedAtMost),
                 qPrintable(QString::number(ids.size())));
        if (expectedAtMost == 1) // one thread: the caller's own, nothing started
            QVERIFY(ids.count(std::this_thread::get_id()) == 1);
    }

    void noLimitMeansUsableCores()
    {
        setThreadLimit(0);
        QCOMPARE(threadLimit(), usableCores());
        QVERIFY(usableCores() >= 1);
    }

    // A SLURM job or `taskset -c 0` narrows the affinity mask: usableCores() follows it.
    void usableCoresFollowsAffinity()
    {
        const std::vector<int> cpus = allowedCpus();
        QVERIFY(!cpus.empty());
        QCOMPARE(coresOnThreadPinnedTo({cpus.front()}), 1L);
        if (cpus.size() >= 2)
            QCOMPARE(coresOnThreadPinnedTo({cpus[0], cpus[1]}),
                     static_cast<long>(std::min<std::size_t>(2, usableCores())));
        // A limit set by --threads wins over the mask.
        ThreadLimitGuard limit(5);
        long seen = -1;
        std::thread t([&] {
            cpu_set_t set;
            CPU_ZERO(&set);
            CPU_SET(cpus.front(), &set);
            if (sched_setaffinity(0, sizeof set, &set) == 0)
                seen = static_cast<long>(threadLimit());
        });
        t.join();
        QCOMPARE(seen, 5L);
    }

    // The same through a process started the way a cluster starts it: `taskset -c 0` on the forked child.
    void forkedChildOnOneCpu()
    {
        const std::vector<int> cpus = allowedCpus();
        QVERIFY(!cpus.empty());
        const pid_t pid = fork();
        if (pid == 0) {
            cpu_set_t set;
            CPU_ZERO(&set);
            CPU_SET(cpus.front(), &set);
            if (sched_setaffinity(0, sizeof set, &set) != 0)
                _exit(3);
            std::atomic<int> count{0};
            std::mutex mutex;
            std::set<std::thread::id> ids;
            const Status s = forEachIndex(100, [&](std::size_t) {
                ++count;
                std::lock_guard lock(mutex);
                ids.insert(std::this_thread::get_id());
            });
            _exit(usableCores() == 1 && threadLimit() == 1 && s.ok() && count == 100 && ids.size() == 1 ? 0
                                                                                                        : 4);
        }
        int status = 0;
        QCOMPARE(waitpid(pid, &status, 0), pid);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
    }

    void cancelOnTheCallingThread()
    {
        ThreadLimitGuard limit(1);
        std::atomic<int> ran{0};
        ParallelOptions options;
        options.progress = Progress([](double, const std::string&) { return false; });
        options.cancelledMessage = "Scanning was cancelled.";
        const Status s = forEachIndex(
            10, [&](std::size_t) { ++ran; }, options);
        QVERIFY(!s.ok());
        QCOMPARE(int(s.error().kind), int(ErrorKind::Cancelled));
        QCOMPARE(QString::fromStdString(s.error().message), QStringLiteral("Scanning was cancelled."));
        QCOMPARE(ran.load(), 0);
    }

    // A caller that has already cancelled is heard before any work starts, also with worker threads and
    // work that would end before the first progress report (the DICOM scan's cancel test was flaky).
    void cancelledBeforeStartWithWorkers()
    {
        ThreadLimitGuard limit(4);
        std::atomic<int> ran{0};
        ParallelOptions options;
        options.progress = Progress([](double, const std::string&) { return false; });
        const Status s = forEachIndex(
            64, [&](std::size_t) { ++ran; }, options);
        QVERIFY(!s.ok());
        QCOMPARE(int(s.error().kind), int(ErrorKind::Cancelled));
        QCOMPARE(ran.load(), 0);
    }

    // With worker threads the caller reports progress (on its own thread) while they run; a false stops
    // the hand-out. The work waits until the cancel was asked, so the outcome does not depend on timing.
    void cancelWhileWorkersRun()
    {
        ThreadLimitGuard limit(3);
        std::atomic<bool> asked{false};
        std::atomic<int> ran{0};
        std::set<std::thread::id> reporters;
        ParallelOptions options;
        options.progress = Progress([&](double, const std::string&) {
            reporters.insert(std::this_thread::get_id()); // only ever the calling thread
            asked = true;
            return false;
        });
        const Status s = forEachIndex(
            1000,
            [&](std::size_t) {
                while (!asked)
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                ++ran;
            },
            options);
        QVERIFY(!s.ok());
        QCOMPARE(int(s.error().kind), int(ErrorKind::Cancelled));
        QVERIFY2(ran < 1000, qPrintable(QString::number(ran)));
        QCOMPARE(reporters, std::set<std::thread::id>{std::this_thread::get_id()});
    }

    // The DICOM scan (up to 4 threads for 212 files) and decode threads (2 for compressed series) give
    // the same series and voxels on one thread as on four, and cancel with their own messages.
    void dicomOnOneAndFourThreads()
    {
        const std::string folder = SCANSLEUTH_TEST_DATA_DIR "/dicom";
        std::vector<std::vector<std::byte>> voxels[2];
        std::size_t series[2] = {0, 0};
        for (int run = 0; run < 2; ++run) {
            ThreadLimitGuard limit(run == 0 ? 1 : 4);
            const Result<io::DicomScanResult> scan = io::scanDicom(folder);
            QVERIFY2(scan.ok(), scan.ok() ? "" : scan.error().message.c_str());
            series[run] = scan->series.size();
            for (const io::DicomSeriesEntry& s : scan->series) {
                const Result<io::LoadedImage> loaded = io::loadDicomSeries(s);
                if (!loaded) {
                    voxels[run].push_back({}); // an unsupported series fails the same way on both
                    continue;
                }
                for (const volume::Volume& v : loaded->volumes)
                    voxels[run].emplace_back(v.bytes(), v.bytes() + v.byteCount());
            }
        }
        QVERIFY(series[0] > 5);
        QCOMPARE(series[1], series[0]);
        QVERIFY(voxels[1] == voxels[0]);

        ThreadLimitGuard limit(4);
        const Progress stop([](double, const std::string&) { return false; });
        const Result<io::DicomScanResult> cancelled = io::scanDicom(folder, stop);
        QVERIFY(!cancelled.ok());
        QCOMPARE(int(cancelled.error().kind), int(ErrorKind::Cancelled));
        const Result<io::DicomScanResult> scan = io::scanDicom(folder);
        QVERIFY(scan.ok() && !scan->series.empty());
        const Result<io::LoadedImage> load = io::loadDicomSeries(scan->series.front(), stop);
        QVERIFY(!load.ok());
        QCOMPARE(int(load.error().kind), int(ErrorKind::Cancelled));
    }

    // A progress callback that throws (on the calling thread, while workers run) is an error like a
    // worker's, returned after the workers were joined.
    void throwingProgressCallback_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addRow("calling thread only") << 1;
        QTest::addRow("with 3 workers") << 3;
    }
    void throwingProgressCallback()
    {
        QFETCH(int, threads);
        ThreadLimitGuard limit(static_cast<std::size_t>(threads));
        std::atomic<bool> reported{false};
        std::atomic<int> inside{0};
        ParallelOptions options;
        options.task = "scan the folder";
        options.progress = Progress([&](double, const std::string&) -> bool {
            reported = true;
            throw std::runtime_error("the progress bar is gone");
        });
        const Status s = forEachIndex(
            500,
            [&](std::size_t) {
                ++inside;
                while (!reported)
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                --inside;
            },
            options);
        QVERIFY(!s.ok());
        QCOMPARE(int(s.error().kind), int(ErrorKind::Corrupt));
        QCOMPARE(QString::fromStdString(s.error().detail), QStringLiteral("the progress bar is gone"));
        QCOMPARE(inside.load(), 0);
    }

    // check-pair's onEveryCore, run in a child so that the old std::terminate shows as a failure here
    // rather than ending the test: a std::bad_alloc in a worker must come back as TooLarge.
    void checkPairWorkersSurviveAThrow()
    {
        const pid_t pid = fork();
        if (pid == 0) {
            setThreadLimit(4);
            auto call = [] {
                return checks::detail::onEveryCore(0, 16, [](std::size_t i) {
                    if (i == 5)
                        throw std::bad_alloc();
                });
            };
            // Generic, so that only the branch for the return type in use is compiled.
            [](auto run) {
                if constexpr (std::is_void_v<decltype(run())>) {
                    run();
                    _exit(2); // returned as if all was well
                } else {
                    const Status s = run();
                    _exit(!s.ok() && s.error().kind == ErrorKind::TooLarge ? 0 : 3);
                }
            }(call);
        }
        int status = 0;
        QCOMPARE(waitpid(pid, &status, 0), pid);
        QVERIFY2(WIFEXITED(status),
                 qPrintable(QStringLiteral("the process was ended by signal %1").arg(WTERMSIG(status))));
        QCOMPARE(WEXITSTATUS(status), 0);
    }
};

QTEST_GUILESS_MAIN(TestParallel)
#include "tst_parallel.moc"
