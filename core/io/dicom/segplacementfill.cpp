// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Copying SEG frames onto a grid. Binary frames are read straight from the packed bit stream, 64 bits at a
// time, so empty runs cost one load and set pixels one write each; the grid's slices are filled in parallel
// (frames on one slice by one thread, so no two threads write the same voxel).
#include "io/dicom/segplacementdetail.h"

#include "base/parallel.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

namespace scansleuth::io::segplace {

namespace {

std::uint64_t load64(const std::uint8_t* data, std::size_t size, std::size_t byte)
{
    std::uint64_t w = 0;
    if (byte + 8 <= size)
        std::memcpy(&w, data + byte, 8);
    else if (byte < size)
        std::memcpy(&w, data + byte, size - byte);
    return w; // little endian hosts only (x86-64, aarch64): bit k of the stream is bit k of the word
}

// Calls f(offset) for each set bit in [begin, end) of the LSB-first bit stream, offset counted from begin.
// Past a possibly unaligned head, whole 64-bit words are read straight (most rows of a frame are empty: one
// load and one test per 64 pixels); `end` must not pass the buffer (size * 8 bits).
// `run(offset)` is offered each whole word of 64 set bits first; when it returns true it has placed them.
template <typename F, typename Run>
void forEachSetBit(const std::uint8_t* data, std::size_t size, std::size_t begin, std::size_t end, F&& f,
                   Run&& run)
{
    std::size_t b = begin;
    if ((b & 7) != 0 && b < end) {
        const unsigned shift = static_cast<unsigned>(b & 7);
        std::uint64_t w = load64(data, size, b >> 3) >> shift;
        const std::size_t n = std::min<std::size_t>(8 - shift, end - b);
        w &= (std::uint64_t{1} << n) - 1;
        while (w) {
            f(b - begin + static_cast<std::size_t>(std::countr_zero(w)));
            w &= w - 1;
        }
        b += n;
    }
    for (; b + 64 <= end; b += 64) {
        std::uint64_t w;
        std::memcpy(&w, data + (b >> 3), 8);
        if (w == ~std::uint64_t{0} && run(b - begin))
            continue;
        while (w) {
            f(b - begin + static_cast<std::size_t>(std::countr_zero(w)));
            w &= w - 1;
        }
    }
    if (b < end) {
        std::uint64_t w = load64(data, size, b >> 3);
        w &= (std::uint64_t{1} << (end - b)) - 1;
        while (w) {
            f(b - begin + static_cast<std::size_t>(std::countr_zero(w)));
            w &= w - 1;
        }
    }
}

// Fresh voxel memory of 2 MiB or more comes from mmap (voxelbuffer.h), which the kernel hands out zeroed:
// writing zeros over it would only fault every page in twice the work.
void zero(volume::Volume& v)
{
    if (v.byteCount() < (std::size_t{2} << 20))
        std::memset(v.bytes(), 0, v.byteCount());
}

std::int64_t countSetBits(const std::uint8_t* data, std::size_t size, std::size_t begin, std::size_t end)
{
    std::int64_t count = 0;
    for (std::size_t b = begin; b < end;) {
        const unsigned shift = static_cast<unsigned>(b & 7);
        std::uint64_t w = load64(data, size, b >> 3) >> shift;
        const std::size_t n = std::min<std::size_t>(64 - shift, end - b);
        if (n < 64)
            w &= (std::uint64_t{1} << n) - 1;
        count += std::popcount(w);
        b += n;
    }
    return count;
}

// The columns [lo, hi) of a frame row whose voxels lie inside the grid: i = ib + ci*c in [0, nx), j likewise.
void clipAxis(std::int64_t base, int coefficient, std::int64_t n, std::int64_t& lo, std::int64_t& hi)
{
    if (coefficient == 0) {
        if (base < 0 || base >= n)
            hi = lo;
    } else if (coefficient > 0) {
        lo = std::max(lo, -base);
        hi = std::min(hi, n - base);
    } else {
        lo = std::max(lo, base - n + 1);
        hi = std::min(hi, base + 1);
    }
    if (hi < lo)
        hi = lo;
}

struct SliceResult
{
    std::vector<std::int64_t> placed, beyond; // per segment index (empty until used)
    std::vector<std::pair<std::pair<int, int>, std::int64_t>> overlaps;
    std::int64_t duplicateFrames = 0;
    std::vector<std::pair<std::size_t, std::int64_t>> beyondFrames;
    void count(std::vector<std::int64_t>& v, std::size_t s, std::int64_t n, std::size_t segments)
    {
        if (v.empty())
            v.assign(segments, 0);
        v[s] += n;
    }
};

std::vector<int> indexOfNumber(const DicomSegObject& seg)
{
    std::vector<int> out(65536, -1);
    for (std::size_t s = 0; s < seg.segments.size(); ++s)
        out[static_cast<std::size_t>(seg.segments[s].number) & 0xFFFF] = static_cast<int>(s);
    return out;
}

// Frames by grid slice; frames beyond the grid's slices in `outside`.
std::vector<std::vector<std::size_t>> framesBySlice(const Layout& layout, std::vector<std::size_t>& outside)
{
    const std::int64_t nz = layout.geometry.size[2];
    std::vector<std::vector<std::size_t>> bySlice(static_cast<std::size_t>(nz));
    for (std::size_t f = 0; f < layout.frames.size(); ++f) {
        const std::int64_t k = layout.frames[f].k;
        if (k < 0 || k >= nz)
            outside.push_back(f);
        else
            bySlice[static_cast<std::size_t>(k)].push_back(f);
    }
    return bySlice;
}

// Calls row(r, lo, hi, baseIndex, step) for each row of frame f: columns [lo, hi) land inside the grid at
// voxel baseIndex + step * c.
template <typename Row>
void forEachRow(const DicomSegObject& seg, const Layout& layout, std::size_t f, Row&& row)
{
    const auto& g = layout.geometry;
    const std::int64_t nx = g.size[0], ny = g.size[1];
    const PixelAxes& a = layout.axes;
    const FramePlace& p = layout.frames[f];
    const std::int64_t sliceBase = p.k * nx * ny;
    const std::int64_t step = a.ci + a.cj * nx;
    for (std::int64_t r = 0; r < seg.rows; ++r) {
        const std::int64_t ib = p.i0 + a.ri * r, jb = p.j0 + a.rj * r;
        std::int64_t lo = 0, hi = seg.columns;
        clipAxis(ib, a.ci, nx, lo, hi);
        clipAxis(jb, a.cj, ny, lo, hi);
        row(r, lo, hi, sliceBase + ib + jb * nx, step);
    }
}

void mergeInto(FillStats& stats, const SliceResult& r)
{
    for (std::size_t s = 0; s < r.placed.size(); ++s)
        stats.placedVoxels[s] += r.placed[s];
    for (std::size_t s = 0; s < r.beyond.size(); ++s)
        stats.beyondVoxels[s] += r.beyond[s];
    for (const auto& overlap : r.overlaps) { // not a structured binding: clang 14 cannot capture one
        auto it = std::find_if(stats.overlaps.begin(), stats.overlaps.end(),
                               [&](const auto& o) { return o.first == overlap.first; });
        if (it == stats.overlaps.end())
            stats.overlaps.push_back(overlap);
        else
            it->second += overlap.second;
    }
    stats.duplicateFrames += r.duplicateFrames;
    stats.beyondFrames.insert(stats.beyondFrames.end(), r.beyondFrames.begin(), r.beyondFrames.end());
}

std::int64_t duplicateSegments(const DicomSegObject& seg, const std::vector<std::size_t>& frames)
{
    std::vector<int> numbers;
    for (std::size_t f : frames)
        numbers.push_back(seg.frames[f].segmentNumber);
    std::sort(numbers.begin(), numbers.end());
    return static_cast<std::int64_t>(numbers.size()) -
           static_cast<std::int64_t>(std::unique(numbers.begin(), numbers.end()) - numbers.begin());
}

template <typename T>
void fillSliceBinary(const DicomSegObject& seg, const Layout& layout, const std::vector<std::size_t>& frames,
                     const std::vector<int>& index, const std::vector<int>& groupOf,
                     std::vector<volume::Volume>& maps, SliceResult& out)
{
    const std::size_t ppf = static_cast<std::size_t>(seg.rows) * static_cast<std::size_t>(seg.columns);
    const std::uint8_t* bits = seg.pixels.data();
    const std::size_t size = seg.pixels.size();
    const std::size_t nseg = seg.segments.size();
    std::pair<int, int> lastPair{-1, -1};
    std::size_t lastSlot = 0;
    out.duplicateFrames = duplicateSegments(seg, frames);
    for (std::size_t f : frames) {
        if (seg.frames[f].empty)
            continue; // the reader saw no set pixel in it
        const int s = index[static_cast<std::size_t>(seg.frames[f].segmentNumber)];
        const T label = static_cast<T>(seg.frames[f].segmentNumber);
        T* map = maps[static_cast<std::size_t>(groupOf[static_cast<std::size_t>(s)])].voxels<T>().data();
        std::int64_t placed = 0, beyond = 0;
        forEachRow(
            seg, layout, f,
            [&](std::int64_t r, std::int64_t lo, std::int64_t hi, std::int64_t base, std::int64_t step) {
                const std::size_t rowBit =
                    f * ppf + static_cast<std::size_t>(r) * static_cast<std::size_t>(seg.columns);
                const std::size_t cols = static_cast<std::size_t>(seg.columns);
                if (lo > 0)
                    beyond += countSetBits(bits, size, rowBit, rowBit + static_cast<std::size_t>(lo));
                if (hi < seg.columns)
                    beyond += countSetBits(bits, size, rowBit + static_cast<std::size_t>(hi), rowBit + cols);
                T* at = map + base + step * lo;
                forEachSetBit(
                    bits, size, rowBit + static_cast<std::size_t>(lo), rowBit + static_cast<std::size_t>(hi),
                    [&](std::size_t c) {
                        T& v = at[step * static_cast<std::int64_t>(c)];
                        ++placed;
                        if (v == label)
                            return;
                        if (v != 0) {
                            const int other = index[v];
                            const std::pair<int, int> pair{std::min(other, s), std::max(other, s)};
                            if (pair != lastPair) {
                                auto it = std::find_if(out.overlaps.begin(), out.overlaps.end(),
                                                       [&](const auto& o) { return o.first == pair; });
                                if (it == out.overlaps.end()) {
                                    out.overlaps.push_back({pair, 0});
                                    it = out.overlaps.end() - 1;
                                }
                                lastSlot = static_cast<std::size_t>(it - out.overlaps.begin());
                                lastPair = pair;
                            }
                            ++out.overlaps[lastSlot].second;
                        }
                        v = label;
                    },
                    [&](std::size_t c) {
                        // 64 pixels in a row onto 64 empty voxels in a row: one fill (the inside of
                        // most organs).
                        if (step != 1)
                            return false;
                        T* d = at + c;
                        T any = 0;
                        for (int n = 0; n < 64; ++n)
                            any |= d[n];
                        if (any)
                            return false;
                        std::fill(d, d + 64, label);
                        placed += 64;
                        return true;
                    });
            });
        out.count(out.placed, static_cast<std::size_t>(s), placed, nseg);
        if (beyond) {
            out.count(out.beyond, static_cast<std::size_t>(s), beyond, nseg);
            out.beyondFrames.push_back({f, beyond});
        }
    }
}

template <typename T>
Status fillBinaryT(const DicomSegObject& seg, const Layout& layout, const std::vector<int>& groupOf,
                   int groupCount, volume::PixelType type, std::vector<volume::Volume>& maps,
                   FillStats& stats)
{
    maps.clear();
    for (int g = 0; g < groupCount; ++g) {
        auto v = volume::Volume::allocate(type, layout.geometry);
        if (!v)
            return v.error();
        zero(*v);
        maps.push_back(std::move(*v));
    }
    const std::vector<int> index = indexOfNumber(seg);
    const std::size_t ppf = static_cast<std::size_t>(seg.rows) * static_cast<std::size_t>(seg.columns);
    std::vector<std::size_t> outside;
    const auto bySlice = framesBySlice(layout, outside);
    for (std::size_t f : outside) {
        const int s = index[static_cast<std::size_t>(seg.frames[f].segmentNumber)];
        const std::int64_t n = countSetBits(seg.pixels.data(), seg.pixels.size(), f * ppf, (f + 1) * ppf);
        stats.beyondVoxels[static_cast<std::size_t>(s)] += n;
        if (n)
            stats.beyondFrames.push_back({f, n});
    }
    std::vector<std::size_t> used;
    for (std::size_t k = 0; k < bySlice.size(); ++k)
        if (!bySlice[k].empty())
            used.push_back(k);
    std::vector<SliceResult> results(used.size());
    ParallelOptions options;
    options.task = "place the SEG's frames";
    Status s = forEachIndex(
        used.size(),
        [&](std::size_t u) {
            fillSliceBinary<T>(seg, layout, bySlice[used[u]], index, groupOf, maps, results[u]);
        },
        options);
    if (!s)
        return s;
    for (const SliceResult& r : results)
        mergeInto(stats, r);
    return {};
}

void fillSliceFractional(const DicomSegObject& seg, const Layout& layout,
                         const std::vector<std::size_t>& frames, const std::vector<int>& index,
                         std::vector<volume::Volume>& layers, SliceResult& out)
{
    const std::size_t ppf = static_cast<std::size_t>(seg.rows) * static_cast<std::size_t>(seg.columns);
    const float scale = 1.0f / static_cast<float>(seg.maxFractionalValue);
    const std::size_t nseg = seg.segments.size();
    out.duplicateFrames = duplicateSegments(seg, frames);
    for (std::size_t f : frames) {
        if (seg.frames[f].empty)
            continue; // the reader saw no set pixel in it
        const int s = index[static_cast<std::size_t>(seg.frames[f].segmentNumber)];
        float* layer = layers[static_cast<std::size_t>(s)].voxels<float>().data();
        std::int64_t placed = 0, beyond = 0;
        forEachRow(
            seg, layout, f,
            [&](std::int64_t r, std::int64_t lo, std::int64_t hi, std::int64_t base, std::int64_t step) {
                const std::uint8_t* row = seg.pixels.data() + f * ppf +
                                          static_cast<std::size_t>(r) * static_cast<std::size_t>(seg.columns);
                for (std::int64_t c = 0; c < seg.columns; ++c) {
                    if (!row[c])
                        continue;
                    if (c < lo || c >= hi) {
                        ++beyond;
                        continue;
                    }
                    layer[base + step * c] = static_cast<float>(row[c]) * scale;
                    ++placed;
                }
            });
        out.count(out.placed, static_cast<std::size_t>(s), placed, nseg);
        if (beyond) {
            out.count(out.beyond, static_cast<std::size_t>(s), beyond, nseg);
            out.beyondFrames.push_back({f, beyond});
        }
    }
}

} // namespace

Status fillBinary(const DicomSegObject& seg, const Layout& layout, const std::vector<int>& groupOf,
                  int groupCount, std::vector<volume::Volume>& maps, FillStats& stats)
{
    stats = {};
    stats.placedVoxels.assign(seg.segments.size(), 0);
    stats.beyondVoxels.assign(seg.segments.size(), 0);
    int maxNumber = 0;
    for (const SegmentFacts& s : seg.segments)
        maxNumber = std::max(maxNumber, s.number);
    if (maxNumber > 255)
        return fillBinaryT<std::uint16_t>(seg, layout, groupOf, groupCount, volume::PixelType::UInt16, maps,
                                          stats);
    return fillBinaryT<std::uint8_t>(seg, layout, groupOf, groupCount, volume::PixelType::UInt8, maps, stats);
}

Status fillFractional(const DicomSegObject& seg, const Layout& layout, std::vector<volume::Volume>& layers,
                      FillStats& stats)
{
    stats = {};
    stats.placedVoxels.assign(seg.segments.size(), 0);
    stats.beyondVoxels.assign(seg.segments.size(), 0);
    layers.clear();
    for (std::size_t s = 0; s < seg.segments.size(); ++s) {
        auto v = volume::Volume::allocate(volume::PixelType::Float32, layout.geometry);
        if (!v)
            return v.error();
        zero(*v);
        layers.push_back(std::move(*v));
    }
    const std::vector<int> index = indexOfNumber(seg);
    const std::size_t ppf = static_cast<std::size_t>(seg.rows) * static_cast<std::size_t>(seg.columns);
    std::vector<std::size_t> outside;
    const auto bySlice = framesBySlice(layout, outside);
    for (std::size_t f : outside) {
        const int s = index[static_cast<std::size_t>(seg.frames[f].segmentNumber)];
        const std::uint8_t* p = seg.pixels.data() + f * ppf;
        const auto n = static_cast<std::int64_t>(
            ppf - static_cast<std::size_t>(std::count(p, p + ppf, std::uint8_t{0})));
        stats.beyondVoxels[static_cast<std::size_t>(s)] += n;
        if (n)
            stats.beyondFrames.push_back({f, n});
    }
    std::vector<std::size_t> used;
    for (std::size_t k = 0; k < bySlice.size(); ++k)
        if (!bySlice[k].empty())
            used.push_back(k);
    std::vector<SliceResult> results(used.size());
    ParallelOptions options;
    options.task = "place the SEG's frames";
    Status s = forEachIndex(
        used.size(),
        [&](std::size_t u) { fillSliceFractional(seg, layout, bySlice[used[u]], index, layers, results[u]); },
        options);
    if (!s)
        return s;
    for (const SliceResult& r : results)
        mergeInto(stats, r);
    return {};
}

} // namespace scansleuth::io::segplace
