// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/plotscale.h"

#include <QRectF>
#include <QString>
#include <QWidget>

#include <vector>

namespace scansleuth::widgets {

// Overlaid histograms over common bin edges, one series a split: each drawn as a translucent filled step
// outline in its own colour (BoxPlotWidget::groupColour, so a split has the same colour in the box
// plots), painted with QPainter (works on the offscreen platform). The axes are the report's
// (report::linearScale, report::tickText), as in the report's histogram plot: x over the bin edges, y
// the fraction of voxels per bin from 0 over the largest fraction of any series. A legend names the
// series.
class HistogramWidget : public QWidget
{
    Q_OBJECT

public:
    struct Series
    {
        QString name;
        std::vector<double> fractions; // one per bin
    };

    explicit HistogramWidget(QWidget* parent = nullptr);

    // `edges` has one more value than each series has fractions (ascending); a series of another length
    // is left out (and counted in skippedSeries()).
    void setData(const QString& title, std::vector<double> edges, std::vector<Series> series);
    void clear();

    const std::vector<Series>& series() const { return m_series; }
    int binCount() const { return m_edges.empty() ? 0 : static_cast<int>(m_edges.size()) - 1; }
    int skippedSeries() const { return m_skipped; }
    // The axes' ranges (the bin edges' range widened to the report's ticks; 0..1 without bins).
    double xLow() const { return m_x.min; }
    double xHigh() const { return m_x.max; }
    double yHigh() const { return m_y.max; }
    QRectF plotRect() const;
    // Widget position of the top of bin `bin`'s bar of a series with `fraction` there.
    QPointF binTop(int bin, double fraction) const;

    QSize sizeHint() const override { return {480, 260}; }
    QSize minimumSizeHint() const override { return {240, 160}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_title;
    std::vector<double> m_edges;
    std::vector<Series> m_series;
    std::vector<int> m_colours; // group colour index of each kept series (its position as given)
    int m_skipped = 0;
    report::AxisScale m_x, m_y;
};

} // namespace scansleuth::widgets
