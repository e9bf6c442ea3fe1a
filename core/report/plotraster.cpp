// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/plotraster.h"

#include "report/bitmapfont.h"
#include "report/plotscale.h"

#include <algorithm>
#include <cmath>

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

} // namespace

RgbaImage rasterisePlot(const Plot& plot, const RasterPlotOptions& options)
{
    RgbaImage image;
    image.width = std::max(200, options.width);
    image.height = std::max(150, options.height);
    image.pixels.assign(static_cast<std::size_t>(image.width) * image.height, kWhite);
    const int scale = std::max(1, options.textScale);
    const int th = font::textHeight(scale);
    const PlotScales scales = plotScales(plot);

    int tickWidth = 0;
    for (double t : scales.y.ticks)
        tickWidth = std::max(tickWidth, font::textWidth(tickText(t, scales.y), scale));
    Area a;
    a.left = 20 + (plot.yLabel.empty() ? 0 : th + 16) + tickWidth + 12;
    a.top = 20 + (plot.title.empty() ? 0 : font::textHeight(scale + 1) + 16);
    a.right = image.width - 30;
    const int legend = legendHeight(plot, image.width - 40, scale);
    a.bottom = image.height - 16 - legend - (plot.xLabel.empty() ? 0 : th + 14) - (12 + th + 8);

    if (!plot.title.empty())
        font::drawText(image, (image.width - font::textWidth(plot.title, scale + 1)) / 2, 20, plot.title,
                       kText, scale + 1);
    if (!plot.yLabel.empty())
        font::drawTextUp(image, 20, (a.top + a.bottom - font::textWidth(plot.yLabel, scale)) / 2, plot.yLabel,
                         kText, scale);
    if (!plot.xLabel.empty())
        font::drawText(image, (a.left + a.right - font::textWidth(plot.xLabel, scale)) / 2,
                       a.bottom + 12 + th + 14, plot.xLabel, kText, scale);
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

} // namespace scansleuth::report
