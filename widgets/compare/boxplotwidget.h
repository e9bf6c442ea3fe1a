// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/plotscale.h"

#include <QColor>
#include <QRectF>
#include <QString>
#include <QWidget>

#include <vector>

namespace scansleuth::widgets {

// Where one box (report::boxStats: the report's Tukey box) is drawn: `slot` of `slots` equal columns of
// `plot`, values lo..hi mapped bottom..top. y positions in widget pixels; the box is 60% of the slot
// wide, centred.
struct BoxGeometry
{
    double centreX = 0, left = 0, right = 0;
    double yQ1 = 0, yMedian = 0, yQ3 = 0, yWhiskerLow = 0, yWhiskerHigh = 0;
    std::vector<double> yOutliers;
};
BoxGeometry boxGeometry(const report::BoxStats& stats, const QRectF& plot, double lo, double hi, int slot,
                        int slots);
// The vertical pixel of `value` in `plot` for the range lo..hi (hi at the top).
double valueToY(double value, const QRectF& plot, double lo, double hi);

// Box plots of one metric: one box per group (a run, or a run pair) within each label, painted with
// QPainter (works on the offscreen platform). Groups share colours across labels; a legend names them.
// The boxes and the y axis are the report's (report::boxStats, report::linearScale over every finite
// value, report::tickText), so a box plot here and in the report agree.
class BoxPlotWidget : public QWidget
{
    Q_OBJECT

public:
    struct Box
    {
        QString label; // the label (x axis section)
        int group = 0; // index into the groups
        std::vector<double> values;
    };

    explicit BoxPlotWidget(QWidget* parent = nullptr);

    void setData(const QString& title, const QStringList& groups, std::vector<Box> boxes);
    // The drawing area inside the axes, and the value range of the y axis.
    QRectF plotRect() const;
    double rangeLow() const { return m_axis.min; }
    double rangeHigh() const { return m_axis.max; }
    const report::AxisScale& axis() const { return m_axis; }
    const std::vector<Box>& boxes() const { return m_boxes; }
    const report::BoxStats& statsOf(std::size_t box) const { return m_stats[box]; }
    // The box's slot among all boxes (labels side by side, groups within a label).
    int slotOf(std::size_t box) const { return static_cast<int>(box) + m_gaps[box]; }
    int slotCount() const { return m_slots; }
    static QColor groupColour(int group);

    QSize sizeHint() const override { return {420, 260}; }
    QSize minimumSizeHint() const override { return {240, 160}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_title;
    QStringList m_groups;
    std::vector<Box> m_boxes;
    std::vector<report::BoxStats> m_stats;
    std::vector<int> m_gaps; // empty slots before each box (one between labels)
    int m_slots = 0;
    report::AxisScale m_axis;
};

} // namespace scansleuth::widgets
