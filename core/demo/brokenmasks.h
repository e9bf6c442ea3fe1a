// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "volume/volume.h"

// Deliberately broken copies of the demo mask, the two bugs users meet most: the demo's investigation
// asks ScanSleuth to name them.
namespace scansleuth::demo {

// The label map with its voxels mirrored along the patient's left-right axis and the header kept: what a
// pipeline writes when it flips an array (np.flip, a transposed affine) but saves the original header.
// The left-right axis is found from the geometry (the voxel axis closest to L-R).
volume::Volume flippedLeftRight(const volume::Volume& labels);

// The label map resampled with trilinear interpolation, half a voxel along each in-plane axis, and
// rounded back to its integer type, as a resampling step that treats labels like intensities does:
// labels are smoothed and borders between two labels get impossible in-between values (a 3 between 2
// and 4). Same geometry as the input.
volume::Volume linearlyResampled(const volume::Volume& labels);

} // namespace scansleuth::demo
