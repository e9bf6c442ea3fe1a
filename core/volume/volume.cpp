// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "volume.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace scansleuth::volume {

Result<Volume> Volume::allocate(PixelType type, const Geometry& geometry)
{
    std::size_t bytes = 0;
    if (!checkedVolumeBytes(geometry.size[0], geometry.size[1], geometry.size[2], bytesPerVoxel(type),
                            bytes)) {
        return makeError(ErrorKind::TooLarge, "The image dimensions are too large to hold in memory.",
                         "size " + std::to_string(geometry.size[0]) + "x" + std::to_string(geometry.size[1]) +
                             "x" + std::to_string(geometry.size[2]));
    }
    auto buffer = VoxelBuffer::allocate(bytes);
    if (!buffer)
        return buffer.error();
    Volume v;
    v.m_type = type;
    v.m_geometry = geometry;
    v.m_buffer = std::move(buffer).value();
    return v;
}

Result<Volume> Volume::clone() const
{
    auto buffer = m_buffer.clone();
    if (!buffer)
        return buffer.error();
    Volume v;
    v.m_type = m_type;
    v.m_geometry = m_geometry;
    v.m_rescale = m_rescale;
    v.m_buffer = std::move(buffer).value();
    return v;
}

double Volume::storedValue(std::int64_t i, std::int64_t j, std::int64_t k) const
{
    const std::int64_t n = linearIndex(i, j, k);
    return visitPixelType(m_type, [&](auto t) {
        using T = decltype(t);
        return static_cast<double>(reinterpret_cast<const T*>(m_buffer.data())[n]);
    });
}

bool Volume::sameVoxels(const Volume& other) const
{
    return m_type == other.m_type && m_geometry.size == other.m_geometry.size &&
           m_buffer.size() == other.m_buffer.size() &&
           (m_buffer.size() == 0 ||
            std::memcmp(m_buffer.data(), other.m_buffer.data(), m_buffer.size()) == 0);
}

namespace {
template <typename T> void permuteVoxels(const Volume& in, Volume& out, const AxisPermutation& p)
{
    const Index3& ns = in.geometry().size;
    const std::int64_t inStride[3] = {1, ns[0], ns[0] * ns[1]};
    std::int64_t step[3];
    std::int64_t base = 0;
    for (int o = 0; o < 3; ++o) {
        const int a = p.sourceAxis[o];
        step[o] = p.flip[o] ? -inStride[a] : inStride[a];
        if (p.flip[o])
            base += (ns[a] - 1) * inStride[a];
    }
    const Index3& os = out.geometry().size;
    const T* src = in.voxels<T>().data();
    T* dst = out.voxels<T>().data();
    for (std::int64_t k = 0; k < os[2]; ++k) {
        for (std::int64_t j = 0; j < os[1]; ++j) {
            const T* s = src + base + k * step[2] + j * step[1];
            for (std::int64_t i = 0; i < os[0]; ++i, ++dst)
                *dst = s[i * step[0]];
        }
    }
}
} // namespace

Result<Volume> reorient(const Volume& v, const AxisPermutation& p)
{
    if (p.isIdentity())
        return v.clone();
    auto out = Volume::allocate(v.pixelType(), permuteGeometry(v.geometry(), p));
    if (!out)
        return out;
    out->setRescale(v.rescale());
    visitPixelType(v.pixelType(), [&](auto t) { permuteVoxels<decltype(t)>(v, *out, p); });
    return out;
}

Result<Volume> reorientToCanonical(const Volume& v)
{
    return reorient(v, permutationTo(v.geometry(), "RAS"));
}

std::pair<double, double> storedRange(const Volume& v)
{
    if (v.voxelCount() == 0)
        return {0.0, 0.0};
    return visitPixelType(v.pixelType(), [&](auto t) {
        using T = decltype(t);
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        for (T x : v.voxels<T>()) {
            double d = static_cast<double>(x);
            if (std::isnan(d))
                continue;
            lo = std::min(lo, d);
            hi = std::max(hi, d);
        }
        if (lo > hi)
            return std::pair<double, double>{0.0, 0.0};
        return std::pair<double, double>{lo, hi};
    });
}

std::int64_t nonFiniteCount(const Volume& v)
{
    if (!isFloatingPoint(v.pixelType()))
        return 0;
    return visitPixelType(v.pixelType(), [&](auto t) {
        using T = decltype(t);
        std::int64_t n = 0;
        for (T x : v.voxels<T>())
            n += std::isfinite(static_cast<double>(x)) ? 0 : 1;
        return n;
    });
}

} // namespace scansleuth::volume
