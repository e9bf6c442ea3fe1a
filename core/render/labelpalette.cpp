// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "render/labelpalette.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace scansleuth::render {

namespace {

// Okabe and Ito (2008), "Color Universal Design", without black: told apart with every kind of colour
// blindness (checked by simulation in tests/render/tst_render_labelpalette.cpp). Then Paul Tol's "muted"
// scheme (personal.sron.nl/~pault), for maps with more labels.
constexpr Rgba kColourBlindSafe[] = {
    {230, 159, 0, 255},   {86, 180, 233, 255},  {0, 158, 115, 255},   {240, 228, 66, 255},
    {0, 114, 178, 255},   {213, 94, 0, 255},    {204, 121, 167, 255}, {51, 34, 136, 255},
    {136, 204, 238, 255}, {68, 170, 153, 255},  {17, 119, 51, 255},   {153, 153, 51, 255},
    {221, 204, 119, 255}, {204, 102, 119, 255}, {136, 34, 85, 255},   {170, 68, 153, 255},
};

std::uint8_t scaled(std::uint8_t v, double factor)
{
    return static_cast<std::uint8_t>(std::clamp(std::lround(v * factor), 0L, 255L));
}

} // namespace

Rgba paletteLabelColour(int label, LabelPaletteKind palette)
{
    if (label <= 0)
        return {0, 0, 0, 0};
    if (palette == LabelPaletteKind::Classic)
        return defaultLabelColour(label);
    constexpr int n = static_cast<int>(std::size(kColourBlindSafe));
    const Rgba base = kColourBlindSafe[(label - 1) % n];
    // Past the table: the same colours darker, then lighter, and so on.
    const int round = (label - 1) / n;
    if (round == 0)
        return base;
    const double factor = round % 2 == 1 ? 0.65 : 1.0 + 0.25 * (round / 2);
    if (factor > 1.0)
        return {static_cast<std::uint8_t>(255 - (255 - base.r) / factor),
                static_cast<std::uint8_t>(255 - (255 - base.g) / factor),
                static_cast<std::uint8_t>(255 - (255 - base.b) / factor), 255};
    return {scaled(base.r, factor), scaled(base.g, factor), scaled(base.b, factor), 255};
}

} // namespace scansleuth::render
