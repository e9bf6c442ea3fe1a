// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <cstdint>
#include <vector>

// Filling planar polygons on a pixel grid, the rule of docs/rtstruct.md (pure, no DCMTK). Coordinates are
// continuous pixel indices: pixel (i, j) has its centre at (i, j).
namespace scansleuth::io::rtfill {

struct Point2
{
    double x = 0, y = 0;
};
using Polygon2 = std::vector<Point2>; // closed: the last point joins the first

// Pixels row, first..last (inclusive). Runs may overlap one another.
struct Run
{
    std::int32_t row = 0, first = 0, last = 0;
};

// Appends to `out` the pixels of a width x height grid whose centre lies inside the even-odd combination of
// `polygons` (each polygon toggles inside/outside: a contour inside another is a hole, as XOR) or within
// `eps` pixels of any polygon's edge (points on a contour count as inside, holes' edges included). Runs a
// scanline sweep with an active edge list: memory is O(edges + width), time O(edges + crossings).
void fillEvenOdd(const std::vector<Polygon2>& polygons, int width, int height, double eps,
                 std::vector<Run>& out);

// The area of the even-odd combination of `polygons` (holes subtracted), in squared pixel units: each
// polygon's absolute area, counted with the sign of its nesting depth (even: +, odd: -). Depth is tested for
// up to `maxPolygonsForDepth` polygons; past that every polygon counts positive.
double evenOddArea(const std::vector<Polygon2>& polygons, std::size_t maxPolygonsForDepth = 64);

// Whether (x, y) lies inside `polygon` by the even-odd rule (the border is not treated specially).
bool insideEvenOdd(const Polygon2& polygon, double x, double y);

} // namespace scansleuth::io::rtfill
