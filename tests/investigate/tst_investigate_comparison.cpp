// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The run comparison as an automated experiment of an investigation: on the demo's two runs it names the
// broken cases and ranks "a change affects a few cases" over run variance; identical runs say so; a pair that
// differs only in a handful of boundary voxels (a CPU and a GPU run) supports the device hypotheses, one with
// a spurious blob far inside supports a bug. Expected numbers come from the synthetic volumes, not from the
// comparison's code.
#include "demo/demoruns.h"
#include "investigate/experimentrunner.h"
#include "io/nifti/niftiwriter.h"
#include "render/differencemap.h"
#include "render/render.h"
#include "support/findingtext.h"
#include "support/shippedknowledge.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>
#include <limits>

using namespace scansleuth;
using scansleuth::testing::allText;

namespace {

const workflow::KnowledgeBase& shipped()
{
    return testsupport::shippedKnowledgeBase();
}

constexpr volume::Index3 kSize{24, 24, 12};
constexpr volume::Vec3 kSpacing{1.5, 1.5, 3.0};

volume::Geometry smallGrid()
{
    volume::Geometry g;
    g.size = kSize;
    g.spacing = kSpacing;
    g.origin = {-10.0, 5.0, 20.0};
    return g;
}

// Case n: an ellipsoid of label 1 that moves with n, and a ball of label 2.
volume::Volume syntheticCase(int n)
{
    volume::Volume v = volume::Volume::allocate(volume::PixelType::UInt8, smallGrid()).value();
    auto x = v.voxels<std::uint8_t>();
    for (std::int64_t k = 0; k < kSize[2]; ++k)
        for (std::int64_t j = 0; j < kSize[1]; ++j)
            for (std::int64_t i = 0; i < kSize[0]; ++i) {
                const double a = (i - 7.0 - n % 3) / 5.0, b = (j - 9.0) / 4.0, c = (k - 6.0) / 3.0;
                const double d = (i - 17.0) / 3.0, e = (j - 15.0) / 3.0, f = (k - 6.0) / 2.0;
                x[v.linearIndex(i, j, k)] = a * a + b * b + c * c <= 1.0   ? 1
                                            : d * d + e * e + f * f <= 1.0 ? 2
                                                                           : 0;
            }
    return v;
}

// Every 5th voxel of label 1 that touches the background (a six-neighbour is 0), up to `count`, set to 0:
// what another device's rounding does to the least certain voxels.
int flipBoundaryVoxels(volume::Volume& v, int count)
{
    const volume::Volume before = v.clone().value();
    int seen = 0, flipped = 0;
    for (std::int64_t k = 1; k + 1 < kSize[2]; ++k)
        for (std::int64_t j = 1; j + 1 < kSize[1]; ++j)
            for (std::int64_t i = 1; i + 1 < kSize[0]; ++i) {
                if (before.storedValue(i, j, k) != 1)
                    continue;
                const bool edge =
                    before.storedValue(i - 1, j, k) == 0 || before.storedValue(i + 1, j, k) == 0 ||
                    before.storedValue(i, j - 1, k) == 0 || before.storedValue(i, j + 1, k) == 0 ||
                    before.storedValue(i, j, k - 1) == 0 || before.storedValue(i, j, k + 1) == 0;
                if (edge && seen++ % 5 == 0 && flipped < count) {
                    v.voxels<std::uint8_t>()[v.linearIndex(i, j, k)] = 0;
                    ++flipped;
                }
            }
    return flipped;
}

void writeVolume(const QString& path, const volume::Volume& v)
{
    volume::VolumeList list;
    list.push_back(v.clone().value());
    QVERIFY2(io::writeNifti(path.toStdString(), list).ok(), qPrintable(path));
}

// Writes cases 1..count of `make` into `folder`.
void writeRun(const QString& folder, int count, const std::function<volume::Volume(int)>& make)
{
    QVERIFY(QDir().mkpath(folder));
    for (int n = 1; n <= count; ++n)
        writeVolume(folder + QString::asprintf("/case_%03d.nii.gz", n), make(n));
}

const workflow::ExperimentRun* comparisonRun(const workflow::Investigation& inv)
{
    for (const workflow::ExperimentRun& r : inv.runs)
        if (r.experiment == "exp-run-comparison")
            return &r;
    return nullptr;
}

workflow::Verdict verdictOf(const workflow::Investigation& inv, const char* id)
{
    const workflow::HypothesisState* h = inv.hypothesis(id);
    return h ? h->verdict : workflow::Verdict::Untested;
}

double posteriorOf(const workflow::Investigation& inv, const char* id)
{
    const workflow::HypothesisState* h = inv.hypothesis(id);
    return h ? h->posterior : -1.0;
}

// Pixels of a snapshot in each class colour of the difference map (render/differencemap.h), as drawn over
// the black background the pictures get without images at the overlay's opacity 0.5.
struct ColourCount
{
    int agreement = 0, onlyA = 0, onlyB = 0, otherLabel = 0;
};
ColourCount countColours(const QString& path)
{
    ColourCount c;
    auto png = render::readPng(path.toStdString());
    if (!png)
        return c;
    const auto is = [](const render::Rgba& p, render::DifferenceClass d) {
        const render::Rgba e = render::differenceColour(d);
        const auto half = [](int v) {
            return int(std::lround(0.5 * v));
        };
        return std::abs(p.r - half(e.r)) <= 1 && std::abs(p.g - half(e.g)) <= 1 &&
               std::abs(p.b - half(e.b)) <= 1;
    };
    for (const render::Rgba& p : png->pixels) {
        c.agreement += is(p, render::DifferenceClass::Both);
        c.onlyA += is(p, render::DifferenceClass::OnlyA);
        c.onlyB += is(p, render::DifferenceClass::OnlyB);
        c.otherLabel += is(p, render::DifferenceClass::DifferentLabel);
    }
    return c;
}

} // namespace

class TestInvestigateComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void demoRunsRankAFewCasesOverVariance();
    void identicalRunsSayTheResultsDidNotChange();
    void boundaryFlipsSupportTheDeviceHypotheses();
    void aBlobInsideSupportsABugAndNamesTheDistance();
    void inputErrorsFailTheRun_data();
    void inputErrorsFailTheRun();

private:
    workflow::Investigation investigate(const char* symptom, const investigate::ExperimentInputs& inputs,
                                        const QString& name);

    QTemporaryDir m_dir;
    QString m_demo;
};

void TestInvestigateComparison::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_demo = m_dir.filePath("demo");
    auto written = demo::writeDemoRuns(m_demo.toStdString());
    QVERIFY2(written.ok(), written.ok() ? "" : written.error().message.c_str());
    writeRun(m_dir.filePath("truth"), 4, syntheticCase);
    writeRun(m_dir.filePath("cpu"), 4, syntheticCase);
    writeRun(m_dir.filePath("cpu-copy"), 4, syntheticCase);
    writeRun(m_dir.filePath("gpu"), 4, [](int n) {
        volume::Volume v = syntheticCase(n);
        if (flipBoundaryVoxels(v, 6) != 6)
            qFatal("too few boundary voxels");
        return v;
    });
}

workflow::Investigation TestInvestigateComparison::investigate(const char* symptom,
                                                               const investigate::ExperimentInputs& inputs,
                                                               const QString& name)
{
    workflow::Investigation inv = workflow::startInvestigation(shipped(), symptom);
    const QString snapshots = m_dir.filePath(name + "_files");
    const int ran = investigate::runAutomatedExperiments(inv, shipped(), inputs, snapshots.toStdString());
    if (ran != 1 || comparisonRun(inv) == nullptr)
        qWarning("%d experiments ran", ran);
    return inv;
}

// The demo's run B breaks cases 3, 5 and 8 (a missing label, a left-right flipped array, a 3-voxel shift) and
// lacks case 12 (README.txt): the comparison names them and the investigation ranks a change that hits a few
// cases first, run-to-run variance refuted.
void TestInvestigateComparison::demoRunsRankAFewCasesOverVariance()
{
    investigate::ExperimentInputs in;
    in.paths["runs"] = {"A=" + (m_demo + "/run-a").toStdString(), "B=" + (m_demo + "/run-b").toStdString()};
    in.paths["truth"] = {(m_demo + "/truth").toStdString()};
    in.paths["images"] = {(m_demo + "/images").toStdString()};
    in.paths["labels"] = {(m_demo + "/labels.txt").toStdString()};
    const workflow::Investigation inv = investigate("results-differ-from-previous-run", in, "demo");
    const workflow::ExperimentRun* run = comparisonRun(inv);
    QVERIFY(run);
    QCOMPARE(QString::fromStdString(run->status), QString("done"));

    const Finding* systematic = findFinding(run->evidence.findings, "comparison.systematic_cases");
    QVERIFY(systematic);
    for (const char* key : {"case_003", "case_005", "case_008"})
        QVERIFY2(allText(*systematic).contains(key), key);
    // The content forensics name the mirror of case_005 and the shift of case_008 (issue 19).
    bool mirrored = false, shifted = false;
    for (const Finding& f : run->evidence.findings) {
        if (f.code != "compare.geometry_mismatch")
            continue;
        mirrored =
            mirrored || (allText(f).contains("case_005") && allText(f).contains("mirrored left-right (x)"));
        shifted =
            shifted || (allText(f).contains("case_008") && allText(f).contains("shifted 3 voxels along y"));
    }
    QVERIFY(mirrored);
    QVERIFY(shifted);
    const Finding* unmatched = findFinding(run->evidence.findings, "compare.unmatched_case");
    QVERIFY(unmatched);
    QVERIFY(allText(*unmatched).contains("case_012"));
    QVERIFY(!findFinding(run->evidence.findings, "comparison.within_variance"));

    QCOMPARE(verdictOf(inv, "prev-few-cases-changed"), workflow::Verdict::Supported);
    QCOMPARE(verdictOf(inv, "nondet-run-variance"), workflow::Verdict::Refuted);
    QCOMPARE(verdictOf(inv, "prev-saved-on-other-grid"), workflow::Verdict::Supported);
    QCOMPARE(verdictOf(inv, "prev-different-cases"), workflow::Verdict::Supported);
    QCOMPARE(verdictOf(inv, "prev-identical-predictions"), workflow::Verdict::Refuted);
    QVERIFY(posteriorOf(inv, "prev-few-cases-changed") > posteriorOf(inv, "nondet-run-variance"));
    QCOMPARE(QString::fromStdString(inv.hypotheses.front().id), QString("prev-few-cases-changed"));

    // The label table names the labels; the JSON lists the pictured cases, the flipped one first.
    const nlohmann::json& data = run->evidence.data;
    QCOMPARE(data["labels"][1]["name"].get<std::string>(), std::string("spleen"));
    QCOMPARE(data["worst_cases"][0]["case"].get<std::string>(), std::string("case_005"));
    QCOMPARE(data["worst_cases"].size(), std::size_t(3));
    // Three cases, each with the runs' difference and both runs' errors, written beside the investigation.
    QCOMPARE(run->evidence.snapshots.size(), std::size_t(9));
    for (const workflow::Snapshot& s : run->evidence.snapshots)
        QVERIFY2(QFile::exists(m_dir.filePath(QString::fromStdString(s.imagePath))), s.imagePath.c_str());
    QVERIFY(run->evidence.problems.empty());
}

void TestInvestigateComparison::identicalRunsSayTheResultsDidNotChange()
{
    investigate::ExperimentInputs in;
    in.paths["runs"] = {m_dir.filePath("cpu").toStdString(), m_dir.filePath("cpu-copy").toStdString()};
    const workflow::Investigation inv = investigate("results-differ-from-previous-run", in, "identical");
    const workflow::ExperimentRun* run = comparisonRun(inv);
    QVERIFY(run);
    QCOMPARE(QString::fromStdString(run->status), QString("done"));
    const Finding* identical = findFinding(run->evidence.findings, "comparison.identical");
    QVERIFY(identical);
    QVERIFY(allText(*identical).contains("'cpu' and 'cpu-copy'")); // bare paths are named after their folders
    QVERIFY(!findFinding(run->evidence.findings, "comparison.beyond_boundary"));
    QCOMPARE(verdictOf(inv, "prev-identical-predictions"), workflow::Verdict::Supported);
    QCOMPARE(verdictOf(inv, "nondet-run-variance"), workflow::Verdict::Refuted);
    QCOMPARE(verdictOf(inv, "prev-few-cases-changed"), workflow::Verdict::Refuted);
    QCOMPARE(QString::fromStdString(inv.hypotheses.front().id), QString("prev-identical-predictions"));
    QVERIFY(run->evidence.snapshots.empty()); // nothing differs: nothing to show
}

// Six boundary voxels of label 1 per case set to background: Hausdorff distances of one voxel.
void TestInvestigateComparison::boundaryFlipsSupportTheDeviceHypotheses()
{
    investigate::ExperimentInputs in;
    in.paths["runs"] = {"cpu=" + m_dir.filePath("cpu").toStdString(),
                        "gpu=" + m_dir.filePath("gpu").toStdString()};
    in.paths["truth"] = {m_dir.filePath("truth").toStdString()};
    const workflow::Investigation inv = investigate("cpu-gpu-mismatch", in, "boundary");
    const workflow::ExperimentRun* run = comparisonRun(inv);
    QVERIFY(run);
    QCOMPARE(QString::fromStdString(run->status), QString("done"));
    QVERIFY(findFinding(run->evidence.findings, "comparison.boundary_only"));
    QVERIFY(!findFinding(run->evidence.findings, "comparison.beyond_boundary"));
    QCOMPARE(verdictOf(inv, "cpugpu-device-difference"), workflow::Verdict::Supported);
    QCOMPARE(verdictOf(inv, "cpugpu-tf32"), workflow::Verdict::Supported);
    QCOMPARE(verdictOf(inv, "cpugpu-rounding-at-boundaries"), workflow::Verdict::Supported);
    QCOMPARE(verdictOf(inv, "cpugpu-path-bug"), workflow::Verdict::Refuted);
    QVERIFY(posteriorOf(inv, "cpugpu-device-difference") > posteriorOf(inv, "cpugpu-path-bug"));
    // The difference picture of a case: the flipped voxels are labelled only in the CPU run (blue), none only
    // in the GPU run (red) or with another label (yellow); the rest agrees (green).
    bool sawDifference = false;
    for (const workflow::Snapshot& s : run->evidence.snapshots) {
        if (s.imagePath.find("-ab.png") == std::string::npos)
            continue;
        const ColourCount c = countColours(m_dir.filePath(QString::fromStdString(s.imagePath)));
        QVERIFY2(c.onlyA > 0 && c.onlyB == 0 && c.otherLabel == 0 && c.agreement > 0, s.imagePath.c_str());
        sawDifference = true;
    }
    QVERIFY(sawDifference);
}

// A 2 x 2 x 2 block of label 1 in case 2 of the GPU run, far from the ellipsoid: the Hausdorff distance is
// the block's farthest voxel's distance to the nearest voxel of the ellipsoid (computed here by brute force).
void TestInvestigateComparison::aBlobInsideSupportsABugAndNamesTheDistance()
{
    const QString bug = m_dir.filePath("gpu-bug");
    double expectedMm = 0.0;
    writeRun(bug, 4, [&](int n) {
        volume::Volume v = syntheticCase(n);
        if (n != 2)
            return v;
        const volume::Volume before = v.clone().value();
        for (std::int64_t k = 1; k < 3; ++k)
            for (std::int64_t j = 20; j < 22; ++j)
                for (std::int64_t i = 1; i < 3; ++i) {
                    v.voxels<std::uint8_t>()[v.linearIndex(i, j, k)] = 1;
                    double nearest = std::numeric_limits<double>::infinity();
                    for (std::int64_t z = 0; z < kSize[2]; ++z)
                        for (std::int64_t y = 0; y < kSize[1]; ++y)
                            for (std::int64_t x = 0; x < kSize[0]; ++x)
                                if (before.storedValue(x, y, z) == 1)
                                    nearest = std::min(nearest, std::hypot((x - i) * kSpacing[0],
                                                                           (y - j) * kSpacing[1],
                                                                           (z - k) * kSpacing[2]));
                    expectedMm = std::max(expectedMm, nearest);
                }
        return v;
    });
    investigate::ExperimentInputs in;
    in.paths["runs"] = {"cpu=" + m_dir.filePath("cpu").toStdString(), "gpu=" + bug.toStdString()};
    const workflow::Investigation inv = investigate("cpu-gpu-mismatch", in, "bug");
    const workflow::ExperimentRun* run = comparisonRun(inv);
    QVERIFY(run);
    const Finding* beyond = findFinding(run->evidence.findings, "comparison.beyond_boundary");
    QVERIFY(beyond);
    QVERIFY(!findFinding(run->evidence.findings, "comparison.boundary_only"));
    const QString distance = QString::number(expectedMm, 'f', 1) + " mm";
    QVERIFY2(allText(*beyond).contains("case_002") && allText(*beyond).contains(distance),
             qPrintable(allText(*beyond) + " / expected " + distance));
    QVERIFY(allText(*beyond).contains("1 of 4 cases"));
    QCOMPARE(verdictOf(inv, "cpugpu-path-bug"), workflow::Verdict::Supported);
    QCOMPARE(verdictOf(inv, "cpugpu-uninitialised"), workflow::Verdict::Supported);
    QCOMPARE(verdictOf(inv, "cpugpu-rounding-at-boundaries"), workflow::Verdict::Refuted);
    QCOMPARE(QString::fromStdString(inv.hypotheses.front().id), QString("cpugpu-path-bug"));
}

void TestInvestigateComparison::inputErrorsFailTheRun_data()
{
    QTest::addColumn<QStringList>("runs");
    QTest::addColumn<QString>("labels");
    QTest::addColumn<QString>("fragment");
    const QString cpu = m_dir.filePath("cpu");
    QTest::addRow("one run, no truth") << QStringList{cpu} << QString() << "two runs";
    QTest::addRow("empty name") << QStringList{"=" + cpu, "b=" + cpu} << QString() << "name";
    QTest::addRow("same name twice") << QStringList{"a=" + cpu, "a=" + cpu} << QString() << "twice";
    QTest::addRow("missing folder") << QStringList{"a=" + cpu, "b=" + m_dir.filePath("nowhere")} << QString()
                                    << "nowhere";
    QTest::addRow("missing label table")
        << QStringList{"a=" + cpu, "b=" + cpu} << m_dir.filePath("none.txt") << "none.txt";
}

void TestInvestigateComparison::inputErrorsFailTheRun()
{
    QFETCH(QStringList, runs);
    QFETCH(QString, labels);
    QFETCH(QString, fragment);
    investigate::ExperimentInputs in;
    for (const QString& r : runs)
        in.paths["runs"].push_back(r.toStdString());
    if (!labels.isEmpty())
        in.paths["labels"] = {labels.toStdString()};
    const workflow::ExperimentRun run =
        investigate::runExperiment(*shipped().experiment("exp-run-comparison"), in,
                                   m_dir.filePath("errors_files").toStdString(), "run-1");
    QCOMPARE(QString::fromStdString(run.status), QString("failed"));
    QVERIFY2(QString::fromStdString(run.error).contains(fragment, Qt::CaseInsensitive), run.error.c_str());
}

QTEST_GUILESS_MAIN(TestInvestigateComparison)
#include "tst_investigate_comparison.moc"
