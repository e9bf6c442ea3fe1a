// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "plotaxes.h"

#include <QFontMetrics>
#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace scansleuth::widgets {

void beginPlot(QPainter& painter, const QWidget& widget)
{
    painter.fillRect(widget.rect(), widget.palette().base());
    painter.setRenderHint(QPainter::Antialiasing, true);
}

namespace {
// Where drawHeading puts the title: the widget's width, as many lines as the title needs wrapped at words.
QRectF titleRect(const QWidget& widget, const QString& title)
{
    const QFontMetrics fm(widget.font());
    const int width = std::max(1, widget.width());
    const QRect text =
        fm.boundingRect(QRect(0, 0, width, 1 << 20), Qt::AlignHCenter | Qt::TextWordWrap, title);
    return QRectF(0, 2, width, std::max(text.height(), fm.height()));
}
} // namespace

double headingHeight(const QWidget& widget, const QString& title)
{
    return titleRect(widget, title).bottom() - 2 + QFontMetrics(widget.font()).height();
}

void drawHeading(QPainter& painter, const QWidget& widget, const QString& title,
                 const std::vector<std::pair<QString, QColor>>& legend, double left)
{
    const QFontMetrics fm(widget.font());
    painter.setPen(widget.palette().text().color());
    const QRectF titleBox = titleRect(widget, title);
    painter.drawText(titleBox, Qt::AlignHCenter | Qt::TextWordWrap, title);
    const double top = titleBox.bottom() + 4;
    double x = left;
    for (const auto& [name, colour] : legend) {
        painter.fillRect(QRectF(x, top, 10, 10), colour);
        painter.drawText(QPointF(x + 14, top + fm.ascent() - 2), name);
        x += 24 + fm.horizontalAdvance(name);
    }
}

double axisPixel(const report::AxisScale& axis, double value, const QRectF& plot, Qt::Orientation orientation)
{
    const double f = axis.fraction(value);
    return orientation == Qt::Vertical ? plot.bottom() - f * plot.height() : plot.left() + f * plot.width();
}

int tickLabelStride(const QFontMetrics& fm, const report::AxisScale& axis, const QRectF& plot,
                    Qt::Orientation orientation)
{
    if (axis.ticks.size() < 2)
        return 1;
    int widest = 0;
    for (double t : axis.ticks)
        widest = std::max(widest, fm.horizontalAdvance(QString::fromStdString(report::tickText(t, axis))));
    const double spacing = std::abs(axisPixel(axis, axis.ticks[1], plot, orientation) -
                                    axisPixel(axis, axis.ticks[0], plot, orientation));
    const double needed = orientation == Qt::Vertical ? fm.height() + 2 : widest + 6;
    return spacing > 0 ? std::max(1, static_cast<int>(std::ceil(needed / spacing))) : 1;
}

void drawTicks(QPainter& painter, const QWidget& widget, const report::AxisScale& axis, const QRectF& plot,
               Qt::Orientation orientation)
{
    const QFontMetrics fm(widget.font());
    const int every = tickLabelStride(fm, axis, plot, orientation);
    int index = -1;
    for (double t : axis.ticks) {
        const double at = axisPixel(axis, t, plot, orientation);
        const bool labelled = ++index % every == 0;
        const QString text = labelled ? QString::fromStdString(report::tickText(t, axis)) : QString();
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
