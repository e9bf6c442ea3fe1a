// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/rtstructfill.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::io::rtfill {

namespace {

struct Edge
{
    double xLow = 0, yLow = 0, dxdy = 0; // lower end point, slope
    std::int32_t firstRow = 0, lastRow = 0;
};

std::int32_t clampToInt(double v, std::int32_t lo, std::int32_t hi)
{
    if (!(v > lo)) // also NaN
        return lo;
    if (v > hi)
        return hi;
    return static_cast<std::int32_t>(v);
}

// Pixel centres within eps of the segment a-b.
void markEdge(const Point2& a, const Point2& b, int width, int height, double eps, std::vector<Run>& out)
{
    const double dy = b.y - a.y;
    if (std::fabs(dy) <= eps) {
        const double row = std::round(0.5 * (a.y + b.y));
        if (std::fabs(a.y - row) > eps || std::fabs(b.y - row) > eps || row < 0 || row >= height)
            return;
        const double x0 = std::ceil(std::min(a.x, b.x) - eps), x1 = std::floor(std::max(a.x, b.x) + eps);
        if (x1 < 0 || x0 >= width || x0 > x1)
            return;
        out.push_back(
            {static_cast<std::int32_t>(row), clampToInt(x0, 0, width - 1), clampToInt(x1, 0, width - 1)});
        return;
    }
    const double yLow = std::min(a.y, b.y), yHigh = std::max(a.y, b.y);
    const double first = std::max(0.0, std::ceil(yLow - eps)),
                 last = std::min(height - 1.0, std::floor(yHigh + eps));
    const double dxdy = (b.x - a.x) / dy;
    for (double j = first; j <= last; j += 1.0) {
        double x = a.x + (j - a.y) * dxdy;
        // Clamp to the segment (the rows just outside it by less than eps).
        x = std::clamp(x, std::min(a.x, b.x), std::max(a.x, b.x));
        const double i = std::round(x);
        if (std::fabs(x - i) <= eps && i >= 0 && i < width) {
            // Near-vertical edges reach a centre within eps in x; the distance to the segment is what counts,
            // and for a steep edge it is at most the x offset.
            out.push_back(
                {static_cast<std::int32_t>(j), static_cast<std::int32_t>(i), static_cast<std::int32_t>(i)});
        }
    }
}

double signedArea(const Polygon2& p)
{
    double a = 0;
    const std::size_t n = p.size();
    for (std::size_t i = 0, k = n - 1; i < n; k = i++)
        a += (p[k].x - p[0].x) * (p[i].y - p[0].y) - (p[i].x - p[0].x) * (p[k].y - p[0].y);
    return 0.5 * a;
}

} // namespace

bool insideEvenOdd(const Polygon2& polygon, double x, double y)
{
    bool inside = false;
    const std::size_t n = polygon.size();
    if (n < 3)
        return false;
    for (std::size_t i = 0, k = n - 1; i < n; k = i++) {
        const Point2& a = polygon[i];
        const Point2& b = polygon[k];
        if ((a.y <= y) != (b.y <= y)) {
            const double xc = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y);
            if (x < xc)
                inside = !inside;
        }
    }
    return inside;
}

void fillEvenOdd(const std::vector<Polygon2>& polygons, int width, int height, double eps,
                 std::vector<Run>& out)
{
    if (width <= 0 || height <= 0)
        return;
    std::vector<Edge> edges;
    std::size_t total = 0;
    for (const auto& p : polygons)
        total += p.size();
    edges.reserve(total);
    for (const auto& p : polygons) {
        const std::size_t n = p.size();
        if (n < 3)
            continue;
        for (std::size_t i = 0, k = n - 1; i < n; k = i++) {
            const Point2& a = p[k];
            const Point2& b = p[i];
            if (a.y == b.y)
                continue;
            const Point2& lo = a.y < b.y ? a : b;
            const Point2& hi = a.y < b.y ? b : a;
            // Half-open [yLow, yHigh): a vertex shared by two edges is crossed once (or twice at an
            // extremum).
            const double first = std::ceil(lo.y), last = std::ceil(hi.y) - 1.0;
            if (last < 0 || first > height - 1 || first > last)
                continue;
            Edge e;
            e.xLow = lo.x;
            e.yLow = lo.y;
            e.dxdy = (hi.x - lo.x) / (hi.y - lo.y);
            e.firstRow = clampToInt(first, 0, height - 1);
            e.lastRow = clampToInt(last, 0, height - 1);
            edges.push_back(e);
        }
    }
    std::sort(edges.begin(), edges.end(),
              [](const Edge& a, const Edge& b) { return a.firstRow < b.firstRow; });
    std::vector<const Edge*> active;
    std::vector<double> xs;
    std::size_t next = 0;
    std::int32_t row = edges.empty() ? height : edges.front().firstRow;
    while (row < height && (next < edges.size() || !active.empty())) {
        if (active.empty() && next < edges.size() && edges[next].firstRow > row)
            row = edges[next].firstRow;
        while (next < edges.size() && edges[next].firstRow <= row)
            active.push_back(&edges[next++]);
        active.erase(
            std::remove_if(active.begin(), active.end(), [row](const Edge* e) { return e->lastRow < row; }),
            active.end());
        xs.clear();
        for (const Edge* e : active)
            xs.push_back(e->xLow + (row - e->yLow) * e->dxdy);
        std::sort(xs.begin(), xs.end());
        for (std::size_t m = 0; m + 1 < xs.size(); m += 2) {
            const double x0 = std::ceil(xs[m] - eps), x1 = std::floor(xs[m + 1] + eps);
            if (x1 < 0 || x0 > width - 1 || x0 > x1)
                continue;
            out.push_back({row, clampToInt(x0, 0, width - 1), clampToInt(x1, 0, width - 1)});
        }
        ++row;
    }
    for (const auto& p : polygons) {
        const std::size_t n = p.size();
        if (n < 3)
            continue;
        for (std::size_t i = 0, k = n - 1; i < n; k = i++)
            markEdge(p[k], p[i], width, height, eps, out);
    }
}

double evenOddArea(const std::vector<Polygon2>& polygons, std::size_t maxPolygonsForDepth)
{
    double area = 0;
    const bool depth = polygons.size() <= maxPolygonsForDepth;
    for (std::size_t i = 0; i < polygons.size(); ++i) {
        if (polygons[i].size() < 3)
            continue;
        const double a = std::fabs(signedArea(polygons[i]));
        int d = 0;
        if (depth) {
            // Nesting depth: how many other polygons hold the midpoint of this one's first edge.
            const Point2& v0 = polygons[i][0];
            const Point2& v1 = polygons[i][1];
            const double x = 0.5 * (v0.x + v1.x), y = 0.5 * (v0.y + v1.y);
            for (std::size_t k = 0; k < polygons.size(); ++k)
                if (k != i && polygons[k].size() >= 3 && insideEvenOdd(polygons[k], x, y))
                    ++d;
        }
        area += (d % 2 == 0) ? a : -a;
    }
    return area;
}

} // namespace scansleuth::io::rtfill
