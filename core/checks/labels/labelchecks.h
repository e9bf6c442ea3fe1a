// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "volume/volume.h"

#include <cstdint>
#include <string>
#include <vector>

// Label forensics: what is wrong with a saved mask, a probability map or a network's per-class output,
// named with stable finding codes (`labels.*`, documented in docs/findings.md). Pure functions: inputs
// are never modified. Values are real values (volume::Rescale applied); voxel counts are voxels and
// volumes are millilitres (voxel count x spacing product / 1000). Examples name the voxel index (i, j, k)
// and its centre in LPS millimetres.
namespace scansleuth::checks {

// What the caller expects, and the tolerances every decision uses (echoed in the JSON output).
// The first four members are the contract; the rest are tuning with documented defaults.
struct LabelExpectations
{
    std::vector<int> labelSet;          // the labels the mask may hold; empty = infer from the data
    bool expectProbability = false;     // the volume is a probability map (a sigmoid/softmax output)
    double probabilityTolerance = 1e-3; // values in [-tol, 1 + tol] count as inside [0, 1]
    double sumTolerance = 1e-3;         // |sum of channels - 1| above this is not normalised

    double integerTolerance = 1e-4;           // |v - round(v)| above this is a non-integer value
    double interpolatedBorderFraction = 0.02; // sandwiched share of boundary voxels that is interpolation
    std::int64_t minInterpolatedVoxels = 10;  // ... and at least this many sandwiched voxels
    double nonIntegerShellFraction = 0.8;     // share of non-integer voxels touching an integer one
    double betweenLabelsFraction = 0.8;       // ... or lying between two labels (see interpolationReach)
    int interpolationReach = 8;               // voxels searched along an axis for the labels either side
    int maxLabelCount = 64;                   // more distinct integers (with a smooth histogram) = image
    double imageBoundaryFraction = 0.2;       // an image: most voxels differ from a neighbour
    double argmaxTolerance = 0.01;            // per-class disagreement (1 - Jaccard) allowed
    double cutSectionFraction = 0.5; // border contact / the label's largest cross-section that is a cut
};

// One row of the histogram: a label value (or, for kinds other than labels/binary, a bin centre).
struct LabelCount
{
    double value = 0.0;
    std::int64_t voxels = 0;
    double volumeMl = 0.0;

    friend bool operator==(const LabelCount&, const LabelCount&) = default;
};

struct LabelReport
{
    Findings findings;
    // labels/binary: one row per integer value, ascending (non-integer values counted on the nearest).
    // probability/logits/image: 64 equal-width bins between the smallest and largest finite value.
    std::vector<LabelCount> histogram;
    // "labels" | "binary" | "probability" | "logits" | "image"; empty on invalid input, on cancellation
    // and when no voxel is finite.
    std::string kind;
    LabelExpectations used;
};

// Checks one volume that should be a label map (or, with expectProbability, a probability map).
// `image`, when given on the same voxel grid, lets a mask holding the image's own intensities be
// recognised by correlation. Bad input (no voxels, a buffer shorter than its geometry) yields a
// `labels.invalid_input` finding; NaN/Inf voxels yield `labels.non_finite` and are left out of every
// other figure; cancellation yields `labels.cancelled` and no other finding. Never throws.
LabelReport checkLabels(const volume::Volume& mask, const LabelExpectations& expectations = {},
                        const volume::Volume* image = nullptr, const Progress& progress = {});

// Checks a network's per-class output, one volume per class (e.g. the volumes of a 4D NIfTI), and
// optionally the mask saved from it: values in [0, 1], channels summing to 1 (two or more channels),
// logits saved instead of probabilities, and argmax (one channel: value >= 0.5) against `savedMask`.
// Channels and mask are compared index by index; differing sizes yield `labels.invalid_input`.
LabelReport checkProbabilityChannels(const std::vector<volume::Volume>& channels,
                                     const volume::Volume* savedMask = nullptr,
                                     const LabelExpectations& expectations = {},
                                     const Progress& progress = {});

} // namespace scansleuth::checks
