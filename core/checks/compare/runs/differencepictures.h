// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "compare/runs/runcomparison.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

// What the pictures of a run comparison draw, made once (runComparison, compare/runs/comparerequest.h):
// for a few cases, the difference maps of render/differencemap.h between the inputs a picture shows, and
// the slice and point it is drawn at. The report and the investigation draw these; neither reads a
// prediction file or makes a difference map itself.
namespace scansleuth::compare {

// Which cases get pictures.
enum class PictureCases
{
    // The report's: the cases of disagreementRows (comparable and measured, where the first two runs
    // disagree most) whose worst slice exists. Pictures: with truth each of the first two runs against
    // it, else run A against run B.
    Worst,
    // The investigation's: first the cases that are not comparable but whose first two runs were
    // measured against each other and differ (a mirrored or shifted export is the picture the user must
    // see), then those of the disagreement order; with one run, the cases measured against the truth.
    // Pictures: A against B when measured, then each of the first two runs against the truth when
    // measured.
    NotComparableFirst,
};

struct PictureChoice
{
    std::size_t cases = 0; // at most this many cases; 0: none, and nothing is read
    PictureCases which = PictureCases::Worst;
};

// One difference map a picture draws: `other` against `reference` (input indices of the case as in
// CaseComparison::inputs: the runs in order, then the truth).
struct DifferencePicture
{
    std::size_t reference = 0;
    std::size_t other = 0;
    bool againstTruth = false; // reference is the truth
    // The map's grid: the reference's. A picture is drawn on it (or on an image in the same space).
    volume::Geometry grid;
    // render::differenceMap(reference, other, every label), kept only over the box of its voxels that
    // are not DifferenceClass::None (at least one voxel), on `grid`'s axes and spacing: a renderer draws
    // a point outside the box as it draws None (transparent), so the picture is the whole map's, and a
    // few cases' maps stay small beside their volumes. No voxels when `error` is set.
    volume::Volume map;
    // The point the picture is centred on (LPS mm): the centre of the voxels of CasePictures::slice (0
    // when -1, clamped onto the grid) where the maps disagree (classes other than None and Both); the
    // slice's centre when none do.
    volume::Vec3 centre{0.0, 0.0, 0.0};
    // Why there is no map: a file of the case that could not be read (its read error; `unreadable` is
    // true), or the map's own error (the two files not on one grid). Empty when the map was made.
    std::string error;
    bool unreadable = false;

    bool made() const { return error.empty(); }
};

struct CasePictures
{
    std::size_t caseIndex = 0;
    // The slice drawn (index along the case grid's third axis): where A and B differ most when they were
    // measured against each other, else where the first (then the second) run differs most from the
    // truth; -1 when none of them differs.
    std::int64_t slice = -1;
    std::vector<DifferencePicture> pictures;
};

// The cases `choice` picks, in its order, each with its pictures. Each case's files are read once
// (readCase with the comparison's read options) and dropped when its maps are made. Errors: Cancelled.
Result<std::vector<CasePictures>>
differencePictures(const Comparison& comparison, const PictureChoice& choice, const Progress& progress = {});

// The map cropped as DifferencePicture::map says: the box of the voxels that are not 0 (uint8 maps), or
// one voxel of 0 at index 0 when every voxel is 0. Errors: TooLarge from the allocation, Invalid for a
// map that is not uint8.
Result<volume::Volume> cropToDifferences(const volume::Volume& map);

} // namespace scansleuth::compare
