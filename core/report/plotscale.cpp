// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/plotscale.h"
#include "base/numberformat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace scansleuth::report {

namespace {

struct Extent
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    void add(double v)
    {
        if (std::isfinite(v)) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    bool valid() const { return lo <= hi; }
};

double niceStep(double range, int targetTicks)
{
    const double raw = range / targetTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double r = raw / magnitude;
    const double nice = r < 1.5 ? 1.0 : (r < 3.0 ? 2.0 : (r < 7.0 ? 5.0 : 10.0));
    return nice * magnitude;
}

AxisScale linearAxis(Extent e)
{
    AxisScale axis;
    if (!e.valid()) {
        e.lo = 0.0;
        e.hi = 1.0;
    }
    if (e.hi - e.lo <= std::abs(e.hi) * 1e-12) { // one value: a range around it
        const double pad = e.hi == 0.0 ? 1.0 : std::abs(e.hi) * 0.1;
        e.lo -= pad;
        e.hi += pad;
    }
    const double step = niceStep(e.hi - e.lo, 5);
    axis.min = std::floor(e.lo / step + 1e-9) * step;
    axis.max = std::ceil(e.hi / step - 1e-9) * step;
    for (double t = axis.min; t <= axis.max + step * 1e-6; t += step)
        axis.ticks.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    return axis;
}

AxisScale logAxis(Extent e)
{
    AxisScale axis;
    axis.log = true;
    if (!e.valid()) {
        e.lo = 1.0;
        e.hi = 10.0;
    }
    int lo = static_cast<int>(std::floor(std::log10(e.lo) + 1e-9));
    int hi = static_cast<int>(std::ceil(std::log10(e.hi) - 1e-9));
    if (hi <= lo)
        hi = lo + 1;
    axis.min = std::pow(10.0, lo);
    axis.max = std::pow(10.0, hi);
    const int stride = std::max(1, (hi - lo + 7) / 8); // at most ~8 decade labels
    for (int k = lo; k <= hi; k += stride)
        axis.ticks.push_back(std::pow(10.0, k));
    if (hi - lo <= 2) // few decades: 2 and 5 in between too
        for (int k = lo; k < hi; ++k)
            for (double m : {2.0, 5.0})
                axis.ticks.push_back(m * std::pow(10.0, k));
    std::sort(axis.ticks.begin(), axis.ticks.end());
    return axis;
}

} // namespace

double AxisScale::fraction(double value) const
{
    if (!std::isfinite(value))
        return std::numeric_limits<double>::quiet_NaN();
    if (log) {
        if (value <= 0.0)
            return std::numeric_limits<double>::quiet_NaN();
        return (std::log10(value) - std::log10(min)) / (std::log10(max) - std::log10(min));
    }
    return (value - min) / (max - min);
}

AxisScale linearScale(double lo, double hi)
{
    Extent e;
    e.add(lo);
    e.add(hi);
    return linearAxis(e);
}

PlotScales plotScales(const Plot& plot)
{
    Extent x, y;
    for (const auto& s : plot.series) {
        const std::size_t n = std::min(s.x.size(), s.y.size());
        for (std::size_t i = 0; i < n; ++i) {
            if (!std::isfinite(s.x[i]) || !std::isfinite(s.y[i]) || (plot.logY && s.y[i] <= 0.0))
                continue;
            x.add(s.x[i]);
            y.add(s.y[i]);
        }
    }
    PlotScales scales;
    scales.hasData = x.valid();
    for (const auto& r : plot.references) {
        if (r.orientation == ReferenceLine::Orientation::Vertical)
            x.add(r.value);
        else if (!plot.logY || r.value > 0.0)
            y.add(r.value);
    }
    scales.x = linearAxis(x);
    scales.y = plot.logY ? logAxis(y) : linearAxis(y);
    return scales;
}

namespace {

double quantileOfSorted(const std::vector<double>& sorted, double q)
{
    const double at = q * static_cast<double>(sorted.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(at));
    const std::size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (sorted[above] - sorted[below]) * (at - static_cast<double>(below));
}

} // namespace

BoxStats boxStats(const std::vector<double>& values)
{
    BoxStats b;
    std::vector<double> sorted;
    for (double v : values)
        if (std::isfinite(v))
            sorted.push_back(v);
    b.n = sorted.size();
    b.missing = values.size() - sorted.size();
    if (sorted.empty()) {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        b.q1 = b.median = b.q3 = b.whiskerLow = b.whiskerHigh = nan;
        return b;
    }
    std::sort(sorted.begin(), sorted.end());
    b.q1 = quantileOfSorted(sorted, 0.25);
    b.median = quantileOfSorted(sorted, 0.5);
    b.q3 = quantileOfSorted(sorted, 0.75);
    const double reach = 1.5 * (b.q3 - b.q1);
    b.whiskerLow = b.q1;
    b.whiskerHigh = b.q3;
    for (double v : sorted) {
        if (v < b.q1 - reach || v > b.q3 + reach)
            b.outliers.push_back(v);
        else {
            b.whiskerLow = std::min(b.whiskerLow, v);
            b.whiskerHigh = std::max(b.whiskerHigh, v);
        }
    }
    return b;
}

PlotScales boxPlotScales(const BoxPlot& plot)
{
    Extent y;
    for (const BoxGroup& g : plot.groups)
        for (double v : g.values)
            y.add(v);
    PlotScales scales;
    scales.hasData = y.valid();
    scales.x.min = 0.0;
    scales.x.max = std::max<double>(1.0, static_cast<double>(plot.groups.size()));
    scales.y = linearAxis(y);
    return scales;
}

std::string boxGroupLabel(const BoxGroup& group, const BoxStats& stats)
{
    if (stats.missing == 0)
        return group.name;
    return group.name + " (" + std::to_string(stats.missing) + " missing)";
}

PlotScales scatterScales(const ScatterPlot& plot)
{
    Extent x, y;
    for (const ScatterPoint& p : plot.points) {
        if (!std::isfinite(p.x) || !std::isfinite(p.y))
            continue;
        x.add(p.x);
        y.add(p.y);
    }
    PlotScales scales;
    scales.hasData = x.valid();
    if (plot.diagonal && x.valid()) {
        x.add(y.lo);
        x.add(y.hi);
        y = x;
    }
    scales.x = linearAxis(x);
    scales.y = linearAxis(y);
    return scales;
}

std::vector<double> diagonalSegment(const PlotScales& scales)
{
    const double lo = std::max(scales.x.min, scales.y.min);
    const double hi = std::min(scales.x.max, scales.y.max);
    if (!(lo < hi))
        return {};
    return {scales.x.fraction(lo), scales.y.fraction(lo), scales.x.fraction(hi), scales.y.fraction(hi)};
}

std::string tickText(double value, const AxisScale& axis)
{
    if (axis.log)
        return formatGeneral(value);
    const double step = axis.ticks.size() > 1 ? axis.ticks[1] - axis.ticks[0] : 1.0;
    const double biggest = std::max(std::abs(axis.min), std::abs(axis.max));
    if (biggest >= 1e6 || biggest < 1e-3)
        return formatGeneral(value, 3);
    const int decimals = std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 6);
    return formatFixed(value, decimals);
}

render::Rgba seriesColour(std::size_t index)
{
    static constexpr render::Rgba kColours[] = {
        {0, 114, 178, 255}, {213, 94, 0, 255},   {0, 158, 115, 255}, {204, 121, 167, 255},
        {230, 159, 0, 255}, {86, 180, 233, 255}, {0, 0, 0, 255},     {240, 228, 66, 255},
    };
    return kColours[index % (sizeof kColours / sizeof kColours[0])];
}

std::vector<std::vector<std::pair<double, double>>> drawableRuns(const PlotSeries& series,
                                                                 const PlotScales& scales)
{
    std::vector<std::vector<std::pair<double, double>>> runs(1);
    const std::size_t n = std::min(series.x.size(), series.y.size());
    for (std::size_t i = 0; i < n; ++i) {
        const double fx = scales.x.fraction(series.x[i]);
        const double fy = scales.y.fraction(series.y[i]);
        if (std::isnan(fx) || std::isnan(fy)) {
            if (!runs.back().empty())
                runs.emplace_back();
            continue;
        }
        runs.back().emplace_back(fx, fy);
    }
    if (runs.back().empty())
        runs.pop_back();
    return runs;
}

} // namespace scansleuth::report
