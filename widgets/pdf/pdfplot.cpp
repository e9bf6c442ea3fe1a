// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Plots as vectors: the same scales, ticks and colours as the SVG and raster plots (report/plotscale.h).
#include "pdfblocks.h"
#include "plotpainter.h"
#include "report/plotscale.h"

#include <QFontMetricsF>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace scansleuth::report::pdf {

namespace {

QColor toQColor(render::Rgba c)
{
    return QColor(c.r, c.g, c.b, c.a);
}

// The painter, its style and its device, for the helpers below.
struct Canvas
{
    QPainter& p;
    const PlotStyle& style;
    double mm(double millimetres) const { return millimetres * style.dotsPerMm; }
    QFontMetricsF metrics(const QFont& font) const { return QFontMetricsF(font, p.device()); }
};

struct Area
{
    QRectF r;
    double px(double f) const { return r.left() + f * r.width(); }
    double py(double f) const { return r.bottom() - f * r.height(); }
};

struct LegendLayout
{
    std::vector<std::vector<std::size_t>> rows;
    std::vector<double> widths;
};

LegendLayout legendLayout(const Canvas& c, const Plot& plot, double available)
{
    const QFontMetricsF m = c.metrics(c.style.small);
    LegendLayout l;
    for (std::size_t i = 0; i < plot.series.size(); ++i) {
        const double w = c.mm(7) + c.mm(1.5) + m.horizontalAdvance(qs(plot.series[i].name)) + c.mm(5);
        if (l.rows.empty() || (l.widths.back() > 0 && l.widths.back() + w > available)) {
            l.rows.emplace_back();
            l.widths.push_back(0.0);
        }
        l.rows.back().push_back(i);
        l.widths.back() += w;
    }
    return l;
}

void drawAxes(const Canvas& c, const Area& a, const PlotScales& s)
{
    QPainter& p = c.p;
    const QFontMetricsF m = c.metrics(c.style.small);
    p.setFont(c.style.small);
    const QPen grid(QColor(228, 228, 228), c.mm(0.15));
    const QPen axis(QColor(90, 90, 90), c.mm(0.25));
    for (double t : s.x.ticks) {
        const double x = a.px(s.x.fraction(t));
        p.setPen(grid);
        p.drawLine(QPointF(x, a.r.top()), QPointF(x, a.r.bottom()));
        p.setPen(axis);
        p.drawLine(QPointF(x, a.r.bottom()), QPointF(x, a.r.bottom() + c.mm(1.2)));
        const QString text = qs(tickText(t, s.x));
        const double w = m.horizontalAdvance(text);
        p.drawText(QRectF(x - w, a.r.bottom() + c.mm(1.8), 2 * w, m.height()),
                   Qt::AlignHCenter | Qt::AlignTop, text);
    }
    for (double t : s.y.ticks) {
        const double y = a.py(s.y.fraction(t));
        p.setPen(grid);
        p.drawLine(QPointF(a.r.left(), y), QPointF(a.r.right(), y));
        p.setPen(axis);
        p.drawLine(QPointF(a.r.left() - c.mm(1.2), y), QPointF(a.r.left(), y));
        const QString text = qs(tickText(t, s.y));
        p.drawText(QRectF(a.r.left() - c.mm(1.8) - c.mm(40), y - m.height() / 2, c.mm(40), m.height()),
                   Qt::AlignRight | Qt::AlignVCenter, text);
    }
    p.setPen(axis);
    p.setBrush(Qt::NoBrush);
    p.drawRect(a.r);
}

void drawReferences(const Canvas& c, const Area& a, const Plot& plot, const PlotScales& s)
{
    QPainter& p = c.p;
    const QFontMetricsF m = c.metrics(c.style.small);
    QPen pen(toQColor(kReferenceColour), c.mm(0.3), Qt::DashLine);
    for (const auto& r : plot.references) {
        const bool vertical = r.orientation == ReferenceLine::Orientation::Vertical;
        const double f = vertical ? s.x.fraction(r.value) : s.y.fraction(r.value);
        if (std::isnan(f))
            continue;
        p.setPen(pen);
        const QString label = qs(r.label);
        if (vertical) {
            p.drawLine(QPointF(a.px(f), a.r.top()), QPointF(a.px(f), a.r.bottom()));
            p.drawText(QPointF(a.px(f) + c.mm(1), a.r.top() + m.ascent() + c.mm(1)), label);
        } else {
            p.drawLine(QPointF(a.r.left(), a.py(f)), QPointF(a.r.right(), a.py(f)));
            p.drawText(QPointF(a.r.right() - c.mm(1) - m.horizontalAdvance(label), a.py(f) - c.mm(1)), label);
        }
    }
}

void drawSeries(const Canvas& c, const Area& a, const Plot& plot, const PlotScales& s)
{
    QPainter& p = c.p;
    p.save();
    p.setClipRect(a.r.adjusted(-c.mm(0.5), -c.mm(0.5), c.mm(0.5), c.mm(0.5)));
    for (std::size_t i = 0; i < plot.series.size(); ++i) {
        const QColor colour = toQColor(seriesColour(i));
        p.setPen(QPen(colour, c.mm(0.45), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(colour);
        for (const auto& run : drawableRuns(plot.series[i], s)) {
            if (run.size() == 1) {
                p.drawEllipse(QPointF(a.px(run[0].first), a.py(run[0].second)), c.mm(0.6), c.mm(0.6));
                continue;
            }
            QPolygonF line;
            for (const auto& [fx, fy] : run)
                line << QPointF(a.px(fx), a.py(fy));
            p.drawPolyline(line);
        }
    }
    p.restore();
}

void drawLegend(const Canvas& c, const Plot& plot, const LegendLayout& l, const QRectF& bounds, double top)
{
    QPainter& p = c.p;
    const QFontMetricsF m = c.metrics(c.style.small);
    p.setFont(c.style.small);
    for (std::size_t r = 0; r < l.rows.size(); ++r) {
        double x = bounds.left() + (bounds.width() - l.widths[r] + c.mm(5)) / 2;
        const double y = top + r * (m.height() + c.mm(1));
        for (std::size_t i : l.rows[r]) {
            p.setPen(QPen(toQColor(seriesColour(i)), c.mm(0.8), Qt::SolidLine, Qt::FlatCap));
            p.drawLine(QPointF(x, y + m.height() / 2), QPointF(x + c.mm(7), y + m.height() / 2));
            x += c.mm(8.5);
            p.setPen(c.style.text);
            const QString name = qs(plot.series[i].name);
            p.drawText(QPointF(x, y + m.ascent()), name);
            x += m.horizontalAdvance(name) + c.mm(5);
        }
    }
}

} // namespace

namespace {

// Where the plot area goes inside `bounds`: room for the title, the y ticks and label, the x tick row and
// label, and `below` more device units at the bottom (the legend).
Area plotArea(const Canvas& c, const QRectF& bounds, const std::string& title, const std::string& xLabel,
              const std::string& yLabel, const AxisScale& y, double below)
{
    const QFontMetricsF small = c.metrics(c.style.small), label = c.metrics(c.style.label),
                        heading = c.metrics(c.style.title);
    double tickWidth = 0;
    for (double t : y.ticks)
        tickWidth = std::max(tickWidth, small.horizontalAdvance(qs(tickText(t, y))));
    const double left = bounds.left() + (yLabel.empty() ? 0 : label.height() + c.mm(2)) + tickWidth + c.mm(3);
    const double top = bounds.top() + (title.empty() ? c.mm(2) : heading.height() + c.mm(3));
    const double bottom = bounds.bottom() - below - (xLabel.empty() ? 0 : label.height() + c.mm(1.5)) -
                          small.height() - c.mm(3);
    return Area{QRectF(QPointF(left, top), QPointF(bounds.right() - c.mm(3), std::max(bottom, top + 1.0)))};
}

// The background and the title; the caller restores the painter.
void beginPlot(const Canvas& c, const QRectF& bounds, const std::string& title)
{
    QPainter& p = c.p;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (c.style.background.isValid())
        p.fillRect(bounds, c.style.background);
    p.setPen(c.style.text);
    if (!title.empty()) {
        p.setFont(c.style.title);
        p.drawText(QRectF(bounds.left(), bounds.top(), bounds.width(), c.metrics(c.style.title).height()),
                   Qt::AlignHCenter | Qt::AlignTop, qs(title));
    }
}

void drawAxisLabels(const Canvas& c, const Area& a, const QRectF& bounds, const std::string& xLabel,
                    const std::string& yLabel)
{
    QPainter& p = c.p;
    const QFontMetricsF small = c.metrics(c.style.small), label = c.metrics(c.style.label);
    p.setPen(c.style.text);
    p.setFont(c.style.label);
    if (!xLabel.empty())
        p.drawText(QRectF(a.r.left(), a.r.bottom() + small.height() + c.mm(3), a.r.width(), label.height()),
                   Qt::AlignHCenter | Qt::AlignTop, qs(xLabel));
    if (!yLabel.empty()) {
        p.save();
        p.translate(bounds.left(), a.r.center().y());
        p.rotate(-90);
        p.drawText(QRectF(-a.r.height() / 2, 0, a.r.height(), label.height()),
                   Qt::AlignHCenter | Qt::AlignTop, qs(yLabel));
        p.restore();
    }
}

void drawBox(const Canvas& c, const Area& a, const PlotScales& s, const BoxStats& b, double x, double half,
             const QColor& colour)
{
    QPainter& p = c.p;
    auto y = [&](double v) {
        return a.py(s.y.fraction(v));
    };
    const QPen pen(colour, c.mm(0.35));
    p.setPen(pen);
    p.drawLine(QPointF(x, y(b.whiskerHigh)), QPointF(x, y(b.q3)));
    p.drawLine(QPointF(x, y(b.q1)), QPointF(x, y(b.whiskerLow)));
    for (double w : {b.whiskerLow, b.whiskerHigh})
        p.drawLine(QPointF(x - half / 2, y(w)), QPointF(x + half / 2, y(w)));
    QColor fill = colour;
    fill.setAlphaF(0.25);
    p.setBrush(fill);
    p.drawRect(QRectF(QPointF(x - half, y(b.q3)), QPointF(x + half, y(b.q1))));
    p.setPen(QPen(colour, c.mm(0.7)));
    p.drawLine(QPointF(x - half, y(b.median)), QPointF(x + half, y(b.median)));
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    for (double o : b.outliers)
        p.drawEllipse(QPointF(x, y(o)), c.mm(0.7), c.mm(0.7));
}

} // namespace

void paintPlot(QPainter& painter, const Plot& plot, const QRectF& bounds, const PlotStyle& style)
{
    const Canvas c{painter, style};
    const PlotScales s = plotScales(plot);
    const LegendLayout legend = legendLayout(c, plot, bounds.width());
    const double legendHeight = legend.rows.size() * (c.metrics(style.small).height() + c.mm(1));
    const Area a = plotArea(c, bounds, plot.title, plot.xLabel, plot.yLabel, s.y, legendHeight);
    beginPlot(c, bounds, plot.title);
    drawAxes(c, a, s);
    drawReferences(c, a, plot, s);
    drawSeries(c, a, plot, s);
    drawAxisLabels(c, a, bounds, plot.xLabel, plot.yLabel);
    drawLegend(c, plot, legend, bounds, bounds.bottom() - legendHeight);
    painter.restore();
}

void paintBoxPlot(QPainter& painter, const BoxPlot& plot, const QRectF& bounds, const PlotStyle& style)
{
    const Canvas c{painter, style};
    const PlotScales s = boxPlotScales(plot);
    const Area a = plotArea(c, bounds, plot.title, {}, plot.yLabel, s.y, 0);
    beginPlot(c, bounds, plot.title);
    drawAxes(c, a, s);
    const double groups = std::max<double>(1.0, static_cast<double>(plot.groups.size()));
    const double half = std::min(c.mm(8), 0.3 * a.r.width() / groups);
    const QFontMetricsF small = c.metrics(style.small);
    for (std::size_t i = 0; i < plot.groups.size(); ++i) {
        const BoxStats b = boxStats(plot.groups[i].values);
        const double x = a.px((static_cast<double>(i) + 0.5) / groups);
        painter.setPen(style.text);
        painter.setFont(style.small);
        const double slot = a.r.width() / groups;
        painter.drawText(QRectF(x - slot / 2, a.r.bottom() + c.mm(1.8), slot, small.height()),
                         Qt::AlignHCenter | Qt::AlignTop, qs(boxGroupLabel(plot.groups[i], b)));
        if (b.n > 0)
            drawBox(c, a, s, b, x, half, toQColor(seriesColour(i)));
    }
    drawAxisLabels(c, a, bounds, {}, plot.yLabel);
    painter.restore();
}

void paintScatterPlot(QPainter& painter, const ScatterPlot& plot, const QRectF& bounds,
                      const PlotStyle& style)
{
    const Canvas c{painter, style};
    const PlotScales s = scatterScales(plot);
    QRectF area = bounds;
    Area a = plotArea(c, area, plot.title, plot.xLabel, plot.yLabel, s.y, 0);
    if (plot.diagonal && a.r.width() > a.r.height()) { // one range on both axes: a centred square
        const double excess = a.r.width() - a.r.height();
        area.adjust(excess / 2, 0, -excess / 2, 0);
        a = plotArea(c, area, plot.title, plot.xLabel, plot.yLabel, s.y, 0);
    }
    beginPlot(c, area, plot.title);
    drawAxes(c, a, s);
    if (plot.diagonal)
        if (const std::vector<double> d = diagonalSegment(s); !d.empty()) {
            painter.setPen(QPen(toQColor(kReferenceColour), c.mm(0.3), Qt::DashLine));
            painter.drawLine(QPointF(a.px(d[0]), a.py(d[1])), QPointF(a.px(d[2]), a.py(d[3])));
            painter.setFont(style.small);
            const double f = 0.9; // the label sits just under the line, near its end
            painter.drawText(
                QPointF(a.px(d[0] + f * (d[2] - d[0])) + c.mm(1.5),
                        a.py(d[1] + f * (d[3] - d[1])) + c.metrics(style.small).ascent() + c.mm(1)),
                QStringLiteral("x = y"));
        }
    const QColor colour = toQColor(seriesColour(0));
    QColor fill = colour;
    fill.setAlphaF(0.75);
    painter.setFont(style.small);
    for (const ScatterPoint& p : plot.points) {
        const double fx = s.x.fraction(p.x), fy = s.y.fraction(p.y);
        if (std::isnan(fx) || std::isnan(fy))
            continue;
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawEllipse(QPointF(a.px(fx), a.py(fy)), c.mm(0.8), c.mm(0.8));
        if (!p.label.empty()) {
            painter.setPen(style.text);
            painter.drawText(QPointF(a.px(fx) + c.mm(1.2), a.py(fy) - c.mm(1)), qs(p.label));
        }
    }
    painter.setBrush(Qt::NoBrush);
    drawAxisLabels(c, a, area, plot.xLabel, plot.yLabel);
    painter.restore();
}

namespace {

// A plot drawn at the cursor: the full text width, at most 95 mm (and 60% of a page) high.
template <typename P, typename Paint> void drawAnyPlot(PageFlow& flow, const P& plot, Paint paint)
{
    const double height = plotHeight(flow);
    flow.ensure(height + flow.mm(4));
    PlotStyle style;
    style.title = flow.fonts().bold;
    style.label = flow.fonts().body;
    style.small = flow.fonts().small;
    style.dotsPerMm = flow.mm(1);
    paint(flow.painter(), plot, QRectF(flow.left(), flow.y(), flow.width(), height), style);
    flow.advance(height + flow.mm(4));
}

} // namespace

double plotHeight(const PageFlow& flow)
{
    return std::min(flow.mm(95), flow.pageHeight() * 0.6);
}

void drawPlot(PageFlow& flow, const Plot& plot)
{
    drawAnyPlot(flow, plot, paintPlot);
}

void drawBoxPlot(PageFlow& flow, const BoxPlot& plot)
{
    drawAnyPlot(flow, plot, paintBoxPlot);
}

void drawScatterPlot(PageFlow& flow, const ScatterPlot& plot)
{
    drawAnyPlot(flow, plot, paintScatterPlot);
}

} // namespace scansleuth::report::pdf
