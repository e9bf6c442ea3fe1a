// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pairfindings.h"

#include "checks/geometry/paircandidates.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace scansleuth::checks::detail {

namespace {

// A corrected boundary must show at least this contrast (1 = an edge of the image's mean gradient
// followed all along) to count as support: moving a mask from background onto background proves nothing.
constexpr double kEdgeFloor = 0.02;

int rank(const std::string& verdict)
{
    return verdict == "supported" ? 0 : verdict == "inconclusive" ? 1 : 2;
}

double afterScore(const CauseCandidate& c)
{
    return c.diceAfter && !c.imageSide ? *c.diceAfter : c.edgeAfter.value_or(0.0);
}

void judgeByDice(CauseCandidate& c, const PairTolerance& tol)
{
    const double before = *c.diceBefore, after = *c.diceAfter, gain = after - before;
    const std::string numbers =
        "Dice with the reference goes from " + formatFixed(before, 3) + " to " + formatFixed(after, 3);
    if (gain >= tol.diceGain) {
        c.verdict = "supported";
        c.reason = "Undoing it raises the fit: " + numbers + ".";
    } else if (gain <= tol.diceGain / 5) {
        c.verdict = "refuted";
        c.reason = "Undoing it does not improve the fit: " + numbers + ".";
    } else {
        c.verdict = "inconclusive";
        c.reason = "Undoing it improves the fit only slightly: " + numbers + ", below the " +
                   formatFixed(tol.diceGain, 3) + " needed.";
    }
}

void judgeByEdges(CauseCandidate& c, const PairTolerance& tol)
{
    const double before = c.edgeBefore.value_or(0.0), after = c.edgeAfter.value_or(0.0);
    const std::string numbers = "the mask boundary's edge score goes from " + formatFixed(before) + " to " +
                                formatFixed(after) +
                                " (1 = an edge of the image's mean strength all along the boundary)";
    if (after >= before * (1 + tol.edgeGainRelative) && after >= kEdgeFloor) {
        c.verdict = "supported";
        c.reason = "Without a reference, the image's edges decide: " + numbers + ".";
    } else if (c.code == "geometry.half_voxel_shift") {
        c.verdict = "inconclusive"; // half a voxel is below what the image's edges resolve
        c.reason = "A half-voxel shift is below what the image's edges can resolve (" + numbers +
                   "); give a reference mask (--reference) to decide.";
    } else if (after <= before * (1 - tol.edgeGainRelative)) {
        c.verdict = "refuted";
        c.reason = "Without a reference, the image's edges decide against it: " + numbers + ".";
    } else {
        c.verdict = "inconclusive";
        c.reason =
            "The image alone cannot tell: " + numbers + "; give a reference mask (--reference) to decide.";
    }
}

std::string fixFor(const std::string& code)
{
    static const std::map<std::string, std::string> fixes = {
        {"geometry.axis_flip",
         "Flip the mask back along that axis, or save it with the image's affine, and "
         "check the step that wrote it (array axis order, np.flip, a sign in the affine)."},
        {"geometry.axes_transposed",
         "Transpose the mask's array back to the image's axis order before saving "
         "it (z,y,x arrays from SimpleITK/ITK vs x,y,z arrays from nibabel)."},
        {"geometry.in_plane_rotation",
         "Rotate the mask's slices back (np.rot90 with the opposite k), or drop the rotation from the step "
         "that wrote it: image and mask arrays must go through the same array operations."},
        {"geometry.origin_offset", "Save the mask with the image's affine (nibabel: Nifti1Image(mask, "
                                   "img.affine, img.header); ITK: CopyInformation from the image)."},
        {"geometry.spacing_scaled", "Write the image's voxel size into the mask's header (or resample the "
                                    "mask onto the image's grid)."},
        {"geometry.half_voxel_shift", "Use voxel centres as the origin, as NIfTI and ITK do: move the mask's "
                                      "origin back by half a voxel, or copy the image's affine."},
        {"geometry.lps_ras_confusion", "Negate x and y when converting between ITK/DICOM (LPS) and NIfTI "
                                       "(RAS) coordinates, or save the mask with the image's affine."},
        {"geometry.qform_sform_mismatch",
         "Make both forms of the file equal (nibabel: "
         "img.set_qform(img.get_sform()) or the reverse, whichever is right)."},
        {"geometry.direction_mismatch", "Save the mask with the image's direction (its affine)."},
        {"geometry.identity_affine", "Save the mask with the image's affine instead of an identity (nibabel: "
                                     "Nifti1Image(mask, img.affine); ITK: CopyInformation from the image)."},
    };
    auto it = fixes.find(code);
    return it == fixes.end() ? std::string() : it->second;
}

Finding candidateFinding(const CauseCandidate& c, Severity severity, const std::string& lead)
{
    Finding f = makeFinding(c.code, severity, lead + c.description + " " + c.reason, fixFor(c.code));
    f.measurements = c.measurements;
    if (c.diceBefore)
        f.measurements.push_back({"dice_before", *c.diceBefore, ""});
    if (c.diceAfter)
        f.measurements.push_back({"dice_after", *c.diceAfter, ""});
    if (c.edgeBefore)
        f.measurements.push_back({"edge_before", *c.edgeBefore, ""});
    if (c.edgeAfter)
        f.measurements.push_back({"edge_after", *c.edgeAfter, ""});
    f.evidence.push_back("verdict: " + c.verdict + " (" + c.reason + ")");
    return f;
}

Finding dimensionFinding(const volume::Geometry& gi, const volume::Geometry& gm)
{
    auto dims = [](const volume::Index3& s) {
        return std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" + std::to_string(s[2]);
    };
    Finding f =
        makeFinding("geometry.dimension_mismatch", Severity::Warning,
                    "The mask has " + dims(gm.size) + " voxels but the image has " + dims(gi.size) +
                        ", so their arrays cannot be compared voxel by voxel.",
                    "Resample the mask onto the image's grid with nearest-neighbour interpolation (or "
                    "crop/pad it), so both arrays have the same shape.");
    const char* axis[3] = {"i", "j", "k"};
    for (int a = 0; a < 3; ++a) {
        f.measurements.push_back({std::string("mask_size_") + axis[a], double(gm.size[a]), "voxels"});
        f.measurements.push_back({std::string("image_size_") + axis[a], double(gi.size[a]), "voxels"});
        f.measurements.push_back({std::string("extent_difference_") + axis[a],
                                  double(gm.size[a]) * gm.spacing[a] - double(gi.size[a]) * gi.spacing[a],
                                  "mm"});
    }
    return f;
}

} // namespace

void judgeCandidates(std::vector<CauseCandidate>& candidates, const PairTolerance& tol)
{
    for (CauseCandidate& c : candidates) {
        if (c.diceBefore && c.diceAfter && !c.imageSide) {
            judgeByDice(c, tol);
        } else {
            judgeByEdges(c, tol);
            if (c.imageSide && c.diceBefore)
                c.reason += " (A reference mask cannot judge a fault of the image's own header.)";
        }
    }
    double best = -1;
    std::string bestCode;
    for (const CauseCandidate& c : candidates)
        if (c.verdict == "supported" && afterScore(c) > best) {
            best = afterScore(c);
            bestCode = c.code;
        }
    for (CauseCandidate& c : candidates) {
        if (c.verdict != "supported")
            continue;
        const double margin = c.diceAfter && !c.imageSide ? tol.diceGain : tol.edgeGainRelative * best;
        if (afterScore(c) < best - margin) {
            c.verdict = "inconclusive";
            c.reason += " A better explanation fits: " + bestCode + ".";
        }
    }
    std::stable_sort(
        candidates.begin(), candidates.end(), [](const CauseCandidate& a, const CauseCandidate& b) {
            if (rank(a.verdict) != rank(b.verdict))
                return rank(a.verdict) < rank(b.verdict);
            if (a.verdict == "supported" && std::abs(afterScore(a) - afterScore(b)) > 1e-4)
                return afterScore(a) > afterScore(b); // within 1e-4: a tie, the more specific cause first
            return a.fromHeader && !b.fromHeader;
        });
}

Findings pairFindings(const io::LoadedImage& image, const io::LoadedImage& mask,
                      const std::vector<CauseCandidate>& candidates, const PairTolerance& tol,
                      std::optional<Finding> toolsDisagree)
{
    Findings out;
    bool anySupported = false;
    for (const CauseCandidate& c : candidates)
        if (c.verdict == "supported") {
            out.push_back(candidateFinding(c, anySupported ? Severity::Warning : Severity::Error, ""));
            anySupported = true;
        }
    if (!anySupported)
        for (const CauseCandidate& c : candidates)
            if (c.fromHeader && c.verdict == "inconclusive")
                out.push_back(candidateFinding(c, Severity::Warning, "Not proven: "));
    const volume::Geometry& gi = image.geometry();
    const volume::Geometry& gm = mask.geometry();
    if (gi.size != gm.size && !sameVoxelCentres(gi, gm, tol))
        out.push_back(dimensionFinding(gi, gm));
    if (toolsDisagree)
        out.push_back(std::move(*toolsDisagree));
    const bool problem =
        std::any_of(out.begin(), out.end(), [](const Finding& f) { return f.severity != Severity::Info; });
    if (problem)
        return out;
    Finding f = makeFinding("geometry.consistent", Severity::Info,
                            "The mask's header and contents agree with the image: no candidate cause of a "
                            "misplacement fits the evidence.");
    for (const CauseCandidate& c : candidates)
        f.evidence.push_back(c.code + " (" + c.verdict + "): " + c.reason);
    out.push_back(std::move(f));
    return out;
}

} // namespace scansleuth::checks::detail
