// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "widgets/compare/boxplotwidget.h"

#include <QImage>
#include <QTest>

#include <cmath>
#include <limits>

using namespace scansleuth;
using widgets::BoxGeometry;
using widgets::BoxPlotWidget;

class TestBoxPlotWidget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quartilesAndWhiskers_data();
    void quartilesAndWhiskers();
    void nonFiniteValuesAreCountedNotDrawn();
    void theYAxisIsTheReports_data();
    void theYAxisIsTheReports();
    void geometryMapsValuesToPixels();
    void paintsTheBoxWhereTheGeometrySays();
};

void TestBoxPlotWidget::quartilesAndWhiskers_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<double>("q1");
    QTest::addColumn<double>("median");
    QTest::addColumn<double>("q3");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<std::vector<double>>("outliers");
    // numpy.percentile([1,2,3,4,100], [25,50,75]) = 2, 3, 4; fences 2 - 3 = -1 and 4 + 3 = 7.
    QTest::addRow("one outlier") << std::vector<double>{100, 3, 1, 4, 2} << 2.0 << 3.0 << 4.0 << 1.0 << 4.0
                                 << std::vector<double>{100};
    // [1,2,3,4]: 1.75, 2.5, 3.25; no outlier, whiskers at the extremes.
    QTest::addRow("even count") << std::vector<double>{4, 3, 2, 1} << 1.75 << 2.5 << 3.25 << 1.0 << 4.0
                                << std::vector<double>{};
    // [0.1, 0.8, 0.82, 0.85, 0.9]: q1 .8, median .82, q3 .85, IQR .05: fence .725 -> 0.1 is an outlier.
    QTest::addRow("low outlier") << std::vector<double>{0.9, 0.85, 0.82, 0.8, 0.1} << 0.8 << 0.82 << 0.85
                                 << 0.8 << 0.9 << std::vector<double>{0.1};
    QTest::addRow("one value") << std::vector<double>{0.5} << 0.5 << 0.5 << 0.5 << 0.5 << 0.5
                               << std::vector<double>{};
}

// The boxes drawn are the report's Tukey boxes (report::boxStats), checked against numpy here.
void TestBoxPlotWidget::quartilesAndWhiskers()
{
    QFETCH(std::vector<double>, values);
    QFETCH(double, q1);
    QFETCH(double, median);
    QFETCH(double, q3);
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(std::vector<double>, outliers);
    BoxPlotWidget plot;
    plot.setData(QStringLiteral("Dice"), {QStringLiteral("A")}, {{QStringLiteral("liver"), 0, values}});
    const report::BoxStats& s = plot.statsOf(0);
    QCOMPARE(s.n, values.size());
    QCOMPARE(s.missing, std::size_t(0));
    QVERIFY(qFuzzyCompare(s.q1, q1));
    QVERIFY(qFuzzyCompare(s.median, median));
    QVERIFY(qFuzzyCompare(s.q3, q3));
    QCOMPARE(s.whiskerLow, low);
    QCOMPARE(s.whiskerHigh, high);
    QCOMPARE(s.outliers, outliers);
}

void TestBoxPlotWidget::nonFiniteValuesAreCountedNotDrawn()
{
    const double inf = std::numeric_limits<double>::infinity(),
                 nan = std::numeric_limits<double>::quiet_NaN();
    BoxPlotWidget plot;
    plot.setData(QStringLiteral("HD95"), {QStringLiteral("A"), QStringLiteral("B")},
                 {{QStringLiteral("liver"), 0, {1, nan, 2, inf, 3}}, {QStringLiteral("liver"), 1, {nan}}});
    const report::BoxStats& s = plot.statsOf(0);
    QCOMPARE(s.n, std::size_t(3));
    QCOMPARE(s.missing, std::size_t(2));
    QCOMPARE(s.median, 2.0);
    QCOMPARE(s.whiskerHigh, 3.0);
    QCOMPARE(plot.statsOf(1).n, std::size_t(0));
    QVERIFY(std::isnan(plot.statsOf(1).median));
    // The axis spans the finite values only.
    QCOMPARE(plot.rangeLow(), 1.0);
    QCOMPARE(plot.rangeHigh(), 3.0);
    QVERIFY(!plot.grab().isNull()); // the empty box is left out, without a crash
}

// The y axis is the report's (report::linearScale): the values' range widened to ticks of 1, 2 or 5
// times a power of ten, about five of them. Worked by hand: 0.2..0.9 spans 0.7, a fifth is 0.14, whose
// nice step is 0.1.
void TestBoxPlotWidget::theYAxisIsTheReports_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<double>("step");
    QTest::addRow("Dice") << std::vector<double>{0.2, 0.4, 0.5, 0.6, 0.8, 0.9} << 0.2 << 0.9 << 0.1;
    // 3.2..47.5: 44.3 / 5 = 8.86 -> 10: from 0 to 50.
    QTest::addRow("HD95 in mm") << std::vector<double>{3.2, 12.0, 47.5} << 0.0 << 50.0 << 10.0;
    // -12..7: 19 / 5 = 3.8 -> 5: -15..10.
    QTest::addRow("volume difference") << std::vector<double>{-12, 0, 7} << -15.0 << 10.0 << 5.0;
    // One value: 10 % around it, 0.45..0.55: 0.02 steps.
    QTest::addRow("one value") << std::vector<double>{0.5} << 0.44 << 0.56 << 0.02;
}

void TestBoxPlotWidget::theYAxisIsTheReports()
{
    QFETCH(std::vector<double>, values);
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(double, step);
    BoxPlotWidget plot;
    plot.setData(QStringLiteral("Dice"), {QStringLiteral("A")}, {{QStringLiteral("liver"), 0, values}});
    QVERIFY2(std::abs(plot.rangeLow() - low) < 1e-9, qPrintable(QString::number(plot.rangeLow())));
    QVERIFY2(std::abs(plot.rangeHigh() - high) < 1e-9, qPrintable(QString::number(plot.rangeHigh())));
    const std::vector<double>& ticks = plot.axis().ticks;
    QCOMPARE(ticks.size(), static_cast<std::size_t>(std::lround((high - low) / step)) + 1);
    for (std::size_t i = 0; i < ticks.size(); ++i)
        QVERIFY(std::abs(ticks[i] - (low + static_cast<double>(i) * step)) < 1e-9);
}

void TestBoxPlotWidget::geometryMapsValuesToPixels()
{
    const report::BoxStats s = report::boxStats({1, 2, 3, 4, 100});
    // Plot 200 x 100 at (10, 20); values 0..100: one value unit is one pixel, bottom at y = 120.
    const BoxGeometry g = widgets::boxGeometry(s, QRectF(10, 20, 200, 100), 0, 100, 1, 4);
    QCOMPARE(g.centreX, 85.0); // slot 1 of 4 (50 px wide): 10 + 1.5 * 50
    QCOMPARE(g.left, 70.0);    // 60 % of the slot: 30 px
    QCOMPARE(g.right, 100.0);
    QCOMPARE(g.yQ1, 118.0);
    QCOMPARE(g.yMedian, 117.0);
    QCOMPARE(g.yQ3, 116.0);
    QCOMPARE(g.yWhiskerLow, 119.0);
    QCOMPARE(g.yWhiskerHigh, 116.0);
    QCOMPARE(g.yOutliers, std::vector<double>{20.0});
}

void TestBoxPlotWidget::paintsTheBoxWhereTheGeometrySays()
{
    BoxPlotWidget plot;
    plot.resize(400, 300);
    std::vector<BoxPlotWidget::Box> boxes = {{QStringLiteral("liver"), 0, {0.2, 0.4, 0.5, 0.6, 0.8}},
                                             {QStringLiteral("liver"), 1, {0.7, 0.75, 0.8, 0.85, 0.9}}};
    plot.setData(QStringLiteral("Dice"), {QStringLiteral("A"), QStringLiteral("B")}, boxes);
    QCOMPARE(plot.slotCount(), 2);
    const QImage image = plot.grab().toImage();
    const QRectF r = plot.plotRect();
    for (std::size_t i = 0; i < 2; ++i) {
        const BoxGeometry g = widgets::boxGeometry(plot.statsOf(i), r, plot.rangeLow(), plot.rangeHigh(),
                                                   plot.slotOf(i), plot.slotCount());
        // Inside the box, between the median and Q3: the group's colour over the background.
        const QColor inside =
            image.pixelColor(QPoint(static_cast<int>(g.centreX), static_cast<int>((g.yMedian + g.yQ3) / 2)));
        const QColor group = BoxPlotWidget::groupColour(plot.boxes()[i].group);
        const QColor background = plot.palette().base().color();
        QVERIFY2(std::abs(inside.hue() - group.hue()) <= 8, qPrintable(inside.name()));
        QVERIFY(inside != background);
        // Outside the whiskers (above the top one), the background.
        const QColor above =
            image.pixelColor(QPoint(static_cast<int>(g.centreX), static_cast<int>(g.yWhiskerHigh) - 6));
        QCOMPARE(above, background);
    }
}

QTEST_MAIN(TestBoxPlotWidget)
#include "tst_boxplotwidget.moc"
