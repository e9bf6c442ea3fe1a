// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Where a SEG's frames go: on the reference image's grid when every frame lies on one of its slice planes
// (or on the planes continued past its ends) with its pixels on the image's pixel grid, else on a grid
// made from the frames themselves. The tolerances are in docs/dicom-seg.md.
#include "io/dicom/segplacementdetail.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace scansleuth::io::segplace {

namespace {

using volume::Vec3;

// A frame lies on a slice plane when within this distance of it: 0.01 mm, or 5% of the slice spacing.
double planeTolerance(double sliceSpacing)
{
    return std::max(0.01, 0.05 * sliceSpacing);
}
// A frame's pixel grid lies on the image's when its offset is within this fraction of a voxel of a whole one.
constexpr double kInPlaneTolerance = 0.05;
// Frame positions within this distance along the normal are one position of the SEG's own grid.
constexpr double kSamePositionMm = 0.01;

Vec3 sub(const Vec3& a, const Vec3& b)
{
    return {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
}

std::string mm(double v)
{
    return formatNumber(v, 3) + " mm";
}

// The coefficient a*x rounded to -1, 0 or 1 when within 2e-3 of one, else 2 (not a signed permutation).
int unitCoefficient(double v)
{
    const double r = std::round(v);
    return (std::abs(v - r) <= 2e-3 && std::abs(r) <= 1) ? static_cast<int>(r) : 2;
}

bool isSignedPermutation(const PixelAxes& a)
{
    const int m[2][2] = {{a.ci, a.ri}, {a.cj, a.rj}};
    for (const auto& row : m)
        for (int v : row)
            if (v == 2)
                return false;
    return (std::abs(a.ci) + std::abs(a.ri) == 1) && (std::abs(a.cj) + std::abs(a.rj) == 1) &&
           (std::abs(a.ci) + std::abs(a.cj) == 1);
}

struct RefAttempt
{
    Layout layout;
    bool ok = false;
    std::vector<std::string> why; // evidence when not ok
    double maxOffPlaneMm = 0;
    std::vector<std::string> offPlaneLines;
    int offPlaneFrames = 0;
};

// The distinct positions of the frames along `normal` (sorted, within kSamePositionMm).
std::vector<double> distinctPositions(const DicomSegObject& seg, const Vec3& normal)
{
    std::vector<double> d;
    for (const SegFrame& f : seg.frames)
        d.push_back(volume::dot(f.position, normal));
    std::sort(d.begin(), d.end());
    std::vector<double> u;
    for (double v : d)
        if (u.empty() || v - u.back() > kSamePositionMm)
            u.push_back(v);
    return u;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

std::vector<double> gaps(const std::vector<double>& u)
{
    std::vector<double> g;
    for (std::size_t i = 1; i < u.size(); ++i)
        g.push_back(u[i] - u[i - 1]);
    return g;
}

RefAttempt onReference(const DicomSegObject& seg, const FrameAxes& axes, const ReferenceImage& ref)
{
    RefAttempt out;
    const volume::Geometry& g = ref.geometry;
    const Vec3 a0 = volume::normalized(g.directionColumn(0)), a1 = volume::normalized(g.directionColumn(1)),
               a2 = volume::normalized(g.directionColumn(2));
    const double s0 = g.spacing[0], s1 = g.spacing[1], s2 = g.spacing[2];
    const std::int64_t nz = g.size[2];
    const double cosNormal = std::abs(volume::dot(axes.normal, a2));
    if (cosNormal < 0.9999) {
        out.why.push_back("the SEG's frames are at " +
                          formatNumber(std::acos(std::min(1.0, cosNormal)) * 180.0 / M_PI, 2) +
                          " deg to the image's slices");
        return out;
    }
    PixelAxes pa;
    pa.ci = unitCoefficient(axes.columnSpacing * volume::dot(axes.row, a0) / s0);
    pa.ri = unitCoefficient(axes.rowSpacing * volume::dot(axes.column, a0) / s0);
    pa.cj = unitCoefficient(axes.columnSpacing * volume::dot(axes.row, a1) / s1);
    pa.rj = unitCoefficient(axes.rowSpacing * volume::dot(axes.column, a1) / s1);
    if (!isSignedPermutation(pa)) {
        out.why.push_back("the SEG's pixels (" + formatNumber(axes.rowSpacing, 4) + " x " +
                          formatNumber(axes.columnSpacing, 4) +
                          " mm) do not lie on the image's pixel grid (" + formatNumber(s1, 4) + " x " +
                          formatNumber(s0, 4) + " mm, or its rows and columns)");
        return out;
    }
    // Slice planes: the stored positions when known (a tilted series is sheared), else the grid's.
    std::vector<Vec3> origins(static_cast<std::size_t>(nz));
    for (std::int64_t k = 0; k < nz; ++k)
        origins[static_cast<std::size_t>(k)] =
            ref.slicePositions.size() == static_cast<std::size_t>(nz)
                ? ref.slicePositions[static_cast<std::size_t>(k)]
                : volume::indexToPatient(g, {0, 0, static_cast<double>(k)});
    std::vector<double> D(static_cast<std::size_t>(nz));
    for (std::int64_t k = 0; k < nz; ++k)
        D[static_cast<std::size_t>(k)] =
            volume::dot(sub(origins[static_cast<std::size_t>(k)], origins[0]), a2);
    if (!std::is_sorted(D.begin(), D.end())) {
        out.why.push_back("the image's slices are not in order along its normal");
        return out;
    }
    const double tol = planeTolerance(s2);
    out.layout.geometry = g;
    out.layout.axes = pa;
    out.layout.frames.resize(seg.frames.size());
    bool inPlaneOk = true;
    double worstInPlane = 0;
    for (std::size_t f = 0; f < seg.frames.size(); ++f) {
        const SegFrame& fr = seg.frames[f];
        const double d = volume::dot(sub(fr.position, origins[0]), a2);
        FramePlace& p = out.layout.frames[f];
        p.alongNormalMm = d;
        Vec3 base;
        if (d < D.front() - tol || d > D.back() + tol) {
            // Beyond the image: on the planes continued at the grid's spacing.
            const bool below = d < D.front();
            const double from = below ? D.front() : D.back();
            const std::int64_t steps = std::llround((d - from) / s2);
            p.k = (below ? 0 : nz - 1) + steps;
            p.offPlaneMm = d - (from + static_cast<double>(steps) * s2);
            const Vec3& o = origins[below ? 0 : static_cast<std::size_t>(nz - 1)];
            base = {o[0] + a2[0] * steps * s2, o[1] + a2[1] * steps * s2, o[2] + a2[2] * steps * s2};
        } else {
            const auto it = std::lower_bound(D.begin(), D.end(), d);
            std::size_t k = static_cast<std::size_t>(it - D.begin());
            if (k == D.size())
                k = D.size() - 1;
            else if (k > 0 && d - D[k - 1] < D[k] - d)
                k = k - 1;
            p.k = static_cast<std::int64_t>(k);
            p.offPlaneMm = d - D[k];
            base = origins[k];
        }
        const double fi = volume::dot(sub(fr.position, base), a0) / s0;
        const double fj = volume::dot(sub(fr.position, base), a1) / s1;
        p.i0 = std::llround(fi);
        p.j0 = std::llround(fj);
        const double inPlane =
            std::max(std::abs(fi - static_cast<double>(p.i0)), std::abs(fj - static_cast<double>(p.j0)));
        worstInPlane = std::max(worstInPlane, inPlane);
        if (inPlane > kInPlaneTolerance)
            inPlaneOk = false;
        if (std::abs(p.offPlaneMm) > tol) {
            ++out.offPlaneFrames;
            if (std::abs(p.offPlaneMm) > out.maxOffPlaneMm)
                out.maxOffPlaneMm = std::abs(p.offPlaneMm);
            if (out.offPlaneLines.size() < 8)
                out.offPlaneLines.push_back(
                    "frame " + std::to_string(f + 1) + " (segment " + std::to_string(fr.segmentNumber) +
                    ") at " + mm(d) + " along the normal from slice 0; nearest slice " + std::to_string(p.k) +
                    " at " + mm(d - p.offPlaneMm) + ": " + (p.offPlaneMm > 0 ? "+" : "") + mm(p.offPlaneMm));
        }
    }
    if (!inPlaneOk)
        out.why.push_back("the SEG's pixel grid is shifted by up to " + formatNumber(worstInPlane, 3) +
                          " of a voxel from the image's");
    if (out.offPlaneFrames > 0)
        out.why.push_back(std::to_string(out.offPlaneFrames) + " of " + std::to_string(seg.frames.size()) +
                          " frames lie off the image's slice planes, by up to " + mm(out.maxOffPlaneMm));
    out.ok = out.why.empty();
    if (out.ok) {
        out.layout.onReference = true;
        out.layout.gridSource = "the referenced image " + ref.label;
    }
    return out;
}

Layout ownGrid(const DicomSegObject& seg, const FrameAxes& axes)
{
    Layout out;
    const std::vector<double> u = distinctPositions(seg, axes.normal);
    const std::vector<double> gp = gaps(u);
    double s2 = 0;
    bool regular = true;
    std::int64_t nz = static_cast<std::int64_t>(u.size());
    if (u.size() == 1) {
        const SegFrame& f = seg.frames.front();
        s2 = f.spacingBetweenSlices > 0 ? f.spacingBetweenSlices
                                        : (f.sliceThickness > 0 ? f.sliceThickness : 1.0);
    } else {
        const double gmin = *std::min_element(gp.begin(), gp.end());
        double sum = 0;
        int n = 0;
        std::int64_t steps = 0;
        for (double v : gp) {
            const double q = v / gmin;
            if (std::abs(q - std::round(q)) > 0.02)
                regular = false;
            steps += std::llround(q);
            sum += v;
            n += static_cast<int>(std::llround(q));
        }
        // Sparse frames on a regular grid: the grid's spacing is the smallest gap (averaged over all steps).
        if (regular && steps <= 4 * static_cast<std::int64_t>(u.size()) + 16) {
            s2 = sum / n;
            nz = steps + 1;
        } else {
            regular = false;
            s2 = (u.back() - u.front()) / static_cast<double>(u.size() - 1);
        }
    }
    // The frame nearest the start along the normal gives the origin; others may be shifted in plane.
    std::size_t first = 0;
    for (std::size_t f = 1; f < seg.frames.size(); ++f)
        if (volume::dot(seg.frames[f].position, axes.normal) <
            volume::dot(seg.frames[first].position, axes.normal))
            first = f;
    const Vec3 o = seg.frames[first].position;
    out.frames.resize(seg.frames.size());
    std::int64_t minI = 0, maxI = 0, minJ = 0, maxJ = 0;
    double worstDeviation = 0;
    for (std::size_t f = 0; f < seg.frames.size(); ++f) {
        const Vec3 d = sub(seg.frames[f].position, o);
        FramePlace& p = out.frames[f];
        p.alongNormalMm = volume::dot(d, axes.normal);
        if (regular) {
            p.k = std::llround(p.alongNormalMm / s2);
        } else {
            const auto it =
                std::lower_bound(u.begin(), u.end(), u.front() + p.alongNormalMm - kSamePositionMm);
            p.k = static_cast<std::int64_t>(it - u.begin());
        }
        p.offPlaneMm = p.alongNormalMm - static_cast<double>(p.k) * s2;
        worstDeviation = std::max(worstDeviation, std::abs(p.offPlaneMm));
        p.i0 = std::llround(volume::dot(d, axes.row) / axes.columnSpacing);
        p.j0 = std::llround(volume::dot(d, axes.column) / axes.rowSpacing);
        minI = std::min(minI, p.i0), maxI = std::max(maxI, p.i0);
        minJ = std::min(minJ, p.j0), maxJ = std::max(maxJ, p.j0);
    }
    for (FramePlace& p : out.frames)
        p.i0 -= minI, p.j0 -= minJ;
    volume::Geometry& g = out.geometry;
    g.size = {seg.columns + (maxI - minI), seg.rows + (maxJ - minJ), std::max<std::int64_t>(nz, 1)};
    g.spacing = {axes.columnSpacing, axes.rowSpacing, s2};
    for (int r = 0; r < 3; ++r) {
        g.direction[static_cast<std::size_t>(r)] = {axes.row[static_cast<std::size_t>(r)],
                                                    axes.column[static_cast<std::size_t>(r)],
                                                    axes.normal[static_cast<std::size_t>(r)]};
        g.origin[static_cast<std::size_t>(r)] =
            o[static_cast<std::size_t>(r)] +
            static_cast<double>(minI) * axes.columnSpacing * axes.row[static_cast<std::size_t>(r)] +
            static_cast<double>(minJ) * axes.rowSpacing * axes.column[static_cast<std::size_t>(r)];
    }
    out.gridSource =
        "the SEG's own frames (" + std::to_string(u.size()) + (u.size() == 1 ? " position" : " positions") +
        (u.size() > 1 ? ", " + formatNumber(s2, 3) + " mm apart" : std::string()) +
        (regular && nz > static_cast<std::int64_t>(u.size()) ? ", on " + std::to_string(nz) + " slices"
                                                             : std::string()) +
        ")";
    if (!regular) {
        Finding f = makeFinding(
            "seg.uneven_frame_spacing", Severity::Warning,
            "The SEG's frames are unevenly spaced (" + std::to_string(u.size()) +
                " positions), so its own grid places them up to " + mm(worstDeviation) +
                " from where they are stored.",
            "Open the SEG with the image it references, whose slice positions place each frame exactly.");
        f.measurements.push_back({"max_deviation", worstDeviation, "mm"});
        f.measurements.push_back({"max_deviation_voxels", s2 > 0 ? worstDeviation / s2 : 0, "voxels"});
        std::vector<std::string> gapText;
        for (double v : gp)
            gapText.push_back(formatNumber(v, 3));
        f.evidence.push_back("gaps between frame positions (mm): " + join(gapText, ", "));
        out.findings.push_back(std::move(f));
    }
    return out;
}

Finding offPlaneFinding(const DicomSegObject& seg, const ReferenceImage& ref, const RefAttempt& attempt)
{
    const volume::Geometry& g = ref.geometry;
    const std::vector<double> u = distinctPositions(seg, volume::normalized(g.directionColumn(2)));
    const double segGap = median(gaps(u));
    std::vector<double> refPositions;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        refPositions.push_back(volume::dot(ref.slicePositions.size() == static_cast<std::size_t>(g.size[2])
                                               ? ref.slicePositions[static_cast<std::size_t>(k)]
                                               : volume::indexToPatient(g, {0, 0, static_cast<double>(k)}),
                                           volume::normalized(g.directionColumn(2))));
    std::sort(refPositions.begin(), refPositions.end());
    const double refGap = median(gaps(refPositions));
    double segSpacingTag = 0;
    for (const SegFrame& f : seg.frames)
        if (f.spacingBetweenSlices > 0)
            segSpacingTag = f.spacingBetweenSlices;
    const bool fromThickness = u.size() > 1 && ref.sliceThickness > 0 &&
                               std::abs(segGap - ref.sliceThickness) <= 0.01 &&
                               std::abs(refGap - ref.sliceThickness) > 0.01;
    std::string message = std::to_string(attempt.offPlaneFrames) + " of " +
                          std::to_string(seg.frames.size()) + " SEG frames lie off the slice planes of " +
                          ref.label + ", by up to " + mm(attempt.maxOffPlaneMm) + " (" +
                          formatNumber(attempt.maxOffPlaneMm / g.spacing[2], 2) + " slices)";
    if (fromThickness)
        message += ": the SEG's frames are " + mm(segGap) +
                   " apart, the image's SliceThickness, while its slices are " + mm(refGap) + " apart";
    message += ".";
    Finding f = makeFinding(
        "seg.frames_off_slice_planes", Severity::Warning, message,
        fromThickness
            ? "Rewrite the SEG with each frame's ImagePositionPatient copied from the slice it was drawn on "
              "(the writer took SliceThickness for the spacing between slices)."
            : "Rewrite the SEG with each frame's ImagePositionPatient copied from the slice it was drawn on, "
              "or check that it belongs to this image.");
    f.measurements.push_back({"max_offset", attempt.maxOffPlaneMm, "mm"});
    f.measurements.push_back({"max_offset_voxels", attempt.maxOffPlaneMm / g.spacing[2], "voxels"});
    f.measurements.push_back({"frames_off_plane", static_cast<double>(attempt.offPlaneFrames), ""});
    if (u.size() > 1)
        f.measurements.push_back({"seg_frame_spacing", segGap, "mm"});
    f.measurements.push_back({"image_slice_spacing", refGap, "mm"});
    if (ref.sliceThickness > 0)
        f.measurements.push_back({"image_slice_thickness", ref.sliceThickness, "mm"});
    if (segSpacingTag > 0)
        f.evidence.push_back("the SEG's SpacingBetweenSlices: " + mm(segSpacingTag));
    f.evidence.insert(f.evidence.end(), attempt.offPlaneLines.begin(), attempt.offPlaneLines.end());
    return f;
}

} // namespace

Result<FrameAxes> frameAxes(const DicomSegObject& seg)
{
    if (seg.frames.empty())
        return makeError(ErrorKind::Corrupt, "The SEG has no frames.", seg.path);
    FrameAxes a;
    const SegFrame& f0 = seg.frames.front();
    for (const SegFrame& f : seg.frames) {
        const std::string where = seg.path + ": frame " + std::to_string(f.index + 1);
        if (!f.hasPosition)
            return makeError(ErrorKind::Corrupt,
                             "A frame of the SEG has no plane position, so the SEG cannot be placed.",
                             where + ": no PlanePositionSequence ImagePositionPatient");
        // Beyond 100 m from the scanner's origin (as the DICOM reader's limit) a position is not believable,
        // and would overflow the voxel offsets.
        if (std::abs(f.position[0]) > 1e5 || std::abs(f.position[1]) > 1e5 || std::abs(f.position[2]) > 1e5)
            return makeError(ErrorKind::Corrupt,
                             "A frame of the SEG has no usable plane position, so the SEG cannot be placed.",
                             where + ": ImagePositionPatient beyond 100 m");
        const Vec3 r{f.orientation[0], f.orientation[1], f.orientation[2]};
        const Vec3 c{f.orientation[3], f.orientation[4], f.orientation[5]};
        if (std::abs(volume::norm(r) - 1) > 1e-2 || std::abs(volume::norm(c) - 1) > 1e-2 ||
            std::abs(volume::dot(r, c)) > 1e-2)
            return makeError(ErrorKind::Corrupt,
                             "A frame of the SEG has no usable orientation, so the SEG cannot be placed.",
                             where + ": ImageOrientationPatient");
        if (!(f.pixelSpacing[0] > 0 && f.pixelSpacing[1] > 0 && f.pixelSpacing[0] < 1e3 &&
              f.pixelSpacing[1] < 1e3))
            return makeError(ErrorKind::Corrupt,
                             "A frame of the SEG has no usable pixel spacing, so the SEG cannot be placed.",
                             where + ": PixelSpacing");
        for (std::size_t i = 0; i < 6; ++i)
            if (std::abs(f.orientation[i] - f0.orientation[i]) > 1e-4)
                return makeError(
                    ErrorKind::Unsupported,
                    "The SEG's frames lie in different orientations; ScanSleuth places only stacks of "
                    "parallel frames.",
                    where);
        for (std::size_t i = 0; i < 2; ++i)
            if (std::abs(f.pixelSpacing[i] - f0.pixelSpacing[i]) > 1e-4 * f0.pixelSpacing[i])
                return makeError(
                    ErrorKind::Unsupported,
                    "The SEG's frames have different pixel spacings; ScanSleuth places only frames of "
                    "one pixel grid.",
                    where);
    }
    a.row = volume::normalized({f0.orientation[0], f0.orientation[1], f0.orientation[2]});
    a.column = volume::normalized({f0.orientation[3], f0.orientation[4], f0.orientation[5]});
    a.normal = volume::normalized(volume::cross(a.row, a.column));
    a.rowSpacing = f0.pixelSpacing[0];
    a.columnSpacing = f0.pixelSpacing[1];
    return a;
}

Result<Layout> chooseLayout(const DicomSegObject& seg, const FrameAxes& axes, const ReferenceImage* reference)
{
    if (!reference || !volume::isUsable(reference->geometry) || reference->geometry.voxelCount() <= 0) {
        Layout own = ownGrid(seg, axes);
        Finding f = makeFinding("seg.own_grid", Severity::Info,
                                "The SEG is shown on its own grid, " + own.gridSource +
                                    ", because no image it references was given.",
                                "Open the SEG together with the image series it references.");
        own.findings.insert(own.findings.begin(), std::move(f));
        return own;
    }
    RefAttempt attempt = onReference(seg, axes, *reference);
    if (attempt.ok)
        return std::move(attempt.layout);
    Layout own = ownGrid(seg, axes);
    own.gridSource += ", not " + reference->label + "'s: " + join(attempt.why, "; ");
    if (attempt.offPlaneFrames > 0)
        own.findings.insert(own.findings.begin(), offPlaneFinding(seg, *reference, attempt));
    const bool gridDiffers = attempt.offPlaneFrames == 0 || attempt.why.size() > 1;
    if (gridDiffers) {
        Finding f =
            makeFinding("seg.grid_differs", Severity::Warning,
                        "The SEG's frames do not lie on the pixel grid of " + reference->label + ": " +
                            join(attempt.why, "; ") + ".",
                        "Resample the segmentation onto the image before comparing voxels, or check that it "
                        "belongs to this image.");
        f.evidence = attempt.why;
        own.findings.insert(own.findings.begin(), std::move(f));
    }
    return own;
}

} // namespace scansleuth::io::segplace
