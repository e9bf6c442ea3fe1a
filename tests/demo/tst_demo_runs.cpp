// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The demo's two runs: the files are there, the truth sits on the CT, run A is close to the truth, and
// run B's broken cases are broken exactly as README.txt says (checked on the files as read back).
#include "demo/demoruns.h"
#include "io/nifti/niftireader.h"
#include "support/filetext.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>

using namespace scansleuth;
using namespace scansleuth::testing;
using namespace scansleuth::volume;

namespace {

// The mean LPS position (mm) of the voxels for which `keep(value)` holds, and their count.
template <typename Keep> std::pair<Vec3, std::int64_t> centroid(const Volume& v, Keep keep)
{
    const auto& n = v.geometry().size;
    double s[3] = {0, 0, 0};
    std::int64_t count = 0;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i)
                if (keep(v.storedValue(i, j, k))) {
                    const Vec3 p = indexToPatient(v.geometry(), {double(i), double(j), double(k)});
                    for (int a = 0; a < 3; ++a)
                        s[a] += p[a];
                    ++count;
                }
    if (count == 0)
        return {{0, 0, 0}, 0};
    return {{s[0] / count, s[1] / count, s[2] / count}, count};
}

double dice(const Volume& a, const Volume& b, int label)
{
    std::int64_t both = 0, na = 0, nb = 0;
    const auto x = a.voxels<std::uint8_t>();
    const auto y = b.voxels<std::uint8_t>();
    for (std::size_t n = 0; n < x.size(); ++n) {
        na += x[n] == label;
        nb += y[n] == label;
        both += x[n] == label && y[n] == label;
    }
    return na + nb == 0 ? 1.0 : 2.0 * double(both) / double(na + nb);
}

std::set<int> labelsOf(const Volume& v)
{
    std::set<int> found;
    for (const std::uint8_t x : v.voxels<std::uint8_t>())
        found.insert(x);
    return found;
}

// Voxel centres (LPS mm) of the surface of `label`: its voxels with a six-neighbour of another value.
std::vector<Vec3> surface(const Volume& v, int label)
{
    const auto& n = v.geometry().size;
    const auto is = [&](std::int64_t i, std::int64_t j, std::int64_t k) {
        return i >= 0 && j >= 0 && k >= 0 && i < n[0] && j < n[1] && k < n[2] &&
               v.storedValue(i, j, k) == label;
    };
    std::vector<Vec3> points;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i)
                if (is(i, j, k) && !(is(i - 1, j, k) && is(i + 1, j, k) && is(i, j - 1, k) &&
                                     is(i, j + 1, k) && is(i, j, k - 1) && is(i, j, k + 1)))
                    points.push_back(indexToPatient(v.geometry(), {double(i), double(j), double(k)}));
    return points;
}

// HD95 by brute force: the larger of the two directed 95th percentiles of surface-to-surface distances.
double hd95(const std::vector<Vec3>& a, const std::vector<Vec3>& b)
{
    const auto directed = [](const std::vector<Vec3>& from, const std::vector<Vec3>& to) {
        std::vector<double> d;
        for (const Vec3& p : from) {
            double best = 1e300;
            for (const Vec3& q : to)
                best = std::min(best, (p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) +
                                          (p[2] - q[2]) * (p[2] - q[2]));
            d.push_back(std::sqrt(best));
        }
        std::sort(d.begin(), d.end());
        return d[std::size_t(0.95 * double(d.size() - 1))];
    };
    return std::max(directed(a, b), directed(b, a));
}

} // namespace

class TestDemoRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void writesTheListedFilesAndNothingElse();
    void readmeNamesEveryBrokenCase();
    void casesDifferButEachCaseSharesOneGrid();
    void truthSitsOnTheOrgansOfTheCt();
    void runAIsCloseToTheTruthButNotEqual_data();
    void runAIsCloseToTheTruthButNotEqual();
    void ordinaryCasesOfRunBHaveTheirOwnNoise();
    void missingLabelCaseLacksOnlyTheSpleen();
    void flippedCaseIsTheMirrorOfRunA();
    void shiftedCaseMovedPosteriorInWorldSpace();
    void blobCaseAddsALiverSphereOnTheLeft();
    void blobMovesTheLiverHd95ByCentimetres();
    void writingAgainGivesTheSameBytes();
    void failsWhenTheFolderCannotBeMade();

private:
    Volume read(const QString& relative);

    QTemporaryDir m_dir;
    QString m_folder;
    std::vector<std::string> m_written;
};

Volume TestDemoRuns::read(const QString& relative)
{
    auto image = io::readNifti((m_folder + "/" + relative).toStdString());
    if (!image) {
        qWarning("%s: %s", qPrintable(relative), image.error().message.c_str());
        return {};
    }
    return std::move(image->volumes.front());
}

void TestDemoRuns::initTestCase()
{
    m_folder = m_dir.filePath("runs");
    auto written = demo::writeDemoRuns(m_folder.toStdString());
    QVERIFY2(written.ok(), written.ok() ? "" : written.error().message.c_str());
    m_written = written.value();
}

void TestDemoRuns::writesTheListedFilesAndNothingElse()
{
    QStringList expected;
    for (int n = 1; n <= 20; ++n) {
        const QString key = QString::asprintf("case_%03d", n);
        expected << "images/" + key + "_0000.nii.gz"
                 << "truth/" + key + ".nii.gz"
                 << "run-a/" + key + ".nii.gz";
        if (n != 12)
            expected << "run-b/" + key + "_seg.nii.gz";
    }
    expected << "labels.txt"
             << "README.txt";
    QStringList listed;
    for (const std::string& path : m_written)
        listed << QDir(m_folder).relativeFilePath(QString::fromStdString(path));
    QStringList found;
    for (const QString& sub : {QString(), QStringLiteral("images"), QStringLiteral("truth"),
                               QStringLiteral("run-a"), QStringLiteral("run-b")})
        for (const QString& name : QDir(m_folder + "/" + sub).entryList(QDir::Files | QDir::Hidden))
            found << (sub.isEmpty() ? name : sub + "/" + name);
    expected.sort();
    listed.sort();
    found.sort();
    QCOMPARE(listed, expected);
    QCOMPARE(found, expected); // no temporary file left behind
}

void TestDemoRuns::readmeNamesEveryBrokenCase()
{
    const QString readme = readText(m_folder + "/README.txt");
    for (const char* fragment :
         {"case_003  label 2 (spleen) is missing", "case_005  the array is mirrored left-right",
          "case_008  the array is moved 3 voxels", "9.6 mm towards\n            posterior (LPS +y)",
          "case_010  a spurious sphere of 40 mm diameter labelled 1 (liver)", "case_012  run B has no file",
          "Labels: 1 liver, 2 spleen, 3 kidney_right, 4 kidney_left, 5 aorta."})
        QVERIFY2(readme.contains(QLatin1String(fragment)), fragment);
    const QString labels = readText(m_folder + "/labels.txt");
    for (const char* name : {"\"liver\"", "\"spleen\"", "\"kidney_right\"", "\"kidney_left\"", "\"aorta\""})
        QVERIFY2(labels.contains(QLatin1String(name)), name);
}

void TestDemoRuns::casesDifferButEachCaseSharesOneGrid()
{
    std::set<double> originsX;
    for (int n = 1; n <= 20; ++n) {
        const QString key = QString::asprintf("case_%03d", n);
        const Volume ct = read("images/" + key + "_0000.nii.gz");
        const Volume truth = read("truth/" + key + ".nii.gz");
        const Volume a = read("run-a/" + key + ".nii.gz");
        QCOMPARE(ct.geometry().size, (Index3{96, 96, 48}));
        QVERIFY(compareGeometry(ct.geometry(), truth.geometry()).withinTolerance);
        QVERIFY(compareGeometry(ct.geometry(), a.geometry()).withinTolerance);
        QCOMPARE(truth.pixelType(), PixelType::UInt8);
        QCOMPARE(std::round(ct.geometry().spacing[0] * 1000) / 1000, 3.2);
        QCOMPARE(std::round(ct.geometry().spacing[2] * 1000) / 1000, 5.0);
        originsX.insert(ct.geometry().origin[0]);
    }
    QCOMPARE(originsX.size(), std::size_t(20));
}

// The liver's voxels of the truth hold the liver's CT value (60 HU, noise +-21) and the aorta's 40 HU:
// the label map was sampled at the same places as the CT.
void TestDemoRuns::truthSitsOnTheOrgansOfTheCt()
{
    for (int n : {1, 7}) {
        const QString key = QString::asprintf("case_%03d", n);
        const Volume ct = read("images/" + key + "_0000.nii.gz");
        const Volume truth = read("truth/" + key + ".nii.gz");
        QCOMPARE(labelsOf(truth), (std::set<int>{0, 1, 2, 3, 4, 5}));
        std::map<int, std::pair<double, std::int64_t>> sums;
        const auto& g = truth.geometry().size;
        for (std::int64_t k = 0; k < g[2]; ++k)
            for (std::int64_t j = 0; j < g[1]; ++j)
                for (std::int64_t i = 0; i < g[0]; ++i) {
                    auto& s = sums[int(truth.storedValue(i, j, k))];
                    s.first += ct.realValue(i, j, k);
                    ++s.second;
                }
        QVERIFY(std::abs(sums[1].first / double(sums[1].second) - 60.0) < 5.0);
        QVERIFY(std::abs(sums[5].first / double(sums[5].second) - 40.0) < 5.0);
    }
}

void TestDemoRuns::runAIsCloseToTheTruthButNotEqual_data()
{
    QTest::addColumn<int>("label");
    for (int label = 1; label <= 5; ++label)
        QTest::addRow("label %d", label) << label;
}

void TestDemoRuns::runAIsCloseToTheTruthButNotEqual()
{
    QFETCH(int, label);
    for (int n = 1; n <= 20; ++n) {
        const QString key = QString::asprintf("case_%03d", n);
        const double d = dice(read("truth/" + key + ".nii.gz"), read("run-a/" + key + ".nii.gz"), label);
        QVERIFY2(d > 0.6 && d < 0.99, qPrintable(key + ": Dice " + QString::number(d)));
    }
}

void TestDemoRuns::ordinaryCasesOfRunBHaveTheirOwnNoise()
{
    for (int n : {1, 2, 4, 6, 7, 9, 11, 15, 20}) {
        const QString key = QString::asprintf("case_%03d", n);
        const Volume truth = read("truth/" + key + ".nii.gz");
        const Volume a = read("run-a/" + key + ".nii.gz");
        const Volume b = read("run-b/" + key + "_seg.nii.gz");
        QVERIFY(compareGeometry(truth.geometry(), b.geometry()).withinTolerance);
        QVERIFY(!a.sameVoxels(b));
        for (int label = 1; label <= 5; ++label) {
            const double d = dice(truth, b, label);
            QVERIFY2(d > 0.6 && d < 0.99, qPrintable(key + ": Dice " + QString::number(d)));
        }
    }
}

void TestDemoRuns::missingLabelCaseLacksOnlyTheSpleen()
{
    const Volume a = read("run-a/case_003.nii.gz");
    const Volume b = read("run-b/case_003_seg.nii.gz");
    QVERIFY(labelsOf(a).count(2));
    QCOMPARE(labelsOf(b), (std::set<int>{0, 1, 3, 4, 5}));
    const auto x = a.voxels<std::uint8_t>();
    const auto y = b.voxels<std::uint8_t>();
    for (std::size_t n = 0; n < x.size(); ++n)
        QCOMPARE(int(y[n]), x[n] == 2 ? 0 : int(x[n]));
}

// Mirrored along the voxel axis that runs left-right (i on the identity direction), header kept.
void TestDemoRuns::flippedCaseIsTheMirrorOfRunA()
{
    const Volume a = read("run-a/case_005.nii.gz");
    const Volume b = read("run-b/case_005_seg.nii.gz");
    QCOMPARE(b.geometry(), a.geometry());
    QVERIFY(std::abs(a.geometry().direction[0][0] - 1.0) < 1e-6); // i is LPS +x
    const auto& n = a.geometry().size;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i)
                if (b.storedValue(i, j, k) != a.storedValue(n[0] - 1 - i, j, k))
                    QFAIL(qPrintable(QString("voxel %1,%2,%3").arg(i).arg(j).arg(k)));
    // The liver (the patient's right, LPS x < 0 in run A) sits on the left in run B.
    const auto [liverA, countA] = centroid(a, [](double v) { return v == 1; });
    const auto [liverB, countB] = centroid(b, [](double v) { return v == 1; });
    QCOMPARE(countA, countB);
    QVERIFY(liverA[0] < -20 && liverB[0] > 0);
}

// The centroid of every label moves 3 voxels x 3.2 mm = 9.6 mm towards posterior (LPS +y), nothing else.
void TestDemoRuns::shiftedCaseMovedPosteriorInWorldSpace()
{
    const Volume a = read("run-a/case_008.nii.gz");
    const Volume b = read("run-b/case_008_seg.nii.gz");
    QCOMPARE(b.geometry(), a.geometry());
    for (int label = 1; label <= 5; ++label) {
        const auto [ca, na] = centroid(a, [label](double v) { return v == label; });
        const auto [cb, nb] = centroid(b, [label](double v) { return v == label; });
        QCOMPARE(nb, na);
        QVERIFY(std::abs(cb[0] - ca[0]) < 1e-3);
        QVERIFY2(std::abs((cb[1] - ca[1]) - 9.6) < 1e-3, qPrintable(QString::number(cb[1] - ca[1])));
        QVERIFY(std::abs(cb[2] - ca[2]) < 1e-3);
    }
}

void TestDemoRuns::blobCaseAddsALiverSphereOnTheLeft()
{
    const Volume a = read("run-a/case_010.nii.gz");
    const Volume b = read("run-b/case_010_seg.nii.gz");
    const Volume truth = read("truth/case_010.nii.gz");
    const auto x = a.voxels<std::uint8_t>();
    const auto y = b.voxels<std::uint8_t>();
    std::int64_t added = 0;
    for (std::size_t n = 0; n < x.size(); ++n) {
        if (x[n] == y[n])
            continue;
        QCOMPARE(int(x[n]), 0); // only background became liver
        QCOMPARE(int(y[n]), 1);
        ++added;
    }
    // A 40 mm sphere is 33510 mm3; voxels of 3.2 x 3.2 x 5 mm hold 51.2 mm3; the case's scale is
    // within 7%.
    const double expected = 4.0 / 3.0 * M_PI * 20 * 20 * 20 / 51.2;
    QVERIFY2(added > 0.7 * expected && added < 1.3 * expected, qPrintable(QString::number(added)));
    // Built from the added voxels only: where b has liver and a has background.
    Volume onlyB = b.clone().value();
    auto z = onlyB.voxels<std::uint8_t>();
    for (std::size_t n = 0; n < z.size(); ++n)
        z[n] = x[n] == 0 && y[n] == 1 ? 1 : 0;
    const auto [blob, count] = centroid(onlyB, [](double v) { return v == 1; });
    const auto [liver, liverCount] = centroid(truth, [](double v) { return v == 1; });
    QCOMPARE(count, added);
    QVERIFY(blob[0] > 20 && liver[0] < -20); // the patient's left; the liver is on the right
}

// What README.txt promises: the blob hides from Dice but not from HD95.
void TestDemoRuns::blobMovesTheLiverHd95ByCentimetres()
{
    const Volume truth = read("truth/case_010.nii.gz");
    const std::vector<Vec3> t = surface(truth, 1);
    const double a = hd95(surface(read("run-a/case_010.nii.gz"), 1), t);
    const double b = hd95(surface(read("run-b/case_010_seg.nii.gz"), 1), t);
    QVERIFY2(a < 6.0 && b > 30.0, qPrintable(QString("HD95 A %1 mm, B %2 mm").arg(a).arg(b)));
    QVERIFY(dice(truth, read("run-a/case_010.nii.gz"), 1) -
                dice(truth, read("run-b/case_010_seg.nii.gz"), 1) <
            0.06);
}

void TestDemoRuns::writingAgainGivesTheSameBytes()
{
    const QString again = m_dir.filePath("again");
    auto written = demo::writeDemoRuns(again.toStdString());
    QVERIFY(written.ok());
    QCOMPARE(written->size(), m_written.size());
    for (const std::string& path : m_written) {
        const QString relative = QDir(m_folder).relativeFilePath(QString::fromStdString(path));
        QVERIFY2(readBytes(m_folder + "/" + relative) == readBytes(again + "/" + relative),
                 qPrintable(relative));
    }
}

void TestDemoRuns::failsWhenTheFolderCannotBeMade()
{
    const QString file = m_dir.filePath("a-file");
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    auto written = demo::writeDemoRuns((file + "/runs").toStdString());
    QVERIFY(!written);
    QCOMPARE(written.error().kind, ErrorKind::Io);
    QVERIFY(written.error().message.find("could not be created") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestDemoRuns)
#include "tst_demo_runs.moc"
