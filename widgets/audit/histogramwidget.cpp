// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "histogramwidget.h"

#include "widgets/compare/boxplotwidget.h"
#include "widgets/compare/plotaxes.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace scansleuth::widgets {

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
    m_x = m_edges.empty() ? report::AxisScale{} : report::linearScale(m_edges.front(), m_edges.back());
    // From zero, so bars keep their proportions.
    m_y = report::linearScale(0.0, top > 0 ? top : 1.0);
    update();
}

QRectF HistogramWidget::plotRect() const
{
    const QFontMetrics fm(font());
    const double left = fm.horizontalAdvance(QStringLiteral("0.000")) + 12;
    const double top = headingHeight(*this, m_title) + 10;
    const double bottom = fm.height() + 8;
    // Room on the right for half of the last x tick's label, centred on the plot's edge.
    const double right = fm.horizontalAdvance(QStringLiteral("-00000")) / 2.0 + 6;
    return QRectF(left, top, std::max(10.0, width() - left - right), std::max(10.0, height() - top - bottom));
}

QPointF HistogramWidget::binTop(int bin, double fraction) const
{
    const QRectF plot = plotRect();
    const auto b = static_cast<std::size_t>(bin);
    const double x = (axisPixel(m_x, m_edges[b], plot, Qt::Horizontal) +
                      axisPixel(m_x, m_edges[b + 1], plot, Qt::Horizontal)) /
                     2;
    return {x, axisPixel(m_y, fraction, plot, Qt::Vertical)};
}

void HistogramWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    beginPlot(p, *this);
    const QRectF plot = plotRect();
    std::vector<std::pair<QString, QColor>> legend;
    for (std::size_t s = 0; s < m_series.size(); ++s)
        legend.emplace_back(m_series[s].name, BoxPlotWidget::groupColour(m_colours[s]));
    drawHeading(p, *this, m_title, legend, plot.left());
    p.setPen(palette().mid().color());
    p.drawRect(plot);
    if (m_series.empty()) {
        p.setPen(palette().text().color());
        p.drawText(plot, Qt::AlignCenter, tr("No histogram"));
        return;
    }
    drawTicks(p, *this, m_y, plot, Qt::Vertical);
    drawTicks(p, *this, m_x, plot, Qt::Horizontal);
    p.save();
    p.setClipRect(plot);
    for (std::size_t s = 0; s < m_series.size(); ++s) {
        const std::vector<double>& f = m_series[s].fractions;
        auto x = [&](std::size_t edge) {
            return axisPixel(m_x, m_edges[edge], plot, Qt::Horizontal);
        };
        QPainterPath path(QPointF(x(0), plot.bottom()));
        for (std::size_t b = 0; b < f.size(); ++b) {
            const double y = axisPixel(m_y, std::isfinite(f[b]) ? f[b] : 0.0, plot, Qt::Vertical);
            path.lineTo(x(b), y);
            path.lineTo(x(b + 1), y);
        }
        path.lineTo(x(f.size()), plot.bottom());
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
