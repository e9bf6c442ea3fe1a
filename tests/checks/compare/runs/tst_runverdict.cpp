// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The run comparison's verdict counts each run's failures (issue 19, item 4): a missing, unreadable,
// misplaced or other-grid prediction is that run's failure, scored as the worst value (Dice 0, distances
// at the grid's diagonal) in the headline over all cases; the comparable cases are the second line; only
// a case whose truth is unusable is left out. Oracles: the boxes' known construction (Dice 11/12 for a
// 12-voxel box moved by one voxel, the diagonal of a 40 x 32 x 24 grid of 1 x 1.2 x 2 mm).
#include "compare/runs/runcomparison.h"

#include "runfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

using namespace scansleuth;
using namespace scansleuth::compare;
using namespace scansleuth::runfixture;

namespace {

// sqrt(40^2 + (32 * 1.2)^2 + (24 * 2)^2) mm; NIfTI stores 1.2 as float32.
double diagonalMm()
{
    const double y = 32.0 * double(1.2f);
    return std::sqrt(40.0 * 40.0 + y * y + 48.0 * 48.0);
}

void writeGarbage(const QTemporaryDir& dir, const std::string& relative)
{
    std::ofstream out(folder(dir, relative), std::ios::binary);
    out << std::string(200, '\0');
}

// A coarser grid (2 mm in x) over the same extent: never measured against the truth.
Volume onAnotherGrid()
{
    Geometry coarse = grid();
    coarse.size[0] = 20;
    coarse.spacing[0] = 2.0;
    coarse.origin[0] = -19.5;
    return paint({{1, {1, 8, 6}, {7, 20, 16}}}, coarse);
}

// Label 1 of run a is one voxel off along x in every case (Dice 11/12, HD95 1 mm); run b is exact on
// cases 1 .. `comparable`. What run b does on the rest: `failure(case)` writes it (or nothing: missing).
void writeCases(const QTemporaryDir& dir, int cases, int comparable,
                const std::function<void(int, const std::string&)>& failure)
{
    for (int c = 1; c <= cases; ++c) {
        const std::string name = "case_" + std::to_string(c) + ".nii.gz";
        write(dir, "truth/" + name, paint(organs()));
        write(dir, "a/" + name, paint(organs(1)));
        if (c <= comparable)
            write(dir, "b/" + name, paint(organs()));
        else
            failure(c, name);
    }
}

Volume mirroredX(const Volume& v)
{
    return mapped(v, [&](auto i, auto j, auto k) {
        return v.voxels<std::uint8_t>()[std::size_t(v.linearIndex(39 - i, j, k))];
    });
}

} // namespace

class TestRunVerdict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void failuresAreCountedAndScoredWorst();
    void verdictShift_data();
    void verdictShift();
    void failureReasons_data();
    void failureReasons();
    void emptyPredictionDistanceAtTheCap();
    void unusableTruthIsTheOnlyCaseLeftOut();
    void withoutTruthAFailureIsNoAgreement();
};

// 15 cases: b exact on 12 (a is one voxel off: b slightly better), then missing, unreadable, on another
// grid. Over all 15, b's three Dice-0 cases outweigh its small gains: W+ = 78 (twelve ranks of 6.5),
// W- = 42 (ranks 13-15), no significant difference, mean (12 * 1/12 - 3 * 11/12) / 15 = -7/60.
void TestRunVerdict::failuresAreCountedAndScoredWorst()
{
    QTemporaryDir dir;
    writeCases(dir, 15, 12, [&](int c, const std::string& name) {
        if (c == 14)
            writeGarbage(dir, "b/" + name);
        else if (c == 15)
            write(dir, "b/" + name, onAnotherGrid());
    });
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    QCOMPARE(cmp.cases.size(), std::size_t(15));

    // Per case: which run failed and why.
    const CaseComparison& missing = cmp.cases[caseIndex(cmp, "case_13")];
    const CaseComparison& unreadable = cmp.cases[caseIndex(cmp, "case_14")];
    const CaseComparison& other = cmp.cases[caseIndex(cmp, "case_15")];
    QCOMPARE(missing.failures[1].kind, FailureKind::Missing);
    QCOMPARE(unreadable.failures[1].kind, FailureKind::Unreadable);
    QCOMPARE(other.failures[1].kind, FailureKind::OtherGrid);
    for (const CaseComparison* c : {&missing, &unreadable, &other}) {
        QVERIFY(!c->failed(0));
        QVERIFY(!c->reliable);
        QVERIFY(c->truthUsable);
    }
    QVERIFY(!cmp.cases[caseIndex(cmp, "case_1")].failed(1));

    // The failure counts.
    const RunFailures* fb = cmp.failuresOf("b");
    QVERIFY(fb);
    QCOMPARE(fb->cases, std::int64_t(15));
    QCOMPARE(fb->failed, std::int64_t(3));
    QCOMPARE(fb->words(), std::string("b failed 3 of 15: 1 another grid, 1 missing, 1 unreadable"));
    QCOMPARE(cmp.failuresOf("a")->failed, std::int64_t(0));
    QCOMPARE(cmp.failuresOf("a")->words(), std::string("a failed none of 15"));

    // Dice 0 for the failures: b's mean over all 15 is 12/15, over the 12 comparable 1.
    const RunSummary* dice = cmp.runSummary("b", 1, Metric::Dice);
    QCOMPARE(dice->summary.n, std::int64_t(15));
    QVERIFY(std::abs(dice->summary.mean - 12.0 / 15.0) < 1e-12);
    QCOMPARE(dice->summary.min, 0.0);
    QCOMPARE(dice->comparable.n, std::int64_t(12));
    QCOMPARE(dice->comparable.mean, 1.0);
    QVERIFY(std::abs(cmp.runSummary("a", 1, Metric::Dice)->summary.mean - 22.0 / 24.0) < 1e-12);
    // Distances at the cap, the grid's diagonal: b's HD95 is 0 on 12 cases, the cap on 3.
    QVERIFY(std::abs(missing.distanceCapMm - diagonalMm()) < 1e-4);
    QVERIFY(std::abs(scoredVsTruth(missing, 1, 1, Metric::HD95) - diagonalMm()) < 1e-4);
    QVERIFY(std::abs(scoredVsTruth(other, 1, 2, Metric::ASSD) - diagonalMm()) < 1e-4);
    QCOMPARE(scoredVsTruth(unreadable, 1, 1, Metric::NSD), 0.0);
    QVERIFY(std::isnan(scoredVsTruth(missing, 1, 1, Metric::VolumeDifference))); // not measurable
    QVERIFY(std::isnan(comparableVsTruth(missing, 1, 1, Metric::Dice)));
    const RunSummary* hd95 = cmp.runSummary("b", 1, Metric::HD95);
    QCOMPARE(hd95->summary.n, std::int64_t(15));
    QVERIFY(std::abs(hd95->summary.max - diagonalMm()) < 1e-4);
    QVERIFY(std::abs(hd95->summary.mean - 3.0 * diagonalMm() / 15.0) < 1e-4);
    QCOMPARE(hd95->comparable.max, 0.0);

    // The verdicts: over all cases not b better; on the comparable cases b better.
    const PairSummary* p = cmp.pairSummary("a", "b", 1, Metric::Dice);
    QVERIFY(p);
    QCOMPARE(p->comparison.pairs, std::int64_t(15));
    QVERIFY(std::abs(p->comparison.meanDifference - (-7.0 / 60.0)) < 1e-12);
    QCOMPARE(p->verdict, Verdict::NoSignificantDifference);
    QCOMPARE(p->comparable.pairs, std::int64_t(12));
    QVERIFY(std::abs(p->comparable.meanDifference - 1.0 / 12.0) < 1e-12);
    QCOMPARE(p->comparableVerdict, Verdict::BBetter);
    QCOMPARE(p->shift, VerdictShift::Weakened);
    QVERIFY2(
        p->headline.starts_with("b better on 12 comparable cases, but b failed 3 of 15: 1 another grid, 1 "
                                "missing, 1 unreadable; over all 15 cases no significant difference (Dice, "
                                "label 1: mean b - a -0.117"),
        p->headline.c_str());
    QVERIFY2(p->comparableLine.starts_with("On the 12 comparable cases (neither run failed): b better than a "
                                           "(Dice, label 1: mean b - a +0.083"),
             p->comparableLine.c_str());

    // The findings: b's failures named, the changed verdict, and no "b is better" over all cases.
    const Finding* failures = findFinding(cmp.findings, "comparison.run_failures");
    QVERIFY(failures);
    QVERIFY2(failures->message.starts_with(
                 "Run 'b' failed 3 of 15 cases: 1 another grid, 1 missing, 1 unreadable"),
             failures->message.c_str());
    QCOMPARE(failures->evidence.size(), std::size_t(3));
    QVERIFY(failures->evidence[0].starts_with("case_13: missing"));
    QVERIFY(hasFinding(cmp.findings, "comparison.failures_change_verdict"));
    for (const Finding& f : cmp.findings)
        QVERIFY2(f.code != "comparison.significant_difference" ||
                     f.message.find("'b' is better") == std::string::npos,
                 f.message.c_str());
    QVERIFY(!hasFinding(cmp.findings, "comparison.within_variance"));
}

// How the verdict over all cases relates to the comparable cases' one, by construction (run b exact on
// the first `comparable` cases, a one voxel off; on the rest b is missing, or a is missing).
void TestRunVerdict::verdictShift_data()
{
    QTest::addColumn<int>("cases");
    QTest::addColumn<int>("comparable");
    QTest::addColumn<bool>("aFails"); // the failing run: a (its files removed) or b
    QTest::addColumn<int>("verdict");
    QTest::addColumn<int>("comparableVerdict");
    QTest::addColumn<int>("shift");
    QTest::addColumn<QString>("headline");
    // 8 comparable cases, b better on each (exact p = 2 / 2^8), no failure.
    QTest::addRow("no failures: the same verdict")
        << 8 << 8 << false << int(Verdict::BBetter) << int(Verdict::BBetter) << int(VerdictShift::Same)
        << "b better than a on all 8 cases (Dice, label 1: mean b - a +0.083";
    // 6 comparable (+1/12, ranks 1-6: W+ 21) and 10 Dice-0 failures of b (-11/12, ranks 7-16: W- 115):
    // z = (115 - 68) / sqrt(374) = 2.4, a better over all 16.
    QTest::addRow("b's failures reverse it")
        << 16 << 6 << false << int(Verdict::ABetter) << int(Verdict::BBetter) << int(VerdictShift::Reversed)
        << "b better on 6 comparable cases, but b failed 10 of 16: 10 missing; over all 16 cases a better "
           "than "
           "b: the failures reverse the verdict";
    // b exact on 8, a missing on 8 more: b better on the comparable cases and more so over all.
    QTest::addRow("a's failures: the same verdict, said with them")
        << 16 << 8 << true << int(Verdict::BBetter) << int(Verdict::BBetter) << int(VerdictShift::Same)
        << "b better than a over all 16 cases and on the 8 comparable cases; a failed 8 of 16: 8 missing";
}

void TestRunVerdict::verdictShift()
{
    QFETCH(int, cases);
    QFETCH(int, comparable);
    QFETCH(bool, aFails);
    QTemporaryDir dir;
    writeCases(dir, cases, comparable, [&](int, const std::string& name) {
        if (aFails) {
            write(dir, "b/" + name, paint(organs()));
            std::filesystem::remove(folder(dir, "a/" + name));
        }
    });
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const PairSummary* p = cmp.pairSummary("a", "b", 1, Metric::Dice);
    QVERIFY(p);
    QFETCH(int, verdict);
    QFETCH(int, comparableVerdict);
    QFETCH(int, shift);
    QCOMPARE(int(p->verdict), verdict);
    QCOMPARE(int(p->comparableVerdict), comparableVerdict);
    QCOMPARE(int(p->shift), shift);
    QFETCH(QString, headline);
    QVERIFY2(p->headline.starts_with(headline.toStdString()), p->headline.c_str());
    // The finding for this label and metric (label 2 is exact in both runs: a's failures decide it there).
    const bool changed = std::any_of(cmp.findings.begin(), cmp.findings.end(), [](const Finding& f) {
        return f.code == "comparison.failures_change_verdict" && f.evidence.size() >= 2 &&
               f.evidence[0] == "metric: dice" && f.evidence[1] == "label: 1";
    });
    QCOMPARE(changed, p->shift != VerdictShift::Same);
}

// The short reason of a named cause, as the headline counts it.
void TestRunVerdict::failureReasons_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("reason");
    QTest::addRow("mirrored on the truth's grid") << int(FailureKind::NamedCause) << "mirrored";
    QTest::addRow("another grid") << int(FailureKind::OtherGrid) << "another grid";
}

void TestRunVerdict::failureReasons()
{
    QFETCH(int, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    writeCases(dir, 3, 2, [&](int, const std::string& name) {
        write(dir, "b/" + name,
              FailureKind(kind) == FailureKind::NamedCause ? mirroredX(paint(organs())) : onAnotherGrid());
    });
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const CaseComparison& c = cmp.cases[caseIndex(cmp, "case_3")];
    QCOMPARE(int(c.failures[1].kind), kind);
    QCOMPARE(QString::fromStdString(c.failures[1].reason), reason);
    QCOMPARE(QString::fromStdString(cmp.failuresOf("b")->words()),
             QStringLiteral("b failed 1 of 3: 1 %1").arg(reason));
    // A misplaced prediction on the grid is measured, but scored as a failure: Dice 0, not its overlap.
    if (FailureKind(kind) == FailureKind::NamedCause) {
        QVERIFY(c.vsTruth[1].computed);
        QCOMPARE(scoredVsTruth(c, 1, 1, Metric::Dice), 0.0);
        QCOMPARE(scoredVsTruth(c, 1, 1, Metric::AbsVolumeDifference),
                 std::abs(c.vsTruth[1].label(1)->volumeDifferenceMl)); // volumes as measured
    }
}

// A delivered prediction without a label the truth has: Dice 0 as measured, its infinite distances at
// the cap over all cases, and counted as missing in the comparable-case summary.
void TestRunVerdict::emptyPredictionDistanceAtTheCap()
{
    QTemporaryDir dir;
    writeCases(dir, 3, 2, [&](int, const std::string& name) {
        write(dir, "b/" + name, paint(std::vector<Box>{organs()[0]})); // label 1 only
    });
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const CaseComparison& c = cmp.cases[caseIndex(cmp, "case_3")];
    QVERIFY(!c.failed(1));
    QVERIFY(c.reliable);
    QCOMPARE(scoredVsTruth(c, 1, 2, Metric::Dice), 0.0);
    QVERIFY(std::isinf(comparableVsTruth(c, 1, 2, Metric::HD95)));
    QVERIFY(std::abs(scoredVsTruth(c, 1, 2, Metric::HD95) - diagonalMm()) < 1e-4);
    const RunSummary* s = cmp.runSummary("b", 2, Metric::HD95);
    QCOMPARE(s->summary.n, std::int64_t(3));
    QCOMPARE(s->comparable.n, std::int64_t(2));
    QCOMPARE(s->comparable.missing, std::int64_t(1));
}

// A case without a truth file is the only one left out: counted nowhere, listed in truthUnusable.
void TestRunVerdict::unusableTruthIsTheOnlyCaseLeftOut()
{
    QTemporaryDir dir;
    writeCases(dir, 4, 3, [&](int, const std::string& name) {
        write(dir, "b/" + name, paint(organs()));
        std::filesystem::remove(folder(dir, "truth/" + name));
    });
    const Comparison cmp = compared(dir, {"a", "b"}, true);
    const CaseComparison& c = cmp.cases[caseIndex(cmp, "case_4")];
    QVERIFY(!c.truthUsable);
    QVERIFY(!c.failed(0) && !c.failed(1));
    QVERIFY(std::isnan(scoredVsTruth(c, 1, 1, Metric::Dice)));
    QCOMPARE(cmp.truthUnusable, (std::vector<std::string>{"case_4"}));
    QCOMPARE(cmp.failuresOf("b")->cases, std::int64_t(3));
    QCOMPARE(cmp.runSummary("b", 1, Metric::Dice)->summary.n, std::int64_t(3));
    QCOMPARE(cmp.pairSummary("a", "b", 1, Metric::Dice)->comparison.pairs, std::int64_t(3));
}

// Run against run: the reference is the first run read; b's missing case and its case on another grid are
// its failures, scored as no agreement (Dice 0, distances at a's grid diagonal) over all cases.
void TestRunVerdict::withoutTruthAFailureIsNoAgreement()
{
    QTemporaryDir dir;
    for (int c = 1; c <= 4; ++c) {
        const std::string name = "case_" + std::to_string(c) + ".nii.gz";
        write(dir, "a/" + name, paint(organs()));
        if (c <= 2)
            write(dir, "b/" + name, paint(organs()));
        else if (c == 4)
            write(dir, "b/" + name, onAnotherGrid());
    }
    const Comparison cmp = compared(dir, {"a", "b"}, false);
    QCOMPARE(cmp.failuresOf("b")->words(), std::string("b failed 2 of 4: 1 another grid, 1 missing"));
    QCOMPARE(cmp.failuresOf("a")->failed, std::int64_t(0));
    const AgreementSummary* dice = cmp.agreementSummary("a", "b", 1, Metric::Dice);
    QCOMPARE(dice->summary.n, std::int64_t(4));
    QCOMPARE(dice->summary.mean, 0.5); // 1, 1, 0, 0
    QCOMPARE(dice->comparable.n, std::int64_t(2));
    QCOMPARE(dice->comparable.mean, 1.0);
    const AgreementSummary* hd = cmp.agreementSummary("a", "b", 1, Metric::HD95);
    QVERIFY(std::abs(hd->summary.max - diagonalMm()) < 1e-4);
    QVERIFY(cmp.pairs.empty()); // no truth: no better run
}

QTEST_GUILESS_MAIN(TestRunVerdict)
#include "tst_runverdict.moc"
