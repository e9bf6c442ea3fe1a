// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/plotscale.h"

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QWidget>

class QPainter;

#include <cstddef>
#include <vector>

namespace scansleuth::widgets {

// A scatter of run A against run B, one point a case, with the diagonal y = x (points above it: B's
// value is higher). Painted with QPainter. Both axes are one report axis (report::linearScale, nice
// 1, 2, 5 x 10^k ticks) over the x and y of the reliable points only: one unreliable case (a mirrored or
// shifted prediction at Dice 0) must not crush the others into a corner. A point outside that range (an
// unreliable one, or every point when fewer than two are reliable) is drawn at the edge it lies beyond,
// as an arrow pointing out, and counted in the title; its tooltip gives its real values. Clicking a point
// selects its case (caseClicked); the selected case is ringed. Points whose value is not finite on either
// side are left out (and counted in the title).
class ScatterWidget : public QWidget
{
    Q_OBJECT

public:
    struct Point
    {
        std::size_t caseIndex = 0;
        double x = 0, y = 0;
        bool reliable = true;
        QString key;
    };

    explicit ScatterWidget(QWidget* parent = nullptr);

    void setData(const QString& xTitle, const QString& yTitle, std::vector<Point> points);
    void setSelectedCase(std::size_t caseIndex);
    const std::vector<Point>& points() const { return m_points; }
    int leftOut() const { return m_leftOut; }
    // Points drawn at the edge because their value is outside the axes.
    int atEdge() const { return m_atEdge; }
    // The scale of both axes.
    const report::AxisScale& axis() const { return m_axis; }

    QRectF plotRect() const;
    // The widget position of a point, and the case of the point nearest to a position (within 8 pixels);
    // -1 when none is that close.
    // Clamped to the plot for a point outside the axes (atEdge).
    QPointF positionOf(const Point& point) const;
    bool isOutside(const Point& point) const;
    long long caseAt(const QPointF& position) const;

    QSize sizeHint() const override { return {320, 260}; }
    QSize minimumSizeHint() const override { return {200, 160}; }

Q_SIGNALS:
    void caseClicked(std::size_t caseIndex);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    // The keyboard (issue 22): Right/Up select the case with the next larger x (then y), Left/Down the
    // previous one, Home/End the first and last; the selection is announced as a click is.
    void keyPressEvent(QKeyEvent* event) override;

private:
    void drawEdgeArrow(QPainter& painter, const Point& point, QPointF at) const;

    QString m_xTitle, m_yTitle;
    std::vector<Point> m_points;
    int m_leftOut = 0;
    int m_atEdge = 0;
    report::AxisScale m_axis; // one range for both axes: the diagonal stays at 45 degrees
    long long m_selected = -1;
};

} // namespace scansleuth::widgets
