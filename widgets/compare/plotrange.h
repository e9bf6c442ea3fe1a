// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <utility>

namespace scansleuth::widgets {

// The axis range of a plot whose values span lo..hi: 5 % more on each side (a flat range gets a small
// margin around its value); 0..1 when no value was finite (lo > hi or not finite).
inline std::pair<double, double> paddedRange(double lo, double hi)
{
    if (!std::isfinite(lo) || !std::isfinite(hi) || lo > hi)
        return {0.0, 1.0};
    const double pad = hi > lo ? 0.05 * (hi - lo) : std::max(0.05 * std::abs(hi), 0.05);
    return {lo - pad, hi + pad};
}

// Starts painting a plot: the widget filled with the palette's base colour, antialiased lines.
inline void beginPlot(QPainter& painter, const QWidget& widget)
{
    painter.fillRect(widget.rect(), widget.palette().base());
    painter.setRenderHint(QPainter::Antialiasing, true);
}

} // namespace scansleuth::widgets
