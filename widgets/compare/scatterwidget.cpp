// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "scatterwidget.h"

#include "plotaxes.h"

#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace scansleuth::widgets {

ScatterWidget::ScatterWidget(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Scatter plot of run A against run B"));
}

void ScatterWidget::setData(const QString& xTitle, const QString& yTitle, std::vector<Point> points)
{
    m_xTitle = xTitle;
    m_yTitle = yTitle;
    m_points.clear();
    m_leftOut = 0;
    m_atEdge = 0;
    double lo = INFINITY, hi = -INFINITY, allLo = INFINITY, allHi = -INFINITY;
    int reliable = 0;
    for (Point& p : points) {
        if (!std::isfinite(p.x) || !std::isfinite(p.y)) {
            ++m_leftOut;
            continue;
        }
        allLo = std::min({allLo, p.x, p.y});
        allHi = std::max({allHi, p.x, p.y});
        if (p.reliable) {
            ++reliable;
            lo = std::min({lo, p.x, p.y});
            hi = std::max({hi, p.x, p.y});
        }
        m_points.push_back(std::move(p));
    }
    // Fewer than two reliable points make no range of their own: every point sets it.
    m_axis = reliable >= 2 ? report::linearScale(lo, hi) : report::linearScale(allLo, allHi);
    m_atEdge = static_cast<int>(
        std::count_if(m_points.begin(), m_points.end(), [this](const Point& p) { return isOutside(p); }));
    update();
}

void ScatterWidget::setSelectedCase(std::size_t caseIndex)
{
    m_selected = static_cast<long long>(caseIndex);
    update();
}

QRectF ScatterWidget::plotRect() const
{
    const QFontMetrics fm(font());
    const double left = fm.horizontalAdvance(QStringLiteral("0000.00")) + fm.height() + 10;
    const double top = fm.height() + 8;
    const double bottom = 2 * fm.height() + 10;
    const double side = std::max(10.0, std::min(width() - left - 12, height() - top - bottom));
    return QRectF(left, top, side, side);
}

bool ScatterWidget::isOutside(const Point& point) const
{
    return point.x < m_axis.min || point.x > m_axis.max || point.y < m_axis.min || point.y > m_axis.max;
}

QPointF ScatterWidget::positionOf(const Point& point) const
{
    const QRectF r = plotRect();
    const auto clamp = [this](double v) {
        return std::clamp(v, m_axis.min, m_axis.max);
    };
    return {axisPixel(m_axis, clamp(point.x), r, Qt::Horizontal),
            axisPixel(m_axis, clamp(point.y), r, Qt::Vertical)};
}

long long ScatterWidget::caseAt(const QPointF& position) const
{
    long long best = -1;
    double bestDistance = 8.0;
    for (const Point& p : m_points) {
        const QPointF d = positionOf(p) - position;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = static_cast<long long>(p.caseIndex);
        }
    }
    return best;
}

void ScatterWidget::mousePressEvent(QMouseEvent* event)
{
    const long long c = caseAt(event->position());
    if (event->button() == Qt::LeftButton && c >= 0) {
        setSelectedCase(static_cast<std::size_t>(c));
        Q_EMIT caseClicked(static_cast<std::size_t>(c));
    }
}

void ScatterWidget::keyPressEvent(QKeyEvent* event)
{
    if (m_points.empty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    std::vector<const Point*> order;
    for (const Point& p : m_points)
        order.push_back(&p);
    std::stable_sort(order.begin(), order.end(),
                     [](const Point* a, const Point* b) { return a->x != b->x ? a->x < b->x : a->y < b->y; });
    const auto current = std::find_if(order.begin(), order.end(), [this](const Point* p) {
        return static_cast<long long>(p->caseIndex) == m_selected;
    });
    const long long at = current == order.end() ? -1 : current - order.begin();
    const long long last = static_cast<long long>(order.size()) - 1;
    long long next = at;
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Up:
        next = std::min(at + 1, last);
        break;
    case Qt::Key_Left:
    case Qt::Key_Down:
        next = at < 0 ? 0 : std::max(at - 1, 0LL);
        break;
    case Qt::Key_Home:
        next = 0;
        break;
    case Qt::Key_End:
        next = last;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (next == at)
        return;
    const std::size_t caseIndex = order[static_cast<std::size_t>(next)]->caseIndex;
    setSelectedCase(caseIndex);
    Q_EMIT caseClicked(caseIndex);
}

void ScatterWidget::mouseMoveEvent(QMouseEvent* event)
{
    const long long c = caseAt(event->position());
    for (const Point& p : m_points) {
        if (static_cast<long long>(p.caseIndex) != c)
            continue;
        QToolTip::showText(event->globalPosition().toPoint(),
                           tr("%1: %2 %3, %4 %5")
                               .arg(p.key, m_xTitle, QLocale().toString(p.x, 'g', 4), m_yTitle,
                                    QLocale().toString(p.y, 'g', 4)),
                           this);
        return;
    }
    QToolTip::hideText();
}

// An arrow at the edge, pointing the way the value lies beyond the axis (down-left for a Dice of 0).
void ScatterWidget::drawEdgeArrow(QPainter& p, const Point& point, QPointF at) const
{
    const double dx = point.x < m_axis.min ? -1 : (point.x > m_axis.max ? 1 : 0);
    const double dy = point.y < m_axis.min ? 1 : (point.y > m_axis.max ? -1 : 0);
    const double n = std::hypot(dx, dy);
    const QPointF d(dx / n, dy / n), side(-d.y(), d.x());
    p.drawPolygon(QPolygonF({at + 6 * d, at - 3 * d + 4.5 * side, at - 3 * d - 4.5 * side}));
}

void ScatterWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    beginPlot(p, *this);
    const QRectF r = plotRect();
    const QFontMetrics fm(font());
    p.setPen(palette().mid().color());
    p.drawRect(r);
    if (hasFocus()) { // focus visible: the keyboard moves the selection here
        p.setPen(QPen(palette().highlight().color(), 2));
        p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
        p.setPen(palette().mid().color());
    }
    drawTicks(p, *this, m_axis, r, Qt::Horizontal);
    drawTicks(p, *this, m_axis, r, Qt::Vertical);
    // The diagonal: equal values.
    p.setPen(QPen(QColor(128, 128, 128), 1, Qt::DashLine));
    p.drawLine(r.bottomLeft(), r.topRight());
    p.setPen(palette().text().color());
    p.drawText(QRectF(r.left(), r.bottom() + fm.height() + 6, r.width(), fm.height()), Qt::AlignHCenter,
               m_xTitle);
    p.save();
    p.translate(fm.height() / 2.0 + 2, r.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-r.height() / 2, -fm.height() / 2.0, r.height(), fm.height()), Qt::AlignHCenter,
               m_yTitle);
    p.restore();
    QStringList notes;
    if (m_atEdge > 0)
        notes << tr("beyond the axes, at the edge: %1").arg(m_atEdge);
    if (m_leftOut > 0)
        notes << tr("without a value: %1").arg(m_leftOut);
    if (!notes.isEmpty())
        p.drawText(QRectF(0, 2, width() - 4, fm.height()), Qt::AlignRight,
                   fm.elidedText(notes.join(QStringLiteral("; ")), Qt::ElideRight, width() - 4));
    for (const Point& point : m_points) {
        const QColor colour = point.reliable ? QColor(31, 119, 180) : QColor(214, 110, 0);
        p.setPen(QPen(colour.darker(140), point.reliable ? 1.0 : 1.5));
        p.setBrush(point.reliable ? QBrush(colour) : QBrush(Qt::NoBrush));
        const QPointF at = positionOf(point);
        if (isOutside(point)) {
            drawEdgeArrow(p, point, at);
        } else if (point.reliable)
            p.drawEllipse(at, 3.5, 3.5);
        else // unreliable: a hollow triangle, so it reads without colour too
            p.drawPolygon(QPolygonF({at + QPointF(0, -4.5), at + QPointF(4, 3), at + QPointF(-4, 3)}));
        if (static_cast<long long>(point.caseIndex) == m_selected) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(QColor(230, 30, 30), 2));
            p.drawEllipse(at, 7, 7);
        }
    }
}

} // namespace scansleuth::widgets
