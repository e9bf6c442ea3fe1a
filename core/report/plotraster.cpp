// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/plotraster.h"

#include "report/bitmapfont.h"
#include "report/plotscale.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace scansleuth::report {

namespace {

using render::Rgba;
using render::RgbaImage;

constexpr Rgba kWhite{255, 255, 255, 255};
constexpr Rgba kText{40, 40, 40, 255};
constexpr Rgba kAxis{90, 90, 90, 255};
constexpr Rgba kGrid{228, 228, 228, 255};

void blend(RgbaImage& image, int x, int y, Rgba c, double coverage)
{
    if (x < 0 || y < 0 || x >= image.width || y >= image.height || coverage <= 0.0)
        return;
    Rgba& p = image.at(x, y);
    const double a = std::min(1.0, coverage);
    p.r = static_cast<std::uint8_t>(std::lround(p.r + (c.r - p.r) * a));
    p.g = static_cast<std::uint8_t>(std::lround(p.g + (c.g - p.g) * a));
    p.b = static_cast<std::uint8_t>(std::lround(p.b + (c.b - p.b) * a));
    p.a = 255;
}

// An anti-aliased segment of the given width: coverage from the distance of each pixel centre.
void drawSegment(RgbaImage& image, double x0, double y0, double x1, double y1, double width, Rgba c)
{
    const double half = width / 2.0;
    const int left = static_cast<int>(std::floor(std::min(x0, x1) - half - 1));
    const int right = static_cast<int>(std::ceil(std::max(x0, x1) + half + 1));
    const int top = static_cast<int>(std::floor(std::min(y0, y1) - half - 1));
    const int bottom = static_cast<int>(std::ceil(std::max(y0, y1) + half + 1));
    const double dx = x1 - x0, dy = y1 - y0, length2 = dx * dx + dy * dy;
    for (int y = std::max(0, top); y <= std::min(image.height - 1, bottom); ++y)
        for (int x = std::max(0, left); x <= std::min(image.width - 1, right); ++x) {
            const double px = x + 0.5, py = y + 0.5;
            const double t =
                length2 > 0 ? std::clamp(((px - x0) * dx + (py - y0) * dy) / length2, 0.0, 1.0) : 0.0;
            const double d = std::hypot(px - (x0 + t * dx), py - (y0 + t * dy));
            blend(image, x, y, c, half + 0.5 - d);
        }
}

void drawDashed(RgbaImage& image, double x0, double y0, double x1, double y1, double width, Rgba c)
{
    const double length = std::hypot(x1 - x0, y1 - y0);
    constexpr double kDash = 12.0, kGap = 8.0;
    for (double s = 0; s < length; s += kDash + kGap) {
        const double e = std::min(length, s + kDash);
        drawSegment(image, x0 + (x1 - x0) * s / length, y0 + (y1 - y0) * s / length,
                    x0 + (x1 - x0) * e / length, y0 + (y1 - y0) * e / length, width, c);
    }
}

struct Area
{
    int left = 0, top = 0, right = 0, bottom = 0;
    double px(double fx) const { return left + fx * (right - left); }
    double py(double fy) const { return bottom - fy * (bottom - top); }
};

// Legend entries laid out in rows under the plot; returns the rows' total height.
int legendHeight(const Plot& plot, int width, int scale)
{
    if (plot.series.empty())
        return 0;
    int rows = 1, pen = 0;
    for (const auto& s : plot.series) {
        const int w = 30 * scale / 2 + 8 + font::textWidth(s.name, scale) + 24;
        if (pen > 0 && pen + w > width) {
            ++rows;
            pen = 0;
        }
        pen += w;
    }
    return rows * (font::textHeight(scale) + 10);
}

void drawLegend(RgbaImage& image, const Plot& plot, int top, int scale)
{
    const int lineHeight = font::textHeight(scale) + 10;
    std::vector<std::vector<std::size_t>> rows(1);
    std::vector<int> widths(1, 0);
    for (std::size_t i = 0; i < plot.series.size(); ++i) {
        const int w = 30 * scale / 2 + 8 + font::textWidth(plot.series[i].name, scale) + 24;
        if (widths.back() > 0 && widths.back() + w > image.width - 40) {
            rows.emplace_back();
            widths.push_back(0);
        }
        rows.back().push_back(i);
        widths.back() += w;
    }
    for (std::size_t r = 0; r < rows.size(); ++r) {
        int pen = (image.width - widths[r] + 24) / 2;
        const int y = top + static_cast<int>(r) * lineHeight;
        for (std::size_t i : rows[r]) {
            const int swatch = 30 * scale / 2;
            const double mid = y + font::textHeight(scale) / 2.0;
            drawSegment(image, pen, mid, pen + swatch, mid, 3.0, seriesColour(i));
            pen += swatch + 8;
            font::drawText(image, pen, y, plot.series[i].name, kText, scale);
            pen += font::textWidth(plot.series[i].name, scale) + 24;
        }
    }
}

void drawAxes(RgbaImage& image, const Area& a, const PlotScales& scales, int scale)
{
    const int th = font::textHeight(scale);
    for (double t : scales.x.ticks) {
        const double x = a.px(scales.x.fraction(t));
        drawSegment(image, x, a.top, x, a.bottom, 1.0, kGrid);
        drawSegment(image, x, a.bottom, x, a.bottom + 6, 1.5, kAxis);
        const std::string text = tickText(t, scales.x);
        font::drawText(image, static_cast<int>(x) - font::textWidth(text, scale) / 2, a.bottom + 12, text,
                       kText, scale);
    }
    for (double t : scales.y.ticks) {
        const double y = a.py(scales.y.fraction(t));
        drawSegment(image, a.left, y, a.right, y, 1.0, kGrid);
        drawSegment(image, a.left - 6, y, a.left, y, 1.5, kAxis);
        const std::string text = tickText(t, scales.y);
        font::drawText(image, a.left - 12 - font::textWidth(text, scale), static_cast<int>(y) - th / 2, text,
                       kText, scale);
    }
    drawSegment(image, a.left, a.top, a.left, a.bottom, 1.5, kAxis);
    drawSegment(image, a.left, a.bottom, a.right, a.bottom, 1.5, kAxis);
    drawSegment(image, a.right, a.top, a.right, a.bottom, 1.0, kAxis);
    drawSegment(image, a.left, a.top, a.right, a.top, 1.0, kAxis);
}

void drawReferences(RgbaImage& image, const Area& a, const Plot& plot, const PlotScales& scales, int scale)
{
    const int th = font::textHeight(scale);
    for (const auto& r : plot.references) {
        const bool vertical = r.orientation == ReferenceLine::Orientation::Vertical;
        const double f = vertical ? scales.x.fraction(r.value) : scales.y.fraction(r.value);
        if (std::isnan(f))
            continue;
        if (vertical) {
            const double x = a.px(f);
            drawDashed(image, x, a.top, x, a.bottom, 1.5, kReferenceColour);
            font::drawText(image, static_cast<int>(x) + 6, a.top + 6, r.label, kReferenceColour, scale);
        } else {
            const double y = a.py(f);
            drawDashed(image, a.left, y, a.right, y, 1.5, kReferenceColour);
            font::drawText(image, a.right - 6 - font::textWidth(r.label, scale), static_cast<int>(y) - th - 5,
                           r.label, kReferenceColour, scale);
        }
    }
}

RgbaImage blankImage(const RasterPlotOptions& options)
{
    RgbaImage image;
    image.width = std::max(200, options.width);
    image.height = std::max(150, options.height);
    image.pixels.assign(static_cast<std::size_t>(image.width) * image.height, kWhite);
    return image;
}

// The plot area (room for the title, the y ticks and label, the x tick row and label, and `below` more
// pixels at the bottom), with the title and axis labels drawn around it.
Area drawFrame(RgbaImage& image, const std::string& title, const std::string& xLabel,
               const std::string& yLabel, const AxisScale& y, int below, int scale)
{
    const int th = font::textHeight(scale);
    int tickWidth = 0;
    for (double t : y.ticks)
        tickWidth = std::max(tickWidth, font::textWidth(tickText(t, y), scale));
    Area a;
    a.left = 20 + (yLabel.empty() ? 0 : th + 16) + tickWidth + 12;
    a.top = 20 + (title.empty() ? 0 : font::textHeight(scale + 1) + 16);
    a.right = image.width - 30;
    a.bottom = image.height - 16 - below - (xLabel.empty() ? 0 : th + 14) - (12 + th + 8);
    if (!title.empty())
        font::drawText(image, (image.width - font::textWidth(title, scale + 1)) / 2, 20, title, kText,
                       scale + 1);
    if (!yLabel.empty())
        font::drawTextUp(image, 20, (a.top + a.bottom - font::textWidth(yLabel, scale)) / 2, yLabel, kText,
                         scale);
    if (!xLabel.empty())
        font::drawText(image, (a.left + a.right - font::textWidth(xLabel, scale)) / 2,
                       a.bottom + 12 + th + 14, xLabel, kText, scale);
    return a;
}

void drawRing(RgbaImage& image, double cx, double cy, double radius, double width, Rgba c)
{
    constexpr int kSteps = 24;
    for (int k = 0; k < kSteps; ++k) {
        const double t0 = 2 * std::numbers::pi * k / kSteps, t1 = 2 * std::numbers::pi * (k + 1) / kSteps;
        drawSegment(image, cx + radius * std::cos(t0), cy + radius * std::sin(t0), cx + radius * std::cos(t1),
                    cy + radius * std::sin(t1), width, c);
    }
}

Rgba lighter(Rgba c, double amount)
{
    auto mix = [amount](std::uint8_t v) {
        return static_cast<std::uint8_t>(std::lround(v + (255 - v) * amount));
    };
    return {mix(c.r), mix(c.g), mix(c.b), 255};
}

void fillRect(RgbaImage& image, double x0, double y0, double x1, double y1, Rgba c)
{
    for (int y = std::max(0, static_cast<int>(std::lround(y0)));
         y < std::min(image.height, static_cast<int>(std::lround(y1))); ++y)
        for (int x = std::max(0, static_cast<int>(std::lround(x0)));
             x < std::min(image.width, static_cast<int>(std::lround(x1))); ++x)
            image.at(x, y) = c;
}

} // namespace

RgbaImage rasterisePlot(const Plot& plot, const RasterPlotOptions& options)
{
    RgbaImage image = blankImage(options);
    const int scale = std::max(1, options.textScale);
    const PlotScales scales = plotScales(plot);
    const int legend = legendHeight(plot, image.width - 40, scale);
    const Area a = drawFrame(image, plot.title, plot.xLabel, plot.yLabel, scales.y, legend, scale);
    drawAxes(image, a, scales, scale);
    drawReferences(image, a, plot, scales, scale);
    for (std::size_t i = 0; i < plot.series.size(); ++i)
        for (const auto& run : drawableRuns(plot.series[i], scales)) {
            if (run.size() == 1)
                drawSegment(image, a.px(run[0].first), a.py(run[0].second), a.px(run[0].first),
                            a.py(run[0].second), 6.0, seriesColour(i));
            for (std::size_t k = 1; k < run.size(); ++k)
                drawSegment(image, a.px(run[k - 1].first), a.py(run[k - 1].second), a.px(run[k].first),
                            a.py(run[k].second), 2.5, seriesColour(i));
        }
    drawLegend(image, plot, image.height - 12 - legend, scale);
    return image;
}

RgbaImage rasteriseBoxPlot(const BoxPlot& plot, const RasterPlotOptions& options)
{
    RgbaImage image = blankImage(options);
    const int scale = std::max(1, options.textScale);
    const PlotScales s = boxPlotScales(plot);
    const Area a = drawFrame(image, plot.title, {}, plot.yLabel, s.y, 0, scale);
    drawAxes(image, a, s, scale);
    const double groups = std::max<double>(1.0, static_cast<double>(plot.groups.size()));
    const double half = std::min(60.0, 0.3 * (a.right - a.left) / groups);
    for (std::size_t i = 0; i < plot.groups.size(); ++i) {
        const BoxStats b = boxStats(plot.groups[i].values);
        const double x = a.px((static_cast<double>(i) + 0.5) / groups);
        const std::string label = boxGroupLabel(plot.groups[i], b);
        font::drawText(image, static_cast<int>(x) - font::textWidth(label, scale) / 2, a.bottom + 12, label,
                       kText, scale);
        if (b.n == 0)
            continue;
        const Rgba c = seriesColour(i);
        const double top = a.py(s.y.fraction(b.q3)), bottom = a.py(s.y.fraction(b.q1));
        const double low = a.py(s.y.fraction(b.whiskerLow)), high = a.py(s.y.fraction(b.whiskerHigh));
        drawSegment(image, x, high, x, top, 2.0, c);
        drawSegment(image, x, bottom, x, low, 2.0, c);
        drawSegment(image, x - half / 2, low, x + half / 2, low, 2.0, c);
        drawSegment(image, x - half / 2, high, x + half / 2, high, 2.0, c);
        fillRect(image, x - half, top, x + half, bottom, lighter(c, 0.75));
        drawSegment(image, x - half, top, x + half, top, 2.0, c);
        drawSegment(image, x - half, bottom, x + half, bottom, 2.0, c);
        drawSegment(image, x - half, top, x - half, bottom, 2.0, c);
        drawSegment(image, x + half, top, x + half, bottom, 2.0, c);
        const double median = a.py(s.y.fraction(b.median));
        drawSegment(image, x - half, median, x + half, median, 4.0, c);
        for (double o : b.outliers)
            drawRing(image, x, a.py(s.y.fraction(o)), 5.0, 2.0, c);
    }
    return image;
}

RgbaImage rasteriseScatterPlot(const ScatterPlot& plot, const RasterPlotOptions& options)
{
    RgbaImage image = blankImage(options);
    const int scale = std::max(1, options.textScale);
    const PlotScales s = scatterScales(plot);
    Area a = drawFrame(image, plot.title, plot.xLabel, plot.yLabel, s.y, 0, scale);
    if (plot.diagonal) // one range on both axes: a square keeps x = y at 45 degrees
        a.right = std::min(a.right, a.left + (a.bottom - a.top));
    drawAxes(image, a, s, scale);
    if (plot.diagonal)
        if (const std::vector<double> d = diagonalSegment(s); !d.empty()) {
            drawDashed(image, a.px(d[0]), a.py(d[1]), a.px(d[2]), a.py(d[3]), 1.5, kReferenceColour);
            const double f = 0.9; // the label sits just under the line, near its end
            font::drawText(image, static_cast<int>(a.px(d[0] + f * (d[2] - d[0]))) + 10,
                           static_cast<int>(a.py(d[1] + f * (d[3] - d[1]))) + 8, "x = y", kReferenceColour,
                           scale);
        }
    for (const ScatterPoint& p : plot.points) {
        const double fx = s.x.fraction(p.x), fy = s.y.fraction(p.y);
        if (std::isnan(fx) || std::isnan(fy))
            continue;
        drawSegment(image, a.px(fx), a.py(fy), a.px(fx), a.py(fy), 9.0, seriesColour(0));
        if (!p.label.empty())
            font::drawText(image, static_cast<int>(a.px(fx)) + 8,
                           static_cast<int>(a.py(fy)) - font::textHeight(scale) - 4, p.label, kText, scale);
    }
    return image;
}

} // namespace scansleuth::report
