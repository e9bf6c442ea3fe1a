// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// SEG forensics: references against the image it is shown on, frame order, segments beyond the image,
// overlapping segments. Codes and wording in docs/findings.md.
#include "io/dicom/segplacementdetail.h"

#include "base/numberformat.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace scansleuth::io::segplace {

namespace {

constexpr std::size_t kEvidenceLines = 8;

std::string mm(double v)
{
    return formatNumber(v, 3) + " mm";
}

void addLine(std::vector<std::string>& lines, const std::string& line)
{
    if (lines.size() < kEvidenceLines)
        lines.push_back(line);
}

void seriesAndFrame(const DicomSegObject& seg, const ReferenceImage& ref, Findings& out)
{
    if (seg.referencedSeriesUid.empty() || seg.frameOfReferenceUid.empty()) {
        std::vector<std::string> missing;
        if (seg.referencedSeriesUid.empty())
            missing.push_back("ReferencedSeriesSequence");
        if (seg.frameOfReferenceUid.empty())
            missing.push_back("FrameOfReferenceUID");
        Finding f =
            makeFinding("seg.references_missing", Severity::Warning,
                        "The SEG does not say which series or Frame of Reference it belongs to, so whether "
                        "it belongs to " +
                            ref.label + " cannot be checked.",
                        "Have the writer fill ReferencedSeriesSequence and FrameOfReferenceUID.");
        f.evidence.push_back("missing: " + [&] {
            std::string s;
            for (const auto& m : missing)
                s += (s.empty() ? "" : ", ") + m;
            return s;
        }());
        out.push_back(std::move(f));
    }
    if (!seg.referencedSeriesUid.empty() && !ref.seriesInstanceUid.empty() &&
        seg.referencedSeriesUid != ref.seriesInstanceUid) {
        Finding f = makeFinding(
            "seg.series_mismatch", Severity::Warning,
            "The SEG references another series than " + ref.label + ".",
            "Open the SEG with the series it references, or check that it was made on this image.");
        f.evidence.push_back("SEG's ReferencedSeriesSequence: " + seg.referencedSeriesUid);
        f.evidence.push_back("image's SeriesInstanceUID: " + ref.seriesInstanceUid);
        out.push_back(std::move(f));
    }
    if (!seg.frameOfReferenceUid.empty() && !ref.frameOfReferenceUid.empty() &&
        seg.frameOfReferenceUid != ref.frameOfReferenceUid) {
        Finding f =
            makeFinding("seg.frame_of_reference_mismatch", Severity::Warning,
                        "The SEG's Frame of Reference differs from that of " + ref.label +
                            ": its positions are in another patient coordinate system, so it may not line "
                            "up even where the numbers agree.",
                        "Register the two, or open the SEG with the image of its own Frame of Reference.");
        f.evidence.push_back("SEG's FrameOfReferenceUID: " + seg.frameOfReferenceUid);
        f.evidence.push_back("image's FrameOfReferenceUID: " + ref.frameOfReferenceUid);
        out.push_back(std::move(f));
    }
}

void instances(const DicomSegObject& seg, const ReferenceImage& ref, Findings& out)
{
    std::unordered_set<std::string> have;
    for (const std::string& uid : ref.sliceSopInstanceUids)
        if (!uid.empty())
            have.insert(uid);
    if (have.empty())
        return;
    std::set<std::string> named(seg.referencedSopInstanceUids.begin(), seg.referencedSopInstanceUids.end());
    for (const SegFrame& f : seg.frames)
        if (!f.referencedSopInstanceUid.empty())
            named.insert(f.referencedSopInstanceUid);
    named.erase(std::string());
    std::vector<std::string> missing;
    for (const std::string& uid : named)
        if (!have.count(uid))
            missing.push_back(uid);
    if (missing.empty())
        return;
    Finding f =
        makeFinding("seg.instances_missing", Severity::Warning,
                    std::to_string(missing.size()) + " of the " + std::to_string(named.size()) +
                        " images the SEG references are not slices of " + ref.label + ".",
                    "Open the SEG with the series it was made on (all its referenced images in the folder).");
    f.measurements.push_back({"missing_instances", static_cast<double>(missing.size()), ""});
    f.measurements.push_back({"referenced_instances", static_cast<double>(named.size()), ""});
    for (const std::string& uid : missing)
        addLine(f.evidence, "not in the image: " + uid);
    out.push_back(std::move(f));
}

// Frames whose position puts them on another slice than the image they were derived from.
void sourceOrder(const DicomSegObject& seg, const ReferenceImage& ref, const Layout& layout, Findings& out)
{
    if (!layout.onReference)
        return;
    std::unordered_map<std::string, std::int64_t> sliceOf;
    for (std::size_t k = 0; k < ref.sliceSopInstanceUids.size(); ++k)
        if (!ref.sliceSopInstanceUids[k].empty())
            sliceOf.emplace(ref.sliceSopInstanceUids[k], static_cast<std::int64_t>(k));
    const std::int64_t nz = layout.geometry.size[2];
    std::int64_t compared = 0, differ = 0, reversed = 0;
    std::vector<std::string> lines;
    for (std::size_t f = 0; f < seg.frames.size(); ++f) {
        const auto it = sliceOf.find(seg.frames[f].referencedSopInstanceUid);
        // Multi-frame sources name a frame: their SOP instance does not say the slice.
        if (it == sliceOf.end() || seg.frames[f].referencedFrameNumber > 1)
            continue;
        ++compared;
        const std::int64_t kSource = it->second, kPosition = layout.frames[f].k;
        if (kSource == kPosition)
            continue;
        ++differ;
        if (kPosition == nz - 1 - kSource)
            ++reversed;
        addLine(lines, "frame " + std::to_string(f + 1) + " (segment " +
                           std::to_string(seg.frames[f].segmentNumber) + "): its position is slice " +
                           std::to_string(kPosition) + ", the image it was derived from is slice " +
                           std::to_string(kSource));
    }
    if (differ == 0)
        return;
    const bool isReversal = reversed == differ;
    Finding f = makeFinding(
        isReversal ? "seg.frames_reversed" : "seg.frame_source_mismatch", Severity::Warning,
        isReversal
            ? std::to_string(differ) + " SEG frames are in reversed slice order: each frame's position is "
                                       "slice n-1-k of the image it was derived from (slice k). ScanSleuth "
                                       "places frames by position, as DICOM says."
            : std::to_string(differ) + " of " + std::to_string(compared) +
                  " SEG frames lie on another slice than the image they were derived from. ScanSleuth "
                  "places frames by position, as DICOM says.",
        isReversal
            ? "The writer paired the frames with the slices' positions in reverse (a mask flipped along the "
              "slice axis before writing): flip the mask along the slice axis and write the SEG again."
            : "Check the writer: each frame's ImagePositionPatient should be that of the image named in its "
              "DerivationImageSequence.");
    f.measurements.push_back({"frames", static_cast<double>(differ), ""});
    f.measurements.push_back({"frames_compared", static_cast<double>(compared), ""});
    f.evidence = lines;
    out.push_back(std::move(f));
}

} // namespace

std::string segmentName(const DicomSegObject& seg, std::size_t index)
{
    const SegmentFacts& s = seg.segments[index];
    return "segment " + std::to_string(s.number) + (s.label.empty() ? std::string() : " \"" + s.label + "\"");
}

void referenceFindings(const DicomSegObject& seg, const ReferenceImage& reference, const Layout& layout,
                       Findings& out)
{
    seriesAndFrame(seg, reference, out);
    instances(seg, reference, out);
    sourceOrder(seg, reference, layout, out);
}

namespace {

// How far a frame's beyond-the-grid pixels can reach: the frame's extent past the grid, in voxels per axis.
std::array<double, 3> reachBeyond(const DicomSegObject& seg, const Layout& layout, std::size_t f)
{
    const auto& g = layout.geometry;
    const FramePlace& p = layout.frames[f];
    const PixelAxes& a = layout.axes;
    std::int64_t iLo = p.i0, iHi = p.i0, jLo = p.j0, jHi = p.j0;
    for (std::int64_t r : {std::int64_t{0}, std::int64_t{seg.rows - 1}})
        for (std::int64_t c : {std::int64_t{0}, std::int64_t{seg.columns - 1}}) {
            const std::int64_t i = p.i0 + a.ci * c + a.ri * r, j = p.j0 + a.cj * c + a.rj * r;
            iLo = std::min(iLo, i), iHi = std::max(iHi, i), jLo = std::min(jLo, j), jHi = std::max(jHi, j);
        }
    const auto past = [](std::int64_t lo, std::int64_t hi, std::int64_t n) {
        return static_cast<double>(std::max<std::int64_t>({0, -lo, hi - (n - 1)}));
    };
    return {past(iLo, iHi, g.size[0]), past(jLo, jHi, g.size[1]), past(p.k, p.k, g.size[2])};
}

void beyond(const DicomSegObject& seg, const Layout& layout, const FillStats& stats, Findings& out)
{
    std::int64_t total = 0;
    for (std::int64_t v : stats.beyondVoxels)
        total += v;
    if (total == 0)
        return;
    const auto& g = layout.geometry;
    double worstMm = 0, worstVoxels = 0;
    for (const auto& [f, n] : stats.beyondFrames) {
        const auto reach = reachBeyond(seg, layout, f);
        for (int a = 0; a < 3; ++a) {
            const double v = reach[static_cast<std::size_t>(a)];
            const double d = v * g.spacing[static_cast<std::size_t>(a)];
            if (d > worstMm || (d == worstMm && v > worstVoxels)) {
                worstMm = d;
                worstVoxels = v;
            }
        }
    }
    std::vector<std::string> lines;
    std::size_t segments = 0;
    for (std::size_t s = 0; s < seg.segments.size(); ++s)
        if (stats.beyondVoxels[s] > 0) {
            ++segments;
            addLine(lines, segmentName(seg, s) + ": " + std::to_string(stats.beyondVoxels[s]) + " of " +
                               std::to_string(stats.beyondVoxels[s] + stats.placedVoxels[s]) +
                               " voxels beyond the image");
        }
    Finding f =
        makeFinding("seg.beyond_image", Severity::Warning,
                    std::to_string(total) + " voxels of " + std::to_string(segments) +
                        (segments == 1 ? " segment lie" : " segments lie") + " beyond " +
                        (layout.onReference ? "the image" : "the grid") + ", up to " + mm(worstMm) + " (" +
                        formatNumber(worstVoxels, 0) + " voxels) past its edge; they are not shown.",
                    "Check that the SEG belongs to this image; if it does, its writer placed frames outside "
                    "the image it was made on.");
    f.measurements.push_back({"voxels_beyond", static_cast<double>(total), "voxels"});
    f.measurements.push_back({"max_distance", worstMm, "mm"});
    f.measurements.push_back({"max_distance_voxels", worstVoxels, "voxels"});
    f.evidence = lines;
    out.push_back(std::move(f));
}

void order(const DicomSegObject& seg, const Layout& layout, Findings& out)
{
    // Per segment, stored order against position along the normal.
    std::unordered_map<int, std::vector<double>> along;
    for (std::size_t f = 0; f < seg.frames.size(); ++f)
        along[seg.frames[f].segmentNumber].push_back(layout.frames[f].alongNormalMm);
    std::size_t descending = 0, multi = 0;
    for (const auto& [number, d] : along) {
        if (d.size() < 2)
            continue;
        ++multi;
        if (std::is_sorted(d.rbegin(), d.rend()) && d.front() > d.back())
            ++descending;
    }
    if (multi == 0 || descending != multi)
        return;
    out.push_back(
        makeFinding("seg.frames_descending", Severity::Info,
                    "The SEG stores its frames from the last slice to the first (descending along the "
                    "slice normal); ScanSleuth places them by position, but a tool that stacks frames "
                    "in stored order shows them flipped.",
                    "Nothing to fix here; if another tool shows this SEG flipped, it ignores the frames' "
                    "positions."));
}

} // namespace

void fillFindings(const DicomSegObject& seg, const Layout& layout, const FillStats& stats, Findings& out)
{
    beyond(seg, layout, stats, out);
    order(seg, layout, out);
    if (!stats.overlaps.empty()) {
        Finding f = makeFinding(
            "seg.overlapping_segments", Severity::Info,
            std::to_string(stats.overlaps.size()) +
                (stats.overlaps.size() == 1 ? " pair of segments overlaps" : " pairs of segments overlap") +
                "; they are kept apart in separate label maps, nothing is merged or dropped.");
        for (const auto& [pair, n] : stats.overlaps)
            addLine(f.evidence, segmentName(seg, static_cast<std::size_t>(pair.first)) + " and " +
                                    segmentName(seg, static_cast<std::size_t>(pair.second)) +
                                    " share voxels");
        out.push_back(std::move(f));
    }
    if (stats.duplicateFrames > 0) {
        Finding f =
            makeFinding("seg.duplicate_frames", Severity::Warning,
                        std::to_string(stats.duplicateFrames) +
                            " SEG frames repeat a segment on a slice that already has a frame of it; their "
                            "pixels are combined.",
                        "Check the writer: each segment should have at most one frame a slice.");
        f.measurements.push_back({"frames", static_cast<double>(stats.duplicateFrames), ""});
        out.push_back(std::move(f));
    }
    std::vector<std::string> empty;
    for (std::size_t s = 0; s < seg.segments.size(); ++s)
        if (stats.placedVoxels[s] == 0 && stats.beyondVoxels[s] == 0)
            empty.push_back(segmentName(seg, s));
    if (!empty.empty()) {
        Finding f =
            makeFinding("seg.empty_segment", Severity::Info,
                        std::to_string(empty.size()) + (empty.size() == 1 ? " segment is" : " segments are") +
                            " described but has no voxel in any frame.");
        for (const auto& e : empty)
            addLine(f.evidence, e);
        out.push_back(std::move(f));
    }
}

} // namespace scansleuth::io::segplace
