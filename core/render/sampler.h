// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "render/render.h"

// Internal to core/render: reads one layer's stored values along the screen rows of a slice.
namespace scansleuth::render::detail {

// Pixels to prefetch ahead when a row reads one cache line per pixel (sagittal and coronal views).
inline constexpr std::int64_t kPrefetchAhead = 16;
inline constexpr int kGatherAhead = 64;

// Reads data[index[x]] for x = 0..width-1 (outside(x) where index[x] < 0), fetching ahead: on another
// grid, successive pixels of a row land on different cache lines that the hardware cannot predict.
template <typename T, typename Inside, typename Outside>
inline void gather(const T* data, const std::int64_t* index, int width, Inside inside, Outside outside)
{
    for (int x = 0; x < width; ++x) {
        if (x + kGatherAhead < width && index[x + kGatherAhead] >= 0)
            __builtin_prefetch(data + index[x + kGatherAhead]);
        if (index[x] < 0)
            outside(x);
        else
            inside(x, data[index[x]]);
    }
}

// Maps screen pixels of one slice to a layer's voxels. When the layer's grid matches the display
// frame up to a permutation and flips of its axes (the base image itself, a mask on the same grid or
// stored in another axis order), voxels are read exactly by integer stepping; otherwise the pixel
// centre's world point is followed into the layer's continuous index by affine stepping.
class LayerSampler
{
public:
    LayerSampler(const DisplayFrame& frame, Plane plane, std::int64_t slice, const volume::Volume& layer,
                 bool nearest);

    bool exact() const { return m_exact; }
    // Exact samplers only: the pixels [lo, hi) of row `y` inside the layer read voxel
    // `offset + x * step` (linear index into the layer's voxels); lo == hi when none.
    void exactRun(int y, int width, std::int64_t& lo, std::int64_t& hi, std::int64_t& offset,
                  std::int64_t& step) const;
    // Nearest samplers through world space only: the linear voxel index of each pixel of row `y`,
    // or -1 outside the layer.
    void nearestIndices(int y, int width, std::int64_t* index) const;
    // Stored values (no rescale) of screen row `y`, x = 0..width-1; NaN outside the layer.
    void sampleRow(int y, int width, float* out) const;

private:
    template <typename T> void sampleExact(int y, int width, float* out) const;
    template <typename T> void sampleNearest(int y, int width, float* out) const;
    template <typename T> void sampleLinear(int y, int width, float* out) const;

    const volume::Volume* m_layer = nullptr;
    bool m_nearest = true;
    bool m_exact = false;
    // Exact: layer voxel index of pixel (x, y) = m_i0 + x * m_ix + y * m_iy.
    std::array<std::int64_t, 3> m_i0{}, m_ix{}, m_iy{};
    // Otherwise: continuous layer index of pixel (x, y) = m_c0 + x * m_cx + y * m_cy.
    volume::Vec3 m_c0{}, m_cx{}, m_cy{};
};

} // namespace scansleuth::render::detail
