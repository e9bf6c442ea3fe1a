// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "render/render.h"
#include "report/document.h"

// A small software plotter without Qt: a Plot drawn into an RGBA picture (white background, grid,
// axes with ticks and numbers, axis labels, title, legend under the plot, anti-aliased lines, dashed
// reference lines), for formats that carry pictures (Markdown). Text uses the built-in bitmap font
// (upper case).
namespace scansleuth::report {

struct RasterPlotOptions
{
    int width = 1200; // pixels
    int height = 720;
    int textScale = 2; // font pixels per bitmap-font pixel
};

render::RgbaImage rasterisePlot(const Plot& plot, const RasterPlotOptions& options = {});
// Box and scatter plots in the same style (boxes filled in a light tint of the series colour, outliers as
// rings; scatter points as dots with their labels, the x = y line dashed).
render::RgbaImage rasteriseBoxPlot(const BoxPlot& plot, const RasterPlotOptions& options = {});
render::RgbaImage rasteriseScatterPlot(const ScatterPlot& plot, const RasterPlotOptions& options = {});

} // namespace scansleuth::report
