// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// dataset.philips_scaling_mismatch on splits made from the same Philips series converted both ways by
// dcm2niix (-p y: precise, -p n: display; tests/data/dicom/philips_scaling/ref, with their BIDS sidecars),
// and read from the DICOM itself. The factor the finding measures is checked against the construction's
// 1 / (RS * SS) (expected.json), not against what the code computes.
#include "checks/audit/reduce/reduce.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace scansleuth;
using namespace scansleuth::audit;

namespace {

QString dataPath(const QString& relative)
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR) + "/dicom/philips_scaling/" + relative;
}

double constructionFactor()
{
    QFile f(dataPath("expected.json"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return QJsonDocument::fromJson(f.readAll())
        .object()["series"]
        .toObject()["classic_a"]
        .toObject()["factor"]
        .toDouble();
}

// Copies each "ref/precise/classic_a" (the .nii, and its .json unless `sidecars` is false) or DICOM folder
// "classic_a" into `dir`.
bool fill(const QString& dir, const QStringList& items, bool sidecars)
{
    if (!QDir().mkpath(dir))
        return false;
    for (const QString& item : items) {
        const QString name = item.section('/', -1);
        if (!item.startsWith("ref/")) {
            QDir source(dataPath(item));
            QDir().mkpath(dir + "/" + name);
            for (const QString& file : source.entryList({"*.dcm"}, QDir::Files))
                if (!QFile::copy(source.filePath(file), dir + "/" + name + "/" + file))
                    return false;
            continue;
        }
        const QString prefix = item.section('/', 1, 1) + "_"; // precise_ / display_: unique names
        if (!QFile::copy(dataPath(item + ".nii"), dir + "/" + prefix + name + ".nii"))
            return false;
        if (sidecars && !QFile::copy(dataPath(item + ".json"), dir + "/" + prefix + name + ".json"))
            return false;
    }
    return true;
}

} // namespace

class TestAuditPhilips : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flagsPreciseAgainstDisplay_data();
    void flagsPreciseAgainstDisplay();
};

void TestAuditPhilips::flagsPreciseAgainstDisplay_data()
{
    QTest::addColumn<QStringList>("train");
    QTest::addColumn<QStringList>("test");
    QTest::addColumn<bool>("sidecars");
    QTest::addColumn<QString>("higher"); // split named first in the message; empty: no finding
    const QStringList precise = {"ref/precise/classic_a", "ref/precise/classic_b"};
    const QStringList display = {"ref/display/classic_a", "ref/display/classic_b"};
    QTest::addRow("dcm2niix -p y train, -p n test") << precise << display << true << "train";
    QTest::addRow("dcm2niix -p n train, -p y test") << display << precise << true << "test";
    QTest::addRow("DICOM train, dcm2niix -p y test")
        << QStringList{"classic_a", "classic_b"} << precise << false << "test";
    QTest::addRow("both -p y: no finding") << precise << QStringList{"ref/precise/classic_b"} << true << "";
    // Without a sidecar nothing says Philips: the factor alone is left to dataset.intensity_mismatch.
    QTest::addRow("no Philips fact: no finding") << precise << display << false << "";
}

void TestAuditPhilips::flagsPreciseAgainstDisplay()
{
    QFETCH(QStringList, train);
    QFETCH(QStringList, test);
    QFETCH(bool, sidecars);
    QFETCH(QString, higher);
    QTemporaryDir tmp;
    QVERIFY(fill(tmp.path() + "/train", train, sidecars));
    QVERIFY(fill(tmp.path() + "/test", test, sidecars));
    auto list = listSources(
        {{"train", (tmp.path() + "/train").toStdString()}, {"test", (tmp.path() + "/test").toStdString()}});
    QVERIFY2(list.ok(), list.ok() ? "" : list.error().message.c_str());
    auto result = auditSources(*list);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    QCOMPARE(result->records.size(), std::size_t(train.size() + test.size()));
    const Finding* f = findFinding(result->findings, "dataset.philips_scaling_mismatch");
    if (higher.isEmpty()) {
        QVERIFY2(!f, f ? f->message.c_str() : "");
        return;
    }
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    const std::string lower = higher == "train" ? "test" : "train";
    QVERIFY2(f->message.find("The " + higher.toStdString() + " split's intensities are") == 0,
             f->message.c_str());
    QVERIFY2(f->message.find("times the " + lower + " split's") != std::string::npos, f->message.c_str());
    QVERIFY2(f->message.find("Philips precise floating-point values on one side and display values") !=
                 std::string::npos,
             f->message.c_str());
    // The construction's factor, measured on the voxels (dcm2niix's float32 scl_slope: 1e-6) and read from
    // the headers (sidecar or DICOM).
    const double factor = constructionFactor();
    QVERIFY(factor > 8e4 && factor < 9e4);
    const Measurement* measured = nullptr;
    const Measurement* expected = nullptr;
    for (const Measurement& m : f->measurements) {
        if (m.name == "factor_measured")
            measured = &m;
        if (m.name == "factor_expected")
            expected = &m;
    }
    QVERIFY(measured && expected);
    QVERIFY2(std::abs(measured->value / factor - 1) < 1e-5, qPrintable(QString::number(measured->value)));
    QVERIFY2(std::abs(expected->value / factor - 1) < 1e-5, qPrintable(QString::number(expected->value)));
}

QTEST_GUILESS_MAIN(TestAuditPhilips)
#include "tst_auditphilips.moc"
