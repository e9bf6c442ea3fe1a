// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Plots as vectors: the same scales, ticks and colours as the SVG and raster plots (report/plotscale.h).
#include "pdfblocks.h"
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

LegendLayout legendLayout(PageFlow& flow, const Plot& plot, double available)
{
    const QFontMetricsF m(flow.fonts().small, flow.device());
    LegendLayout l;
    for (std::size_t i = 0; i < plot.series.size(); ++i) {
        const double w =
            flow.mm(7) + flow.mm(1.5) + m.horizontalAdvance(qs(plot.series[i].name)) + flow.mm(5);
        if (l.rows.empty() || (l.widths.back() > 0 && l.widths.back() + w > available)) {
            l.rows.emplace_back();
            l.widths.push_back(0.0);
        }
        l.rows.back().push_back(i);
        l.widths.back() += w;
    }
    return l;
}

void drawAxes(PageFlow& flow, const Area& a, const PlotScales& s)
{
    QPainter& p = flow.painter();
    const QFontMetricsF m(flow.fonts().small, flow.device());
    p.setFont(flow.fonts().small);
    const QPen grid(QColor(228, 228, 228), flow.mm(0.15));
    const QPen axis(QColor(90, 90, 90), flow.mm(0.25));
    for (double t : s.x.ticks) {
        const double x = a.px(s.x.fraction(t));
        p.setPen(grid);
        p.drawLine(QPointF(x, a.r.top()), QPointF(x, a.r.bottom()));
        p.setPen(axis);
        p.drawLine(QPointF(x, a.r.bottom()), QPointF(x, a.r.bottom() + flow.mm(1.2)));
        const QString text = qs(tickText(t, s.x));
        const double w = m.horizontalAdvance(text);
        p.drawText(QRectF(x - w, a.r.bottom() + flow.mm(1.8), 2 * w, m.height()),
                   Qt::AlignHCenter | Qt::AlignTop, text);
    }
    for (double t : s.y.ticks) {
        const double y = a.py(s.y.fraction(t));
        p.setPen(grid);
        p.drawLine(QPointF(a.r.left(), y), QPointF(a.r.right(), y));
        p.setPen(axis);
        p.drawLine(QPointF(a.r.left() - flow.mm(1.2), y), QPointF(a.r.left(), y));
        const QString text = qs(tickText(t, s.y));
        p.drawText(
            QRectF(a.r.left() - flow.mm(1.8) - flow.mm(40), y - m.height() / 2, flow.mm(40), m.height()),
            Qt::AlignRight | Qt::AlignVCenter, text);
    }
    p.setPen(axis);
    p.setBrush(Qt::NoBrush);
    p.drawRect(a.r);
}

void drawReferences(PageFlow& flow, const Area& a, const Plot& plot, const PlotScales& s)
{
    QPainter& p = flow.painter();
    const QFontMetricsF m(flow.fonts().small, flow.device());
    QPen pen(toQColor(kReferenceColour), flow.mm(0.3), Qt::DashLine);
    for (const auto& r : plot.references) {
        const bool vertical = r.orientation == ReferenceLine::Orientation::Vertical;
        const double f = vertical ? s.x.fraction(r.value) : s.y.fraction(r.value);
        if (std::isnan(f))
            continue;
        p.setPen(pen);
        const QString label = qs(r.label);
        if (vertical) {
            p.drawLine(QPointF(a.px(f), a.r.top()), QPointF(a.px(f), a.r.bottom()));
            p.drawText(QPointF(a.px(f) + flow.mm(1), a.r.top() + m.ascent() + flow.mm(1)), label);
        } else {
            p.drawLine(QPointF(a.r.left(), a.py(f)), QPointF(a.r.right(), a.py(f)));
            p.drawText(QPointF(a.r.right() - flow.mm(1) - m.horizontalAdvance(label), a.py(f) - flow.mm(1)),
                       label);
        }
    }
}

void drawSeries(PageFlow& flow, const Area& a, const Plot& plot, const PlotScales& s)
{
    QPainter& p = flow.painter();
    p.save();
    p.setClipRect(a.r.adjusted(-flow.mm(0.5), -flow.mm(0.5), flow.mm(0.5), flow.mm(0.5)));
    for (std::size_t i = 0; i < plot.series.size(); ++i) {
        const QColor colour = toQColor(seriesColour(i));
        p.setPen(QPen(colour, flow.mm(0.45), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(colour);
        for (const auto& run : drawableRuns(plot.series[i], s)) {
            if (run.size() == 1) {
                p.drawEllipse(QPointF(a.px(run[0].first), a.py(run[0].second)), flow.mm(0.6), flow.mm(0.6));
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

void drawLegend(PageFlow& flow, const Plot& plot, const LegendLayout& l, double top)
{
    QPainter& p = flow.painter();
    const QFontMetricsF m(flow.fonts().small, flow.device());
    p.setFont(flow.fonts().small);
    for (std::size_t r = 0; r < l.rows.size(); ++r) {
        double x = flow.left() + (flow.width() - l.widths[r] + flow.mm(5)) / 2;
        const double y = top + r * (m.height() + flow.mm(1));
        for (std::size_t i : l.rows[r]) {
            p.setPen(QPen(toQColor(seriesColour(i)), flow.mm(0.8), Qt::SolidLine, Qt::FlatCap));
            p.drawLine(QPointF(x, y + m.height() / 2), QPointF(x + flow.mm(7), y + m.height() / 2));
            x += flow.mm(8.5);
            p.setPen(QColor(34, 34, 34));
            const QString name = qs(plot.series[i].name);
            p.drawText(QPointF(x, y + m.ascent()), name);
            x += m.horizontalAdvance(name) + flow.mm(5);
        }
    }
}

} // namespace

void drawPlot(PageFlow& flow, const Plot& plot)
{
    const PlotScales s = plotScales(plot);
    const QFontMetricsF small(flow.fonts().small, flow.device()), body(flow.fonts().body, flow.device()),
        bold(flow.fonts().bold, flow.device());
    const LegendLayout legend = legendLayout(flow, plot, flow.width());
    const double legendHeight = legend.rows.size() * (small.height() + flow.mm(1));
    const double height = std::min(flow.mm(95), flow.pageHeight() * 0.6);
    flow.ensure(height + flow.mm(4));
    double tickWidth = 0;
    for (double t : s.y.ticks)
        tickWidth = std::max(tickWidth, small.horizontalAdvance(qs(tickText(t, s.y))));

    const double top = flow.y();
    Area a;
    const double left =
        flow.left() + (plot.yLabel.empty() ? 0 : body.height() + flow.mm(2)) + tickWidth + flow.mm(3);
    const double plotTop = top + (plot.title.empty() ? flow.mm(2) : bold.height() + flow.mm(3));
    const double bottom = top + height - legendHeight -
                          (plot.xLabel.empty() ? 0 : body.height() + flow.mm(1.5)) - small.height() -
                          flow.mm(3);
    a.r = QRectF(QPointF(left, plotTop), QPointF(flow.left() + flow.width() - flow.mm(3), bottom));

    QPainter& p = flow.painter();
    p.save();
    p.setPen(QColor(34, 34, 34));
    if (!plot.title.empty()) {
        p.setFont(flow.fonts().bold);
        p.drawText(QRectF(flow.left(), top, flow.width(), bold.height()), Qt::AlignHCenter | Qt::AlignTop,
                   qs(plot.title));
    }
    drawAxes(flow, a, s);
    drawReferences(flow, a, plot, s);
    drawSeries(flow, a, plot, s);
    p.setPen(QColor(34, 34, 34));
    p.setFont(flow.fonts().body);
    if (!plot.xLabel.empty())
        p.drawText(QRectF(a.r.left(), bottom + small.height() + flow.mm(3), a.r.width(), body.height()),
                   Qt::AlignHCenter | Qt::AlignTop, qs(plot.xLabel));
    if (!plot.yLabel.empty()) {
        p.save();
        p.translate(flow.left(), a.r.center().y());
        p.rotate(-90);
        p.drawText(QRectF(-a.r.height() / 2, 0, a.r.height(), body.height()), Qt::AlignHCenter | Qt::AlignTop,
                   qs(plot.yLabel));
        p.restore();
    }
    drawLegend(flow, plot, legend, top + height - legendHeight);
    p.restore();
    flow.advance(height + flow.mm(4));
}

} // namespace scansleuth::report::pdf
