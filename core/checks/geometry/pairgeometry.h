// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "io/loadedimage.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <optional>
#include <string>
#include <vector>

// check-pair: is a mask where its image says it should be, and if not, why? The headers are compared
// (both NIfTI forms of both files), every plausible cause becomes a candidate, and each candidate is
// PROVEN by applying its inverse to the mask and measuring the fit before and after: soft Dice
// against a reference mask when one is given, otherwise how well the mask's boundary follows the
// image's edges. Pure functions; inputs are never modified.
namespace scansleuth::checks {

// Tolerances, echoed in the JSON.
struct PairTolerance
{
    double mm = 0.01;                // positions: origins, corners
    double degrees = 0.05;           // angle between direction columns
    double spacingRelative = 1e-3;   // |mask/image spacing - 1|
    double diceGain = 0.05;          // Dice increase that supports a candidate (with a reference)
    double edgeGainRelative = 0.15;  // relative edge-score increase that supports a candidate (no reference)
    double halfVoxelTolerance = 0.1; // voxels: how close to 0.5 an offset must be to call it a half voxel

    friend bool operator==(const PairTolerance&, const PairTolerance&) = default;
};

// One possible cause, with the inverse that undoes it and the measured effect of that inverse.
// The corrected mask is reorient(mask, permutation) placed on `geometry` (LPS, ITK contract).
struct CauseCandidate
{
    std::string code;        // "geometry.axis_flip", ... (see docs/findings.md)
    std::string description; // what the cause is, in words, with its amount
    bool fromHeader = false; // the headers show this difference (not only a content hypothesis)
    // A fault of the image's own header (its other NIfTI form): judged by the image's edges even with a
    // reference, which is placed by the same world coordinates as the mask.
    bool imageSide = false;
    volume::AxisPermutation permutation;         // applied to the stored mask voxels first
    volume::Geometry geometry;                   // then the geometry of the permuted voxels
    std::vector<Measurement> measurements;       // the amount: mm AND voxels, factors, degrees
    std::optional<double> diceBefore, diceAfter; // soft Dice with the reference (as stored / corrected)
    std::optional<double> edgeBefore, edgeAfter; // boundary contrast on the image (see docs/findings.md)
    std::string verdict;                         // "supported", "refuted" or "inconclusive"
    std::string reason;                          // one sentence: the numbers behind the verdict

    friend bool operator==(const CauseCandidate&, const CauseCandidate&) = default;
};

// What another tool would make of one NIfTI file.
struct ToolReading
{
    std::string tool; // "ITK", "nibabel", "FSL", "NiiVue"
    std::string form; // "sform", "qform", "pixdim", or "none" when the tool refuses the file
    std::string note; // why that form, and where the mask lands relative to nibabel's placement
    // How far from nibabel's placement: for the image, the largest distance at its 8 corners; for the
    // mask, how far its centroid lands from where nibabel puts it, on the image as the same tool reads it.
    // 0 for nibabel itself and for a tool that refuses the file.
    double offsetMm = 0.0;
    double offsetVoxels = 0.0; // the same in image voxels

    friend bool operator==(const ToolReading&, const ToolReading&) = default;
};

struct PairReport
{
    Findings findings;                              // the named causes first; geometry.consistent when none
    std::vector<CauseCandidate> candidates;         // every candidate tested, best evidence first
    std::vector<ToolReading> imageTools, maskTools; // empty for files that are not NIfTI
    PairTolerance tolerance;
    bool hasReference = false;
};

// Compares an image and a mask (and optionally a reference mask placed correctly). Mask voxels are
// foreground when non-zero (integer types) or |v| > 0.5 (floating point). Errors (ErrorKind::Invalid,
// one user sentence): an input without a volume, a 4D mask or reference, an empty mask or reference,
// NaN/Inf in the mask or reference; Cancelled when `progress` asks to stop.
Result<PairReport> checkPair(const io::LoadedImage& image, const io::LoadedImage& mask,
                             const io::LoadedImage* reference = nullptr, const PairTolerance& tolerance = {},
                             const Progress& progress = {});

// Two files that ScanSleuth reads onto one grid can still be placed apart by another tool when their NIfTI
// headers differ (one file's sform, the other's qform, or a form another tool refuses): for each of ITK,
// nibabel, FSL and NiiVue, the two files' voxel-to-world transforms as that tool builds them are compared
// at the 8 corners of a's grid (its header's dim). compare.header_differs (warning) names each tool that
// places them more than `tolMm` apart, with the forms it read; nullopt when every tool agrees or a file is
// not NIfTI/Analyze. `aName` and `bName` name the files in the message ("the truth", "run 'b'").
std::optional<Finding> headerDisagreement(const io::LoadedImage& a, const io::LoadedImage& b,
                                          const std::string& aName, const std::string& bName, double tolMm);

// The corrected mask: voxels reordered by candidate.permutation, placed on candidate.geometry. Fails
// with Invalid when the candidate's geometry does not fit the permuted voxels.
Result<volume::Volume> applyCandidate(const volume::Volume& mask, const CauseCandidate& candidate);

} // namespace scansleuth::checks
