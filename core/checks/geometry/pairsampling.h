// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

// Internal to scansleuth_checks_geometry: affine maths and the two measures that prove or refute a
// candidate placement of a mask (soft Dice against a reference, boundary edge score on the image).
// All affines here map voxel indices to LPS millimetres (ITK's frame) unless named Ras.
namespace scansleuth::checks::detail {

using volume::Mat4;
using volume::Vec3;

struct MaskBoundary;    // pairwholevoxel.h
struct BoundaryScratch; // pairwholevoxel.h

// The most threads the check uses: threadLimit() (the CPUs this process may use, or --threads), at most 16.
std::size_t checkThreads();
// work(first), ..., work(first + count - 1) on up to checkThreads() threads (base/parallel.h), each index
// once; returns when all are joined. The work must only write what its index owns. Errors: what a work
// threw (TooLarge "There is not enough memory to check the pair ..." for std::bad_alloc), Cancelled when
// `progress` (reported from the calling thread, stage "candidates") asked to stop.
Status onEveryCore(std::size_t first, std::size_t count, const std::function<void(std::size_t)>& work,
                   const Progress& progress = {});
// Each step once, on up to checkThreads() threads (onEveryCore()); the steps must write disjoint things.
Status runSideBySide(const std::vector<std::function<void()>>& steps);

Mat4 multiply(const Mat4& a, const Mat4& b);
// Inverse of an affine 4x4 (last row 0 0 0 1); identity when singular.
Mat4 inverseAffine(const Mat4& m);
Vec3 transformPoint(const Mat4& m, const Vec3& p);
Mat4 lpsAffine(const volume::Geometry& g); // index -> LPS
Mat4 rasToLpsAffine(const Mat4& ras);      // negate rows x and y
inline Mat4 lpsToRasAffine(const Mat4& lps)
{
    return rasToLpsAffine(lps);
}

// The index-to-LPS affine of the stored voxels for "reorient by p, then place on g".
Mat4 storedAffine(const volume::Index3& storedSize, const volume::AxisPermutation& p,
                  const volume::Geometry& g);

// A map from target grid indices to stored grid indices that takes whole voxels to whole voxels (a signed
// permutation of the axes with a whole-voxel translation, as flips, transposes, turns of the slices and
// same-grid placements give): stored index r = sum over c of m[r][c] * target index c, plus m[r][3].
using IntegerMap = std::array<std::array<std::int64_t, 4>, 3>;
// That map when the affine `targetToStored` is one (to within 1e-6 of integers); nullopt otherwise.
std::optional<IntegerMap> integerMap(const Mat4& targetToStored);

// A binary mask: 1 where the stored value is foreground, with its bounding box. The bits are kept for
// the bounding box grown by one voxel (clamped to the grid) only, so that a label map's many labels
// cost their own size, not the volume's.
struct BinaryMask
{
    enum Bit : std::uint8_t
    {
        On = 1,   // foreground
        Near = 2, // foreground within one voxel (26-neighbourhood): a fast reject
        Core = 4, // foreground with all 26 neighbours foreground: a fast accept
    };
    volume::Index3 size{0, 0, 0};               // the stored grid
    volume::Index3 origin{0, 0, 0};             // first voxel of the kept box
    volume::Index3 extent{0, 0, 0};             // voxels of the kept box per axis
    std::vector<std::uint8_t> bits;             // Bit flags per voxel of the kept box, x fastest
    volume::Index3 lo{0, 0, 0}, hi{-1, -1, -1}; // inclusive bounding box of the foreground
    std::int64_t count = 0;
    Vec3 centroid{0, 0, 0};      // mean foreground index
    std::optional<double> label; // the label value when this is one label of a label map

    // The flags at a stored index; 0 outside the kept box.
    std::uint8_t state(std::int64_t i, std::int64_t j, std::int64_t k) const
    {
        i -= origin[0];
        j -= origin[1];
        k -= origin[2];
        if (i < 0 || j < 0 || k < 0 || i >= extent[0] || j >= extent[1] || k >= extent[2])
            return 0;
        return bits[static_cast<std::size_t>(i + extent[0] * (j + extent[1] * k))];
    }
    bool at(std::int64_t i, std::int64_t j, std::int64_t k) const { return (state(i, j, k) & On) != 0; }
};
// Foreground: value != 0 for integer types, |value| > 0.5 for floating point; or value == *label.
BinaryMask binaryMask(const volume::Volume& v, std::optional<double> label = std::nullopt);
// One mask per label value (largest first) when the stored values are integral with 2..maxLabels
// distinct non-zero values (TotalSegmentator's 117 classes fit); otherwise the single foreground mask.
// One pass over the volume, then each label's box (labels on several threads). Errors: onEveryCore's.
Result<std::vector<BinaryMask>> labelMasks(const volume::Volume& v, std::size_t maxLabels = 256);

// Dice between a mask and a reference, label by label: the mean of softDice() over the mask's labels,
// each against the reference's voxels of the same value (0 for a label the reference lacks), so that
// a flipped organ inside a symmetric body outline is not hidden by the outline. With a single-label
// mask or reference: softDice() of the foregrounds.
double labelDice(const std::vector<BinaryMask>& mask, const BinaryMask& maskForeground,
                 const Mat4& maskAffine, const std::vector<BinaryMask>& reference,
                 const BinaryMask& referenceForeground, const volume::Geometry& referenceGeometry);

// The image whose edges are measured (gradient magnitude by central differences of real values, per
// voxel index, computed where needed) and the mean non-zero gradient magnitude over every second
// voxel on each axis (the edge score's unit). Holds a pointer: `image` must outlive it.
struct EdgeMap
{
    const volume::Volume* image = nullptr;
    double meanMagnitude = 0;
};
EdgeMap edgeMap(const volume::Volume& image);

namespace sampling {

template <typename T> double valueOf(T stored)
{
    const double value = static_cast<double>(stored);
    if constexpr (std::is_floating_point_v<T>)
        return std::isfinite(value) ? value : 0.0;
    else
        return value;
}

// The trilinear sum over the corners of the cell at `base` whose weights along the axes in `Axes` (bit a:
// axis a) are weight[a][0] and weight[a][1]; along the other axes the weight is 1 (w = 0) and only the
// first corner counts. Corners in increasing order, each term (value * wx) * wy * wz: multiplying by an
// exact 1 changes nothing.
template <int Axes, typename T>
double cellSum(const T* base, std::int64_t strideY, std::int64_t strideZ, const double (&weight)[3][2])
{
    double sum = 0;
    for (int dz = 0; dz < ((Axes & 4) ? 2 : 1); ++dz)
        for (int dy = 0; dy < ((Axes & 2) ? 2 : 1); ++dy)
            for (int dx = 0; dx < ((Axes & 1) ? 2 : 1); ++dx) {
                double term = valueOf(base[dx + dy * strideY + dz * strideZ]);
                if constexpr ((Axes & 1) != 0)
                    term *= weight[0][dx];
                if constexpr ((Axes & 2) != 0)
                    term *= weight[1][dy];
                if constexpr ((Axes & 4) != 0)
                    term *= weight[2][dz];
                sum += term;
            }
    return sum;
}

// f(std::integral_constant<int, axes>{}) for axes 0..7, so that the axes a sample falls between are
// known when its cell is summed.
template <typename F, int... Axes> double withAxes(int axes, F&& f, std::integer_sequence<int, Axes...>)
{
    double out = 0;
    ((axes == Axes ? (out = f(std::integral_constant<int, Axes>{}), true) : false) || ...);
    return out;
}
template <typename F> double withAxes(int axes, F&& f)
{
    return withAxes(axes & 7, std::forward<F>(f), std::make_integer_sequence<int, 8>{});
}

} // namespace sampling

// The image's stored value trilinearly interpolated at index position x (non-finite values read as 0,
// indices clamped to the grid): the sum over the 8 corners c = dx + 2 dy + 4 dz, in that order, of
// (value * wx) * wy * wz. A corner whose weight has a zero factor adds +-0, which leaves the sum as it is,
// so it is not read: a sample on a voxel plane reads 4 voxels, on a voxel line 2.
template <typename T> double imageAt(const T* v, const volume::Index3& n, const Vec3& x)
{
    const double fx = std::floor(x[0]), fy = std::floor(x[1]), fz = std::floor(x[2]);
    const std::int64_t i0 = static_cast<std::int64_t>(fx), j0 = static_cast<std::int64_t>(fy),
                       k0 = static_cast<std::int64_t>(fz);
    const double wx = x[0] - fx, wy = x[1] - fy, wz = x[2] - fz;
    const double weight[3][2] = {{1 - wx, wx}, {1 - wy, wy}, {1 - wz, wz}};
    if (i0 >= 0 && j0 >= 0 && k0 >= 0 && i0 + 1 < n[0] && j0 + 1 < n[1] && k0 + 1 < n[2] && wx < 1 &&
        wy < 1 && wz < 1) {
        // The whole cell on the grid, and only w (never 1 - w) can be zero.
        const T* base = v + (i0 + n[0] * (j0 + n[1] * k0));
        const std::int64_t sy = n[0], sz = n[0] * n[1];
        return sampling::withAxes((wx != 0) | (wy != 0) << 1 | (wz != 0) << 2, [&](auto axes) {
            return sampling::cellSum<decltype(axes)::value>(base, sy, sz, weight);
        });
    }
    const std::int64_t i[2] = {std::clamp<std::int64_t>(i0, 0, n[0] - 1),
                               std::clamp<std::int64_t>(i0 + 1, 0, n[0] - 1)};
    const std::int64_t j[2] = {std::clamp<std::int64_t>(j0, 0, n[1] - 1),
                               std::clamp<std::int64_t>(j0 + 1, 0, n[1] - 1)};
    const std::int64_t k[2] = {std::clamp<std::int64_t>(k0, 0, n[2] - 1),
                               std::clamp<std::int64_t>(k0 + 1, 0, n[2] - 1)};
    double sum = 0;
    for (int dz = 0; dz < 2; ++dz) {
        if (weight[2][dz] == 0)
            continue;
        for (int dy = 0; dy < 2; ++dy) {
            if (weight[1][dy] == 0)
                continue;
            const T* row = v + n[0] * (j[dy] + n[1] * k[dz]);
            for (int dx = 0; dx < 2; ++dx)
                if (weight[0][dx] != 0)
                    sum += sampling::valueOf(row[i[dx]]) * weight[0][dx] * weight[1][dy] * weight[2][dz];
        }
    }
    return sum;
}

// The sums behind edgeScore(): a voxel x of the target grid where the sampled mask's gradient is g adds
// |g| * slope * (I(x + 1.5 n) - I(x - 1.5 n)), n = g / |g| (towards the inside), to `weighted` and |g|
// to `weights`; a voxel with |g|^2 <= 1e-6 (inside, outside, or too faint a boundary) adds nothing.
template <typename T> struct EdgeSums
{
    const T* image = nullptr;
    volume::Index3 size{0, 0, 0};
    double slope = 1;
    double weighted = 0, weights = 0;

    void add(std::int64_t i, std::int64_t j, std::int64_t k, double gx, double gy, double gz)
    {
        const double w2 = gx * gx + gy * gy + gz * gz;
        if (w2 <= 1e-6)
            return;
        const double w = std::sqrt(w2);
        const Vec3 normal{gx / w, gy / w, gz / w};
        addAcross(i, j, k, {1.5 * normal[0], 1.5 * normal[1], 1.5 * normal[2]}, w);
    }
    // The same with the step to the inside sample, 1.5 n, and |g| already worked out.
    void addAcross(std::int64_t i, std::int64_t j, std::int64_t k, const Vec3& step, double w)
    {
        const Vec3 x{double(i), double(j), double(k)};
        const Vec3 in{x[0] + step[0], x[1] + step[1], x[2] + step[2]};
        const Vec3 out{x[0] - step[0], x[1] - step[1], x[2] - step[2]};
        weighted += w * slope * (imageAt(image, size, in) - imageAt(image, size, out));
        weights += w;
    }
};
// edgeScore() from its sums: |weighted| / weights / (3 x EdgeMap::meanMagnitude); 0 without weights.
double edgeScoreOf(double weighted, double weights, const EdgeMap& edges);

// Soft Dice between the mask placed by `maskAffine` (stored index -> LPS), trilinearly sampled on the
// reference grid, and the binary reference. 0 when either side is empty there.
double softDice(const BinaryMask& mask, const Mat4& maskAffine, const BinaryMask& reference,
                const volume::Geometry& referenceGeometry);

// Boundary contrast: across the boundary of the trilinearly sampled mask on the image grid, the mean
// (weighted by boundary strength) of I(x + 1.5 n) - I(x - 1.5 n), n the inward normal, as an absolute
// value in units of 3 x EdgeMap::meanMagnitude (1 = an edge of the image's average strength that the
// whole boundary follows with the same sign). 0 when the boundary misses the image.
// With the mask's `boundary` (maskBoundary()), a placement that maps whole voxels is scored from it (the
// same number, bit for bit, without sampling the mask's box).
double edgeScore(const BinaryMask& mask, const Mat4& maskAffine, const EdgeMap& edges,
                 double* boundaryWeight = nullptr, const MaskBoundary* boundary = nullptr,
                 BoundaryScratch* scratch = nullptr);
// The mean of edgeScore() over the labels of a label map (each label counts once, whatever its size),
// so that one label lying in the background (scattered noise, a border label) does not decide alone.
// `boundaries`, when given, holds each label's maskBoundary().
double evidenceScore(const std::vector<BinaryMask>& labels, const Mat4& maskAffine, const EdgeMap& edges,
                     const std::vector<MaskBoundary>* boundaries = nullptr);

} // namespace scansleuth::checks::detail
