// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "plotaxes.h"

#include <QPainter>
#include <QWidget>

namespace scansleuth::widgets {

void beginPlot(QPainter& painter, const QWidget& widget)
{
    painter.fillRect(widget.rect(), widget.palette().base());
    painter.setRenderHint(QPainter::Antialiasing, true);
}

void drawHeading(QPainter& painter, const QWidget& widget, const QString& title,
                 const std::vector<std::pair<QString, QColor>>& legend, double left)
{
    const QFontMetrics fm(widget.font());
    painter.setPen(widget.palette().text().color());
    painter.drawText(QRectF(0, 2, widget.width(), fm.height()), Qt::AlignHCenter, title);
    double x = left;
    for (const auto& [name, colour] : legend) {
        painter.fillRect(QRectF(x, fm.height() + 6, 10, 10), colour);
        painter.drawText(QPointF(x + 14, fm.height() + 6 + fm.ascent() - 2), name);
        x += 24 + fm.horizontalAdvance(name);
    }
}

double axisPixel(const report::AxisScale& axis, double value, const QRectF& plot, Qt::Orientation orientation)
{
    const double f = axis.fraction(value);
    return orientation == Qt::Vertical ? plot.bottom() - f * plot.height() : plot.left() + f * plot.width();
}

void drawTicks(QPainter& painter, const QWidget& widget, const report::AxisScale& axis, const QRectF& plot,
               Qt::Orientation orientation)
{
    const QFontMetrics fm(widget.font());
    for (double t : axis.ticks) {
        const double at = axisPixel(axis, t, plot, orientation);
        const QString text = QString::fromStdString(report::tickText(t, axis));
        if (orientation == Qt::Vertical) {
            painter.setPen(QColor(128, 128, 128, 60));
            painter.drawLine(QPointF(plot.left(), at), QPointF(plot.right(), at));
            painter.setPen(widget.palette().text().color());
            painter.drawText(QRectF(0, at - fm.height() / 2.0, plot.left() - 4, fm.height()),
                             Qt::AlignRight | Qt::AlignVCenter, text);
        } else {
            painter.setPen(QColor(128, 128, 128, 60));
            painter.drawLine(QPointF(at, plot.top()), QPointF(at, plot.bottom()));
            painter.setPen(widget.palette().text().color());
            painter.drawText(QRectF(at - 40, plot.bottom() + 2, 80, fm.height()),
                             Qt::AlignHCenter | Qt::AlignTop, text);
        }
    }
}

} // namespace scansleuth::widgets
