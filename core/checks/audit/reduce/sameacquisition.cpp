// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Volumes of one 4D acquisition on both sides of a split (reduceinternal.h: findSameAcquisitions). The
// near-duplicate search looks for copies under any flip and shift, and its band-passed threshold is set for
// copies; time points of one run are not copies (noise, motion, the BOLD or diffusion signal differ) but they
// lie on one grid cell for cell. So the records are grouped by grid first, and only pairs of one grid are
// correlated, without a search: the rank thumbnails, screened at half resolution (through an exact bound from
// a quarter resolution first), then at full resolution, then the band-passed ones.
#include "checks/audit/content/contentinternal.h"
#include "checks/audit/reduce/reduceinternal.h"

#include "base/parallel.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>

namespace scansleuth::audit {

namespace {

// The half-resolution screen is looser than the full-resolution test: averaging 2 x 2 x 2 cells raises the
// correlation of two images of one scene (docs/dataset-audit.md: at least as high on every pair of the 4D
// fixtures), so a pair below this is not expected to pass at full resolution. An empirical bound, with a
// margin of 0.05; the quarter-resolution bound before it is exact.
constexpr double kScreenSimilarity = kSameAcquisitionSimilarity - 0.05;
// Thumbnails of fewer cells say too little about the content.
constexpr std::size_t kMinimumCells = 64;

bool eligible(const VolumeRecord& r)
{
    if (!r.hasGeometry || !validThumbnail(r.content) || r.content.thumbnail.size() < kMinimumCells)
        return false;
    for (std::size_t c = 0; c < 3; ++c)
        if (r.dims[c] < 2 || r.content.thumbnailSize[c] < 2 || !std::isfinite(r.origin[c]))
            return false;
    return true;
}

// Values less their mean, scaled to unit length (empty when constant): the correlation of two such vectors
// is their dot product.
std::vector<float> unitVector(std::vector<float> v)
{
    double sum = 0;
    for (float x : v)
        sum += x;
    const float mean = float(sum / double(v.size()));
    double norm = 0;
    for (float& x : v) {
        x -= mean;
        norm += double(x) * double(x);
    }
    if (!(norm > 1e-12))
        return {};
    const float scale = float(1 / std::sqrt(norm));
    for (float& x : v)
        x *= scale;
    return v;
}

// Eight lanes of partial sums in GCC/Clang vector types: the compiler may not reorder a float sum itself,
// and this is the screen's inner loop (bench_audit).
// Cloned for AVX2 (chosen at load time where the CPU has it): the 8 lanes become one register.
__attribute__((target_clones("avx2", "default"))) double dot(const float* a, const float* b, std::size_t n)
{
    typedef float Lanes __attribute__((vector_size(32)));
    Lanes sum0{}, sum1{};
    std::size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        Lanes x0, y0, x1, y1;
        std::memcpy(&x0, a + i, sizeof x0);
        std::memcpy(&y0, b + i, sizeof y0);
        std::memcpy(&x1, a + i + 8, sizeof x1);
        std::memcpy(&y1, b + i + 8, sizeof y1);
        sum0 += x0 * y0;
        sum1 += x1 * y1;
    }
    sum0 += sum1;
    double sum = 0;
    for (int l = 0; l < 8; ++l)
        sum += sum0[l];
    for (; i < n; ++i)
        sum += double(a[i]) * double(b[i]);
    return sum;
}

double dot(const std::vector<float>& a, const std::vector<float>& b)
{
    return dot(a.data(), b.data(), std::min(a.size(), b.size()));
}

// The thumbnail at half resolution: means of 2 cells along each axis of 4 or more (a last odd cell dropped).
std::vector<float> halfResolution(const ContentFingerprint& f, std::array<int, 3>& m)
{
    const std::array<int, 3>& n = f.thumbnailSize;
    std::array<int, 3> step{};
    for (std::size_t c = 0; c < 3; ++c) {
        step[c] = n[c] >= 4 ? 2 : 1;
        m[c] = n[c] / step[c];
    }
    std::vector<float> out(std::size_t(m[0]) * std::size_t(m[1]) * std::size_t(m[2]), 0.0f);
    const float weight = 1.0f / float(step[0] * step[1] * step[2]);
    for (int z = 0; z < m[2] * step[2]; ++z)
        for (int y = 0; y < m[1] * step[1]; ++y) {
            const std::uint8_t* row = f.thumbnail.data() + std::size_t(n[0]) * std::size_t(y + n[1] * z);
            float* o = out.data() + std::size_t(m[0]) * std::size_t(y / step[1] + m[1] * (z / step[2]));
            for (int x = 0; x < m[0] * step[0]; ++x)
                o[x / step[0]] += weight * float(row[x]);
        }
    return out;
}

// The orthogonal projection of `u` (cells of `size`, x fastest) onto vectors constant on blocks of 2 cells
// along each axis (a last odd cell a block of its own), one value a block: sqrt(cells) * their mean. The
// dot product of two projections is that of the projected vectors, and u . v <= Pu . Pv + |u - Pu| |v - Pv|
// (Cauchy-Schwarz on the rest): an exact bound from an eighth of the work.
std::vector<float> blockProjection(const std::vector<float>& u, const std::array<int, 3>& size)
{
    std::array<int, 3> m{};
    for (std::size_t c = 0; c < 3; ++c)
        m[c] = (size[c] + 1) / 2;
    std::vector<float> sums(std::size_t(m[0]) * std::size_t(m[1]) * std::size_t(m[2]), 0.0f);
    std::vector<int> counts(sums.size(), 0);
    for (int z = 0; z < size[2]; ++z)
        for (int y = 0; y < size[1]; ++y)
            for (int x = 0; x < size[0]; ++x) {
                const std::size_t b = std::size_t(x / 2 + m[0] * (y / 2 + m[1] * (z / 2)));
                sums[b] += u[std::size_t(x + size[0] * (y + size[1] * z))];
                ++counts[b];
            }
    for (std::size_t b = 0; b < sums.size(); ++b)
        sums[b] = counts[b] > 0 ? sums[b] / std::sqrt(float(counts[b])) : 0.0f;
    return sums;
}

// What one record brings to the comparisons: its thumbnail's moments, the half-resolution screen, and the
// band-passed interior, made when a pair first needs it.
struct Prepared
{
    std::size_t record = 0;
    int split = 0;                     // its position in the split order
    std::array<int, 3> size{};         // of the thumbnail
    const std::string* hash = nullptr; // the voxel hash
    double mean = 0, norm = 0;         // of the thumbnail's cells
    std::vector<float> half;           // unit vector; empty when constant
    std::vector<float> coarse;         // blockProjection of half, until Projections takes it
    float rest = 0;                    // |half - its projection|
    std::once_flag bandOnce;
    std::vector<float> band; // unit vector of the band-passed interior
};

void prepare(Prepared& p, const VolumeRecord& r)
{
    const std::vector<std::uint8_t>& t = r.content.thumbnail;
    double sum = 0, sum2 = 0;
    for (std::uint8_t v : t) {
        sum += v;
        sum2 += double(v) * double(v);
    }
    const double n = double(t.size());
    p.mean = sum / n;
    p.norm = std::sqrt(std::max(0.0, sum2 - n * p.mean * p.mean));
    std::array<int, 3> size{};
    p.half = unitVector(halfResolution(r.content, size));
    if (p.half.empty())
        return;
    p.coarse = blockProjection(p.half, size);
    double kept = 0;
    for (float v : p.coarse)
        kept += double(v) * double(v);
    p.rest = float(std::sqrt(std::max(0.0, 1.0 - kept)));
}

const std::vector<float>& bandOf(Prepared& p, const VolumeRecord& r)
{
    std::call_once(p.bandOnce, [&] {
        BandPassBuffers buffers;
        bandPassThumbnail(r.content, buffers);
        const std::array<int, 3>& n = r.content.thumbnailSize;
        std::array<int, 3> lo{}, hi{};
        for (std::size_t c = 0; c < 3; ++c) {
            const bool trim = n[c] > 2 * kBorderMargin + 2;
            lo[c] = trim ? kBorderMargin : 0;
            hi[c] = trim ? n[c] - kBorderMargin : n[c];
        }
        std::vector<float> interior;
        interior.reserve(std::size_t(hi[0] - lo[0]) * std::size_t(hi[1] - lo[1]) *
                         std::size_t(hi[2] - lo[2]));
        for (int z = lo[2]; z < hi[2]; ++z)
            for (int y = lo[1]; y < hi[1]; ++y)
                for (int x = lo[0]; x < hi[0]; ++x)
                    interior.push_back(buffers.band[std::size_t(x + n[0] * (y + n[1] * z))]);
        p.band = unitVector(std::move(interior));
    });
    return p.band;
}

// The rank thumbnails' correlation cell for cell, from the bytes.
double rankCorrelation(const Prepared& pa, const Prepared& pb, const std::vector<VolumeRecord>& records)
{
    const std::vector<std::uint8_t>& a = records[pa.record].content.thumbnail;
    const std::vector<std::uint8_t>& b = records[pb.record].content.thumbnail;
    if (!(pa.norm > 0) || !(pb.norm > 0))
        return 0;
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += std::uint32_t(a[i]) * std::uint32_t(b[i]);
    const double covariance = double(sum) - double(a.size()) * pa.mean * pb.mean;
    return covariance / (pa.norm * pb.norm);
}

// A group's projections side by side, zero-padded to one stride: each Prepared::coarse is moved in (and
// released), so the screen reads one block of memory and no projection is kept twice.
struct Projections
{
    std::size_t stride = 0;
    std::vector<float> values;

    Projections() = default;
    explicit Projections(std::vector<Prepared>& group)
    {
        for (const Prepared& p : group)
            stride = std::max(stride, p.coarse.size());
        values.assign(stride * group.size(), 0.0f);
        for (std::size_t k = 0; k < group.size(); ++k) {
            std::copy(group[k].coarse.begin(), group[k].coarse.end(),
                      values.begin() + std::ptrdiff_t(k * stride));
            group[k].coarse = {};
        }
    }
    const float* of(std::size_t member) const { return values.data() + member * stride; }
};

} // namespace

bool onOneGrid(const VolumeRecord& a, const VolumeRecord& b)
{
    if (a.dims != b.dims)
        return false;
    double d2 = 0;
    for (std::size_t c = 0; c < 3; ++c) {
        if (!(std::abs(a.spacing[c] - b.spacing[c]) <= 1e-4 * std::max(a.spacing[c], b.spacing[c])))
            return false;
        for (std::size_t r = 0; r < 3; ++r)
            if (!(std::abs(a.direction[r][c] - b.direction[r][c]) <= 1e-4))
                return false;
        d2 += (a.origin[c] - b.origin[c]) * (a.origin[c] - b.origin[c]);
    }
    return d2 <= kSameGridMm * kSameGridMm;
}

Result<std::vector<AcquisitionPair>> findSameAcquisitions(const std::vector<VolumeRecord>& records,
                                                          const std::vector<int>& splitOrder)
{
    // Grids: records of equal dims, then one grid per representative they match.
    std::map<std::array<std::int64_t, 3>, std::vector<std::vector<std::size_t>>> byDims;
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (!eligible(records[i]))
            continue;
        std::vector<std::vector<std::size_t>>& grids = byDims[records[i].dims];
        auto it = std::find_if(grids.begin(), grids.end(), [&](const std::vector<std::size_t>& g) {
            return onOneGrid(records[g[0]], records[i]);
        });
        if (it == grids.end())
            grids.push_back({i});
        else
            it->push_back(i);
    }
    std::vector<std::unique_ptr<std::vector<Prepared>>> groups;
    for (auto& [dims, grids] : byDims)
        for (const std::vector<std::size_t>& g : grids) {
            const bool mixed = std::any_of(g.begin(), g.end(),
                                           [&](std::size_t i) { return splitOrder[i] != splitOrder[g[0]]; });
            if (!mixed)
                continue;
            // By split, so that a record's partners in later splits are the group's tail.
            std::vector<std::size_t> members = g;
            std::stable_sort(members.begin(), members.end(),
                             [&](std::size_t a, std::size_t b) { return splitOrder[a] < splitOrder[b]; });
            auto prepared = std::make_unique<std::vector<Prepared>>(members.size());
            for (std::size_t k = 0; k < members.size(); ++k) {
                Prepared& p = (*prepared)[k];
                p.record = members[k];
                p.split = splitOrder[members[k]];
                p.size = records[members[k]].content.thumbnailSize;
                p.hash = &records[members[k]].content.voxelHash;
            }
            groups.push_back(std::move(prepared));
        }

    // The moments and screens of every record, then each group's projections in one block of memory.
    std::vector<std::pair<std::size_t, std::size_t>> members; // (group, member)
    for (std::size_t g = 0; g < groups.size(); ++g)
        for (std::size_t k = 0; k < groups[g]->size(); ++k)
            members.emplace_back(g, k);
    ParallelOptions options;
    options.task = "compare the volumes that share a grid";
    if (Status s = forEachIndex(
            members.size(),
            [&](std::size_t i) {
                Prepared& p = (*groups[members[i].first])[members[i].second];
                prepare(p, records[p.record]);
            },
            options);
        !s)
        return s.error();
    std::vector<Projections> projections(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g)
        projections[g] = Projections(*groups[g]);

    // Tiles of a group's records against the records of later splits: a later record's projection is
    // read once for the whole tile, so the screen runs from cache rather than from memory.
    constexpr std::size_t kTile = 32;
    std::vector<std::array<std::size_t, 3>> tiles; // (group, first member, end)
    for (std::size_t g = 0; g < groups.size(); ++g)
        for (std::size_t k = 0; k < groups[g]->size(); k += kTile)
            tiles.push_back({g, k, std::min(k + kTile, groups[g]->size())});
    std::vector<std::vector<AcquisitionPair>> found(tiles.size());
    if (Status s = forEachIndex(
            tiles.size(),
            [&](std::size_t t) {
                const auto [g, first, end] = tiles[t];
                std::vector<Prepared>& group = *groups[g];
                const Projections& proj = projections[g];
                const auto later =
                    std::upper_bound(group.begin(), group.end(), group[first].split,
                                     [](int split, const Prepared& p) { return split < p.split; });
                for (auto it = later; it != group.end(); ++it) {
                    Prepared& y = *it;
                    if (y.half.empty())
                        continue;
                    const float* py = proj.of(std::size_t(it - group.begin()));
                    for (std::size_t k = first; k < end; ++k) {
                        Prepared& x = group[k];
                        // Thumbnails of one grid have one size, unless a shard file says otherwise.
                        if (x.split >= y.split || x.half.empty() || y.size != x.size ||
                            (!x.hash->empty() && *x.hash == *y.hash))
                            continue;
                        if (dot(proj.of(k), py, proj.stride) + double(x.rest) * double(y.rest) + 1e-4 <
                                kScreenSimilarity ||
                            dot(x.half, y.half) < kScreenSimilarity)
                            continue;
                        const VolumeRecord& rx = records[x.record];
                        const VolumeRecord& ry = records[y.record];
                        // The identities last: comparing names costs more than the screens.
                        if (differentExaminations(rx.identity, ry.identity))
                            continue;
                        const double similarity = rankCorrelation(x, y, records);
                        if (similarity < kSameAcquisitionSimilarity)
                            continue;
                        const std::vector<float>& bx = bandOf(x, rx);
                        const std::vector<float>& by = bandOf(y, ry);
                        const double detail = bx.empty() || by.empty() ? 0 : dot(bx, by);
                        if (detail >= kSameAcquisitionDetail)
                            found[t].push_back({x.record, y.record, similarity, detail});
                    }
                }
            },
            options);
        !s)
        return s.error();
    std::vector<AcquisitionPair> out;
    for (const std::vector<AcquisitionPair>& f : found)
        out.insert(out.end(), f.begin(), f.end());
    std::sort(out.begin(), out.end(), [](const AcquisitionPair& p, const AcquisitionPair& q) {
        return std::pair(p.a, p.b) < std::pair(q.a, q.b);
    });
    return out;
}

} // namespace scansleuth::audit
