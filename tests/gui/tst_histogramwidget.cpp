// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "widgets/audit/histogramwidget.h"
#include "widgets/compare/boxplotwidget.h"

#include <QImage>
#include <QTest>
#include <cmath>

using scansleuth::widgets::BoxPlotWidget;
using scansleuth::widgets::HistogramWidget;

namespace {
// The colour of a series drawn over the white base: its fill is the group colour at alpha 60.
bool dominated(const QColor& pixel, const QColor& series)
{
    // The series' strongest channel is the pixel's strongest, and the pixel is not the plain base.
    auto strongest = [](const QColor& c) {
        return c.red() >= c.green() && c.red() >= c.blue() ? 0 : c.green() >= c.blue() ? 1 : 2;
    };
    return pixel != QColor(Qt::white) && strongest(pixel) == strongest(series);
}
} // namespace

class TestHistogramWidget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawsOneSeriesPerSplitOverTheirLargestFraction()
    {
        HistogramWidget w;
        QPalette palette = w.palette();
        palette.setColor(QPalette::Base, Qt::white);
        w.setPalette(palette);
        w.resize(500, 300);
        // Edges 0..4: four bins. val's first bin (0.7) is the largest fraction of all.
        w.setData(QStringLiteral("Intensities"), {0, 1, 2, 3, 4},
                  {{QStringLiteral("train"), {0.1, 0.6, 0.2, 0.1}},
                   {QStringLiteral("test"), {0.25, 0.25, 0.25, 0.25}},
                   {QStringLiteral("val"), {0.7, 0.1, 0.1, 0.1}}});
        QCOMPARE(w.series().size(), std::size_t(3));
        QCOMPARE(w.binCount(), 4);
        QCOMPARE(w.skippedSeries(), 0);
        QCOMPARE(w.xLow(), 0.0);
        QCOMPARE(w.xHigh(), 4.0);
        QVERIFY(w.yHigh() >= 0.7);
        QVERIFY(w.yHigh() <= 0.7 * 1.1);

        const QImage image = w.grab().toImage();
        const QRectF plot = w.plotRect();
        // val's tallest bar: its colour just under its top, the base just above it.
        const QPointF valTop = w.binTop(0, 0.7);
        QVERIFY(valTop.y() > plot.top());
        QVERIFY(
            dominated(image.pixelColor((valTop + QPointF(0, 4)).toPoint()), BoxPlotWidget::groupColour(2)));
        QCOMPARE(image.pixelColor((valTop + QPointF(0, -6)).toPoint()), QColor(Qt::white));
        // train's bar in bin 1 (0.6) stands alone above the others there (0.25, 0.1).
        const QPointF trainTop = w.binTop(1, 0.6);
        QVERIFY(
            dominated(image.pixelColor((trainTop + QPointF(0, 4)).toPoint()), BoxPlotWidget::groupColour(0)));
        QCOMPARE(image.pixelColor((trainTop + QPointF(0, -6)).toPoint()), QColor(Qt::white));
        // test's bar in bin 3 (0.25) over train's and val's (0.1).
        const QPointF testTop = w.binTop(3, 0.25);
        QVERIFY(
            dominated(image.pixelColor((testTop + QPointF(0, 4)).toPoint()), BoxPlotWidget::groupColour(1)));
        // Bars stand on the bottom of the plot: the x of bin 0 lies left of bin 3.
        QVERIFY(w.binTop(0, 0).x() < w.binTop(3, 0).x());
        QCOMPARE(w.binTop(2, 0).y(), plot.bottom());
    }

    // The axes are the report's (report::linearScale): CT edges -1024..3071 span 4095, a fifth is 819,
    // whose nice step is 1000, so x runs -2000..4000; y from 0 to the largest fraction, 0.34, a fifth of
    // which is 0.068, whose nice step is 0.05, so 0..0.35. Worked by hand.
    void axesAreTheReports()
    {
        HistogramWidget w;
        w.resize(500, 300);
        w.setData(QStringLiteral("HU"), {-1024, 0, 1024, 2048, 3071},
                  {{QStringLiteral("train"), {0.3, 0.34, 0.2, 0.16}}});
        QCOMPARE(w.xLow(), -2000.0);
        QCOMPARE(w.xHigh(), 4000.0);
        QVERIFY(std::abs(w.yHigh() - 0.35) < 1e-12);
        // The bars stand between their edges: bin 0's middle is at -512 of -2000..4000.
        const QRectF plot = w.plotRect();
        QVERIFY(std::abs(w.binTop(0, 0).x() - (plot.left() + (1488.0 / 6000.0) * plot.width())) < 1e-9);
        QVERIFY(std::abs(w.binTop(1, 0.35).y() - plot.top()) < 1e-9);
        QVERIFY(!w.grab().isNull());
    }

    void leavesOutSeriesOfAnotherLength()
    {
        HistogramWidget w;
        w.setData({}, {0, 1, 2}, {{QStringLiteral("ok"), {0.5, 0.5}}, {QStringLiteral("short"), {1.0}}});
        QCOMPARE(w.series().size(), std::size_t(1));
        QCOMPARE(w.skippedSeries(), 1);
        QCOMPARE(w.binCount(), 2);
    }

    void badEdgesDrawNothing_data()
    {
        QTest::addColumn<std::vector<double>>("edges");
        QTest::addRow("none") << std::vector<double>{};
        QTest::addRow("one edge") << std::vector<double>{1};
        QTest::addRow("descending") << std::vector<double>{2, 1, 0};
        QTest::addRow("flat") << std::vector<double>{1, 1, 1};
        QTest::addRow("nan") << std::vector<double>{0, std::numeric_limits<double>::quiet_NaN(), 2};
    }
    void badEdgesDrawNothing()
    {
        QFETCH(std::vector<double>, edges);
        HistogramWidget w;
        w.resize(300, 200);
        w.setData({}, edges, {{QStringLiteral("a"), {0.5, 0.5}}});
        QCOMPARE(w.binCount(), 0);
        QVERIFY(w.series().empty());
        QCOMPARE(w.yHigh(), 1.0);
        QVERIFY(!w.grab().isNull()); // paints "No histogram" without a crash
    }
};

QTEST_MAIN(TestHistogramWidget)
#include "tst_histogramwidget.moc"
