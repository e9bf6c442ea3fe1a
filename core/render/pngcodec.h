// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "render/render.h"

#include <string>
#include <string_view>

// PNG in memory: the one encoder and decoder behind writePng/readPng (files) and the reports' embedded
// pictures (HTML data URIs, JSON). zlib only, no Qt.
namespace scansleuth::render {

// An RGBA8 PNG of `image` (one IDAT, no row filter). Errors: Invalid (empty image, pixel count not
// width x height, over 2^28 pixels).
Result<std::string> encodePng(const RgbaImage& image);

// Decodes an 8-bit RGBA or RGB PNG without interlacing (any row filter), what encodePng and most tools
// write. `path` (when given) names the picture in the messages ("The picture x.png is not a readable
// PNG."). Errors: Corrupt (signature, chunk length or
// CRC, missing IHDR/IEND, image data that cannot hold the stated size or does not inflate), Unsupported
// (other bit depths, palettes, interlacing), TooLarge (over 2^28 pixels).
Result<RgbaImage> decodePng(std::string_view bytes, const std::string& path = {});

} // namespace scansleuth::render
