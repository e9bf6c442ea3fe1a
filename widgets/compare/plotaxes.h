// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/plotscale.h"

#include <QColor>
#include <QRectF>
#include <QString>

#include <utility>
#include <vector>

class QFontMetrics;
class QPainter;
class QWidget;

// What the GUI's own plots (box plots, the scatter, the histograms) share with each other and with the
// report's charts: the report's axes (report::linearScale: nice 1, 2, 5 x 10^k ticks, the range widened
// to them) and tick text (report::tickText), painted with QPainter.
namespace scansleuth::widgets {

// Starts painting a plot: the widget filled with the palette's base colour, antialiased lines.
void beginPlot(QPainter& painter, const QWidget& widget);
// The heading above a plot whose area starts at `left`: `title` centred at the top (wrapped at words
// when wider than the widget), and under it a legend of a colour swatch and a name per entry, in the
// widget's text colour.
void drawHeading(QPainter& painter, const QWidget& widget, const QString& title,
                 const std::vector<std::pair<QString, QColor>>& legend, double left);
// The height of that heading in `widget` (title and legend line): where the plot area can start.
double headingHeight(const QWidget& widget, const QString& title);
// The pixel of `value` on `axis` drawn across `plot`: a y (Qt::Vertical, min at the bottom) or an x
// (Qt::Horizontal, min at the left).
double axisPixel(const report::AxisScale& axis, double value, const QRectF& plot,
                 Qt::Orientation orientation);
// Every how many ticks a label fits without touching the next (1: all; a small plot, or large text at
// 200% scaling, labels every 2nd or 3rd; the grid lines stay on all).
int tickLabelStride(const QFontMetrics& fm, const report::AxisScale& axis, const QRectF& plot,
                    Qt::Orientation orientation);
// `axis`'s ticks across `plot`, the labels every tickLabelStride: a faint grid line at each, and its text
// left of the plot (Qt::Vertical) or under it (Qt::Horizontal), in the widget's text colour.
void drawTicks(QPainter& painter, const QWidget& widget, const report::AxisScale& axis, const QRectF& plot,
               Qt::Orientation orientation);

} // namespace scansleuth::widgets
