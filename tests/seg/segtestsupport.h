// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/dicom/segobject.h"
#include "io/loadedimage.h"

#include <QString>

#include <array>
#include <map>
#include <string>
#include <vector>

namespace scansleuth::testing {

// A file under tests/data/seg_rtstruct.
std::string segData(const std::string& relative);

// The DICOM series in `folder` (one series), loaded, and the ReferenceImage made from it.
struct LoadedReference
{
    io::LoadedImage image;
    io::ReferenceImage reference;
};
LoadedReference loadReference(const std::string& folder);

// One expected voxel: LPS mm, and for a FRACTIONAL SEG the probability.
using Point = std::array<double, 4>;
// tests/data/seg_rtstruct/synthetic/expected/<name>.json: segment number -> its voxels (make_seg_cases.py).
std::map<int, std::vector<Point>> readExpected(const std::string& name);

// The voxels of segment `number` as placed, in LPS mm: on the reference grid a voxel (i, j, k) lies at slice
// k's stored position (the grid of an unevenly spaced series is not where its slices are), else at the
// grid's indexToPatient. For a FRACTIONAL SEG, [3] is the layer's value (voxels > 0 only).
std::vector<Point> placedPoints(const io::PlacedSegmentation& placed, const io::DicomSegObject& seg,
                                int number, const io::ReferenceImage* reference);

// Both lists hold the same points (sorted, within `tolMm` and 1e-6 in value); otherwise why not.
QString comparePoints(std::vector<Point> expected, std::vector<Point> actual, double tolMm = 2e-3);

} // namespace scansleuth::testing
