// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "checks/labels/labelscan.h"
#include "volume/geometry.h"

#include <cstdint>
#include <string>
#include <vector>

// Wording shared by the label checks: numbers, voxel positions (index and LPS mm), faces, volumes.
// Internal to scansleuth_checks_labels.
namespace scansleuth::checks::detail {

// 100 * fraction with one decimal and a percent sign ("12.5%").
std::string formatPercent(double fraction);
// "voxel (i, j, k) = (3, 4, 5) at LPS (1.5, -2, 30) mm"
std::string describeVoxel(const volume::Geometry& g, const volume::Index3& index);
// describeVoxel plus ": value V" or, for a sandwiched voxel, ": 3 between 2 and 4 along j".
std::string describeExample(const volume::Geometry& g, const VoxelExample& e);
// Face f of the voxel grid (0: i = 0, 1: i = n-1, 2: j = 0, ...) with the anatomical side it faces in
// LPS: "i = 0 (right)".
std::string faceName(const volume::Geometry& g, int face);
// Area of one voxel's face across `axis`, in mm^2.
double faceVoxelAreaMm2(const volume::Geometry& g, int axis);
// Volume of one voxel in millilitres.
double voxelVolumeMl(const volume::Geometry& g);
// A size as "124 x 160 x 140".
std::string formatSize(const volume::Index3& size);
// Appends at most 20 lines, then "... and N more".
void addEvidence(Finding& f, const std::vector<std::string>& lines);
// Fraction a / b, 0 when b is 0.
double fraction(std::int64_t a, std::int64_t b);

} // namespace scansleuth::checks::detail
