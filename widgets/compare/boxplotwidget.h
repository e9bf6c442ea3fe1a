// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QColor>
#include <QRectF>
#include <QString>
#include <QWidget>

#include <span>
#include <vector>

namespace scansleuth::widgets {

// Tukey's box of a set of values: quartiles by linear interpolation (numpy's default, as
// compare::summarize), whiskers at the most extreme values within 1.5 IQR of the box, the values beyond
// them as outliers. Non-finite values are left out and counted. All NaN when no value is finite.
struct BoxStats
{
    int n = 0;
    int missing = 0;
    double q1 = 0, median = 0, q3 = 0;
    double whiskerLow = 0, whiskerHigh = 0;
    std::vector<double> outliers; // ascending
};
BoxStats boxStats(std::span<const double> values);

// Where one box is drawn: `slot` of `slots` equal columns of `plot`, values lo..hi mapped bottom..top.
// y positions in widget pixels; the box is 60% of the slot wide, centred.
struct BoxGeometry
{
    double centreX = 0, left = 0, right = 0;
    double yQ1 = 0, yMedian = 0, yQ3 = 0, yWhiskerLow = 0, yWhiskerHigh = 0;
    std::vector<double> yOutliers;
};
BoxGeometry boxGeometry(const BoxStats& stats, const QRectF& plot, double lo, double hi, int slot, int slots);
// The vertical pixel of `value` in `plot` for the range lo..hi (hi at the top).
double valueToY(double value, const QRectF& plot, double lo, double hi);

// Box plots of one metric: one box per group (a run, or a run pair) within each label, painted with
// QPainter (works on the offscreen platform). Groups share colours across labels; a legend names them.
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
    double rangeLow() const { return m_lo; }
    double rangeHigh() const { return m_hi; }
    const std::vector<Box>& boxes() const { return m_boxes; }
    // The box's slot among all boxes (labels side by side, groups within a label).
    int slotOf(std::size_t box) const { return static_cast<int>(box) + m_gaps[box]; }
    int slotCount() const { return m_slots; }
    static QColor groupColour(int group);

    QSize sizeHint() const override { return {420, 260}; }
    QSize minimumSizeHint() const override { return {240, 160}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void computeRange();

    QString m_title;
    QStringList m_groups;
    std::vector<Box> m_boxes;
    std::vector<BoxStats> m_stats;
    std::vector<int> m_gaps; // empty slots before each box (one between labels)
    int m_slots = 0;
    double m_lo = 0, m_hi = 1;
};

} // namespace scansleuth::widgets
