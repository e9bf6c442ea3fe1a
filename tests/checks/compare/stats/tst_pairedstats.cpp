// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Paired statistics of two runs: summaries against hand values, the Wilcoxon signed-rank test against
// scipy 1.10.1 (values computed once in Python and written here; the test does not call Python), the
// bootstrap interval's coverage and determinism, the verdict and the ranking.
#include "compare/stats/comparestatsjson.h"
#include "compare/stats/pairedstats.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace scansleuth;
using namespace scansleuth::compare;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

// The example of scipy.stats.wilcoxon's documentation (after Cohen 1988 / Fisher): 15 differences, no ties.
const std::vector<double> kScipyExample = {6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75};

// 30 differences with ties and two zeros: the normal approximation path.
const std::vector<double> kTied = {1, 2,  2, 3,  -1, 4,  4,  4,  -2, 5,  0,  6,  -3, 7,  7,
                                   8, -4, 9, 10, 10, -5, 11, 12, 0,  13, -6, 14, 15, 15, -7};

bool near(double x, double y, double tolerance = 1e-12)
{
    return std::abs(x - y) <= tolerance * std::max(1.0, std::abs(y));
}

} // namespace

class TestPairedStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void summaryMatchesHandValues()
    {
        // numpy: mean 0.42, median 0.4, std(ddof=1) 0.31144823004794875, percentile 25/75: 0.2, 0.5.
        const std::vector<double> values = {0.1, 0.5, NAN, 0.2, 0.9, INFINITY, 0.4};
        const Summary s = summarize(values);
        QCOMPARE(s.n, 5);
        QCOMPARE(s.missing, 2);
        QVERIFY(near(s.mean, 0.42));
        QVERIFY(near(s.median, 0.4));
        QVERIFY(near(s.std, 0.31144823004794875));
        QVERIFY(near(s.q1, 0.2));
        QVERIFY(near(s.q3, 0.5));
        QVERIFY(near(s.iqr, 0.3));
        QCOMPARE(s.min, 0.1);
        QCOMPARE(s.max, 0.9);
    }

    void summaryOfNothingIsUndefined()
    {
        const Summary s = summarize(std::vector<double>{NAN});
        QCOMPARE(s.n, 0);
        QCOMPARE(s.missing, 1);
        QVERIFY(std::isnan(s.mean) && std::isnan(s.median) && std::isnan(s.std));
        const Summary one = summarize(std::vector<double>{3.0});
        QCOMPARE(one.median, 3.0);
        QVERIFY(std::isnan(one.std));
    }

    void wilcoxon_data()
    {
        QTest::addColumn<std::vector<double>>("differences");
        QTest::addColumn<bool>("correction");
        QTest::addColumn<int>("method");
        QTest::addColumn<double>("statistic");
        QTest::addColumn<double>("p");

        // scipy.stats.wilcoxon(d) -> statistic 24.0, pvalue 0.041259765625 (exact; the brief's
        // 0.04125976562499999 is the same value before rounding in an older scipy).
        QTest::addRow("scipy documentation example, exact")
            << kScipyExample << true << int(WilcoxonMethod::Exact) << 24.0 << 0.041259765625;
        // The mirror image gives the same two-sided p.
        std::vector<double> mirrored = kScipyExample;
        for (double& d : mirrored)
            d = -d;
        QTest::addRow("mirrored example, exact")
            << mirrored << true << int(WilcoxonMethod::Exact) << 24.0 << 0.041259765625;
        // Hand check: n = 3 all positive: W+ = 6, P(W+ >= 6) = 1/8, two-sided 0.25.
        QTest::addRow("three positives, exact")
            << std::vector<double>{1, 2, 3} << true << int(WilcoxonMethod::Exact) << 0.0 << 0.25;
        // scipy.stats.wilcoxon(kTied, correction=True, method="approx"): statistic 65.5,
        // pvalue 0.0017955718014362255 (zstatistic -3.122114351923489). Zeros dropped: n = 28,
        // mean 203, tie-corrected sd sqrt((28*29*57 - 0.5*sum(t^3 - t)) / 24).
        QTest::addRow("ties and zeros, normal with continuity correction")
            << kTied << true << int(WilcoxonMethod::Normal) << 65.5 << 0.0017955718014362255;
        // Same with correction=False (scipy's default): pvalue 0.0017272966262840994.
        QTest::addRow("ties and zeros, normal without continuity correction")
            << kTied << false << int(WilcoxonMethod::Normal) << 65.5 << 0.0017272966262840994;
    }

    void wilcoxon()
    {
        QFETCH(std::vector<double>, differences);
        QFETCH(bool, correction);
        QFETCH(int, method);
        QFETCH(double, statistic);
        QFETCH(double, p);
        WilcoxonOptions options;
        options.continuityCorrection = correction;
        const WilcoxonResult r = wilcoxonSignedRank(differences, options);
        QCOMPARE(int(r.method), method);
        QCOMPARE(r.statistic, statistic);
        QVERIFY2(near(r.pValue, p, 1e-9), qPrintable(QString::number(r.pValue, 'g', 17)));
    }

    void wilcoxonCountsDroppedZeros()
    {
        const WilcoxonResult r = wilcoxonSignedRank(kTied);
        QCOMPARE(r.zeros, 2);
        QCOMPARE(r.n, 28);
        QVERIFY(near(r.z, -3.122114351923489, 1e-9));
        const WilcoxonResult none = wilcoxonSignedRank(std::vector<double>{0, 0});
        QCOMPARE(none.method, WilcoxonMethod::None);
        QVERIFY(std::isnan(none.pValue));
    }

    void largeUntiedSampleUsesNormalApproximation()
    {
        std::vector<double> d;
        for (int i = 1; i <= 26; ++i)
            d.push_back(i % 3 == 0 ? -i : i);
        QCOMPARE(wilcoxonSignedRank(d).method, WilcoxonMethod::Normal);
        d.pop_back();
        QCOMPARE(wilcoxonSignedRank(d).method, WilcoxonMethod::Exact);
    }

    void bootstrapCoversTheTrueMeanAndIsDeterministic()
    {
        // 200 values of a uniform grid on [0, 1) shuffled by a fixed rule: true mean 0.4975.
        std::vector<double> values;
        for (int i = 0; i < 200; ++i)
            values.push_back(double((i * 37) % 200) / 200.0);
        const Interval ci = bootstrapMeanInterval(values);
        QVERIFY(ci.low < 0.4975 && 0.4975 < ci.high);
        // The standard error is 0.2887 / sqrt(200) = 0.0204: a 95% interval about 0.08 wide.
        QVERIFY(ci.high - ci.low > 0.06 && ci.high - ci.low < 0.10);
        QCOMPARE(bootstrapMeanInterval(values), ci);
        BootstrapOptions other;
        other.seed = 7;
        QVERIFY(!(bootstrapMeanInterval(values, other) == ci));
    }

    void bootstrapBitsArePinned()
    {
        // Computed once by this implementation (xoshiro256**, seed 0x5ca55e1e7, 10000 resamples). Only
        // integer arithmetic, + and / run, so every IEEE platform must produce these exact doubles.
        const Interval ci = bootstrapMeanInterval(kScipyExample);
        // Mean of the 15 differences 314 / 15 = 20.93, standard error about 9: plausible bounds.
        QVERIFY2(ci.low == 1.7983333333333482, qPrintable(QString::number(ci.low, 'g', 17)));
        QVERIFY2(ci.high == 38.333333333333336, qPrintable(QString::number(ci.high, 'g', 17)));
    }

    void bootstrapOfConstantIsThatConstant()
    {
        const Interval ci = bootstrapMeanInterval(std::vector<double>(10, 0.25));
        QCOMPARE(ci.low, 0.25);
        QCOMPARE(ci.high, 0.25);
        QVERIFY(std::isnan(bootstrapMeanInterval({}).low));
    }

    void comparePairedExcludesMissingPairs()
    {
        const std::vector<double> a = {0.80, 0.70, NAN, 0.60, 0.90};
        const std::vector<double> b = {0.85, 0.72, 0.50, INFINITY, 0.91};
        const Result<PairedComparison> c = comparePaired(a, b);
        QVERIFY(c.ok());
        QCOMPARE(c->pairs, 3);
        QCOMPARE(c->excludedPairs, 2);
        QCOMPARE(c->a.n, 4);
        QCOMPARE(c->b.n, 4);
        QCOMPARE(c->b.missing, 1);
        QVERIFY(near(c->meanDifference, (0.05 + 0.02 + 0.01) / 3, 1e-9));
        QVERIFY(near(c->medianDifference, 0.02, 1e-9));
        QCOMPARE(c->wilcoxon.method, WilcoxonMethod::Exact);
        QVERIFY(near(c->wilcoxon.pValue, 0.25));
        QVERIFY(c->meanDifferenceInterval.low >= 0.01 - 1e-12);
        QVERIFY(c->meanDifferenceInterval.high <= 0.05 + 1e-12);
    }

    void comparePairedRejectsDifferentCaseCounts()
    {
        const Result<PairedComparison> c = comparePaired(std::vector<double>{1, 2}, std::vector<double>{1});
        QVERIFY(!c.ok());
        QCOMPARE(c.error().kind, ErrorKind::Invalid);
        QVERIFY(c.error().message.find("same cases") != std::string::npos);
    }

    void verdict_data()
    {
        QTest::addColumn<double>("shift");
        QTest::addColumn<bool>("higherIsBetter");
        QTest::addColumn<QString>("expected");
        QTest::addRow("B higher Dice") << 1.0 << true << "B better";
        QTest::addRow("B higher distance") << 1.0 << false << "A better";
        QTest::addRow("B lower Dice") << -1.0 << true << "A better";
        QTest::addRow("B lower distance") << -1.0 << false << "B better";
        QTest::addRow("no shift") << 0.0 << true << "no significant difference";
    }

    void verdict()
    {
        QFETCH(double, shift);
        QFETCH(bool, higherIsBetter);
        QFETCH(QString, expected);
        // B = A + shift * (scipy example): significant (p = 0.041) whenever shift != 0.
        std::vector<double> a(kScipyExample.size(), 100.0);
        std::vector<double> b = a;
        for (std::size_t i = 0; i < b.size(); ++i)
            b[i] += shift * kScipyExample[i];
        const Result<PairedComparison> c = comparePaired(a, b);
        QVERIFY(c.ok());
        QCOMPARE(QString::fromLatin1(verdictName(compare::verdict(*c, higherIsBetter))), expected);
    }

    void rankingSortsByMagnitude()
    {
        const std::vector<double> a = {0.5, 0.5, NAN, 0.5, 0.5};
        const std::vector<double> b = {0.6, 0.2, 0.9, 0.4, 0.7};
        const auto ranked = rankByAbsoluteDifference(a, b);
        QVERIFY(ranked.ok());
        QCOMPARE(ranked->size(), std::size_t(4));
        QCOMPARE((*ranked)[0].index, std::size_t(1)); // -0.3
        QCOMPARE((*ranked)[1].index, std::size_t(4)); // +0.2
        QCOMPARE((*ranked)[2].index, std::size_t(0)); // +0.1 before -0.1: input order
        QCOMPARE((*ranked)[3].index, std::size_t(3));
    }

    void jsonWritesNullForUndefinedNumbers()
    {
        const Result<PairedComparison> c = comparePaired(std::vector<double>{NAN}, std::vector<double>{1.0});
        QVERIFY(c.ok());
        const nlohmann::json j = pairedComparisonToJson(*c);
        QVERIFY(j["a"]["mean"].is_null());
        QCOMPARE(j["b"]["mean"].get<double>(), 1.0);
        QCOMPARE(j["excluded_pairs"].get<int>(), 1);
        QVERIFY(j["wilcoxon"]["p_value"].is_null());
        QCOMPARE(j["wilcoxon"]["method"].get<std::string>(), std::string("none"));
        const std::string text = j.dump();
        QVERIFY(text.find("nan") == std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestPairedStats)
#include "tst_pairedstats.moc"
