// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "plotview.h"

#include "widgets/findingtext.h"
#include "widgets/pdf/plotpainter.h"

#include <QPainter>

#include <algorithm>

namespace scansleuth::widgets {

PlotView::PlotView(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void PlotView::setPlot(report::Plot plot)
{
    // core's English words (the title, axes, series, reference lines) as the report says them
    const auto translate = [](std::string& text) {
        text = reportText(text).toStdString();
    };
    for (std::string* s : {&plot.title, &plot.xLabel, &plot.yLabel})
        translate(*s);
    for (report::PlotSeries& series : plot.series)
        translate(series.name);
    for (report::ReferenceLine& line : plot.references)
        translate(line.label);
    m_plot = std::move(plot);
    setToolTip(QString::fromStdString(m_plot.title));
    update();
}

QSize PlotView::sizeHint() const
{
    return QSize(420, 260);
}

QSize PlotView::minimumSizeHint() const
{
    return QSize(240, 180);
}

void PlotView::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    report::pdf::PlotStyle style;
    style.label = font();
    style.title = font();
    style.title.setBold(true);
    style.small = font();
    style.small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.85));
    style.dotsPerMm = logicalDpiX() / 25.4;
    // Grid, ticks and series colours are chosen for a white page: the plot keeps one, as in the PDF,
    // whatever the desktop's palette.
    style.background = QColor(Qt::white);
    report::pdf::paintPlot(painter, m_plot, QRectF(rect()).adjusted(2, 2, -2, -2), style);
}

} // namespace scansleuth::widgets
