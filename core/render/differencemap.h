// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "render/render.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// The one difference map of the run comparison (issue 19, item 5): two label maps on one grid reduced to
// a map of agreement classes, with one colour code and one legend. The GUI's case panel, the
// investigation's pictures and the report all draw it through these functions; docs/run-comparison.md
// shows the legend.
namespace scansleuth::render {

// One voxel's class. `a` is the reference (the truth, or the run compared against), `b` the map shown.
// Against the truth: OnlyA is a false negative, OnlyB a false positive, Both agreement (a true positive).
enum class DifferenceClass : std::uint8_t
{
    None = 0,  // in neither
    OnlyA = 1, // in a only: false negative against the truth
    OnlyB = 2, // in b only: false positive against the truth
    Both = 3,  // in both with the same label: agreement
    DifferentLabel =
        4, // foreground in both with other labels: wrong label (only when every label is compared)
};

// The colours (one code everywhere), told apart with every kind of colour blindness: agreement blue, false
// positive orange, false negative magenta, wrong label yellow; None transparent.
Rgba differenceColour(DifferenceClass c);

// The label colour table that draws a difference map as a label layer.
std::vector<LabelColour> differenceColours();

// One legend entry: the class, its colour and the colour's name, and what it means in words.
struct DifferenceLegendEntry
{
    DifferenceClass difference = DifferenceClass::None;
    Rgba colour;
    std::string colourName; // "blue", "orange", "magenta", "yellow"
    // What the colour means, with {a} and {b} for the maps' names: "false positive (only in {b})". Marked
    // for lupdate in context "DifferenceLegend": the GUI translates it, then fills it (fillLegendTemplate).
    const char* meaningTemplate = "";
    std::string meaning; // the template filled: "false positive (only in b)", "only in a", ...
};

// `text` with {a} and {b} replaced by `a` and `b`.
std::string fillLegendTemplate(const std::string& text, const std::string& a, const std::string& b);

// The legend of a difference map of `b` against `a` (`againstTruth`: a is the truth); `everyLabel`:
// the map compares every label (so DifferentLabel can occur).
std::vector<DifferenceLegendEntry> differenceLegend(const std::string& a, const std::string& b,
                                                    bool againstTruth, bool everyLabel = true);
// The legend as one line of text: "blue: agreement; orange: false positive (only in b); ...".
std::string differenceLegendText(const std::string& a, const std::string& b, bool againstTruth,
                                 bool everyLabel = true);

// The class of every voxel of `b` against `a` (uint8 volume on their grid, values DifferenceClass).
// `label` > 0 compares that label only (a voxel is "in" a map when it holds the label); 0 compares
// every label (in: any non-zero value; both, other value: DifferentLabel). Values are the stored
// values after the rescale, rounded. Errors: Invalid when the two maps are not on the same grid
// within `tolerance` (nothing is resampled), TooLarge from the allocation, Cancelled when `progress`
// asks to stop. Runs on the usable threads (base/parallel.h); `progress` is told the fraction done from
// the calling thread.
Result<volume::Volume> differenceMap(const volume::Volume& a, const volume::Volume& b, std::int64_t label,
                                     const volume::GeometryTolerance& tolerance = {},
                                     const Progress& progress = {});

// The centre (continuous voxel index) of the voxels of slice `k` (third index axis) whose class is
// not None and not Both in a difference map: where a view or a picture is centred on the worst slice.
// Empty when the slice holds no disagreement or lies outside the map.
std::optional<volume::Vec3> disagreementCentre(const volume::Volume& differences, std::int64_t k);
// The same for the difference map of `b` against `a` over every label, found from slice `k` alone (what
// a view opening at the worst slice needs, without the whole map): empty also when the two maps are not
// on the same grid within `tolerance`.
std::optional<volume::Vec3> disagreementCentre(const volume::Volume& a, const volume::Volume& b,
                                               std::int64_t k,
                                               const volume::GeometryTolerance& tolerance = {});

} // namespace scansleuth::render
