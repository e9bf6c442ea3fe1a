// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Compositing: each layer's row of values becomes straight-alpha RGBA (window/level, label colours,
// heat map) and is blended over the rows below it.
#include "render/colourmaps.h"
#include "render/planeaxes.h"
#include "render/sampler.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <vector>

namespace scansleuth::render {

namespace {

using detail::LayerSampler;

static_assert(std::endian::native == std::endian::little, "packed pixels are r | g << 8 | b << 16 | a << 24");
static_assert(sizeof(Rgba) == 4);

std::uint8_t toByte(double unit)
{
    return static_cast<std::uint8_t>(std::lround(std::clamp(unit, 0.0, 1.0) * 255.0));
}

std::uint32_t pack(Rgba c)
{
    return std::uint32_t(c.r) | std::uint32_t(c.g) << 8 | std::uint32_t(c.b) << 16 | std::uint32_t(c.a) << 24;
}

// Straight alpha "over" on packed pixels: out = (src * a + dst * (255 - a) + 127) / 255 per channel,
// a = src alpha; the result is opaque. Two channels per multiply; t / 255 == (t + 1 + (t >> 8)) >> 8
// for every t that occurs here (checked for all inputs). Branch-free on uint32 so that it vectorises.
inline std::uint32_t over(std::uint32_t s, std::uint32_t d)
{
    const std::uint32_t a = s >> 24, ia = 255 - a;
    std::uint32_t rb = (s & 0xFF00FFu) * a + (d & 0xFF00FFu) * ia + 0x7F007Fu;
    rb = ((rb + 0x10001u + ((rb >> 8) & 0xFF00FFu)) >> 8) & 0xFF00FFu;
    std::uint32_t g = ((s >> 8) & 0xFFu) * a + ((d >> 8) & 0xFFu) * ia + 127u;
    g = ((g + 1u + (g >> 8)) >> 8) & 0xFFu;
    return rb | g << 8 | 0xFF000000u;
}

// `over` for a row, 16 pixels at a time; a run of fully transparent pixels (a label map's
// background, pixels outside an overlay's grid) is skipped. The branch-free inner loops vectorise.
void blendRow(const std::uint32_t* src, Rgba* dst, int width)
{
    constexpr int kChunk = 16;
    std::uint32_t d[kChunk];
    for (int x0 = 0; x0 < width; x0 += kChunk) {
        const int n = std::min(kChunk, width - x0);
        std::uint32_t alpha = 0;
        for (int x = 0; x < n; ++x)
            alpha |= src[x0 + x];
        if (alpha >> 24 == 0)
            continue;
        std::memcpy(d, static_cast<const void*>(dst + x0),
                    static_cast<std::size_t>(n) * sizeof(std::uint32_t));
        for (int x = 0; x < n; ++x)
            d[x] = over(src[x0 + x], d[x]);
        std::memcpy(static_cast<void*>(dst + x0), d, static_cast<std::size_t>(n) * sizeof(std::uint32_t));
    }
}

// Grey values through window/level: grey = floor((real - (level - window / 2)) * 255 / window + 0.5),
// clamped to 0..255; real = slope * stored + intercept. A window of 0 or less is a threshold at `level`.
void colourImage(const float* v, std::uint32_t* out, int width, const volume::Rescale& rescale,
                 const LayerStyle& s, std::uint8_t alpha)
{
    const std::uint32_t a = std::uint32_t(alpha) << 24;
    if (!(s.window > 0)) {
        for (int x = 0; x < width; ++x) {
            const double real = rescale.slope * double(v[x]) + rescale.intercept;
            out[x] = v[x] != v[x] ? 0u : real >= s.level ? (a | 0xFFFFFFu) : a;
        }
        return;
    }
    // In stored units: grey = (stored - stored0) * gain + 0.5, computed in float (exact to 1e-4 grey).
    const double low = s.level - s.window / 2;
    const double scale = 255.0 / s.window;
    const double slope = rescale.slope != 0 ? rescale.slope : 1e-300;
    const auto stored0 = static_cast<float>((low - rescale.intercept) / slope);
    const auto gain = static_cast<float>(slope * scale);
    for (int x = 0; x < width; ++x) {
        const float g = std::clamp((v[x] - stored0) * gain + 0.5f, 0.0f, 255.5f);
        const auto grey = std::min(static_cast<std::uint32_t>(g), 255u);
        out[x] = v[x] != v[x] ? 0u : (a | grey | grey << 8 | grey << 16);
    }
}

void colourProbability(const float* v, std::uint32_t* out, int width, const volume::Rescale& rescale,
                       const LayerStyle& s, const std::array<std::uint32_t, 256>& heat)
{
    const double span = s.maximum - s.threshold;
    for (int x = 0; x < width; ++x) {
        const double real = rescale.slope * double(v[x]) + rescale.intercept;
        if (std::isnan(v[x]) || real < s.threshold) {
            out[x] = 0;
            continue;
        }
        const double t = span > 0 ? std::clamp((real - s.threshold) / span, 0.0, 1.0) : 1.0;
        out[x] = heat[static_cast<std::size_t>(t * 255.0 + 0.5)];
    }
}

// Integer labels of a row (0 outside the layer or for NaN). Stored integers convert exactly.
void labelsOfRow(const float* v, int* out, int width, const volume::Rescale& rescale, bool integral)
{
    if (integral && rescale.isIdentity()) {
        for (int x = 0; x < width; ++x)
            out[x] = v[x] == v[x] ? static_cast<int>(v[x]) : 0;
        return;
    }
    for (int x = 0; x < width; ++x) {
        if (std::isnan(v[x])) {
            out[x] = 0;
            continue;
        }
        const double real = rescale.slope * double(v[x]) + rescale.intercept;
        out[x] = static_cast<int>(std::clamp(std::nearbyint(real), -2147483648.0, 2147483647.0));
    }
}

// Renders one layer row by row and blends it into a packed canvas.
class LayerPainter
{
public:
    LayerPainter(const DisplayFrame& frame, Plane plane, std::int64_t slice, const Layer& layer, bool first)
        : m_layer(layer), m_style(layer.style),
          m_sampler(frame, plane, slice, *layer.volume, useNearest(layer.style)),
          m_opacity(first ? 1.0 : std::clamp(layer.style.opacity, 0.0, 1.0)),
          m_integral(!volume::isFloatingPoint(layer.volume->pixelType())),
          m_opaqueImage(first && layer.style.kind == LayerKind::Image),
          m_directBytes((m_sampler.exact() || useNearest(layer.style)) &&
                        layer.volume->pixelType() == volume::PixelType::UInt8 &&
                        layer.volume->rescale().isIdentity())
    {
        if (m_style.kind == LayerKind::Labels) {
            m_labels = detail::LabelPalette(m_style.labels, m_opacity);
            for (int l = 0; l < 256; ++l)
                m_labelLut[static_cast<std::size_t>(l)] = pack(m_labels.colour(l));
        } else if (m_style.kind == LayerKind::Probability) {
            const auto heat = detail::heatTable(m_opacity);
            for (std::size_t i = 0; i < heat.size(); ++i)
                m_heat[i] = pack(heat[i]);
        }
    }

    void paint(Rgba* canvas, int w, int h)
    {
        std::vector<float> values(static_cast<std::size_t>(w));
        if (m_style.kind == LayerKind::Labels && m_style.outlineOnly) {
            paintOutlines(canvas, w, h, values);
            return;
        }
        std::vector<std::uint32_t> colours(static_cast<std::size_t>(w)), scratch(static_cast<std::size_t>(w));
        std::vector<int> labels(m_style.kind == LayerKind::Labels ? static_cast<std::size_t>(w) : 0);
        const volume::Rescale& rescale = m_layer.volume->rescale();
        const std::uint8_t alpha = toByte(m_opacity);
        for (int y = 0; y < h; ++y) {
            if (m_style.kind != LayerKind::Labels)
                m_sampler.sampleRow(y, w, values.data());
            switch (m_style.kind) {
            case LayerKind::Image:
                colourImage(values.data(), colours.data(), w, rescale, m_style, alpha);
                break;
            case LayerKind::Probability:
                colourProbability(values.data(), colours.data(), w, rescale, m_style, m_heat);
                break;
            case LayerKind::Labels:
                if (m_directBytes) { // uint8 labels, no rescale: voxel -> colour in one step
                    labelBytesRow(y, w, colours.data());
                    break;
                }
                m_sampler.sampleRow(y, w, values.data());
                labelsOfRow(values.data(), labels.data(), w, rescale, m_integral);
                for (int x = 0; x < w; ++x)
                    colours[x] = labelColour(labels[x]);
                break;
            }
            Rgba* row = canvas + static_cast<std::size_t>(y) * w;
            if (m_opaqueImage) { // over black, alpha 255 or (NaN) 0 with black: the colour itself
                for (int x = 0; x < w; ++x)
                    scratch[x] = colours[x] | 0xFF000000u;
                std::memcpy(static_cast<void*>(row), scratch.data(), static_cast<std::size_t>(w) * 4);
            } else {
                blendRow(colours.data(), row, w);
            }
        }
    }

private:
    static bool useNearest(const LayerStyle& s)
    {
        if (s.interpolation == Interpolation::Automatic)
            return s.kind == LayerKind::Labels;
        return s.interpolation == Interpolation::Nearest;
    }

    void labelBytesRow(int y, int w, std::uint32_t* colours)
    {
        const std::uint8_t* data = m_layer.volume->voxels<std::uint8_t>().data();
        if (!m_sampler.exact()) {
            m_index.resize(static_cast<std::size_t>(w));
            m_sampler.nearestIndices(y, w, m_index.data());
            detail::gather(
                data, m_index.data(), w, [&](int x, std::uint8_t v) { colours[x] = m_labelLut[v]; },
                [&](int x) { colours[x] = 0u; });
            return;
        }
        std::int64_t lo, hi, offset, step;
        m_sampler.exactRun(y, w, lo, hi, offset, step);
        std::fill(colours, colours + lo, 0u);
        const std::uint8_t* p = data + offset;
        if (std::abs(step) >= 64) // one cache line per pixel: fetch ahead
            for (std::int64_t x = lo; x < hi; ++x) {
                if (x + detail::kPrefetchAhead < hi)
                    __builtin_prefetch(p + (x + detail::kPrefetchAhead) * step);
                colours[x] = m_labelLut[p[x * step]];
            }
        else
            for (std::int64_t x = lo; x < hi; ++x)
                colours[x] = m_labelLut[p[x * step]];
        std::fill(colours + hi, colours + w, 0u);
    }

    std::uint32_t labelColour(int label) const
    {
        return static_cast<unsigned>(label) < 256u ? m_labelLut[static_cast<std::size_t>(label)]
                                                   : pack(m_labels.colour(label));
    }

    // Only the pixels of a label that touch another label (or the slice's edge) in the 4-neighbourhood.
    void paintOutlines(Rgba* canvas, int w, int h, std::vector<float>& values)
    {
        std::vector<int> labels(static_cast<std::size_t>(w) * h);
        for (int y = 0; y < h; ++y) {
            m_sampler.sampleRow(y, w, values.data());
            labelsOfRow(values.data(), &labels[static_cast<std::size_t>(y) * w], w, m_layer.volume->rescale(),
                        m_integral);
        }
        std::vector<std::uint32_t> colours(static_cast<std::size_t>(w)), scratch(static_cast<std::size_t>(w));
        for (int y = 0; y < h; ++y) {
            const int* row = &labels[static_cast<std::size_t>(y) * w];
            for (int x = 0; x < w; ++x) {
                const int l = row[x];
                const bool edge = x == 0 || y == 0 || x == w - 1 || y == h - 1 || row[x - 1] != l ||
                                  row[x + 1] != l || row[x - w] != l || row[x + w] != l;
                colours[x] = edge ? labelColour(l) : 0u;
            }
            blendRow(colours.data(), canvas + static_cast<std::size_t>(y) * w, w);
        }
    }

    const Layer& m_layer;
    const LayerStyle& m_style;
    LayerSampler m_sampler;
    double m_opacity;
    bool m_integral;
    bool m_opaqueImage;
    bool m_directBytes;
    std::vector<std::int64_t> m_index;
    detail::LabelPalette m_labels;
    std::array<std::uint32_t, 256> m_labelLut{};
    std::array<std::uint32_t, 256> m_heat{};
};

} // namespace

void renderSliceInto(const DisplayFrame& frame, Plane plane, std::int64_t slice,
                     std::span<const Layer> layers, RgbaImage& image)
{
    image.width = std::max(frame.width(plane), 0);
    image.height = std::max(frame.height(plane), 0);
    const detail::PlaneAxes axes = detail::planeAxes(frame, plane);
    image.pixelWidthMm = frame.geometry.spacing[axes.x];
    image.pixelHeightMm = frame.geometry.spacing[axes.y];
    const std::size_t count = static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height);
    image.pixels.assign(count, Rgba{0, 0, 0, 255}); // opaque black
    if (count == 0 || slice < 0 || slice >= frame.sliceCount(plane))
        return;
    bool first = true;
    for (const Layer& layer : layers) {
        if (layer.volume == nullptr || layer.volume->voxelCount() <= 0)
            continue;
        LayerPainter(frame, plane, slice, layer, first).paint(image.pixels.data(), image.width, image.height);
        first = false;
    }
}

RgbaImage renderSlice(const DisplayFrame& frame, Plane plane, std::int64_t slice,
                      std::span<const Layer> layers)
{
    RgbaImage image;
    renderSliceInto(frame, plane, slice, layers, image);
    return image;
}

} // namespace scansleuth::render
