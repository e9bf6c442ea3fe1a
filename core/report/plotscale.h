// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "render/render.h"
#include "report/document.h"

#include <string>
#include <vector>

// The layout maths every plot renderer shares (the raster plotter, the HTML SVG, the PDF painter), so
// that one plot looks the same in every format: axis ranges with "nice" ticks, tick text, colours.
namespace scansleuth::report {

struct AxisScale
{
    double min = 0.0; // in data units (not log10) even when log
    double max = 1.0;
    bool log = false;
    std::vector<double> ticks; // data values inside [min, max]

    // 0 at min, 1 at max; NaN for a non-finite value or a value <= 0 on a log axis.
    double fraction(double value) const;
};

struct PlotScales
{
    AxisScale x;
    AxisScale y;
    bool hasData = false; // false: no finite point; the axes are 0..1
};

// Ranges over every finite point (and reference line) of `plot`, widened to nice tick steps
// (1, 2, 5 x 10^k; decades on a log axis).
PlotScales plotScales(const Plot& plot);
// The linear axis of the scales here (plotScales, boxPlotScales, scatterScales), over the finite ones of
// `lo` and `hi`: widened to nice tick steps, a range around a single value, 0..1 when neither is finite.
// For plots drawn elsewhere that share the report's axes (the GUI's box plot, scatter, histogram).
AxisScale linearScale(double lo, double hi);

// The Tukey box of one group's finite values: quartiles by linear interpolation (numpy's default),
// whiskers at the furthest values inside [q1 - 1.5 IQR, q3 + 1.5 IQR], the values outside as outliers
// (ascending). Every number is NaN when no value is finite.
struct BoxStats
{
    std::size_t n = 0;       // finite values
    std::size_t missing = 0; // NaN or infinite values left out
    double q1 = 0.0, median = 0.0, q3 = 0.0;
    double whiskerLow = 0.0, whiskerHigh = 0.0;
    std::vector<double> outliers;
};
BoxStats boxStats(const std::vector<double>& values);

// A box plot's scales: x from 0 to the group count (group i centred at i + 0.5, no ticks: the writers
// print the group names), y over every finite value.
PlotScales boxPlotScales(const BoxPlot& plot);
// The text under a box: the group's name, and "(k missing)" when values were left out.
std::string boxGroupLabel(const BoxGroup& group, const BoxStats& stats);

// A scatter plot's scales over its finite points; with `diagonal` both axes get the same range, so the
// x = y line is the square's diagonal.
PlotScales scatterScales(const ScatterPlot& plot);
// The x = y line clipped to the scales, as fractions {x0, y0, x1, y1}; empty when it misses the plot.
std::vector<double> diagonalSegment(const PlotScales& scales);

// Tick text with as many decimals as the tick step needs ("0.25", "1e-05", "1000").
std::string tickText(double value, const AxisScale& axis);

// Colour-blind-safe series colours (Okabe and Ito), cycling.
render::Rgba seriesColour(std::size_t index);
// Colour for reference lines.
inline constexpr render::Rgba kReferenceColour{110, 110, 110, 255};

// Runs of consecutive drawable points (both coordinates map to finite fractions) of a series, as
// {x fraction, y fraction} pairs: a NaN or non-positive log value ends a run.
std::vector<std::vector<std::pair<double, double>>> drawableRuns(const PlotSeries& series,
                                                                 const PlotScales& scales);

} // namespace scansleuth::report
