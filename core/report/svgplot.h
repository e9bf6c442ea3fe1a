// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/document.h"

#include <string>

namespace scansleuth::report {

// A plot as an inline SVG element (vector: grid, axes, ticks and numbers, axis labels, title, legend,
// dashed reference lines), scaled to the width of its container. Text is XML-escaped.
std::string plotToSvg(const Plot& plot);

// A box plot as inline SVG: one box per group (quartiles, median, Tukey whiskers, outliers as rings) in
// the series colours, the group names under the axis.
std::string boxPlotToSvg(const BoxPlot& plot);

// A scatter plot as inline SVG: points (with their labels), and the dashed x = y line when asked for.
std::string scatterPlotToSvg(const ScatterPlot& plot);

// XML/HTML escaping of text and attribute values: & < > " '.
std::string escapeXml(std::string_view text);

} // namespace scansleuth::report
