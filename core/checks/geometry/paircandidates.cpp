// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "paircandidates.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace scansleuth::checks::detail {

namespace {

using volume::AxisPermutation;
using volume::Geometry;
using volume::Index3;

const char* kAxisNames[3] = {"left-right", "anterior-posterior", "superior-inferior"};

Geometry withSize(Geometry g, const Index3& size)
{
    g.size = size;
    return g;
}

double maxAngle(const Geometry& a, const Geometry& b)
{
    double worst = 0;
    for (int c = 0; c < 3; ++c) {
        const double d = std::clamp(volume::dot(a.directionColumn(c), b.directionColumn(c)), -1.0, 1.0);
        worst = std::max(worst, std::acos(d) * 180.0 / M_PI);
    }
    return worst;
}

bool sameDirections(const Geometry& a, const Geometry& b, const PairTolerance& tol)
{
    return maxAngle(a, b) <= tol.degrees;
}

bool sameSpacing(const Geometry& a, const Geometry& b, const PairTolerance& tol)
{
    for (int c = 0; c < 3; ++c)
        if (std::abs(b.spacing[c] / a.spacing[c] - 1.0) > tol.spacingRelative)
            return false;
    return true;
}

volume::Vec3 subtract(const volume::Vec3& a, const volume::Vec3& b)
{
    return {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
}

// Centroid movement caused by the correction, as measurements in mm and image voxels.
void addDisplacement(CauseCandidate& c, const Geometry& image, const Geometry& mask, const BinaryMask& bits)
{
    const volume::Vec3 before = transformPoint(lpsAffine(mask), bits.centroid);
    const volume::Vec3 after =
        transformPoint(storedAffine(mask.size, c.permutation, c.geometry), bits.centroid);
    const volume::Vec3 d = subtract(after, before);
    c.measurements.push_back({"correction_shift", volume::norm(d), "mm"});
    c.measurements.push_back(
        {"correction_shift_voxels", volume::norm(displacementInVoxels(image, d)), "voxels"});
}

void addOffsetMeasurements(CauseCandidate& c, const Geometry& image, const volume::Vec3& lps)
{
    const volume::Vec3 v = displacementInVoxels(image, lps);
    c.measurements.push_back({"offset", volume::norm(lps), "mm"});
    c.measurements.push_back({"offset_voxels", volume::norm(v), "voxels"});
    const char* axis[3] = {"x", "y", "z"};
    for (int a = 0; a < 3; ++a)
        c.measurements.push_back({std::string("offset_") + axis[a], lps[a], "mm"});
    const char* index[3] = {"i", "j", "k"};
    for (int a = 0; a < 3; ++a)
        c.measurements.push_back({std::string("offset_voxels_") + index[a], v[a], "voxels"});
}

bool isDefaultGeometry(const Geometry& g)
{
    if (volume::norm(g.origin) > 1e-6)
        return false;
    for (int c = 0; c < 3; ++c)
        if (std::abs(g.spacing[c] - 1.0) > 1e-6)
            return false;
    // ITK's default (identity in LPS) and a RAS identity affine (diag(-1,-1,1) in LPS).
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) {
            const double v = std::abs(g.direction[r][c]);
            if (std::abs(v - (r == c ? 1.0 : 0.0)) > 1e-6)
                return false;
        }
    return std::abs(g.direction[2][2] - 1.0) < 1e-6 && g.direction[0][0] * g.direction[1][1] > 0;
}

void identityAffine(const io::LoadedImage& image, const io::LoadedImage& mask,
                    std::vector<CauseCandidate>& out)
{
    const Geometry& gi = image.geometry();
    const Geometry& gm = mask.geometry();
    const bool noCodes = mask.nifti && mask.nifti->qformCode <= 0 && mask.nifti->sformCode <= 0;
    const bool imageNoCodes = image.nifti && image.nifti->qformCode <= 0 && image.nifti->sformCode <= 0;
    if (!(noCodes && !imageNoCodes) && !(isDefaultGeometry(gm) && !isDefaultGeometry(gi)))
        return;
    CauseCandidate c;
    c.code = "geometry.identity_affine";
    c.fromHeader = true;
    c.geometry = withSize(gi, gm.size);
    c.description = noCodes ? "The mask has no orientation (qform_code and sform_code are 0), as when a mask "
                              "is saved with an identity or missing affine; it belongs on the image's grid."
                            : "The mask was written with an identity affine (origin 0, 1 mm voxels, no "
                              "rotation) instead of the image's; it belongs on the image's grid.";
    const volume::GeometryDifference d = volume::compareGeometry(gi, gm);
    c.measurements.push_back({"max_corner_distance", d.maxCornerDistanceMm, "mm"});
    c.measurements.push_back({"max_corner_distance_voxels", d.maxCornerDistanceVoxels, "voxels"});
    out.push_back(std::move(c));
}

void lpsRasConfusion(const Geometry& gi, const Geometry& gm, const PairTolerance& tol,
                     std::vector<CauseCandidate>& out)
{
    if (sameDirections(gi, gm, tol)) {
        // Origin-only variant: an LPS origin written into a RAS header (or the reverse).
        Geometry fixed = gm;
        fixed.origin = {-gm.origin[0], -gm.origin[1], gm.origin[2]};
        const double before = volume::norm(subtract(gm.origin, gi.origin));
        const double after = volume::norm(subtract(fixed.origin, gi.origin));
        if (!(before > tol.mm && after + tol.mm < before && after < 0.5 * before))
            return;
        CauseCandidate c;
        c.code = "geometry.lps_ras_confusion";
        c.fromHeader = true;
        c.geometry = fixed;
        c.description = "The mask's origin has x and y negated (an LPS origin written as RAS, or the "
                        "reverse): it lies " +
                        formatFixed(2 * std::hypot(gm.origin[0], gm.origin[1])) +
                        " mm from where the signs would put it.";
        addOffsetMeasurements(c, gi, subtract(gm.origin, fixed.origin));
        out.push_back(std::move(c));
        return;
    }
    // Full variant: rows x and y of the whole affine negated (a 180-degree turn about the z axis).
    Geometry negated = gm;
    for (int c = 0; c < 3; ++c) {
        negated.direction[0][c] = -gm.direction[0][c];
        negated.direction[1][c] = -gm.direction[1][c];
    }
    negated.origin = {-gm.origin[0], -gm.origin[1], gm.origin[2]};
    if (!sameDirections(gi, negated, tol))
        return;
    CauseCandidate c;
    c.code = "geometry.lps_ras_confusion";
    c.fromHeader = true;
    c.geometry = negated;
    c.description = "The mask's affine has its x and y rows negated (LPS written as RAS, or the reverse): "
                    "the mask is turned 180 degrees about the superior-inferior axis.";
    addOffsetMeasurements(c, gi, subtract(gm.origin, negated.origin));
    out.push_back(std::move(c));
}

bool usableForm(const volume::Mat4& ras)
{
    double lengths[3];
    for (int c = 0; c < 3; ++c) {
        lengths[c] = std::sqrt(ras[0][c] * ras[0][c] + ras[1][c] * ras[1][c] + ras[2][c] * ras[2][c]);
        if (!std::isfinite(lengths[c]) || lengths[c] < 1e-6 || !std::isfinite(ras[c][3]))
            return false;
    }
    volume::Mat3 n{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            n[r][c] = ras[r][c] / lengths[c];
    return std::abs(volume::determinant(n)) > 1e-3;
}

struct OtherForm
{
    std::string name; // "qform" or "sform"
    int code = 0;
    volume::Mat4 ras;
};

// The forms of a NIfTI file that were not used, when usable.
std::vector<OtherForm> otherForms(const io::NiftiHeaderInfo& h)
{
    std::vector<OtherForm> forms;
    if (h.geometrySource != "sform" && usableForm(h.sformAffine))
        forms.push_back({"sform", h.sformCode, h.sformAffine});
    if (h.geometrySource != "qform" && usableForm(h.qformAffine) &&
        !(h.qformCode <= 0 && h.geometrySource == "pixdim" && usableForm(h.sformAffine)))
        forms.push_back({"qform", h.qformCode, h.qformAffine});
    return forms;
}

std::string formLabel(const std::string& name, int code)
{
    return "the " + name + " (" + name + "_code " + std::to_string(code) + ")";
}

void qformSform(const io::LoadedImage& image, const io::LoadedImage& mask, const PairTolerance& tol,
                std::vector<CauseCandidate>& out)
{
    const Geometry& gi = image.geometry();
    const Geometry& gm = mask.geometry();
    volume::GeometryTolerance gt{tol.mm, tol.degrees};
    if (mask.nifti)
        for (const OtherForm& f : otherForms(*mask.nifti)) {
            const Geometry g = volume::geometryFromRasAffine(f.ras, gm.size);
            const volume::GeometryDifference d = volume::compareGeometry(gm, g, gt);
            if (d.withinTolerance)
                continue;
            CauseCandidate c;
            c.code = "geometry.qform_sform_mismatch";
            c.fromHeader = true;
            c.geometry = g;
            c.description = "The mask was placed with " +
                            formLabel(mask.nifti->geometrySource, mask.nifti->geometrySource == "sform"
                                                                      ? mask.nifti->sformCode
                                                                      : mask.nifti->qformCode) +
                            ", but " + formLabel(f.name, f.code) + " places it up to " +
                            formatFixed(d.maxCornerDistanceMm) + " mm elsewhere: the mask's " + f.name +
                            " may be the one meant.";
            c.measurements.push_back({"max_corner_distance", d.maxCornerDistanceMm, "mm"});
            c.measurements.push_back({"max_corner_distance_voxels", d.maxCornerDistanceVoxels, "voxels"});
            out.push_back(std::move(c));
        }
    if (image.nifti)
        for (const OtherForm& f : otherForms(*image.nifti)) {
            const Geometry g = volume::geometryFromRasAffine(f.ras, gi.size);
            const volume::GeometryDifference d = volume::compareGeometry(gi, g, gt);
            if (d.withinTolerance)
                continue;
            // Keep the mask where it is relative to the image's other form, seen in the image's used form.
            const volume::Mat4 a =
                multiply(lpsAffine(gi), multiply(inverseAffine(lpsAffine(g)), lpsAffine(gm)));
            CauseCandidate c;
            c.code = "geometry.qform_sform_mismatch";
            c.fromHeader = true;
            c.imageSide = true;
            c.geometry = volume::geometryFromRasAffine(lpsToRasAffine(a), gm.size);
            c.description = "The image was placed with its " + image.nifti->geometrySource + ", but " +
                            formLabel(f.name, f.code) + " of the image places it up to " +
                            formatFixed(d.maxCornerDistanceMm) +
                            " mm elsewhere: the mask may have been made on the image read with its " +
                            f.name + ".";
            c.measurements.push_back({"max_corner_distance", d.maxCornerDistanceMm, "mm"});
            c.measurements.push_back({"max_corner_distance_voxels", d.maxCornerDistanceVoxels, "voxels"});
            out.push_back(std::move(c));
        }
}

void headerFlips(const Geometry& gi, const Geometry& gm, std::vector<CauseCandidate>& out)
{
    std::vector<int> reversed;
    for (int a = 0; a < 3; ++a) {
        const double d = volume::dot(gi.directionColumn(a), gm.directionColumn(a));
        if (d < -0.5)
            reversed.push_back(a);
        else if (d < 0.5)
            return; // axes permuted or strongly rotated: not a flip of this header
    }
    if (reversed.size() != 1)
        return;
    const int a = reversed.front();
    CauseCandidate c;
    c.code = "geometry.axis_flip";
    c.fromHeader = true;
    c.geometry = gm;
    for (int r = 0; r < 3; ++r)
        c.geometry.direction[r][a] = -gm.direction[r][a];
    const std::string name = anatomicalAxisName(gi.directionColumn(a));
    c.description = "The mask header's voxel axis " + std::to_string(a) +
                    " points the opposite way to the "
                    "image's: the mask is mirrored along the " +
                    name + " axis.";
    c.measurements.push_back({"voxel_axis", static_cast<double>(a), ""});
    c.measurements.push_back(
        {"anatomical_axis",
         static_cast<double>(std::distance(kAxisNames, std::find(kAxisNames, kAxisNames + 3, name))), ""});
    out.push_back(std::move(c));
}

void transposes(const Geometry& gi, const Geometry& gm, bool fromHeader, std::vector<CauseCandidate>& out)
{
    static const std::array<std::array<int, 3>, 5> orders = {
        {{1, 0, 2}, {0, 2, 1}, {2, 1, 0}, {1, 2, 0}, {2, 0, 1}}};
    const char* letters = "ijk";
    for (const auto& order : orders) {
        // Corrected axis i reads stored axis order[i].
        bool fits = true;
        for (int i = 0; i < 3; ++i)
            fits = fits && gm.size[order[i]] == gi.size[i];
        if (!fits)
            continue;
        CauseCandidate c;
        c.code = "geometry.axes_transposed";
        c.fromHeader = fromHeader;
        c.permutation.sourceAxis = order;
        c.geometry = withSize(gm, gi.size);
        std::string stored;
        for (int s = 0; s < 3; ++s)
            for (int i = 0; i < 3; ++i)
                if (order[i] == s)
                    stored += std::string(stored.empty() ? "" : ",") + letters[i];
        c.description =
            "The mask's voxel array is transposed: its axes hold the image's axes in the order (" + stored +
            ") instead of (i,j,k).";
        for (int s = 0; s < 3; ++s)
            for (int i = 0; i < 3; ++i)
                if (order[i] == s)
                    c.measurements.push_back(
                        {"mask_axis_" + std::to_string(s) + "_is_image_axis", double(i), ""});
        out.push_back(std::move(c));
    }
}

// In-plane rotations of the voxel array, as np.rot90 on every slice does: by 90 and 270 degrees where the
// plane is square, and by 180 degrees, in the plane across the slice axis (the axis with the largest voxel
// size; ties: the fewest voxels, then the last).
void rotations(const Geometry& gm, std::vector<CauseCandidate>& out)
{
    int slice = 2;
    for (int a = 1; a >= 0; --a)
        if (gm.spacing[a] > gm.spacing[slice] + 1e-6 ||
            (std::abs(gm.spacing[a] - gm.spacing[slice]) <= 1e-6 && gm.size[a] < gm.size[slice]))
            slice = a;
    const int a = slice == 0 ? 1 : 0, b = slice == 2 ? 1 : 2;
    const std::string across = anatomicalAxisName(gm.directionColumn(slice));
    const char* plane = across == kAxisNames[2] ? "axial" : across == kAxisNames[1] ? "coronal" : "sagittal";
    for (const int degrees : {90, 180, 270}) {
        if (degrees != 180 && gm.size[a] != gm.size[b])
            continue;
        CauseCandidate c;
        c.code = "geometry.in_plane_rotation";
        if (degrees == 180) {
            c.permutation.flip[a] = c.permutation.flip[b] = true;
        } else {
            // Undoing a turn from axis a towards axis b (np.rot90(x, k=1, axes=(a, b))): corrected axis a
            // reads stored axis b, corrected axis b stored axis a reversed; 270 degrees the other way.
            c.permutation.sourceAxis[a] = b;
            c.permutation.sourceAxis[b] = a;
            c.permutation.flip[degrees == 90 ? b : a] = true;
        }
        c.geometry = gm; // the header is right, the voxels were turned
        c.description = "The mask's voxels are rotated by " + std::to_string(degrees) + " degrees in the " +
                        plane + " plane (from its voxel axis " + std::to_string(a) + " towards axis " +
                        std::to_string(b) + ", as np.rot90(mask, k=" + std::to_string(degrees / 90) +
                        ", axes=(" + std::to_string(a) + ", " + std::to_string(b) +
                        ")) does to an x,y,z array).";
        c.measurements.push_back({"rotation_degrees", static_cast<double>(degrees), "degrees"});
        c.measurements.push_back({"plane_axis_0", static_cast<double>(a), ""});
        c.measurements.push_back({"plane_axis_1", static_cast<double>(b), ""});
        out.push_back(std::move(c));
    }
}

void canonicalDifferences(const Geometry& gi, const Geometry& gm, const PairTolerance& tol,
                          std::vector<CauseCandidate>& out)
{
    const Geometry ic = volume::permuteGeometry(gi, volume::permutationTo(gi));
    const AxisPermutation pm = volume::permutationTo(gm);
    const Geometry mc = volume::permuteGeometry(gm, pm);
    if (!sameSpacing(ic, mc, tol)) {
        CauseCandidate c;
        c.code = "geometry.spacing_scaled";
        c.fromHeader = true;
        c.permutation = pm;
        c.geometry = mc;
        c.geometry.spacing = ic.spacing;
        c.description = "The mask's voxel size differs from the image's by a factor of";
        for (int a = 0; a < 3; ++a) {
            const double f = mc.spacing[a] / ic.spacing[a];
            c.description += std::string(a ? ", " : " ") + formatFixed(f, 4) + " (" + kAxisNames[a] + ")";
            c.measurements.push_back({std::string("factor_") + kAxisNames[a], f, ""});
            c.measurements.push_back(
                {std::string("spacing_difference_") + kAxisNames[a], mc.spacing[a] - ic.spacing[a], "mm"});
        }
        c.description += ".";
        out.push_back(std::move(c));
    }
    const double angle = maxAngle(ic, mc);
    if (angle > tol.degrees && angle < 45.0) {
        double trace = 0; // the rotation taking the image's axes to the mask's: angle from its trace
        for (int a = 0; a < 3; ++a)
            trace += volume::dot(ic.directionColumn(a), mc.directionColumn(a));
        const double rotation = std::acos(std::clamp((trace - 1) / 2, -1.0, 1.0)) * 180.0 / M_PI;
        CauseCandidate c;
        c.code = "geometry.direction_mismatch";
        c.fromHeader = true;
        c.permutation = pm;
        c.geometry = mc;
        c.geometry.direction = ic.direction;
        c.description = "The mask's axes are turned " + formatFixed(rotation, 3) +
                        " degrees away from the image's (a different rotation in the header).";
        c.measurements.push_back({"rotation_angle", rotation, "deg"});
        c.measurements.push_back({"max_axis_angle", angle, "deg"});
        out.push_back(std::move(c));
    }
    const volume::Vec3 delta = subtract(mc.origin, ic.origin);
    if (volume::norm(delta) <= tol.mm)
        return;
    const volume::Vec3 v = displacementInVoxels(ic, delta);
    bool half = true, anyHalf = false;
    for (int a = 0; a < 3; ++a) {
        const double x = std::abs(v[a]);
        const bool isHalf = std::abs(x - 0.5) <= tol.halfVoxelTolerance;
        half = half && (isHalf || x <= tol.halfVoxelTolerance);
        anyHalf = anyHalf || isHalf;
    }
    CauseCandidate c;
    c.code = half && anyHalf ? "geometry.half_voxel_shift" : "geometry.origin_offset";
    c.fromHeader = true;
    c.permutation = pm;
    c.geometry = mc;
    c.geometry.origin = ic.origin;
    c.description = half && anyHalf
                        ? "The mask's origin is off by half a voxel (" + describeDisplacement(delta) +
                              "): one file takes voxel corners, the other voxel centres, as the origin."
                        : "The mask's origin is off by " + formatFixed(volume::norm(delta)) + " mm (" +
                              formatFixed(volume::norm(displacementInVoxels(gi, delta))) +
                              " voxels): " + describeDisplacement(delta) + ".";
    addOffsetMeasurements(c, gi, delta);
    out.push_back(std::move(c));
}

} // namespace

std::string anatomicalAxisName(const volume::Vec3& d)
{
    int axis = 0;
    for (int a = 1; a < 3; ++a)
        if (std::abs(d[a]) > std::abs(d[axis]))
            axis = a;
    return kAxisNames[axis];
}

volume::Vec3 displacementInVoxels(const volume::Geometry& image, const volume::Vec3& lps)
{
    const volume::Mat4 inv = inverseAffine(lpsAffine(image));
    volume::Vec3 v;
    for (int r = 0; r < 3; ++r)
        v[r] = inv[r][0] * lps[0] + inv[r][1] * lps[1] + inv[r][2] * lps[2];
    return v;
}

std::string describeDisplacement(const volume::Vec3& lps)
{
    static const char* positive[3] = {"to the patient's left", "posterior", "superior"};
    static const char* negative[3] = {"to the patient's right", "anterior", "inferior"};
    const double largest = std::max({std::abs(lps[0]), std::abs(lps[1]), std::abs(lps[2])});
    std::string text;
    for (int a = 0; a < 3; ++a) {
        if (std::abs(lps[a]) < 0.25 * largest || std::abs(lps[a]) < 1e-6)
            continue;
        text += (text.empty() ? "" : ", ") + formatFixed(std::abs(lps[a])) + " mm " +
                (lps[a] > 0 ? positive[a] : negative[a]);
    }
    return text.empty() ? "no displacement" : text;
}

bool sameVoxelCentres(const volume::Geometry& image, const volume::Geometry& mask, const PairTolerance& tol)
{
    const Geometry ic = volume::permuteGeometry(image, volume::permutationTo(image));
    const Geometry mc = volume::permuteGeometry(mask, volume::permutationTo(mask));
    const volume::GeometryDifference d = volume::compareGeometry(ic, mc, {tol.mm, tol.degrees});
    return d.withinTolerance && ic.size == mc.size;
}

std::vector<CauseCandidate> headerCandidates(const io::LoadedImage& image, const io::LoadedImage& mask,
                                             const BinaryMask& bits, const PairTolerance& tol)
{
    const Geometry& gi = image.geometry();
    const Geometry& gm = mask.geometry();
    std::vector<CauseCandidate> out;
    if (sameVoxelCentres(gi, gm, tol)) {
        qformSform(image, mask, tol, out); // the unused forms may still disagree
        for (CauseCandidate& c : out)
            addDisplacement(c, gi, gm, bits);
        return out;
    }
    identityAffine(image, mask, out);
    lpsRasConfusion(gi, gm, tol, out);
    qformSform(image, mask, tol, out);
    headerFlips(gi, gm, out);
    if (gm.size != gi.size && sameDirections(gi, gm, tol))
        transposes(gi, gm, true, out);
    canonicalDifferences(gi, gm, tol, out);
    for (CauseCandidate& c : out)
        addDisplacement(c, gi, gm, bits);
    return out;
}

std::vector<CauseCandidate> contentCandidates(const io::LoadedImage& image, const io::LoadedImage& mask,
                                              const BinaryMask& bits,
                                              [[maybe_unused]] const PairTolerance& tol)
{
    const Geometry& gi = image.geometry();
    const Geometry& gm = mask.geometry();
    std::vector<CauseCandidate> out;
    for (int world = 0; world < 3; ++world) {
        int axis = 0;
        for (int a = 1; a < 3; ++a)
            if (std::abs(gm.direction[world][a]) > std::abs(gm.direction[world][axis]))
                axis = a;
        CauseCandidate c;
        c.code = "geometry.axis_flip";
        c.permutation.flip[axis] = true;
        c.geometry = gm; // the header is right, the voxels were mirrored
        c.description = std::string("The mask's voxels are mirrored along the ") + kAxisNames[world] +
                        " axis (its voxel axis " + std::to_string(axis) + ").";
        c.measurements.push_back({"voxel_axis", static_cast<double>(axis), ""});
        c.measurements.push_back({"anatomical_axis", static_cast<double>(world), ""});
        out.push_back(std::move(c));
    }
    if (gm.size == gi.size) {
        transposes(gi, gm, false, out);
        rotations(gm, out);
    }
    for (CauseCandidate& c : out)
        addDisplacement(c, gi, gm, bits);
    return out;
}

} // namespace scansleuth::checks::detail
