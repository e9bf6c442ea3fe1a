// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "preprocess/spec.h"
#include "volume/volume.h"

#include <vector>

// The exact grid steps: reorient, crop_pad, crop_foreground. Voxels are copied, never interpolated, and the
// output geometry places every kept voxel at the same LPS position as before. Outputs are float32 real
// values.
namespace scansleuth::preprocess {

// Index axes permuted and flipped so that volume::axisCodes() of the result is `step.axes` (nibabel's
// as_closest_canonical for "RAS"). Unlike the other functions here, the result keeps the stored type and
// rescale (voxels are only moved). Errors: Invalid for codes that are not a valid triple.
Result<volume::Volume> reorientVolume(const volume::Volume& in, const Reorient& step);

// A box of voxels: first index and size per axis; `first` may be negative and the box may reach past the
// image (padding).
struct VoxelBox
{
    volume::Index3 first{0, 0, 0};
    volume::Index3 size{0, 0, 0};
    friend bool operator==(const VoxelBox&, const VoxelBox&) = default;
};

// The centred box of `size` voxels: a crop starts at n/2 - m/2 (MONAI CenterSpatialCrop), a pad puts
// (m - n)/2 voxels before (nnU-Net, MONAI SpatialPad), integer division, per axis.
VoxelBox centredBox(const volume::Index3& imageSize, const volume::Index3& size);

// The box of voxels > threshold in any of `channels` (all on one grid), grown by the margin (mm rounded up
// to whole voxels, or voxels rounded up) and clamped to the image. The whole image when nothing is above
// the threshold.
VoxelBox foregroundBox(const std::vector<const volume::Volume*>& channels, const CropForeground& step);

// The voxels of `box` (outside the image: padValue); origin moved to the box's first voxel.
Result<volume::Volume> extractBox(const volume::Volume& in, const VoxelBox& box, double padValue);

} // namespace scansleuth::preprocess
