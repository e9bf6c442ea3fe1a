// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <vector>

// Per-label overlap and surface-distance metrics of two label maps on one voxel grid. The surface
// definitions are MONAI's voxel-based ones (not DeepMind's surfel-weighted ones); empty labels follow
// Metrics Reloaded. docs/metrics.md has the full definitions and the edge-case table.
namespace scansleuth::compare {

struct MetricsOptions
{
    // The labels to measure; empty: every non-zero label present in either map, ascending.
    std::vector<std::int64_t> labels;
    // Normalised surface Dice counts surface voxels whose distance to the other surface is <= this.
    double nsdToleranceMm = 1.0;
    // How far the two geometries may differ and still count as one grid (nothing is resampled).
    volume::GeometryTolerance geometryTolerance;
    std::size_t maxThreads = 0; // 0: the process-wide limit (base/parallel.h)
};

// The metrics of one label. `a` is the reference (ground truth or the baseline run), `b` the other.
// Surface: the voxels of the label with a 6-neighbour that is not the label or lies outside the image.
// Distances are between surface voxel centres, in mm, with the grid's spacing (anisotropic allowed).
// When exactly one map lacks the label, hausdorffMm, hd95Mm and assdMm are +infinity (JSON: null and
// the flag "distances_infinite").
struct LabelMetrics
{
    std::int64_t label = 0;
    std::int64_t voxelsA = 0;
    std::int64_t voxelsB = 0;
    std::int64_t overlapVoxels = 0;
    double volumeAMl = 0.0;
    double volumeBMl = 0.0;
    double volumeDifferenceMl = 0.0; // b - a
    double dice = 1.0;
    double iou = 1.0;
    double hausdorffMm = 0.0; // max of both directed maxima
    double hd95Mm = 0.0;      // max of both directed 95th percentiles (numpy's linear percentile)
    double assdMm = 0.0;      // mean over the distances of both surfaces together
    double nsd = 1.0;         // surface voxels of both within the tolerance / all surface voxels
    std::int64_t surfaceVoxelsA = 0;
    std::int64_t surfaceVoxelsB = 0;

    bool bothEmpty() const { return voxelsA == 0 && voxelsB == 0; }
    bool aEmpty() const { return voxelsA == 0 && voxelsB > 0; }
    bool bEmpty() const { return voxelsB == 0 && voxelsA > 0; }
    bool distancesInfinite() const { return aEmpty() || bEmpty(); }
    friend bool operator==(const LabelMetrics&, const LabelMetrics&) = default;
};

struct SegmentationMetrics
{
    double nsdToleranceMm = 1.0;
    double voxelVolumeMl = 0.0;
    std::vector<LabelMetrics> labels; // in the order of MetricsOptions::labels, or ascending

    const LabelMetrics* find(std::int64_t label) const;
    friend bool operator==(const SegmentationMetrics&, const SegmentationMetrics&) = default;
};

// The metrics of every label of `a` and `b`, which must share one grid: ErrorKind::Invalid when their
// geometries differ beyond the tolerance ("The two label maps are not on the same voxel grid: ..."),
// when a voxel holds a value that is not an integer, or when the tolerance is negative or not finite;
// ErrorKind::Unsupported when the direction matrix is not orthonormal (distances would need the shear).
// Labels are the stored values (the rescale is ignored); 0 is background. Runs on several threads.
Result<SegmentationMetrics> segmentationMetrics(const volume::Volume& a, const volume::Volume& b,
                                                const MetricsOptions& options = {});

// One label in two maps on one grid: its voxels in each, their overlap, and the box of the voxels holding
// it in either map (inclusive; hi[0] < 0 when none does).
struct LabelCensus
{
    std::int64_t voxelsA = 0, voxelsB = 0, overlap = 0;
    volume::Index3 lo{std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::max(),
                      std::numeric_limits<std::int64_t>::max()};
    volume::Index3 hi{-1, -1, -1};

    // Voxels x = [iBegin, iEnd) of row (j, k) hold the label.
    void include(std::int64_t iBegin, std::int64_t iEnd, std::int64_t j, std::int64_t k)
    {
        lo = {std::min(lo[0], iBegin), std::min(lo[1], j), std::min(lo[2], k)};
        hi = {std::max(hi[0], iEnd - 1), std::max(hi[1], j), std::max(hi[2], k)};
    }
};
using LabelCensuses = std::map<std::int64_t, LabelCensus>; // every label present in a or b

// The same metrics from a census of both maps' labels that the caller took (on a pass it makes anyway):
// the maps must hold integer types, and the census every label that either holds.
Result<SegmentationMetrics> segmentationMetrics(const volume::Volume& a, const volume::Volume& b,
                                                const MetricsOptions& options, const LabelCensuses& census);

// numpy.percentile(values, q) with its default (linear) method; `values` need not be sorted. 0 when empty.
double linearPercentile(std::vector<double> values, double q);

} // namespace scansleuth::compare
