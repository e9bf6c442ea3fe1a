// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/segplacement.h"

#include "io/dicom/segplacementdetail.h"

#include <algorithm>
#include <set>

namespace scansleuth::io {

namespace {

using Edge = std::pair<std::pair<int, int>, std::int64_t>;

// Greedy colouring in segment order: each segment goes to the first map none of its overlapping partners
// is in. Returns the number of maps.
int colour(std::size_t segments, const std::vector<Edge>& edges, std::vector<int>& groupOf)
{
    std::vector<std::set<int>> partners(segments);
    for (const auto& [pair, n] : edges) {
        partners[static_cast<std::size_t>(pair.first)].insert(pair.second);
        partners[static_cast<std::size_t>(pair.second)].insert(pair.first);
    }
    int count = 1;
    groupOf.assign(segments, 0);
    for (std::size_t s = 0; s < segments; ++s) {
        std::set<int> taken;
        for (int p : partners[s])
            if (static_cast<std::size_t>(p) < s)
                taken.insert(groupOf[static_cast<std::size_t>(p)]);
        int g = 0;
        while (taken.count(g))
            ++g;
        groupOf[s] = g;
        count = std::max(count, g + 1);
    }
    return count;
}

// Places binary frames into as few label maps as the overlaps allow (segobject.h): all into one map, and
// only when segments met there, again into several, until no two segments of one map meet.
Status placeBinary(const DicomSegObject& seg, const segplace::Layout& layout, PlacedSegmentation& out,
                   segplace::FillStats& stats)
{
    const std::size_t n = seg.segments.size();
    std::vector<int> groupOf(n, 0);
    int groups = 1;
    std::vector<Edge> edges;
    for (std::size_t round = 0; round <= n; ++round) {
        if (Status s = segplace::fillBinary(seg, layout, groupOf, groups, out.labelMaps, stats); !s)
            return s;
        if (stats.overlaps.empty())
            break;
        edges.insert(edges.end(), stats.overlaps.begin(), stats.overlaps.end());
        groups = colour(n, edges, groupOf);
    }
    stats.overlaps = edges;
    out.groups.assign(static_cast<std::size_t>(groups), {});
    for (std::size_t s = 0; s < n; ++s)
        out.groups[static_cast<std::size_t>(groupOf[s])].push_back(seg.segments[s].number);
    return {};
}

} // namespace

Result<PlacedSegmentation> placeSegFrames(const DicomSegObject& seg, const ReferenceImage* reference)
{
    if (seg.kind != DicomSegObject::Kind::Seg)
        return makeError(ErrorKind::Invalid, "Only a SEG's frames can be placed this way.", seg.path);
    const std::size_t ppf = static_cast<std::size_t>(seg.rows) * static_cast<std::size_t>(seg.columns);
    const std::size_t bits = ppf * seg.frames.size();
    const bool fractional = seg.segmentationType == "FRACTIONAL";
    if (seg.pixels.size() < (fractional ? bits : (bits + 7) / 8))
        return makeError(ErrorKind::Corrupt, "The SEG's pixel data is shorter than its frames need.",
                         seg.path);
    if (fractional && seg.maxFractionalValue <= 0)
        return makeError(ErrorKind::Corrupt, "The fractional SEG has no usable MaximumFractionalValue.",
                         seg.path);
    for (const SegFrame& f : seg.frames)
        if (std::none_of(seg.segments.begin(), seg.segments.end(),
                         [&](const SegmentFacts& s) { return s.number == f.segmentNumber; }))
            return makeError(ErrorKind::Corrupt,
                             "A frame of the SEG names a segment that the SEG does not describe.",
                             seg.path + ": frame " + std::to_string(f.index + 1));
    auto axes = segplace::frameAxes(seg);
    if (!axes)
        return axes.error();
    auto layout = segplace::chooseLayout(seg, *axes, reference);
    if (!layout)
        return layout.error();
    PlacedSegmentation out;
    out.geometry = layout->geometry;
    out.gridSource = layout->gridSource;
    out.onReferenceGrid = layout->onReference;
    out.findings = layout->findings;
    if (reference)
        segplace::referenceFindings(seg, *reference, *layout, out.findings);
    segplace::FillStats stats;
    Status s = fractional ? segplace::fillFractional(seg, *layout, out.fractionalLayers, stats)
                          : placeBinary(seg, *layout, out, stats);
    if (!s)
        return s.error();
    segplace::fillFindings(seg, *layout, stats, out.findings);
    return out;
}

} // namespace scansleuth::io
