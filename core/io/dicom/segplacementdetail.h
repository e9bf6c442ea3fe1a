// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/result.h"
#include "io/dicom/segobject.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

// The parts of placeSegFrames (segplacement.h), pure: the frames' layout on a grid (segplacementlayout.cpp),
// copying their pixels into label maps or float layers (segplacementfill.cpp), and the findings
// (segplacementchecks.cpp).
namespace scansleuth::io::segplace {

// How frame pixel (row r, column c) maps onto the grid: voxel (i0 + ci*c + ri*r, j0 + cj*c + rj*r, k). The
// four coefficients form a signed permutation (the frame's axes are the grid's, possibly swapped or
// reversed).
struct PixelAxes
{
    int ci = 1, ri = 0, cj = 0, rj = 1;
};

struct FramePlace
{
    std::int64_t k = 0, i0 = 0, j0 = 0;
    double offPlaneMm = 0;    // signed distance from the grid's nearest slice plane, along its normal
    double alongNormalMm = 0; // position along the grid's normal, from slice 0
};

// The frames' normal and in-plane axes, shared by all frames (checked).
struct FrameAxes
{
    volume::Vec3 row{1, 0, 0}, column{0, 1, 0}, normal{0, 0, 1};
    double columnSpacing = 1, rowSpacing = 1; // mm between columns (along `row`), between rows
};

struct Layout
{
    volume::Geometry geometry;
    PixelAxes axes;
    std::vector<FramePlace> frames; // one per stored frame
    bool onReference = false;
    std::string gridSource;
    Findings findings; // from choosing the grid (frames off the image's planes, uneven spacing...)
};

// The frames' shared axes, or Corrupt/Unsupported (a frame without position or orientation, frames in
// different orientations or pixel spacings).
Result<FrameAxes> frameAxes(const DicomSegObject& seg);

// The layout on `reference`'s grid when the frames lie on its slice planes and pixel grid (within the
// tolerances of docs/dicom-seg.md), otherwise on the SEG's own grid, with findings saying why.
Result<Layout> chooseLayout(const DicomSegObject& seg, const FrameAxes& axes,
                            const ReferenceImage* reference);

// What the fill saw, per segment (in DicomSegObject::segments order).
struct FillStats
{
    std::vector<std::int64_t> placedVoxels, beyondVoxels;
    // Pairs (a < b) of segment indices that met on a voxel, with how often.
    std::vector<std::pair<std::pair<int, int>, std::int64_t>> overlaps;
    std::int64_t duplicateFrames = 0; // frames of one segment on a slice that already had one
    std::vector<std::pair<std::size_t, std::int64_t>> beyondFrames; // (frame, voxels beyond the grid)
};

// Binary frames into label maps: segment s (index into seg.segments) writes its number into
// maps[groupOf[s]]. The maps are allocated here on layout.geometry (uint8, or uint16 for numbers > 255) and
// zeroed.
Status fillBinary(const DicomSegObject& seg, const Layout& layout, const std::vector<int>& groupOf,
                  int groupCount, std::vector<volume::Volume>& maps, FillStats& stats);

// Fractional frames into one float32 layer per segment: stored value / MaximumFractionalValue.
Status fillFractional(const DicomSegObject& seg, const Layout& layout, std::vector<volume::Volume>& layers,
                      FillStats& stats);

// Reference checks (series, instances, Frame of Reference), frame order, beyond the image, overlap.
void referenceFindings(const DicomSegObject& seg, const ReferenceImage& reference, const Layout& layout,
                       Findings& out);
void fillFindings(const DicomSegObject& seg, const Layout& layout, const FillStats& stats, Findings& out);

// "segment 2 \"Tumour\"" for messages.
std::string segmentName(const DicomSegObject& seg, std::size_t index);

} // namespace scansleuth::io::segplace
