// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pairsampling.h"

#include "checks/geometry/pairwholevoxel.h"

#include "base/parallel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>

namespace scansleuth::checks::detail {

namespace {

using volume::Geometry;
using volume::Index3;

struct Box
{
    Index3 lo{0, 0, 0}, hi{-1, -1, -1}; // inclusive
    bool empty() const { return hi[0] < lo[0] || hi[1] < lo[1] || hi[2] < lo[2]; }
    std::int64_t extent(int a) const { return hi[a] - lo[a] + 1; }
};

// The target-grid box that can hold the mask's foreground, padded by `pad` voxels and clamped.
Box targetBox(const BinaryMask& mask, const Mat4& storedToTarget, const Index3& targetSize, int pad)
{
    Box box;
    if (mask.count == 0)
        return box;
    constexpr double inf = std::numeric_limits<double>::infinity();
    Vec3 lo{inf, inf, inf}, hi{-inf, -inf, -inf};
    for (int corner = 0; corner < 8; ++corner) {
        Vec3 p;
        for (int a = 0; a < 3; ++a)
            p[a] = (corner >> a) & 1 ? mask.hi[a] + 1.0 : mask.lo[a] - 1.0;
        const Vec3 t = transformPoint(storedToTarget, p);
        for (int a = 0; a < 3; ++a) {
            lo[a] = std::min(lo[a], t[a]);
            hi[a] = std::max(hi[a], t[a]);
        }
    }
    for (int a = 0; a < 3; ++a) {
        if (!std::isfinite(lo[a]) || !std::isfinite(hi[a]))
            return Box{};
        const double l = std::max(std::floor(lo[a]) - pad, 0.0);
        const double h = std::min(std::ceil(hi[a]) + pad, static_cast<double>(targetSize[a] - 1));
        box.lo[a] = static_cast<std::int64_t>(l);
        box.hi[a] = static_cast<std::int64_t>(h);
    }
    return box;
}

double trilinear(const BinaryMask& m, const Vec3& x)
{
    const double fx = std::floor(x[0]), fy = std::floor(x[1]), fz = std::floor(x[2]);
    // An empty mask has no box; a position past any grid (or NaN, from a degenerate affine) samples nothing.
    constexpr double far = 1e15;
    if (m.count == 0 || !(std::abs(fx) < far && std::abs(fy) < far && std::abs(fz) < far))
        return 0.0;
    const std::int64_t i0 = static_cast<std::int64_t>(fx), j0 = static_cast<std::int64_t>(fy),
                       k0 = static_cast<std::int64_t>(fz);
    // Outside the kept box (grown by one voxel around the foreground) no corner can be foreground.
    if (i0 + 1 < m.origin[0] || j0 + 1 < m.origin[1] || k0 + 1 < m.origin[2] ||
        i0 >= m.origin[0] + m.extent[0] || j0 >= m.origin[1] + m.extent[1] || k0 >= m.origin[2] + m.extent[2])
        return 0.0;
    // Every corner lies within one voxel of the base corner clamped into the box: if that is not Near,
    // no corner is foreground; if the base corner itself is Core, all eight are.
    const std::int64_t ci = std::clamp(i0, m.origin[0], m.origin[0] + m.extent[0] - 1);
    const std::int64_t cj = std::clamp(j0, m.origin[1], m.origin[1] + m.extent[1] - 1);
    const std::int64_t ck = std::clamp(k0, m.origin[2], m.origin[2] + m.extent[2] - 1);
    const std::uint8_t base = m.state(ci, cj, ck);
    if (!(base & BinaryMask::Near))
        return 0.0;
    if ((base & BinaryMask::Core) && ci == i0 && cj == j0 && ck == k0)
        return 1.0;
    const double wx = x[0] - fx, wy = x[1] - fy, wz = x[2] - fz;
    double sum = 0;
    for (int c = 0; c < 8; ++c) {
        if (!m.at(i0 + (c & 1), j0 + ((c >> 1) & 1), k0 + ((c >> 2) & 1)))
            continue;
        sum += (c & 1 ? wx : 1 - wx) * ((c >> 1) & 1 ? wy : 1 - wy) * ((c >> 2) & 1 ? wz : 1 - wz);
    }
    return sum;
}

// The scores sample a box in slabs of whole slices, so that a thread's scratch memory stays bounded
// whatever the size of the volume or of a label: at most 8 Mi voxels (32 MiB of floats) per thread, and
// at most 32 Mi voxels (128 MiB) over all of check-pair's threads (at least one slice each).
constexpr std::int64_t kSlabVoxels = std::int64_t{8} << 20;
constexpr std::int64_t kAllSlabsVoxels = std::int64_t{32} << 20;

std::int64_t slabSlices(const Box& box)
{
    const std::int64_t threads = static_cast<std::int64_t>(checkThreads());
    const std::int64_t voxels = std::min(kSlabVoxels, kAllSlabsVoxels / std::max<std::int64_t>(threads, 1));
    return std::max<std::int64_t>(1, voxels / std::max<std::int64_t>(1, box.extent(0) * box.extent(1)));
}

// Slices first..last (inclusive, clamped to the box) of `box`.
Box slabOf(const Box& box, std::int64_t first, std::int64_t last)
{
    Box part = box;
    part.lo[2] = std::max(first, box.lo[2]);
    part.hi[2] = std::min(last, box.hi[2]);
    return part;
}

// The mask sampled on the target box, x fastest.
std::vector<float> sampleBox(const BinaryMask& mask, const Mat4& targetToStored, const Box& box)
{
    std::vector<float> out(static_cast<std::size_t>(box.extent(0) * box.extent(1) * box.extent(2)), 0.0f);
    std::size_t n = 0;
    if (const auto map = integerMap(targetToStored)) {
        const auto& a = *map;
        if (a[0][0] != 0) {
            // Target rows run along stored rows (flips, same grid): one box-row lookup per row.
            const Index3& o = mask.origin;
            const Index3& e = mask.extent;
            for (std::int64_t k = box.lo[2]; k <= box.hi[2]; ++k)
                for (std::int64_t j = box.lo[1]; j <= box.hi[1];
                     ++j, n += static_cast<std::size_t>(box.extent(0))) {
                    const std::int64_t s1 = a[1][1] * j + a[1][2] * k + a[1][3] - o[1];
                    const std::int64_t s2 = a[2][1] * j + a[2][2] * k + a[2][3] - o[2];
                    if (s1 < 0 || s2 < 0 || s1 >= e[1] || s2 >= e[2])
                        continue;
                    const std::uint8_t* row =
                        mask.bits.data() + static_cast<std::size_t>(e[0] * (s1 + e[1] * s2));
                    std::int64_t s0 = a[0][0] * box.lo[0] + a[0][3] - o[0];
                    for (std::int64_t i = 0; i < box.extent(0); ++i, s0 += a[0][0])
                        if (s0 >= 0 && s0 < e[0] && (row[s0] & BinaryMask::On))
                            out[n + static_cast<std::size_t>(i)] = 1.0f;
                }
            return out;
        }
        for (std::int64_t k = box.lo[2]; k <= box.hi[2]; ++k)
            for (std::int64_t j = box.lo[1]; j <= box.hi[1]; ++j) {
                std::int64_t s[3];
                for (int r = 0; r < 3; ++r)
                    s[r] = a[r][0] * box.lo[0] + a[r][1] * j + a[r][2] * k + a[r][3];
                for (std::int64_t i = box.lo[0]; i <= box.hi[0]; ++i, ++n) {
                    out[n] = mask.at(s[0], s[1], s[2]) ? 1.0f : 0.0f;
                    for (int r = 0; r < 3; ++r)
                        s[r] += a[r][0];
                }
            }
        return out;
    }
    const Vec3 step{targetToStored[0][0], targetToStored[1][0], targetToStored[2][0]};
    for (std::int64_t k = box.lo[2]; k <= box.hi[2]; ++k)
        for (std::int64_t j = box.lo[1]; j <= box.hi[1]; ++j) {
            Vec3 s = transformPoint(targetToStored, {double(box.lo[0]), double(j), double(k)});
            for (std::int64_t i = box.lo[0]; i <= box.hi[0]; ++i, ++n) {
                out[n] = static_cast<float>(trilinear(mask, s));
                for (int a = 0; a < 3; ++a)
                    s[a] += step[a];
            }
        }
    return out;
}

template <typename T>
double gradientAt(const T* v, const Index3& n, std::int64_t i, std::int64_t j, std::int64_t k)
{
    const std::int64_t idx = i + n[0] * (j + n[1] * k);
    auto value = [&](std::int64_t at) {
        const double d = static_cast<double>(v[at]);
        return std::isfinite(d) ? d : 0.0;
    };
    auto diff = [&](std::int64_t c, std::int64_t len, std::int64_t stride) {
        const std::int64_t a = c > 0 ? idx - stride : idx, b = c + 1 < len ? idx + stride : idx;
        return b == a ? 0.0 : (value(b) - value(a)) / static_cast<double>((b - a) / stride);
    };
    const double gx = diff(i, n[0], 1), gy = diff(j, n[1], n[0]), gz = diff(k, n[2], n[0] * n[1]);
    return std::sqrt(gx * gx + gy * gy + gz * gz);
}

// out[n] = the flags of here[n] with those of its neighbours lo[n] and hi[n] along one axis: Near where
// any of the three has it, Core where all three have it. Bit operations only, 8 voxels to a word (no
// carries cross a byte). `out` may be `here`, but overlaps neither `lo` nor `hi`.
void combineFlags(std::uint8_t* out, const std::uint8_t* here, const std::uint8_t* lo, const std::uint8_t* hi,
                  std::size_t count)
{
    constexpr std::uint64_t ones = 0x0101010101010101ull;
    constexpr std::uint64_t near = ones * BinaryMask::Near, core = ones * BinaryMask::Core;
    std::size_t n = 0;
    for (; n + 8 <= count; n += 8) {
        std::uint64_t h, l, u;
        std::memcpy(&h, here + n, 8);
        std::memcpy(&l, lo + n, 8);
        std::memcpy(&u, hi + n, 8);
        const std::uint64_t r = (h & ~(near | core)) | ((h | l | u) & near) | (h & l & u & core);
        std::memcpy(out + n, &r, 8);
    }
    for (; n < count; ++n)
        out[n] = static_cast<std::uint8_t>((here[n] & ~(near | core)) | ((here[n] | lo[n] | hi[n]) & near) |
                                           (here[n] & lo[n] & hi[n] & core));
}

// Near = On dilated by a 3x3x3 cube, Core = On eroded by it (a voxel off the grid counts as background);
// one separable pass per axis for both, in place inside the kept box (which holds the dilation). Each
// pass keeps the old values of a row, or of two layers across the axis (at most two slices), not copies
// of the box. The box ends one voxel past the foreground or at the grid's edge: either way beyond it is
// background.
void neighbourhoodFlags(BinaryMask& m)
{
    constexpr std::uint8_t both = BinaryMask::Near | BinaryMask::Core;
    for (std::uint8_t& b : m.bits)
        b = static_cast<std::uint8_t>(b | (b & BinaryMask::On) * both);
    const Index3& e = m.extent;
    // Along rows: each row's old values with a background voxel at either end.
    const std::size_t rowLength = static_cast<std::size_t>(e[0]);
    std::vector<std::uint8_t> padded(rowLength + 2, 0);
    for (std::size_t row = 0; row < m.bits.size(); row += rowLength) {
        std::uint8_t* r = m.bits.data() + row;
        std::copy(r, r + rowLength, padded.begin() + 1);
        combineFlags(r, padded.data() + 1, padded.data(), padded.data() + 2, rowLength);
    }
    // Across rows and slices: the old values of the layer before and of this layer.
    const std::size_t strides[3] = {1, static_cast<std::size_t>(e[0]), static_cast<std::size_t>(e[0] * e[1])};
    std::vector<std::uint8_t> previous, current, background;
    for (int a = 1; a < 3; ++a) {
        const std::size_t s = strides[a], length = static_cast<std::size_t>(e[a]);
        previous.assign(s, 0);
        current.assign(s, 0);
        background.assign(s, 0);
        for (std::size_t block = 0; block < m.bits.size(); block += s * length)
            for (std::size_t c = 0; c < length; ++c) {
                std::uint8_t* layer = m.bits.data() + block + c * s;
                std::copy(layer, layer + s, current.begin());
                combineFlags(layer, current.data(), c > 0 ? previous.data() : background.data(),
                             c + 1 < length ? layer + s : background.data(), s);
                std::swap(previous, current);
            }
    }
}

// Running statistics of one label: voxel count, inclusive bounding box and index sums.
struct LabelStats
{
    std::int64_t count = 0;
    Index3 lo{std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::max(),
              std::numeric_limits<std::int64_t>::max()};
    Index3 hi{-1, -1, -1};
    // Whole numbers far below 2^53, so the same as adding each voxel's indices as doubles one by one.
    std::array<std::int64_t, 3> sum{0, 0, 0};

    // Voxels first..last (inclusive) of row (j, k).
    void addRun(std::int64_t first, std::int64_t last, std::int64_t j, std::int64_t k)
    {
        const std::int64_t n = last - first + 1;
        count += n;
        lo = {std::min(lo[0], first), std::min(lo[1], j), std::min(lo[2], k)};
        hi = {std::max(hi[0], last), std::max(hi[1], j), std::max(hi[2], k)};
        sum[0] += (first + last) * n / 2;
        sum[1] += j * n;
        sum[2] += k * n;
    }
};

// A mask's size, box and centroid from its statistics; bits still empty.
BinaryMask maskFromStats(const Index3& size, std::optional<double> label, const LabelStats& stats)
{
    BinaryMask m;
    m.size = size;
    m.label = label;
    m.count = stats.count;
    if (stats.count == 0) {
        m.lo = size;
        return m;
    }
    m.lo = stats.lo;
    m.hi = stats.hi;
    for (int a = 0; a < 3; ++a) {
        m.centroid[a] = static_cast<double>(stats.sum[a]) / static_cast<double>(stats.count);
        m.origin[a] = std::max<std::int64_t>(m.lo[a] - 1, 0);
        m.extent[a] = std::min<std::int64_t>(m.hi[a] + 1, m.size[a] - 1) - m.origin[a] + 1;
    }
    return m;
}

// The bits of the mask's kept box: On where isOn(value), then Near and Core.
template <typename T, typename IsOn> void fillBits(BinaryMask& m, const T* values, IsOn isOn)
{
    if (m.count == 0)
        return;
    m.bits.assign(static_cast<std::size_t>(m.extent[0] * m.extent[1] * m.extent[2]), 0);
    std::size_t b = 0;
    for (std::int64_t k = 0; k < m.extent[2]; ++k)
        for (std::int64_t j = 0; j < m.extent[1]; ++j) {
            const std::size_t row = static_cast<std::size_t>(
                m.origin[0] + m.size[0] * (m.origin[1] + j + m.size[1] * (m.origin[2] + k)));
            for (std::int64_t i = 0; i < m.extent[0]; ++i, ++b)
                m.bits[b] = isOn(values[row + static_cast<std::size_t>(i)]) ? BinaryMask::On : 0;
        }
    neighbourhoodFlags(m);
}

bool storedIsIntegral(const volume::Volume& v)
{
    return volume::visitPixelType(v.pixelType(), [&](auto t) {
        using T = decltype(t);
        for (T x : v.voxels<T>())
            if (static_cast<double>(x) != std::round(static_cast<double>(x)))
                return false;
        return true;
    });
}

} // namespace

std::size_t checkThreads()
{
    return std::min<std::size_t>(threadLimit(), 16);
}

Status onEveryCore(std::size_t first, std::size_t count, const std::function<void(std::size_t)>& work,
                   const Progress& progress)
{
    ParallelOptions options;
    options.maxThreads = 16;
    options.task = "check the pair";
    options.progress = progress;
    options.stage = "candidates";
    options.cancelledMessage = "The check was cancelled.";
    return forEachIndex(
        count, [&](std::size_t i) { work(first + i); }, options);
}

Status runSideBySide(const std::vector<std::function<void()>>& steps)
{
    return onEveryCore(0, steps.size(), [&](std::size_t i) { steps[i](); });
}

Mat4 multiply(const Mat4& a, const Mat4& b)
{
    Mat4 m{};
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
            for (int k = 0; k < 4; ++k)
                m[r][c] += a[r][k] * b[k][c];
    return m;
}

Mat4 inverseAffine(const Mat4& m)
{
    volume::Mat3 a{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            a[r][c] = m[r][c];
    const double det = volume::determinant(a);
    if (!std::isfinite(det) || std::abs(det) < 1e-12)
        return volume::identity4();
    Mat4 inv = volume::identity4();
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) {
            const int r1 = (c + 1) % 3, r2 = (c + 2) % 3, c1 = (r + 1) % 3, c2 = (r + 2) % 3;
            inv[r][c] = (a[r1][c1] * a[r2][c2] - a[r1][c2] * a[r2][c1]) / det;
        }
    for (int r = 0; r < 3; ++r)
        inv[r][3] = -(inv[r][0] * m[0][3] + inv[r][1] * m[1][3] + inv[r][2] * m[2][3]);
    return inv;
}

Vec3 transformPoint(const Mat4& m, const Vec3& p)
{
    Vec3 out;
    for (int r = 0; r < 3; ++r)
        out[r] = m[r][0] * p[0] + m[r][1] * p[1] + m[r][2] * p[2] + m[r][3];
    return out;
}

Mat4 lpsAffine(const volume::Geometry& g)
{
    Mat4 m = volume::identity4();
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c)
            m[r][c] = g.direction[r][c] * g.spacing[c];
        m[r][3] = g.origin[r];
    }
    return m;
}

std::optional<IntegerMap> integerMap(const Mat4& m)
{
    IntegerMap out{};
    for (int r = 0; r < 3; ++r) {
        int ones = 0;
        for (int c = 0; c < 4; ++c) {
            const double rounded = std::round(m[r][c]);
            if (!(std::abs(m[r][c]) < 1e15) || std::abs(m[r][c] - rounded) > 1e-6 ||
                (c < 3 && std::abs(rounded) > 1))
                return std::nullopt;
            out[r][c] = static_cast<std::int64_t>(rounded);
            ones += c < 3 && out[r][c] != 0;
        }
        if (ones != 1)
            return std::nullopt;
    }
    return out;
}

Mat4 rasToLpsAffine(const Mat4& ras)
{
    Mat4 m = ras;
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < 4; ++c)
            m[r][c] = -m[r][c];
    return m;
}

Mat4 storedAffine(const volume::Index3& storedSize, const volume::AxisPermutation& p,
                  const volume::Geometry& g)
{
    volume::Geometry stored;
    stored.size = storedSize;
    // With a unit geometry, "patient" coordinates are stored indices: this maps corrected -> stored.
    const Mat4 correctedToStored = lpsAffine(volume::permuteGeometry(stored, p));
    return multiply(lpsAffine(g), inverseAffine(correctedToStored));
}

BinaryMask binaryMask(const volume::Volume& v, std::optional<double> label)
{
    const bool floating = volume::isFloatingPoint(v.pixelType());
    return volume::visitPixelType(v.pixelType(), [&](auto t) {
        using T = decltype(t);
        const auto build = [&](auto isOn) {
            LabelStats stats;
            const T* values = v.voxels<T>().data();
            const Index3& n = v.geometry().size;
            for (std::int64_t k = 0; k < n[2]; ++k)
                for (std::int64_t j = 0; j < n[1]; ++j) {
                    const T* row = values + n[0] * (j + n[1] * k);
                    for (std::int64_t i = 0; i < n[0]; ++i) {
                        if (!isOn(row[i]))
                            continue;
                        const std::int64_t first = i;
                        while (i + 1 < n[0] && isOn(row[i + 1]))
                            ++i;
                        stats.addRun(first, i, j, k);
                    }
                }
            BinaryMask m = maskFromStats(n, label, stats);
            fillBits(m, values, isOn);
            return m;
        };
        if (label)
            return build([value = *label](T x) { return static_cast<double>(x) == value; });
        if (floating)
            return build([](T x) { return std::abs(static_cast<double>(x)) > 0.5; });
        return build([](T x) { return static_cast<double>(x) != 0.0; });
    });
}

EdgeMap edgeMap(const volume::Volume& image)
{
    EdgeMap e;
    e.image = &image;
    const Index3& n = image.geometry().size;
    const double slope = std::abs(image.rescale().slope);
    volume::visitPixelType(image.pixelType(), [&](auto t) {
        using T = decltype(t);
        const T* v = image.voxels<T>().data();
        double sum = 0;
        std::int64_t count = 0;
        for (std::int64_t k = 0; k < n[2]; k += 2)
            for (std::int64_t j = 0; j < n[1]; j += 2)
                for (std::int64_t i = 0; i < n[0]; i += 2) {
                    const double g = gradientAt(v, n, i, j, k);
                    if (g > 0) {
                        sum += g;
                        ++count;
                    }
                }
        e.meanMagnitude = count > 0 ? slope * sum / static_cast<double>(count) : 0.0;
    });
    return e;
}

double softDice(const BinaryMask& mask, const Mat4& maskAffine, const BinaryMask& reference,
                const volume::Geometry& referenceGeometry)
{
    const Mat4 refAffine = lpsAffine(referenceGeometry);
    const Mat4 targetToStored = multiply(inverseAffine(maskAffine), refAffine);
    if (const auto map = integerMap(targetToStored))
        if (const auto dice = wholeVoxelDice(mask, *map, reference))
            return *dice;
    const Box box = targetBox(mask, multiply(inverseAffine(refAffine), maskAffine), reference.size, 1);
    if (box.empty() || reference.count == 0)
        return 0.0;
    double overlap = 0, sumA = 0;
    const std::int64_t slab = slabSlices(box);
    for (std::int64_t first = box.lo[2]; first <= box.hi[2]; first += slab) {
        const Box part = slabOf(box, first, first + slab - 1);
        const std::vector<float> a = sampleBox(mask, targetToStored, part);
        std::size_t n = 0;
        for (std::int64_t k = part.lo[2]; k <= part.hi[2]; ++k)
            for (std::int64_t j = part.lo[1]; j <= part.hi[1]; ++j)
                for (std::int64_t i = part.lo[0]; i <= part.hi[0]; ++i, ++n) {
                    sumA += a[n];
                    if (reference.at(i, j, k))
                        overlap += a[n];
                }
    }
    const double denominator = sumA + static_cast<double>(reference.count);
    return denominator > 0 ? 2.0 * overlap / denominator : 0.0;
}

Result<std::vector<BinaryMask>> labelMasks(const volume::Volume& v, std::size_t maxLabels)
{
    if (volume::isFloatingPoint(v.pixelType()) && !storedIsIntegral(v))
        return std::vector<BinaryMask>{binaryMask(v)};
    // One pass: each label's count, bounding box and centroid, a run of equal values along a row at a
    // time (looking its label up once).
    std::vector<double> values;
    std::vector<LabelStats> stats;
    const bool fits = volume::visitPixelType(v.pixelType(), [&](auto t) {
        using T = decltype(t);
        const T* voxels = v.voxels<T>().data();
        const Index3& n = v.geometry().size;
        std::map<double, std::size_t> index;
        T last = T(0);
        std::size_t lastIndex = 0;
        std::size_t at = 0;
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j, at += static_cast<std::size_t>(n[0])) {
                const T* row = voxels + at;
                for (std::int64_t i = 0; i < n[0]; ++i) {
                    const T x = row[i];
                    if (x == T(0))
                        continue;
                    if (x != last || stats.empty()) {
                        const auto [it, added] = index.try_emplace(static_cast<double>(x), stats.size());
                        if (added) {
                            if (stats.size() == maxLabels)
                                return false;
                            values.push_back(static_cast<double>(x));
                            stats.emplace_back();
                        }
                        last = x;
                        lastIndex = it->second;
                    }
                    const std::int64_t first = i;
                    while (i + 1 < n[0] && row[i + 1] == x)
                        ++i;
                    stats[lastIndex].addRun(first, i, j, k);
                }
            }
        return true;
    });
    if (!fits || stats.size() <= 1)
        return std::vector<BinaryMask>{binaryMask(v)};
    // Largest first (ties: the larger value first).
    std::vector<std::size_t> order(stats.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return std::pair(stats[a].count, values[a]) > std::pair(stats[b].count, values[b]);
    });
    // Each label's bits from its own box.
    std::vector<BinaryMask> out(order.size());
    const Status done = onEveryCore(0, order.size(), [&](std::size_t i) {
        const double label = values[order[i]];
        out[i] = maskFromStats(v.geometry().size, label, stats[order[i]]);
        volume::visitPixelType(v.pixelType(), [&](auto type) {
            using T = decltype(type);
            fillBits(out[i], v.voxels<T>().data(), [label](T x) { return static_cast<double>(x) == label; });
        });
    });
    if (!done)
        return done.error();
    return out;
}

double labelDice(const std::vector<BinaryMask>& mask, const BinaryMask& maskForeground,
                 const Mat4& maskAffine, const std::vector<BinaryMask>& reference,
                 const BinaryMask& referenceForeground, const volume::Geometry& referenceGeometry)
{
    if (mask.size() < 2 || reference.size() < 2)
        return softDice(maskForeground, maskAffine, referenceForeground, referenceGeometry);
    double sum = 0;
    for (const BinaryMask& m : mask) {
        auto same = std::find_if(reference.begin(), reference.end(),
                                 [&](const BinaryMask& r) { return r.label == m.label; });
        if (same != reference.end())
            sum += softDice(m, maskAffine, *same, referenceGeometry);
    }
    return sum / static_cast<double>(mask.size());
}

double evidenceScore(const std::vector<BinaryMask>& labels, const Mat4& maskAffine, const EdgeMap& edges,
                     const std::vector<MaskBoundary>* boundaries)
{
    double sum = 0, weights = 0;
    BoundaryScratch scratch;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        double weight = 0;
        const double contrast = edgeScore(labels[i], maskAffine, edges, &weight,
                                          boundaries ? &(*boundaries)[i] : nullptr, &scratch);
        if (weight <= 0)
            continue; // this label misses the image entirely
        sum += contrast;
        weights += 1;
    }
    return weights > 0 ? sum / static_cast<double>(labels.size()) : 0.0;
}

double edgeScoreOf(double weighted, double weights, const EdgeMap& edges)
{
    return weights > 0 ? std::abs(weighted) / weights / (3.0 * edges.meanMagnitude) : 0.0;
}

double edgeScore(const BinaryMask& mask, const Mat4& maskAffine, const EdgeMap& edges, double* boundaryWeight,
                 const MaskBoundary* boundary, BoundaryScratch* scratch)
{
    if (boundaryWeight)
        *boundaryWeight = 0;
    if (!edges.image || edges.meanMagnitude <= 0)
        return 0.0;
    const volume::Volume& image = *edges.image;
    const Mat4 imageAffine = lpsAffine(image.geometry());
    const Mat4 targetToStored = multiply(inverseAffine(maskAffine), imageAffine);
    if (boundary)
        if (const auto map = integerMap(targetToStored))
            if (const auto score = wholeVoxelEdgeScore(mask, *boundary, *map, edges, boundaryWeight, scratch))
                return *score;
    const Index3& n = image.geometry().size;
    const Box box = targetBox(mask, multiply(inverseAffine(imageAffine), maskAffine), n, 2);
    if (box.empty())
        return 0.0;
    const std::int64_t ex = box.extent(0), ey = box.extent(1), ez = box.extent(2);
    const double slope = std::abs(image.rescale().slope);
    double weighted = 0, weights = 0;
    // Slab by slab, each sampled with one more slice on either side for the gradient across slices.
    const std::int64_t slab = slabSlices(box);
    for (std::int64_t first = 0; first < ez; first += slab) {
        const std::int64_t last = std::min(first + slab, ez) - 1;
        const Box part = slabOf(box, box.lo[2] + first - 1, box.lo[2] + last + 1);
        const std::int64_t offset = ex * ey * (part.lo[2] - box.lo[2]); // box index of a[0]
        const std::vector<float> a = sampleBox(mask, targetToStored, part);
        volume::visitPixelType(image.pixelType(), [&](auto t) {
            using T = decltype(t);
            EdgeSums<T> sums{image.voxels<T>().data(), n, slope, weighted, weights};
            for (std::int64_t k = first; k <= last; ++k)
                for (std::int64_t j = 0; j < ey; ++j)
                    for (std::int64_t i = 0; i < ex; ++i) {
                        const std::int64_t idx = i + ex * (j + ey * k) - offset;
                        auto diff = [&](std::int64_t c, std::int64_t len, std::int64_t stride) {
                            const double lo = c > 0 ? a[static_cast<std::size_t>(idx - stride)] : 0.0;
                            const double hi = c + 1 < len ? a[static_cast<std::size_t>(idx + stride)] : 0.0;
                            return 0.5 * (hi - lo);
                        };
                        sums.add(box.lo[0] + i, box.lo[1] + j, box.lo[2] + k, diff(i, ex, 1), diff(j, ey, ex),
                                 diff(k, ez, ex * ey));
                    }
            weighted = sums.weighted;
            weights = sums.weights;
        });
    }
    if (boundaryWeight)
        *boundaryWeight = weights;
    return edgeScoreOf(weighted, weights, edges);
}

} // namespace scansleuth::checks::detail
