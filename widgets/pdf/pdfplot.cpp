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

void paintPlot(QPainter& painter, const Plot& plot, const QRectF& bounds, const PlotStyle& style)
{
    const Canvas c{painter, style};
    const PlotScales s = plotScales(plot);
    const QFontMetricsF small = c.metrics(style.small), label = c.metrics(style.label),
                        title = c.metrics(style.title);
    const LegendLayout legend = legendLayout(c, plot, bounds.width());
    const double legendHeight = legend.rows.size() * (small.height() + c.mm(1));
    double tickWidth = 0;
    for (double t : s.y.ticks)
        tickWidth = std::max(tickWidth, small.horizontalAdvance(qs(tickText(t, s.y))));

    Area a;
    const double left =
        bounds.left() + (plot.yLabel.empty() ? 0 : label.height() + c.mm(2)) + tickWidth + c.mm(3);
    const double plotTop = bounds.top() + (plot.title.empty() ? c.mm(2) : title.height() + c.mm(3));
    const double bottom = bounds.bottom() - legendHeight -
                          (plot.xLabel.empty() ? 0 : label.height() + c.mm(1.5)) - small.height() - c.mm(3);
    a.r = QRectF(QPointF(left, plotTop), QPointF(bounds.right() - c.mm(3), std::max(bottom, plotTop + 1.0)));

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (style.background.isValid())
        painter.fillRect(bounds, style.background);
    painter.setPen(style.text);
    if (!plot.title.empty()) {
        painter.setFont(style.title);
        painter.drawText(QRectF(bounds.left(), bounds.top(), bounds.width(), title.height()),
                         Qt::AlignHCenter | Qt::AlignTop, qs(plot.title));
    }
    drawAxes(c, a, s);
    drawReferences(c, a, plot, s);
    drawSeries(c, a, plot, s);
    painter.setPen(style.text);
    painter.setFont(style.label);
    if (!plot.xLabel.empty())
        painter.drawText(
            QRectF(a.r.left(), a.r.bottom() + small.height() + c.mm(3), a.r.width(), label.height()),
            Qt::AlignHCenter | Qt::AlignTop, qs(plot.xLabel));
    if (!plot.yLabel.empty()) {
        painter.save();
        painter.translate(bounds.left(), a.r.center().y());
        painter.rotate(-90);
        painter.drawText(QRectF(-a.r.height() / 2, 0, a.r.height(), label.height()),
                         Qt::AlignHCenter | Qt::AlignTop, qs(plot.yLabel));
        painter.restore();
    }
    drawLegend(c, plot, legend, bounds, bounds.bottom() - legendHeight);
    painter.restore();
}

void drawPlot(PageFlow& flow, const Plot& plot)
{
    const double height = std::min(flow.mm(95), flow.pageHeight() * 0.6);
    flow.ensure(height + flow.mm(4));
    PlotStyle style;
    style.title = flow.fonts().bold;
    style.label = flow.fonts().body;
    style.small = flow.fonts().small;
    style.dotsPerMm = flow.mm(1);
    paintPlot(flow.painter(), plot, QRectF(flow.left(), flow.y(), flow.width(), height), style);
    flow.advance(height + flow.mm(4));
}

} // namespace scansleuth::report::pdf
