// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Drawing copies: a layer resampled once onto one plane's display grid, rows consecutive in memory.
#include "render/planeaxes.h"
#include "render/sampler.h"

#include <cmath>
#include <cstring>
#include <vector>

namespace scansleuth::render {

namespace {

bool nearestFor(const LayerStyle& s)
{
    if (s.interpolation == Interpolation::Automatic)
        return s.kind == LayerKind::Labels;
    return s.interpolation == Interpolation::Nearest;
}

// The display grid of `plane` with its axes in screen order: voxel (x, y, slice) is screen pixel
// (x, y) of display slice `slice`.
volume::Geometry planeGrid(const DisplayFrame& frame, Plane plane)
{
    const detail::PlaneAxes a = detail::planeAxes(frame, plane);
    volume::AxisPermutation p;
    p.sourceAxis = {a.x, a.y, a.normal};
    p.flip = {a.flipX, a.flipY, false};
    return volume::permuteGeometry(frame.geometry, p);
}

// Stored values of this type survive a round trip through float (what the sampler yields).
bool fitsFloat(volume::PixelType t)
{
    using volume::PixelType;
    return t == PixelType::UInt8 || t == PixelType::Int8 || t == PixelType::UInt16 || t == PixelType::Int16;
}

// Pixels outside the layer become 0 in a copy of the layer's own type: transparent only for an
// integer label map read without rescale (label 0 is never drawn).
bool zeroIsTransparent(const Layer& layer)
{
    return layer.style.kind == LayerKind::Labels && layer.volume->rescale().isIdentity() &&
           !volume::isFloatingPoint(layer.volume->pixelType());
}

// True when every pixel of every slice of `plane` reads a voxel exactly. An exact layer covers a box
// of the screen, so the edge rows of the first and last slices decide.
bool exactAndCovering(const DisplayFrame& frame, Plane plane, const Layer& layer, bool nearest)
{
    const std::int64_t last = frame.sliceCount(plane) - 1;
    const int w = frame.width(plane), h = frame.height(plane);
    for (std::int64_t slice : {std::int64_t(0), last}) {
        const detail::LayerSampler sampler(frame, plane, slice, *layer.volume, nearest);
        if (!sampler.exact())
            return false;
        for (int y : {0, h - 1}) {
            std::int64_t lo, hi, offset, step;
            sampler.exactRun(y, w, lo, hi, offset, step);
            if (lo != 0 || hi != w)
                return false;
        }
    }
    return true;
}

template <typename T> void storeRow(const float* values, int width, T* out)
{
    for (int x = 0; x < width; ++x)
        out[x] = values[x] == values[x] ? static_cast<T>(values[x]) : T(0);
}

} // namespace

DrawCopyPlan planDrawCopy(const DisplayFrame& frame, Plane plane, const Layer& layer)
{
    DrawCopyPlan plan;
    if (layer.volume == nullptr || layer.volume->voxelCount() <= 0 || frame.sliceCount(plane) <= 0)
        return plan;
    const bool nearest = nearestFor(layer.style);
    const detail::LayerSampler sampler(frame, plane, 0, *layer.volume, nearest);
    if (sampler.exact()) {
        std::int64_t lo, hi, offset, step;
        sampler.exactRun(0, frame.width(plane), lo, hi, offset, step);
        if (std::abs(step) == 1)
            return plan; // rows already read consecutive voxels
    }
    const volume::PixelType own = layer.volume->pixelType();
    const bool keepType =
        fitsFloat(own) && (zeroIsTransparent(layer) || exactAndCovering(frame, plane, layer, nearest));
    plan.helps = true;
    plan.type = keepType ? own : volume::PixelType::Float32;
    plan.bytes = std::int64_t(frame.width(plane)) * frame.height(plane) * frame.sliceCount(plane) *
                 std::int64_t(volume::bytesPerVoxel(plan.type));
    return plan;
}

Result<volume::Volume> makeDrawCopy(const DisplayFrame& frame, Plane plane, const Layer& layer)
{
    const DrawCopyPlan plan = planDrawCopy(frame, plane, layer);
    if (!plan.helps)
        return makeError(ErrorKind::Invalid, "This layer needs no drawing copy for this plane.");
    auto copy = volume::Volume::allocate(plan.type, planeGrid(frame, plane));
    if (!copy)
        return copy;
    copy->setRescale(layer.volume->rescale());
    const bool nearest = nearestFor(layer.style);
    const int w = frame.width(plane), h = frame.height(plane);
    std::vector<float> values(static_cast<std::size_t>(w));
    volume::visitPixelType(plan.type, [&](auto t) {
        using T = decltype(t);
        T* out = copy.value().voxels<T>().data();
        for (std::int64_t slice = 0; slice < frame.sliceCount(plane); ++slice) {
            const detail::LayerSampler sampler(frame, plane, slice, *layer.volume, nearest);
            for (int y = 0; y < h; ++y, out += w) {
                sampler.sampleRow(y, w, values.data());
                if constexpr (std::is_same_v<T, float>)
                    std::memcpy(out, values.data(), values.size() * sizeof(float));
                else
                    storeRow(values.data(), w, out);
            }
        }
    });
    return copy;
}

} // namespace scansleuth::render
