// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "checks/geometry/pairsampling.h"

#include <cstdint>
#include <optional>
#include <vector>

// Internal to scansleuth_checks_geometry: the two measures for placements that take whole voxels to whole
// voxels (integerMap(): flips, transposes, turns of the slices, the mask as stored on the image's grid),
// which are most of check-pair's placements. A mask sampled that way holds only 0 and 1, so its boundary
// is found once per mask, in stored indices, and each placement only moves it; soft Dice is a count. The
// results are those of the sampling path bit for bit: the same terms, summed in the same order.
namespace scansleuth::checks::detail {

// The voxels where a binary mask's central difference along some stored axis is non-zero (the only
// voxels where edgeScore() adds anything), over the foreground's box grown by one voxel on every side
// (past the grid too: off the grid is background), in stored order (k slowest, i fastest).
struct MaskBoundary
{
    struct Voxel
    {
        std::int32_t i = 0, j = 0, k = 0; // stored index
        std::uint8_t neighbours = 0;      // bit 2a: foreground at +1 along stored axis a; bit 2a + 1: at -1
    };
    std::vector<Voxel> voxels;
    // Stored slice firstSlice + s holds voxels[sliceStart[s] .. sliceStart[s + 1]).
    std::int64_t firstSlice = 0;
    std::vector<std::uint32_t> sliceStart;
};
MaskBoundary maskBoundary(const BinaryMask& mask);
// maskBoundary() of each label, searched on several threads (a large label in pieces). Errors:
// onEveryCore's.
Result<std::vector<MaskBoundary>> maskBoundaries(const std::vector<BinaryMask>& labels);

// Memory that wholeVoxelEdgeScore() reuses from one call to the next (one per thread).
struct BoundaryScratch
{
    std::vector<std::uint32_t> start, order;
};

// edgeScore() of the mask placed by `imageToStored` (image index -> stored index), from the mask's
// boundary. nullopt, for the sampling path to decide, when the map is not one-to-one or the mask's
// foreground does not land inside the image's grid (the grid's edge would cut the mask).
std::optional<double> wholeVoxelEdgeScore(const BinaryMask& mask, const MaskBoundary& boundary,
                                          const IntegerMap& imageToStored, const EdgeMap& edges,
                                          double* boundaryWeight, BoundaryScratch* scratch = nullptr);

// softDice() of the mask placed by `referenceToStored` (reference index -> stored index): twice the
// foreground voxels landing on the reference's foreground over the foreground voxels landing on its grid
// plus the reference's. nullopt when the map is not one-to-one.
std::optional<double> wholeVoxelDice(const BinaryMask& mask, const IntegerMap& referenceToStored,
                                     const BinaryMask& reference);

} // namespace scansleuth::checks::detail
