// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "niftigeometry.h"
#include "base/numberformat.h"

#include "base/numberformat.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::io::nifti {

namespace {

using volume::Mat3;
using volume::Mat4;
using volume::Vec3;

constexpr double kShearToleranceDeg = 0.01;
constexpr double kMismatchToleranceMm = 0.1;
constexpr double kPixdimRelativeTolerance = 1e-3;

std::string number(double value, int decimals = 2)
{
    return formatFixed(value, decimals);
}

// pixdim[1..3] as the NIfTI C library uses them: a value <= 0 or not finite counts as 1 mm.
Vec3 usablePixdim(const NiftiHeaderInfo& h)
{
    Vec3 v;
    for (int i = 0; i < 3; ++i) {
        const double p = std::abs(h.pixdim[i + 1]);
        v[i] = std::isfinite(p) && p > 0 ? p : 1.0;
    }
    return v;
}

Vec3 column(const Mat4& m, int c)
{
    return {m[0][c], m[1][c], m[2][c]};
}

// Why a form cannot place the image, with the finding code that names it.
struct FormProblem
{
    std::string code; // empty: the form is usable
    std::string why;  // a clause: "srow_y[1] is nan", "pixdim[3] is 0, so voxel axis 2 has zero length"
    bool usable() const { return code.empty(); }
};

constexpr const char* kNonFiniteSform = "nifti.non_finite_sform";
constexpr const char* kNonFiniteQform = "nifti.non_finite_qform";
constexpr const char* kDegenerateForm = "nifti.non_orthonormal_directions";

FormProblem sformProblem(const NiftiHeaderInfo& h)
{
    static const char* const rows[3] = {"srow_x", "srow_y", "srow_z"};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            if (!std::isfinite(h.sformAffine[r][c]))
                return {kNonFiniteSform, std::string(rows[r]) + "[" + std::to_string(c) + "] is " +
                                             formatNumber(h.sformAffine[r][c])};
    const std::string singular = volume::affineProblem(h.sformAffine);
    return singular.empty() ? FormProblem{} : FormProblem{kDegenerateForm, singular};
}

// The qform is built from the quaternion, qoffset, qfac (pixdim[0]) and pixdim[1..3] as spacing: a
// non-finite one of them, or a spacing that is not positive, leaves it without a defined matrix (the
// NIfTI C library would put 1 mm in its place, nibabel refuses a negative one). The spacing of an axis
// with a single voxel places nothing (a 2D image's pixdim[3] is often 0): 1 mm is used there, unflagged.
FormProblem qformProblem(const NiftiHeaderInfo& h, const volume::Index3& size)
{
    const std::pair<const char*, double> fields[] = {
        {"quatern_b", h.quaternB},         {"quatern_c", h.quaternC},  {"quatern_d", h.quaternD},
        {"qoffset_x", h.qoffsetX},         {"qoffset_y", h.qoffsetY},  {"qoffset_z", h.qoffsetZ},
        {"pixdim[0] (qfac)", h.pixdim[0]}, {"pixdim[1]", h.pixdim[1]}, {"pixdim[2]", h.pixdim[2]},
        {"pixdim[3]", h.pixdim[3]}};
    for (int i = 0; i < 10; ++i) {
        const bool singleVoxelAxis = i >= 7 && size[i - 7] == 1;
        if (!std::isfinite(fields[i].second) && !singleVoxelAxis)
            return {kNonFiniteQform, std::string(fields[i].first) + " is " + formatNumber(fields[i].second)};
    }
    for (int a = 1; a <= 3; ++a)
        if (!(h.pixdim[a] > 0) && size[a - 1] != 1)
            return {kDegenerateForm, "pixdim[" + std::to_string(a) + "] is " + formatNumber(h.pixdim[a], 4) +
                                         ", so voxel axis " + std::to_string(a - 1) +
                                         " has no positive length"};
    const std::string singular = volume::affineProblem(qformToAffine(h));
    return singular.empty() ? FormProblem{} : FormProblem{kDegenerateForm, singular};
}

// Largest departure from 90 degrees between two columns of the affine's 3x3 part.
double shearDegrees(const Mat4& m)
{
    double worst = 0;
    for (int a = 0; a < 3; ++a)
        for (int b = a + 1; b < 3; ++b) {
            const Vec3 u = volume::normalized(column(m, a));
            const Vec3 v = volume::normalized(column(m, b));
            const double angle = std::acos(std::clamp(volume::dot(u, v), -1.0, 1.0)) * 180.0 / M_PI;
            worst = std::max(worst, std::abs(90.0 - angle));
        }
    return worst;
}

const char* worldAxisName(const Vec3& rasDirection)
{
    int axis = 0;
    for (int i = 1; i < 3; ++i)
        if (std::abs(rasDirection[i]) > std::abs(rasDirection[axis]))
            axis = i;
    static const char* names[] = {"left-right", "anterior-posterior", "superior-inferior"};
    return names[axis];
}

void addMismatchFinding(const NiftiHeaderInfo& h, const volume::Index3& size, Findings& out)
{
    const volume::Geometry s = volume::geometryFromRasAffine(h.sformAffine, size);
    const volume::Geometry q = volume::geometryFromRasAffine(h.qformAffine, size);
    const volume::GeometryDifference diff = volume::compareGeometry(s, q);
    std::vector<int> flipped;
    for (int a = 0; a < 3; ++a)
        if (volume::dot(volume::normalized(column(h.sformAffine, a)),
                        volume::normalized(column(h.qformAffine, a))) < -0.5) // reversed, not merely rotated
            flipped.push_back(a);
    const double minSpacing = std::min({s.spacing[0], s.spacing[1], s.spacing[2]});
    // dcm2niix's own files differ by ~0.1 mm (a quaternion cannot hold a slightly sheared matrix): only a
    // difference above 0.1 mm and 0.1 voxel is worth a finding.
    const double tolerance = std::max(kMismatchToleranceMm, 0.1 * minSpacing);
    if (diff.maxCornerDistanceMm <= tolerance && flipped.empty())
        return;
    std::string message = "The qform and the sform disagree by up to " + number(diff.maxCornerDistanceMm) +
                          " mm (" + number(diff.maxCornerDistanceVoxels) + " voxels) at the volume corners";
    for (int a : flipped)
        message += std::string(a == flipped.front() ? "; the qform is a flip of the sform along voxel axis "
                                                    : " and voxel axis ") +
                   std::to_string(a) + " (" + worldAxisName(column(h.sformAffine, a)) + ")";
    message += "; the sform was used.";
    const double maxAngle = *std::max_element(diff.directionAngleDeg.begin(), diff.directionAngleDeg.end());
    Finding f = makeFinding(
        "nifti.qform_sform_mismatch",
        !flipped.empty() || diff.maxCornerDistanceMm > 0.5 * minSpacing ? Severity::Warning : Severity::Info,
        message,
        "Tools that read the qform (some ITK versions, FSL's qform-first tools) place this "
        "image elsewhere: make both forms equal, e.g. with nibabel set_qform(img.get_sform()).");
    f.measurements = {{"max_corner_distance", diff.maxCornerDistanceMm, "mm"},
                      {"max_corner_distance_voxels", diff.maxCornerDistanceVoxels, "voxels"},
                      {"origin_distance", diff.originDistanceMm, "mm"},
                      {"max_direction_angle", maxAngle, "deg"},
                      {"flipped_axes", static_cast<double>(flipped.size()), ""}};
    for (int a : flipped)
        f.evidence.push_back("voxel axis " + std::to_string(a) + " points the opposite way (" +
                             worldAxisName(column(h.sformAffine, a)) + ")");
    f.evidence.push_back(diff.summary());
    out.push_back(std::move(f));
}

void addPixdimFinding(const NiftiHeaderInfo& h, const Mat4& affine, Findings& out)
{
    double worst = 0;
    int worstAxis = 0;
    for (int a = 0; a < 3; ++a) {
        const double delta = std::abs(volume::norm(column(affine, a)) - std::abs(h.pixdim[a + 1]));
        if (delta > worst) {
            worst = delta;
            worstAxis = a;
        }
    }
    const double length = volume::norm(column(affine, worstAxis));
    if (!(worst > kPixdimRelativeTolerance * std::max(length, 1e-3)))
        return;
    Finding f =
        makeFinding("nifti.pixdim_mismatch", Severity::Warning,
                    "pixdim[" + std::to_string(worstAxis + 1) + "] is " + number(h.pixdim[worstAxis + 1], 4) +
                        " mm but the " + h.geometrySource + " column has length " + number(length, 4) +
                        " mm; the " + h.geometrySource + " was used.",
                    "Tools that take spacing from pixdim (resampling, some loaders) will use the wrong "
                    "voxel size: rewrite pixdim from the matrix's column lengths.");
    for (int a = 0; a < 3; ++a) {
        f.measurements.push_back({"pixdim" + std::to_string(a + 1), h.pixdim[a + 1], "mm"});
        f.measurements.push_back(
            {"column_length" + std::to_string(a + 1), volume::norm(column(affine, a)), "mm"});
    }
    f.measurements.push_back({"max_difference", worst, "mm"});
    out.push_back(std::move(f));
}

void addShearFinding(const NiftiHeaderInfo& h, Findings& out)
{
    const double shear = shearDegrees(h.sformAffine);
    if (shear <= kShearToleranceDeg)
        return;
    Finding f =
        makeFinding("nifti.sform_shear", Severity::Warning,
                    "The sform has a shear of " + number(shear, 3) +
                        " degrees (its axes are not perpendicular), which a qform or an ITK image cannot "
                        "represent.",
                    "Resample the image onto an orthogonal grid, or replace the sform by the qform if the "
                    "shear is unintended.");
    f.measurements = {{"shear", shear, "deg"}};
    out.push_back(std::move(f));
}

void addPixdimValidityFinding(const NiftiHeaderInfo& h, Findings& out)
{
    std::vector<int> bad;
    for (int a = 1; a <= 3; ++a)
        if (!(h.pixdim[a] > 0) || !std::isfinite(h.pixdim[a]))
            bad.push_back(a);
    if (bad.empty())
        return;
    Finding f = makeFinding(
        "nifti.invalid_pixdim", Severity::Warning,
        "pixdim[" + std::to_string(bad.front()) + "] is " + number(h.pixdim[bad.front()], 4) +
            ", not a positive voxel size; its absolute value, or 1 mm for 0 or a non-finite value, "
            "was used.",
        "Write positive voxel sizes into pixdim[1..3].");
    for (int a : bad)
        f.measurements.push_back({"pixdim" + std::to_string(a), h.pixdim[a], "mm"});
    out.push_back(std::move(f));
}

// A set form that was refused. Error when it was the form the image should have been placed by
// (the one nibabel would use), warning when a preferred form placed the image anyway.
Finding refusedFormFinding(const std::string& form, const FormProblem& p, const std::string& used,
                           bool wouldBeUsed)
{
    const std::string what = p.code == kDegenerateForm ? "is degenerate" : "holds a non-finite number";
    Finding f = makeFinding(p.code, wouldBeUsed ? Severity::Error : Severity::Warning,
                            "The " + form + " " + what + " (" + p.why + "), so it was not used; the " + used +
                                " placed the image.",
                            "Rewrite the " + form + " from the scanner geometry, or set " + form +
                                "_code to 0 so that no tool uses it.");
    f.evidence.push_back(form + ": " + p.why);
    return f;
}

void addNoOrientationFinding(const NiftiHeaderInfo& h, Findings& out)
{
    const bool analyze = h.version == 0;
    out.push_back(makeFinding(
        "nifti.no_orientation", Severity::Warning,
        analyze
            ? "Analyze 7.5 files store no orientation, so left-right was assumed to be flipped (LAS) with "
              "the origin at the centre, as nibabel and SPM do."
            : "Both qform_code and sform_code are 0, so the orientation is unknown and LAS with the origin "
              "at the centre was assumed, as nibabel does.",
        "Reconvert the image from DICOM (e.g. with dcm2niix) or set the sform from the scanner geometry; "
        "left-right may be wrong."));
}

} // namespace

std::string xformCodeName(int code)
{
    static const char* names[] = {"unknown", "scanner", "aligned", "talairach", "mni", "template"};
    if (code >= 0 && code <= 5)
        return names[code];
    return "code " + std::to_string(code);
}

Mat4 qformToAffine(const NiftiHeaderInfo& h)
{
    double b = h.quaternB, c = h.quaternC, d = h.quaternD;
    // As nibabel's fillpositive: a = sqrt(1 - |(b,c,d)|^2) in double, even when tiny (the NIfTI C
    // library rounds a < 1e-7 to 0; near a 180-degree rotation that moves the axes by ~1e-4).
    const double a2 = 1.0 - (b * b + c * c + d * d);
    double a = 0;
    if (a2 < -3 * 1.1920929e-7) { // not a unit quaternion: rescale (b,c,d) as the NIfTI C library does
        const double n = std::sqrt(b * b + c * c + d * d);
        if (n > 0) {
            b /= n;
            c /= n;
            d /= n;
        }
    } else {
        a = std::sqrt(std::max(a2, 0.0));
    }
    const Mat3 r = {{{a * a + b * b - c * c - d * d, 2 * (b * c - a * d), 2 * (b * d + a * c)},
                     {2 * (b * c + a * d), a * a + c * c - b * b - d * d, 2 * (c * d - a * b)},
                     {2 * (b * d - a * c), 2 * (c * d + a * b), a * a + d * d - c * c - b * b}}};
    const Vec3 p = usablePixdim(h);
    const Vec3 scale{p[0], p[1], h.qfac * p[2]};
    Mat4 m = volume::identity4();
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col)
            m[row][col] = r[row][col] * scale[col];
    m[0][3] = h.qoffsetX;
    m[1][3] = h.qoffsetY;
    m[2][3] = h.qoffsetZ;
    return m;
}

Mat4 pixdimAffine(const NiftiHeaderInfo& h, const volume::Index3& size,
                  const std::array<std::int16_t, 3>& analyzeOrigin)
{
    const Vec3 zoom = usablePixdim(h);
    bool useOrigin = std::any_of(analyzeOrigin.begin(), analyzeOrigin.end(), [](auto v) { return v != 0; });
    for (int i = 0; i < 3; ++i)
        useOrigin = useOrigin && analyzeOrigin[i] > -size[i] && analyzeOrigin[i] < 2 * size[i];
    Mat4 m = volume::identity4();
    for (int i = 0; i < 3; ++i) {
        const double origin = useOrigin ? analyzeOrigin[i] - 1.0 : (static_cast<double>(size[i]) - 1.0) / 2.0;
        const double z = i == 0 ? -zoom[i] : zoom[i];
        m[i][i] = z;
        m[i][3] = -origin * z;
    }
    return m;
}

namespace {

std::string refusedClause(const std::string& form, const FormProblem& p)
{
    return "the " + form + " was refused (" + p.why + ")";
}

// The pixdim fallback, or the unplaced geometry when pixdim[1..3] cannot give spacings either.
void usePixdimFallback(NiftiHeaderInfo& h, const volume::Index3& size,
                       const std::array<std::int16_t, 3>& origin, const std::vector<std::string>& refused,
                       GeometryChoice& choice)
{
    h.geometrySource = "pixdim";
    std::string because;
    for (const std::string& clause : refused)
        because += (because.empty() ? "" : " and ") + clause;
    if (!because.empty())
        h.geometryReason = "No usable form is left: " + because +
                           ", so nibabel's default (LAS, origin at the centre) was built from pixdim.";
    else
        h.geometryReason = h.version == 0 ? "Analyze 7.5 headers have no orientation, so nibabel's default "
                                            "(LAS, origin at the centre) was built from pixdim."
                                          : "Neither form is set (both codes 0), so nibabel's default (LAS, "
                                            "origin at the centre) was built from pixdim.";
    choice.affine = pixdimAffine(h, size, origin);
    std::vector<int> badSpacing;
    for (int a = 1; a <= 3; ++a)
        if ((!std::isfinite(h.pixdim[a]) || h.pixdim[a] == 0) && size[a - 1] != 1)
            badSpacing.push_back(a);
    if (because.empty() && badSpacing.empty())
        return;
    std::string message = "The image is placed without real geometry: ";
    if (!because.empty())
        message += because + (badSpacing.empty() ? "" : ", and ");
    if (!badSpacing.empty())
        message += "pixdim[" + std::to_string(badSpacing.front()) + "] is " +
                   formatNumber(h.pixdim[badSpacing.front()], 4) + " (1 mm was assumed)";
    message += "; LAS orientation with the origin at the centre voxel was assumed.";
    Finding f =
        makeFinding("geometry.unplaced", Severity::Warning, message,
                    "Do not compare this image with others in world space; reconvert it from DICOM or "
                    "rewrite its sform from the scanner geometry.");
    for (const std::string& clause : refused)
        f.evidence.push_back(clause);
    for (int a : badSpacing)
        f.evidence.push_back("pixdim[" + std::to_string(a) + "] = " + formatNumber(h.pixdim[a], 4));
    choice.findings.push_back(std::move(f));
}

} // namespace

GeometryChoice chooseGeometry(NiftiHeaderInfo& h, const volume::Index3& size,
                              const std::array<std::int16_t, 3>& analyzeOrigin)
{
    GeometryChoice choice;
    h.qformAffine = qformToAffine(h);
    const FormProblem sform = h.sformCode > 0 ? sformProblem(h) : FormProblem{};
    const FormProblem qform = h.qformCode > 0 ? qformProblem(h, size) : FormProblem{};
    const bool sformUsable = h.sformCode > 0 && sform.usable();
    const bool qformUsable = h.qformCode > 0 && qform.usable();
    const std::string used = sformUsable ? "sform" : qformUsable ? "qform" : "pixdim fallback";
    if (h.sformCode > 0 && !sformUsable)
        choice.findings.push_back(refusedFormFinding("sform", sform, used, true));
    if (h.qformCode > 0 && !qformUsable)
        choice.findings.push_back(refusedFormFinding("qform", qform, used, !sformUsable));
    if (sformUsable) {
        h.geometrySource = "sform";
        h.geometryReason =
            "sform_code is " + std::to_string(h.sformCode) + " (" + xformCodeName(h.sformCode) +
            "), and a set sform takes precedence over the qform, as in nibabel" +
            (h.qformCode > 0 && !qformUsable ? "; " + refusedClause("qform", qform) : "") + ".";
        choice.affine = h.sformAffine;
    } else if (qformUsable) {
        h.geometrySource = "qform";
        h.geometryReason =
            "qform_code is " + std::to_string(h.qformCode) + " (" + xformCodeName(h.qformCode) + ") and " +
            (h.sformCode > 0 ? refusedClause("sform", sform) : std::string("no sform is set")) + ".";
        choice.affine = h.qformAffine;
    } else {
        std::vector<std::string> refused;
        if (h.sformCode > 0)
            refused.push_back(refusedClause("sform", sform));
        if (h.qformCode > 0)
            refused.push_back(refusedClause("qform", qform));
        usePixdimFallback(h, size, analyzeOrigin, refused, choice);
    }
    choice.geometry = volume::geometryFromRasAffine(choice.affine, size);
    if (const std::string problem = volume::geometryProblem(choice.geometry); !problem.empty()) {
        // Not reachable through the checks above; kept so that no NaN or zero spacing ever leaves here.
        choice.geometry = volume::Geometry{size};
        choice.affine = volume::rasAffine(choice.geometry);
        choice.findings.push_back(makeFinding("geometry.unplaced", Severity::Warning,
                                              "The image is placed without real geometry: its " +
                                                  h.geometrySource + " gives " + problem +
                                                  "; 1 mm voxels at the origin were assumed.",
                                              "Do not compare this image with others in world space."));
    }

    if (h.qformCode <= 0 && h.sformCode <= 0)
        addNoOrientationFinding(h, choice.findings);
    if (h.geometrySource == "pixdim")
        addPixdimValidityFinding(h, choice.findings);
    if (sformUsable && qformUsable)
        addMismatchFinding(h, size, choice.findings);
    if (sformUsable) {
        addShearFinding(h, choice.findings);
        addPixdimFinding(h, h.sformAffine, choice.findings);
    }
    if (qformUsable &&
        1.0 - (h.quaternB * h.quaternB + h.quaternC * h.quaternC + h.quaternD * h.quaternD) < -1e-4)
        choice.findings.push_back(makeFinding("nifti.invalid_quaternion", Severity::Warning,
                                              "The qform quaternion (b, c, d) is longer than 1, so it was "
                                              "normalised before use.",
                                              "Rewrite the qform from a proper rotation."));
    return choice;
}

Quaternion quaternionFromRotation(const volume::Mat3& rasDirection)
{
    Mat3 r = rasDirection;
    for (int c = 0; c < 3; ++c) {
        const Vec3 n = volume::normalized({r[0][c], r[1][c], r[2][c]});
        for (int row = 0; row < 3; ++row)
            r[row][c] = n[row];
    }
    Quaternion q;
    if (volume::determinant(r) < 0) {
        q.qfac = -1;
        for (int row = 0; row < 3; ++row)
            r[row][2] = -r[row][2];
    }
    double a = r[0][0] + r[1][1] + r[2][2] + 1.0;
    if (a > 0.5) {
        a = 0.5 * std::sqrt(a);
        q.b = 0.25 * (r[2][1] - r[1][2]) / a;
        q.c = 0.25 * (r[0][2] - r[2][0]) / a;
        q.d = 0.25 * (r[1][0] - r[0][1]) / a;
        return q;
    }
    const double xd = 1.0 + r[0][0] - (r[1][1] + r[2][2]);
    const double yd = 1.0 + r[1][1] - (r[0][0] + r[2][2]);
    const double zd = 1.0 + r[2][2] - (r[0][0] + r[1][1]);
    if (xd > 1.0) {
        q.b = 0.5 * std::sqrt(xd);
        q.c = 0.25 * (r[0][1] + r[1][0]) / q.b;
        q.d = 0.25 * (r[0][2] + r[2][0]) / q.b;
        a = 0.25 * (r[2][1] - r[1][2]) / q.b;
    } else if (yd > 1.0) {
        q.c = 0.5 * std::sqrt(yd);
        q.b = 0.25 * (r[0][1] + r[1][0]) / q.c;
        q.d = 0.25 * (r[1][2] + r[2][1]) / q.c;
        a = 0.25 * (r[0][2] - r[2][0]) / q.c;
    } else {
        q.d = 0.5 * std::sqrt(zd);
        q.b = 0.25 * (r[0][2] + r[2][0]) / q.d;
        q.c = 0.25 * (r[1][2] + r[2][1]) / q.d;
        a = 0.25 * (r[1][0] - r[0][1]) / q.d;
    }
    if (a < 0) {
        q.b = -q.b;
        q.c = -q.c;
        q.d = -q.d;
    }
    return q;
}

} // namespace scansleuth::io::nifti
