// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace scansleuth::volume {

// Stored voxel types. RGB and complex data are not volumes here: loaders reject them with an
// ErrorKind::Unsupported error.
enum class PixelType
{
    UInt8,
    Int8,
    UInt16,
    Int16,
    UInt32,
    Int32,
    Float32,
    Float64,
};

std::size_t bytesPerVoxel(PixelType type);
const char* pixelTypeName(PixelType type); // "uint8", "int16", "float32", ...
std::optional<PixelType> pixelTypeFromName(std::string_view name);
bool isFloatingPoint(PixelType type);
bool isSigned(PixelType type);

template <typename T> constexpr PixelType pixelTypeOf();
template <> constexpr PixelType pixelTypeOf<std::uint8_t>()
{
    return PixelType::UInt8;
}
template <> constexpr PixelType pixelTypeOf<std::int8_t>()
{
    return PixelType::Int8;
}
template <> constexpr PixelType pixelTypeOf<std::uint16_t>()
{
    return PixelType::UInt16;
}
template <> constexpr PixelType pixelTypeOf<std::int16_t>()
{
    return PixelType::Int16;
}
template <> constexpr PixelType pixelTypeOf<std::uint32_t>()
{
    return PixelType::UInt32;
}
template <> constexpr PixelType pixelTypeOf<std::int32_t>()
{
    return PixelType::Int32;
}
template <> constexpr PixelType pixelTypeOf<float>()
{
    return PixelType::Float32;
}
template <> constexpr PixelType pixelTypeOf<double>()
{
    return PixelType::Float64;
}

// Calls f(T{}) with T the C++ type of `type`; f's return value is returned.
template <typename F> decltype(auto) visitPixelType(PixelType type, F&& f)
{
    switch (type) {
    case PixelType::UInt8:
        return f(std::uint8_t{});
    case PixelType::Int8:
        return f(std::int8_t{});
    case PixelType::UInt16:
        return f(std::uint16_t{});
    case PixelType::Int16:
        return f(std::int16_t{});
    case PixelType::UInt32:
        return f(std::uint32_t{});
    case PixelType::Int32:
        return f(std::int32_t{});
    case PixelType::Float32:
        return f(float{});
    case PixelType::Float64:
        break;
    }
    return f(double{});
}

} // namespace scansleuth::volume
