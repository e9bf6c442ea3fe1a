// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pairgeometry.h"

#include "checks/geometry/paircandidates.h"
#include "checks/geometry/pairfindings.h"
#include "checks/geometry/pairsampling.h"
#include "checks/geometry/pairwholevoxel.h"
#include "checks/geometry/toolreadings.h"
#include "io/segmentationloader.h"

#include <algorithm>

namespace scansleuth::checks {

namespace {

using detail::BinaryMask;

// The mask or the reference mask, each named in a whole sentence of its own so that it can be translated.
Status validateMask(const io::LoadedImage& file, bool reference)
{
    if (file.volumes.empty())
        return makeError(ErrorKind::Invalid,
                         reference ? "The reference mask holds no volume." : "The mask holds no volume.",
                         file.path);
    const std::string volumes = std::to_string(file.volumes.size());
    if (file.volumes.size() > 1)
        return makeError(ErrorKind::Invalid,
                         reference ? "The reference mask is 4D (" + volumes +
                                         " volumes); check-pair needs a 3D mask."
                                   : "The mask is 4D (" + volumes + " volumes); check-pair needs a 3D mask.",
                         file.path);
    const std::int64_t nonFinite = volume::nonFiniteCount(file.volumes.front());
    const std::string bad = std::to_string(nonFinite);
    if (nonFinite > 0)
        return makeError(ErrorKind::Invalid,
                         reference ? "The reference mask contains " + bad +
                                         " NaN or infinite voxels, so its foreground is undefined."
                                   : "The mask contains " + bad +
                                         " NaN or infinite voxels, so its foreground is undefined.",
                         file.path);
    return {};
}

struct Scores
{
    std::optional<double> dice, edge;
};

Scores score(const BinaryMask& bits, const std::vector<BinaryMask>& labels, const volume::Mat4& affine,
             const BinaryMask* reference, const std::vector<BinaryMask>& referenceLabels,
             const volume::Geometry* referenceGeometry, const detail::EdgeMap& edges,
             const std::vector<detail::MaskBoundary>* boundaries)
{
    Scores s;
    if (reference)
        s.dice = detail::labelDice(labels, bits, affine, referenceLabels, *reference, *referenceGeometry);
    s.edge = detail::evidenceScore(labels, affine, edges, boundaries);
    return s;
}

// Whether some placement maps the image's voxels to whole mask voxels (then the labels' boundaries are
// found once and moved, instead of each placement sampling every label's box).
bool anyWholeVoxel(const std::vector<volume::Mat4>& affines, const volume::Geometry& image)
{
    const volume::Mat4 imageAffine = detail::lpsAffine(image);
    return std::any_of(affines.begin(), affines.end(), [&](const volume::Mat4& a) {
        return detail::integerMap(detail::multiply(detail::inverseAffine(a), imageAffine)).has_value();
    });
}

// Whether a SEG/RTSTRUCT still has several volumes (or probabilities) to merge before the checks.
bool needsFlattening(const io::LoadedImage& mask)
{
    return mask.segmentation && !mask.segmentation->flattened &&
           (mask.volumes.size() > 1 || mask.segmentation->segmentationType == "FRACTIONAL");
}

// The SEG/RTSTRUCT findings of a mask (its references, frames, contours), which belong to the pair's
// geometry.
void addSegmentationFindings(const io::LoadedImage& mask, Findings& findings)
{
    if (!mask.segmentation)
        return;
    for (const Finding& f : mask.findings)
        if (f.code.rfind("seg.", 0) == 0 || f.code.rfind("rtstruct.", 0) == 0)
            findings.push_back(f);
}

} // namespace

Result<PairReport> checkPair(const io::LoadedImage& image, const io::LoadedImage& mask,
                             const io::LoadedImage* reference, const PairTolerance& tolerance,
                             const Progress& progress)
{
    if (mask.segmentation &&
        (mask.volumes.size() > 1 || mask.segmentation->segmentationType == "FRACTIONAL")) {
        auto flat = io::flattenedMask(mask);
        if (!flat)
            return flat.error();
        return checkPair(image, *flat, reference, tolerance, progress);
    }
    if (reference && needsFlattening(*reference)) {
        auto flat = io::flattenedMask(*reference);
        if (!flat)
            return flat.error();
        return checkPair(image, mask, &*flat, tolerance, progress);
    }
    if (image.volumes.empty())
        return makeError(ErrorKind::Invalid, "The image holds no volume.", image.path);
    if (Status s = validateMask(mask, false); !s)
        return s.error();
    if (reference)
        if (Status s = validateMask(*reference, true); !s)
            return s.error();
    // The mask's and the reference's foreground, then the image's edges and both label maps: independent
    // steps, run side by side.
    BinaryMask bits;
    std::optional<BinaryMask> refBits;
    if (Status s = detail::runSideBySide({[&] { bits = detail::binaryMask(mask.volumes.front()); },
                                          [&] {
                                              if (reference)
                                                  refBits = detail::binaryMask(reference->volumes.front());
                                          }});
        !s)
        return s.error();
    if (bits.count == 0)
        return makeError(ErrorKind::Invalid,
                         "The mask is empty (no foreground voxel), so its placement cannot "
                         "be tested.",
                         mask.path);
    if (refBits && refBits->count == 0)
        return makeError(ErrorKind::Invalid, "The reference mask is empty (no foreground voxel).",
                         reference->path);
    if (!progress.report(0.0, "edges"))
        return makeError(ErrorKind::Cancelled, "The check was cancelled.");
    detail::EdgeMap edges;
    Result<std::vector<BinaryMask>> labelsOrError = std::vector<BinaryMask>{};
    Result<std::vector<BinaryMask>> refLabelsOrError = std::vector<BinaryMask>{};
    if (Status s = detail::runSideBySide({[&] { edges = detail::edgeMap(image.volumes.front()); },
                                          [&] { labelsOrError = detail::labelMasks(mask.volumes.front()); },
                                          [&] {
                                              if (reference)
                                                  refLabelsOrError =
                                                      detail::labelMasks(reference->volumes.front());
                                          }});
        !s)
        return s.error();
    if (!labelsOrError)
        return labelsOrError.error();
    const std::vector<BinaryMask>& labels = *labelsOrError;
    if (!refLabelsOrError)
        return refLabelsOrError.error();
    const std::vector<BinaryMask>& refLabels = *refLabelsOrError;

    PairReport report;
    report.tolerance = tolerance;
    report.hasReference = reference != nullptr;
    report.candidates = detail::headerCandidates(image, mask, bits, tolerance);
    for (CauseCandidate& c : detail::contentCandidates(image, mask, bits, tolerance))
        report.candidates.push_back(std::move(c));

    const volume::Geometry* refGeometry = reference ? &reference->geometry() : nullptr;
    const BinaryMask* refPtr = refBits ? &*refBits : nullptr;
    // Placement 0 is the mask as stored, placement i + 1 candidate i. They are independent and scored on
    // worker threads; progress and cancelling stay on the caller's thread.
    const std::size_t n = report.candidates.size();
    std::vector<volume::Mat4> affines{detail::lpsAffine(mask.geometry())};
    for (const CauseCandidate& c : report.candidates)
        affines.push_back(detail::storedAffine(mask.geometry().size, c.permutation, c.geometry));
    Result<std::vector<detail::MaskBoundary>> boundaries = anyWholeVoxel(affines, image.geometry())
                                                               ? detail::maskBoundaries(labels)
                                                               : std::vector<detail::MaskBoundary>{};
    if (!boundaries)
        return boundaries.error();
    const std::vector<detail::MaskBoundary>* boundariesPtr = boundaries->empty() ? nullptr : &*boundaries;
    std::vector<Scores> scores(affines.size());
    if (Status s = detail::onEveryCore(
            0, affines.size(),
            [&](std::size_t i) {
                scores[i] =
                    score(bits, labels, affines[i], refPtr, refLabels, refGeometry, edges, boundariesPtr);
            },
            progress);
        !s)
        return s.error();
    for (std::size_t i = 0; i < n; ++i) {
        CauseCandidate& c = report.candidates[i];
        c.diceBefore = scores[0].dice;
        c.diceAfter = scores[i + 1].dice;
        c.edgeBefore = scores[0].edge;
        c.edgeAfter = scores[i + 1].edge;
    }
    detail::judgeCandidates(report.candidates, tolerance);
    report.imageTools = detail::imageToolReadings(image, tolerance.mm);
    report.maskTools = detail::maskToolReadings(image, mask, bits, tolerance.mm);
    report.findings =
        detail::pairFindings(image, mask, report.candidates, tolerance,
                             detail::toolsDisagreeFinding(report.imageTools, report.maskTools, tolerance.mm));
    addSegmentationFindings(mask, report.findings);
    if (reference)
        addSegmentationFindings(*reference, report.findings);
    progress.report(1.0, "done");
    return report;
}

Result<volume::Volume> applyCandidate(const volume::Volume& mask, const CauseCandidate& candidate)
{
    auto out = volume::reorient(mask, candidate.permutation);
    if (!out)
        return out;
    if (out->geometry().size != candidate.geometry.size)
        return makeError(ErrorKind::Invalid, "The correction does not fit this mask's dimensions.",
                         "candidate " + candidate.code);
    out->geometry() = candidate.geometry;
    return out;
}

} // namespace scansleuth::checks
