// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Reading a layer's voxels along screen rows: exact integer stepping, or affine stepping through
// world space with nearest or trilinear sampling.
#include "render/sampler.h"

#include "render/planeaxes.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace scansleuth::render::detail {

using volume::Vec3;

namespace {

constexpr float kOutside = std::numeric_limits<float>::quiet_NaN();

// A step of exactly -1, 0 or 1 voxels (within `tol`), or nothing.
bool unitStep(double v, std::int64_t& out, double tol)
{
    const double r = std::nearbyint(v);
    if (!(std::abs(v - r) <= tol) || std::abs(r) > 1) // also NaN (a degenerate geometry)
        return false;
    out = static_cast<std::int64_t>(r);
    return true;
}

// Pixels x in [lo, hi) for which a + x * s stays within 0..n-1 (s is -1, 0 or 1).
void clipRange(std::int64_t a, std::int64_t s, std::int64_t n, std::int64_t& lo, std::int64_t& hi)
{
    if (s == 0) {
        if (a < 0 || a >= n)
            hi = lo;
    } else if (s > 0) {
        lo = std::max(lo, -a);
        hi = std::min(hi, n - a);
    } else {
        lo = std::max(lo, a - (n - 1));
        hi = std::min(hi, a + 1);
    }
}

} // namespace

LayerSampler::LayerSampler(const DisplayFrame& frame, Plane plane, std::int64_t slice,
                           const volume::Volume& layer, bool nearest)
    : m_layer(&layer), m_nearest(nearest)
{
    auto toLayer = [&](double x, double y) {
        const Vec3 d = screenToDisplayIndex(frame, plane, slice, x, y);
        return volume::patientToIndex(layer.geometry(), volume::indexToPatient(frame.geometry, d));
    };
    m_c0 = toLayer(0, 0);
    const Vec3 px = toLayer(1, 0), py = toLayer(0, 1);
    for (int k = 0; k < 3; ++k) {
        m_cx[k] = px[k] - m_c0[k];
        m_cy[k] = py[k] - m_c0[k];
    }
    // Within 1e-4 voxel of the grid: read voxels exactly (drift over a row stays far below 0.5).
    m_exact = true;
    for (int k = 0; k < 3 && m_exact; ++k) {
        m_exact = unitStep(m_cx[k], m_ix[k], 1e-6) && unitStep(m_cy[k], m_iy[k], 1e-6);
        const double r = std::nearbyint(m_c0[k]);
        m_exact = m_exact && std::abs(m_c0[k] - r) <= 1e-4 && std::abs(r) < 1e15;
        if (m_exact)
            m_i0[k] = static_cast<std::int64_t>(r);
    }
}

void LayerSampler::sampleRow(int y, int width, float* out) const
{
    volume::visitPixelType(m_layer->pixelType(), [&](auto t) {
        using T = decltype(t);
        if (m_exact)
            sampleExact<T>(y, width, out);
        else if (m_nearest)
            sampleNearest<T>(y, width, out);
        else
            sampleLinear<T>(y, width, out);
    });
}

void LayerSampler::exactRun(int y, int width, std::int64_t& lo, std::int64_t& hi, std::int64_t& offset,
                            std::int64_t& step) const
{
    const auto& n = m_layer->geometry().size;
    const std::int64_t strides[3] = {1, n[0], n[0] * n[1]};
    lo = 0;
    hi = width;
    offset = 0;
    step = 0;
    for (int k = 0; k < 3; ++k) {
        const std::int64_t a = m_i0[k] + y * m_iy[k];
        clipRange(a, m_ix[k], n[k], lo, hi);
        offset += a * strides[k];
        step += m_ix[k] * strides[k];
    }
    if (hi < lo)
        hi = lo;
}

template <typename T> void LayerSampler::sampleExact(int y, int width, float* out) const
{
    std::int64_t lo, hi, offset, step;
    exactRun(y, width, lo, hi, offset, step);
    std::fill(out, out + lo, kOutside);
    const T* p = m_layer->voxels<T>().data() + offset;
    if (std::abs(step) * std::int64_t(sizeof(T)) >= 64) // one cache line per pixel: fetch ahead
        for (std::int64_t x = lo; x < hi; ++x) {
            if (x + kPrefetchAhead < hi)
                __builtin_prefetch(p + (x + kPrefetchAhead) * step);
            out[x] = static_cast<float>(p[x * step]);
        }
    else if (step == 1) // constant strides vectorise
        for (std::int64_t x = lo; x < hi; ++x)
            out[x] = static_cast<float>(p[x]);
    else if (step == -1)
        for (std::int64_t x = lo; x < hi; ++x)
            out[x] = static_cast<float>(p[-x]);
    else
        for (std::int64_t x = lo; x < hi; ++x)
            out[x] = static_cast<float>(p[x * step]);
    std::fill(out + hi, out + width, kOutside);
}

void LayerSampler::nearestIndices(int y, int width, std::int64_t* index) const
{
    const auto& n = m_layer->geometry().size;
    const double n0 = double(n[0]), n1 = double(n[1]), n2 = double(n[2]);
    // Shifted by half a voxel so that truncation rounds to the nearest centre.
    const double a0 = m_c0[0] + y * m_cy[0] + 0.5, a1 = m_c0[1] + y * m_cy[1] + 0.5,
                 a2 = m_c0[2] + y * m_cy[2] + 0.5;
    auto inside = [&](int x) {
        const double i = a0 + x * m_cx[0], j = a1 + x * m_cx[1], k = a2 + x * m_cx[2];
        return i >= 0 && i < n0 && j >= 0 && j < n1 && k >= 0 && k < n2;
    };
    // The pixels inside the layer form one run: estimate it generously, then trim with the exact test.
    double lo = 0, hi = width;
    const double a[3] = {a0, a1, a2}, s[3] = {m_cx[0], m_cx[1], m_cx[2]}, sizes[3] = {n0, n1, n2};
    for (int k = 0; k < 3; ++k) {
        if (s[k] == 0) {
            if (!(a[k] >= 0 && a[k] < sizes[k]))
                hi = lo;
            continue;
        }
        double e0 = -a[k] / s[k], e1 = (sizes[k] - a[k]) / s[k];
        if (e0 > e1)
            std::swap(e0, e1);
        lo = std::max(lo, std::floor(e0) - 1);
        hi = std::min(hi, std::ceil(e1) + 1);
    }
    int x0 = hi > lo ? static_cast<int>(lo) : 0, x1 = hi > lo ? static_cast<int>(hi) : 0;
    while (x0 < x1 && !inside(x0))
        ++x0;
    while (x1 > x0 && !inside(x1 - 1))
        --x1;
    std::fill(index, index + x0, std::int64_t(-1));
    // Inside the run, fixed point with 32 fraction bits: the position drifts by under 1e-6 voxel over
    // a row of 4096 pixels, which moves a pixel to another voxel only at an exact tie (and the clamp
    // keeps such a pixel on the layer).
    constexpr double kOne = 4294967296.0;
    const std::int64_t sj = n[0], sk = n[0] * n[1];
    const std::int64_t last0 = n[0] - 1, last1 = n[1] - 1, last2 = n[2] - 1;
    const auto fix = [&](double v) {
        return static_cast<std::int64_t>(std::nearbyint(v * kOne));
    };
    const std::int64_t d0 = fix(m_cx[0]), d1 = fix(m_cx[1]), d2 = fix(m_cx[2]);
    std::int64_t p0 = fix(a0 + x0 * m_cx[0]), p1 = fix(a1 + x0 * m_cx[1]), p2 = fix(a2 + x0 * m_cx[2]);
    for (int x = x0; x < x1; ++x) {
        const std::int64_t i = std::clamp<std::int64_t>(p0 >> 32, 0, last0);
        const std::int64_t j = std::clamp<std::int64_t>(p1 >> 32, 0, last1);
        const std::int64_t k = std::clamp<std::int64_t>(p2 >> 32, 0, last2);
        index[x] = i + sj * j + sk * k;
        p0 += d0;
        p1 += d1;
        p2 += d2;
    }
    std::fill(index + x1, index + width, std::int64_t(-1));
}

template <typename T> void LayerSampler::sampleNearest(int y, int width, float* out) const
{
    std::vector<std::int64_t> index(static_cast<std::size_t>(width));
    nearestIndices(y, width, index.data());
    gather(
        m_layer->voxels<T>().data(), index.data(), width, [&](int x, T v) { out[x] = static_cast<float>(v); },
        [&](int x) { out[x] = kOutside; });
}

template <typename T> void LayerSampler::sampleLinear(int y, int width, float* out) const
{
    const auto& n = m_layer->geometry().size;
    const T* data = m_layer->voxels<T>().data();
    const std::int64_t sy = n[0], sz = n[0] * n[1];
    const double a0 = m_c0[0] + y * m_cy[0], a1 = m_c0[1] + y * m_cy[1], a2 = m_c0[2] + y * m_cy[2];
    auto axis = [](double c, std::int64_t size, std::int64_t& i0, std::int64_t& step, double& f) {
        if (!(c >= -0.5 && c < double(size) - 0.5))
            return false;
        c = std::clamp(c, 0.0, double(size - 1));
        i0 = std::min(static_cast<std::int64_t>(c), size - 1);
        f = c - double(i0);
        step = i0 + 1 < size ? 1 : 0;
        return true;
    };
    for (int x = 0; x < width; ++x) {
        std::int64_t i, j, k, si, sj, sk;
        double fi, fj, fk;
        if (!axis(a0 + x * m_cx[0], n[0], i, si, fi) || !axis(a1 + x * m_cx[1], n[1], j, sj, fj) ||
            !axis(a2 + x * m_cx[2], n[2], k, sk, fk)) {
            out[x] = kOutside;
            continue;
        }
        const T* p = data + i + sy * j + sz * k;
        sj *= sy;
        sk *= sz;
        auto lerp = [](double u, double v, double f) {
            return u + (v - u) * f;
        };
        const double c00 = lerp(double(p[0]), double(p[si]), fi);
        const double c10 = lerp(double(p[sj]), double(p[sj + si]), fi);
        const double c01 = lerp(double(p[sk]), double(p[sk + si]), fi);
        const double c11 = lerp(double(p[sk + sj]), double(p[sk + sj + si]), fi);
        out[x] = static_cast<float>(lerp(lerp(c00, c10, fj), lerp(c01, c11, fj), fk));
    }
}

} // namespace scansleuth::render::detail
