// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The near-duplicate comparison of two rank thumbnails: normalised cross-correlation of the band-passed
// thumbnails over their overlap, maximised over the 8 axis flips and over translations, searched coarse to
// fine on a pyramid of the thumbnails (nearduplicatesearch.cpp screens 10,000 records down to a few such
// comparisons). docs/audit-fingerprints.md gives the measured similarities behind kNearDuplicateSimilarity.
#include "checks/audit/content/content.h"
#include "checks/audit/content/contentinternal.h"

#include "base/parallel.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <map>
#include <tuple>

namespace scansleuth::audit {

namespace {

// A thumbnail as floats, x fastest.
struct Grid
{
    std::array<int, 3> size{0, 0, 0};
    std::vector<float> v;

    std::size_t count() const { return std::size_t(size[0]) * std::size_t(size[1]) * std::size_t(size[2]); }
    float at(int x, int y, int z) const { return v[std::size_t(x + size[0] * (y + size[1] * z))]; }
};

} // namespace

bool validThumbnail(const ContentFingerprint& f)
{
    if (!(f.thumbnailSpacing > 0) || !std::isfinite(f.thumbnailSpacing))
        return false;
    std::size_t n = 1;
    for (int s : f.thumbnailSize) {
        if (s < 1 || s > 4096)
            return false;
        n *= std::size_t(s);
    }
    return n == f.thumbnail.size();
}

namespace {

// Box resampling of one axis from cells of `from` mm to cells of `to` mm (to >= from), both grids centred on
// the same point, so that a finer thumbnail can be compared with a coarser one. An axis of one cell stays.
Grid resampleAxis(const Grid& g, int axis, double from, double to)
{
    const int n = g.size[std::size_t(axis)];
    if (n <= 1 || to <= from * (1 + 1e-9))
        return g;
    const int m = std::max(1, int(std::ceil(double(n) * from / to - 1e-9)));
    // Source cell i covers [i, i + 1) * from - n * from / 2 around the centre; target j likewise with `to`.
    std::vector<std::vector<std::pair<int, float>>> weights(static_cast<std::size_t>(m));
    for (int j = 0; j < m; ++j) {
        const double lo = double(j) * to - double(m) * to / 2, hi = lo + to;
        for (int i = 0; i < n; ++i) {
            const double slo = double(i) * from - double(n) * from / 2, shi = slo + from;
            const double w = std::min(hi, shi) - std::max(lo, slo);
            if (w > 0)
                weights[std::size_t(j)].push_back({i, float(w)});
        }
    }
    Grid out;
    out.size = g.size;
    out.size[std::size_t(axis)] = m;
    out.v.assign(out.count(), 0.0f);
    for (int z = 0; z < out.size[2]; ++z)
        for (int y = 0; y < out.size[1]; ++y)
            for (int x = 0; x < out.size[0]; ++x) {
                std::array<int, 3> p{x, y, z};
                const int j = p[std::size_t(axis)];
                double sum = 0, wsum = 0;
                for (const auto& [i, w] : weights[std::size_t(j)]) {
                    p[std::size_t(axis)] = i;
                    sum += double(w) * g.at(p[0], p[1], p[2]);
                    wsum += w;
                }
                out.v[std::size_t(x + out.size[0] * (y + out.size[1] * z))] =
                    wsum > 0 ? float(sum / wsum) : 0.0f;
            }
    return out;
}

Grid toGrid(const ContentFingerprint& f, double spacing)
{
    Grid g;
    g.size = f.thumbnailSize;
    g.v.assign(f.thumbnail.begin(), f.thumbnail.end());
    for (int axis = 0; axis < 3; ++axis)
        g = resampleAxis(g, axis, f.thumbnailSpacing, spacing);
    return g;
}

// out = 0.25 * prev + 0.5 * cur + 0.25 * next over `length` values. No fused multiply-add in either
// version (AVX2 does not imply FMA): the same floats on every machine.
__attribute__((target_clones("avx2", "default"))) void
blend(float* __restrict out, const float* prev, const float* cur, const float* next, std::size_t length)
{
    for (std::size_t i = 0; i < length; ++i)
        out[i] = 0.25f * prev[i] + 0.5f * cur[i] + 0.25f * next[i];
}

// A [1 2 1] / 4 blur along each axis of more than two cells (edges repeated), in place; `scratch` is
// reused. Each pass blends long runs of cells (a row's cells are consecutive, as are a plane's rows and the
// planes), then sets the cells whose neighbour is an edge repeated: a cell gets the same sum as line by
// line, at a fraction of the loop overhead on rows of 30 cells.
void blurInPlace(const std::array<int, 3>& size, std::vector<float>& v, std::vector<float>& scratch)
{
    scratch.resize(v.size());
    const std::size_t nx = std::size_t(size[0]), ny = std::size_t(size[1]), nz = std::size_t(size[2]);
    // Along an axis of n lines, `stride` cells apart, in `blocks` blocks of `blockStride`.
    const auto alongAxis = [&](std::size_t n, std::size_t stride, std::size_t blocks,
                               std::size_t blockStride) {
        if (n < 3)
            return;
        for (std::size_t b = 0; b < blocks; ++b) {
            const float* in = v.data() + b * blockStride;
            float* o = scratch.data() + b * blockStride;
            const std::size_t last = (n - 1) * stride;
            blend(o, in, in, in + stride, stride);
            blend(o + stride, in, in + stride, in + 2 * stride, (n - 2) * stride);
            blend(o + last, in + last - stride, in + last, in + last, stride);
        }
        std::swap(v, scratch);
    };
    if (nx >= 3) { // along x: every cell as inside a row, then each row's two ends
        const std::size_t total = v.size();
        const float* in = v.data();
        float* o = scratch.data();
        blend(o + 1, in, in + 1, in + 2, total - 2);
        for (std::size_t r = 0; r < ny * nz; ++r) {
            const float* row = in + r * nx;
            o[r * nx] = 0.75f * row[0] + 0.25f * row[1];
            o[r * nx + nx - 1] = 0.25f * row[nx - 2] + 0.75f * row[nx - 1];
        }
        std::swap(v, scratch);
    }
    alongAxis(ny, nx, nz, nx * ny); // along y: rows of one plane
    alongAxis(nz, nx * ny, 1, 0);   // along z: whole planes
}

// The band that tells one head from another, in place: the thumbnail lightly smoothed, less its heavily
// smoothed self. The smooth head-shaped blob every head shares is gone; noise finer than a cell is damped.
void bandPassInPlace(const std::array<int, 3>& size, BandPassBuffers& buffers)
{
    blurInPlace(size, buffers.band, buffers.scratch);
    buffers.coarse = buffers.band;
    for (int i = 0; i < 3; ++i)
        blurInPlace(size, buffers.coarse, buffers.scratch);
    for (std::size_t i = 0; i < buffers.band.size(); ++i)
        buffers.band[i] -= buffers.coarse[i];
}

Grid bandPassed(const Grid& g)
{
    BandPassBuffers buffers;
    buffers.band = g.v;
    bandPassInPlace(g.size, buffers);
    return {g.size, std::move(buffers.band)};
}

Grid flipped(const Grid& g, const std::array<bool, 3>& flip)
{
    Grid out;
    out.size = g.size;
    out.v.resize(g.count());
    for (int z = 0; z < g.size[2]; ++z)
        for (int y = 0; y < g.size[1]; ++y)
            for (int x = 0; x < g.size[0]; ++x)
                out.v[std::size_t(x + g.size[0] * (y + g.size[1] * z))] =
                    g.at(flip[0] ? g.size[0] - 1 - x : x, flip[1] ? g.size[1] - 1 - y : y,
                         flip[2] ? g.size[2] - 1 - z : z);
    return out;
}

// Half the resolution (2x2x2 box, sizes rounded up; an axis of one cell stays).
Grid halved(const Grid& g)
{
    Grid out;
    std::array<int, 3> factor{};
    for (std::size_t c = 0; c < 3; ++c) {
        out.size[c] = g.size[c] <= 1 ? 1 : (g.size[c] + 1) / 2;
        factor[c] = g.size[c] <= 1 ? 1 : 2;
    }
    out.v.assign(out.count(), 0.0f);
    const int nx = g.size[0], pairs = factor[0] == 2 ? nx / 2 : 0;
    // Sums: each row's pairs of cells added into the output row of its y / 2 and z / 2.
    for (int z = 0; z < g.size[2]; ++z)
        for (int y = 0; y < g.size[1]; ++y) {
            const float* row = g.v.data() + std::size_t(nx) * std::size_t(y + g.size[1] * z);
            float* o = out.v.data() +
                       std::size_t(out.size[0]) * std::size_t(y / factor[1] + out.size[1] * (z / factor[2]));
            if (factor[0] == 1) {
                for (int i = 0; i < nx; ++i)
                    o[i] += row[i];
                continue;
            }
            for (int i = 0; i < pairs; ++i)
                o[i] += row[2 * i] + row[2 * i + 1];
            if (nx % 2)
                o[pairs] += row[nx - 1];
        }
    // Means: a cell of an odd size's last row, column or plane holds half as many.
    const auto cellsAlong = [&](std::size_t c, int i) {
        return factor[c] == 2 && 2 * i + 1 < g.size[c] ? 2.0f : 1.0f;
    };
    for (int k = 0; k < out.size[2]; ++k)
        for (int j = 0; j < out.size[1]; ++j) {
            const float scale = 1.0f / (cellsAlong(1, j) * cellsAlong(2, k));
            float* o = out.v.data() + std::size_t(out.size[0]) * std::size_t(j + out.size[1] * k);
            for (int i = 0; i < out.size[0]; ++i)
                o[i] *= scale / cellsAlong(0, i);
        }
    return out;
}

struct Score
{
    double ncc = -2;
    double overlap = 0;
};

// NCC of B against A with B's cell p on A's cell p + s, over the overlap. Overlap: overlapping cells over
// the smaller grid's cells. A `rowStep` over 1 takes every rowStep-th row and plane only (an estimate at a
// fraction of the cost).
Score ncc(const Grid& a, const Grid& b, const std::array<int, 3>& s, int margin = 0, int rowStep = 1)
{
    std::array<int, 3> lo{}, hi{}; // in B's cells
    std::int64_t overlapCells = 1, cells = 1;
    for (std::size_t c = 0; c < 3; ++c) {
        lo[c] = std::max(0, -s[c]);
        hi[c] = std::min(b.size[c], a.size[c] - s[c]);
        if (hi[c] <= lo[c])
            return {};
        overlapCells *= hi[c] - lo[c];
        // The margin leaves out the cells next to either image's border, where a band-pass filter sees
        // the border rather than the image (a crop's border is not in the original).
        if (hi[c] - lo[c] > 2 * margin + 2) {
            lo[c] += margin;
            hi[c] -= margin;
        }
        cells *= hi[c] - lo[c];
    }
    if (rowStep > 1) {
        cells = 0;
        for (int z = lo[2]; z < hi[2]; z += rowStep)
            cells += std::int64_t((hi[1] - lo[1] + rowStep - 1) / rowStep) * (hi[0] - lo[0]);
    }
    double sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
    for (int z = lo[2]; z < hi[2]; z += rowStep)
        for (int y = lo[1]; y < hi[1]; y += rowStep) {
            const float* pb = b.v.data() + std::size_t(b.size[0] * (y + b.size[1] * z));
            const float* pa =
                a.v.data() + std::size_t(a.size[0] * (y + s[1] + a.size[1] * (z + s[2])) + s[0]);
            // Four lanes of partial sums so that the compiler vectorises without reassociating.
            std::array<float, 4> ra{}, rb{}, raa{}, rbb{}, rab{};
            int x = lo[0];
            for (; x + 4 <= hi[0]; x += 4)
                for (int l = 0; l < 4; ++l) {
                    const float va = pa[x + l], vb = pb[x + l];
                    ra[std::size_t(l)] += va;
                    rb[std::size_t(l)] += vb;
                    raa[std::size_t(l)] += va * va;
                    rbb[std::size_t(l)] += vb * vb;
                    rab[std::size_t(l)] += va * vb;
                }
            for (; x < hi[0]; ++x) {
                const float va = pa[x], vb = pb[x];
                ra[0] += va;
                rb[0] += vb;
                raa[0] += va * va;
                rbb[0] += vb * vb;
                rab[0] += va * vb;
            }
            const auto total = [](const std::array<float, 4>& r) {
                return double((r[0] + r[1]) + (r[2] + r[3]));
            };
            sa += total(ra);
            sb += total(rb);
            saa += total(raa);
            sbb += total(rbb);
            sab += total(rab);
        }
    const double n = double(cells);
    const double va = saa - sa * sa / n, vb = sbb - sb * sb / n;
    Score score;
    score.overlap = double(overlapCells) / double(std::min(a.count(), b.count()));
    // A region without contrast in either image says nothing: no match (two different constant volumes
    // are not near-duplicates; equal ones are exact duplicates by their hash).
    const double floor = 1e-6 * n * 255.0 * 255.0;
    score.ncc = (va > floor && vb > floor) ? (sab - sa * sb / n) / std::sqrt(va * vb) : 0.0;
    return score;
}

struct Candidate
{
    int flip = 0; // bit c: axis c flipped
    std::array<int, 3> shift{};
    Score score;
};

int levelsNeeded(const Grid& g)
{
    int levels = 1;
    for (int size = std::max({g.size[0], g.size[1], g.size[2]}); size > 8; size = (size + 1) / 2)
        ++levels;
    return levels;
}

// A thumbnail made ready for comparisons at one spacing: coarse levels of the rank thumbnail find where two
// images overlap; the full-resolution level is band-passed, and its correlation is the similarity.
struct Pyramid
{
    Grid raw;                 // level 0 before the band-pass, to halve from
    std::vector<Grid> levels; // 0 = full resolution (band-passed)
    Grid bandPassed1;         // level 1 band-passed, for rejecting a pair before the full resolution

    // At least `count` levels.
    void extend(int count)
    {
        while (int(levels.size()) < count)
            levels.push_back(halved(levels.size() == 1 ? raw : levels.back()));
    }
};

Pyramid pyramidOf(Grid g)
{
    Pyramid p;
    p.raw = std::move(g);
    p.levels.push_back(bandPassed(p.raw));
    p.extend(levelsNeeded(p.raw));
    return p;
}

// Flips climbed on all cells at full resolution, at most, and how close to the best sampled climb.
constexpr std::size_t kCarried = 2;
constexpr double kSampledSpread = 0.05;
// The sampled climb at full resolution takes every this many rows and planes.
constexpr int kSampledRows = 3;
// How much lower a copy's band-passed NCC at half resolution may be than at full resolution, before the pair
// is rejected there.
constexpr double kHalfResolutionLoss = 0.15;

ThumbnailComparison compareGrids(Pyramid& pa, Pyramid& pbUnflipped, double spacing, double rejectBelow)
{
    ThumbnailComparison result;
    // Both pyramids get as many levels as the larger needs, so their levels pair up and the coarsest
    // search is over at most 8 cells a side.
    const int levelCount = std::max(int(pa.levels.size()), int(pbUnflipped.levels.size()));
    pa.extend(levelCount);
    pbUnflipped.extend(levelCount);
    const Grid& b0 = pbUnflipped.raw;
    std::vector<int> flips;
    for (int f = 0; f < 8; ++f) {
        // Flipping an axis of one cell changes nothing: skip the duplicate.
        bool redundant = false;
        for (int c = 0; c < 3; ++c)
            if ((f >> c & 1) && b0.size[std::size_t(c)] == 1)
                redundant = true;
        if (!redundant)
            flips.push_back(f);
    }
    // B's levels flipped, made when first asked for: the band-passed level 0 flipped (the band-pass commutes
    // with flips), the coarse levels halved from the flipped raw level (halving an odd size does not
    // commute).
    std::vector<std::vector<Grid>> flippedLevels(8, std::vector<Grid>(std::size_t(levelCount)));
    const auto levelOf = [&](int flip, std::size_t level) -> const Grid& {
        std::vector<Grid>& chain = flippedLevels[std::size_t(flip)];
        const std::array<bool, 3> axes{bool(flip & 1), bool(flip & 2), bool(flip & 4)};
        if (flip == 0)
            return pbUnflipped.levels[level];
        if (level == 0) {
            if (chain[0].v.empty())
                chain[0] = flipped(pbUnflipped.levels[0], axes);
            return chain[0];
        }
        if (chain[level].v.empty()) {
            for (std::size_t l = 1; l <= level; ++l)
                if (chain[l].v.empty())
                    chain[l] = halved(l == 1 ? flipped(pbUnflipped.raw, axes) : chain[l - 1]);
        }
        return chain[level];
    };
    const auto gridOf = [&](std::size_t fi, std::size_t level) -> const Grid& {
        return levelOf(flips[fi], level);
    };
    const std::size_t top = std::size_t(levelCount) - 1;

    // Coarsest level: every shift that keeps enough overlap.
    std::vector<Candidate> candidates;
    const Grid& ga = pa.levels[top];
    for (std::size_t fi = 0; fi < flips.size(); ++fi) {
        const Grid& gb = gridOf(fi, top);
        std::array<int, 3> s{};
        for (s[2] = -(gb.size[2] - 1); s[2] < ga.size[2]; ++s[2])
            for (s[1] = -(gb.size[1] - 1); s[1] < ga.size[1]; ++s[1])
                for (s[0] = -(gb.size[0] - 1); s[0] < ga.size[0]; ++s[0]) {
                    double overlap = 1;
                    for (std::size_t c = 0; c < 3; ++c)
                        overlap *= double(std::min(gb.size[c], ga.size[c] - s[c]) - std::max(0, -s[c]));
                    const double smaller = double(std::min(ga.count(), gb.count()));
                    if (overlap < kSearchOverlap * smaller || (top == 0 && overlap < kMinimumCells))
                        continue;
                    const Score score = ncc(ga, gb, s, top == 0 ? kBorderMargin : 0);
                    candidates.push_back({flips[fi], s, score});
                }
    }
    const auto better = [](const Candidate& x, const Candidate& y) {
        return x.score.ncc > y.score.ncc;
    };
    // One candidate per flip, best first: the next ones of a flip are usually the same peak one cell over.
    // Every flip is carried down to half resolution, where the band-passed correlation picks it: at the
    // coarse levels the rank thumbnails of a head and of its mirror image look alike (the benchmark lost 15
    // of 50 planted copies when only the coarse levels' best three flips went on).
    const auto bestPerFlip = [&](std::vector<Candidate>& list) {
        std::sort(list.begin(), list.end(), better);
        std::vector<Candidate> kept;
        for (const Candidate& c : list)
            if (std::none_of(kept.begin(), kept.end(), [&](const Candidate& k) { return k.flip == c.flip; }))
                kept.push_back(c);
        list = std::move(kept);
    };
    bestPerFlip(candidates);
    if (candidates.empty())
        return result;

    // Hill climb over the six axis neighbours (to the best, until none is better) on one level: a crop is
    // a translation, so the peak is one smooth hill. Returns the peak, with the scores of its neighbours.
    // Each shift is scored once (a step's neighbours include the shift it came from).
    struct Peak
    {
        std::array<int, 3> shift{};
        Score score;
        std::array<double, 3> minus{-2, -2, -2}, plus{-2, -2, -2};
    };
    const auto climbOn = [](const Grid& la, const Grid& lb, std::array<int, 3> at, int margin, bool full,
                            int rowStep = 1) {
        std::vector<std::pair<std::array<int, 3>, Score>> scored;
        const auto scoreAt = [&](const std::array<int, 3>& s) {
            for (const auto& [at, known] : scored)
                if (at == s)
                    return known;
            const Score score = ncc(la, lb, s, margin, rowStep);
            const double cells = score.overlap * double(std::min(la.count(), lb.count()));
            // kMinimumOverlap is the caller's to apply (NearMatch::overlap): a pair found at less is still
            // reported with its overlap.
            const bool enough = score.overlap >= kSearchOverlap && (!full || cells >= kMinimumCells);
            scored.push_back({s, enough ? score : Score{}});
            return scored.back().second;
        };
        Peak peak{at, scoreAt(at)};
        for (int step = 0; step < 16; ++step) {
            std::array<int, 3> bestShift = peak.shift;
            Score bestScore = peak.score;
            for (std::size_t a = 0; a < 3; ++a)
                for (int d : {-1, 1}) {
                    std::array<int, 3> s = peak.shift;
                    s[a] += d;
                    const Score score = scoreAt(s);
                    (d < 0 ? peak.minus : peak.plus)[a] = score.ncc;
                    if (score.ncc > bestScore.ncc) {
                        bestScore = score;
                        bestShift = s;
                    }
                }
            if (bestShift == peak.shift)
                break;
            peak.shift = bestShift;
            peak.score = bestScore;
        }
        return peak;
    };
    const auto indexOf = [&](int flip) {
        return std::size_t(std::find(flips.begin(), flips.end(), flip) - flips.begin());
    };
    const auto doubled = [](const std::array<int, 3>& shift, const Grid& la, const Grid& lb) {
        std::array<int, 3> at{};
        for (std::size_t a = 0; a < 3; ++a) // an axis of one cell in both was not halved
            at[a] = std::max(la.size[a], lb.size[a]) > 1 ? 2 * shift[a] : shift[a];
        return at;
    };

    // Coarse levels above the half resolution: every flip's shift doubled and climbed on the rank
    // thumbnails, whose broad peaks a climb follows from afar.
    for (std::size_t level = top; level-- > 1;) {
        std::vector<Candidate> next;
        for (const Candidate& c : candidates) {
            const Grid& lb = gridOf(indexOf(c.flip), level);
            const Peak peak = climbOn(pa.levels[level], lb, doubled(c.shift, pa.levels[level], lb), 0, false);
            if (peak.score.ncc > -2)
                next.push_back({c.flip, peak.shift, peak.score});
        }
        bestPerFlip(next);
        if (next.empty())
            return result;
        candidates = std::move(next);
    }
    if (top > 0) {
        // Half resolution: every flip judged by the band-passed correlation, climbed from the rank
        // thumbnails' peak. Far below the threshold, the full resolution will not reach it either (measured:
        // copies lose less than kHalfResolutionLoss going up a level).
        if (pa.bandPassed1.v.empty())
            pa.bandPassed1 = bandPassed(pa.levels[1]);
        for (Candidate& c : candidates) {
            const Peak peak =
                climbOn(pa.bandPassed1, bandPassed(gridOf(indexOf(c.flip), 1)), c.shift, 1, false);
            c.shift = peak.shift;
            c.score = peak.score;
        }
        bestPerFlip(candidates);
        if (candidates.empty() || candidates.front().score.ncc <= -2)
            return result;
        if (candidates.front().score.ncc < rejectBelow - kHalfResolutionLoss) {
            result.rejectedEarly = true;
            result.match.similarity = candidates.front().score.ncc;
            return result;
        }
    }
    // Full resolution. A shift by an odd number of cells falls between the half resolution's cells, where
    // every flip of a nearly symmetric head scores alike (a copy's own flip came fifth of eight): so every
    // flip that may still reach `rejectBelow` is climbed on every kSampledRows-th row and plane first, and
    // the best kCarried of those are climbed on all cells from there.
    std::array<double, 3> subcell{};
    {
        const double keepAbove = top > 0 ? rejectBelow - kHalfResolutionLoss : -2.0;
        std::vector<Candidate> sampled;
        for (const Candidate& c : candidates) {
            if (c.score.ncc < keepAbove)
                continue;
            const Grid& lb = gridOf(indexOf(c.flip), 0);
            const std::array<int, 3> at = top > 0 ? doubled(c.shift, pa.levels[0], lb) : c.shift;
            const Peak peak = top > 0 ? climbOn(pa.levels[0], lb, at, kBorderMargin, true, kSampledRows)
                                      : Peak{at, c.score};
            if (peak.score.ncc > -2)
                sampled.push_back({c.flip, peak.shift, peak.score});
        }
        bestPerFlip(sampled);
        std::vector<Candidate> next;
        for (const Candidate& c : sampled) {
            if (next.size() == kCarried || c.score.ncc < sampled.front().score.ncc - kSampledSpread)
                break;
            const Peak peak = climbOn(pa.levels[0], gridOf(indexOf(c.flip), 0), c.shift, kBorderMargin, true);
            if (peak.score.ncc <= -2)
                continue;
            const bool best = std::all_of(next.begin(), next.end(),
                                          [&](const Candidate& n) { return peak.score.ncc > n.score.ncc; });
            next.push_back({c.flip, peak.shift, peak.score});
            if (best) {
                // Sub-cell shift: a parabola through the peak and its neighbours on each axis.
                for (std::size_t a = 0; a < 3; ++a) {
                    const double curvature = peak.minus[a] - 2 * peak.score.ncc + peak.plus[a];
                    subcell[a] = peak.minus[a] > -2 && peak.plus[a] > -2 && curvature < 0
                                     ? std::clamp(0.5 * (peak.minus[a] - peak.plus[a]) / curvature, -0.5, 0.5)
                                     : 0.0;
                }
            }
        }
        bestPerFlip(next);
        if (next.empty())
            return result;
        candidates = std::move(next);
    }
    const Candidate& best = candidates.front();
    result.match.similarity = std::clamp(best.score.ncc, -1.0, 1.0);
    result.match.overlap = best.score.overlap;
    for (std::size_t c = 0; c < 3; ++c) {
        result.match.flipped[c] = (best.flip >> c) & 1;
        result.match.shiftMm[c] = (double(best.shift[c]) + subcell[c]) * spacing;
    }
    return result;
}

} // namespace

ThumbnailComparison compareThumbnails(const ContentFingerprint& a, const ContentFingerprint& b,
                                      double rejectBelow)
{
    if (!validThumbnail(a) || !validThumbnail(b))
        return {};
    const double spacing = std::max(a.thumbnailSpacing, b.thumbnailSpacing);
    Pyramid pa = pyramidOf(toGrid(a, spacing)), pb = pyramidOf(toGrid(b, spacing));
    return compareGrids(pa, pb, spacing, rejectBelow);
}

NearMatch compareThumbnails(const ContentFingerprint& a, const ContentFingerprint& b)
{
    return compareThumbnails(a, b, -std::numeric_limits<double>::infinity()).match;
}

void bandPassThumbnail(const ContentFingerprint& f, BandPassBuffers& buffers)
{
    buffers.band.assign(f.thumbnail.begin(), f.thumbnail.end());
    if (validThumbnail(f))
        bandPassInPlace(f.thumbnailSize, buffers);
    else
        buffers.band.clear();
}

} // namespace scansleuth::audit
