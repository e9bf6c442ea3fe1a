// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Training-log CSVs as the common loggers write them: each sample of tests/data/logs is classified as
// its curve shape, the parser tolerates blank cells, NaN/inf text and column-name variants, and the
// parsed series come back for plotting.
#include "checks/scans/traininglog.h"
#include "checks/scans/traininglogjson.h"

#include <QTest>

#include <cmath>

using namespace scansleuth;
using namespace scansleuth::checks;

namespace {

std::string logPath(const QString& name)
{
    return std::string(SCANSLEUTH_TEST_DATA_DIR) + "/logs/" + name.toStdString();
}

std::string codes(const Findings& findings)
{
    std::string text;
    for (const Finding& f : findings)
        text += f.code + " ";
    return text;
}

} // namespace

class TestTrainingLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void classifiesCurves_data();
    void classifiesCurves();
    void measurements_data();
    void measurements();
    void parsesVariants_data();
    void parsesVariants();
    void unreadable_data();
    void unreadable();
    void missingFile();
    void lightningSeriesForPlots();
    void json();
};

void TestTrainingLog::classifiesCurves_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("classes");
    QTest::addColumn<QString>("classification");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("absent");
    QTest::addColumn<QString>("message");

    QTest::addRow("lightning overfit") << "lightning_overfit_metrics.csv" << 0 << "overfitting"
                                       << "training.overfitting"
                                       << "training.healthy"
                                       << "validation loss rose";
    QTest::addRow("keras healthy") << "keras_healthy.csv" << 0 << "healthy"
                                   << "training.healthy"
                                   << "training.overfitting"
                                   << "without rising";
    QTest::addRow("plain underfit") << "plain_underfit.csv" << 10 << "underfitting"
                                    << "training.underfitting"
                                    << "training.initial_loss_unexpected"
                                    << "not learning";
    QTest::addRow("oscillation with semicolons") << "plain_oscillation.csv" << 0 << "oscillation"
                                                 << "training.oscillation"
                                                 << "training.healthy"
                                                 << "zig-zags";
    QTest::addRow("plateau") << "plain_plateau.csv" << 0 << "plateau"
                             << "training.plateau"
                             << "training.underfitting"
                             << "stopped improving";
    QTest::addRow("NaN after explosion") << "lightning_nan_metrics.csv" << 0 << "nan"
                                         << "training.nan"
                                         << "training.plateau"
                                         << "learning rate too high";
    QTest::addRow("initial loss far above ln(C)") << "plain_initial_loss_high.csv" << 3 << "plateau"
                                                  << "training.initial_loss_unexpected"
                                                  << "training.nan"
                                                  << "far higher than ln(3) = 1.099";
    QTest::addRow("no loss column") << "no_loss_column.csv" << 0 << "unreadable"
                                    << "training.unreadable"
                                    << "training.healthy"
                                    << "No loss column";
}

void TestTrainingLog::classifiesCurves()
{
    QFETCH(QString, file);
    QFETCH(int, classes);
    QFETCH(QString, classification);
    QFETCH(QString, code);
    QFETCH(QString, absent);
    QFETCH(QString, message);
    TrainingLogOptions options;
    options.classes = classes;
    auto log = readTrainingLogFile(logPath(file), options);
    QVERIFY(log.ok());
    QCOMPARE(QString::fromStdString(log->classification), classification);
    const Finding* f = findFinding(log->findings, code.toStdString());
    QVERIFY2(f, codes(log->findings).c_str());
    QVERIFY2(QString::fromStdString(f->message).contains(message), f->message.c_str());
    QVERIFY(!f->fix.empty() || code == "training.healthy");
    QVERIFY2(!hasFinding(log->findings, absent.toStdString()), codes(log->findings).c_str());
}

void TestTrainingLog::measurements_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("classes");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<QString>("unit");

    // Validation is best around epoch 11 (step 2399) of the overfit run, then rises.
    QTest::addRow("overfit starts") << "lightning_overfit_metrics.csv" << 0 << "training.overfitting"
                                    << "best_at" << 1999.0 << 2799.0 << "step";
    QTest::addRow("overfit rise") << "lightning_overfit_metrics.csv" << 0 << "training.overfitting"
                                  << "val_rise" << 20.0 << 200.0 << "%";
    QTest::addRow("overfit gap grows") << "lightning_overfit_metrics.csv" << 0 << "training.overfitting"
                                       << "gap_at_end" << 0.3 << 1.0 << "";
    QTest::addRow("first non-finite step") << "lightning_nan_metrics.csv" << 0 << "training.nan"
                                           << "first_nonfinite_at" << 800.0 << 800.0 << "step";
    QTest::addRow("underfit improvement") << "plain_underfit.csv" << 0 << "training.underfitting"
                                          << "train_improvement" << 0.0 << 3.0 << "%";
    QTest::addRow("ln(C)") << "plain_initial_loss_high.csv" << 3 << "training.initial_loss_unexpected"
                           << "expected_initial_loss" << std::log(3.0) << std::log(3.0) << "";
    QTest::addRow("initial loss") << "plain_initial_loss_high.csv" << 3 << "training.initial_loss_unexpected"
                                  << "initial_loss" << 9.95 << 9.96 << "";
    QTest::addRow("plateau from epoch") << "plain_plateau.csv" << 0 << "training.plateau"
                                        << "plateau_from" << 25.0 << 35.0 << "epoch";
}

void TestTrainingLog::measurements()
{
    QFETCH(QString, file);
    QFETCH(int, classes);
    QFETCH(QString, code);
    QFETCH(QString, name);
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(QString, unit);
    TrainingLogOptions options;
    options.classes = classes;
    auto log = readTrainingLogFile(logPath(file), options);
    QVERIFY(log.ok());
    const Finding* f = findFinding(log->findings, code.toStdString());
    QVERIFY2(f, codes(log->findings).c_str());
    const Measurement* m = f->measurement(name.toStdString());
    QVERIFY2(m, qPrintable(name));
    QVERIFY2(m->value >= low - 1e-9 && m->value <= high + 1e-9, qPrintable(QString::number(m->value)));
    QCOMPARE(QString::fromStdString(m->unit), unit);
}

void TestTrainingLog::parsesVariants_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("train");
    QTest::addColumn<QString>("val");
    QTest::addColumn<QString>("xName");
    QTest::addColumn<int>("trainPoints");
    QTest::addColumn<QString>("format");

    QTest::addRow("keras loss is training loss") << "epoch,loss,val_loss\n0,1,2\n1,0.5,1\n"
                                                 << "loss"
                                                 << "val_loss"
                                                 << "epoch" << 2 << "keras";
    QTest::addRow("slash names, tabs") << "step\ttrain/loss\tval/loss\n1\t1\t2\n2\t0.5\t\n"
                                       << "train/loss"
                                       << "val/loss"
                                       << "step" << 2 << "plain";
    QTest::addRow("blank cells skipped") << "step,train_loss,val_loss\n1,0.9,\n2,,0.8\n3,0.7,\n"
                                         << "train_loss"
                                         << "val_loss"
                                         << "step" << 2 << "plain";
    QTest::addRow("nan and inf kept") << "step,train_loss\n1,0.9\n2,NaN\n3,inf\n4,-Infinity\n"
                                      << "train_loss"
                                      << ""
                                      << "step" << 4 << "plain";
    QTest::addRow("byte order mark and quotes")
        << "\xEF\xBB\xBF\"epoch\",\"train_loss\",\"valid_loss\"\n0,1,1\n"
        << "train_loss"
        << "valid_loss"
        << "epoch" << 1 << "plain";
    QTest::addRow("tensor text")
        << "iteration,training_loss\n10,tensor(0.51, device='cuda:0')\n20,tensor(0.4)\n"
        << "training_loss"
        << ""
        << "iteration" << 2 << "plain";
    QTest::addRow("lightning epoch columns") << "epoch,step,train_loss_step,train_loss_epoch,val_loss_epoch\n"
                                                "0,9,1,,\n0,9,,0.9,\n0,9,,,1.1\n"
                                             << "train_loss_epoch"
                                             << "val_loss_epoch"
                                             << "step" << 1 << "lightning";
    QTest::addRow("no x column") << "train_loss,val_loss\n1,2\n0.5,1\n0.25,0.5\n"
                                 << "train_loss"
                                 << "val_loss"
                                 << "row" << 3 << "plain";
}

void TestTrainingLog::parsesVariants()
{
    QFETCH(QString, csv);
    QFETCH(QString, train);
    QFETCH(QString, val);
    QFETCH(QString, xName);
    QFETCH(int, trainPoints);
    QFETCH(QString, format);
    const TrainingLog log = readTrainingLog(csv.toStdString());
    QCOMPARE(QString::fromStdString(log.trainLoss), train);
    QCOMPARE(QString::fromStdString(log.valLoss), val);
    QCOMPARE(QString::fromStdString(log.xName), xName);
    QCOMPARE(QString::fromStdString(log.format), format);
    const Series* s = log.find(log.trainLoss);
    QVERIFY(s);
    QCOMPARE(int(s->y.size()), trainPoints);
    QCOMPARE(s->x.size(), s->y.size());
}

void TestTrainingLog::unreadable_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("classification");

    QTest::addRow("empty text") << ""
                                << "no CSV header"
                                << "unreadable";
    QTest::addRow("header only") << "epoch,loss\n"
                                 << "no rows"
                                 << "unreadable";
    QTest::addRow("no loss column") << "epoch,lr\n0,0.1\n1,0.1\n"
                                    << "No loss column"
                                    << "unreadable";
    QTest::addRow("too short to classify") << "epoch,loss\n0,1\n1,0.9\n"
                                           << "too few points"
                                           << "too_short";
}

void TestTrainingLog::unreadable()
{
    QFETCH(QString, csv);
    QFETCH(QString, message);
    QFETCH(QString, classification);
    const TrainingLog log = readTrainingLog(csv.toStdString());
    const Finding* f = findFinding(log.findings, "training.unreadable");
    QVERIFY2(f, codes(log.findings).c_str());
    QVERIFY2(QString::fromStdString(f->message).contains(message), f->message.c_str());
    QCOMPARE(QString::fromStdString(log.classification), classification);
}

void TestTrainingLog::missingFile()
{
    auto log = readTrainingLogFile(logPath("no_such_metrics.csv"));
    QVERIFY(!log.ok());
    QCOMPARE(log.error().kind, ErrorKind::NotFound);
    QVERIFY(QString::fromStdString(log.error().message).contains("does not exist"));
}

void TestTrainingLog::lightningSeriesForPlots()
{
    auto log = readTrainingLogFile(logPath("lightning_overfit_metrics.csv"));
    QVERIFY(log.ok());
    QCOMPARE(log->format, std::string("lightning"));
    QCOMPARE(log->trainLoss, std::string("train_loss_epoch"));
    QCOMPARE(log->valLoss, std::string("val_loss"));
    QCOMPARE(log->series.size(), std::size_t(4)); // train step, train epoch, val loss, val dice
    QCOMPARE(log->find("train_loss_step")->y.size(), std::size_t(30 * 4));
    QCOMPARE(log->find("val_loss")->y.size(), std::size_t(30));
    QCOMPARE(log->find("val_dice")->x.front(), 199.0);
}

void TestTrainingLog::json()
{
    TrainingLogOptions options;
    options.classes = 3;
    auto log = readTrainingLogFile(logPath("lightning_nan_metrics.csv"), options);
    QVERIFY(log.ok());
    const nlohmann::json j = toJson(*log);
    QCOMPARE(j["classification"].get<std::string>(), std::string("nan"));
    QCOMPARE(j["tolerances"]["overfit_rise"].get<double>(), 0.05);
    QCOMPARE(j["classes"].get<int>(), 3);
    bool sawNull = false;
    for (const auto& s : j["series"])
        for (const auto& y : s["y"])
            sawNull = sawNull || y.is_null();
    QVERIFY(sawNull); // NaN written as null: valid JSON
}

QTEST_GUILESS_MAIN(TestTrainingLog)
#include "tst_traininglog.moc"
