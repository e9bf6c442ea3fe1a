// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pairwholevoxel.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace scansleuth::checks::detail {

namespace {

using volume::Index3;
using volume::Vec3;

// The inverse of an integer map, stored index -> target index: target axis c reads stored axis axis[c],
// x_c = sign[c] * s_axis[c] + offset[c].
struct Placement
{
    std::array<int, 3> axis{0, 1, 2};
    std::array<std::int64_t, 3> sign{1, 1, 1}, offset{0, 0, 0};

    std::int64_t target(int c, const std::int64_t* s) const { return sign[c] * s[axis[c]] + offset[c]; }
    Index3 target(const Index3& s) const
    {
        return {target(0, s.data()), target(1, s.data()), target(2, s.data())};
    }
};

// nullopt when two stored axes read the same target axis (a singular map).
std::optional<Placement> placementOf(const IntegerMap& m)
{
    Placement p;
    std::array<bool, 3> seen{false, false, false};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            if (m[r][c] != 0) {
                if (seen[c])
                    return std::nullopt;
                seen[c] = true;
                p.axis[c] = r;
                p.sign[c] = m[r][c];
                p.offset[c] = -m[r][c] * m[r][3];
            }
    if (!(seen[0] && seen[1] && seen[2]))
        return std::nullopt;
    return p;
}

bool inside(const Index3& x, const Index3& n)
{
    return x[0] >= 0 && x[1] >= 0 && x[2] >= 0 && x[0] < n[0] && x[1] < n[1] && x[2] < n[2];
}

// The target box of the stored box [lo, hi] (inclusive), clamped to a grid of size n (may be empty).
std::pair<Index3, Index3> targetBox(const Placement& p, const Index3& lo, const Index3& hi, const Index3& n)
{
    const Index3 a = p.target(lo), b = p.target(hi);
    Index3 first, last;
    for (int c = 0; c < 3; ++c) {
        first[c] = std::max<std::int64_t>(std::min(a[c], b[c]), 0);
        last[c] = std::min<std::int64_t>(std::max(a[c], b[c]), n[c] - 1);
    }
    return {first, last};
}

// Visits voxels[begin, end) that land in the target box [first, last], in the target grid's order (k
// slowest, i fastest): a stable counting sort by `rowOf` (0 .. rows - 1, -1 off the box). Within a row only
// stored axis axis[0] varies, and the stored order runs along it, so each row is read forwards
// (sign[0] > 0) or backwards.
template <typename RowOf, typename Visit>
void visitByRow(const MaskBoundary& boundary, std::size_t begin, std::size_t end, std::size_t rows,
                const Placement& p, RowOf&& rowOf, BoundaryScratch& scratch, Visit&& visit)
{
    Index3 x;
    std::vector<std::uint32_t>& start = scratch.start;
    start.assign(rows + 1, 0);
    for (std::size_t b = begin; b < end; ++b)
        if (const std::int64_t row = rowOf(boundary.voxels[b], x); row >= 0)
            ++start[static_cast<std::size_t>(row) + 1];
    for (std::size_t r = 1; r < start.size(); ++r)
        start[r] += start[r - 1];
    // The rows' starts move on as they fill; afterwards row r holds order[start[r - 1] .. start[r]).
    std::vector<std::uint32_t>& order = scratch.order;
    order.resize(start.back());
    for (std::size_t b = begin; b < end; ++b)
        if (const std::int64_t row = rowOf(boundary.voxels[b], x); row >= 0)
            order[start[static_cast<std::size_t>(row)]++] = static_cast<std::uint32_t>(b);
    const bool forwards = p.sign[0] > 0;
    std::size_t rowBegin = 0;
    for (std::size_t r = 0; r < rows; ++r) {
        const std::size_t rowEnd = start[r];
        for (std::size_t q = rowBegin; q < rowEnd; ++q) {
            const MaskBoundary::Voxel& v = boundary.voxels[order[forwards ? q : rowEnd - 1 - (q - rowBegin)]];
            rowOf(v, x);
            visit(v, x);
        }
        rowBegin = rowEnd;
    }
}

// The boundary voxels that land in the target box [first, last] (on the grid), in the target grid's
// order. The stored order already is that when the placement keeps every axis and direction. When it
// keeps the slice axis (flips, turns and transposes within the slices), slice by slice in target order,
// each sorted by row on its own (a slice's voxels stay in cache); otherwise all of them at once.
template <typename Visit>
void inTargetOrder(const MaskBoundary& boundary, const Placement& p, const Index3& first, const Index3& last,
                   BoundaryScratch& scratch, Visit&& visit)
{
    const std::int64_t ey = last[1] - first[1] + 1, ez = last[2] - first[2] + 1;
    if (ey <= 0 || ez <= 0 || last[0] < first[0])
        return;
    // The voxel's target row in the box, or -1 off the box.
    const auto rowOf = [&](const MaskBoundary::Voxel& v, Index3& x) -> std::int64_t {
        const std::int64_t s[3] = {v.i, v.j, v.k};
        for (int c = 0; c < 3; ++c) {
            x[c] = p.target(c, s);
            if (x[c] < first[c] || x[c] > last[c])
                return -1;
        }
        return (x[1] - first[1]) + ey * (x[2] - first[2]);
    };
    if (p.axis == std::array<int, 3>{0, 1, 2} && p.sign[0] > 0 && p.sign[1] > 0 && p.sign[2] > 0) {
        Index3 x;
        for (const MaskBoundary::Voxel& v : boundary.voxels)
            if (rowOf(v, x) >= 0)
                visit(v, x);
        return;
    }
    if (p.axis[2] != 2 || boundary.sliceStart.size() < 2) {
        visitByRow(boundary, 0, boundary.voxels.size(), static_cast<std::size_t>(ey * ez), p, rowOf, scratch,
                   visit);
        return;
    }
    const std::int64_t slices = static_cast<std::int64_t>(boundary.sliceStart.size()) - 1;
    for (std::int64_t t = 0; t < slices; ++t) {
        const std::int64_t s = p.sign[2] > 0 ? t : slices - 1 - t,
                           x2 = p.sign[2] * (boundary.firstSlice + s) + p.offset[2];
        if (x2 < first[2] || x2 > last[2])
            continue;
        const auto rowInSlice = [&](const MaskBoundary::Voxel& v, Index3& x) -> std::int64_t {
            const std::int64_t row = rowOf(v, x);
            return row < 0 ? -1 : row - ey * (x2 - first[2]);
        };
        visitByRow(boundary, boundary.sliceStart[static_cast<std::size_t>(s)],
                   boundary.sliceStart[static_cast<std::size_t>(s) + 1], static_cast<std::size_t>(ey), p,
                   rowInSlice, scratch, visit);
    }
}

// What a boundary voxel adds under a placement depends only on its six neighbours: for each neighbour
// pattern, the sampled mask's gradient along the target axes, 0.5 * (ahead - behind) read from the
// stored neighbours (a reversed axis swaps ahead and behind), |g| and the step 1.5 g / |g| to the inside
// sample (x + step) and the outside one (x - step).
struct Across
{
    bool boundary = false; // |g|^2 > 1e-6
    double w = 0;
    Vec3 step{0, 0, 0}, back{0, 0, 0}; // back = -step
    // The samples' cells: floor(x + step) = x + floorIn for a whole x (and x + floorBack for x - step),
    // the axes along which the samples fall between voxels (bit c: step[c] != 0), and whether that holds.
    Index3 floorIn{0, 0, 0}, floorBack{0, 0, 0};
    int axes = 0;
    bool cellsKnown = false;
};

// x + s (x whole, |x| < 2^31) rounds at most 2^-21 away, so its floor is x + floor(s) whenever s is
// 0 or more than 1e-3 from every whole number.
bool floorShifts(double s, std::int64_t& floorOfS)
{
    const double f = std::floor(s);
    floorOfS = static_cast<std::int64_t>(f);
    return s == 0 || (s - f > 1e-3 && f + 1 - s > 1e-3);
}

std::array<Across, 64> acrossTable(const Placement& p)
{
    std::array<Across, 64> table{};
    for (unsigned neighbours = 0; neighbours < 64; ++neighbours) {
        double g[3];
        for (int c = 0; c < 3; ++c) {
            const int r = p.axis[c];
            const bool plus = (neighbours >> (2 * r)) & 1, minus = (neighbours >> (2 * r + 1)) & 1;
            const bool ahead = p.sign[c] > 0 ? plus : minus, behind = p.sign[c] > 0 ? minus : plus;
            g[c] = 0.5 * ((ahead ? 1.0 : 0.0) - (behind ? 1.0 : 0.0));
        }
        // As EdgeSums::add() works them out.
        const double w2 = g[0] * g[0] + g[1] * g[1] + g[2] * g[2];
        if (w2 <= 1e-6)
            continue;
        Across& a = table[neighbours];
        a.boundary = true;
        a.w = std::sqrt(w2);
        const Vec3 normal{g[0] / a.w, g[1] / a.w, g[2] / a.w};
        a.step = {1.5 * normal[0], 1.5 * normal[1], 1.5 * normal[2]};
        a.cellsKnown = true;
        for (int c = 0; c < 3; ++c) {
            a.back[c] = -a.step[c]; // x - s == x + (-s) in IEEE arithmetic
            a.cellsKnown = floorShifts(a.step[c], a.floorIn[c]) && floorShifts(a.back[c], a.floorBack[c]) &&
                           a.cellsKnown;
            a.axes |= a.step[c] != 0 ? 1 << c : 0;
        }
    }
    return table;
}

// imageAt(x + step) for a whole x, with the cell from the table instead of three floors; imageAt()
// itself where the cell leaves the grid. The same operations on the same numbers.
template <int Axes, typename T>
double sampleCell(const T* v, const Index3& n, const Index3& x, const Vec3& step, const Index3& floors)
{
    double weight[3][2];
    std::int64_t cell[3];
    bool onGrid = true;
    for (int c = 0; c < 3; ++c) {
        const double at = static_cast<double>(x[c]) + step[c];
        cell[c] = x[c] + floors[c];
        const double w = at - static_cast<double>(cell[c]);
        weight[c][0] = 1 - w;
        weight[c][1] = w;
        onGrid = onGrid && cell[c] >= 0 && cell[c] + ((Axes >> c) & 1) < n[c];
    }
    if (!onGrid)
        return imageAt(v, n,
                       Vec3{static_cast<double>(x[0]) + step[0], static_cast<double>(x[1]) + step[1],
                            static_cast<double>(x[2]) + step[2]});
    return sampling::cellSum<Axes>(v + (cell[0] + n[0] * (cell[1] + n[1] * cell[2])), n[0], n[0] * n[1],
                                   weight);
}

template <int Axes, typename T>
double cellContrast(const T* v, const Index3& n, const Index3& x, const Across& a)
{
    return sampleCell<Axes>(v, n, x, a.step, a.floorIn) - sampleCell<Axes>(v, n, x, a.back, a.floorBack);
}

// I(x + step) - I(x - step), as EdgeSums::addAcross() works it out.
template <typename T> double contrast(const T* v, const Index3& n, const Index3& x, const Across& a)
{
    if (!a.cellsKnown)
        return imageAt(v, n,
                       Vec3{double(x[0]) + a.step[0], double(x[1]) + a.step[1], double(x[2]) + a.step[2]}) -
               imageAt(v, n,
                       Vec3{double(x[0]) - a.step[0], double(x[1]) - a.step[1], double(x[2]) - a.step[2]});
    return sampling::withAxes(a.axes,
                              [&](auto axes) { return cellContrast<decltype(axes)::value>(v, n, x, a); });
}

// visit(row, length, x, c0) for each row of the stored box [first, first + extent) (inside the mask's
// kept box): the row's bits, their number, the target index of its first voxel and the target axis that
// stored axis 0 becomes (the target moves by sign[c0] per voxel along the row).
template <typename Visit>
void forEachStoredRow(const BinaryMask& mask, const Index3& first, const Index3& extent, const Placement& p,
                      Visit&& visit)
{
    const Index3 &o = mask.origin, &e = mask.extent;
    const std::int64_t c0 = p.axis[0] == 0 ? 0 : p.axis[1] == 0 ? 1 : 2;
    for (std::int64_t k = first[2]; k < first[2] + extent[2]; ++k)
        for (std::int64_t j = first[1]; j < first[1] + extent[1]; ++j) {
            const std::uint8_t* row =
                mask.bits.data() + ((first[0] - o[0]) + e[0] * ((j - o[1]) + e[1] * (k - o[2])));
            visit(row, extent[0], p.target({first[0], j, k}), c0);
        }
}

} // namespace

namespace {

// The boundary voxels of stored slices kFirst..kLast (within the foreground's box grown by one), in
// stored order.
void appendBoundary(const BinaryMask& m, std::int64_t kFirst, std::int64_t kLast,
                    std::vector<MaskBoundary::Voxel>& out)
{
    constexpr std::uint8_t nearCore = BinaryMask::Near | BinaryMask::Core;
    const Index3 &o = m.origin, &e = m.extent;
    const std::int64_t sy = e[0], sz = e[0] * e[1];
    for (std::int64_t k = kFirst; k <= kLast; ++k)
        for (std::int64_t j = m.lo[1] - 1; j <= m.hi[1] + 1; ++j) {
            const bool keptRow = k >= o[2] && k < o[2] + e[2] && j >= o[1] && j < o[1] + e[1];
            // Rows whose six neighbours all lie in the kept box are read directly.
            const bool innerRow = k > o[2] && k + 1 < o[2] + e[2] && j > o[1] && j + 1 < o[1] + e[1];
            const std::uint8_t* row = keptRow ? m.bits.data() + ((j - o[1]) * sy + (k - o[2]) * sz) : nullptr;
            const auto look = [&](std::int64_t i) {
                std::uint8_t neighbours;
                if (innerRow && i > o[0] && i + 1 < o[0] + e[0]) {
                    const std::uint8_t* v = row + (i - o[0]);
                    neighbours = static_cast<std::uint8_t>(
                        (v[1] & BinaryMask::On) | (v[-1] & BinaryMask::On) << 1 |
                        (v[sy] & BinaryMask::On) << 2 | (v[-sy] & BinaryMask::On) << 3 |
                        (v[sz] & BinaryMask::On) << 4 | (v[-sz] & BinaryMask::On) << 5);
                } else {
                    neighbours = static_cast<std::uint8_t>(m.at(i + 1, j, k) | m.at(i - 1, j, k) << 1 |
                                                           m.at(i, j + 1, k) << 2 | m.at(i, j - 1, k) << 3 |
                                                           m.at(i, j, k + 1) << 4 | m.at(i, j, k - 1) << 5);
                }
                if (((neighbours ^ (neighbours >> 1)) & 0b010101) != 0) // unequal sides along some axis
                    out.push_back({static_cast<std::int32_t>(i), static_cast<std::int32_t>(j),
                                   static_cast<std::int32_t>(k), neighbours});
            };
            if (!keptRow) { // past the grid: look at every voxel
                for (std::int64_t i = m.lo[0] - 1; i <= m.hi[0] + 1; ++i)
                    look(i);
                continue;
            }
            for (std::int64_t i = m.lo[0] - 1; i < o[0]; ++i)
                look(i);
            // In the kept box the flags tell most voxels apart: no foreground within one voxel, or all 26
            // neighbours foreground, leaves every difference zero. Eight voxels at a time: a byte with
            // Near (bit 1) and without Core (bit 2) needs a look.
            constexpr std::uint64_t nearBits = 0x0202020202020202ull;
            std::int64_t i = 0;
            for (; i + 8 <= e[0]; i += 8) {
                std::uint64_t word;
                std::memcpy(&word, row + i, 8);
                if ((word & ~(word >> 1) & nearBits) == 0)
                    continue;
                for (std::int64_t b = i; b < i + 8; ++b)
                    if ((row[b] & nearCore) == BinaryMask::Near)
                        look(o[0] + b);
            }
            for (; i < e[0]; ++i)
                if ((row[i] & nearCore) == BinaryMask::Near)
                    look(o[0] + i);
            for (std::int64_t i = o[0] + e[0]; i <= m.hi[0] + 1; ++i)
                look(i);
        }
}

// The slices' starts of a boundary whose voxels are complete.
void indexSlices(const BinaryMask& m, MaskBoundary& b)
{
    b.firstSlice = m.lo[2] - 1;
    b.sliceStart.assign(static_cast<std::size_t>(m.hi[2] - m.lo[2] + 3) + 1, 0);
    for (const MaskBoundary::Voxel& v : b.voxels)
        ++b.sliceStart[static_cast<std::size_t>(v.k - b.firstSlice) + 1];
    for (std::size_t s = 1; s < b.sliceStart.size(); ++s)
        b.sliceStart[s] += b.sliceStart[s - 1];
}

// Slices per piece of a label's boundary search, so that a large label is shared among the threads.
constexpr std::int64_t kPieceVoxels = std::int64_t{1} << 20;

std::int64_t pieceSlices(const BinaryMask& m)
{
    const std::int64_t slice = (m.hi[0] - m.lo[0] + 3) * (m.hi[1] - m.lo[1] + 3);
    return std::max<std::int64_t>(1, kPieceVoxels / std::max<std::int64_t>(slice, 1));
}

} // namespace

MaskBoundary maskBoundary(const BinaryMask& m)
{
    MaskBoundary out;
    if (m.count == 0)
        return out;
    appendBoundary(m, m.lo[2] - 1, m.hi[2] + 1, out.voxels);
    indexSlices(m, out);
    return out;
}

Result<std::vector<MaskBoundary>> maskBoundaries(const std::vector<BinaryMask>& labels)
{
    // Pieces of whole slices of each label, searched on several threads, then joined in order.
    struct Piece
    {
        std::size_t label;
        std::int64_t kFirst, kLast;
        std::vector<MaskBoundary::Voxel> voxels;
    };
    std::vector<Piece> pieces;
    for (std::size_t l = 0; l < labels.size(); ++l) {
        const BinaryMask& m = labels[l];
        if (m.count == 0)
            continue;
        const std::int64_t step = pieceSlices(m);
        for (std::int64_t k = m.lo[2] - 1; k <= m.hi[2] + 1; k += step)
            pieces.push_back({l, k, std::min(k + step - 1, m.hi[2] + 1), {}});
    }
    if (Status s = onEveryCore(0, pieces.size(),
                               [&](std::size_t i) {
                                   Piece& piece = pieces[i];
                                   appendBoundary(labels[piece.label], piece.kFirst, piece.kLast,
                                                  piece.voxels);
                               });
        !s)
        return s.error();
    std::vector<MaskBoundary> out(labels.size());
    for (Piece& piece : pieces) {
        std::vector<MaskBoundary::Voxel>& voxels = out[piece.label].voxels;
        if (voxels.empty())
            voxels = std::move(piece.voxels);
        else
            voxels.insert(voxels.end(), piece.voxels.begin(), piece.voxels.end());
        piece.voxels = {};
    }
    for (std::size_t l = 0; l < labels.size(); ++l)
        if (labels[l].count > 0)
            indexSlices(labels[l], out[l]);
    return out;
}

std::optional<double> wholeVoxelEdgeScore(const BinaryMask& mask, const MaskBoundary& boundary,
                                          const IntegerMap& imageToStored, const EdgeMap& edges,
                                          double* boundaryWeight, BoundaryScratch* scratch)
{
    const std::optional<Placement> p = placementOf(imageToStored);
    if (!p || mask.count == 0 || !edges.image ||
        boundary.voxels.size() >= std::numeric_limits<std::uint32_t>::max())
        return std::nullopt;
    BoundaryScratch ownScratch;
    const volume::Volume& image = *edges.image;
    const Index3& n = image.geometry().size;
    if (!inside(p->target(mask.lo), n) || !inside(p->target(mask.hi), n))
        return std::nullopt;
    const auto [first, last] = targetBox(*p, {mask.lo[0] - 1, mask.lo[1] - 1, mask.lo[2] - 1},
                                         {mask.hi[0] + 1, mask.hi[1] + 1, mask.hi[2] + 1}, n);
    double weighted = 0, weights = 0;
    volume::visitPixelType(image.pixelType(), [&](auto t) {
        using T = decltype(t);
        const T* v = image.voxels<T>().data();
        const double slope = std::abs(image.rescale().slope);
        const std::array<Across, 64> table = acrossTable(*p);
        inTargetOrder(boundary, *p, first, last, scratch ? *scratch : ownScratch,
                      [&](const MaskBoundary::Voxel& voxel, const Index3& x) {
                          const Across& a = table[voxel.neighbours];
                          if (!a.boundary)
                              return;
                          weighted += a.w * slope * contrast(v, n, x, a);
                          weights += a.w;
                      });
    });
    if (boundaryWeight)
        *boundaryWeight = weights;
    return edgeScoreOf(weighted, weights, edges);
}

std::optional<double> wholeVoxelDice(const BinaryMask& mask, const IntegerMap& referenceToStored,
                                     const BinaryMask& reference)
{
    const std::optional<Placement> p = placementOf(referenceToStored);
    if (!p)
        return std::nullopt;
    if (mask.count == 0 || reference.count == 0)
        return 0.0;
    const Index3& n = reference.size;
    // Counts, exact: the sampled path's sums of 1.0f. Foreground landing on the grid: all of it when its
    // box does.
    std::int64_t landed = mask.count;
    if (!inside(p->target(mask.lo), n) || !inside(p->target(mask.hi), n)) {
        landed = 0;
        forEachStoredRow(mask, mask.origin, mask.extent, *p,
                         [&](const std::uint8_t* row, std::int64_t length, const Index3& x, std::int64_t c0) {
                             for (std::int64_t i = 0; i < length; ++i) {
                                 Index3 at = x;
                                 at[c0] += p->sign[c0] * i;
                                 landed += (row[i] & BinaryMask::On) && inside(at, n) ? 1 : 0;
                             }
                         });
    }
    // Overlap: only where the mask's kept box meets the reference's, taken back to stored indices.
    const Index3 refLast{reference.origin[0] + reference.extent[0] - 1,
                         reference.origin[1] + reference.extent[1] - 1,
                         reference.origin[2] + reference.extent[2] - 1};
    Index3 first, extent;
    bool meets = true;
    for (int r = 0; r < 3; ++r) {
        int c = 0;
        while (p->axis[c] != r)
            ++c;
        // Stored index r = sign * (target c - offset).
        const std::int64_t a = p->sign[c] * (reference.origin[c] - p->offset[c]),
                           b = p->sign[c] * (refLast[c] - p->offset[c]);
        first[r] = std::max(mask.origin[r], std::min(a, b));
        extent[r] = std::min(mask.origin[r] + mask.extent[r] - 1, std::max(a, b)) - first[r] + 1;
        meets = meets && extent[r] > 0;
    }
    std::int64_t overlap = 0;
    if (meets)
        forEachStoredRow(mask, first, extent, *p,
                         [&](const std::uint8_t* row, std::int64_t length, const Index3& x, std::int64_t c0) {
                             // Along the row the target moves along axis c0, inside the reference's box.
                             const std::int64_t strides[3] = {1, reference.extent[0],
                                                              reference.extent[0] * reference.extent[1]};
                             const std::uint8_t* ref =
                                 reference.bits.data() +
                                 ((x[0] - reference.origin[0]) + strides[1] * (x[1] - reference.origin[1]) +
                                  strides[2] * (x[2] - reference.origin[2]));
                             const std::int64_t step = p->sign[c0] * strides[c0];
                             for (std::int64_t i = 0; i < length; ++i)
                                 overlap += row[i] & ref[i * step] & BinaryMask::On;
                         });
    const double denominator = static_cast<double>(landed) + static_cast<double>(reference.count);
    return denominator > 0 ? 2.0 * static_cast<double>(overlap) / denominator : 0.0;
}

} // namespace scansleuth::checks::detail
