// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/document.h"

#include <QColor>
#include <QFont>
#include <QRectF>

class QPainter;

// One painter for the document model's plots, for every QPainter device: the PDF report draws
// with it on the page, the GUI in a widget. Same scales, ticks and colours as the SVG and raster plots
// (report/plotscale.h).
namespace scansleuth::report::pdf {

struct PlotStyle
{
    QFont title;                    // the plot's title (bold)
    QFont label;                    // axis labels
    QFont small;                    // tick text and legend
    double dotsPerMm = 96.0 / 25.4; // device units per millimetre: line widths, gaps, tick lengths
    QColor text = QColor(34, 34, 34);
    QColor background; // invalid: leave the area as it is
};

// Paints `plot` (title, axes with nice ticks, reference lines, series, axis labels, legend) to fill
// `bounds`, in the painter's device units. A plot without finite points gets empty 0..1 axes.
void paintPlot(QPainter& painter, const Plot& plot, const QRectF& bounds, const PlotStyle& style);
// A box plot (one box per group, Tukey whiskers, outliers as rings, group names under the axis) and a
// scatter plot (dots with their labels; with `diagonal` a square area with the dashed x = y line), in
// the same style.
void paintBoxPlot(QPainter& painter, const BoxPlot& plot, const QRectF& bounds, const PlotStyle& style);
void paintScatterPlot(QPainter& painter, const ScatterPlot& plot, const QRectF& bounds,
                      const PlotStyle& style);

} // namespace scansleuth::report::pdf
