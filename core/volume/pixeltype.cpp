// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pixeltype.h"

#include <array>

namespace scansleuth::volume {

namespace {
struct TypeInfo
{
    PixelType type;
    const char* name;
    std::size_t bytes;
    bool isFloat;
    bool isSigned;
};

constexpr std::array<TypeInfo, 8> kTypes{{
    {PixelType::UInt8, "uint8", 1, false, false},
    {PixelType::Int8, "int8", 1, false, true},
    {PixelType::UInt16, "uint16", 2, false, false},
    {PixelType::Int16, "int16", 2, false, true},
    {PixelType::UInt32, "uint32", 4, false, false},
    {PixelType::Int32, "int32", 4, false, true},
    {PixelType::Float32, "float32", 4, true, true},
    {PixelType::Float64, "float64", 8, true, true},
}};

const TypeInfo& info(PixelType type)
{
    return kTypes[static_cast<std::size_t>(type)];
}
} // namespace

std::size_t bytesPerVoxel(PixelType type)
{
    return info(type).bytes;
}

const char* pixelTypeName(PixelType type)
{
    return info(type).name;
}

std::optional<PixelType> pixelTypeFromName(std::string_view name)
{
    for (const TypeInfo& t : kTypes) {
        if (name == t.name)
            return t.type;
    }
    return std::nullopt;
}

bool isFloatingPoint(PixelType type)
{
    return info(type).isFloat;
}

bool isSigned(PixelType type)
{
    return info(type).isSigned;
}

} // namespace scansleuth::volume
