// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The PNG decoder behind readPng and the reports' pictures (render::decodePng); a picture that decodes
// is encoded and decoded again and must come back equal.
#include "render/pngcodec.h"

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace scansleuth::render;
    auto image = decodePng(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!image) {
        if (image.error().message.empty())
            __builtin_trap();
        return 0;
    }
    auto encoded = encodePng(*image);
    if (!encoded)
        __builtin_trap();
    auto again = decodePng(*encoded);
    if (!again || again->width != image->width || again->height != image->height ||
        again->pixels != image->pixels)
        __builtin_trap();
    return 0;
}
