// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "boxplotwidget.h"

#include "plotaxes.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace scansleuth::widgets {

double valueToY(double value, const QRectF& plot, double lo, double hi)
{
    const double span = hi > lo ? hi - lo : 1.0;
    return plot.bottom() - (value - lo) / span * plot.height();
}

BoxGeometry boxGeometry(const report::BoxStats& stats, const QRectF& plot, double lo, double hi, int slot,
                        int slots)
{
    BoxGeometry g;
    const double width = plot.width() / std::max(slots, 1);
    g.centreX = plot.left() + (slot + 0.5) * width;
    g.left = g.centreX - 0.3 * width;
    g.right = g.centreX + 0.3 * width;
    g.yQ1 = valueToY(stats.q1, plot, lo, hi);
    g.yMedian = valueToY(stats.median, plot, lo, hi);
    g.yQ3 = valueToY(stats.q3, plot, lo, hi);
    g.yWhiskerLow = valueToY(stats.whiskerLow, plot, lo, hi);
    g.yWhiskerHigh = valueToY(stats.whiskerHigh, plot, lo, hi);
    for (double o : stats.outliers)
        g.yOutliers.push_back(valueToY(o, plot, lo, hi));
    return g;
}

BoxPlotWidget::BoxPlotWidget(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

QColor BoxPlotWidget::groupColour(int group)
{
    static const QColor colours[] = {QColor(31, 119, 180), QColor(255, 127, 14),  QColor(44, 160, 44),
                                     QColor(214, 39, 40),  QColor(148, 103, 189), QColor(140, 86, 75)};
    return colours[static_cast<std::size_t>(group) % std::size(colours)];
}

void BoxPlotWidget::setData(const QString& title, const QStringList& groups, std::vector<Box> boxes)
{
    m_title = title;
    m_groups = groups;
    m_boxes = std::move(boxes);
    m_stats.clear();
    m_gaps.clear();
    int gaps = 0;
    double lo = INFINITY, hi = -INFINITY;
    for (std::size_t i = 0; i < m_boxes.size(); ++i) {
        m_stats.push_back(report::boxStats(m_boxes[i].values));
        if (i > 0 && m_boxes[i].label != m_boxes[i - 1].label)
            ++gaps;
        m_gaps.push_back(gaps);
        const report::BoxStats& s = m_stats.back();
        if (s.n > 0) { // the whiskers and outliers reach every finite value
            lo = std::min({lo, s.whiskerLow, s.outliers.empty() ? lo : s.outliers.front()});
            hi = std::max({hi, s.whiskerHigh, s.outliers.empty() ? hi : s.outliers.back()});
        }
    }
    m_slots = static_cast<int>(m_boxes.size()) + gaps;
    m_axis = report::linearScale(lo, hi);
    update();
}

QRectF BoxPlotWidget::plotRect() const
{
    const QFontMetrics fm(font());
    const double left = fm.horizontalAdvance(QStringLiteral("−0000.00")) + 10;
    const double top = headingHeight(*this, m_title) + 10;
    const double bottom = fm.height() + 8;
    return QRectF(left, top, std::max(10.0, width() - left - 10), std::max(10.0, height() - top - bottom));
}

void BoxPlotWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    beginPlot(p, *this);
    const QRectF plot = plotRect();
    const QFontMetrics fm(font());
    // Legend: one swatch a group, under the title.
    std::vector<std::pair<QString, QColor>> legend;
    for (int g = 0; g < m_groups.size(); ++g)
        legend.emplace_back(m_groups[g], groupColour(g));
    drawHeading(p, *this, m_title, legend, plot.left());
    if (m_boxes.empty()) {
        p.drawText(plot, Qt::AlignCenter, tr("No values"));
        return;
    }
    // Axis and ticks.
    p.setPen(palette().mid().color());
    p.drawRect(plot);
    drawTicks(p, *this, m_axis, plot, Qt::Vertical);
    for (std::size_t i = 0; i < m_boxes.size(); ++i) {
        const report::BoxStats& s = m_stats[i];
        const BoxGeometry g = boxGeometry(s, plot, m_axis.min, m_axis.max, slotOf(i), m_slots);
        const QColor colour = groupColour(m_boxes[i].group);
        // The label's name under its first box.
        if (i == 0 || m_boxes[i].label != m_boxes[i - 1].label) {
            p.setPen(palette().text().color());
            p.drawText(QPointF(g.left, plot.bottom() + fm.ascent() + 4), m_boxes[i].label);
        }
        if (s.n == 0)
            continue;
        p.setPen(QPen(colour.darker(130), 1.5));
        p.drawLine(QPointF(g.centreX, g.yWhiskerLow), QPointF(g.centreX, g.yQ1));
        p.drawLine(QPointF(g.centreX, g.yQ3), QPointF(g.centreX, g.yWhiskerHigh));
        const double cap = (g.right - g.left) / 4;
        p.drawLine(QPointF(g.centreX - cap, g.yWhiskerLow), QPointF(g.centreX + cap, g.yWhiskerLow));
        p.drawLine(QPointF(g.centreX - cap, g.yWhiskerHigh), QPointF(g.centreX + cap, g.yWhiskerHigh));
        QColor fill = colour;
        fill.setAlpha(110);
        p.setBrush(fill);
        p.drawRect(QRectF(QPointF(g.left, g.yQ3), QPointF(g.right, g.yQ1)));
        p.setPen(QPen(colour.darker(160), 2.5));
        p.drawLine(QPointF(g.left, g.yMedian), QPointF(g.right, g.yMedian));
        p.setPen(QPen(colour.darker(130), 1));
        p.setBrush(Qt::NoBrush);
        for (double y : g.yOutliers)
            p.drawEllipse(QPointF(g.centreX, y), 3, 3);
    }
}

} // namespace scansleuth::widgets
