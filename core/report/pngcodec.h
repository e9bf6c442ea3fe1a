// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "render/render.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// In-memory PNG for the self-contained formats (HTML data URIs, JSON), and base64 (RFC 4648).
// render::writePng writes files; these keep the bytes.
namespace scansleuth::report {

// An RGBA8 PNG of `image`. Errors: Invalid (empty image or pixel count not width x height).
Result<std::string> encodePng(const render::RgbaImage& image);

// Decodes an 8-bit RGBA or RGB PNG (any filter, no interlace), as encodePng and most tools write.
// pixelWidthMm/pixelHeightMm are left at 1. Errors: Corrupt (not a PNG, bad chunk, bad data),
// Unsupported (other bit depths, palettes, interlacing), TooLarge (over 2^28 pixels).
Result<render::RgbaImage> decodePng(std::string_view bytes);

std::string toBase64(std::string_view bytes);
// Errors: Corrupt (a character outside the alphabet, bad length). Whitespace is skipped.
Result<std::string> fromBase64(std::string_view text);

} // namespace scansleuth::report
