// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "compare/stats/undefined.h"
#include "volume/volume.h"

#include <cstdint>
#include <span>
#include <vector>

// Lesion-wise detection: connected components of one label in a prediction and in the truth, matched by
// overlap. Rules, and the empty cases, are in docs/comparison-statistics.md.
namespace scansleuth::compare {

enum class Connectivity
{
    Faces = 6,    // neighbours share a face
    Corners = 26, // neighbours share a face, an edge or a corner (the default)
};

// Connected components of a binary mask in x-fastest order (as volume::Volume stores voxels).
struct Components
{
    std::vector<std::uint32_t> labels; // 0 background, 1..count, numbered in raster order of first voxel
    std::uint32_t count = 0;
    std::vector<std::int64_t> voxels; // voxels[c - 1]: size of component c
};

// Two-pass labelling with union-find: linear in the voxel count. `mask` holds size[0]*size[1]*size[2]
// values, non-zero = foreground. Fails with TooLarge past 2^32 - 1 voxels (labels are uint32).
Result<Components> labelComponents(std::span<const std::uint8_t> mask, const volume::Index3& size,
                                   Connectivity connectivity = Connectivity::Corners);

struct LesionOptions
{
    Connectivity connectivity = Connectivity::Corners;
    // A predicted and a true lesion match when they share a voxel (0) or when their IoU is at least this.
    double minIoU = 0.0;
};

struct Lesion
{
    std::int64_t voxels = 0;
    double volumeMl = 0.0; // voxels * spacing product (mm^3) / 1000
    bool matched = false;  // true positive (predicted) or detected (truth)
    double bestIoU = 0.0;  // highest IoU with a lesion on the other side; 0 when none overlaps

    friend bool operator==(const Lesion&, const Lesion&) = default;
};

struct LesionDetection
{
    std::int64_t truePositives = 0;    // true lesions matched by a predicted one
    std::int64_t falseNegatives = 0;   // true lesions matched by none
    std::int64_t falsePositives = 0;   // predicted lesions matching no true lesion
    std::int64_t matchedPredicted = 0; // predicted lesions matching a true one (differs from TP on splits)
    double precision = kNaN;           // matchedPredicted / predicted; NaN when nothing predicted
    double recall = kNaN;              // truePositives / true lesions; NaN when no true lesion
    double f1 = kNaN;                  // 1 when both are empty, 0 when exactly one is
    std::vector<Lesion> predicted;     // in component order
    std::vector<Lesion> truth;

    friend bool operator==(const LesionDetection&, const LesionDetection&) = default;
};

// Lesions of `label` (voxels whose stored value equals it) in `prediction` and `truth`, which must have the
// same grid size (Invalid otherwise). Volumes use the truth's spacing, taken as mm.
Result<LesionDetection> detectLesions(const volume::Volume& prediction, const volume::Volume& truth,
                                      double label = 1.0, const LesionOptions& options = {});

} // namespace scansleuth::compare
