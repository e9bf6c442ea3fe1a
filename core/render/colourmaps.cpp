// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The standard label colours, the heat map, and the per-layer tables built from them.
#include "render/colourmaps.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::render {

namespace {

// ITK-SNAP's default colours for labels 1..12.
constexpr Rgba kFirstColours[] = {
    {255, 0, 0, 255},    {0, 255, 0, 255},     {0, 0, 255, 255},     {255, 255, 0, 255},
    {0, 255, 255, 255},  {255, 0, 255, 255},   {255, 239, 213, 255}, {0, 0, 205, 255},
    {205, 133, 63, 255}, {210, 180, 140, 255}, {102, 205, 170, 255}, {0, 0, 128, 255},
};

std::uint8_t unitToByte(double v)
{
    return static_cast<std::uint8_t>(std::lround(std::clamp(v, 0.0, 1.0) * 255.0));
}

// Fully saturated-ish colour from a hue in [0, 1).
Rgba hsvColour(double h, double s, double v)
{
    const double h6 = h * 6.0;
    const int sector = static_cast<int>(h6) % 6;
    const double f = h6 - std::floor(h6);
    const double p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f));
    double r = v, g = t, b = p;
    switch (sector) {
    case 1:
        r = q, g = v, b = p;
        break;
    case 2:
        r = p, g = v, b = t;
        break;
    case 3:
        r = p, g = q, b = v;
        break;
    case 4:
        r = t, g = p, b = v;
        break;
    case 5:
        r = v, g = p, b = q;
        break;
    default:
        break;
    }
    return {unitToByte(r), unitToByte(g), unitToByte(b), 255};
}

} // namespace

Rgba defaultLabelColour(int label)
{
    if (label == 0)
        return {0, 0, 0, 0};
    constexpr int first = static_cast<int>(std::size(kFirstColours));
    if (label >= 1 && label <= first)
        return kFirstColours[label - 1];
    // Golden-ratio hue spread with three brightness levels: neighbouring labels differ clearly.
    const unsigned n = static_cast<unsigned>(label);
    const double hue = std::fmod(double(n) * 0.6180339887498949, 1.0);
    const double value = 1.0 - 0.2 * double(n % 3);
    const double saturation = 0.85 - 0.25 * double((n / 3) % 2);
    return hsvColour(hue, saturation, value);
}

// Dark red at t = 0, through orange and yellow to white at t = 1.
Rgba heatColour(double t)
{
    t = std::isnan(t) ? 0.0 : std::clamp(t, 0.0, 1.0);
    return {unitToByte(0.5 + 1.5 * t), unitToByte(2.0 * t - 0.5), unitToByte(3.0 * t - 2.0), 255};
}

namespace detail {

LabelPalette::LabelPalette(const std::vector<LabelColour>& labels, double opacity) : m_opacity(opacity)
{
    for (int l = 0; l < kDirect; ++l)
        m_direct[static_cast<std::size_t>(l)] = withOpacity(defaultLabelColour(l));
    for (const LabelColour& lc : labels) {
        const Rgba c = lc.visible ? withOpacity(lc.colour) : Rgba{};
        if (lc.label >= 0 && lc.label < kDirect)
            m_direct[static_cast<std::size_t>(lc.label)] = c;
        else
            m_listed[lc.label] = c;
    }
}

Rgba LabelPalette::withOpacity(Rgba c) const
{
    c.a = unitToByte(double(c.a) / 255.0 * m_opacity);
    return c;
}

Rgba LabelPalette::colourSlow(int label) const
{
    const auto it = m_listed.find(label);
    return it != m_listed.end() ? it->second : withOpacity(defaultLabelColour(label));
}

std::array<Rgba, 256> heatTable(double opacity)
{
    std::array<Rgba, 256> table{};
    const std::uint8_t alpha = unitToByte(opacity);
    for (int i = 0; i < 256; ++i) {
        table[static_cast<std::size_t>(i)] = heatColour(double(i) / 255.0);
        table[static_cast<std::size_t>(i)].a = alpha;
    }
    return table;
}

} // namespace detail

} // namespace scansleuth::render
