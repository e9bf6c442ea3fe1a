// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/svgplot.h"
#include "base/numberformat.h"

#include "report/plotscale.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace scansleuth::report {

namespace {

constexpr double kWidth = 720, kHeight = 420;
constexpr double kCharWidth = 6.6; // average width of a 12 px sans-serif character, for layout only

std::string num(double v)
{
    return formatFixed(v, 2);
}

std::string colour(render::Rgba c)
{
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", c.r, c.g, c.b);
    return buffer;
}

struct Area
{
    double left, top, right, bottom;
    double px(double f) const { return left + f * (right - left); }
    double py(double f) const { return bottom - f * (bottom - top); }
};

void text(std::ostringstream& out, double x, double y, const std::string& s, const char* anchor,
          const std::string& extra = {})
{
    out << "<text x=\"" << num(x) << "\" y=\"" << num(y) << "\" text-anchor=\"" << anchor << "\"" << extra
        << ">" << escapeXml(s) << "</text>\n";
}

void line(std::ostringstream& out, double x0, double y0, double x1, double y1, const std::string& style)
{
    out << "<line x1=\"" << num(x0) << "\" y1=\"" << num(y0) << "\" x2=\"" << num(x1) << "\" y2=\"" << num(y1)
        << "\" " << style << "/>\n";
}

void axes(std::ostringstream& out, const Area& a, const PlotScales& s)
{
    for (double t : s.x.ticks) {
        const double x = a.px(s.x.fraction(t));
        line(out, x, a.top, x, a.bottom, "stroke=\"#e4e4e4\"");
        line(out, x, a.bottom, x, a.bottom + 5, "stroke=\"#5a5a5a\"");
        text(out, x, a.bottom + 18, tickText(t, s.x), "middle");
    }
    for (double t : s.y.ticks) {
        const double y = a.py(s.y.fraction(t));
        line(out, a.left, y, a.right, y, "stroke=\"#e4e4e4\"");
        line(out, a.left - 5, y, a.left, y, "stroke=\"#5a5a5a\"");
        text(out, a.left - 8, y + 4, tickText(t, s.y), "end");
    }
    out << "<rect x=\"" << num(a.left) << "\" y=\"" << num(a.top) << "\" width=\"" << num(a.right - a.left)
        << "\" height=\"" << num(a.bottom - a.top) << "\" fill=\"none\" stroke=\"#5a5a5a\"/>\n";
}

void references(std::ostringstream& out, const Area& a, const Plot& plot, const PlotScales& s)
{
    const std::string style = "stroke=\"" + colour(kReferenceColour) + "\" stroke-dasharray=\"6 4\"";
    const std::string fill = " fill=\"" + colour(kReferenceColour) + "\"";
    for (const auto& r : plot.references) {
        const bool vertical = r.orientation == ReferenceLine::Orientation::Vertical;
        const double f = vertical ? s.x.fraction(r.value) : s.y.fraction(r.value);
        if (std::isnan(f))
            continue;
        if (vertical) {
            line(out, a.px(f), a.top, a.px(f), a.bottom, style);
            text(out, a.px(f) + 4, a.top + 14, r.label, "start", fill);
        } else {
            line(out, a.left, a.py(f), a.right, a.py(f), style);
            text(out, a.right - 4, a.py(f) - 5, r.label, "end", fill);
        }
    }
}

void series(std::ostringstream& out, const Area& a, const Plot& plot, const PlotScales& s)
{
    for (std::size_t i = 0; i < plot.series.size(); ++i) {
        const std::string c = colour(seriesColour(i));
        for (const auto& run : drawableRuns(plot.series[i], s)) {
            if (run.size() == 1) {
                out << "<circle cx=\"" << num(a.px(run[0].first)) << "\" cy=\"" << num(a.py(run[0].second))
                    << "\" r=\"2.5\" fill=\"" << c << "\"/>\n";
                continue;
            }
            out << "<polyline fill=\"none\" stroke=\"" << c << "\" stroke-width=\"1.8\" "
                << "stroke-linejoin=\"round\" points=\"";
            for (const auto& [fx, fy] : run)
                out << num(a.px(fx)) << "," << num(a.py(fy)) << " ";
            out << "\"/>\n";
        }
    }
}

// Legend entries in rows under the plot, centred; returns the number of rows.
int legendRows(const Plot& plot, std::vector<std::vector<std::size_t>>* rows, std::vector<double>* widths)
{
    std::vector<std::vector<std::size_t>> r(1);
    std::vector<double> w(1, 0.0);
    for (std::size_t i = 0; i < plot.series.size(); ++i) {
        const double entry = 34 + plot.series[i].name.size() * kCharWidth + 18;
        if (w.back() > 0 && w.back() + entry > kWidth - 40) {
            r.emplace_back();
            w.push_back(0.0);
        }
        r.back().push_back(i);
        w.back() += entry;
    }
    if (rows)
        *rows = r;
    if (widths)
        *widths = w;
    return plot.series.empty() ? 0 : static_cast<int>(r.size());
}

void legend(std::ostringstream& out, const Plot& plot, double top)
{
    std::vector<std::vector<std::size_t>> rows;
    std::vector<double> widths;
    if (legendRows(plot, &rows, &widths) == 0)
        return;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        double x = (kWidth - widths[r] + 18) / 2;
        const double y = top + r * 20;
        for (std::size_t i : rows[r]) {
            line(out, x, y - 4, x + 26, y - 4,
                 "stroke=\"" + colour(seriesColour(i)) + "\" stroke-width=\"2.5\"");
            text(out, x + 32, y, plot.series[i].name, "start");
            x += 34 + plot.series[i].name.size() * kCharWidth + 18;
        }
    }
}

// The plot area inside the picture: room for the title, the y tick text and label, the x tick row, the
// x label, and `below` more pixels at the bottom (the legend).
Area plotArea(const std::string& title, const std::string& xLabel, const std::string& yLabel,
              const AxisScale& y, double below)
{
    double tickWidth = 0;
    for (double t : y.ticks)
        tickWidth = std::max(tickWidth, tickText(t, y).size() * kCharWidth);
    Area a;
    a.left = 14 + (yLabel.empty() ? 0 : 22) + tickWidth + 10;
    a.top = title.empty() ? 14 : 40;
    a.right = kWidth - 20;
    a.bottom = kHeight - 12 - below - (xLabel.empty() ? 0 : 22) - 24;
    return a;
}

void openSvg(std::ostringstream& out, const std::string& title)
{
    out << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " << kWidth << " " << kHeight
        << "\" class=\"plot\" role=\"img\" aria-label=\"" << escapeXml(title)
        << "\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\" fill=\"#282828\">\n";
    out << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    if (!title.empty())
        text(out, kWidth / 2, 24, title, "middle", " font-size=\"14\" font-weight=\"bold\"");
}

void axisLabels(std::ostringstream& out, const Area& a, const std::string& xLabel, const std::string& yLabel)
{
    if (!xLabel.empty())
        text(out, (a.left + a.right) / 2, a.bottom + 40, xLabel, "middle");
    if (!yLabel.empty()) {
        const double cy = (a.top + a.bottom) / 2;
        text(out, 22, cy, yLabel, "middle", " transform=\"rotate(-90 22 " + num(cy) + ")\"");
    }
}

} // namespace

std::string escapeXml(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (char c : s) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out.push_back(c);
        }
    }
    return out;
}

std::string plotToSvg(const Plot& plot)
{
    const PlotScales s = plotScales(plot);
    const int rows = legendRows(plot, nullptr, nullptr);
    const Area a = plotArea(plot.title, plot.xLabel, plot.yLabel, s.y, rows * 20);
    std::ostringstream out;
    openSvg(out, plot.title);
    axes(out, a, s);
    references(out, a, plot, s);
    series(out, a, plot, s);
    axisLabels(out, a, plot.xLabel, plot.yLabel);
    legend(out, plot, kHeight - 12 - (rows - 1) * 20 - 4);
    out << "</svg>\n";
    return out.str();
}

std::string boxPlotToSvg(const BoxPlot& plot)
{
    const PlotScales s = boxPlotScales(plot);
    const Area a = plotArea(plot.title, {}, plot.yLabel, s.y, 0);
    std::ostringstream out;
    openSvg(out, plot.title);
    axes(out, a, s);
    const double groups = std::max<double>(1.0, static_cast<double>(plot.groups.size()));
    const double half = std::min(40.0, 0.3 * (a.right - a.left) / groups);
    for (std::size_t i = 0; i < plot.groups.size(); ++i) {
        const BoxStats b = boxStats(plot.groups[i].values);
        const double x = a.px((static_cast<double>(i) + 0.5) / groups);
        text(out, x, a.bottom + 18, boxGroupLabel(plot.groups[i], b), "middle");
        if (b.n == 0)
            continue;
        const std::string c = colour(seriesColour(i));
        const std::string stroke = "stroke=\"" + c + "\" stroke-width=\"1.5\"";
        const double top = a.py(s.y.fraction(b.q3)), bottom = a.py(s.y.fraction(b.q1));
        line(out, x, a.py(s.y.fraction(b.whiskerHigh)), x, top, stroke);
        line(out, x, bottom, x, a.py(s.y.fraction(b.whiskerLow)), stroke);
        for (double w : {b.whiskerLow, b.whiskerHigh})
            line(out, x - half / 2, a.py(s.y.fraction(w)), x + half / 2, a.py(s.y.fraction(w)), stroke);
        out << "<rect class=\"box\" x=\"" << num(x - half) << "\" y=\"" << num(top) << "\" width=\""
            << num(2 * half) << "\" height=\"" << num(std::max(bottom - top, 0.5)) << "\" fill=\"" << c
            << "\" fill-opacity=\"0.25\" " << stroke << "/>\n";
        line(out, x - half, a.py(s.y.fraction(b.median)), x + half, a.py(s.y.fraction(b.median)),
             "stroke=\"" + c + "\" stroke-width=\"3\"");
        for (double o : b.outliers)
            out << "<circle class=\"outlier\" cx=\"" << num(x) << "\" cy=\"" << num(a.py(s.y.fraction(o)))
                << "\" r=\"3\" fill=\"none\" " << stroke << "/>\n";
    }
    axisLabels(out, a, {}, plot.yLabel);
    out << "</svg>\n";
    return out.str();
}

std::string scatterPlotToSvg(const ScatterPlot& plot)
{
    const PlotScales s = scatterScales(plot);
    Area a = plotArea(plot.title, plot.xLabel, plot.yLabel, s.y, 0);
    if (plot.diagonal) // one range on both axes: a square keeps x = y at 45 degrees
        a.right = std::min(a.right, a.left + (a.bottom - a.top));
    std::ostringstream out;
    openSvg(out, plot.title);
    axes(out, a, s);
    if (plot.diagonal) {
        if (const std::vector<double> d = diagonalSegment(s); !d.empty()) {
            const std::string grey = colour(kReferenceColour);
            line(out, a.px(d[0]), a.py(d[1]), a.px(d[2]), a.py(d[3]),
                 "stroke=\"" + grey + "\" stroke-dasharray=\"6 4\"");
            const double f = 0.9; // the label sits just under the line, near its end
            text(out, a.px(d[0] + f * (d[2] - d[0])) + 6, a.py(d[1] + f * (d[3] - d[1])) + 14, "x = y",
                 "start", " fill=\"" + grey + "\"");
        }
    }
    const std::string c = colour(seriesColour(0));
    for (const ScatterPoint& p : plot.points) {
        const double fx = s.x.fraction(p.x), fy = s.y.fraction(p.y);
        if (std::isnan(fx) || std::isnan(fy))
            continue;
        out << "<circle class=\"point\" cx=\"" << num(a.px(fx)) << "\" cy=\"" << num(a.py(fy))
            << "\" r=\"3.5\" fill=\"" << c << "\" fill-opacity=\"0.75\"/>\n";
        if (!p.label.empty())
            text(out, a.px(fx) + 6, a.py(fy) - 5, p.label, "start", " font-size=\"10\"");
    }
    axisLabels(out, a, plot.xLabel, plot.yLabel);
    out << "</svg>\n";
    return out.str();
}

} // namespace scansleuth::report
