// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "render/render.h"

#include <unordered_map>

// Internal to core/render: colour look-up tables built once per layer and call.
namespace scansleuth::render::detail {

// Label -> straight-alpha colour with the layer opacity applied. Label 0 and hidden labels are
// transparent unless label 0 is listed (and visible) in the style.
class LabelPalette
{
public:
    LabelPalette() = default;
    LabelPalette(const std::vector<LabelColour>& labels, double opacity);

    Rgba colour(int label) const
    {
        if (label >= 0 && label < kDirect)
            return m_direct[static_cast<std::size_t>(label)];
        return colourSlow(label);
    }

private:
    static constexpr int kDirect = 256;
    Rgba colourSlow(int label) const;
    Rgba withOpacity(Rgba c) const;

    std::array<Rgba, kDirect> m_direct{};
    std::unordered_map<int, Rgba> m_listed; // listed labels outside 0..255, opacity applied
    double m_opacity = 1.0;
};

// heatColour(i / 255) with alpha 255 * opacity.
std::array<Rgba, 256> heatTable(double opacity);

} // namespace scansleuth::render::detail
