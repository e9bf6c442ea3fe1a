// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "toolreadings.h"

#include "checks/geometry/paircandidates.h"

#include "base/numberformat.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::checks::detail {

const char* const kTools[4] = {"ITK", "nibabel", "FSL", "NiiVue"};

namespace {

using volume::Mat4;

double columnLength(const Mat4& m, int c)
{
    return std::sqrt(m[0][c] * m[0][c] + m[1][c] * m[1][c] + m[2][c] * m[2][c]);
}

bool finiteNonDegenerate(const Mat4& m)
{
    volume::Mat3 n{};
    for (int c = 0; c < 3; ++c) {
        const double length = columnLength(m, c);
        if (!std::isfinite(length) || length < 1e-6 || !std::isfinite(m[c][3]))
            return false;
        for (int r = 0; r < 3; ++r)
            n[r][c] = m[r][c] / length;
    }
    return std::abs(volume::determinant(n)) > 1e-3;
}

double pixdimOr1(const io::NiftiHeaderInfo& h, int axis)
{
    const double p = std::abs(h.pixdim[axis + 1]);
    return std::isfinite(p) && p > 0 ? p : 1.0;
}

// ITK builds its geometry from a rotation and pixdim: the sform is only usable when its columns are
// perpendicular and as long as pixdim says.
bool itkDecomposable(const io::NiftiHeaderInfo& h)
{
    const Mat4& s = h.sformAffine;
    if (!finiteNonDegenerate(s))
        return false;
    for (int a = 0; a < 3; ++a) {
        if (std::abs(columnLength(s, a) / pixdimOr1(h, a) - 1.0) > 1e-4)
            return false;
        for (int b = a + 1; b < 3; ++b) {
            const double d = (s[0][a] * s[0][b] + s[1][a] * s[1][b] + s[2][a] * s[2][b]) /
                             (columnLength(s, a) * columnLength(s, b));
            if (std::abs(d) > 1e-4)
                return false;
        }
    }
    return true;
}

bool formsClose(const Mat4& a, const Mat4& b)
{
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            if (std::abs(a[r][c] - b[r][c]) > 1e-3)
                return false;
    return true;
}

Mat4 withPixdimSpacing(const io::NiftiHeaderInfo& h, const Mat4& s)
{
    Mat4 m = s;
    for (int c = 0; c < 3; ++c) {
        const double scale = pixdimOr1(h, c) / columnLength(s, c);
        for (int r = 0; r < 3; ++r)
            m[r][c] = s[r][c] * scale;
    }
    return m;
}

Mat4 scaledVoxels(const io::NiftiHeaderInfo& h, bool flipX)
{
    Mat4 m = volume::identity4();
    for (int a = 0; a < 3; ++a)
        m[a][a] = pixdimOr1(h, a);
    if (flipX)
        m[0][0] = -m[0][0];
    return m;
}

// ITK's reading when neither form is set: pixdim spacing, origin 0 and its identity direction, which is
// in LPS (so x and y point the other way from a RAS identity).
Mat4 itkNoForm(const io::NiftiHeaderInfo& h)
{
    Mat4 m = scaledVoxels(h, false);
    m[0][0] = -m[0][0];
    m[1][1] = -m[1][1];
    return m;
}

std::string codeText(const char* form, int code)
{
    return std::string(form) + "_code " + std::to_string(code);
}

ToolForm itkForm(const io::NiftiHeaderInfo& h)
{
    const std::string s = codeText("sform", h.sformCode), q = codeText("qform", h.qformCode);
    if (h.sformCode > 0 && itkDecomposable(h)) {
        const Mat4 sform = withPixdimSpacing(h, h.sformAffine);
        if (h.sformCode == 1)
            return {"sform", s + " is scanner, and the sform is a rotation with pixdim spacing", sform};
        if (h.qformCode <= 0)
            return {"sform", s + " is set and the qform is not (" + q + ")", sform};
        if (formsClose(h.sformAffine, h.qformAffine))
            return {"sform", "both forms are set and agree, so the more precise sform is taken", sform};
        return {"qform", "both forms are set but differ, and " + s + " is not scanner, so the qform is taken",
                h.qformAffine};
    }
    if (h.qformCode > 0)
        return {"qform",
                h.sformCode > 0
                    ? "the sform is not a rotation with pixdim spacing (shear or scaling), so the "
                      "qform is taken"
                    : s + " and " + q + " is set",
                h.qformAffine};
    if (h.sformCode > 0) // ITK 5: "ITK only supports orthonormal direction cosines"
        return {
            "none",
            "the sform is not a rotation with pixdim spacing (shear or scaling) and the qform is not set (" +
                q + "): ITK refuses to read the file",
            volume::identity4()};
    return {"pixdim",
            "neither form is set: pixdim spacing, ITK's identity direction (in LPS), origin at voxel 0",
            itkNoForm(h)};
}

ToolForm codeOrderForm(const io::NiftiHeaderInfo& h, const volume::Index3& size, bool fsl)
{
    if (h.sformCode > 0)
        return {"sform", codeText("sform", h.sformCode) + " is set, and a set sform comes first",
                h.sformAffine};
    if (h.qformCode > 0)
        return {"qform",
                codeText("sform", h.sformCode) + " and " + codeText("qform", h.qformCode) + " is set",
                h.qformAffine};
    if (fsl)
        return {"pixdim",
                "neither form is set: scaled voxel coordinates, radiological (LAS) storage assumed, "
                "origin at voxel 0",
                scaledVoxels(h, true)};
    Mat4 m = scaledVoxels(h, true);
    for (int a = 0; a < 3; ++a)
        m[a][3] = -m[a][a] * (static_cast<double>(size[a]) - 1.0) / 2.0;
    return {"pixdim", "neither form is set: LAS with the origin at the centre voxel", m};
}

ToolForm niivueForm(const io::NiftiHeaderInfo& h)
{
    bool emptyLine = false;
    for (int i = 0; i < 3; ++i) {
        bool rowZero = true, columnZero = true;
        for (int j = 0; j < 3; ++j) {
            rowZero = rowZero && h.sformAffine[i][j] == 0.0;
            columnZero = columnZero && h.sformAffine[j][i] == 0.0;
        }
        emptyLine = emptyLine || rowZero || columnZero;
    }
    if (h.qformCode > h.sformCode)
        return {"qform",
                "qform_code " + std::to_string(h.qformCode) + " is larger than sform_code " +
                    std::to_string(h.sformCode),
                h.qformAffine};
    if (emptyLine)
        return {"qform", "the sform matrix has an empty row or column, so the quaternion is used",
                h.qformAffine};
    return {"sform",
            "sform_code " + std::to_string(h.sformCode) + " is not below qform_code " +
                std::to_string(h.qformCode),
            h.sformAffine};
}

Mat4 toolAffine(const std::string& tool, const io::LoadedImage& file, std::string* form, std::string* reason)
{
    if (!file.nifti || tool == "nibabel") {
        if (form)
            *form = file.nifti ? file.nifti->geometrySource : std::string();
        if (reason)
            *reason = file.nifti ? file.nifti->geometryReason : std::string();
        return volume::rasAffine(file.geometry());
    }
    const ToolForm f = toolForm(tool, *file.nifti, file.geometry().size);
    if (form)
        *form = f.form;
    if (reason)
        *reason = f.reason;
    return f.ras;
}

} // namespace

ToolForm toolForm(const std::string& tool, const io::NiftiHeaderInfo& h, const volume::Index3& size)
{
    if (tool == "ITK")
        return itkForm(h);
    if (tool == "NiiVue")
        return niivueForm(h);
    return codeOrderForm(h, size, tool == "FSL");
}

std::vector<ToolReading> imageToolReadings(const io::LoadedImage& image, double tolMm)
{
    std::vector<ToolReading> out;
    if (!image.nifti)
        return out;
    const volume::Geometry nib = image.geometry();
    for (const char* tool : kTools) {
        ToolReading r;
        r.tool = tool;
        std::string reason;
        const Mat4 ras = toolAffine(tool, image, &r.form, &reason);
        if (r.form == "none") {
            r.note = reason;
            out.push_back(std::move(r));
            continue;
        }
        const volume::GeometryDifference d =
            volume::compareGeometry(nib, volume::geometryFromRasAffine(ras, nib.size), {tolMm, 0.05});
        r.offsetMm = d.maxCornerDistanceMm;
        r.offsetVoxels = d.maxCornerDistanceVoxels;
        r.note = reason + "; " +
                 (d.maxCornerDistanceMm <= tolMm
                      ? std::string("places the image as nibabel does")
                      : "places the image up to " + formatFixed(d.maxCornerDistanceMm) + " mm (" +
                            formatFixed(d.maxCornerDistanceVoxels) + " voxels) from nibabel's reading");
        out.push_back(std::move(r));
    }
    return out;
}

std::vector<ToolReading> maskToolReadings(const io::LoadedImage& image, const io::LoadedImage& mask,
                                          const BinaryMask& bits, double tolMm)
{
    std::vector<ToolReading> out;
    if (!image.nifti && !mask.nifti)
        return out;
    const Mat4 nibImage = rasToLpsAffine(volume::rasAffine(image.geometry()));
    const Mat4 nibMask = rasToLpsAffine(volume::rasAffine(mask.geometry()));
    const volume::Vec3 nibIndex = transformPoint(multiply(inverseAffine(nibImage), nibMask), bits.centroid);
    for (const char* tool : kTools) {
        ToolReading r;
        r.tool = tool;
        std::string reason, imageForm;
        const Mat4 maskAffine = rasToLpsAffine(toolAffine(tool, mask, &r.form, &reason));
        const Mat4 imageAffine = rasToLpsAffine(toolAffine(tool, image, &imageForm, nullptr));
        if (!mask.nifti)
            reason = "the mask is not NIfTI; its own geometry is used";
        if (r.form == "none" || imageForm == "none") {
            r.note =
                r.form == "none" ? reason : reason + "; it refuses the image, so it cannot overlay the mask";
            out.push_back(std::move(r));
            continue;
        }
        const volume::Vec3 index =
            transformPoint(multiply(inverseAffine(imageAffine), maskAffine), bits.centroid);
        const volume::Vec3 dv{index[0] - nibIndex[0], index[1] - nibIndex[1], index[2] - nibIndex[2]};
        volume::Vec3 mm{};
        for (int row = 0; row < 3; ++row)
            mm[row] = nibImage[row][0] * dv[0] + nibImage[row][1] * dv[1] + nibImage[row][2] * dv[2];
        r.offsetMm = volume::norm(mm);
        r.offsetVoxels = volume::norm(dv);
        r.note = reason + "; " +
                 (r.offsetMm <= tolMm
                      ? std::string("puts the mask where nibabel does")
                      : "puts the mask " + formatFixed(r.offsetMm) + " mm (" + formatFixed(r.offsetVoxels) +
                            " image voxels) from where nibabel does: " + describeDisplacement(mm) +
                            " of it, on the image's grid");
        out.push_back(std::move(r));
    }
    return out;
}

namespace {

std::string toolName(const std::string& tool)
{
    return tool == "ITK" ? "ITK (and so SimpleITK, nnU-Net, ITK-SNAP)" : tool;
}

std::string joinAnd(const std::vector<std::string>& items)
{
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return out;
}

} // namespace

std::optional<Finding> toolsDisagreeFinding(const std::vector<ToolReading>& imageTools,
                                            const std::vector<ToolReading>& maskTools, double tolMm)
{
    std::vector<std::string> parts, agree;
    std::vector<Measurement> measurements;
    double largest = 0.0;
    for (const char* tool : kTools) {
        bool differs = false;
        for (const auto* readings : {&imageTools, &maskTools}) {
            const std::string what = readings == &imageTools ? "image" : "mask";
            for (const ToolReading& r : *readings) {
                if (r.tool != tool)
                    continue;
                if (r.form == "none") {
                    parts.push_back(toolName(tool) + " refuses to read the " + what + " (" + r.note + ")");
                    measurements.push_back({what + "_refused_" + r.tool, 1.0, ""});
                    differs = true;
                } else if (r.offsetMm > tolMm) {
                    parts.push_back(
                        toolName(tool) + (what == "image" ? " places the image up to " : " puts the mask ") +
                        formatFixed(r.offsetMm, 1) + " mm (" + formatFixed(r.offsetVoxels, 1) +
                        " voxels) from " + (what == "image" ? "nibabel's reading" : "where nibabel puts it") +
                        ", reading the " + r.form);
                    measurements.push_back({what + "_offset_" + r.tool, r.offsetMm, "mm"});
                    measurements.push_back({what + "_offset_voxels_" + r.tool, r.offsetVoxels, "voxels"});
                    largest = std::max(largest, r.offsetMm);
                    differs = true;
                }
            }
        }
        if (!differs)
            agree.push_back(tool);
    }
    if (parts.empty())
        return std::nullopt;
    Finding f = makeFinding(
        "geometry.tools_disagree", Severity::Warning,
        "The tools disagree on where these files lie: " + joinAnd(parts) + "; " + joinAnd(agree) +
            (agree.size() == 1 ? " places" : " place") +
            " them as check-pair does. The pair can look right in one tool and wrong in another.",
        "Make both NIfTI forms of the file say the same, right placement (nibabel: "
        "img.set_qform(img.get_sform(), code=1), or the reverse), then check the pair in the tool the "
        "pipeline uses (SimpleITK for nnU-Net).");
    measurements.push_back({"max_offset", largest, "mm"});
    f.measurements = std::move(measurements);
    for (const auto* readings : {&imageTools, &maskTools})
        for (const ToolReading& r : *readings)
            f.evidence.push_back(std::string(readings == &imageTools ? "image" : "mask") + ", " + r.tool +
                                 ": " + r.form + "; " + r.note);
    return f;
}

} // namespace scansleuth::checks::detail

namespace scansleuth::checks {

std::optional<Finding> headerDisagreement(const io::LoadedImage& a, const io::LoadedImage& b,
                                          const std::string& aName, const std::string& bName, double tolMm)
{
    if (!a.nifti || !b.nifti)
        return std::nullopt;
    const volume::Index3 size{std::max<std::int64_t>(1, a.nifti->dim[1]),
                              std::max<std::int64_t>(1, a.nifti->dim[2]),
                              std::max<std::int64_t>(1, a.nifti->dim[3])};
    std::vector<std::string> evidence;
    double worst = 0.0;
    for (const char* tool : detail::kTools) {
        const detail::ToolForm fa = detail::toolForm(tool, *a.nifti, size);
        const detail::ToolForm fb = detail::toolForm(tool, *b.nifti, size);
        const bool refused = (fa.form == "none") != (fb.form == "none");
        double apart = 0.0;
        for (int corner = 0; corner < 8 && !refused; ++corner) {
            const volume::Vec3 index{corner & 1 ? double(size[0] - 1) : 0.0,
                                     corner & 2 ? double(size[1] - 1) : 0.0,
                                     corner & 4 ? double(size[2] - 1) : 0.0};
            double d2 = 0.0;
            for (int r = 0; r < 3; ++r) {
                double pa = fa.ras[r][3], pb = fb.ras[r][3];
                for (int c = 0; c < 3; ++c) {
                    pa += fa.ras[r][c] * index[c];
                    pb += fb.ras[r][c] * index[c];
                }
                d2 += (pa - pb) * (pa - pb);
            }
            apart = std::max(apart, std::sqrt(d2));
        }
        if (!refused && apart <= tolMm)
            continue;
        worst = std::max(worst, apart);
        evidence.push_back(std::string(tool) + ": " + aName + " from its " + fa.form + ", " + bName +
                           " from its " + fb.form +
                           (refused ? ": the tool refuses one of them"
                                    : ": " + formatNumber(apart, 2) + " mm apart at the corners"));
    }
    if (evidence.empty())
        return std::nullopt;
    Finding f =
        makeFinding("compare.header_differs", Severity::Warning,
                    "ScanSleuth reads " + aName + " and " + bName +
                        " onto one grid, but their NIfTI headers differ: " + evidence.front() + ".",
                    "Write the prediction with the input image's header (same sform and qform, same codes).");
    f.measurements.push_back({"largest distance", worst, "mm"});
    f.evidence = std::move(evidence);
    return f;
}

} // namespace scansleuth::checks
