// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The one way the GUI runs long work (app/gui/backgroundjob.h): the work runs off the GUI thread, its
// progress and its end arrive on the job's thread, Cancel stops it, an exception in it becomes a
// failure, and a start replaces the run before it as its overlap says.
#include "backgroundjob.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <thread>

using namespace scansleuth;
using app::BackgroundJob;
using app::BackgroundTask;

namespace {

using Work = BackgroundTask::Work<int>;

// A job whose work the test gives; what it delivers is recorded with the thread it came on.
class NumberJob : public BackgroundJob
{
public:
    using BackgroundJob::BackgroundJob;

    void start(Work work)
    {
        run<int>(std::move(work), [this](int&& value) {
            delivered.push_back(value);
            deliveredOn = QThread::currentThread();
        });
    }

    std::vector<int> delivered;
    QThread* deliveredOn = nullptr;
};

// Work that reports until it is cancelled (then returns Cancelled, as core's checks do), or gives up
// after ten seconds with `value`.
Work untilCancelled(int value, std::atomic<bool>* started = nullptr, std::atomic<bool>* sawCancel = nullptr)
{
    return [value, started, sawCancel](const Progress& progress) -> Result<int> {
        if (started)
            *started = true;
        for (int i = 0; i < 10000; ++i) {
            if (!progress.report(0.5, "waiting")) {
                if (sawCancel)
                    *sawCancel = true;
                return makeError(ErrorKind::Cancelled, "Cancelled.");
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return value;
    };
}

bool waitFor(const std::atomic<bool>& flag)
{
    return QTest::qWaitFor([&flag] { return flag.load(); }, 10000);
}

} // namespace

class TestBackgroundJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deliversTheValueOnTheJobsThread()
    {
        NumberJob job;
        QThread* workedOn = nullptr;
        QSignalSpy failed(&job, &BackgroundJob::failed);
        job.start([&workedOn](const Progress&) -> Result<int> {
            workedOn = QThread::currentThread();
            return 42;
        });
        QVERIFY(QTest::qWaitFor([&job] { return !job.delivered.empty(); }, 10000));
        QCOMPARE(job.delivered, std::vector<int>{42});
        QCOMPARE(job.deliveredOn, QThread::currentThread());
        QVERIFY(workedOn != nullptr);
        QVERIFY(workedOn != QThread::currentThread()); // the work ran off the GUI thread
        QCOMPARE(failed.count(), 0);
        QVERIFY(!job.isRunning());
    }

    void reportsProgressInPercentWithTheStage()
    {
        NumberJob job;
        QSignalSpy progress(&job, &BackgroundJob::progress);
        job.start([](const Progress& p) -> Result<int> {
            p.report(0.25, "reading");
            p.sub(0.5, 1.0).report(0.5, "comparing"); // 0.75 of the whole
            p.report(0.999);
            return 1;
        });
        QVERIFY(QTest::qWaitFor([&job] { return !job.delivered.empty(); }, 10000));
        QCoreApplication::processEvents(); // progress queued before the end is delivered before it too
        QCOMPARE(progress.count(), 3);
        QCOMPARE(progress.at(0).at(0).toInt(), 25);
        QCOMPARE(progress.at(0).at(1).toString(), QStringLiteral("reading"));
        QCOMPARE(progress.at(1).at(0).toInt(), 75);
        QCOMPARE(progress.at(1).at(1).toString(), QStringLiteral("comparing"));
        QCOMPARE(progress.at(2).at(0).toInt(), 99); // rounded down: 100 only when done
        QCOMPARE(progress.at(2).at(1).toString(), QString());
    }

    // A failure is the work's Error, as a sentence and its detail.
    void anErrorBecomesAFailure()
    {
        NumberJob job;
        QSignalSpy failed(&job, &BackgroundJob::failed);
        job.start([](const Progress&) -> Result<int> {
            return makeError(ErrorKind::NotFound, "No such folder.", "/data/x: ENOENT");
        });
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("No such folder."));
        QCOMPARE(failed.at(0).at(1).toString(), QStringLiteral("/data/x: ENOENT"));
        QCOMPARE(failed.at(0).at(2).toBool(), false);
        QVERIFY(job.delivered.empty());
    }

    // An exception never reaches Qt's event loop: it is a failure that names it.
    void anExceptionInTheWorkBecomesAFailure_data()
    {
        QTest::addColumn<bool>("standard");
        QTest::addColumn<QString>("detail");
        QTest::addRow("std::runtime_error") << true << "itk::ExceptionObject: no ImageIO";
        QTest::addRow("not a std::exception") << false << "an exception that is not a std::exception";
    }
    void anExceptionInTheWorkBecomesAFailure()
    {
        QFETCH(bool, standard);
        QFETCH(QString, detail);
        NumberJob job;
        QSignalSpy failed(&job, &BackgroundJob::failed);
        job.start([standard](const Progress&) -> Result<int> {
            if (standard)
                throw std::runtime_error("itk::ExceptionObject: no ImageIO");
            throw 7;
        });
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("The work stopped on an unexpected error."));
        QCOMPARE(failed.at(0).at(1).toString(), detail);
        QCOMPARE(failed.at(0).at(2).toBool(), false);
        QVERIFY(job.delivered.empty());
    }

    void cancelStopsTheWork()
    {
        NumberJob job;
        std::atomic<bool> started{false}, sawCancel{false};
        QSignalSpy failed(&job, &BackgroundJob::failed);
        job.start(untilCancelled(1, &started, &sawCancel));
        QVERIFY(waitFor(started));
        QVERIFY(job.isRunning());
        job.cancel();
        QVERIFY(failed.wait(10000));
        QVERIFY(sawCancel);
        QCOMPARE(failed.at(0).at(2).toBool(), true); // cancelled: the windows say so, no failure box
        QVERIFY(job.delivered.empty());
    }

    // The default: a new start cancels the running work and waits for it; only the new one is delivered.
    void aNewStartCancelsAndWaitsForTheOld()
    {
        NumberJob job;
        std::atomic<bool> started{false}, sawCancel{false};
        QSignalSpy failed(&job, &BackgroundJob::failed);
        job.start(untilCancelled(1, &started, &sawCancel));
        QVERIFY(waitFor(started));
        job.start([](const Progress&) -> Result<int> { return 2; });
        QVERIFY(sawCancel); // start() returned after the old work had ended
        QVERIFY(QTest::qWaitFor([&job] { return !job.delivered.empty(); }, 10000));
        QTest::qWait(50);
        QCOMPARE(job.delivered, std::vector<int>{2});
        QCOMPARE(failed.count(), 0); // the old run's end is not delivered either
    }

    // Readers (a case, a pair): a new start leaves the old work to end alone and never delivers it.
    void aReplacingStartDropsTheOld()
    {
        NumberJob job(nullptr, BackgroundTask::Overlap::Replace);
        std::atomic<bool> release{false}, oldEnded{false};
        job.start([&release, &oldEnded](const Progress&) -> Result<int> {
            for (int i = 0; i < 10000 && !release; ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            oldEnded = true;
            return 1;
        });
        job.start([](const Progress&) -> Result<int> { return 2; });
        QVERIFY(QTest::qWaitFor([&job] { return !job.delivered.empty(); }, 10000));
        release = true;
        QVERIFY(waitFor(oldEnded));
        QTest::qWait(100);
        QCOMPARE(job.delivered, std::vector<int>{2});
    }

    // A job destroyed while its work runs cancels it and waits: nothing arrives afterwards.
    void destroyingTheJobCancelsAndWaits()
    {
        std::atomic<bool> started{false}, sawCancel{false};
        auto job = std::make_unique<NumberJob>();
        job->start(untilCancelled(1, &started, &sawCancel));
        QVERIFY(waitFor(started));
        job.reset();
        QVERIFY(sawCancel);
        QTest::qWait(50); // a late progress report would crash here
    }

    // BackgroundTask alone (the experiment job, the model inspector): progress and the Result as they
    // are, and whether Cancel was asked for.
    void aTaskDeliversTheResultAndTheCancelRequest()
    {
        auto task = std::make_unique<BackgroundTask>();
        std::atomic<bool> started{false};
        std::vector<double> fractions;
        std::optional<Result<int>> done;
        bool cancelledAtEnd = false;
        task->start<int>(
            untilCancelled(1, &started), [&fractions](double f, const QString&) { fractions.push_back(f); },
            [&](Result<int> result) {
                cancelledAtEnd = task->isCancelled();
                done = std::move(result);
            });
        QVERIFY(waitFor(started));
        QVERIFY(!task->isCancelled());
        QVERIFY(QTest::qWaitFor([&fractions] { return !fractions.empty(); }, 10000));
        QCOMPARE(fractions.front(), 0.5);
        task->cancel();
        QVERIFY(QTest::qWaitFor([&done] { return done.has_value(); }, 10000));
        QVERIFY(!done->ok());
        QCOMPARE(done->error().kind, ErrorKind::Cancelled);
        QVERIFY(cancelledAtEnd);
    }
};

QTEST_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
