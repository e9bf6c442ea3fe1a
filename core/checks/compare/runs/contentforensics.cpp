// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The content forensics of a label-map pair on one grid: screen every axis transform on a sample of the
// grid, measure the best few at full resolution, then decide (docs/run-comparison.md).
#include "compare/runs/contentforensics.h"

#include "compare/runs/runinternal.h"

#include "base/numberformat.h"
#include "base/parallel.h"
#include "checks/geometry/paircandidates.h"
#include "compare/metrics/valueruns.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numeric>
#include <set>

namespace scansleuth::compare {

namespace {

using volume::Index3;
using volume::PixelType;
using volume::Volume;

const char kAxisLetter[3] = {'x', 'y', 'z'};

// The geometric part of a candidate: prediction axis d reads reference axis sourceAxis[d].
struct Transform
{
    std::array<int, 3> sourceAxis{0, 1, 2};
    std::array<bool, 3> flip{false, false, false};
    std::array<std::int64_t, 3> shift{0, 0, 0};
    bool operator==(const Transform&) const = default;
};

// Dense indices of the label values of both maps (0 always included).
struct LabelIndex
{
    std::vector<std::int64_t> values;
    std::size_t of(std::int64_t v) const
    {
        return std::size_t(std::lower_bound(values.begin(), values.end(), v) - values.begin());
    }
};

// The reference voxels i along each reference axis whose prediction voxel lies inside the grid:
// [lo, hi) per axis, and the linear offset of src(i) as base + sum of step[e] * i[e].
struct Reading
{
    std::array<std::int64_t, 3> lo{}, hi{}, step{};
    std::int64_t base = 0;
};

// A box of voxel indices, [lo, hi) per axis.
struct Box
{
    Index3 lo{0, 0, 0}, hi{0, 0, 0};
    bool empty() const { return lo[0] >= hi[0] || lo[1] >= hi[1] || lo[2] >= hi[2]; }
};

// The foreground of one label map: its projection on each axis (foreground voxels per index) and its box.
struct Scan
{
    std::array<std::vector<double>, 3> profile;
    Box box;
};

Reading readingOf(const Index3& n, const Transform& t)
{
    Reading r;
    const std::array<std::int64_t, 3> stride{1, n[0], n[0] * n[1]};
    for (int d = 0; d < 3; ++d) {
        const int e = t.sourceAxis[std::size_t(d)];
        // src[d] = a + b * i[e], 0 <= src[d] < n[d].
        const std::int64_t b = t.flip[std::size_t(d)] ? -1 : 1;
        const std::int64_t a = (t.flip[std::size_t(d)] ? n[std::size_t(d)] - 1 : 0) + t.shift[std::size_t(d)];
        r.base += a * stride[std::size_t(d)];
        r.step[std::size_t(e)] = b * stride[std::size_t(d)];
        const std::int64_t first = b > 0 ? -a : a - n[std::size_t(d)] + 1;
        const std::int64_t last = b > 0 ? n[std::size_t(d)] - a : a + 1;
        r.lo[std::size_t(e)] = std::max<std::int64_t>(0, first);
        r.hi[std::size_t(e)] = std::min<std::int64_t>(n[std::size_t(e)], last);
    }
    return r;
}

// The confusion of the reference with the prediction read through `t`, over every `every`-th voxel
// along each axis (1: all of them) of `box`, outside which both read as background (so the count of
// background on both sides is left out: no score uses it). Prediction voxels outside the grid read as
// background.
template <typename A, typename B>
Result<LabelConfusion> confusionOf(const Volume& ref, const Volume& pred, const Transform& t, const Box& box,
                                   std::int64_t every, const LabelIndex& index, std::size_t threads)
{
    const Index3 n = ref.geometry().size;
    if (box.empty())
        return LabelConfusion{};
    const Reading r = readingOf(n, t);
    const std::span<const A> va = ref.voxels<A>();
    const std::span<const B> vb = pred.voxels<B>();
    constexpr bool bytes = sizeof(A) == 1 && sizeof(B) == 1;
    const std::size_t width = bytes ? 256 : index.values.size();
    const auto slot = [&](std::int64_t x, std::int64_t y) {
        if constexpr (bytes)
            return std::size_t(x) * 256 + std::size_t(y);
        else
            return index.of(x) * width + index.of(y);
    };
    const std::int64_t slices = (box.hi[2] - box.lo[2] + every - 1) / every;
    const std::size_t chunks =
        std::size_t(std::max<std::int64_t>(1, std::min<std::int64_t>(slices, std::int64_t(threads) * 4)));
    std::vector<std::vector<std::int64_t>> joint(chunks);
    // The first sampled index along x at or after `i`.
    const auto firstOnGrid = [&](std::int64_t i) {
        return box.lo[0] + (std::max<std::int64_t>(0, i - box.lo[0]) + every - 1) / every * every;
    };
    const ParallelOptions options = detail::passOptions(threads, "undo a candidate transform of the labels");
    const Status done = forEachIndex(
        chunks,
        [&](std::size_t c) {
            std::vector<std::int64_t>& counts = joint[c];
            counts.assign(width * width, 0);
            for (std::int64_t s = slices * std::int64_t(c) / std::int64_t(chunks);
                 s < slices * std::int64_t(c + 1) / std::int64_t(chunks); ++s) {
                const std::int64_t k = box.lo[2] + s * every;
                for (std::int64_t j = box.lo[1]; j < box.hi[1]; j += every) {
                    const std::int64_t row = n[0] * (j + n[1] * k);
                    const bool inside = k >= r.lo[2] && k < r.hi[2] && j >= r.lo[1] && j < r.hi[1];
                    const std::int64_t rowBase = r.base + r.step[1] * j + r.step[2] * k;
                    // The row in three runs: before the prediction's voxels, over them, after them.
                    const std::int64_t first = inside ? firstOnGrid(std::max(r.lo[0], box.lo[0])) : box.hi[0];
                    const std::int64_t last = inside ? std::min(r.hi[0], box.hi[0]) : box.hi[0];
                    std::int64_t i = box.lo[0];
                    for (; i < first; i += every)
                        ++counts[slot(std::int64_t(va[std::size_t(row + i)]), 0)];
                    for (; i < last; i += every)
                        ++counts[slot(std::int64_t(va[std::size_t(row + i)]),
                                      std::int64_t(vb[std::size_t(rowBase + r.step[0] * i)]))];
                    for (; i < box.hi[0]; i += every)
                        ++counts[slot(std::int64_t(va[std::size_t(row + i)]), 0)];
                }
            }
        },
        options);
    if (!done)
        return done.error();
    return detail::confusionOfCounts(joint, width, bytes ? std::vector<std::int64_t>{} : index.values);
}

// The reference's foreground box joined with the box the prediction's foreground lands in once `t`
// is undone, within the grid.
Box unionBox(const Index3& n, const Transform& t, const Box& ref, const Box& pred)
{
    if (pred.empty())
        return ref;
    Box out;
    for (int d = 0; d < 3; ++d) {
        const std::size_t e = std::size_t(t.sourceAxis[std::size_t(d)]), dd = std::size_t(d);
        // src[d] = a + b * i[e] must lie in [pred.lo[d], pred.hi[d]).
        const std::int64_t a = (t.flip[dd] ? n[dd] - 1 : 0) + t.shift[dd];
        const std::int64_t lo = t.flip[dd] ? a - pred.hi[dd] + 1 : pred.lo[dd] - a;
        const std::int64_t hi = t.flip[dd] ? a - pred.lo[dd] + 1 : pred.hi[dd] - a;
        out.lo[e] = std::max<std::int64_t>(0, ref.empty() ? lo : std::min(lo, ref.lo[e]));
        out.hi[e] = std::min<std::int64_t>(n[e], ref.empty() ? hi : std::max(hi, ref.hi[e]));
    }
    return out;
}

Result<LabelConfusion> confusionThrough(const Volume& ref, const Volume& pred, const Transform& t,
                                        const std::array<Scan, 2>& scans, std::int64_t every,
                                        const LabelIndex& index, std::size_t threads)
{
    const Box box = unionBox(ref.geometry().size, t, scans[0].box, scans[1].box);
    const bool a8 = ref.pixelType() == PixelType::UInt8, b8 = pred.pixelType() == PixelType::UInt8;
    if (a8 && b8)
        return confusionOf<std::uint8_t, std::uint8_t>(ref, pred, t, box, every, index, threads);
    if (a8)
        return confusionOf<std::uint8_t, std::int32_t>(ref, pred, t, box, every, index, threads);
    if (b8)
        return confusionOf<std::int32_t, std::uint8_t>(ref, pred, t, box, every, index, threads);
    return confusionOf<std::int32_t, std::int32_t>(ref, pred, t, box, every, index, threads);
}

// ---- Scores from a confusion ----

// Prediction label -> reference label: the best one-to-one mapping, greedily by the largest overlaps
// of non-zero labels. Only the labels that change are kept.
std::map<std::int64_t, std::int64_t> bestRelabel(const LabelConfusion& confusion)
{
    std::vector<std::pair<std::int64_t, std::pair<std::int64_t, std::int64_t>>> overlaps;
    for (const auto& [labels, count] : confusion)
        if (labels.first != 0 && labels.second != 0)
            overlaps.push_back({count, labels});
    std::sort(overlaps.begin(), overlaps.end(), [](const auto& x, const auto& y) { return x > y; });
    std::set<std::int64_t> takenRef, takenPred;
    std::map<std::int64_t, std::int64_t> relabel;
    for (const auto& [count, labels] : overlaps) {
        if (takenRef.count(labels.first) || takenPred.count(labels.second))
            continue;
        takenRef.insert(labels.first);
        takenPred.insert(labels.second);
        if (labels.first != labels.second)
            relabel[labels.second] = labels.first;
    }
    return relabel;
}

// The part of the best relabelling of the delivered map that looks like a swap: prediction label b
// taken as reference label a where most of a's voxels are b and less than half stay a (the rule of
// comparison.label_swap).
std::map<std::int64_t, std::int64_t> apparentRelabel(const LabelConfusion& delivered)
{
    std::map<std::int64_t, std::int64_t> inRef;
    for (const auto& [pair, count] : delivered)
        inRef[pair.first] += count;
    const auto count = [&](std::int64_t a, std::int64_t b) {
        const auto it = delivered.find({a, b});
        return it == delivered.end() ? std::int64_t(0) : it->second;
    };
    std::map<std::int64_t, std::int64_t> out;
    for (const auto& [b, a] : bestRelabel(delivered))
        if (2 * count(a, b) >= inRef[a] && 2 * count(a, a) < inRef[a])
            out[b] = a;
    return out;
}

std::int64_t mappedLabel(const std::map<std::int64_t, std::int64_t>& relabel, std::int64_t v)
{
    const auto it = relabel.find(v);
    return it == relabel.end() ? v : it->second;
}

// Dice per label of `labels` (reference label values) from a confusion read through `relabel`; a label
// empty on both sides counts as 1 (nothing to disagree on).
std::vector<double> diceOf(const LabelConfusion& confusion,
                           const std::map<std::int64_t, std::int64_t>& relabel,
                           const std::vector<std::int64_t>& labels)
{
    std::map<std::int64_t, std::int64_t> inRef, inPred, both;
    for (const auto& [pair, count] : confusion) {
        const std::int64_t b = mappedLabel(relabel, pair.second);
        inRef[pair.first] += count;
        inPred[b] += count;
        if (pair.first == b)
            both[b] += count;
    }
    std::vector<double> dice;
    for (std::int64_t l : labels) {
        const std::int64_t total = inRef[l] + inPred[l];
        dice.push_back(total == 0 ? 1.0 : 2.0 * double(both[l]) / double(total));
    }
    return dice;
}

double meanOf(const std::vector<double>& v)
{
    return v.empty() ? 1.0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}

// Non-zero labels of either side of the delivered pair, ascending.
std::vector<std::int64_t> measuredLabels(const LabelConfusion& confusion)
{
    std::set<std::int64_t> labels;
    for (const auto& [pair, count] : confusion) {
        if (pair.first != 0)
            labels.insert(pair.first);
        if (pair.second != 0)
            labels.insert(pair.second);
    }
    return {labels.begin(), labels.end()};
}

// ---- Candidates ----

// Every signed permutation of the axes the grid allows (a transpose needs equal sizes), identity first:
// the mirrors, the transposes of two axes, and so the in-plane turns (a transpose and one mirror).
std::vector<Transform> axisTransforms(const Index3& n)
{
    std::vector<std::array<int, 3>> perms{{0, 1, 2}};
    if (n[0] == n[1])
        perms.push_back({1, 0, 2});
    if (n[0] == n[2])
        perms.push_back({2, 1, 0});
    if (n[1] == n[2])
        perms.push_back({0, 2, 1});
    std::vector<Transform> out;
    for (const auto& p : perms)
        for (int f = 0; f < 8; ++f)
            out.push_back({p, {bool(f & 1), bool(f & 2), bool(f & 4)}, {0, 0, 0}});
    return out;
}

// One pass over a label map (slabs of slices in parallel): its foreground profiles and box. Empty rows
// are skipped after one OR over the row (which vectorises), so a sparse map costs little more than
// reading it.
template <typename T> Result<Scan> scanOf(const Volume& v, std::size_t threads)
{
    const Index3 n = v.geometry().size;
    const std::span<const T> voxels = v.voxels<T>();
    const std::size_t chunks =
        std::size_t(std::max<std::int64_t>(1, std::min<std::int64_t>(n[2], std::int64_t(threadLimit()) * 2)));
    std::vector<Scan> parts(chunks);
    const ParallelOptions options = detail::passOptions(threads, "project the labels on the axes");
    const Status done = forEachIndex(
        chunks,
        [&](std::size_t c) {
            Scan& part = parts[c];
            for (int a = 0; a < 3; ++a)
                part.profile[std::size_t(a)].assign(std::size_t(n[std::size_t(a)]), 0.0);
            part.box.lo = n;
            // The foreground runs' starts (+1) and ends (-1) along x; their running sum is the x profile.
            std::vector<std::int64_t> alongX(std::size_t(n[0] + 1), 0);
            for (std::int64_t k = n[2] * std::int64_t(c) / std::int64_t(chunks);
                 k < n[2] * std::int64_t(c + 1) / std::int64_t(chunks); ++k)
                for (std::int64_t j = 0; j < n[1]; ++j) {
                    const T* row = voxels.data() + n[0] * (j + n[1] * k);
                    T any = 0;
                    for (std::int64_t i = 0; i < n[0]; ++i)
                        any |= row[i];
                    if (any == 0)
                        continue;
                    std::int64_t count = 0;
                    for (std::int64_t i = 0; i < n[0];) {
                        const std::int64_t end = runEnd(row, i + 1, n[0], row[i]);
                        if (row[i] != 0) {
                            count += end - i;
                            ++alongX[std::size_t(i)];
                            --alongX[std::size_t(end)];
                        }
                        i = end;
                    }
                    // Whole numbers: the same doubles as adding 1.0 per voxel.
                    part.profile[1][std::size_t(j)] += double(count);
                    part.profile[2][std::size_t(k)] += double(count);
                    Box& b = part.box;
                    b.lo[1] = std::min(b.lo[1], j);
                    b.hi[1] = std::max(b.hi[1], j + 1);
                    b.lo[2] = std::min(b.lo[2], k);
                    b.hi[2] = std::max(b.hi[2], k + 1);
                }
            std::int64_t running = 0;
            for (std::int64_t i = 0; i < n[0]; ++i) {
                running += alongX[std::size_t(i)];
                part.profile[0][std::size_t(i)] = double(running);
            }
        },
        options);
    if (!done)
        return done.error();
    Scan scan = std::move(parts[0]);
    for (std::size_t c = 1; c < chunks; ++c) {
        for (int a = 0; a < 3; ++a)
            for (std::size_t i = 0; i < scan.profile[std::size_t(a)].size(); ++i)
                scan.profile[std::size_t(a)][i] += parts[c].profile[std::size_t(a)][i];
        for (int a = 1; a < 3; ++a) {
            scan.box.lo[std::size_t(a)] =
                std::min(scan.box.lo[std::size_t(a)], parts[c].box.lo[std::size_t(a)]);
            scan.box.hi[std::size_t(a)] =
                std::max(scan.box.hi[std::size_t(a)], parts[c].box.hi[std::size_t(a)]);
        }
    }
    scan.box.lo[0] = n[0];
    scan.box.hi[0] = 0;
    for (std::int64_t i = 0; i < n[0]; ++i)
        if (scan.profile[0][std::size_t(i)] != 0.0) {
            scan.box.lo[0] = std::min(scan.box.lo[0], i);
            scan.box.hi[0] = std::max(scan.box.hi[0], i + 1);
        }
    return scan;
}

Result<Scan> scanLabels(const Volume& v, std::size_t threads)
{
    return v.pixelType() == PixelType::UInt8 ? scanOf<std::uint8_t>(v, threads)
                                             : scanOf<std::int32_t>(v, threads);
}

// The shift along each prediction axis that makes the transformed prediction's foreground profiles
// correlate best with the reference's (at most a quarter of the axis; the smallest shift among equals).
void fitShift(Transform& t, const Scan& refScan, const Scan& predScan)
{
    const auto& ref = refScan.profile;
    const auto& pred = predScan.profile;
    for (int d = 0; d < 3; ++d) {
        const auto& pp = pred[std::size_t(d)];
        const auto& pr = ref[std::size_t(t.sourceAxis[std::size_t(d)])];
        const std::int64_t n = std::int64_t(pp.size());
        const std::int64_t bound = n / 4;
        double best = -1.0;
        std::int64_t bestShift = 0;
        for (std::int64_t s = 0; s <= 2 * bound; ++s) {
            const std::int64_t shift = (s % 2 == 0 ? 1 : -1) * ((s + 1) / 2); // 0, -1, 1, -2, 2, ...
            double sum = 0.0;
            for (std::int64_t i = 0; i < n; ++i) {
                const std::int64_t src = (t.flip[std::size_t(d)] ? n - 1 - i : i) + shift;
                if (src >= 0 && src < n)
                    sum += pr[std::size_t(i)] * pp[std::size_t(src)];
            }
            if (sum > best) {
                best = sum;
                bestShift = shift;
            }
        }
        t.shift[std::size_t(d)] = bestShift;
    }
}

// ---- Words ----

std::string axisWords(const volume::Geometry& g, int axis)
{
    return checks::detail::anatomicalAxisName(g.directionColumn(axis)) + " (" + kAxisLetter[axis] + ")";
}

std::string joined(const std::vector<std::string>& parts)
{
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return out;
}

// "mirrored left-right (x)", "axes x and y transposed", "turned 90° in the x-y plane, from x
// (left-right) towards y (anterior-posterior)", "turned 180° in the x-y plane (mirrored ... )".
std::string describeAxes(const Transform& t, const volume::Geometry& g)
{
    std::vector<std::string> parts;
    int fixed = -1;
    for (int d = 0; d < 3; ++d)
        if (t.sourceAxis[std::size_t(d)] == d)
            fixed = fixed < 0 ? d : fixed;
    const bool permuted = t.sourceAxis != std::array<int, 3>{0, 1, 2};
    std::vector<int> mirrored;
    for (int d = 0; d < 3; ++d)
        if (t.flip[std::size_t(d)] && (!permuted || t.sourceAxis[std::size_t(d)] == d))
            mirrored.push_back(d);
    if (permuted) {
        const int a = fixed == 0 ? 1 : 0, b = fixed == 2 ? 1 : 2;
        // Reference +a lands on prediction axis b with the sign of flip[b], reference +b on axis a.
        const bool sa = !t.flip[std::size_t(a)], sb = !t.flip[std::size_t(b)];
        const std::string plane = std::string(1, kAxisLetter[a]) + "-" + kAxisLetter[b] + " plane";
        if (sa && sb)
            parts.push_back(std::string("axes ") + kAxisLetter[a] + " and " + kAxisLetter[b] + " transposed");
        else if (!sa && !sb)
            parts.push_back(std::string("axes ") + kAxisLetter[a] + " and " + kAxisLetter[b] +
                            " transposed across the anti-diagonal");
        else
            parts.push_back("turned 90° in the " + plane + ", from " + axisWords(g, sb ? a : b) +
                            " towards " + axisWords(g, sb ? b : a));
    } else if (mirrored.size() == 2) {
        const int a = mirrored[0], b = mirrored[1];
        parts.push_back("turned 180° in the " + std::string(1, kAxisLetter[a]) + "-" + kAxisLetter[b] +
                        " plane (mirrored " + axisWords(g, a) + " and " + axisWords(g, b) + ")");
        mirrored.clear();
    }
    if (!mirrored.empty()) {
        std::vector<std::string> names;
        for (int d : mirrored)
            names.push_back(axisWords(g, d));
        parts.push_back("mirrored " + joined(names));
    }
    for (int d = 0; d < 3; ++d) {
        const std::int64_t s = t.shift[std::size_t(d)];
        if (s == 0)
            continue;
        volume::Vec3 lps{};
        for (int r = 0; r < 3; ++r)
            lps[std::size_t(r)] =
                g.direction[std::size_t(r)][std::size_t(d)] * g.spacing[std::size_t(d)] * double(s);
        parts.push_back("shifted " + std::to_string(s) + " voxel" + (std::abs(s) == 1 ? "" : "s") +
                        " along " + kAxisLetter[d] + " = " + checks::detail::describeDisplacement(lps));
    }
    return joined(parts);
}

std::string describeRelabel(const std::map<std::int64_t, std::int64_t>& relabel)
{
    std::vector<std::string> parts;
    std::set<std::int64_t> said;
    for (const auto& [from, to] : relabel) {
        if (said.count(from))
            continue;
        const auto back = relabel.find(to);
        if (back != relabel.end() && back->second == from) {
            parts.push_back("labels " + std::to_string(std::min(from, to)) + " and " +
                            std::to_string(std::max(from, to)) + " swapped");
            said.insert(to);
        } else {
            parts.push_back("label " + std::to_string(from) + " where the reference has " +
                            std::to_string(to));
        }
        said.insert(from);
    }
    return joined(parts);
}

ContentCandidate candidateOf(const Transform& t, const std::map<std::int64_t, std::int64_t>& relabel,
                             const LabelConfusion& after, const std::vector<double>& before,
                             const std::vector<std::int64_t>& labels, const volume::Geometry& g)
{
    ContentCandidate c;
    c.sourceAxis = t.sourceAxis;
    c.flip = t.flip;
    c.shiftVoxels = t.shift;
    for (int d = 0; d < 3; ++d)
        for (int r = 0; r < 3; ++r)
            c.shiftMm[std::size_t(r)] += g.direction[std::size_t(r)][std::size_t(d)] *
                                         g.spacing[std::size_t(d)] * double(t.shift[std::size_t(d)]);
    c.relabel = relabel;
    const std::string axes = describeAxes(t, g);
    const std::string labelsText = describeRelabel(relabel);
    c.description = axes.empty()         ? "relabelled: " + labelsText
                    : labelsText.empty() ? axes
                                         : axes + ", with " + labelsText;
    const std::vector<double> dice = diceOf(after, relabel, labels);
    for (std::size_t i = 0; i < labels.size(); ++i)
        c.labels.push_back({labels[i], before[i], dice[i]});
    c.meanDiceBefore = meanOf(before);
    c.meanDiceAfter = meanOf(dice);
    return c;
}

// How much a candidate changes: one for each mirrored axis, the permutation, the shift, the relabelling.
int complexity(const ContentCandidate& c)
{
    int n = 0;
    for (bool f : c.flip)
        n += f;
    n += c.sourceAxis != std::array<int, 3>{0, 1, 2};
    n += c.shiftVoxels != std::array<std::int64_t, 3>{0, 0, 0};
    n += !c.relabel.empty();
    return n;
}

std::string diceText(double v)
{
    return formatFixed(v, 2);
}

// Moves the answer to the front. Among the candidates within the margin of the highest Dice after
// undoing, the simplest (then the higher Dice): what a more complex candidate adds explains nothing more
// (a z-symmetric shape is mirrored along z as well as it is left alone). A relabelling alone is never
// chosen while a geometric candidate without relabelling is among them: it must explain more.
void chooseBest(std::vector<ContentCandidate>& candidates, double margin)
{
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const auto& x, const auto& y) { return x.meanDiceAfter > y.meanDiceAfter; });
    const double top = candidates.front().meanDiceAfter;
    bool geometricOnly = false;
    for (const ContentCandidate& c : candidates)
        geometricOnly =
            geometricOnly || (c.meanDiceAfter > top - margin && c.relabel.empty() && c.geometric());
    std::size_t best = 0;
    bool found = false;
    for (std::size_t i = 0; i < candidates.size() && candidates[i].meanDiceAfter > top - margin; ++i) {
        const ContentCandidate& c = candidates[i];
        if (geometricOnly && !c.geometric())
            continue;
        if (!found || complexity(c) < complexity(candidates[best]))
            best = i;
        found = true;
    }
    std::rotate(candidates.begin(), candidates.begin() + std::ptrdiff_t(best),
                candidates.begin() + std::ptrdiff_t(best) + 1);
}

void decide(ContentForensics& out, const ContentOptions& options)
{
    if (out.candidates.empty())
        return;
    chooseBest(out.candidates, options.margin);
    const ContentCandidate& best = out.candidates.front();
    const double before = out.meanDiceBefore;
    // The runner-up: the best other candidate at most as complex (a more complex one that does as well
    // only adds what changes nothing).
    const ContentCandidate* runnerUp = nullptr;
    for (std::size_t i = 1; i < out.candidates.size() && !runnerUp; ++i)
        if (complexity(out.candidates[i]) <= complexity(best))
            runnerUp = &out.candidates[i];
    out.marginToRunnerUp = best.meanDiceAfter - (runnerUp ? runnerUp->meanDiceAfter : before);
    if (best.meanDiceAfter - before < options.margin)
        return; // nothing explains more than noise: nothing to report
    std::vector<std::string> why;
    if (best.meanDiceAfter < options.explainedDice)
        why.push_back("the best candidate (" + best.description + ") still leaves a mean per-label Dice of " +
                      diceText(best.meanDiceAfter) + ", below " + diceText(options.explainedDice));
    else if (best.meanDiceAfter - before < 0.5 * (1.0 - before))
        why.push_back("the best candidate (" + best.description +
                      ") removes less than half of the disagreement");
    if (runnerUp && out.marginToRunnerUp < options.margin)
        why.push_back("it and another as simple (" + runnerUp->description +
                      ") explain it about equally (mean Dice " + diceText(best.meanDiceAfter) + " and " +
                      diceText(runnerUp->meanDiceAfter) + ", margin " + formatFixed(out.marginToRunnerUp, 3) +
                      " < " + diceText(options.margin) + ")");
    if (why.empty()) {
        out.conclusive = true;
        return;
    }
    out.inconclusive = joined(why);
}

} // namespace

bool ContentCandidate::geometric() const
{
    return sourceAxis != std::array<int, 3>{0, 1, 2} || flip != std::array<bool, 3>{false, false, false} ||
           shiftVoxels != std::array<std::int64_t, 3>{0, 0, 0};
}

std::string poorAgreement(const LabelConfusion& confusion, const ContentOptions& options)
{
    const std::vector<std::int64_t> labels = measuredLabels(confusion);
    const std::vector<double> dice = diceOf(confusion, {}, labels);
    std::size_t worst = 0;
    for (std::size_t i = 1; i < dice.size(); ++i)
        if (dice[i] < dice[worst])
            worst = i;
    if (dice.empty() || dice[worst] >= options.poorLabelDice)
        return {};
    return "label " + std::to_string(labels[worst]) + ": Dice " + diceText(dice[worst]) + " < " +
           formatGeneral(options.poorLabelDice);
}

Result<ContentForensics> contentForensics(const Volume& reference, const Volume& prediction,
                                          const LabelConfusion& delivered, const ContentOptions& options)
{
    for (const Volume* v : {&reference, &prediction})
        if (v->pixelType() != PixelType::UInt8 && v->pixelType() != PixelType::Int32)
            return makeError(ErrorKind::Invalid, "The content forensics need label maps (uint8 or int32).");
    if (reference.geometry().size != prediction.geometry().size)
        return makeError(ErrorKind::Invalid, "The content forensics need two label maps of one size.");
    const std::size_t threads = options.maxThreads;
    ContentForensics out;
    out.run = true;
    out.trigger = poorAgreement(delivered, options);
    const std::vector<std::int64_t> labels = measuredLabels(delivered);
    LabelIndex index{{0}};
    for (std::int64_t l : labels)
        index.values.push_back(l);
    std::sort(index.values.begin(), index.values.end());
    index.values.erase(std::unique(index.values.begin(), index.values.end()), index.values.end());
    const std::vector<double> before = diceOf(delivered, {}, labels);
    out.meanDiceBefore = meanOf(before);
    const volume::Geometry& g = reference.geometry();

    // Screening: each axis transform with its best shift, scored with and without its best relabelling
    // on every `every`-th voxel along each axis of the foreground's box (about 2^18 samples).
    Result<Scan> refScan = scanLabels(reference, threads), predScan = scanLabels(prediction, threads);
    if (!refScan)
        return refScan.error();
    if (!predScan)
        return predScan.error();
    const std::array<Scan, 2> scans{std::move(*refScan), std::move(*predScan)};
    double voxels = 0.0;
    for (const Scan& sc : scans)
        if (!sc.box.empty())
            voxels =
                std::max(voxels, double(sc.box.hi[0] - sc.box.lo[0]) * double(sc.box.hi[1] - sc.box.lo[1]) *
                                     double(sc.box.hi[2] - sc.box.lo[2]));
    const std::int64_t every = std::max<std::int64_t>(1, std::llround(std::cbrt(voxels / 262144.0)));
    struct Screened
    {
        Transform t;
        double score;
    };
    std::vector<Screened> screened;
    for (Transform t : axisTransforms(g.size)) {
        fitShift(t, scans[0], scans[1]);
        if (t == Transform{})
            continue; // the delivered map: its relabelling is measured below
        Result<LabelConfusion> sample =
            confusionThrough(reference, prediction, t, scans, every, index, threads);
        if (!sample)
            return sample.error();
        const double plain = meanOf(diceOf(*sample, {}, labels));
        const double relabelled = meanOf(diceOf(*sample, bestRelabel(*sample), labels));
        screened.push_back({t, std::max(plain, relabelled)});
    }
    std::stable_sort(screened.begin(), screened.end(),
                     [](const Screened& x, const Screened& y) { return x.score > y.score; });

    // Full resolution: the best two, and up to `measured` within the margin of the best (the others are
    // too far behind to be chosen or to make it inconclusive, up to the sampling's error), each alone and
    // with its best relabelling; the relabelling alone.
    // When no geometric candidate comes near improving on the delivered map (half the margin, for the
    // sampling's error), none is measured: the common case of a poor but unmoved prediction stays cheap.
    const bool promising =
        !screened.empty() && screened.front().score >= out.meanDiceBefore + options.margin / 2;
    for (std::size_t s = 0; promising && s < std::min(options.measured, screened.size()); ++s) {
        if (s >= 2 && screened[s].score < screened.front().score - options.margin)
            break;
        Result<LabelConfusion> full =
            confusionThrough(reference, prediction, screened[s].t, scans, 1, index, threads);
        if (!full)
            return full.error();
        out.candidates.push_back(candidateOf(screened[s].t, {}, *full, before, labels, g));
        if (auto relabel = bestRelabel(*full); !relabel.empty())
            out.candidates.push_back(candidateOf(screened[s].t, relabel, *full, before, labels, g));
    }
    if (auto relabel = bestRelabel(delivered); !relabel.empty())
        out.candidates.push_back(candidateOf(Transform{}, relabel, delivered, before, labels, g));
    decide(out, options);
    // A geometric cause whose undoing needs no relabelling, while the delivered labels map one-to-one
    // onto others (a mirrored bilateral atlas: left on right): say that this is not a label swap.
    if (out.conclusive && out.candidates.front().geometric() && out.candidates.front().relabel.empty())
        out.apparentRelabel = describeRelabel(apparentRelabel(delivered));
    return out;
}

} // namespace scansleuth::compare
