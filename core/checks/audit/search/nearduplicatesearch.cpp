// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The near-duplicate search over many records (findNearDuplicates), in three steps that each cut the work of
// the next:
//   1. screen: every cross-split pair's screen score for all 8 flips at once, from the screens' mirror
//      parities, four records at a time; each record keeps its best kScreenCandidates;
//   2. gate: each candidate pair's band-passed correlation at full resolution on every third row and plane,
//      climbed from the shift that puts the objects' centroids together, for the best screen flips;
//   3. verify: the pairs through the gate get the full comparison (compareThumbnails,
//      content/thumbnailcomparison.cpp).
// Up to kExhaustivePairs cross-split pairs, every pair is verified and steps 1 and 2 are skipped.
#include "checks/audit/content/contentinternal.h"
#include "checks/audit/search/search.h"

#include "base/parallel.h"
#include "volume/voxelbuffer.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <map>
#include <tuple>
#include <utility>
#include <vector>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace scansleuth::audit {

namespace {

// Screen candidates kept per record (docs/audit-fingerprints.md: the copy's rank among the screen scores).
constexpr std::size_t kScreenCandidates = 4;
// Flips tried by the gate, best screen scores first: at most this many, and only those within
// kGateFlipSpread of the best.
constexpr int kGateFlips = 2;
constexpr float kGateFlipSpread = 0.1f;
// Up to this many cross-split pairs, every pair gets the full comparison (a few ms each: 2,500 pairs, 50
// records against 50, take a few seconds on two cores).
constexpr std::size_t kExhaustivePairs = 2500;
// How far under the threshold a pair's gate correlation may be and still be verified.
constexpr double kGateMargin = 0.1;
// A verified pair whose band-passed correlation at half resolution is this far under the threshold (less
// the loss compareThumbnails allows for going up a level) is not refined to the full resolution.
constexpr double kEarlyRejectMargin = 0.1;
// Records screened together: the screen's inner loop runs over this many records at once (the 8 lanes of
// 4 records fill 8 SSE registers).
constexpr std::size_t kScreenBlock = 4;

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

// What the search prepares once per record.
struct Prepared
{
    bool flat = false;
    std::array<float, kScreenLength> screen{}; // parities, whitened over the records, unit length
    std::array<int, 3> size{};                 // of the thumbnail
    std::array<double, 3> centre{};            // of the object (objectCentre), in cells
    // The band-passed thumbnail (bandPassThumbnail) scaled so that its largest magnitude is 127: a
    // quarter of the floats' memory (rounding moves a value by at most 1/254 of the largest). In the search's
    // arena.
    std::int8_t* band = nullptr;
    std::size_t cells = 0;
};

// Where the gate's climb starts: the centroid, in cells, of the cells above rank 0.75 weighted by how far
// above, as objectFrame places the screen's blocks (a rank thumbnail's 75th percentile is rank 0.75; ties
// move it a little, and the climb goes on from there). Integer sums over uint8 ranks, a row at a time.
std::array<double, 3> objectCentre(const ContentFingerprint& f)
{
    const std::array<int, 3>& size = f.thumbnailSize;
    const int floor = 191; // 0.75 * 255, rounded down
    double mass = 0;
    std::array<double, 3> sum{};
    const std::size_t nx = std::size_t(size[0]);
    for (int z = 0; z < size[2]; ++z)
        for (int y = 0; y < size[1]; ++y) {
            const std::uint8_t* row = f.thumbnail.data() + nx * std::size_t(y + size[1] * z);
            std::int32_t m = 0, mx = 0; // at most 64 * 4096 * 4096
            for (std::size_t x = 0; x < nx; ++x) {
                const std::int32_t w = std::max(0, int(row[x]) - floor);
                m += w;
                mx += w * std::int32_t(x);
            }
            mass += m;
            sum[0] += mx + 0.5 * m;
            sum[1] += m * (y + 0.5);
            sum[2] += m * (z + 0.5);
        }
    std::array<double, 3> centre{};
    for (std::size_t c = 0; c < 3; ++c)
        centre[c] = mass > 0 ? sum[c] / mass : 0.5 * size[c];
    return centre;
}

// Fills `p` (whose band points into the arena) from a fingerprint.
void prepare(const ContentFingerprint& f, Prepared& p)
{
    p.flat = f.thumbnailSize[2] == 1;
    p.size = f.thumbnailSize;
    p.screen = parities(f.screen, p.flat);
    // One thread's buffers, reused from record to record.
    thread_local BandPassBuffers buffers;
    bandPassThumbnail(f, buffers);
    p.centre = objectCentre(f);
    const std::vector<float>& band = buffers.band;
    float low = 0, high = 0;
    for (float v : band) {
        low = std::min(low, v);
        high = std::max(high, v);
    }
    const float largest = std::max(high, -low);
    const float scale = largest > 0 ? 127.0f / largest : 0.0f;
    // Rounded to nearest: v + 128.5 is positive, so the conversion's truncation is a floor.
    for (std::size_t i = 0; i < band.size(); ++i)
        p.band[i] = std::int8_t(int(band[i] * scale + 128.5f) - 128);
}

// Every parity slot scaled to unit spread over the records of one dimensionality, the fully even slots
// centred (the odd ones change sign with a flip, so their mean must stay 0), then each screen to unit
// length. What every head shares (a bright ellipsoid) then weighs little, and what tells heads apart more.
void whiten(std::vector<Prepared>& prepared)
{
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
}

// One screen candidate of a record: the other record and its score after each flip.
struct Pick
{
    float score = -2; // the best flip's
    std::size_t w = 0;
    std::array<float, 8> flips{};
};
using Picks = std::array<Pick, kScreenCandidates>;

// The screens of one dimensionality, each split's records together and padded with zero screens to a
// multiple of kScreenBlock; stored a block of kScreenBlock records (columns) at a time, slot by slot, so
// that a block's 2 KiB stay in the L1 cache while a group of records is screened against it.
struct ScreenTable
{
    bool flat = false;
    std::vector<std::size_t> column; // prepared index of each column; npos: padding
    std::vector<std::pair<std::size_t, std::size_t>> splitColumns; // [begin, end) per split id
    std::vector<float> slots; // slot k of column j at (j / kScreenBlock * kScreenLength + k) * kScreenBlock +
                              // j % kScreenBlock

    std::size_t columns() const { return column.size(); }
};

ScreenTable screenTable(const std::vector<Prepared>& prepared, const std::vector<int>& splitOf, int splits,
                        bool flat)
{
    ScreenTable t;
    t.flat = flat;
    t.splitColumns.resize(std::size_t(splits));
    for (int s = 0; s < splits; ++s) {
        const std::size_t begin = t.column.size();
        for (std::size_t u = 0; u < prepared.size(); ++u)
            if (splitOf[u] == s && prepared[u].flat == flat)
                t.column.push_back(u);
        while (t.column.size() % kScreenBlock != 0)
            t.column.push_back(std::size_t(-1));
        t.splitColumns[std::size_t(s)] = {begin, t.column.size()};
    }
    const std::size_t n = t.columns();
    t.slots.assign(std::size_t(kScreenLength) * n, 0.0f);
    for (std::size_t j = 0; j < n; ++j)
        if (t.column[j] != std::size_t(-1))
            for (std::size_t k = 0; k < std::size_t(kScreenLength); ++k)
                t.slots[(j / kScreenBlock * kScreenLength + k) * kScreenBlock + j % kScreenBlock] =
                    prepared[t.column[j]].screen[k];
    return t;
}

// The best kScreenCandidates of records [first, last) of the table's dimensionality among the other
// splits' records. A block of kScreenBlock columns is screened against every record of the group in turn
// (the table is read once per group, not once per record): their lanes summed side by side, then turned
// into the 8 flips' scores by a fast Walsh-Hadamard transform, all in arrays that the compiler vectorises.
void screenRecords(const ScreenTable& t, const std::vector<Prepared>& prepared,
                   const std::vector<int>& splitOf, const std::vector<std::string>& hashes, std::size_t first,
                   std::size_t last, std::vector<Picks>& best)
{
    using Block = std::array<float, kScreenBlock>;
    for (std::size_t u = first; u < last; ++u)
        if (prepared[u].flat == t.flat)
            best[u].fill(Pick{});
    for (std::size_t s = 0; s < t.splitColumns.size(); ++s)
        for (std::size_t j0 = t.splitColumns[s].first; j0 < t.splitColumns[s].second; j0 += kScreenBlock) {
            const float* columns = t.slots.data() + j0 * kScreenLength;
            for (std::size_t u = first; u < last; ++u) {
                if (prepared[u].flat != t.flat || splitOf[u] == int(s))
                    continue;
                const std::array<float, kScreenLength>& su = prepared[u].screen;
                std::array<Block, 8> lane{};
                for (std::size_t g = 0; g < std::size_t(kScreenLength) / 8; ++g)
                    for (std::size_t l = 0; l < 8; ++l) {
                        const float a = su[g * 8 + l];
                        const float* column = columns + (g * 8 + l) * kScreenBlock;
                        for (std::size_t j = 0; j < kScreenBlock; ++j)
                            lane[l][j] += a * column[j];
                    }
                if (t.flat) // four parities, each in two lanes
                    for (std::size_t p = 0; p < 4; ++p)
                        for (std::size_t j = 0; j < kScreenBlock; ++j) {
                            lane[p][j] += lane[p + 4][j];
                            lane[p + 4][j] = 0;
                        }
                for (std::size_t h = 1; h < 8; h *= 2)
                    for (std::size_t i = 0; i < 8; i += 2 * h)
                        for (std::size_t p = i; p < i + h; ++p)
                            for (std::size_t j = 0; j < kScreenBlock; ++j) {
                                const float x = lane[p][j], y = lane[p + h][j];
                                lane[p][j] = x + y;
                                lane[p + h][j] = x - y;
                            }
                Block high = lane[0];
                for (std::size_t f = 1; f < 8; ++f)
                    for (std::size_t j = 0; j < kScreenBlock; ++j)
                        high[j] = std::max(high[j], lane[f][j]);
                Picks& top = best[u];
                for (std::size_t j = 0; j < kScreenBlock; ++j) {
                    const float d = high[j];
                    const std::size_t w = t.column[j0 + j];
                    if (d <= top.back().score || w == std::size_t(-1))
                        continue;
                    if (!hashes[u].empty() && hashes[w] == hashes[u])
                        continue; // an exact duplicate, found by its hash
                    std::size_t pos = kScreenCandidates - 1;
                    while (pos > 0 && top[pos - 1].score < d) {
                        top[pos] = top[pos - 1];
                        --pos;
                    }
                    top[pos].score = d;
                    top[pos].w = w;
                    for (std::size_t f = 0; f < 8; ++f)
                        top[pos].flips[f] = lane[f][j];
                }
            }
        }
}

// The gate's five sums over rows of `length` cells: A's row r at a[r], B's at b[r]. Integer sums: exact
// whichever way they are added up, so the AVX2 kernel gives the same numbers as the portable one.
struct GateSums
{
    std::int64_t sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
};

GateSums gateRowsPortable(const std::int8_t* const* a, const std::int8_t* const* b, std::size_t rows,
                          int length)
{
    GateSums s;
    for (std::size_t r = 0; r < rows; ++r) {
        std::int32_t ra = 0, rb = 0, raa = 0, rbb = 0, rab = 0; // a row: at most 4096 * 127^2
        for (int x = 0; x < length; ++x) {
            const std::int32_t va = a[r][x], vb = b[r][x];
            ra += va;
            rb += vb;
            raa += va * va;
            rbb += vb * vb;
            rab += va * vb;
        }
        s.sa += ra;
        s.sb += rb;
        s.saa += raa;
        s.sbb += rbb;
        s.sab += rab;
    }
    return s;
}

#if defined(__x86_64__)
// 16 cells at a time, widened to 16 bits, products summed in pairs into 32-bit lanes (vpmaddwd); a row's
// last partial chunk is masked to zero. Rows may be read up to 15 bytes past their end (the buffers are
// padded). A lane gains at most 2 * 127^2 a chunk, so the lanes are emptied into 64-bit sums every 2^15
// chunks.
__attribute__((target("avx2"))) std::int64_t laneTotal(__m256i v)
{
    alignas(32) std::int32_t lanes[8];
    _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), v);
    std::int64_t total = 0;
    for (std::int32_t x : lanes)
        total += x;
    return total;
}

__attribute__((target("avx2"))) GateSums
gateRowsAvx2(const std::int8_t* const* a, const std::int8_t* const* b, std::size_t rows, int length)
{
    GateSums s;
    const __m256i ones = _mm256_set1_epi16(1);
    const __m128i iota = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m256i va = _mm256_setzero_si256(), vb = va, vaa = va, vbb = va, vab = va;
    std::size_t chunks = 0;
    for (std::size_t r = 0; r < rows; ++r)
        for (int x = 0; x < length; x += 16) {
            __m128i ra = _mm_loadu_si128(reinterpret_cast<const __m128i*>(a[r] + x));
            __m128i rb = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b[r] + x));
            if (length - x < 16) {
                const __m128i keep = _mm_cmplt_epi8(iota, _mm_set1_epi8(char(length - x)));
                ra = _mm_and_si128(ra, keep);
                rb = _mm_and_si128(rb, keep);
            }
            const __m256i wa = _mm256_cvtepi8_epi16(ra), wb = _mm256_cvtepi8_epi16(rb);
            va = _mm256_add_epi32(va, _mm256_madd_epi16(wa, ones));
            vb = _mm256_add_epi32(vb, _mm256_madd_epi16(wb, ones));
            vaa = _mm256_add_epi32(vaa, _mm256_madd_epi16(wa, wa));
            vbb = _mm256_add_epi32(vbb, _mm256_madd_epi16(wb, wb));
            vab = _mm256_add_epi32(vab, _mm256_madd_epi16(wa, wb));
            if (++chunks == (1u << 15) || (r + 1 == rows && x + 16 >= length)) {
                s.sa += laneTotal(va);
                s.sb += laneTotal(vb);
                s.saa += laneTotal(vaa);
                s.sbb += laneTotal(vbb);
                s.sab += laneTotal(vab);
                va = vb = vaa = vbb = vab = _mm256_setzero_si256();
                chunks = 0;
            }
        }
    return s;
}
#endif

using GateRows = GateSums (*)(const std::int8_t* const*, const std::int8_t* const*, std::size_t, int);

GateRows gateRows()
{
#if defined(__x86_64__)
    static const GateRows chosen = __builtin_cpu_supports("avx2") ? gateRowsAvx2 : gateRowsPortable;
    return chosen;
#else
    return gateRowsPortable;
#endif
}

// Bytes the gate may read past the end of a band (gateRowsAvx2's last chunk of a row).
constexpr std::size_t kBandPadding = 16;

// B's band flipped, row by row as the gate first asks for a row: the gate reads every third row and plane
// only. Flips of y and z only pick another row of B; a flip of x reverses the row into `reversed`.
class FlippedBand
{
public:
    FlippedBand(const Prepared& b, int flip, std::vector<std::int8_t>& reversed, std::vector<char>& done)
        : m_b(b), m_flip(flip), m_reversed(reversed), m_done(done)
    {
        if (m_flip & 1) {
            m_reversed.resize(b.cells + kBandPadding);
            m_done.assign(std::size_t(b.size[1]) * std::size_t(b.size[2]), 0);
        }
    }

    const std::int8_t* row(int y, int z) const
    {
        const std::array<int, 3>& size = m_b.size;
        const int fy = (m_flip & 2) ? size[1] - 1 - y : y, fz = (m_flip & 4) ? size[2] - 1 - z : z;
        const std::int8_t* from = m_b.band + std::size_t(size[0]) * std::size_t(fy + size[1] * fz);
        if (!(m_flip & 1))
            return from;
        const std::size_t r = std::size_t(y) + std::size_t(size[1]) * std::size_t(z);
        std::int8_t* to = m_reversed.data() + std::size_t(size[0]) * r;
        if (!m_done[r]) {
            std::reverse_copy(from, from + size[0], to);
            m_done[r] = 1;
        }
        return to;
    }

private:
    const Prepared& m_b;
    int m_flip;
    std::vector<std::int8_t>& m_reversed;
    std::vector<char>& m_done;
};

// What the gate reuses from pair to pair on one thread.
struct GateScratch
{
    std::vector<std::int8_t> reversed;
    std::vector<char> done;
    std::vector<const std::int8_t*> rowsA, rowsB;
};

// The gate's correlation of B (flipped) against A with B's cell p on A's cell p + s, over the overlap less
// kBorderMargin at its borders, on every third row and plane; -2 where the overlap is too small for
// compareThumbnails to accept the shift.
double gateCorrelation(const Prepared& a, const FlippedBand& b, const std::array<int, 3>& sizeB,
                       const std::array<int, 3>& s, GateScratch& scratch)
{
    std::array<int, 3> lo{}, hi{}; // in B's cells
    double overlapCells = 1;
    for (std::size_t c = 0; c < 3; ++c) {
        lo[c] = std::max(0, -s[c]);
        hi[c] = std::min(sizeB[c], a.size[c] - s[c]);
        if (hi[c] <= lo[c])
            return -2;
        overlapCells *= hi[c] - lo[c];
        if (hi[c] - lo[c] > 2 * kBorderMargin + 2) {
            lo[c] += kBorderMargin;
            hi[c] -= kBorderMargin;
        }
    }
    const double cellsB = double(sizeB[0]) * double(sizeB[1]) * double(sizeB[2]);
    const double smaller = std::min(double(a.cells), cellsB);
    if (overlapCells < kSearchOverlap * smaller || overlapCells < kMinimumCells)
        return -2;
    scratch.rowsA.clear();
    scratch.rowsB.clear();
    const int step = 3; // rows and planes: a ninth of the cells
    for (int z = lo[2]; z < hi[2]; z += (hi[2] - lo[2] > 1 ? step : 1))
        for (int y = lo[1]; y < hi[1]; y += step) {
            scratch.rowsB.push_back(b.row(y, z) + lo[0]);
            scratch.rowsA.push_back(
                a.band + std::size_t(a.size[0] * (y + s[1] + a.size[1] * (z + s[2])) + s[0]) + lo[0]);
        }
    const GateSums sums =
        gateRows()(scratch.rowsA.data(), scratch.rowsB.data(), scratch.rowsA.size(), hi[0] - lo[0]);
    const double count = double(scratch.rowsA.size()) * double(hi[0] - lo[0]);
    const double va = double(sums.saa) - double(sums.sa) * double(sums.sa) / count,
                 vb = double(sums.sbb) - double(sums.sb) * double(sums.sb) / count;
    return va > 0 && vb > 0
               ? (double(sums.sab) - double(sums.sa) * double(sums.sb) / count) / std::sqrt(va * vb)
               : 0.0;
}

// Whether the gate's climb for one flip of B reaches `enough`: the pair's correlation (gateCorrelation),
// climbed over the six axis neighbours from the shift that puts the objects' centroids together. The climb
// only goes up, so it stops at `enough`; each shift is scored once.
bool gateReaches(const Prepared& a, const Prepared& b, int flip, double enough, GateScratch& scratch)
{
    const FlippedBand flipped(b, flip, scratch.reversed, scratch.done);
    const std::array<int, 3>& size = b.size;
    std::vector<std::pair<std::array<int, 3>, double>> scored;
    const auto score = [&](const std::array<int, 3>& shift) {
        for (const auto& [at, value] : scored)
            if (at == shift)
                return value;
        const double value = gateCorrelation(a, flipped, size, shift, scratch);
        scored.push_back({shift, value});
        return value;
    };
    std::array<int, 3> at{};
    for (std::size_t c = 0; c < 3; ++c) {
        const double cb = (flip >> c & 1) ? double(size[c]) - b.centre[c] : b.centre[c];
        at[c] = int(std::lround(a.centre[c] - cb));
    }
    double here = score(at);
    for (int step = 0; step < 8 && here < enough; ++step) {
        std::array<int, 3> bestShift = at;
        double best = here;
        for (std::size_t c = 0; c < 3; ++c)
            for (int d : {-1, 1}) {
                if (a.size[c] <= 1 && size[c] <= 1)
                    continue;
                std::array<int, 3> shift = at;
                shift[c] += d;
                const double value = score(shift);
                if (value > best) {
                    best = value;
                    bestShift = shift;
                }
            }
        if (bestShift == at)
            break;
        at = bestShift;
        here = best;
    }
    return here >= enough;
}

// A pair to verify: records u < w (usable order) and the screen's scores of w's flips.
struct Candidate
{
    std::size_t u = 0, w = 0;
    std::array<float, 8> flips{};
};

// Whether the gate lets a screened pair through to the full comparison: the best screen flips, at most
// kGateFlips of them and within kGateFlipSpread of the best.
bool passesGate(const Prepared& a, const Prepared& b, const Candidate& pair, double threshold,
                GateScratch& scratch)
{
    std::array<int, 8> order{0, 1, 2, 3, 4, 5, 6, 7};
    std::stable_sort(order.begin(), order.end(),
                     [&](int x, int y) { return pair.flips[std::size_t(x)] > pair.flips[std::size_t(y)]; });
    int tried = 0;
    for (int f : order) {
        if (tried == kGateFlips ||
            pair.flips[std::size_t(f)] < pair.flips[std::size_t(order[0])] - kGateFlipSpread)
            break;
        if (a.flat && (f & 4))
            continue; // flipping the one plane of a 2D image changes nothing
        ++tried;
        if (gateReaches(a, b, f, threshold - kGateMargin, scratch))
            return true;
    }
    return false;
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
    std::vector<int> splitOf;
    std::vector<std::string> hashes;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const ContentFingerprint& f = records[i].content;
        const bool contrast =
            std::any_of(f.screen.begin(), f.screen.end(), [](float x) { return x != 0.0f; });
        if (!validThumbnail(f) || !contrast)
            continue;
        splitOf.push_back(splitIds.try_emplace(records[i].split, int(splitIds.size())).first->second);
        hashes.push_back(f.voxelHash);
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
    // The band-passed thumbnails in one arena of huge pages: 10,000 records take 300 MB, which as fresh
    // small pages cost a second of page faults.
    std::vector<Prepared> prepared(n);
    std::size_t arenaBytes = 0;
    for (std::size_t u = 0; u < n; ++u) {
        prepared[u].cells = records[usable[u]].content.thumbnail.size();
        arenaBytes += prepared[u].cells;
    }
    auto arena = volume::VoxelBuffer::allocate(arenaBytes + kBandPadding);
    if (!arena.ok())
        return arena.error();
    auto* next = reinterpret_cast<std::int8_t*>(arena.value().data());
    for (Prepared& p : prepared) {
        p.band = next;
        next += p.cells;
    }
    // In blocks: handing out one index at a time costs more than a record's work.
    const std::size_t block = 16;
    const auto blocks = [&](std::size_t count) {
        return (count + block - 1) / block;
    };
    Status status = forEachIndex(
        blocks(n),
        [&](std::size_t b) {
            for (std::size_t u = b * block; u < std::min(n, (b + 1) * block); ++u)
                prepare(records[usable[u]].content, prepared[u]);
        },
        options);
    if (!status.ok())
        return status.error();
    whiten(prepared);

    // A small search compares every cross-split pair in full, without the screen's choice and the gate: the
    // screen keeps a record's best two only, and its whitening is poorly estimated from a few records, so a
    // copy ranked third would be lost where the full comparison costs seconds at most.
    std::map<std::pair<int, bool>, std::size_t> perSplit; // (split, 2D) -> records
    for (std::size_t u = 0; u < n; ++u)
        ++perSplit[{splitOf[u], prepared[u].flat}];
    std::size_t crossPairs = 0;
    for (const auto& [x, nx] : perSplit)
        for (const auto& [y, ny] : perSplit)
            if (x.first < y.first && x.second == y.second)
                crossPairs += nx * ny;
    const bool exhaustive = crossPairs <= kExhaustivePairs;

    std::vector<Candidate> pairs;
    if (exhaustive) {
        for (std::size_t u = 0; u < n; ++u)
            for (std::size_t w = u + 1; w < n; ++w)
                if (splitOf[u] != splitOf[w] && prepared[u].flat == prepared[w].flat &&
                    (hashes[u].empty() || hashes[w] != hashes[u]))
                    pairs.push_back({u, w, {}});
    } else {
        // Screen: each record's best few in the other splits (of its dimensionality), by the best flip.
        const std::array<ScreenTable, 2> tables{screenTable(prepared, splitOf, int(splitIds.size()), false),
                                                screenTable(prepared, splitOf, int(splitIds.size()), true)};
        std::vector<Picks> best(n);
        // Records screened as a group against each block of the table.
        const std::size_t screenGroup = 32;
        options.task = "screen the fingerprints";
        options.progress = progress.sub(0.1, 0.4);
        status = forEachIndex((n + screenGroup - 1) / screenGroup,
                              [&](std::size_t b) {
                                  for (const ScreenTable& table : tables)
                                      screenRecords(table, prepared, splitOf, hashes, b * screenGroup,
                                                    std::min(n, (b + 1) * screenGroup), best);
                              },
                              options);
        if (!status.ok())
            return status.error();
        for (std::size_t u = 0; u < n; ++u)
            for (const Pick& pick : best[u])
                if (pick.score > -2) {
                    // The flips are w's against u: for the pair (w, u) they are the same (a flip is its
                    // own inverse).
                    pairs.push_back({std::min(u, pick.w), std::max(u, pick.w), pick.flips});
                }
        std::sort(pairs.begin(), pairs.end(), [](const Candidate& x, const Candidate& y) {
            return std::tie(x.u, x.w) < std::tie(y.u, y.w);
        });
        pairs.erase(
            std::unique(pairs.begin(), pairs.end(),
                        [](const Candidate& x, const Candidate& y) { return x.u == y.u && x.w == y.w; }),
            pairs.end());
    }

    // Gate, then verify. A pair of thumbnails of different spacings skips the gate (its cells do not
    // line up); the exhaustive search skips it too.
    std::vector<ThumbnailComparison> verified(pairs.size());
    std::vector<char> passed(pairs.size(), 0);
    options.task = "compare the thumbnails";
    options.progress = progress.sub(exhaustive ? 0.1 : 0.4, 1);
    const std::size_t chunk = 32;
    status =
        forEachIndex((pairs.size() + chunk - 1) / chunk,
                     [&](std::size_t c) {
                         GateScratch scratch;
                         for (std::size_t i = c * chunk; i < std::min(pairs.size(), (c + 1) * chunk); ++i) {
                             const Candidate& pair = pairs[i];
                             const ContentFingerprint& a = records[usable[pair.u]].content;
                             const ContentFingerprint& b = records[usable[pair.w]].content;
                             if (!exhaustive && a.thumbnailSpacing == b.thumbnailSpacing &&
                                 !passesGate(prepared[pair.u], prepared[pair.w], pair, threshold, scratch))
                                 continue;
                             passed[i] = 1;
                             verified[i] = compareThumbnails(a, b, threshold - kEarlyRejectMargin);
                         }
                     },
                     options);
    if (!status.ok())
        return status.error();

    std::vector<RecordPair> found;
    for (std::size_t p = 0; p < pairs.size(); ++p) {
        const ThumbnailComparison& c = verified[p];
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
