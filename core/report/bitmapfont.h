// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "render/render.h"

#include <string_view>

// A tiny built-in 5x7 bitmap font (upper case, digits, punctuation) for text in raster plots without
// Qt or FreeType. Lower-case letters are drawn in upper case; other characters as '?'.
namespace scansleuth::report::font {

inline constexpr int kGlyphWidth = 5;
inline constexpr int kGlyphHeight = 7;
inline constexpr int kAdvance = 6; // glyph width plus one column of spacing, in font pixels

// Width and height in image pixels of `text` drawn at `scale` (each font pixel is scale x scale).
int textWidth(std::string_view text, int scale);
inline int textHeight(int scale)
{
    return kGlyphHeight * scale;
}

// Draws `text` with its top-left corner at (x, y); pixels outside the image are skipped.
void drawText(render::RgbaImage& image, int x, int y, std::string_view text, render::Rgba colour, int scale);
// The same turned 90 degrees counter-clockwise (reading bottom to top), top-left of its box at (x, y).
void drawTextUp(render::RgbaImage& image, int x, int y, std::string_view text, render::Rgba colour,
                int scale);

} // namespace scansleuth::report::font
