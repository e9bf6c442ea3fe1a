// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "support/comparisonfixture.h"
#include "widgets/compare/boxplotwidget.h"
#include "widgets/compare/casetablemodel.h"
#include "widgets/compare/comparisonview.h"
#include "widgets/compare/scatterwidget.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::testing;
using widgets::ComparisonView;

namespace {
// Runs A and B against the truth, labels 1 and 2; case_3 lacks B (unmatched) and is unreliable.
std::shared_ptr<const compare::Comparison> comparison()
{
    const std::vector<std::string> runs = {"A", "B"};
    auto c1 = caseOf("case_1", runs, true);
    c1.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.9), labelMetrics(2, 0.4)}),
                  pairMetrics("truth", "B", {labelMetrics(1, 0.8), labelMetrics(2, 0.5)})};
    auto c2 = caseOf("case_2", runs, true);
    c2.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.5), labelMetrics(2, 0.6)}),
                  pairMetrics("truth", "B", {labelMetrics(1, 0.95), labelMetrics(2, 0.7)})};
    auto c3 = caseOf("case_3", runs, true);
    c3.inputs[1].paths.clear();
    c3.reliable = false;
    c3.failures = {{}, {compare::FailureKind::Missing, "missing", "no file for this case"}};
    c3.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.7), labelMetrics(2, 0.8)}),
                  notComputed("truth", "B", "missing")};
    compare::Comparison c = comparisonOf(runs, true, {c1, c2, c3}, {1, 2});
    c.options.labelNames = {{1, "liver"}, {2, "tumour"}};
    c.table.unmatched = {{"B", {"case_3"}}};
    compare::resummarise(c); // core's summaries and verdicts, as compareRuns makes them
    return std::make_shared<const compare::Comparison>(std::move(c));
}
} // namespace

class TestComparisonView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void init();
    void cleanup();
    void showsEveryCaseAndNamesTheUnmatched();
    void scatterClickSelectsTheCase();
    void tableSelectionAsksForTheCase();
    void boxPlotHasABoxPerRunAndLabel();
    void labelAndMetricSelectorsDriveTheTable();
    void verdictLineIsCoresHeadline();

private:
    ComparisonView* m_view = nullptr;
};

void TestComparisonView::init()
{
    m_view = new ComparisonView;
    m_view->resize(1400, 800);
    m_view->setComparison(comparison());
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestComparisonView::cleanup()
{
    delete m_view;
}

void TestComparisonView::showsEveryCaseAndNamesTheUnmatched()
{
    QCOMPARE(m_view->model()->rowCount(), 3);
    QLabel* unmatched = nullptr;
    for (QLabel* label : m_view->findChildren<QLabel*>())
        if (label->text().startsWith(QStringLiteral("Unmatched")))
            unmatched = label;
    QVERIFY(unmatched);
    QVERIFY(unmatched->isVisible());
    QVERIFY(unmatched->text().contains(QStringLiteral("missing in B: case_3")));
}

void TestComparisonView::scatterClickSelectsTheCase()
{
    QSignalSpy spy(m_view, &ComparisonView::caseRequested);
    widgets::ScatterWidget* scatter = m_view->scatter();
    // case_1 is the point (A .9, B .8); case_3 has no B value and is not drawn.
    QCOMPARE(scatter->points().size(), std::size_t{2});
    const widgets::ScatterWidget::Point* case1 = nullptr;
    for (const auto& p : scatter->points())
        if (p.key == QStringLiteral("case_1"))
            case1 = &p;
    QVERIFY(case1);
    QTest::mouseClick(scatter, Qt::LeftButton, {}, scatter->positionOf(*case1).toPoint());
    QVERIFY(spy.count() >= 1);
    QCOMPARE(spy.back().front().value<std::size_t>(), std::size_t{0});
    const QModelIndex current = m_view->table()->currentIndex();
    QCOMPARE(m_view->model()->data(m_view->model()->index(current.row(), 0)).toString(),
             QStringLiteral("case_1"));
}

void TestComparisonView::tableSelectionAsksForTheCase()
{
    QSignalSpy spy(m_view, &ComparisonView::caseRequested);
    QVERIFY(m_view->selectCase(QStringLiteral("case_3")));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.front().front().value<std::size_t>(), std::size_t{2});
    QVERIFY(!m_view->selectCase(QStringLiteral("case_99")));
}

void TestComparisonView::boxPlotHasABoxPerRunAndLabel()
{
    const auto& boxes = m_view->boxPlot()->boxes();
    QCOMPARE(boxes.size(), std::size_t{4}); // liver A, liver B, tumour A, tumour B
    QCOMPARE(boxes[0].label, QStringLiteral("liver"));
    QCOMPARE(boxes[3].label, QStringLiteral("tumour"));
    // Every case as core scores it: B's missing case_3 is its failure, Dice 0.
    QCOMPARE(boxes[0].values, (std::vector<double>{0.9, 0.5, 0.7}));
    QCOMPARE(boxes[3].values, (std::vector<double>{0.5, 0.7, 0.0}));
}

// The verdict line is core's headline (all cases, B's failure counted) and its comparable-case line.
void TestComparisonView::verdictLineIsCoresHeadline()
{
    const compare::Comparison& c = *m_view->comparison();
    const compare::PairSummary* s = c.pairSummary("A", "B", 1, compare::Metric::Dice);
    QVERIFY(s);
    QVERIFY2(s->headline.find("B failed 1 of 3: 1 missing") != std::string::npos, s->headline.c_str());
    QLabel* verdict = nullptr;
    for (QLabel* label : m_view->findChildren<QLabel*>())
        if (label->text().contains(QStringLiteral("comparable cases")))
            verdict = label;
    QVERIFY(verdict);
    QVERIFY(verdict->text().contains(QString::fromStdString(s->headline).toHtmlEscaped()));
    QVERIFY(verdict->text().contains(QString::fromStdString(s->comparableLine).toHtmlEscaped()));
}

void TestComparisonView::labelAndMetricSelectorsDriveTheTable()
{
    auto* labels = m_view->findChild<QComboBox*>(QStringLiteral("labelSelector"));
    auto* metrics = m_view->findChild<QComboBox*>(QStringLiteral("metricSelector"));
    QVERIFY(labels && metrics);
    QCOMPARE(labels->currentText(), QStringLiteral("liver"));
    m_view->setLabel(2);
    QCOMPARE(m_view->model()->label(), std::int64_t{2});
    // Tumour Dice of A: .4, .6, .8: worst first.
    QCOMPARE(m_view->model()->data(m_view->model()->index(0, 0)).toString(), QStringLiteral("case_1"));
    m_view->setMetric(compare::Metric::HD95);
    QCOMPARE(metrics->currentText(), QString::fromUtf8(compare::metricTitle(compare::Metric::HD95)));
    QVERIFY(m_view->model()
                ->headerData(1, Qt::Horizontal)
                .toString()
                .contains(QString::fromUtf8(compare::metricTitle(compare::Metric::HD95))));
}

QTEST_MAIN(TestComparisonView)
#include "tst_comparisonview.moc"
