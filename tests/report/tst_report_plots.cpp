// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Box and scatter plots: Tukey boxes against numpy, the shared scales, and what each text writer draws
// (SVG elements, raster pixels, JSON with NaN as null, pseudonyms in group names and point labels).
#include "report/plotraster.h"
#include "report/plotscale.h"
#include "report/pseudonymise.h"
#include "report/reportjson.h"
#include "report/svgplot.h"
#include "report/writers.h"
#include "reportfixture.h"

#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <limits>

using namespace scansleuth;
using namespace scansleuth::report;
using namespace scansleuth::report::testing;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

int countOf(const QString& text, const QString& fragment)
{
    return static_cast<int>(text.count(fragment));
}

long pixelsOf(const render::RgbaImage& image, render::Rgba colour)
{
    return std::count(image.pixels.begin(), image.pixels.end(), colour);
}

} // namespace

class TestReportPlots : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Expected values from numpy.percentile (linear) and the 1.5 IQR fences.
    void tukeyBox_data()
    {
        QTest::addColumn<std::vector<double>>("values");
        QTest::addColumn<std::vector<double>>("expected"); // q1, median, q3, whisker low, whisker high
        QTest::addColumn<std::vector<double>>("outliers");
        QTest::addColumn<int>("missing");
        QTest::addRow("one high outlier")
            << std::vector<double>{1, 2, 3, 4, 5, 6, 7, 8, 9, 30}
            << std::vector<double>{3.25, 5.5, 7.75, 1, 9} << std::vector<double>{30} << 0;
        QTest::addRow("one failed case among good Dice")
            << std::vector<double>{0.86, 0.88, 0.90, 0.91, 0.87, 0.89, 0.90, 0.88, 0.89, 0.10}
            << std::vector<double>{0.8725, 0.885, 0.8975, 0.86, 0.91} << std::vector<double>{0.10} << 0;
        QTest::addRow("low outlier") << std::vector<double>{-40, 1, 2, 3, 4}
                                     << std::vector<double>{1, 2, 3, 1, 4} << std::vector<double>{-40} << 0;
        QTest::addRow("one value") << std::vector<double>{5} << std::vector<double>{5, 5, 5, 5, 5}
                                   << std::vector<double>{} << 0;
        QTest::addRow("all equal") << std::vector<double>{2, 2, 2, 2} << std::vector<double>{2, 2, 2, 2, 2}
                                   << std::vector<double>{} << 0;
        QTest::addRow("NaN and infinity left out")
            << std::vector<double>{kNaN, 1, 2, 3, 4,  5,
                                   6,    7, 8, 9, 30, std::numeric_limits<double>::infinity()}
            << std::vector<double>{3.25, 5.5, 7.75, 1, 9} << std::vector<double>{30} << 2;
    }
    void tukeyBox()
    {
        QFETCH(std::vector<double>, values);
        QFETCH(std::vector<double>, expected);
        QFETCH(std::vector<double>, outliers);
        QFETCH(int, missing);
        const BoxStats b = boxStats(values);
        const double got[] = {b.q1, b.median, b.q3, b.whiskerLow, b.whiskerHigh};
        for (int i = 0; i < 5; ++i)
            QVERIFY2(std::abs(got[i] - expected[i]) < 1e-12,
                     qPrintable(QString("value %1: %2 instead of %3").arg(i).arg(got[i]).arg(expected[i])));
        QCOMPARE(b.outliers, outliers);
        QCOMPARE(b.missing, std::size_t(missing));
        QCOMPARE(b.n, values.size() - missing);
    }

    void emptyBoxIsUndefined()
    {
        const BoxStats b = boxStats({kNaN});
        QCOMPARE(b.n, std::size_t(0));
        QCOMPARE(b.missing, std::size_t(1));
        QVERIFY(std::isnan(b.median) && std::isnan(b.whiskerLow));
    }

    void scatterWithDiagonalSharesOneRange()
    {
        ScatterPlot s;
        s.points = {{0.2, 0.9, ""}, {0.5, 0.6, ""}, {kNaN, 5.0, "left out"}};
        const PlotScales with = scatterScales(s);
        QCOMPARE(with.x.min, with.y.min);
        QCOMPARE(with.x.max, with.y.max);
        QVERIFY(with.x.min <= 0.2 && with.x.max >= 0.9 && with.x.max < 5.0);
        const std::vector<double> d = diagonalSegment(with);
        QCOMPARE(d, (std::vector<double>{0.0, 0.0, 1.0, 1.0}));
        s.diagonal = false;
        const PlotScales without = scatterScales(s);
        QVERIFY(without.x.max < 0.9); // x only spans 0.2 .. 0.5 (widened to nice ticks)
    }

    // The axis the GUI's plots take (linearScale) is the one the report's scales are made of.
    void linearScaleIsTheScalesAxis_data()
    {
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        QTest::addRow("Dice") << 0.2 << 0.9 << 0.2 << 0.9;                   // 0.14 a tick: 0.1
        QTest::addRow("CT edges") << -1024.0 << 3071.0 << -2000.0 << 4000.0; // 819: 1000
        QTest::addRow("one value") << 0.5 << 0.5 << 0.44 << 0.56;            // 0.45..0.55, 0.02 a tick
        QTest::addRow("nothing finite") << kNaN << kNaN << 0.0 << 1.0;
    }
    void linearScaleIsTheScalesAxis()
    {
        QFETCH(double, lo);
        QFETCH(double, hi);
        QFETCH(double, min);
        QFETCH(double, max);
        const AxisScale axis = linearScale(lo, hi);
        QVERIFY2(std::abs(axis.min - min) < 1e-9 && std::abs(axis.max - max) < 1e-9,
                 qPrintable(QString::number(axis.min) + " " + QString::number(axis.max)));
        BoxPlot box;
        box.groups = {{"a", {lo, hi}}};
        const AxisScale y = boxPlotScales(box).y;
        QCOMPARE(axis.min, y.min);
        QCOMPARE(axis.max, y.max);
        QCOMPARE(axis.ticks, y.ticks);
    }

    void svgBoxPlot()
    {
        const BoxPlot plot = testBoxPlot(true);
        const QString svg = QString::fromStdString(boxPlotToSvg(plot));
        QCOMPARE(countOf(svg, "<rect class=\"box\""), 2);
        QCOMPARE(countOf(svg, "<circle class=\"outlier\""), 1); // 0.10 of the second run
        QVERIFY(svg.contains(">baseline (1 missing)</text>"));
        QVERIFY(svg.contains(">new augmentation</text>"));
        // The second box (drawn in the second series colour) lies higher: its top edge has a smaller y.
        const QRegularExpression box("<rect class=\"box\" x=\"[0-9.]+\" y=\"([0-9.]+)\"");
        auto it = box.globalMatch(svg);
        const double firstTop = it.next().captured(1).toDouble();
        const double secondTop = it.next().captured(1).toDouble();
        QVERIFY2(secondTop < firstTop, qPrintable(svg));
    }

    void svgScatterPlot()
    {
        const QString svg = QString::fromStdString(scatterPlotToSvg(testScatterPlot()));
        QCOMPARE(countOf(svg, "<circle class=\"point\""), 10);
        QCOMPARE(countOf(svg, ">case_010</text>"), 1);
        QVERIFY(svg.contains("stroke-dasharray=\"6 4\""));
        ScatterPlot noDiagonal = testScatterPlot();
        noDiagonal.diagonal = false;
        QVERIFY(!QString::fromStdString(scatterPlotToSvg(noDiagonal)).contains("x = y"));
    }

    void rasterBoxPlotDrawsEveryBox()
    {
        const render::RgbaImage image = rasteriseBoxPlot(testBoxPlot());
        QCOMPARE(image.width, 1200);
        QCOMPARE(image.height, 720);
        for (std::size_t i = 0; i < 2; ++i)
            QVERIFY2(pixelsOf(image, seriesColour(i)) > 200, qPrintable(QString("box %1").arg(i)));
        QCOMPARE(pixelsOf(image, seriesColour(2)), 0L);
        BoxPlot empty = testBoxPlot();
        empty.groups[1].values = {kNaN};
        QCOMPARE(pixelsOf(rasteriseBoxPlot(empty), seriesColour(1)), 0L);
    }

    void rasterScatterPlotDrawsPoints()
    {
        ScatterPlot none = testScatterPlot();
        none.points.clear();
        QCOMPARE(pixelsOf(rasteriseScatterPlot(none), seriesColour(0)), 0L);
        QVERIFY(pixelsOf(rasteriseScatterPlot(testScatterPlot()), seriesColour(0)) > 100);
    }

    void jsonWritesNaNAsNull()
    {
        Document d;
        ScatterPlot scatter = testScatterPlot();
        scatter.points[3].y = kNaN;
        d.sections.push_back(Section{"S", {testBoxPlot(true), scatter}, {}});
        const nlohmann::json j = nlohmann::json::parse(renderJson(d));
        const nlohmann::json& blocks = j["sections"][0]["blocks"];
        QCOMPARE(QString::fromStdString(blocks[0]["type"].get<std::string>()), QString("boxPlot"));
        QVERIFY(blocks[0]["groups"][0]["values"][9].is_null());
        QCOMPARE(QString::fromStdString(blocks[1]["type"].get<std::string>()), QString("scatterPlot"));
        QVERIFY(blocks[1]["points"][3]["y"].is_null());
        QCOMPARE(blocks[1]["diagonal"].get<bool>(), true);
        auto back = documentFromJson(j);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().detail.c_str());
        QVERIFY(std::isnan(std::get<BoxPlot>(back->sections[0].blocks[0]).groups[0].values[9]));
        QVERIFY(std::isnan(std::get<ScatterPlot>(back->sections[0].blocks[1]).points[3].y));
        QCOMPARE(std::get<ScatterPlot>(back->sections[0].blocks[1]).points[9].label, std::string("case_010"));
    }

    void jsonRefusesAMistypedPoint()
    {
        const std::string text =
            R"({"format":"scansleuth.report","version":1,"title":"","subtitle":"","createdUtc":"","metadata":[],)"
            R"("sections":[{"title":"S","children":[],"blocks":[{"type":"scatterPlot","title":"","xLabel":"",)"
            R"("yLabel":"","diagonal":true,"points":[{"x":"one","y":1,"label":""}]}]}]})";
        auto back = documentFromJson(nlohmann::json::parse(text));
        QVERIFY(!back.ok());
        QCOMPARE(back.error().kind, ErrorKind::Corrupt);
    }

    void pseudonymisesGroupNamesAndPointLabels()
    {
        Document d;
        BoxPlot box = testBoxPlot();
        box.groups[0].name = "Doe^Jane";
        ScatterPlot scatter = testScatterPlot();
        scatter.points[0].label = "MRN-4711";
        d.sections.push_back(Section{"S", {box, scatter}, {}});
        PrivacyOptions privacy;
        privacy.patients = {{{"Doe^Jane"}, {"MRN-4711"}, {}}};
        privacy.key = "plots";
        const Document out = applyPrivacy(d, privacy);
        const std::string name = std::get<BoxPlot>(out.sections[0].blocks[0]).groups[0].name;
        const std::string label = std::get<ScatterPlot>(out.sections[0].blocks[1]).points[0].label;
        QVERIFY2(name.rfind("PAT-", 0) == 0, name.c_str());
        QCOMPARE(label, name); // one patient, one pseudonym
    }
};

QTEST_APPLESS_MAIN(TestReportPlots)
#include "tst_report_plots.moc"
