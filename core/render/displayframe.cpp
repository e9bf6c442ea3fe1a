// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The display frame: the base image's axes in the closest RAS order, and the three planes through it.
#include "render/planeaxes.h"

#include "base/translate.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::render {

using volume::Vec3;

const char* planeName(Plane p)
{
    // Names and words at once: the GUI shows them through QCoreApplication::translate("Plane", name).
    switch (p) {
    case Plane::Axial:
        return QT_TRANSLATE_NOOP("Plane", "axial");
    case Plane::Coronal:
        return QT_TRANSLATE_NOOP("Plane", "coronal");
    case Plane::Sagittal:
        return QT_TRANSLATE_NOOP("Plane", "sagittal");
    }
    return "axial";
}

DisplayFrame DisplayFrame::forBase(const volume::Geometry& base, ScreenConvention convention)
{
    DisplayFrame f;
    f.fromBase = volume::permutationTo(base, "RAS");
    f.geometry = volume::permuteGeometry(base, f.fromBase);
    f.convention = convention;
    f.obliquityDegrees = volume::obliquityDegrees(base);
    return f;
}

std::int64_t DisplayFrame::sliceCount(Plane p) const
{
    return geometry.size[detail::planeAxes(*this, p).normal];
}

int DisplayFrame::width(Plane p) const
{
    return static_cast<int>(geometry.size[detail::planeAxes(*this, p).x]);
}

int DisplayFrame::height(Plane p) const
{
    return static_cast<int>(geometry.size[detail::planeAxes(*this, p).y]);
}

namespace detail {

// Display axes point towards R (0), A (1) and S (2). Anterior and superior are at the top; the
// convention decides whether R is on the left (radiological: x runs towards L) or the right.
PlaneAxes planeAxes(const DisplayFrame& frame, Plane plane)
{
    const bool radiological = frame.convention == ScreenConvention::Radiological;
    switch (plane) {
    case Plane::Axial:
        return {0, 1, 2, radiological, true};
    case Plane::Coronal:
        return {0, 2, 1, radiological, true};
    case Plane::Sagittal:
        return {1, 2, 0, true, true};
    }
    return {};
}

Vec3 screenToDisplayIndex(const DisplayFrame& frame, Plane plane, std::int64_t slice, double x, double y)
{
    const PlaneAxes a = planeAxes(frame, plane);
    const auto& n = frame.geometry.size;
    Vec3 d{0, 0, 0};
    d[a.x] = a.flipX ? double(n[a.x] - 1) - x : x;
    d[a.y] = a.flipY ? double(n[a.y] - 1) - y : y;
    d[a.normal] = double(slice);
    return d;
}

} // namespace detail

std::int64_t sliceThrough(const DisplayFrame& frame, Plane plane, const Vec3& lps)
{
    const detail::PlaneAxes a = detail::planeAxes(frame, plane);
    const Vec3 d = volume::patientToIndex(frame.geometry, lps);
    const std::int64_t last = std::max<std::int64_t>(frame.geometry.size[a.normal] - 1, 0);
    const double nearest = std::floor(d[a.normal] + 0.5);
    if (!(nearest > 0)) // also NaN
        return 0;
    return nearest >= double(last) ? last : static_cast<std::int64_t>(nearest);
}

Vec3 screenToPatient(const DisplayFrame& frame, Plane plane, std::int64_t slice, double x, double y)
{
    return volume::indexToPatient(frame.geometry, detail::screenToDisplayIndex(frame, plane, slice, x, y));
}

std::array<double, 2> patientToScreen(const DisplayFrame& frame, Plane plane, const Vec3& lps)
{
    const detail::PlaneAxes a = detail::planeAxes(frame, plane);
    const auto& n = frame.geometry.size;
    const Vec3 d = volume::patientToIndex(frame.geometry, lps);
    return {a.flipX ? double(n[a.x] - 1) - d[a.x] : d[a.x], a.flipY ? double(n[a.y] - 1) - d[a.y] : d[a.y]};
}

namespace {

// RAS letters of an LPS direction: components above 0.1 (of the unit vector), strongest first.
std::string directionLetters(const Vec3& lps)
{
    const Vec3 ras = volume::normalized(volume::lpsToRas(lps));
    static constexpr char kPositive[3] = {'R', 'A', 'S'};
    static constexpr char kNegative[3] = {'L', 'P', 'I'};
    std::array<int, 3> order{0, 1, 2};
    std::stable_sort(order.begin(), order.end(),
                     [&](int p, int q) { return std::abs(ras[p]) > std::abs(ras[q]); });
    std::string letters;
    for (int k : order)
        if (std::abs(ras[k]) > 0.1)
            letters += ras[k] > 0 ? kPositive[k] : kNegative[k];
    return letters;
}

Vec3 scaled(const Vec3& v, double s)
{
    return {v[0] * s, v[1] * s, v[2] * s};
}

} // namespace

std::array<std::string, 4> edgeLabels(const DisplayFrame& frame, Plane plane)
{
    const detail::PlaneAxes a = detail::planeAxes(frame, plane);
    // Screen +x and +y (downwards) as LPS directions.
    const Vec3 right = scaled(frame.geometry.directionColumn(a.x), a.flipX ? -1.0 : 1.0);
    const Vec3 down = scaled(frame.geometry.directionColumn(a.y), a.flipY ? -1.0 : 1.0);
    return {directionLetters(scaled(right, -1.0)), directionLetters(right),
            directionLetters(scaled(down, -1.0)), directionLetters(down)};
}

} // namespace scansleuth::render
