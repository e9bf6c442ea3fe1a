// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// compareRuns() on real NIfTI files written here: boxes with known offsets (Dice and distances by hand),
// a flipped array and a file on another grid (unreliable, never measured as if aligned), probability
// maps (4D, per-class files, one sigmoid channel), missing and broken files, and the comparison-level
// verdicts (identical, boundary only, label swap, systematic cases, significant difference, variance).
#include "compare/runs/runcomparison.h"

#include "contentfixtures.h"
#include "runfixture.h"
#include "support/germanlocale.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>

using namespace scansleuth;
using namespace scansleuth::compare;
using namespace scansleuth::runfixture;
using volume::Geometry;
using volume::Index3;
using volume::Volume;

namespace {

// Cases case_1 .. case_3: the truth and run a hold `truth`, run b too except in case `broken`.
void writeThreeCases(const QTemporaryDir& dir, const Volume& truth, const Volume& bad, int broken)
{
    for (int c = 1; c <= 3; ++c) {
        const std::string name = "case_" + std::to_string(c) + ".nii.gz";
        write(dir, "truth/" + name, truth);
        write(dir, "a/" + name, truth);
        write(dir, "b/" + name, c == broken ? bad : truth);
    }
}

const Finding* finding(const Comparison& c, const std::string& code)
{
    return findFinding(c.findings, code);
}

} // namespace

class TestRunComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void metricsAgainstTruthAndBetweenRuns();
    void flippedArrayIsFoundAndUnreliable();
    void mirroredBilateralAtlasIsAMirror();
    void smallerSphereAboveStaysIn();
    void anotherGridIsNeverMeasured();
    void headerThatOtherToolsReadApart();
    void probabilityMaps();
    void perClassProbabilityFiles();
    void badProbabilityMaps();
    void missingAndBrokenInputs();
    void identicalRuns();
    void boundaryOnly();
    void labelSwap();
    void systematicCase();
    void significantDifference();
    void meanDisagreesWithTheVerdict();
    void withinVariance();
    void oneRunAgainstTheTruth();
    void readCaseGivesTheLabelMaps();
    void pairMetricsEqualTheMetricsOfThePair();
    void invalidOptions();
    void germanLocaleIsIrrelevant();
};

// Run b moves label 1 of case_2 by +2 voxels along x: Dice = 2 * 10 / (12 + 12) per row of the box,
// Hausdorff = 2 voxels * 1 mm, no volume change; the differing voxels are two slabs of 2 x 12 x 10.
void TestRunComparison::metricsAgainstTruthAndBetweenRuns()
{
    QTemporaryDir dir;
    writeRuns(dir, 3, true, [](int c) { return paint(organs(c == 2 ? 2 : 0)); });
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    QCOMPARE(cmp.cases.size(), std::size_t(3));
    QCOMPARE(cmp.options.labels, (std::vector<std::int64_t>{1, 2}));
    const CaseComparison& moved = cmp.cases[caseIndex(cmp, "case_2")];
    QVERIFY(moved.reliable);
    QCOMPARE(moved.inputs.size(), std::size_t(3));
    QCOMPARE(moved.inputs[2].input, std::string("truth"));
    QCOMPARE(moved.inputs[1].how, std::string("label map"));
    const LabelMetrics* a1 = moved.vsTruth[0].label(1);
    const LabelMetrics* b1 = moved.vsTruth[1].label(1);
    QVERIFY(a1 && b1);
    QCOMPARE(a1->dice, 1.0);
    QCOMPARE(b1->dice, 20.0 / 24.0);
    QCOMPARE(b1->iou, 10.0 / 14.0);
    QCOMPARE(b1->hausdorffMm, 2.0);
    QCOMPARE(b1->volumeDifferenceMl, 0.0);
    // NIfTI stores the spacing as float32 (1.2 reads as 1.20000005): relative 1e-6.
    QVERIFY(std::abs(b1->volumeAMl / (12 * 12 * 10 * 1.0 * 1.2 * 2.0 / 1000.0) - 1.0) < 1e-6);
    QCOMPARE(moved.vsTruth[1].label(2)->dice, 1.0);
    const PairMetrics* between = moved.betweenMetrics(0, 1);
    QVERIFY(between && between->computed);
    QCOMPARE(between->differingVoxels, std::int64_t(2 * 2 * 12 * 10));
    QVERIFY(between->worstSlice >= 6 && between->worstSlice < 16);
    QCOMPARE(between->worstSliceVoxels, std::int64_t(2 * 2 * 12));
    QCOMPARE(between->label(1)->dice, 20.0 / 24.0);
    // Unmoved cases: nothing differs, and the first in the disagreement order is the moved case.
    QCOMPARE(cmp.cases[caseIndex(cmp, "case_1")].betweenMetrics(1, 0)->differingVoxels, std::int64_t(0));
    QCOMPARE(cmp.cases[caseIndex(cmp, "case_1")].betweenMetrics(0, 1)->worstSlice, std::int64_t(-1));
    QCOMPARE(cmp.cases[cmp.disagreementOrder.front()].key, std::string("case_2"));
    // Summaries: run a is perfect; b's Dice for label 1 has one case at 20/24.
    const RunSummary* sa = cmp.runSummary("a", 1, Metric::Dice);
    const RunSummary* sb = cmp.runSummary("b", 1, Metric::Dice);
    QVERIFY(sa && sb);
    QCOMPARE(sa->summary.n, std::int64_t(3));
    QCOMPARE(sa->summary.mean, 1.0);
    QCOMPARE(sb->summary.min, 20.0 / 24.0);
    QVERIFY(std::abs(sb->summary.mean - (2.0 + 20.0 / 24.0) / 3.0) < 1e-12);
    const PairSummary* p = cmp.pairSummary("a", "b", 1, Metric::Dice);
    QVERIFY(p);
    QCOMPARE(p->comparison.pairs, std::int64_t(3));
    QVERIFY(std::abs(p->comparison.meanDifference - (20.0 / 24.0 - 1.0) / 3.0) < 1e-12);
    QCOMPARE(p->verdict, Verdict::NoSignificantDifference); // one case of three is no evidence
    const AgreementSummary* agree = cmp.agreementSummary("b", "a", 1, Metric::Dice);
    QVERIFY(agree);
    QCOMPARE(agree->summary.n, std::int64_t(3));
}

// A prediction stored mirrored left-right on the truth's header: same grid, so only the overlap shows;
// the content forensics name the mirror and the case is run b's failure (Dice 0 over all cases, left
// out of the comparable ones).
void TestRunComparison::flippedArrayIsFoundAndUnreliable()
{
    QTemporaryDir dir;
    const Volume truth = paint(organs());
    const Volume flipped = mapped(truth, [&](auto i, auto j, auto k) {
        return truth.voxels<std::uint8_t>()[std::size_t(truth.linearIndex(39 - i, j, k))];
    });
    writeRuns(dir, 3, true, [&](int c) { return c == 3 ? flipped.clone().value() : paint(organs()); });
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const CaseComparison& bad = cmp.cases[caseIndex(cmp, "case_3")];
    QVERIFY(!bad.reliable);
    QVERIFY(cmp.cases[caseIndex(cmp, "case_1")].reliable);
    const auto check = std::find_if(bad.geometry.begin(), bad.geometry.end(),
                                    [](const GeometryCheck& g) { return g.input == "b"; });
    QVERIFY(check != bad.geometry.end());
    QVERIFY(check->sameGrid);
    QVERIFY(!check->forensicsRun); // check-pair is for another grid
    QVERIFY(check->content.run && check->content.conclusive);
    QCOMPARE(check->cause, std::string("The prediction is mirrored left-right (x)."));
    QVERIFY(hasFinding(bad.findings, "compare.geometry_mismatch"));
    const Finding* f = finding(cmp, "compare.geometry_mismatch");
    QVERIFY(f);
    // As delivered, the truth's label 2 lies inside the run's label 1: it looks like a remap, and the
    // message says it is not one.
    QVERIFY2(f->message.find(
                 "run 'b' is on the grid of the truth but its array is mirrored left-right (x) (as "
                 "delivered its labels look remapped, label 1 where the reference has 2, but they are "
                 "not): undoing that raises the mean per-label Dice from 0.00 to 1.00") != std::string::npos,
             f->message.c_str());
    QCOMPARE(f->measurement("mean Dice undone")->value, 1.0);
    QVERIFY(!finding(cmp, "geometry.axis_flip"));
    // Measured (same grid), but b's failure: Dice 0 over all three cases, left out of the comparable two.
    QVERIFY(bad.vsTruth[1].computed);
    QCOMPARE(bad.failures[1].kind, FailureKind::NamedCause);
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->summary.n, std::int64_t(3));
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->summary.mean, 2.0 / 3.0);
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->comparable.n, std::int64_t(2));
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->comparable.mean, 1.0);
    // The unreliable case goes last in the disagreement order.
    QCOMPARE(cmp.cases[cmp.disagreementOrder.back()].key, std::string("case_3"));
    // Run a on the same grid with full overlap: no forensics.
    const auto checkA = std::find_if(bad.geometry.begin(), bad.geometry.end(),
                                     [](const GeometryCheck& g) { return g.input == "a"; });
    QVERIFY(checkA != bad.geometry.end() && !checkA->forensicsRun && !checkA->content.run);
}

// Issue 19, item 1: a bilateral atlas mirrored along x keeps a high foreground Dice, and each left label
// lands on its right partner. One finding names the mirror with the swapped pairs; the comparison does
// not call it a label swap of the run.
void TestRunComparison::mirroredBilateralAtlasIsAMirror()
{
    QTemporaryDir dir;
    const Volume atlas = testing::bilateralAtlas();
    const std::int64_t nx = atlas.geometry().size[0];
    const Volume mirrored = testing::remapped(atlas, [&](auto i, auto j, auto k) {
        return Index3{nx - 1 - i, j, k};
    });
    writeThreeCases(dir, atlas, mirrored, 2);
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const CaseComparison& bad = cmp.cases[caseIndex(cmp, "case_2")];
    QVERIFY(!bad.reliable);
    const auto check = std::find_if(bad.geometry.begin(), bad.geometry.end(),
                                    [](const GeometryCheck& g) { return g.input == "b"; });
    QVERIFY(check != bad.geometry.end() && check->content.conclusive);
    QCOMPARE(check->cause, std::string("The prediction is mirrored left-right (x)."));
    std::vector<const Finding*> mismatches;
    for (const Finding& f : bad.findings)
        if (f.code == "compare.geometry_mismatch")
            mismatches.push_back(&f);
    QCOMPARE(mismatches.size(), std::size_t(1));
    QVERIFY2(mismatches[0]->message.find("its array is mirrored left-right (x) (as delivered its labels look "
                                         "remapped, labels 1 and 2 swapped, but they are not)") !=
                 std::string::npos,
             mismatches[0]->message.c_str());
    QVERIFY(!finding(cmp, "comparison.label_swap"));
    QVERIFY(!finding(cmp, "compare.labels_remapped"));
    QVERIFY(cmp.cases[caseIndex(cmp, "case_1")].reliable);
}

// Issue 19, item 3: a smaller sphere 10 mm above the truth's is a bad prediction. Mirrors and shifts
// improve its Dice but leave it far below 0.9: inconclusive, measured as delivered, kept in the summaries.
void TestRunComparison::smallerSphereAboveStaysIn()
{
    QTemporaryDir dir;
    const volume::Geometry g = testing::sphereGrid();
    const Volume truth = testing::sphere(g, {0.0, 0.0, 0.0}, 12.0);
    const Volume above = testing::sphere(g, {0.0, 0.0, 10.0}, 8.0);
    writeThreeCases(dir, truth, above, 1);
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const CaseComparison& c = cmp.cases[caseIndex(cmp, "case_1")];
    QVERIFY(c.reliable);
    const auto check = std::find_if(c.geometry.begin(), c.geometry.end(),
                                    [](const GeometryCheck& g) { return g.input == "b"; });
    QVERIFY(check != c.geometry.end());
    QVERIFY(check->cause.empty());
    QVERIFY(check->content.run && !check->content.conclusive && !check->content.inconclusive.empty());
    QVERIFY(!hasFinding(c.findings, "compare.geometry_mismatch"));
    const Finding* f = finding(cmp, "compare.content_inconclusive");
    QVERIFY(f && f->severity == Severity::Info);
    QVERIFY2(f->message.find("the case is measured as delivered") != std::string::npos, f->message.c_str());
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->summary.n, std::int64_t(3));
}

// A prediction on a coarser grid (2 mm in x) covering the same extent: never resampled, never measured.
void TestRunComparison::anotherGridIsNeverMeasured()
{
    QTemporaryDir dir;
    Geometry coarse = grid();
    coarse.size[0] = 20;
    coarse.spacing[0] = 2.0;
    coarse.origin[0] = -19.5;
    write(dir, "truth/case_1.nii.gz", paint(organs()));
    write(dir, "a/case_1.nii.gz", paint(organs()));
    write(dir, "b/case_1.nii.gz", paint({{1, {1, 8, 6}, {7, 20, 16}}}, coarse));
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const CaseComparison& c = cmp.cases.front();
    QVERIFY(!c.reliable);
    QVERIFY(!c.vsTruth[1].computed);
    QVERIFY(c.vsTruth[1].reason.find("not on one grid") != std::string::npos);
    QVERIFY(!c.betweenMetrics(0, 1)->computed);
    QVERIFY(c.vsTruth[0].computed);
    const auto check = std::find_if(c.geometry.begin(), c.geometry.end(),
                                    [](const GeometryCheck& g) { return g.input == "b"; });
    QVERIFY(check != c.geometry.end() && !check->sameGrid && check->forensicsRun);
    const Finding* f = finding(cmp, "compare.geometry_mismatch");
    QVERIFY(f && f->severity == Severity::Error);
    QVERIFY(f->message.find("not on the grid of the truth") != std::string::npos);
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->summary.n, std::int64_t(1)); // b's failure, Dice 0
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->summary.mean, 0.0);
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->comparable.n, std::int64_t(0));
}

// Run b's file has the truth's sform, marked "aligned" (sform_code 2), and a qform 5 mm off: ScanSleuth (like
// nibabel) reads the sform, so the grids agree and the case is measured, but ITK (and so nnU-Net and
// SimpleITK) takes the qform of such a file and places the prediction 5 mm away.
void TestRunComparison::headerThatOtherToolsReadApart()
{
    QTemporaryDir dir;
    writeRuns(dir, 2, true, [](int) { return paint(organs()); });
    const std::string path = folder(dir, "b/case_2.nii");
    std::filesystem::remove(folder(dir, "b/case_2.nii.gz"));
    write(dir, "b/case_2.nii", paint(organs()));
    {
        std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
        float qoffsetX = 0;
        f.seekg(268);
        f.read(reinterpret_cast<char*>(&qoffsetX), 4);
        qoffsetX += 5.0f;
        f.seekp(268);
        f.write(reinterpret_cast<const char*>(&qoffsetX), 4);
        const std::int16_t aligned = 2;
        f.seekp(254); // sform_code
        f.write(reinterpret_cast<const char*>(&aligned), 2);
    }
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const CaseComparison& c = cmp.cases[caseIndex(cmp, "case_2")];
    QVERIFY(c.reliable);
    QCOMPARE(c.vsTruth[1].label(1)->dice, 1.0);
    const auto check = std::find_if(c.geometry.begin(), c.geometry.end(),
                                    [](const GeometryCheck& g) { return g.input == "b"; });
    QVERIFY(check != c.geometry.end() && check->sameGrid);
    const Finding* f = findFinding(check->findings, "compare.header_differs");
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QVERIFY(std::abs(f->measurement("largest distance")->value - 5.0) < 1e-3);
    QVERIFY2(f->message.find("ITK: the truth from its sform, run 'b' from its qform") != std::string::npos,
             f->message.c_str());
    QVERIFY(finding(cmp, "compare.header_differs"));
    QVERIFY(!findFinding(cmp.cases[caseIndex(cmp, "case_1")].geometry.front().findings,
                         "compare.header_differs"));
}

// A 4D float file (3 channels, channel 0 background) is read by argmax; with a threshold above every
// value nothing is labelled. One sigmoid channel is thresholded to label 1.
void TestRunComparison::probabilityMaps()
{
    QTemporaryDir dir;
    const Volume truth = paint(organs());
    volume::VolumeList channels;
    for (int ch = 0; ch < 3; ++ch) {
        Volume v = Volume::allocate(volume::PixelType::Float32, grid()).value();
        const auto labels = truth.voxels<std::uint8_t>();
        auto out = v.voxels<float>();
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = labels[i] == ch ? 0.7f : 0.15f;
        channels.push_back(std::move(v));
    }
    const std::string probs = folder(dir, "probs/case.nii.gz");
    std::filesystem::create_directories(folder(dir, "probs"));
    QVERIFY(io::writeNifti(probs, channels).ok());

    Result<ReadPrediction> argmax = readPrediction({probs});
    QVERIFY(argmax.ok());
    QVERIFY(argmax->fromProbabilities);
    QCOMPARE(argmax->channels, 3);
    QCOMPARE(argmax->how, std::string("probabilities, 3 channels, argmax"));
    QVERIFY(argmax->labels.sameVoxels(truth));

    ReadOptions high;
    high.probability = ProbabilityMode::Threshold;
    high.threshold = 0.8;
    Result<ReadPrediction> none = readPrediction({probs}, high);
    QVERIFY(none.ok());
    QCOMPARE(volume::storedRange(none->labels).second, 0.0);
    high.threshold = 0.5;
    QVERIFY(readPrediction({probs}, high)->labels.sameVoxels(truth));

    Volume sigmoid = Volume::allocate(volume::PixelType::Float32, grid()).value();
    for (std::size_t i = 0; i < sigmoid.voxels<float>().size(); ++i)
        sigmoid.voxels<float>()[i] = truth.voxels<std::uint8_t>()[i] == 1 ? 0.55f : 0.45f;
    const std::string one = write(dir, "sigmoid/case.nii.gz", sigmoid);
    Result<ReadPrediction> thresholded = readPrediction({one});
    QVERIFY(thresholded.ok());
    QCOMPARE(thresholded->how, std::string("probabilities, 1 channel, threshold 0.5"));
    const Volume label1 = mapped(truth, [&](auto i, auto j, auto k) {
        return std::uint8_t(truth.voxels<std::uint8_t>()[std::size_t(truth.linearIndex(i, j, k))] == 1);
    });
    QVERIFY(thresholded->labels.sameVoxels(label1));

    // A float label map with whole values stays a label map (uint8 after reading).
    Volume floatLabels = Volume::allocate(volume::PixelType::Float32, grid()).value();
    for (std::size_t i = 0; i < floatLabels.voxels<float>().size(); ++i)
        floatLabels.voxels<float>()[i] = float(truth.voxels<std::uint8_t>()[i]);
    Result<ReadPrediction> whole = readPrediction({write(dir, "floats/case.nii.gz", floatLabels)});
    QVERIFY(whole.ok());
    QVERIFY(!whole->fromProbabilities);
    QCOMPARE(whole->labels.pixelType(), volume::PixelType::UInt8);
    QVERIFY(whole->labels.sameVoxels(truth));
}

// nnU-Net-style per-class files (case_1_0000 .. case_1_0002) in a run folder: one case, argmax.
void TestRunComparison::perClassProbabilityFiles()
{
    QTemporaryDir dir;
    for (int c = 1; c <= 2; ++c) {
        const Volume truth = paint(organs(c));
        write(dir, "truth/case_" + std::to_string(c) + ".nii.gz", truth);
        write(dir, "a/case_" + std::to_string(c) + ".nii.gz", truth);
        for (int ch = 0; ch < 3; ++ch) {
            Volume v = Volume::allocate(volume::PixelType::Float32, grid()).value();
            for (std::size_t i = 0; i < v.voxels<float>().size(); ++i)
                v.voxels<float>()[i] = truth.voxels<std::uint8_t>()[i] == ch ? 0.6f : 0.2f;
            write(dir, "p/case_" + std::to_string(c) + "_000" + std::to_string(ch) + ".nii.gz", v);
        }
    }
    const Comparison cmp = compared(dir, {"a", "p"}, true);
    QCOMPARE(cmp.cases.size(), std::size_t(2));
    for (const CaseComparison& c : cmp.cases) {
        QCOMPARE(c.inputs[1].paths.size(), std::size_t(3));
        QCOMPARE(c.inputs[1].how, std::string("probabilities, 3 channels, argmax"));
        QVERIFY(c.reliable);
        QCOMPARE(c.vsTruth[1].label(1)->dice, 1.0);
        QCOMPARE(c.vsTruth[1].label(2)->dice, 1.0);
    }
    QVERIFY(finding(cmp, "comparison.identical"));
}

void TestRunComparison::badProbabilityMaps()
{
    QTemporaryDir dir;
    Volume nan = Volume::allocate(volume::PixelType::Float32, grid()).value();
    std::fill(nan.voxels<float>().begin(), nan.voxels<float>().end(), 0.25f);
    nan.voxels<float>()[17] = std::numeric_limits<float>::quiet_NaN();
    Result<ReadPrediction> r = readPrediction({write(dir, "nan.nii.gz", nan)});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::Invalid);
    QVERIFY(r.error().message.find("NaN") != std::string::npos);

    // Per-class files on different grids.
    Geometry other = grid();
    other.spacing[2] = 3.0;
    Volume c0 = Volume::allocate(volume::PixelType::Float32, grid()).value();
    Volume c1 = Volume::allocate(volume::PixelType::Float32, other).value();
    std::fill(c0.voxels<float>().begin(), c0.voxels<float>().end(), 0.5f);
    std::fill(c1.voxels<float>().begin(), c1.voxels<float>().end(), 0.5f);
    r = readPrediction({write(dir, "c_0000.nii.gz", c0), write(dir, "c_0001.nii.gz", c1)});
    QVERIFY(!r.ok());
    QVERIFY(r.error().message.find("not on one grid") != std::string::npos);

    ReadOptions bad;
    bad.threshold = 1.5;
    QCOMPARE(readPrediction({write(dir, "ok.nii.gz", c0)}, bad).error().kind, ErrorKind::Invalid);
    QCOMPARE(readPrediction({}).error().kind, ErrorKind::Invalid);
}

// A case missing from run b and a truncated file in run a: both listed, the rest still measured.
void TestRunComparison::missingAndBrokenInputs()
{
    QTemporaryDir dir;
    for (int c = 1; c <= 3; ++c) {
        const std::string name = "case_" + std::to_string(c) + ".nii.gz";
        write(dir, "truth/" + name, paint(organs()));
        write(dir, "a/" + name, paint(organs()));
        if (c != 2)
            write(dir, "b/" + name, paint(organs()));
    }
    const std::string broken = folder(dir, "a/case_3.nii");
    std::filesystem::remove(folder(dir, "a/case_3.nii.gz"));
    {
        std::ofstream out(broken, std::ios::binary);
        out << std::string(200, '\0');
    }
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    QCOMPARE(cmp.cases.size(), std::size_t(3));
    const CaseComparison& missing = cmp.cases[caseIndex(cmp, "case_2")];
    QVERIFY(!missing.reliable);
    QCOMPARE(missing.inputs[1].error, std::string("no file for this case"));
    QVERIFY(!missing.vsTruth[1].computed);
    QVERIFY(missing.vsTruth[1].reason.find("has no file") != std::string::npos);
    QVERIFY(missing.vsTruth[0].computed);
    const CaseComparison& truncated = cmp.cases[caseIndex(cmp, "case_3")];
    QVERIFY(!truncated.reliable);
    QVERIFY(!truncated.inputs[0].error.empty());
    QVERIFY(hasFinding(truncated.findings, "compare.read_failed"));
    QVERIFY(truncated.vsTruth[1].computed); // b against the truth is still measured
    QVERIFY(finding(cmp, "compare.unmatched_case"));
    QVERIFY(finding(cmp, "compare.read_failed"));
    QVERIFY(cmp.cases[caseIndex(cmp, "case_1")].reliable);
}

void TestRunComparison::identicalRuns()
{
    QTemporaryDir dir;
    for (int c = 1; c <= 4; ++c) {
        write(dir, "a/case_" + std::to_string(c) + ".nii.gz", paint(organs(c % 2)));
        write(dir, "b/case_" + std::to_string(c) + "_pred.nii.gz", paint(organs(c % 2)));
    }
    const Comparison cmp = compared(dir, {"a", "b"}, false);
    QCOMPARE(cmp.cases.size(), std::size_t(4));
    const Finding* f = finding(cmp, "comparison.identical");
    QVERIFY(f);
    QVERIFY(!finding(cmp, "comparison.boundary_only"));
    QVERIFY(!finding(cmp, "comparison.beyond_boundary"));
    QVERIFY(!finding(cmp, "comparison.within_variance"));
    QVERIFY(!finding(cmp, "comparison.systematic_cases"));
    QVERIFY(cmp.runs.empty() && cmp.pairs.empty());
    QCOMPARE(cmp.agreementSummary("a", "b", 2, Metric::Dice)->summary.mean, 1.0);
}

// Run b grows label 1 by one voxel on one face in every case (what a device difference does to a
// boundary): Hausdorff 1 mm, at most two voxels.
void TestRunComparison::boundaryOnly()
{
    QTemporaryDir dir;
    std::vector<Box> grown = organs();
    grown[0].hi[0] += 1;
    writeRuns(dir, 4, false, [&](int) { return paint(grown); });
    const Comparison cmp = compared(dir, {"a", "b"}, false);
    const Finding* f = finding(cmp, "comparison.boundary_only");
    QVERIFY(f);
    QCOMPARE(f->measurement("largest Hausdorff distance")->value, 1.0);
    QCOMPARE(f->measurement("differing voxels")->value, double(4 * 12 * 10));
    QVERIFY(!finding(cmp, "comparison.identical"));
    QVERIFY(!finding(cmp, "comparison.beyond_boundary"));
}

// Run b writes label 1 as 2 and 2 as 1: a swap between the runs and against the truth.
void TestRunComparison::labelSwap()
{
    QTemporaryDir dir;
    std::vector<Box> swapped = organs();
    std::swap(swapped[0].label, swapped[1].label);
    writeRuns(dir, 3, true, [&](int) { return paint(swapped); });
    ComparisonOptions options;
    options.labelNames = {{1, "liver"}, {2, "kidney"}};
    const Comparison cmp = compared(dir, {"a", "b"}, true, options);
    std::vector<const Finding*> swaps;
    for (const Finding& f : cmp.findings)
        if (f.code == "comparison.label_swap")
            swaps.push_back(&f);
    QCOMPARE(swaps.size(), std::size_t(2)); // a vs b, and b vs the truth
    QVERIFY(swaps[0]->message.find("liver of run 'a' is kidney of run 'b' in 100% of its voxels") !=
            std::string::npos);
    QVERIFY(swaps[1]->message.find("run 'b' differ from the truth's") != std::string::npos);
    QCOMPARE(swaps[0]->evidence.size(), std::size_t(2));
    // Each case of run b is named a relabelling, with its Dice before and after.
    const Finding* remapped = finding(cmp, "compare.labels_remapped");
    QVERIFY(remapped);
    QVERIFY2(
        remapped->message.find("uses other class indices (labels 1 and 2 swapped): undoing that raises the "
                               "mean per-label Dice from 0.00 to 1.00") != std::string::npos,
        remapped->message.c_str());
}

// Eight cases; run b moves label 1 by 6 voxels in case_5 only: one case carries the difference.
void TestRunComparison::systematicCase()
{
    QTemporaryDir dir;
    writeRuns(dir, 8, true, [](int c) { return paint(organs(c == 5 ? 6 : 0)); });
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const Finding* f = finding(cmp, "comparison.systematic_cases");
    QVERIFY(f);
    QCOMPARE(f->evidence.size(), std::size_t(1));
    QVERIFY(f->evidence.front().starts_with("case_5: Dice difference -0.250"));
    QVERIFY(!finding(cmp, "comparison.within_variance"));
    QVERIFY(cmp.cases[caseIndex(cmp, "case_5")].reliable); // a bad prediction, not a misplaced one
    QCOMPARE(cmp.cases[cmp.disagreementOrder.front()].key, std::string("case_5"));
}

// Ten cases; run b moves label 1 by one voxel in every case: Dice 11/12 against a's 1 throughout, so
// a is better with a Wilcoxon p far below 0.05 (ten equal negative differences: z = -2.8, two-sided
// normal approximation with ties, as scipy computes it).
void TestRunComparison::significantDifference()
{
    QTemporaryDir dir;
    writeRuns(dir, 10, true, [](int) { return paint(organs(1)); });
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const PairSummary* dice = cmp.pairSummary("a", "b", 1, Metric::Dice);
    QVERIFY(dice);
    QCOMPARE(dice->verdict, Verdict::ABetter);
    QVERIFY(std::abs(dice->comparison.meanDifference - (22.0 / 24.0 - 1.0)) < 1e-12);
    QVERIFY(dice->comparison.wilcoxon.pValue < 0.01);
    const PairSummary* hd = cmp.pairSummary("a", "b", 1, Metric::HD95);
    QCOMPARE(hd->verdict, Verdict::ABetter); // lower distances are better
    QCOMPARE(cmp.pairSummary("a", "b", 2, Metric::Dice)->verdict, Verdict::NoSignificantDifference);
    const Finding* f = finding(cmp, "comparison.significant_difference");
    QVERIFY(f);
    QVERIFY2(
        f->message.starts_with("Run 'a' is better than run 'b' on Dice for label 1 in most cases: median "
                               "difference (b - a) -0.083, mean -0.083"),
        f->message.c_str());
    QVERIFY(f->message.find("the mean disagrees") == std::string::npos);
    QVERIFY(!cmp.pairSummary("a", "b", 1, Metric::VolumeDifference)); // no better side
    QVERIFY(cmp.pairSummary("a", "b", 1, Metric::AbsVolumeDifference));
    QVERIFY(!finding(cmp, "comparison.within_variance"));
    QVERIFY(!finding(cmp, "comparison.systematic_cases"));
}

// Twenty cases: run b is perfect where a is one voxel off (18 cases, Dice 1 against 11/12), and keeps only a
// 2 x 2 x 2 voxel corner of label 1 where a is perfect (2 cases, Dice 16/1448). The signed-rank test counts
// cases: b better (W- = 39 of 210, p = 0.014); the mean weighs them: (18 / 12 - 2 * 1432 / 1448) / 20 < 0.
// Every view of the verdict says the mean disagrees.
void TestRunComparison::meanDisagreesWithTheVerdict()
{
    QTemporaryDir dir;
    for (int c = 1; c <= 20; ++c) {
        const std::string name = "case_" + std::to_string(c) + ".nii.gz";
        write(dir, "truth/" + name, paint(organs()));
        write(dir, "a/" + name, paint(c <= 18 ? organs(1) : organs()));
        std::vector<Box> b = organs();
        if (c > 18)
            b[0].hi = {b[0].lo[0] + 2, b[0].lo[1] + 2, b[0].lo[2] + 2};
        write(dir, "b/" + name, paint(b));
    }
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const PairSummary* dice = cmp.pairSummary("a", "b", 1, Metric::Dice);
    QVERIFY(dice);
    QCOMPARE(dice->verdict, Verdict::BBetter);
    const double expectedMean = (18.0 / 12.0 - 2.0 * (1.0 - 16.0 / 1448.0)) / 20.0;
    QVERIFY2(std::abs(dice->comparison.meanDifference - expectedMean) < 1e-9,
             std::to_string(dice->comparison.meanDifference).c_str());
    QVERIFY2(
        dice->headline.find("; the mean disagrees: b - a -0.024, a few cases are much better for run 'a'") !=
            std::string::npos,
        dice->headline.c_str());
    QVERIFY2(dice->comparableLine.find("the mean disagrees") != std::string::npos,
             dice->comparableLine.c_str());
    const Finding* f = finding(cmp, "comparison.significant_difference");
    QVERIFY(f);
    QVERIFY2(f->message.find("the mean disagrees") != std::string::npos, f->message.c_str());
    // Label 2 is the same in both runs: no verdict, no caveat.
    QVERIFY(cmp.pairSummary("a", "b", 2, Metric::Dice)->headline.find("disagrees") == std::string::npos);
}

// Without truth: run b moves label 1 by 5 or 6 voxels in every case (beyond the boundary), evenly:
// differences spread over all cases, none an outlier.
void TestRunComparison::withinVariance()
{
    QTemporaryDir dir;
    writeRuns(dir, 8, false, [](int c) { return paint(organs(5 + c % 2)); });
    const Comparison cmp = compared(dir, {"a", "b"}, false);
    QVERIFY(finding(cmp, "comparison.within_variance"));
    QVERIFY(!finding(cmp, "comparison.systematic_cases"));
    QVERIFY(!finding(cmp, "comparison.boundary_only"));
    // Label 1 moved by 5 or 6 mm (x spacing 1 mm), beyond the 2 mm a boundary flip moves on this grid.
    const Finding* beyond = finding(cmp, "comparison.beyond_boundary");
    QVERIFY(beyond);
    QCOMPARE(beyond->evidence.size(), std::size_t(8));
    QCOMPARE(beyond->measurement("largest Hausdorff distance")->value, 6.0);
    QVERIFY2(beyond->message.find("in case_1, label 1's Hausdorff distance between them is 6.0 mm") !=
                 std::string::npos,
             beyond->message.c_str());
    // Between-run Dice of label 1: 2 * 7 / 24 or 2 * 6 / 24.
    const AgreementSummary* s = cmp.agreementSummary("a", "b", 1, Metric::Dice);
    QCOMPARE(s->summary.min, 12.0 / 24.0);
    QCOMPARE(s->summary.max, 14.0 / 24.0);
}

// One run and the truth (a plain evaluation): no pairs, its worst case first (case_3 moved by 4 voxels:
// label-1 Dice 16/24, mean over both labels 5/6; case_2 by 2: 20/24, mean 11/12).
void TestRunComparison::oneRunAgainstTheTruth()
{
    QTemporaryDir dir;
    writeRuns(dir, 3, true, [](int c) { return paint(organs(2 * (c - 1))); });
    std::filesystem::remove_all(folder(dir, "a"));
    const Comparison cmp = compared(dir, {"b"}, true);
    QCOMPARE(cmp.table.runNames, std::vector<std::string>{"b"});
    QVERIFY(cmp.pairs.empty() && cmp.agreement.empty());
    QCOMPARE(cmp.cases[cmp.disagreementOrder[0]].key, std::string("case_3"));
    QCOMPARE(cmp.cases[cmp.disagreementOrder[1]].key, std::string("case_2"));
    QCOMPARE(cmp.cases[caseIndex(cmp, "case_3")].vsTruth[0].label(1)->dice, 16.0 / 24.0);
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->summary.median, 20.0 / 24.0);
}

void TestRunComparison::readCaseGivesTheLabelMaps()
{
    QTemporaryDir dir;
    write(dir, "truth/case_1.nii.gz", paint(organs()));
    write(dir, "a/case_1.nii.gz", paint(organs(1)));
    write(dir, "b/case_2.nii.gz", paint(organs()));
    const Result<CaseTable> table =
        matchCases({{"a", folder(dir, "a")}, {"b", folder(dir, "b")}}, folder(dir, "truth"));
    QVERIFY(table.ok());
    const CaseVolumes v = readCase(*table, 0);
    QCOMPARE(v.labels.size(), std::size_t(3));
    QVERIFY(v.labels[0] && v.labels[0]->sameVoxels(paint(organs(1))));
    QVERIFY(!v.labels[1]);
    QCOMPARE(v.errors[1], std::string("no file for this case"));
    QVERIFY(v.labels[2] && v.labels[2]->sameVoxels(paint(organs())));
    QVERIFY(readCase(*table, 99).labels.empty());
}

// The comparison takes the labels' counts and boxes from its pair pass; segmentationMetrics on the same
// two maps takes them from a pass of its own: the numbers must be the same. Labels that fill whole rows
// (a pass's stretch of one value then spans rows), label values past 255 (int32 maps), a label in one
// map only.
void TestRunComparison::pairMetricsEqualTheMetricsOfThePair()
{
    QTemporaryDir dir;
    const Geometry g = grid();
    // Slices k0..k1-1 from x = 25 in row j0 - 1 on, through row 29: one stretch from mid-row per slice.
    const auto slab = [&](int label, std::int64_t k0, std::int64_t k1, std::int64_t j0) {
        return std::vector<Box>{{label, {25, j0 - 1, k0}, {g.size[0], j0, k1}},
                                {label, {0, j0, k0}, {g.size[0], g.size[1] - 2, k1}}};
    };
    const auto with = [](std::vector<Box> boxes, const std::vector<Box>& more) {
        boxes.insert(boxes.end(), more.begin(), more.end());
        return boxes;
    };
    write(dir, "truth/case_1.nii.gz", paint(with(slab(3, 2, 6, 4), {{1, {5, 5, 9}, {20, 18, 20}}})));
    write(dir, "a/case_1.nii.gz", paint(with(slab(3, 2, 7, 3), {{1, {6, 5, 9}, {21, 19, 19}}})));
    write(dir, "b/case_1.nii.gz",
          paint(with(slab(3, 1, 6, 4), {{1, {5, 4, 10}, {19, 18, 20}}, {2, {30, 3, 3}, {33, 6, 5}}})));
    // The same shapes with labels past 255: int32 maps (labels 300, 1000 and 7 stand for 1, 2 and 3).
    const auto wide = [&](const std::vector<Box>& boxes) {
        Volume v = Volume::allocate(volume::PixelType::Int32, g).value();
        std::fill(v.voxels<std::int32_t>().begin(), v.voxels<std::int32_t>().end(), 0);
        const std::int32_t values[4] = {0, 300, 1000, 7};
        for (const Box& b : boxes)
            for (std::int64_t k = b.lo[2]; k < b.hi[2]; ++k)
                for (std::int64_t j = b.lo[1]; j < b.hi[1]; ++j)
                    for (std::int64_t i = b.lo[0]; i < b.hi[0]; ++i)
                        v.voxels<std::int32_t>()[std::size_t(v.linearIndex(i, j, k))] = values[b.label];
        return v;
    };
    write(dir, "truth/case_2.nii.gz", wide(with(slab(1, 3, 8, 2), {{2, {4, 4, 10}, {12, 14, 18}}})));
    write(dir, "a/case_2.nii.gz", wide(with(slab(1, 3, 9, 2), {{2, {5, 4, 10}, {12, 15, 18}}})));
    write(dir, "b/case_2.nii.gz", wide(with(slab(1, 2, 8, 3), {{3, {4, 4, 10}, {12, 14, 18}}})));
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    QCOMPARE(cmp.cases.size(), std::size_t(2));
    int pairs = 0;
    for (std::size_t row = 0; row < cmp.cases.size(); ++row) {
        const CaseVolumes v = readCase(cmp.table, row);
        QCOMPARE(v.labels.size(), std::size_t(3)); // a, b, the truth
        const CaseComparison& c = cmp.cases[row];
        const std::vector<std::pair<const PairMetrics*, std::pair<std::size_t, std::size_t>>> measured{
            {&c.vsTruth[0], {2, 0}}, {&c.vsTruth[1], {2, 1}}, {c.betweenMetrics(0, 1), {0, 1}}};
        for (const auto& [pair, maps] : measured) {
            QVERIFY(pair && pair->computed);
            MetricsOptions options;
            options.nsdToleranceMm = cmp.options.nsdToleranceMm;
            for (const LabelMetrics& m : pair->metrics.labels)
                options.labels.push_back(m.label);
            const auto own = segmentationMetrics(*v.labels[maps.first], *v.labels[maps.second], options);
            QVERIFY(own.ok());
            QCOMPARE(pair->metrics, *own);
            ++pairs;
        }
    }
    QCOMPARE(pairs, 6);
}

void TestRunComparison::invalidOptions()
{
    CaseTable table;
    table.runNames = {"a", "b"};
    ComparisonOptions o;
    o.nsdToleranceMm = -1;
    QCOMPARE(compareRuns(table, o).error().kind, ErrorKind::Invalid);
    o = {};
    o.alpha = 1.0;
    QCOMPARE(compareRuns(table, o).error().kind, ErrorKind::Invalid);
    o = {};
    o.read.threshold = 0.0;
    QCOMPARE(compareRuns(table, o).error().kind, ErrorKind::Invalid);
    // No cases: an empty comparison, not an error.
    const Result<Comparison> empty = compareRuns(table);
    QVERIFY(empty.ok());
    QVERIFY(empty->cases.empty());
    // Cancelled from the progress callback.
    QTemporaryDir dir;
    write(dir, "a/case_1.nii.gz", paint(organs()));
    write(dir, "b/case_1.nii.gz", paint(organs()));
    const Result<Comparison> cancelled =
        compareRuns({{"a", folder(dir, "a")}, {"b", folder(dir, "b")}}, {}, {},
                    Progress([](double, const std::string&) { return false; }));
    QCOMPARE(cancelled.error().kind, ErrorKind::Cancelled);
}

// The summary texts go into files (JSON, CSV, reports): a German locale must not turn 0.875 into 0,875.
void TestRunComparison::germanLocaleIsIrrelevant()
{
    QTemporaryDir dir;
    writeRuns(dir, 10, true, [](int) { return paint(organs(1)); });
    SCANSLEUTH_GERMAN_LOCALE(german);
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const Finding* f = finding(cmp, "comparison.significant_difference");
    QVERIFY(f);
    QVERIFY2(f->message.find("-0.083") != std::string::npos, f->message.c_str());
}

QTEST_GUILESS_MAIN(TestRunComparison)
#include "tst_runcomparison.moc"
