// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

// Internal to scansleuth_checks_geometry: affine maths and the two measures that prove or refute a
// candidate placement of a mask (soft Dice against a reference, boundary edge score on the image).
// All affines here map voxel indices to LPS millimetres (ITK's frame) unless named Ras.
namespace scansleuth::checks::detail {

using volume::Mat4;
using volume::Vec3;

// The most threads the check uses: threadLimit() (the CPUs this process may use, or --threads), at most 16.
std::size_t checkThreads();
// work(first), ..., work(first + count - 1) on up to checkThreads() threads (base/parallel.h), each index
// once; returns when all are joined. The work must only write what its index owns. Errors: what a work
// threw (TooLarge "There is not enough memory to check the pair ..." for std::bad_alloc), Cancelled when
// `progress` (reported from the calling thread, stage "candidates") asked to stop.
Status onEveryCore(std::size_t first, std::size_t count, const std::function<void(std::size_t)>& work,
                   const Progress& progress = {});

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

// Soft Dice between the mask placed by `maskAffine` (stored index -> LPS), trilinearly sampled on the
// reference grid, and the binary reference. 0 when either side is empty there.
double softDice(const BinaryMask& mask, const Mat4& maskAffine, const BinaryMask& reference,
                const volume::Geometry& referenceGeometry);

// Boundary contrast: across the boundary of the trilinearly sampled mask on the image grid, the mean
// (weighted by boundary strength) of I(x + 1.5 n) - I(x - 1.5 n), n the inward normal, as an absolute
// value in units of 3 x EdgeMap::meanMagnitude (1 = an edge of the image's average strength that the
// whole boundary follows with the same sign). 0 when the boundary misses the image.
double edgeScore(const BinaryMask& mask, const Mat4& maskAffine, const EdgeMap& edges,
                 double* boundaryWeight = nullptr);
// The mean of edgeScore() over the labels of a label map (each label counts once, whatever its size),
// so that one label lying in the background (scattered noise, a border label) does not decide alone.
double evidenceScore(const std::vector<BinaryMask>& labels, const Mat4& maskAffine, const EdgeMap& edges);

} // namespace scansleuth::checks::detail
