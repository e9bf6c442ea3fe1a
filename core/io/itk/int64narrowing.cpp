// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "int64narrowing.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <string>

namespace scansleuth::io {

namespace {

// The range of the values as int128, so that signed and unsigned 64-bit compare alike.
struct Range
{
    __int128 min = 0;
    __int128 max = 0;
};

template <typename T> Range rangeOf(const std::byte* data, std::size_t count)
{
    Range r;
    for (std::size_t i = 0; i < count; ++i) {
        T v;
        std::memcpy(&v, data + i * sizeof(T), sizeof(T));
        if (i == 0 || v < r.min)
            r.min = v;
        if (i == 0 || v > r.max)
            r.max = v;
    }
    return r;
}

template <typename From, typename To> void convert(const std::byte* data, std::size_t count, To* out)
{
    for (std::size_t i = 0; i < count; ++i) {
        From v;
        std::memcpy(&v, data + i * sizeof(From), sizeof(From));
        out[i] = static_cast<To>(v);
    }
}

std::string text(__int128 v)
{
    if (v < 0)
        return "-" + std::to_string(static_cast<unsigned long long>(-v));
    return std::to_string(static_cast<unsigned long long>(v));
}

template <typename To>
Result<volume::VolumeList> narrowed(const std::byte* data, bool isSigned, const volume::Geometry& geometry,
                                    std::int64_t volumeCount)
{
    volume::VolumeList volumes;
    const auto perVolume = static_cast<std::size_t>(geometry.voxelCount());
    for (std::int64_t t = 0; t < volumeCount; ++t) {
        auto v = volume::Volume::allocate(volume::pixelTypeOf<To>(), geometry);
        if (!v)
            return v.error();
        const std::byte* source = data + static_cast<std::size_t>(t) * perVolume * 8;
        if (isSigned)
            convert<std::int64_t>(source, perVolume, v->template voxels<To>().data());
        else
            convert<std::uint64_t>(source, perVolume, v->template voxels<To>().data());
        volumes.push_back(std::move(v).value());
    }
    return volumes;
}

} // namespace

Result<volume::VolumeList> narrowInt64Volumes(const std::byte* data, bool isSigned,
                                              const volume::Geometry& geometry, std::int64_t volumeCount,
                                              Finding& finding)
{
    const auto count = static_cast<std::size_t>(geometry.voxelCount() * volumeCount);
    const Range r = isSigned ? rangeOf<std::int64_t>(data, count) : rangeOf<std::uint64_t>(data, count);
    const std::string range = text(r.min) + " to " + text(r.max);
    const bool fitsInt32 = r.min >= std::numeric_limits<std::int32_t>::min() &&
                           r.max <= std::numeric_limits<std::int32_t>::max();
    const bool fitsUInt32 = r.min >= 0 && r.max <= std::numeric_limits<std::uint32_t>::max();
    if (!fitsInt32 && !fitsUInt32) {
        return makeError(
            ErrorKind::Unsupported,
            "The image stores 64-bit integers beyond the 32-bit range, which ScanSleuth does not support.",
            "values " + range);
    }
    const char* target = fitsInt32 ? "int32" : "uint32";
    finding =
        Finding{"io.int64_narrowed",
                Severity::Info,
                std::string("The file stores 64-bit integer voxels; they were read as ") + target +
                    ", which holds every value exactly.",
                {{"minimum", static_cast<double>(r.min), ""}, {"maximum", static_cast<double>(r.max), ""}},
                {"stored range " + range},
                "Save label maps and masks as uint8 or int16 to quarter the file size."};
    if (fitsInt32)
        return narrowed<std::int32_t>(data, isSigned, geometry, volumeCount);
    return narrowed<std::uint32_t>(data, isSigned, geometry, volumeCount);
}

} // namespace scansleuth::io
