// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
//
// Rasterising RTSTRUCT contours: the rule and its tolerances are in docs/rtstruct.md.
#include "io/dicom/rtstructraster.h"
#include "base/numberformat.h"
#include "base/parallel.h"
#include "io/dicom/rtstructfill.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace scansleuth::io {

namespace {

using volume::Vec3;

// Points within this many pixels of a contour's edge count as on it (inside).
constexpr double kEdgeEpsPixels = 1e-3;
// A vertex within this many pixels of a voxel centre (in both in-plane axes) lies "on" it.
constexpr double kCentreEpsPixels = 0.02;
// Off-plane tolerance: 0.1 mm, or a tenth of the slice spacing when that is smaller.
constexpr double kPlaneToleranceMm = 0.1;

Vec3 sub(const Vec3& a, const Vec3& b)
{
    return {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
}

Vec3 mul(const volume::Mat3& m, const Vec3& v)
{
    return {m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2]};
}

std::string mm(double v)
{
    return formatNumber(v, 3) + " mm";
}

std::string roiName(const SegmentFacts& s)
{
    return "ROI " + std::to_string(s.number) + " '" + s.label + "'";
}

// One ROI's polygons on one slice, and what filling them gave.
struct Bucket
{
    std::size_t roi = 0; // index into rt.segments
    std::int64_t slice = 0;
    std::vector<rtfill::Polygon2> polygons;
    std::vector<rtfill::Run> runs;
    double areaPixels = 0;  // even-odd area of the polygons
    double perimeterMm = 0; // summed edge lengths
};

struct RoiStats
{
    std::size_t vertices = 0, onCentres = 0, onBorders = 0;
    int contoursPlaced = 0, contoursOffPlane = 0, contoursNotPlaced = 0;
};

// Paints every bucket into the map of its ROI's colour; returns the pairs (by ROI index) that met in one map.
template <typename T>
Result<std::set<std::pair<std::size_t, std::size_t>>>
paint(std::vector<volume::Volume>& maps, const std::vector<Bucket>& buckets,
      const std::vector<std::vector<std::size_t>>& bySlice, const std::vector<int>& colour,
      const std::vector<int>& numbers)
{
    const auto& g = maps.front().geometry();
    const std::int64_t plane = g.size[0] * g.size[1];
    std::vector<std::set<std::pair<std::size_t, std::size_t>>> met(bySlice.size());
    std::unordered_map<int, std::size_t> indexOf;
    for (std::size_t r = 0; r < numbers.size(); ++r)
        indexOf.emplace(numbers[r], r);
    ParallelOptions opt;
    opt.task = "rasterise the RTSTRUCT";
    const Status st = forEachIndex(
        bySlice.size(),
        [&](std::size_t s) {
            for (std::size_t b : bySlice[s]) {
                const Bucket& bucket = buckets[b];
                const T value = static_cast<T>(numbers[bucket.roi]);
                T* base = maps[static_cast<std::size_t>(colour[bucket.roi])].voxels<T>().data() +
                          plane * bucket.slice;
                for (const rtfill::Run& run : bucket.runs) {
                    T* row = base + g.size[0] * run.row;
                    for (std::int32_t i = run.first; i <= run.last; ++i) {
                        const T v = row[i];
                        if (v != 0 && v != value) {
                            const std::size_t other = indexOf.at(static_cast<int>(v));
                            met[s].insert({std::min(other, bucket.roi), std::max(other, bucket.roi)});
                        }
                        row[i] = value;
                    }
                }
            }
        },
        opt);
    if (!st.ok())
        return st.error();
    std::set<std::pair<std::size_t, std::size_t>> all;
    for (auto& m : met)
        all.insert(m.begin(), m.end());
    return all;
}

} // namespace

Result<PlacedSegmentation> rasteriseRtStruct(const DicomSegObject& rt, const ReferenceImage& reference)
{
    const volume::Geometry& g = reference.geometry;
    if (const std::string why = volume::geometryProblem(g);
        !why.empty() || g.size[0] <= 0 || g.size[1] <= 0 || g.size[2] <= 0)
        return makeError(
            ErrorKind::Invalid,
            why.empty()
                ? "The image " + reference.label + " has no grid the RTSTRUCT can be drawn on (it is empty)."
                : "The image " + reference.label + " has no grid the RTSTRUCT can be drawn on: " + why + ".",
            reference.path);
    if (g.size[0] > std::numeric_limits<std::int32_t>::max() / 2 ||
        g.size[1] > std::numeric_limits<std::int32_t>::max() / 2)
        return makeError(ErrorKind::TooLarge,
                         "The image " + reference.label + " is too wide to draw contours on.",
                         reference.path);

    // ROI numbers become voxel values: 1..255 in uint8, up to 65535 in uint16; others are refused.
    std::set<int> withContours;
    for (const RtContour& c : rt.contours)
        withContours.insert(c.roiNumber);
    int maxNumber = 0;
    std::vector<int> numbers;
    std::unordered_map<int, std::size_t> roiIndex;
    for (std::size_t r = 0; r < rt.segments.size(); ++r) {
        const int n = rt.segments[r].number;
        if (withContours.count(n) && (n < 1 || n > 65535))
            return makeError(
                ErrorKind::Unsupported,
                "ROI number " + std::to_string(n) + " ('" + rt.segments[r].label +
                    "') cannot be a label value: ScanSleuth stores ROI numbers 1 to 65535 as the "
                    "voxel values of its label maps.",
                rt.path);
        numbers.push_back(n);
        roiIndex.emplace(n, r);
        if (n >= 1 && n <= 65535)
            maxNumber = std::max(maxNumber, n);
    }

    PlacedSegmentation out;
    out.geometry = g;
    out.onReferenceGrid = true;
    out.gridSource = "the referenced image " + reference.label;
    Findings& findings = out.findings;

    // The image's slice planes: in-plane axes u, v (the grid's first two directions), normal n = u x v
    // pointing along the third axis; slice k's plane passes through its stored position (gantry tilt: sheared
    // slices).
    const std::int64_t nx = g.size[0], ny = g.size[1], nz = g.size[2];
    const Vec3 u = g.directionColumn(0), v = g.directionColumn(1);
    Vec3 n = volume::normalized(volume::cross(u, v));
    if (volume::dot(n, g.directionColumn(2)) < 0)
        n = {-n[0], -n[1], -n[2]};
    volume::Mat3 toPlane{};
    for (int r = 0; r < 3; ++r) {
        toPlane[r][0] = u[r] * g.spacing[0];
        toPlane[r][1] = v[r] * g.spacing[1];
        toPlane[r][2] = n[r];
    }
    const auto inv = volume::inverse(toPlane);
    if (!inv)
        return makeError(ErrorKind::Invalid,
                         "The image " + reference.label + "'s slice plane cannot be inverted.",
                         reference.path);
    std::vector<Vec3> origins(static_cast<std::size_t>(nz));
    bool stored = reference.slicePositions.size() == static_cast<std::size_t>(nz);
    for (const Vec3& p : reference.slicePositions)
        stored = stored && std::isfinite(p[0]) && std::isfinite(p[1]) && std::isfinite(p[2]);
    for (std::int64_t k = 0; k < nz; ++k)
        origins[k] = stored ? reference.slicePositions[k]
                            : volume::indexToPatient(g, {0.0, 0.0, static_cast<double>(k)});
    std::vector<std::pair<double, std::int64_t>> along; // (position along n, slice), sorted
    along.reserve(origins.size());
    for (std::int64_t k = 0; k < nz; ++k)
        along.push_back({volume::dot(sub(origins[k], origins[0]), n), k});
    std::sort(along.begin(), along.end());
    const double spacingN =
        nz > 1 ? (along.back().first - along.front().first) / static_cast<double>(nz - 1) : g.spacing[2];
    const double sliceStep = spacingN > 0 ? spacingN : g.spacing[2];
    const double tolerance = std::min(kPlaneToleranceMm, 0.1 * sliceStep);
    const double reach = std::max(0.5 * sliceStep, tolerance);

    // Which slice holds which SOP instance (when the image knows its instances).
    std::unordered_map<std::string, std::int64_t> sopSlice;
    for (std::size_t k = 0; k < reference.sliceSopInstanceUids.size(); ++k)
        if (!reference.sliceSopInstanceUids[k].empty())
            sopSlice.emplace(reference.sliceSopInstanceUids[k], static_cast<std::int64_t>(k));
    const bool knowsSops = !sopSlice.empty();

    // Place each contour.
    std::vector<Bucket> buckets;
    std::unordered_map<std::int64_t, std::size_t> bucketOf;
    std::vector<RoiStats> stats(rt.segments.size());
    std::map<std::string, int> unfilled; // geometric type -> contours
    std::map<std::string, std::set<int>> unfilledRois;
    int offPlane = 0, notPlacedOutside = 0, notPlacedGap = 0, notPlanar = 0, beyondInPlane = 0, placed = 0,
        closedTotal = 0;
    double maxOff = 0, maxNotPlacedOff = 0, maxSpread = 0, maxBeyondMm = 0;
    std::vector<std::string> offExamples, notPlacedExamples, beyondExamples;
    std::set<std::string> missingSops;
    int contoursMissingSop = 0, contoursMissingSopPlaced = 0, sopSliceMismatch = 0;
    std::vector<std::string> sopMismatchExamples;
    for (std::size_t ci = 0; ci < rt.contours.size(); ++ci) {
        const RtContour& c = rt.contours[ci];
        const auto ri = roiIndex.find(c.roiNumber);
        if (ri == roiIndex.end())
            continue;
        const std::size_t roi = ri->second;
        const bool closed = c.geometricType == "CLOSED_PLANAR" || c.geometricType == "CLOSEDPLANAR_XOR";
        if (!closed) {
            ++unfilled[c.geometricType.empty() ? std::string("(no type)") : c.geometricType];
            unfilledRois[c.geometricType.empty() ? std::string("(no type)") : c.geometricType].insert(
                c.roiNumber);
            continue;
        }
        if (c.points.size() < 3)
            continue; // the reader said so (rtstruct.contour_too_few_points)
        ++closedTotal;
        const std::string where = roiName(rt.segments[roi]) + " contour " + std::to_string(ci + 1);
        double lo = std::numeric_limits<double>::infinity(), hi = -lo, sum = 0;
        for (const Vec3& p : c.points) {
            const double d = volume::dot(sub(p, origins[0]), n);
            lo = std::min(lo, d);
            hi = std::max(hi, d);
            sum += d;
        }
        const double mean = sum / static_cast<double>(c.points.size());
        auto it = std::lower_bound(along.begin(), along.end(), std::make_pair(mean, std::int64_t{-1}));
        if (it == along.end() ||
            (it != along.begin() && std::fabs(std::prev(it)->first - mean) < std::fabs(it->first - mean)))
            it = it == along.begin() ? it : std::prev(it);
        const std::int64_t k = it->second;
        const double off = mean - it->first;
        // References to SOP instances the image does not hold.
        bool refMissing = false;
        if (knowsSops)
            for (const std::string& sop : c.referencedSopInstanceUids) {
                const auto s = sopSlice.find(sop);
                if (s == sopSlice.end()) {
                    refMissing = true;
                    missingSops.insert(sop);
                } else if (std::fabs(off) <= reach && s->second != k) {
                    ++sopSliceMismatch;
                    if (sopMismatchExamples.size() < 5)
                        sopMismatchExamples.push_back(where + ": references slice " +
                                                      std::to_string(s->second) + ", lies on slice " +
                                                      std::to_string(k));
                }
            }
        if (refMissing)
            ++contoursMissingSop;
        if (std::fabs(off) > reach) {
            const bool outside = mean < along.front().first - reach || mean > along.back().first + reach;
            (outside ? notPlacedOutside : notPlacedGap) += 1;
            ++stats[roi].contoursNotPlaced;
            maxNotPlacedOff = std::max(maxNotPlacedOff, std::fabs(off));
            if (notPlacedExamples.size() < 5)
                notPlacedExamples.push_back(where + ": " + mm(std::fabs(off)) + " from slice " +
                                            std::to_string(k) +
                                            (outside ? " (beyond the image's first or last slice)"
                                                     : " (between slices: a slice is missing there)"));
            continue;
        }
        if (refMissing)
            ++contoursMissingSopPlaced;
        if (std::fabs(off) > tolerance) {
            ++offPlane;
            ++stats[roi].contoursOffPlane;
            if (offExamples.size() < 5)
                offExamples.push_back(where + ": " + mm(off) + " off slice " + std::to_string(k));
        }
        maxOff = std::max(maxOff, std::fabs(off));
        if (hi - lo > 2 * tolerance) {
            ++notPlanar;
            maxSpread = std::max(maxSpread, hi - lo);
        }
        // In-plane pixel coordinates on slice k.
        rtfill::Polygon2 poly;
        poly.reserve(c.points.size());
        double beyond = 0;
        RoiStats& rs = stats[roi];
        for (const Vec3& p : c.points) {
            const Vec3 q = mul(*inv, sub(p, origins[k]));
            poly.push_back({q[0], q[1]});
            beyond = std::max({beyond, -0.5 - q[0], q[0] - (nx - 0.5), -0.5 - q[1], q[1] - (ny - 0.5)});
            ++rs.vertices;
            const double fx = std::fabs(q[0] - std::round(q[0])), fy = std::fabs(q[1] - std::round(q[1]));
            if (fx <= kCentreEpsPixels && fy <= kCentreEpsPixels)
                ++rs.onCentres;
            else if (std::fabs(fx - 0.5) <= kCentreEpsPixels || std::fabs(fy - 0.5) <= kCentreEpsPixels)
                ++rs.onBorders;
        }
        if (beyond > 0) {
            ++beyondInPlane;
            const double b = beyond * std::min(g.spacing[0], g.spacing[1]);
            maxBeyondMm = std::max(maxBeyondMm, b);
            if (beyondExamples.size() < 5)
                beyondExamples.push_back(where + ": up to " + mm(b) + " beyond the image's edge on slice " +
                                         std::to_string(k));
        }
        ++placed;
        ++rs.contoursPlaced;
        const std::int64_t key = static_cast<std::int64_t>(roi) * nz + k;
        auto [b, fresh] = bucketOf.emplace(key, buckets.size());
        if (fresh) {
            Bucket nb;
            nb.roi = roi;
            nb.slice = k;
            buckets.push_back(std::move(nb));
        }
        buckets[b->second].polygons.push_back(std::move(poly));
    }

    // Fill every (ROI, slice) on the worker threads.
    {
        ParallelOptions opt;
        opt.task = "rasterise the RTSTRUCT";
        const double sx = g.spacing[0], sy = g.spacing[1];
        const Status st = forEachIndex(
            buckets.size(),
            [&](std::size_t b) {
                Bucket& bucket = buckets[b];
                rtfill::fillEvenOdd(bucket.polygons, static_cast<int>(nx), static_cast<int>(ny),
                                    kEdgeEpsPixels, bucket.runs);
                bucket.areaPixels = rtfill::evenOddArea(bucket.polygons);
                for (const auto& p : bucket.polygons)
                    for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++)
                        bucket.perimeterMm += std::hypot((p[i].x - p[j].x) * sx, (p[i].y - p[j].y) * sy);
                bucket.polygons.clear();
                bucket.polygons.shrink_to_fit();
            },
            opt);
        if (!st.ok())
            return st.error();
    }

    // Paint: all ROIs into one map; ROIs that meet go to different maps (greedy colouring in stored order),
    // repeated until no two ROIs of one map meet.
    const bool wide = maxNumber > 255;
    const volume::PixelType type = wide ? volume::PixelType::UInt16 : volume::PixelType::UInt8;
    std::vector<std::vector<std::size_t>> bySliceIdx(static_cast<std::size_t>(nz));
    for (std::size_t b = 0; b < buckets.size(); ++b)
        bySliceIdx[static_cast<std::size_t>(buckets[b].slice)].push_back(b);
    for (auto& list : bySliceIdx)
        std::sort(list.begin(), list.end(),
                  [&](std::size_t a, std::size_t b) { return buckets[a].roi < buckets[b].roi; });
    std::vector<std::vector<std::size_t>> bySlice;
    for (auto& list : bySliceIdx)
        if (!list.empty())
            bySlice.push_back(std::move(list));
    std::vector<int> colour(rt.segments.size(), 0);
    std::set<std::pair<std::size_t, std::size_t>> overlaps;
    for (int round = 0;; ++round) {
        int mapCount = 1;
        for (int c : colour)
            mapCount = std::max(mapCount, c + 1);
        out.labelMaps.clear();
        for (int m = 0; m < mapCount; ++m) {
            auto vol = volume::Volume::allocate(type, g);
            if (!vol)
                return vol.error();
            std::memset(vol.value().bytes(), 0, vol.value().byteCount());
            out.labelMaps.push_back(std::move(vol.value()));
        }
        auto met = wide ? paint<std::uint16_t>(out.labelMaps, buckets, bySlice, colour, numbers)
                        : paint<std::uint8_t>(out.labelMaps, buckets, bySlice, colour, numbers);
        if (!met)
            return met.error();
        if (met.value().empty() || round > 64)
            break;
        overlaps.insert(met.value().begin(), met.value().end());
        std::vector<std::set<std::size_t>> adjacent(rt.segments.size());
        for (const auto& [a, b] : overlaps) {
            adjacent[a].insert(b);
            adjacent[b].insert(a);
        }
        for (std::size_t r = 0; r < rt.segments.size(); ++r) {
            std::set<int> used;
            for (std::size_t o : adjacent[r])
                if (o < r)
                    used.insert(colour[o]);
            int c = 0;
            while (used.count(c))
                ++c;
            colour[r] = c;
        }
    }
    out.groups.assign(out.labelMaps.size(), {});
    for (std::size_t r = 0; r < rt.segments.size(); ++r)
        if (numbers[r] >= 1 && numbers[r] <= 65535)
            out.groups[static_cast<std::size_t>(colour[r])].push_back(numbers[r]);

    // --- Reference findings ---
    if (!reference.frameOfReferenceUid.empty() && !rt.referencedFrameOfReferenceUid.empty() &&
        reference.frameOfReferenceUid != rt.referencedFrameOfReferenceUid) {
        Finding f = makeFinding(
            "rtstruct.frame_of_reference_mismatch", Severity::Warning,
            "The RTSTRUCT's contours are in Frame of Reference " + rt.referencedFrameOfReferenceUid +
                ", the image " + reference.label + " in " + reference.frameOfReferenceUid +
                ": the two need not share patient coordinates; the contours are drawn as if they did.",
            "Check that this is the image the structures were drawn on; after a registration, use the "
            "registered image or resample the structures with the registration.");
        f.evidence = {"RTSTRUCT ReferencedFrameOfReferenceUID: " + rt.referencedFrameOfReferenceUid,
                      "image FrameOfReferenceUID: " + reference.frameOfReferenceUid};
        findings.push_back(std::move(f));
    }
    if (!reference.seriesInstanceUid.empty() && !rt.referencedSeriesUid.empty() &&
        reference.seriesInstanceUid != rt.referencedSeriesUid) {
        Finding f =
            makeFinding("rtstruct.series_mismatch", Severity::Warning,
                        "The RTSTRUCT references series " + rt.referencedSeriesUid + ", not the image " +
                            reference.label + " (series " + reference.seriesInstanceUid + ").",
                        "Open the RTSTRUCT with the series it references (--reference), or check that "
                        "this series is a copy of it.");
        f.evidence = {"referenced series: " + rt.referencedSeriesUid,
                      "image series: " + reference.seriesInstanceUid};
        findings.push_back(std::move(f));
    }
    if (knowsSops) {
        for (const std::string& sop : rt.referencedSopInstanceUids)
            if (!sopSlice.count(sop))
                missingSops.insert(sop);
        if (!missingSops.empty()) {
            Finding f = makeFinding(
                "rtstruct.referenced_slices_missing", Severity::Warning,
                std::to_string(missingSops.size()) + " slices the RTSTRUCT references are not in the image " +
                    reference.label + "; " + std::to_string(contoursMissingSop) +
                    " contours reference them, " + std::to_string(contoursMissingSopPlaced) +
                    " of which lie on a slice plane of the image and are drawn, " +
                    std::to_string(contoursMissingSop - contoursMissingSopPlaced) + " are not.",
                "Add the missing slices to the folder (the series is incomplete), or open the RTSTRUCT with "
                "the "
                "series it was drawn on.");
            f.measurements = {{"missing_slices", static_cast<double>(missingSops.size()), ""},
                              {"contours_referencing_missing", static_cast<double>(contoursMissingSop), ""},
                              {"contours_drawn_anyway", static_cast<double>(contoursMissingSopPlaced), ""}};
            for (const std::string& s : missingSops) {
                if (f.evidence.size() >= 5) {
                    f.evidence.push_back("... and " + std::to_string(missingSops.size() - 5) + " more");
                    break;
                }
                f.evidence.push_back("SOPInstanceUID " + s);
            }
            findings.push_back(std::move(f));
        }
        if (sopSliceMismatch > 0) {
            Finding f =
                makeFinding("rtstruct.contour_slice_reference_mismatch", Severity::Info,
                            std::to_string(sopSliceMismatch) +
                                " contours reference one slice but lie in the plane of another; they are "
                                "drawn where they lie.",
                            "Trust the geometry; the writer's image references are stale.");
            f.measurements = {{"contours", static_cast<double>(sopSliceMismatch), ""}};
            f.evidence = sopMismatchExamples;
            findings.push_back(std::move(f));
        }
    }
    // --- Placement findings ---
    const double voxelN = sliceStep > 0 ? sliceStep : 1.0;
    if (offPlane > 0) {
        Finding f = makeFinding("rtstruct.contours_off_slice_planes", Severity::Warning,
                                std::to_string(offPlane) + " contours lie off every slice plane of " +
                                    reference.label + " by up to " + mm(maxOff) + " (" +
                                    formatNumber(maxOff / voxelN, 3) + " slices; tolerance " + mm(tolerance) +
                                    "); each is drawn on its nearest slice.",
                                "Check that the RTSTRUCT was drawn on this series (slice positions, not only "
                                "the Frame of Reference); "
                                "a shift that is the same for every contour is a z offset between the two.");
        f.measurements = {{"contours", static_cast<double>(offPlane), ""},
                          {"max_offset", maxOff, "mm"},
                          {"max_offset", maxOff / voxelN, "voxels"},
                          {"tolerance", tolerance, "mm"}};
        f.evidence = offExamples;
        findings.push_back(std::move(f));
    }
    if (notPlacedOutside + notPlacedGap > 0) {
        const int np = notPlacedOutside + notPlacedGap;
        Finding f = makeFinding(
            "rtstruct.contours_not_placed", placed == 0 ? Severity::Error : Severity::Warning,
            std::to_string(np) + " of " + std::to_string(closedTotal) +
                " closed contours lie on no slice of " + reference.label + " (" +
                std::to_string(notPlacedOutside) + " beyond its first or last slice, " +
                std::to_string(notPlacedGap) + " between slices, up to " + mm(maxNotPlacedOff) +
                " from the nearest) and are not drawn" + (placed == 0 ? ": nothing could be drawn." : "."),
            "Open the RTSTRUCT with the series it references; if that is this one, its slices are "
            "incomplete.");
        f.measurements = {{"contours", static_cast<double>(np), ""},
                          {"beyond_image", static_cast<double>(notPlacedOutside), ""},
                          {"between_slices", static_cast<double>(notPlacedGap), ""},
                          {"max_offset", maxNotPlacedOff, "mm"},
                          {"max_offset", maxNotPlacedOff / voxelN, "voxels"}};
        f.evidence = notPlacedExamples;
        for (std::size_t r = 0; r < rt.segments.size(); ++r)
            if (stats[r].contoursNotPlaced > 0)
                f.evidence.push_back(roiName(rt.segments[r]) + ": " +
                                     std::to_string(stats[r].contoursNotPlaced) + " not drawn, " +
                                     std::to_string(stats[r].contoursPlaced) + " drawn");
        findings.push_back(std::move(f));
    }
    if (notPlanar > 0) {
        Finding f = makeFinding("rtstruct.contour_not_planar", Severity::Warning,
                                std::to_string(notPlanar) +
                                    " closed contours are not flat in the image's slice "
                                    "planes (their points spread " +
                                    mm(maxSpread) +
                                    " along the slice normal); each is drawn on the slice of "
                                    "its mean position.",
                                "Check that the image's orientation is the one the contours were drawn on.");
        f.measurements = {{"contours", static_cast<double>(notPlanar), ""}, {"max_spread", maxSpread, "mm"}};
        findings.push_back(std::move(f));
    }
    if (beyondInPlane > 0) {
        Finding f = makeFinding(
            "rtstruct.contours_beyond_image", Severity::Warning,
            std::to_string(beyondInPlane) + " contours reach up to " + mm(maxBeyondMm) +
                " beyond the edge of " + reference.label + "; the part outside the image is cut off.",
            "Check the image's field of view, or that this is the image the contours belong to.");
        f.measurements = {{"contours", static_cast<double>(beyondInPlane), ""},
                          {"max_beyond", maxBeyondMm, "mm"},
                          {"max_beyond", maxBeyondMm / std::min(g.spacing[0], g.spacing[1]), "voxels"}};
        f.evidence = beyondExamples;
        findings.push_back(std::move(f));
    }
    if (!unfilled.empty()) {
        int total = 0;
        std::vector<std::string> ev;
        for (const auto& [t, count] : unfilled) {
            total += count;
            std::string rois;
            for (int r : unfilledRois[t])
                rois += (rois.empty() ? "" : ", ") + std::to_string(r);
            ev.push_back(t + ": " + std::to_string(count) + " contours (ROIs " + rois + ")");
        }
        Finding f =
            makeFinding("rtstruct.contours_not_filled", Severity::Info,
                        std::to_string(total) + " contours are points or open lines (POINT, OPEN_PLANAR, "
                                                "OPEN_NONPLANAR): they enclose no area and are not drawn.");
        f.measurements = {{"contours", static_cast<double>(total), ""}};
        f.evidence = ev;
        findings.push_back(std::move(f));
    }

    // --- Contours that trace voxel centres: vertices on voxel centres and a polygon area about half a voxel
    // short of the voxels drawn, all around. ---
    std::vector<std::size_t> suspects;
    for (std::size_t r = 0; r < rt.segments.size(); ++r)
        if (stats[r].vertices >= 8 &&
            static_cast<double>(stats[r].onCentres) >= 0.9 * static_cast<double>(stats[r].vertices))
            suspects.push_back(r);
    if (!suspects.empty()) {
        std::vector<double> area(rt.segments.size(), 0), perimeter(rt.segments.size(), 0);
        for (const Bucket& b : buckets) {
            area[b.roi] += b.areaPixels;
            perimeter[b.roi] += b.perimeterMm;
        }
        std::unordered_map<int, std::int64_t> count;
        for (std::size_t m = 0; m < out.labelMaps.size(); ++m) {
            const auto& vol = out.labelMaps[m];
            std::vector<std::int64_t> hist(wide ? 65536 : 256, 0);
            if (wide)
                for (std::uint16_t x : vol.voxels<std::uint16_t>())
                    ++hist[x];
            else
                for (std::uint8_t x : vol.voxels<std::uint8_t>())
                    ++hist[x];
            for (int roiNumber : out.groups[m])
                count[roiNumber] = hist[static_cast<std::size_t>(roiNumber)];
        }
        const double pixelMm2 = g.spacing[0] * g.spacing[1];
        const double pixelMm = std::sqrt(pixelMm2);
        double worst = 0;
        std::vector<std::string> evidence;
        for (std::size_t r : suspects) {
            const double voxelsMm2 = static_cast<double>(count[numbers[r]]) * pixelMm2;
            const double polygonMm2 = area[r] * pixelMm2;
            const double shrink = perimeter[r] > 0 ? (voxelsMm2 - polygonMm2) / perimeter[r] : 0;
            worst = std::max(worst, shrink);
            evidence.push_back(roiName(rt.segments[r]) + ": " +
                               formatNumber(100.0 * static_cast<double>(stats[r].onCentres) /
                                                static_cast<double>(stats[r].vertices),
                                            1) +
                               "% of " + std::to_string(stats[r].vertices) +
                               " vertices on voxel centres; polygon area " + formatNumber(polygonMm2, 1) +
                               " mm2 against " + formatNumber(voxelsMm2, 1) +
                               " mm2 of voxels drawn: " + mm(shrink) + " (" +
                               formatNumber(shrink / pixelMm, 2) + " voxels) in all around");
        }
        // Built whole once the worst shrink is known (a finding: its words are in base/findingtexts_io.cpp).
        Finding f = makeFinding(
            "rtstruct.contours_trace_voxel_centres", Severity::Warning,
            std::to_string(suspects.size()) +
                " ROIs have contours whose vertices lie on voxel centres: they trace the centres of the edge "
                "voxels, not their outer borders, which shrinks each outline by about half a voxel (up to " +
                mm(worst) + " here). Voxels on the contour are drawn, so the mask here keeps them.",
            "Volumes measured from these polygons (a planning system's DVH, plastimatch, "
            "pydicom-based tools) are smaller than the mask they were made from: re-export "
            "with contours on voxel borders, or compare structures by voxel counts.");
        f.evidence = std::move(evidence);
        f.measurements = {{"rois", static_cast<double>(suspects.size()), ""},
                          {"shrink", worst, "mm"},
                          {"shrink", worst / pixelMm, "voxels"}};
        findings.push_back(std::move(f));
    }
    if (out.labelMaps.size() > 1) {
        Finding f =
            makeFinding("rtstruct.overlapping_rois", Severity::Info,
                        std::to_string(overlaps.size()) + " pairs of ROIs overlap; they are kept in " +
                            std::to_string(out.labelMaps.size()) + " label maps, none merged or dropped.");
        for (const auto& [a, b] : overlaps)
            if (f.evidence.size() < 10)
                f.evidence.push_back(roiName(rt.segments[a]) + " and " + roiName(rt.segments[b]));
        f.measurements = {{"pairs", static_cast<double>(overlaps.size()), ""},
                          {"label_maps", static_cast<double>(out.labelMaps.size()), ""}};
        findings.push_back(std::move(f));
    }
    return out;
}

} // namespace scansleuth::io
