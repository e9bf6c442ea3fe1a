// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/numberformat.h"
#include "checks/geometry/pairgeometry.h"
#include "checks/geometry/pairsampling.h"

#include <string>
#include <vector>

// Internal to scansleuth_checks_geometry: the candidate causes of a misplaced mask, each with the
// inverse that would undo it. Header candidates come from differences between the two headers (both
// NIfTI forms of both files); content candidates (flips, transpositions, in-plane rotations) are hypotheses
// the headers cannot show. Candidates are returned in priority order (most specific explanation first).
namespace scansleuth::checks::detail {

std::vector<CauseCandidate> headerCandidates(const io::LoadedImage& image, const io::LoadedImage& mask,
                                             const BinaryMask& bits, const PairTolerance& tol);
std::vector<CauseCandidate> contentCandidates(const io::LoadedImage& image, const io::LoadedImage& mask,
                                              const BinaryMask& bits, const PairTolerance& tol);

// True when the mask's voxel centres are the image's voxel centres, possibly stored in another axis
// order (a signed permutation of the index axes), within tolerance.
bool sameVoxelCentres(const volume::Geometry& image, const volume::Geometry& mask, const PairTolerance& tol);

// Words for an LPS displacement: "5.0 mm to the patient's left, 2.0 mm posterior".
std::string describeDisplacement(const volume::Vec3& lps);
// "left-right", "anterior-posterior" or "superior-inferior": the world axis a direction mostly follows.
std::string anatomicalAxisName(const volume::Vec3& lpsDirection);
// Image voxels along each of the image's index axes for an LPS displacement.
volume::Vec3 displacementInVoxels(const volume::Geometry& image, const volume::Vec3& lps);

} // namespace scansleuth::checks::detail
