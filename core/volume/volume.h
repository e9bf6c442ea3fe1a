// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/geometry.h"
#include "volume/pixeltype.h"
#include "volume/voxelbuffer.h"

#include <cstring>
#include <span>
#include <vector>

namespace scansleuth::volume {

// Real-world value = slope * stored + intercept (DICOM RescaleSlope/Intercept, NIfTI scl_slope/inter).
// Kept beside the stored voxels, never applied silently.
struct Rescale
{
    double slope = 1.0;
    double intercept = 0.0;

    bool isIdentity() const { return slope == 1.0 && intercept == 0.0; }
    friend bool operator==(const Rescale&, const Rescale&) = default;
};

// A 3D voxel buffer of the stored type plus its geometry. Voxels are in x-fastest order (index 0
// varies fastest), as ITK and NIfTI store them. Move-only; use clone() for a copy.
class Volume
{
public:
    Volume() = default;

    // Allocates size(geometry) voxels of `type` (not initialised). Fails with TooLarge.
    static Result<Volume> allocate(PixelType type, const Geometry& geometry);

    Result<Volume> clone() const;

    PixelType pixelType() const { return m_type; }
    const Geometry& geometry() const { return m_geometry; }
    Geometry& geometry() { return m_geometry; }
    const Rescale& rescale() const { return m_rescale; }
    void setRescale(const Rescale& r) { m_rescale = r; }

    std::int64_t voxelCount() const { return m_geometry.voxelCount(); }
    std::size_t byteCount() const { return m_buffer.size(); }
    std::byte* bytes() { return m_buffer.data(); }
    const std::byte* bytes() const { return m_buffer.data(); }

    template <typename T> std::span<T> voxels()
    {
        return {reinterpret_cast<T*>(m_buffer.data()), m_buffer.size() / sizeof(T)};
    }
    template <typename T> std::span<const T> voxels() const
    {
        return {reinterpret_cast<const T*>(m_buffer.data()), m_buffer.size() / sizeof(T)};
    }

    std::int64_t linearIndex(std::int64_t i, std::int64_t j, std::int64_t k) const
    {
        return i + m_geometry.size[0] * (j + m_geometry.size[1] * k);
    }
    // Stored value at a voxel, converted to double (no rescale).
    double storedValue(std::int64_t i, std::int64_t j, std::int64_t k) const;
    // slope * stored + intercept.
    double realValue(std::int64_t i, std::int64_t j, std::int64_t k) const
    {
        return m_rescale.slope * storedValue(i, j, k) + m_rescale.intercept;
    }

    // True when both hold the same type, geometry and voxel bytes.
    bool sameVoxels(const Volume& other) const;

private:
    PixelType m_type = PixelType::UInt8;
    Geometry m_geometry;
    Rescale m_rescale;
    VoxelBuffer m_buffer;
};

// A 4D series: 3D volumes on one geometry (time points, diffusion directions...).
using VolumeList = std::vector<Volume>;

// The volume with voxel axes permuted and flipped (no resampling): see permutationTo().
Result<Volume> reorient(const Volume& v, const AxisPermutation& p);
// Reorients to the closest RAS+ orientation (nibabel's as_closest_canonical).
Result<Volume> reorientToCanonical(const Volume& v);

// Min and max of the stored values (NaN ignored for floating point); {0,0} when empty.
std::pair<double, double> storedRange(const Volume& v);
// Number of NaN or infinite voxels (0 for integer types).
std::int64_t nonFiniteCount(const Volume& v);

} // namespace scansleuth::volume
