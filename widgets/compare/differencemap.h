// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "render/render.h"
#include "volume/volume.h"

#include <cstdint>
#include <optional>
#include <vector>

// The difference overlay of the side-by-side run comparison: two label maps on one grid reduced to a
// map of agreement classes, drawn as a label layer. Qt-free so the classes are tested voxel by voxel.
namespace scansleuth::widgets {

// One voxel's class. `a` is the reference (the truth, or the run compared against), `b` the map shown.
// Against the truth: OnlyA is a false negative, OnlyB a false positive, Both a true positive.
enum class DifferenceClass : std::uint8_t
{
    None = 0,           // in neither
    OnlyA = 1,          // in a only (false negative against the truth)
    OnlyB = 2,          // in b only (false positive against the truth)
    Both = 3,           // in both with the same label (true positive)
    DifferentLabel = 4, // foreground in both, other labels (only when every label is compared)
};

// The overlay colours, the same in every view and in the legend.
render::Rgba differenceColour(DifferenceClass c);

// The class of every voxel of `b` against `a` (uint8 volume on their grid, values DifferenceClass).
// `label` > 0 compares that label only (a voxel is "in" a map when it holds the label); 0 compares
// every label (in: any non-zero value; both, other value: DifferentLabel). Values are the stored
// values after the rescale, rounded. Errors: Invalid when the two maps are not on the same grid
// within `tolerance` (nothing is resampled), TooLarge from the allocation.
Result<volume::Volume> differenceMap(const volume::Volume& a, const volume::Volume& b, std::int64_t label,
                                     const volume::GeometryTolerance& tolerance = {});

// The centre (continuous voxel index) of the voxels of slice `k` (third index axis) whose class is
// not None and not Both in a difference map: where the viewer puts the cursor on the worst slice.
// Empty when the slice holds no disagreement or lies outside the map.
std::optional<volume::Vec3> disagreementCentre(const volume::Volume& differences, std::int64_t k);

// The label colour table that draws a difference map (names are filled in by the caller).
std::vector<render::LabelColour> differenceColours();

} // namespace scansleuth::widgets
