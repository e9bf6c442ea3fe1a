// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Pieces of the content fingerprint shared by fingerprint.cpp, thumbnailcomparison.cpp, the searches over
// records (search/, reduce/sameacquisition.cpp) and their tests.
#include "checks/audit/content/content.h"
#include "volume/geometry.h"

#include <array>
#include <cstdint>
#include <vector>

namespace scansleuth::audit {

// Cells along the longest axis a thumbnail aims at (at most; the spacing is rounded up to 1, 1.5, 2, 3 x 2^k
// mm and never finer than the coarsest voxel spacing).
inline constexpr int kThumbnailCells3d = 32;
inline constexpr int kThumbnailCells2d = 64;

// The thumbnail's frame: the closest RAS orientation (volume::permutationTo(g, "RAS")), with axes of size 1
// moved last so that a 2D image of any plane has thumbnailSize[2] == 1. The voxel hash uses it too.
volume::AxisPermutation thumbnailFrame(const volume::Geometry& g);

// The isotropic grid of a volume of `size` voxels of `spacing` mm (thumbnail frame): cell count per axis, and
// where cell 0 starts, in mm from the lower edge of voxel 0 (<= 0: the grid is centred on the volume).
struct ThumbnailGrid
{
    double spacing = 1;
    std::array<int, 3> size{1, 1, 1};
    std::array<double, 3> start{0, 0, 0};
};
ThumbnailGrid thumbnailGrid(const std::array<std::int64_t, 3>& size, const std::array<double, 3>& spacing);

// Where the object of a thumbnail (cells in [0, 1], x fastest) is: the mass-weighted centroid and spread (sd)
// per axis, in cells from the grid's lower edge, of the cells above the 75th percentile. Not valid for a
// constant one.
struct ObjectFrame
{
    bool valid = false;
    std::array<double, 3> centre{0, 0, 0}, spread{1, 1, 1};
};
ObjectFrame objectFrame(const std::array<int, 3>& size, const std::vector<float>& cells);
// The same with the 75th percentile known (`floor`): weights max(0, cell - floor).
ObjectFrame objectFrame(const std::array<int, 3>& size, const std::vector<float>& cells, float floor);

// The screen vector of a thumbnail given as cell values in [0, 1] (x fastest): block means on a grid placed
// by objectFrame (4 x 4 x 4 blocks over the centroid +- 1.25 spreads, x fastest; 8 x 8 for 2D), centred, unit
// length; zero when the thumbnail is constant, else unit length.
std::array<float, kScreenLength> screenVector(const std::array<int, 3>& size,
                                              const std::vector<float>& cells);

// Whether a fingerprint's thumbnail can be compared: a finite spacing, sizes of 1..4096 cells and as many
// cells as they say.
bool validThumbnail(const ContentFingerprint& f);

// compareThumbnails that gives up as soon as the band-passed correlation at half resolution shows that the
// pair cannot reach `rejectBelow` (rejectedEarly; match.similarity then holds that correlation).
struct ThumbnailComparison
{
    NearMatch match;
    bool rejectedEarly = false;
};
ThumbnailComparison compareThumbnails(const ContentFingerprint& a, const ContentFingerprint& b,
                                      double rejectBelow);

// The thumbnail (0..255 a cell, x fastest) band-passed as compareThumbnails correlates it at full
// resolution (lightly smoothed less heavily smoothed) into buffers.band; empty for an invalid thumbnail.
// The buffers are reused from call to call: fresh memory costs a page fault per 4 KiB.
struct BandPassBuffers
{
    std::vector<float> band, coarse, scratch;
};
void bandPassThumbnail(const ContentFingerprint& f, BandPassBuffers& buffers);

// Cells next to the overlap's borders left out of the correlation at full resolution: there the band-pass
// sees the border rather than the image (a crop's border is not in the original).
inline constexpr int kBorderMargin = 2;
// Smallest overlap (fraction of the smaller grid) a shift is searched at: looser than kMinimumOverlap at the
// coarse levels, whose rounded sizes misjudge it.
inline constexpr double kSearchOverlap = 0.8 * kMinimumOverlap;
// Fewer overlapping cells than this at full resolution is too little image for a correlation to mean much
// (a 2D slice of 3 x 3 cells against a volume): no match.
inline constexpr double kMinimumCells = 1000;

} // namespace scansleuth::audit
