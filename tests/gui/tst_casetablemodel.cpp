// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "support/comparisonfixture.h"
#include "widgets/compare/casetablemodel.h"
#include "widgets/compare/summarystrip.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::testing;
using widgets::CaseTableModel;

namespace {
// Runs A and B against the truth, label 1. Dice: case_1 A .9 B .8; case_2 A .5 B .95; case_3 A .7, B
// missing (B's failure: not comparable); case_10 A .6 B .6 with B's HD95 infinite. The summaries are core's
// (compare::resummarise), as compareRuns makes them.
std::shared_ptr<const compare::Comparison> withTruth()
{
    const std::vector<std::string> runs = {"A", "B"};
    auto c1 = caseOf("case_1", runs, true);
    c1.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.9, 2.0)}),
                  pairMetrics("truth", "B", {labelMetrics(1, 0.8, 3.0)})};
    auto c2 = caseOf("case_2", runs, true);
    c2.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.5, 5.0)}),
                  pairMetrics("truth", "B", {labelMetrics(1, 0.95, 1.0)})};
    auto c3 = caseOf("case_3", runs, true);
    c3.inputs[1].paths.clear();
    c3.reliable = false;
    c3.failures = {{}, {compare::FailureKind::Missing, "missing", "no file for this case"}};
    c3.findings.push_back(finding("compare.read_failed", Severity::Error, "B has no file for case_3."));
    c3.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.7, 4.0)}),
                  notComputed("truth", "B", "missing")};
    auto c10 = caseOf("case_10", runs, true);
    c10.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.6, 6.0)}),
                   pairMetrics("truth", "B", {labelMetrics(1, 0.6, kInf)})};
    compare::Comparison c = comparisonOf(runs, true, {c1, c2, c3, c10}, {1});
    compare::resummarise(c);
    return std::make_shared<const compare::Comparison>(std::move(c));
}

QStringList keysInOrder(const CaseTableModel& model)
{
    QStringList keys;
    for (int r = 0; r < model.rowCount(); ++r)
        keys << model.data(model.index(r, 0)).toString();
    return keys;
}

} // namespace

class TestCaseTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void passesTheModelTester();
    void columnsWithTruth();
    void columnsWithoutTruthArePairs();
    void defaultSortIsTheLargestDifferenceFirst();
    void sortsEachColumnWorstFirst_data();
    void sortsEachColumnWorstFirst();
    void nonFiniteValuesShowAsDashAndSortLast();
    void unmatchedAndUnreliableCasesAreShown();
    void summaryStripUsesReliableFiniteValues();
    void followsTheSelectedLabel();
};

void TestCaseTableModel::passesTheModelTester()
{
    CaseTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setComparison(withTruth());
    model.sort(2, Qt::DescendingOrder);
    model.setMetric(compare::Metric::HD95);
    model.setComparison(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestCaseTableModel::columnsWithTruth()
{
    CaseTableModel model;
    model.setComparison(withTruth());
    // Case, A Dice, B Dice, B - A, status.
    QCOMPARE(model.columnCount(), 5);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("A Dice"));
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("B Dice"));
    QCOMPARE(model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("Δ B − A"));
    QCOMPARE(model.headerData(4, Qt::Horizontal).toString(), QStringLiteral("Status"));
}

void TestCaseTableModel::columnsWithoutTruthArePairs()
{
    const std::vector<std::string> runs = {"A", "B", "C"};
    auto c = caseOf("case_1", runs, false);
    c.between = {pairMetrics("A", "B", {labelMetrics(1, 0.7)}), pairMetrics("A", "C", {labelMetrics(1, 0.8)}),
                 pairMetrics("B", "C", {labelMetrics(1, 0.9)})};
    CaseTableModel model;
    model.setComparison(std::make_shared<const compare::Comparison>(comparisonOf(runs, false, {c}, {1})));
    QCOMPARE(model.columnCount(), 5); // case, A-B, A-C, B-C, status
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("A vs B Dice"));
    QCOMPARE(model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("B vs C Dice"));
    QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("0.700"));
    QCOMPARE(model.data(model.index(0, 2)).toString(), QStringLiteral("0.800"));
    QCOMPARE(model.data(model.index(0, 3)).toString(), QStringLiteral("0.900"));
}

void TestCaseTableModel::defaultSortIsTheLargestDifferenceFirst()
{
    CaseTableModel model;
    model.setComparison(withTruth());
    QCOMPARE(model.sortColumn(), 3); // case, A Dice, B Dice, B - A, status
    QCOMPARE(model.sortOrder(), Qt::AscendingOrder);
    // B - A: case_1 -0.1, case_2 +0.45, case_3 missing, case_10 0: the largest |difference| first.
    QCOMPARE(keysInOrder(model), (QStringList{"case_2", "case_1", "case_10", "case_3"}));
    model.sort(1, Qt::AscendingOrder); // A's Dice worst first: .5, .6, .7, .9
    QCOMPARE(keysInOrder(model), (QStringList{"case_2", "case_10", "case_3", "case_1"}));
}

void TestCaseTableModel::sortsEachColumnWorstFirst_data()
{
    QTest::addColumn<int>("metric");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("order");
    QTest::addColumn<QStringList>("keys");
    const int dice = static_cast<int>(compare::Metric::Dice), hd95 = static_cast<int>(compare::Metric::HD95);
    // B's Dice: .8, .95, missing, .6; missing last.
    QTest::addRow("B Dice worst first")
        << dice << 2 << int(Qt::AscendingOrder) << QStringList{"case_10", "case_1", "case_2", "case_3"};
    QTest::addRow("B Dice best first")
        << dice << 2 << int(Qt::DescendingOrder) << QStringList{"case_2", "case_1", "case_10", "case_3"};
    // B - A: -.1, +.45, missing, 0: the largest magnitude first.
    QTest::addRow("difference largest first")
        << dice << 3 << int(Qt::AscendingOrder) << QStringList{"case_2", "case_1", "case_10", "case_3"};
    QTest::addRow("difference smallest first")
        << dice << 3 << int(Qt::DescendingOrder) << QStringList{"case_10", "case_1", "case_2", "case_3"};
    // A's HD95: 2, 5, 4, 6 mm: the largest distance is the worst.
    QTest::addRow("A HD95 worst first")
        << hd95 << 1 << int(Qt::AscendingOrder) << QStringList{"case_10", "case_2", "case_3", "case_1"};
    // B's HD95: 3, 1, missing, infinite: both non-finite last, in case order.
    QTest::addRow("B HD95 worst first")
        << hd95 << 2 << int(Qt::AscendingOrder) << QStringList{"case_1", "case_2", "case_3", "case_10"};
    QTest::addRow("case natural order")
        << dice << 0 << int(Qt::AscendingOrder) << QStringList{"case_1", "case_2", "case_3", "case_10"};
    QTest::addRow("status unreliable first")
        << dice << 4 << int(Qt::AscendingOrder) << QStringList{"case_3", "case_1", "case_2", "case_10"};
}

void TestCaseTableModel::sortsEachColumnWorstFirst()
{
    QFETCH(int, metric);
    QFETCH(int, column);
    QFETCH(int, order);
    QFETCH(QStringList, keys);
    CaseTableModel model;
    model.setComparison(withTruth());
    model.setMetric(static_cast<compare::Metric>(metric));
    model.sort(column, static_cast<Qt::SortOrder>(order));
    QCOMPARE(keysInOrder(model), keys);
}

void TestCaseTableModel::nonFiniteValuesShowAsDashAndSortLast()
{
    CaseTableModel model;
    model.setComparison(withTruth());
    model.setMetric(compare::Metric::HD95);
    model.sort(2, Qt::DescendingOrder); // best first: still the non-finite values last
    QCOMPARE(keysInOrder(model), (QStringList{"case_2", "case_1", "case_3", "case_10"}));
    const int infinite = model.rowOfCase(3);
    QCOMPARE(model.data(model.index(infinite, 2)).toString(), QStringLiteral("—"));
    QVERIFY(std::isinf(model.data(model.index(infinite, 2), CaseTableModel::ValueRole).toDouble()));
    QVERIFY(model.data(model.index(infinite, 2), Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Infinite")));
    const int missing = model.rowOfCase(2);
    QCOMPARE(model.data(model.index(missing, 2)).toString(), QStringLiteral("—"));
    QCOMPARE(model.data(model.index(missing, 3)).toString(), QStringLiteral("—"));
    for (int r = 0; r < model.rowCount(); ++r)
        for (int c = 0; c < model.columnCount(); ++c)
            QVERIFY(!model.data(model.index(r, c))
                         .toString()
                         .contains(QStringLiteral("nan"), Qt::CaseInsensitive));
    QCOMPARE(model.data(model.index(model.rowOfCase(0), 1)).toString(), QStringLiteral("2.00"));
}

void TestCaseTableModel::unmatchedAndUnreliableCasesAreShown()
{
    CaseTableModel model;
    model.setComparison(withTruth());
    QCOMPARE(model.rowCount(), 4);
    const int row = model.rowOfCase(2);
    const int status = model.columnCount() - 1;
    QCOMPARE(model.data(model.index(row, status)).toString(), QStringLiteral("missing in B"));
    QVERIFY(model.data(model.index(row, 0), Qt::ForegroundRole).isValid());
    QVERIFY(model.data(model.index(row, 0), Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("B has no file")));
    QCOMPARE(model.data(model.index(model.rowOfCase(0), status)).toString(), QStringLiteral("OK"));
    QVERIFY(!model.data(model.index(model.rowOfCase(0), 0), Qt::ForegroundRole).isValid());
}

void TestCaseTableModel::summaryStripUsesReliableFiniteValues()
{
    CaseTableModel model;
    model.setComparison(withTruth());
    // A's Dice over the reliable cases case_1, case_2, case_10: .9, .5, .6 (case_3 is unreliable).
    const std::vector<double> a = model.reliableValues(model.columns()[1]);
    QCOMPARE(a, (std::vector<double>{0.9, 0.5, 0.6}));
    widgets::SummaryStrip strip(&model);
    strip.refresh();
    // The strip shows core's summaries: A over all four cases (.9, .5, .7, .6; A did not fail case_3) ...
    QCOMPARE(strip.item(0, 1)->text(), QStringLiteral("0.675")); // mean
    QCOMPARE(strip.item(1, 1)->text(), QStringLiteral("0.650")); // median
    QCOMPARE(strip.item(2, 1)->text(), QStringLiteral("0.175")); // IQR: q3 .75 - q1 .575
    QCOMPARE(strip.item(3, 1)->text(), QStringLiteral("4"));
    // ... and over the comparable cases case_1, case_2, case_10.
    QCOMPARE(strip.item(4, 1)->text(), QStringLiteral("0.667"));
    QCOMPARE(strip.item(5, 1)->text(), QStringLiteral("3"));
    // B's missing case_3 is its failure, Dice 0: .8, .95, 0, .6 over all cases.
    QCOMPARE(strip.item(3, 2)->text(), QStringLiteral("4"));
    QCOMPARE(strip.item(4, 2)->text(), QStringLiteral("0.783")); // comparable: (.8 + .95 + .6) / 3
    QCOMPARE(strip.item(0, 4)->text(), QStringLiteral("B failed 1 of 4: 1 missing"));
    QCOMPARE(strip.item(5, 4)->text(), QStringLiteral("3 of 4 comparable"));
    // B - A: over all cases -.1, +.45, -.7, 0 (mean -.0875); over the comparable ones -.1, +.45, 0.
    QCOMPARE(strip.item(3, 3)->text(), QStringLiteral("4"));
    QCOMPARE(strip.item(4, 3)->text(), QStringLiteral("0.117"));
    QVERIFY(strip.item(0, 3)->text().startsWith(QStringLiteral("-0.08")));
}

void TestCaseTableModel::followsTheSelectedLabel()
{
    const std::vector<std::string> runs = {"A", "B"};
    auto c1 = caseOf("case_1", runs, true);
    c1.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.9), labelMetrics(2, 0.1)}),
                  pairMetrics("truth", "B", {labelMetrics(1, 0.8), labelMetrics(2, 0.6)})};
    auto c2 = caseOf("case_2", runs, true);
    c2.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.5), labelMetrics(2, 0.3)}),
                  pairMetrics("truth", "B", {labelMetrics(1, 0.95), labelMetrics(2, 0.4)})};
    CaseTableModel model;
    model.setComparison(
        std::make_shared<const compare::Comparison>(comparisonOf(runs, true, {c1, c2}, {1, 2})));
    QCOMPARE(model.label(), std::int64_t{1});
    QCOMPARE(keysInOrder(model), (QStringList{"case_2", "case_1"}));
    model.setLabel(2);
    QCOMPARE(keysInOrder(model), (QStringList{"case_1", "case_2"}));
    QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("0.100"));
}

QTEST_MAIN(TestCaseTableModel)
#include "tst_casetablemodel.moc"
