// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/document.h"

#include <QWidget>

namespace scansleuth::widgets {

// A line plot of the document model (report::Plot), painted with the report's own plot painter, so
// that the GUI shows the same axes, ticks, colours and legend as the PDF.
class PlotView : public QWidget
{
    Q_OBJECT

public:
    explicit PlotView(QWidget* parent = nullptr);

    // `plot` as core made it (English): its words are shown as a report in the user's language says them.
    void setPlot(report::Plot plot);
    const report::Plot& plot() const { return m_plot; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    report::Plot m_plot;
};

} // namespace scansleuth::widgets
