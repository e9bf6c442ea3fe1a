// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Near-duplicate search over rank thumbnails: normalised cross-correlation over the overlap, maximised over
// the 8 axis flips and over translations, searched coarse to fine on a pyramid of the thumbnails. All pairs
// are screened first by the screen vectors' dot products, so only a few candidates per record are verified.
// docs/audit-fingerprints.md gives the measured similarities behind kNearDuplicateSimilarity.
#include "checks/audit/audit.h"
#include "checks/audit/contentinternal.h"

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

// A [1 2 1] / 4 blur along each axis of more than two cells (edges repeated).
Grid blurred(const Grid& g)
{
    Grid out = g;
    std::vector<float> line;
    for (std::size_t axis = 0; axis < 3; ++axis) {
        const int n = g.size[axis];
        if (n < 3)
            continue;
        const std::size_t stride = axis == 0   ? 1
                                   : axis == 1 ? std::size_t(g.size[0])
                                               : std::size_t(g.size[0]) * std::size_t(g.size[1]);
        const std::size_t lines = out.v.size() / std::size_t(n);
        line.resize(std::size_t(n));
        for (std::size_t l = 0; l < lines; ++l) {
            // Line l starts at: l's position below the axis, plus the block above it.
            const std::size_t start = (l % stride) + (l / stride) * stride * std::size_t(n);
            float* p = out.v.data() + start;
            for (int i = 0; i < n; ++i)
                line[std::size_t(i)] = p[std::size_t(i) * stride];
            p[0] = 0.75f * line[0] + 0.25f * line[1];
            for (int i = 1; i < n - 1; ++i)
                p[std::size_t(i) * stride] = 0.25f * line[std::size_t(i - 1)] + 0.5f * line[std::size_t(i)] +
                                             0.25f * line[std::size_t(i + 1)];
            p[std::size_t(n - 1) * stride] =
                0.25f * line[std::size_t(n - 2)] + 0.75f * line[std::size_t(n - 1)];
        }
    }
    return out;
}

// The band that tells one head from another: the thumbnail lightly smoothed, less its heavily smoothed
// self. The smooth head-shaped blob every head shares is gone; noise finer than a cell is damped.
Grid bandPassed(const Grid& g)
{
    Grid fine = blurred(g);
    const Grid coarse = blurred(blurred(blurred(fine)));
    for (std::size_t i = 0; i < fine.v.size(); ++i)
        fine.v[i] -= coarse.v[i];
    return fine;
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
    for (std::size_t c = 0; c < 3; ++c)
        out.size[c] = g.size[c] <= 1 ? 1 : (g.size[c] + 1) / 2;
    out.v.assign(out.count(), 0.0f);
    std::vector<float> counts(out.count(), 0.0f);
    for (int z = 0; z < g.size[2]; ++z)
        for (int y = 0; y < g.size[1]; ++y)
            for (int x = 0; x < g.size[0]; ++x) {
                const std::size_t o =
                    std::size_t(x / (g.size[0] > 1 ? 2 : 1) +
                                out.size[0] * (y / (g.size[1] > 1 ? 2 : 1) +
                                               out.size[1] * (z / (g.size[2] > 1 ? 2 : 1))));
                out.v[o] += g.at(x, y, z);
                counts[o] += 1;
            }
    for (std::size_t i = 0; i < out.v.size(); ++i)
        out.v[i] /= counts[i];
    return out;
}

struct Score
{
    double ncc = -2;
    double overlap = 0;
};

// NCC of B against A with B's cell p on A's cell p + s, over the overlap. Overlap: overlapping cells over
// the smaller grid's cells.
Score ncc(const Grid& a, const Grid& b, const std::array<int, 3>& s, int margin = 0)
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
    double sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
    for (int z = lo[2]; z < hi[2]; ++z)
        for (int y = lo[1]; y < hi[1]; ++y) {
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

// Cells left out next to the borders at full resolution.
constexpr int kBorderMargin = 2;

// Smallest overlap (fraction of the smaller grid) a shift is searched at: looser than kMinimumOverlap at the
// coarse levels, whose rounded sizes misjudge it.
constexpr double kSearchOverlap = 0.8 * kMinimumOverlap;
// A pair whose NCC at half resolution is this far under the threshold (less kHalfResolutionLoss) is not
// refined to the full resolution.
constexpr double kEarlyRejectMargin = 0.1;
// Candidates carried from one level to the next.
constexpr std::size_t kCarried = 3;
// How much lower a copy's band-passed NCC at half resolution may be than at full resolution, before the pair
// is rejected there.
constexpr double kHalfResolutionLoss = 0.15;
// Candidates whose NCC one level up is within this of the best are refined at full resolution.
constexpr double kFullResolutionSpread = 0.05;
// Fewer overlapping cells than this at full resolution is too little image for a correlation to mean much
// (a 2D slice of 3 x 3 cells against a volume): no match.
constexpr double kMinimumCells = 1000;

struct Comparison
{
    NearMatch match;
    bool rejectedEarly = false;
};

Comparison compareGrids(Pyramid& pa, Pyramid& pbUnflipped, double spacing, double rejectBelow)
{
    Comparison result;
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
    const auto keepBest = [&](std::vector<Candidate>& list) {
        std::sort(list.begin(), list.end(), better);
        // One candidate per flip: the next ones are usually the same peak one cell over.
        std::vector<Candidate> kept;
        for (const Candidate& c : list) {
            if (kept.size() == kCarried)
                break;
            if (std::none_of(kept.begin(), kept.end(), [&](const Candidate& k) { return k.flip == c.flip; }))
                kept.push_back(c);
        }
        list = std::move(kept);
    };
    keepBest(candidates);
    if (candidates.empty())
        return result;

    // Finer levels: each candidate's shift doubled, then a hill climb over the six axis neighbours (to the
    // best, until none is better): a crop is a translation, so the peak is one smooth hill.
    std::array<double, 3> subcell{};
    for (std::size_t level = top; level-- > 0;) {
        std::vector<Candidate> next;
        const Grid& la = pa.levels[level];
        const int margin = level == 0 ? kBorderMargin : 0;
        // At full resolution only candidates close to the best are worth the larger grids.
        const double keepAbove = level == 0 ? candidates.front().score.ncc - kFullResolutionSpread : -2.0;
        for (const Candidate& c : candidates) {
            if (c.score.ncc < keepAbove)
                continue;
            const std::size_t fi = std::size_t(std::find(flips.begin(), flips.end(), c.flip) - flips.begin());
            const Grid& lb = gridOf(fi, level);
            const auto scoreAt = [&](const std::array<int, 3>& s) {
                const Score score = ncc(la, lb, s, margin);
                const double cells = score.overlap * double(std::min(la.count(), lb.count()));
                // kMinimumOverlap is the caller's to apply (NearMatch::overlap): a pair found at less is
                // still reported with its overlap.
                const bool enough = score.overlap >= kSearchOverlap && (level > 0 || cells >= kMinimumCells);
                return enough ? score : Score{};
            };
            std::array<int, 3> at{};
            for (std::size_t a = 0; a < 3; ++a) // an axis of one cell in both was not halved
                at[a] = std::max(la.size[a], lb.size[a]) > 1 ? 2 * c.shift[a] : c.shift[a];
            Score here = scoreAt(at);
            std::array<double, 3> minus{-2, -2, -2}, plus{-2, -2, -2};
            for (int step = 0; step < 16; ++step) {
                std::array<int, 3> bestShift = at;
                Score bestScore = here;
                for (std::size_t a = 0; a < 3; ++a)
                    for (int d : {-1, 1}) {
                        std::array<int, 3> s = at;
                        s[a] += d;
                        const Score score = scoreAt(s);
                        (d < 0 ? minus : plus)[a] = score.ncc;
                        if (score.ncc > bestScore.ncc) {
                            bestScore = score;
                            bestShift = s;
                        }
                    }
                if (bestShift == at)
                    break;
                at = bestShift;
                here = bestScore;
            }
            if (here.ncc > -2) {
                next.push_back({c.flip, at, here});
                if (level == 0 && (next.size() == 1 || here.ncc > next.front().score.ncc)) {
                    // Sub-cell shift: a parabola through the peak and its neighbours on each axis.
                    for (std::size_t a = 0; a < 3; ++a) {
                        const double curvature = minus[a] - 2 * here.ncc + plus[a];
                        subcell[a] = minus[a] > -2 && plus[a] > -2 && curvature < 0
                                         ? std::clamp(0.5 * (minus[a] - plus[a]) / curvature, -0.5, 0.5)
                                         : 0.0;
                    }
                }
            }
        }
        keepBest(next);
        if (next.empty())
            return result;
        candidates = std::move(next);
        if (level == 1 && rejectBelow > -1) {
            // The band-passed correlation at half resolution: far below the threshold, the full resolution
            // will not reach it either (measured: copies lose less than kHalfResolutionLoss going up a
            // level).
            if (pa.bandPassed1.v.empty())
                pa.bandPassed1 = bandPassed(pa.levels[1]);
            double best = -2;
            for (const Candidate& c : candidates) {
                const std::size_t fi =
                    std::size_t(std::find(flips.begin(), flips.end(), c.flip) - flips.begin());
                best = std::max(best, ncc(pa.bandPassed1, bandPassed(gridOf(fi, 1)), c.shift, 1).ncc);
            }
            if (best < rejectBelow - kHalfResolutionLoss) {
                result.rejectedEarly = true;
                result.match.similarity = best;
                return result;
            }
        }
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

Comparison compareFingerprints(const ContentFingerprint& a, const ContentFingerprint& b, double rejectBelow)
{
    if (!validThumbnail(a) || !validThumbnail(b))
        return {};
    const double spacing = std::max(a.thumbnailSpacing, b.thumbnailSpacing);
    Pyramid pa = pyramidOf(toGrid(a, spacing)), pb = pyramidOf(toGrid(b, spacing));
    return compareGrids(pa, pb, spacing, rejectBelow);
}

} // namespace

NearMatch compareThumbnails(const ContentFingerprint& a, const ContentFingerprint& b)
{
    return compareFingerprints(a, b, -std::numeric_limits<double>::infinity()).match;
}

namespace {

// Screen candidates kept per record (docs/audit-fingerprints.md: the copy's rank among the screen scores).
constexpr std::size_t kScreenCandidates = 2;
// Flips tried by the gate, best screen scores first: at most this many, and only those within
// kGateFlipSpread of the best.
constexpr int kGateFlips = 2;
constexpr float kGateFlipSpread = 0.1f;
// Up to this many cross-split pairs, every pair gets the full comparison (about 2.6 ms each: 2,500 pairs,
// 50 records against 50, take a few seconds on two cores).
constexpr std::size_t kExhaustivePairs = 2500;
// How far under the threshold a pair's climbed band-passed NCC may be and still be verified.
constexpr double kGateMargin = 0.1;

// A record's screen rearranged by mirror symmetry: blocks that the 8 flips exchange (an orbit) are
// combined into their 8 parities (bit c: odd along axis c), so that flipping axis c only negates the
// parities with bit c. The dot product of two screens after flip f is then sum over parities p of
// (-1)^popcount(p & f) * dot_p: one pass over 64 numbers gives all 8 flips. Slot: orbit group * 8 + lane;
// 3D (4 x 4 x 4 blocks, 8 orbits): lane = parity; 2D (8 x 8, 16 orbits, 4 parities): lane = parity +
// 4 * (orbit & 1).
std::array<float, kScreenLength> parities(const std::array<float, kScreenLength>& screen, bool flat)
{
    std::array<float, kScreenLength> out{};
    const int bx = flat ? 8 : 4, by = flat ? 8 : 4, bz = flat ? 1 : 4;
    const int hx = bx / 2, hy = by / 2, hz = std::max(1, bz / 2);
    for (int k = 0; k < hz; ++k)
        for (int j = 0; j < hy; ++j)
            for (int i = 0; i < hx; ++i) {
                const int orbit = i + hx * (j + hy * k);
                for (int p = 0; p < (flat ? 4 : 8); ++p) {
                    double sum = 0;
                    for (int f = 0; f < (flat ? 4 : 8); ++f) {
                        const int x = (f & 1) ? bx - 1 - i : i, y = (f & 2) ? by - 1 - j : j,
                                  z = (f & 4) ? bz - 1 - k : k;
                        const double sign = std::popcount(unsigned(p & f)) % 2 ? -1.0 : 1.0;
                        sum += sign * double(screen[std::size_t(x + bx * (y + by * z))]);
                    }
                    const int slot = flat ? (orbit >> 1) * 8 + p + 4 * (orbit & 1) : orbit * 8 + p;
                    out[std::size_t(slot)] = float(sum);
                }
            }
    return out;
}

// The eight lanes of the dot product of two parity screens.
std::array<float, 8> laneDots(const float* a, const float* b)
{
    // Eight partial sums so that the compiler vectorises without reassociating.
    std::array<float, 8> acc{};
    for (int k = 0; k < kScreenLength; k += 8)
        for (int l = 0; l < 8; ++l)
            acc[std::size_t(l)] += a[k + l] * b[k + l];
    return acc;
}

// The screen score after each flip (bit c: axis c), from the lanes: a fast Walsh-Hadamard transform.
std::array<float, 8> flipScores(std::array<float, 8> lanes, bool flat)
{
    if (flat) {
        for (int p = 0; p < 4; ++p)
            lanes[std::size_t(p)] += lanes[std::size_t(p + 4)];
        for (int p = 4; p < 8; ++p)
            lanes[std::size_t(p)] = 0;
    }
    for (int h = 1; h < 8; h *= 2)
        for (int i = 0; i < 8; i += 2 * h)
            for (int j = i; j < i + h; ++j) {
                const float x = lanes[std::size_t(j)], y = lanes[std::size_t(j + h)];
                lanes[std::size_t(j)] = x + y;
                lanes[std::size_t(j + h)] = x - y;
            }
    return lanes;
}

// What the search prepares once per record.
struct Prepared
{
    bool flat = false;
    std::array<float, kScreenLength> screen{}; // parities, whitened over the records, unit length
    ObjectFrame frame;                         // of the thumbnail, in its cells
    Grid band, band1;                          // full and half resolution, band-passed (the gate)
};

struct Gate
{
    double ncc = -2;
};

// The pair's band-passed NCC at full resolution for one flip of B (the band-pass commutes with flips),
// hill-climbed from the shift that puts the centroids together: the similarity compareThumbnails finds by
// an exhaustive coarse-to-fine search, or less where the climb stops on a lower peak.
// Hill climb over the six axis neighbours from `at`, at most `steps` moves; the best NCC (-2: none).
double climb(const Grid& a, const Grid& b, std::array<int, 3>& at, int margin, int steps)
{
    const auto scoreAt = [&](const std::array<int, 3>& s) {
        const Score score = ncc(a, b, s, margin);
        return score.overlap >= kSearchOverlap ? score.ncc : -2.0;
    };
    double here = scoreAt(at);
    for (int step = 0; step < steps; ++step) {
        std::array<int, 3> bestShift = at;
        double best = here;
        for (std::size_t c = 0; c < 3; ++c)
            for (int d : {-1, 1}) {
                if (a.size[c] <= 1 && b.size[c] <= 1)
                    continue;
                std::array<int, 3> s = at;
                s[c] += d;
                const double score = scoreAt(s);
                if (score > best) {
                    best = score;
                    bestShift = s;
                }
            }
        if (bestShift == at)
            break;
        at = bestShift;
        here = best;
    }
    return here;
}

// The pair's band-passed NCC at full resolution for one flip of B (the band-pass commutes with flips): the
// shift that puts the centroids together, climbed at half resolution (B's level flipped, for odd sizes half
// a cell off), then doubled and climbed at full resolution. The similarity compareThumbnails finds by an
// exhaustive coarse-to-fine search, or less where a climb stops on a lower peak.
double gateScore(const Prepared& a, const Prepared& b, int flip, Grid& flippedB)
{
    const std::array<bool, 3> axes{bool(flip & 1), bool(flip & 2), bool(flip & 4)};
    flippedB = flip == 0 ? b.band1 : flipped(b.band1, axes);
    std::array<int, 3> at{};
    for (std::size_t c = 0; c < 3; ++c) {
        if (a.band.size[c] <= 1 && b.band.size[c] <= 1)
            continue;
        const double cb = axes[c] ? double(b.band.size[c]) - b.frame.centre[c] : b.frame.centre[c];
        at[c] = int(std::lround((a.frame.centre[c] - cb) / 2));
    }
    climb(a.band1, flippedB, at, 1, 8);
    for (std::size_t c = 0; c < 3; ++c)
        if (a.band.size[c] > 1 || b.band.size[c] > 1)
            at[c] *= 2;
    flippedB = flip == 0 ? b.band : flipped(b.band, axes);
    return climb(a.band, flippedB, at, kBorderMargin, 3);
}

} // namespace

Result<std::vector<RecordPair>> findNearDuplicates(const std::vector<VolumeRecord>& records, double threshold,
                                                   const Progress& progress)
{
    if (!std::isfinite(threshold) || threshold > 1)
        return makeError(ErrorKind::Invalid,
                         "The near-duplicate threshold must be a number no larger than 1.",
                         "threshold " + std::to_string(threshold));
    // Records that can take part: a valid thumbnail with some contrast (a zero screen is a constant image).
    std::vector<std::size_t> usable;
    std::map<std::string, int> splitIds;
    std::vector<int> split(records.size(), -1);
    for (std::size_t i = 0; i < records.size(); ++i) {
        const ContentFingerprint& f = records[i].content;
        const bool contrast =
            std::any_of(f.screen.begin(), f.screen.end(), [](float x) { return x != 0.0f; });
        if (!validThumbnail(f) || !contrast)
            continue;
        split[i] = splitIds.try_emplace(records[i].split, int(splitIds.size())).first->second;
        usable.push_back(i);
    }
    if (splitIds.size() < 2)
        return std::vector<RecordPair>{};
    const std::size_t n = usable.size();

    ParallelOptions options;
    options.task = "prepare the fingerprints";
    options.progress = progress.sub(0, 0.1);
    options.stage = "Screening for near-duplicates";
    options.cancelledMessage = "The near-duplicate search was cancelled.";
    std::vector<Prepared> prepared(n);
    // In blocks: handing out one index at a time costs more than a record's work.
    const std::size_t prepareBlock = 16;
    Status status = forEachIndex((n + prepareBlock - 1) / prepareBlock,
                                 [&](std::size_t blockIndex) {
                                     for (std::size_t u = blockIndex * prepareBlock;
                                          u < std::min(n, (blockIndex + 1) * prepareBlock); ++u) {
                                         const ContentFingerprint& f = records[usable[u]].content;
                                         Prepared& p = prepared[u];
                                         p.flat = f.thumbnailSize[2] == 1;
                                         p.screen = parities(f.screen, p.flat);
                                         std::vector<float> cells(f.thumbnail.size());
                                         for (std::size_t i = 0; i < cells.size(); ++i)
                                             cells[i] = float(f.thumbnail[i]) / 255.0f;
                                         p.frame = objectFrame(f.thumbnailSize, cells);
                                         const Grid full = toGrid(f, f.thumbnailSpacing);
                                         p.band = bandPassed(full);
                                         p.band1 = bandPassed(halved(full));
                                     }
                                 },
                                 options);
    if (!status.ok())
        return status.error();

    // Whitening: every parity slot scaled to unit spread over the records (of the same dimensionality), the
    // fully even slots centred (the odd ones change sign with a flip, so their mean must stay 0). What every
    // head shares (a bright ellipsoid) then weighs little, and what tells heads apart weighs more.
    for (const bool flat : {false, true}) {
        std::array<double, kScreenLength> mean{}, square{};
        std::size_t count = 0;
        for (const Prepared& p : prepared)
            if (p.flat == flat) {
                ++count;
                for (std::size_t k = 0; k < std::size_t(kScreenLength); ++k) {
                    mean[k] += p.screen[k];
                    square[k] += double(p.screen[k]) * p.screen[k];
                }
            }
        if (count == 0)
            continue;
        std::array<float, kScreenLength> offset{}, scale{};
        for (std::size_t k = 0; k < std::size_t(kScreenLength); ++k) {
            const bool even = flat ? (k % 4) == 0 : (k % 8) == 0;
            const double m = even ? mean[k] / double(count) : 0.0;
            const double var = square[k] / double(count) - (even ? m * m : 0.0);
            offset[k] = float(m);
            scale[k] = var > 1e-12 ? float(1 / std::sqrt(var)) : 0.0f;
        }
        for (Prepared& p : prepared)
            if (p.flat == flat) {
                double norm = 0;
                for (std::size_t k = 0; k < std::size_t(kScreenLength); ++k) {
                    p.screen[k] = (p.screen[k] - offset[k]) * scale[k];
                    norm += double(p.screen[k]) * p.screen[k];
                }
                const float inv = norm > 0 ? float(1 / std::sqrt(norm)) : 0.0f;
                for (float& x : p.screen)
                    x *= inv;
            }
    }

    // Screen: each record's best few in the other splits (of its dimensionality), by the best flip's score.
    struct Pick
    {
        float score = -2;
        std::size_t w = 0;
        std::array<float, 8> flips{};
    };
    std::vector<std::array<Pick, kScreenCandidates>> best(n);
    options.task = "screen the fingerprints";
    options.progress = progress.sub(0.1, 0.4);
    const std::size_t block = 64;
    status = forEachIndex((n + block - 1) / block,
                          [&](std::size_t b) {
                              for (std::size_t u = b * block; u < std::min(n, (b + 1) * block); ++u) {
                                  auto& top = best[u];
                                  top.fill(Pick{});
                                  const Prepared& pu = prepared[u];
                                  const int splitU = split[usable[u]];
                                  const std::string& hashU = records[usable[u]].content.voxelHash;
                                  for (std::size_t w = 0; w < n; ++w) {
                                      const Prepared& pw = prepared[w];
                                      if (split[usable[w]] == splitU || pw.flat != pu.flat)
                                          continue;
                                      const std::array<float, 8> scores =
                                          flipScores(laneDots(pu.screen.data(), pw.screen.data()), pu.flat);
                                      const float d = *std::max_element(scores.begin(), scores.end());
                                      if (d <= top.back().score)
                                          continue;
                                      if (!hashU.empty() && records[usable[w]].content.voxelHash == hashU)
                                          continue; // an exact duplicate, found by its hash
                                      std::size_t pos = kScreenCandidates - 1;
                                      while (pos > 0 && top[pos - 1].score < d) {
                                          top[pos] = top[pos - 1];
                                          --pos;
                                      }
                                      top[pos] = {d, w, scores};
                                  }
                              }
                          },
                          options);
    if (!status.ok())
        return status.error();

    // Candidate pairs (u < w in the usable order), each with the flips of w to try, best screen score first.
    struct Candidate
    {
        std::size_t u = 0, w = 0;
        std::array<float, 8> flips{};
    };
    std::vector<Candidate> pairs;
    for (std::size_t u = 0; u < n; ++u)
        for (const Pick& pick : best[u])
            if (pick.score > -2)
                pairs.push_back({std::min(u, pick.w), std::max(u, pick.w), pick.flips});
    // A small search compares every cross-split pair in full, without the screen's choice and the gate: the
    // screen keeps a record's best two only, and its whitening is poorly estimated from a few records, so a
    // copy ranked third would be lost where the full comparison costs seconds at most.
    std::map<std::pair<int, bool>, std::size_t> perSplit; // (split, 2D) -> records
    for (std::size_t u = 0; u < n; ++u)
        ++perSplit[{split[usable[u]], prepared[u].flat}];
    std::size_t crossPairs = 0;
    for (const auto& [x, nx] : perSplit)
        for (const auto& [y, ny] : perSplit)
            if (x.first < y.first && x.second == y.second)
                crossPairs += nx * ny;
    const bool exhaustive = crossPairs <= kExhaustivePairs;
    if (exhaustive) {
        pairs.clear();
        for (std::size_t u = 0; u < n; ++u)
            for (std::size_t w = u + 1; w < n; ++w) {
                const std::string& hash = records[usable[u]].content.voxelHash;
                if (split[usable[u]] != split[usable[w]] && prepared[u].flat == prepared[w].flat &&
                    (hash.empty() || records[usable[w]].content.voxelHash != hash))
                    pairs.push_back({u, w, {}});
            }
    }
    std::sort(pairs.begin(), pairs.end(),
              [](const Candidate& x, const Candidate& y) { return std::tie(x.u, x.w) < std::tie(y.u, y.w); });
    pairs.erase(std::unique(pairs.begin(), pairs.end(),
                            [](const Candidate& x, const Candidate& y) { return x.u == y.u && x.w == y.w; }),
                pairs.end());

    // Gate, then verify: the gate is the band-passed NCC at half resolution for the best screen flips; a pair
    // that passes it (or whose thumbnails have different spacings) gets the full comparison.
    std::vector<Comparison> verified(pairs.size());
    std::vector<char> passed(pairs.size(), 0);
    options.task = "compare the thumbnails";
    options.progress = progress.sub(0.4, 1);
    const std::size_t chunk = 32;
    status = forEachIndex(
        (pairs.size() + chunk - 1) / chunk,
        [&](std::size_t c) {
            Grid scratch;
            for (std::size_t i = c * chunk; i < std::min(pairs.size(), (c + 1) * chunk); ++i) {
                const Candidate& pair = pairs[i];
                const ContentFingerprint& a = records[usable[pair.u]].content;
                const ContentFingerprint& b = records[usable[pair.w]].content;
                bool pass = exhaustive || a.thumbnailSpacing != b.thumbnailSpacing;
                if (!pass) {
                    std::array<int, 8> order{0, 1, 2, 3, 4, 5, 6, 7};
                    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
                        return pair.flips[std::size_t(x)] > pair.flips[std::size_t(y)];
                    });
                    int tried = 0;
                    for (int f : order) {
                        if (tried == kGateFlips ||
                            pair.flips[std::size_t(f)] < pair.flips[std::size_t(order[0])] - kGateFlipSpread)
                            break;
                        if (prepared[pair.u].flat && (f & 4))
                            continue;
                        ++tried;
                        if (gateScore(prepared[pair.u], prepared[pair.w], f, scratch) >=
                            threshold - kGateMargin) {
                            pass = true;
                            break;
                        }
                    }
                }
                if (!pass)
                    continue;
                passed[i] = 1;
                verified[i] = compareFingerprints(a, b, threshold - kEarlyRejectMargin);
            }
        },
        options);
    if (!status.ok())
        return status.error();

    std::vector<RecordPair> found;
    for (std::size_t p = 0; p < pairs.size(); ++p) {
        const Comparison& c = verified[p];
        if (passed[p] && !c.rejectedEarly && c.match.similarity >= threshold &&
            c.match.overlap >= kMinimumOverlap)
            found.push_back({usable[pairs[p].u], usable[pairs[p].w], c.match});
    }
    std::stable_sort(found.begin(), found.end(), [](const RecordPair& x, const RecordPair& y) {
        return x.match.similarity > y.match.similarity;
    });
    return found;
}

} // namespace scansleuth::audit
