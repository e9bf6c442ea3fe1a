// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "histogramwidget.h"

#include "widgets/compare/boxplotwidget.h"
#include "widgets/compare/plotrange.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace scansleuth::widgets {

namespace {
double niceStep(double range, int ticks)
{
    const double raw = range / ticks;
    const double p = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-12))));
    for (double m : {1.0, 2.0, 5.0})
        if (m * p >= raw)
            return m * p;
    return 10.0 * p;
}
} // namespace

HistogramWidget::HistogramWidget(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void HistogramWidget::clear()
{
    setData({}, {}, {});
}

void HistogramWidget::setData(const QString& title, std::vector<double> edges, std::vector<Series> series)
{
    m_title = title;
    m_edges = std::move(edges);
    m_series.clear();
    m_colours.clear();
    m_skipped = 0;
    const bool edgesOk =
        m_edges.size() >= 2 && std::is_sorted(m_edges.begin(), m_edges.end()) &&
        std::all_of(m_edges.begin(), m_edges.end(), [](double e) { return std::isfinite(e); }) &&
        m_edges.back() > m_edges.front();
    if (!edgesOk)
        m_edges.clear();
    double top = 0;
    for (std::size_t i = 0; i < series.size(); ++i) {
        if (m_edges.empty() || series[i].fractions.size() + 1 != m_edges.size()) {
            ++m_skipped;
            continue;
        }
        for (double f : series[i].fractions)
            if (std::isfinite(f))
                top = std::max(top, f);
        m_colours.push_back(static_cast<int>(i));
        m_series.push_back(std::move(series[i]));
    }
    // From zero, so bars keep their proportions; 5 % headroom over the tallest bar.
    m_yHigh = top > 0 ? paddedRange(0, top).second : 1.0;
    update();
}

QRectF HistogramWidget::plotRect() const
{
    const QFontMetrics fm(font());
    const double left = fm.horizontalAdvance(QStringLiteral("0.000")) + 12;
    const double top = fm.height() * 2 + 10;
    const double bottom = fm.height() + 8;
    // Room on the right for half of the last x tick's label, centred on the plot's edge.
    const double right = fm.horizontalAdvance(QStringLiteral("-00000")) / 2.0 + 6;
    return QRectF(left, top, std::max(10.0, width() - left - right), std::max(10.0, height() - top - bottom));
}

double HistogramWidget::xToPixel(double x, const QRectF& plot) const
{
    return plot.left() + (x - xLow()) / (xHigh() - xLow()) * plot.width();
}

QPointF HistogramWidget::binTop(int bin, double fraction) const
{
    const QRectF plot = plotRect();
    const auto b = static_cast<std::size_t>(bin);
    const double x = (xToPixel(m_edges[b], plot) + xToPixel(m_edges[b + 1], plot)) / 2;
    return {x, valueToY(fraction, plot, 0, m_yHigh)};
}

void HistogramWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    beginPlot(p, *this);
    const QRectF plot = plotRect();
    const QFontMetrics fm(font());
    p.setPen(palette().text().color());
    p.drawText(QRectF(0, 2, width(), fm.height()), Qt::AlignHCenter, m_title);
    double legendX = plot.left();
    for (std::size_t s = 0; s < m_series.size(); ++s) {
        p.fillRect(QRectF(legendX, fm.height() + 6, 10, 10), BoxPlotWidget::groupColour(m_colours[s]));
        p.drawText(QPointF(legendX + 14, fm.height() + 6 + fm.ascent() - 2), m_series[s].name);
        legendX += 24 + fm.horizontalAdvance(m_series[s].name);
    }
    p.setPen(palette().mid().color());
    p.drawRect(plot);
    if (m_series.empty()) {
        p.setPen(palette().text().color());
        p.drawText(plot, Qt::AlignCenter, tr("No histogram"));
        return;
    }
    // y ticks: fractions.
    const double yStep = niceStep(m_yHigh, 5);
    for (double t = 0; t <= m_yHigh + 1e-12; t += yStep) {
        const double y = valueToY(t, plot, 0, m_yHigh);
        p.setPen(QColor(128, 128, 128, 60));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(palette().text().color());
        p.drawText(QRectF(0, y - fm.height() / 2.0, plot.left() - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(t, 'g', 3));
    }
    // x ticks: intensities; labels where they fit.
    const double xStep = niceStep(xHigh() - xLow(), std::max(2, static_cast<int>(plot.width() / 90)));
    for (double t = std::ceil(xLow() / xStep) * xStep; t <= xHigh(); t += xStep) {
        const double x = xToPixel(t, plot);
        p.setPen(QColor(128, 128, 128, 60));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(palette().text().color());
        const QString text = QLocale().toString(std::abs(t) < xStep * 1e-9 ? 0.0 : t, 'g', 5);
        p.drawText(QRectF(x - 40, plot.bottom() + 2, 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop, text);
    }
    p.save();
    p.setClipRect(plot);
    for (std::size_t s = 0; s < m_series.size(); ++s) {
        const std::vector<double>& f = m_series[s].fractions;
        QPainterPath path(QPointF(plot.left(), plot.bottom()));
        for (std::size_t b = 0; b < f.size(); ++b) {
            const double y = valueToY(std::isfinite(f[b]) ? f[b] : 0.0, plot, 0, m_yHigh);
            path.lineTo(xToPixel(m_edges[b], plot), y);
            path.lineTo(xToPixel(m_edges[b + 1], plot), y);
        }
        path.lineTo(plot.right(), plot.bottom());
        const QColor colour = BoxPlotWidget::groupColour(m_colours[s]);
        QColor fill = colour;
        fill.setAlpha(60);
        p.fillPath(path, fill);
        p.setPen(QPen(colour.darker(120), 1.5));
        p.drawPath(path);
    }
    p.restore();
}

} // namespace scansleuth::widgets
