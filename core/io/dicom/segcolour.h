// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace scansleuth::io {

// RecommendedDisplayCIELabValue (PS3.3 C.10.7.1.1: L* 0..100 and a*, b* -128..127, each scaled linearly to
// 0..65535) as sRGB 0..255: scaled Lab -> CIE L*a*b* -> XYZ with the D65 white point -> linear sRGB (IEC
// 61966-2-1 matrix) -> gamma-encoded sRGB, clamped to the gamut and rounded.
inline std::array<std::uint8_t, 3> cieLabToSrgb(std::uint16_t scaledL, std::uint16_t scaledA,
                                                std::uint16_t scaledB)
{
    const double L = scaledL * 100.0 / 65535.0;
    const double a = scaledA * 255.0 / 65535.0 - 128.0;
    const double b = scaledB * 255.0 / 65535.0 - 128.0;
    const double fy = (L + 16.0) / 116.0, fx = fy + a / 500.0, fz = fy - b / 200.0;
    const auto finv = [](double t) {
        constexpr double delta = 6.0 / 29.0;
        return t > delta ? t * t * t : 3.0 * delta * delta * (t - 4.0 / 29.0);
    };
    const double X = 0.95047 * finv(fx), Y = 1.0 * finv(fy), Z = 1.08883 * finv(fz);
    const double lin[3] = {3.2404542 * X - 1.5371385 * Y - 0.4985314 * Z,
                           -0.9692660 * X + 1.8760108 * Y + 0.0415560 * Z,
                           0.0556434 * X - 0.2040259 * Y + 1.0572252 * Z};
    std::array<std::uint8_t, 3> rgb{};
    for (int c = 0; c < 3; ++c) {
        const double v = std::clamp(lin[c], 0.0, 1.0);
        const double s = v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1.0 / 2.4) - 0.055;
        rgb[static_cast<std::size_t>(c)] =
            static_cast<std::uint8_t>(std::lround(std::clamp(s, 0.0, 1.0) * 255.0));
    }
    return rgb;
}

} // namespace scansleuth::io
