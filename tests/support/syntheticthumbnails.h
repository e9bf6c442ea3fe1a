// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Synthetic head thumbnails for the near-duplicate search (tst_auditcontent, bench_audit): many different
// subjects, and copies of one made as augmentation makes them, with the crop and flips recorded so that a
// test can check the match's flips and signed shift against what was done.
#include "checks/audit/content/content.h"
#include "checks/audit/content/contentinternal.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace scansleuth::testing {

// Cells of 8 mm, x fastest.
struct Thumb
{
    std::array<int, 3> size{};
    std::vector<float> cells;
};

// A synthetic head: a skull shell around a brain with random inner structures, a neck below and a face in
// front (heads are not symmetric front to back or top to bottom); position, size and contents random.
inline Thumb syntheticHead(std::mt19937& rng)
{
    std::uniform_real_distribution<double> u(0, 1);
    Thumb t;
    t.size = {26 + int(u(rng) * 7), 30 + int(u(rng) * 7), 22 + int(u(rng) * 8)};
    const double cx = 0.5 + 0.06 * (u(rng) - 0.5), cy = 0.5 + 0.06 * (u(rng) - 0.5),
                 cz = 0.5 + 0.06 * (u(rng) - 0.5);
    const double rx = 0.36 + 0.08 * u(rng), ry = 0.40 + 0.08 * u(rng), rz = 0.36 + 0.1 * u(rng);
    struct Blob
    {
        double x, y, z, r, value;
    };
    std::vector<Blob> blobs(4 + std::size_t(u(rng) * 6));
    for (Blob& b : blobs)
        b = {cx + 0.4 * rx * (u(rng) - 0.5) * 2, cy + 0.4 * ry * (u(rng) - 0.5) * 2,
             cz + 0.4 * rz * (u(rng) - 0.5) * 2, 0.04 + 0.1 * u(rng), u(rng)};
    std::normal_distribution<double> noise(0, 0.02);
    t.cells.resize(std::size_t(t.size[0] * t.size[1] * t.size[2]));
    // The terms of each axis computed once per axis (the same expressions, so the same doubles as per cell),
    // and the sine only where no blob covers it: a cell costs a few adds, not three pows and a sine.
    const auto axis = [&](int c, const std::function<double(double)>& term) {
        std::vector<double> out(std::size_t(t.size[std::size_t(c)]));
        for (int i = 0; i < t.size[std::size_t(c)]; ++i)
            out[std::size_t(i)] = term((i + 0.5) / t.size[std::size_t(c)]);
        return out;
    };
    const std::vector<double> rX = axis(0, [&](double p) { return std::pow((p - cx) / rx, 2); }),
                              rY = axis(1, [&](double p) { return std::pow((p - cy) / ry, 2); }),
                              rZ = axis(2, [&](double p) { return std::pow((p - cz) / rz, 2); }),
                              neckX = axis(0, [&](double p) { return std::pow((p - cx) / (0.5 * rx), 2); }),
                              neckY = axis(1, [&](double p) { return std::pow((p - cy) / (0.5 * ry), 2); }),
                              sinX = axis(0, [&](double p) { return 9 * p; }),
                              sinY = axis(1, [&](double p) { return 7 * p; }),
                              sinZ = axis(2, [&](double p) { return 5 * p; });
    std::vector<std::array<std::vector<double>, 3>> blobTerms(blobs.size());
    for (std::size_t b = 0; b < blobs.size(); ++b) {
        const Blob& blob = blobs[b];
        blobTerms[b] = {axis(0, [&](double p) { return std::pow(p - blob.x, 2); }),
                        axis(1, [&](double p) { return std::pow(p - blob.y, 2); }),
                        axis(2, [&](double p) { return std::pow(p - blob.z, 2); })};
    }
    for (int z = 0; z < t.size[2]; ++z)
        for (int y = 0; y < t.size[1]; ++y)
            for (int x = 0; x < t.size[0]; ++x) {
                const double px = (x + 0.5) / t.size[0], py = (y + 0.5) / t.size[1],
                             pz = (z + 0.5) / t.size[2];
                const auto ux = std::size_t(x), uy = std::size_t(y), uz = std::size_t(z);
                const double r = rX[ux] + rY[uy] + rZ[uz];
                double value = 0.05;
                // A neck below and a face in front: heads are not symmetric front to back or top to bottom.
                if (pz < cz - 0.6 * rz && neckX[ux] + neckY[uy] < 1)
                    value = 0.5;
                if (py > cy + 0.8 * ry && py < cy + 1.05 * ry && std::abs(px - cx) < 0.15 &&
                    std::abs(pz - cz) < 0.3 * rz)
                    value = 0.6;
                if (r < 1) {
                    // The last blob that covers the cell, else the skull shell or the sine's texture.
                    const Blob* covering = nullptr;
                    for (std::size_t b = 0; b < blobs.size() && r < 0.8; ++b)
                        if (blobTerms[b][0][ux] + blobTerms[b][1][uy] + blobTerms[b][2][uz] <
                            blobs[b].r * blobs[b].r)
                            covering = &blobs[b];
                    value = covering ? covering->value
                            : r > 0.8
                                ? 0.9
                                : 0.5 + 0.1 * std::sin(sinX[ux] + sinY[uy] + sinZ[uz] + blobs[0].value * 6);
                }
                t.cells[std::size_t(x + t.size[0] * (y + t.size[1] * z))] = float(value + noise(rng));
            }
    return t;
}

// What perturbed() did: cells cropped below (lo) and above (hi) per axis, then the axes flipped.
struct Perturbation
{
    std::array<int, 3> lo{}, hi{};
    std::array<bool, 3> flip{};

    // Where compareThumbnails(original, copy) must place the copy, in mm: the copy flipped back (as the
    // match reports it) has its cell p on the original's cell p + lo (8 mm cells).
    std::array<double, 3> shiftMm() const { return {8.0 * lo[0], 8.0 * lo[1], 8.0 * lo[2]}; }
};

// A copy as an augmentation makes it: cropped by up to 3 cells a side, flipped, with a little noise (a cell
// averages hundreds of voxels, so voxel noise is mostly gone from it).
inline Thumb perturbed(const Thumb& t, std::mt19937& rng, Perturbation* done = nullptr)
{
    std::uniform_int_distribution<int> crop(0, 3), coin(0, 1);
    std::normal_distribution<double> noise(0, 0.005);
    std::array<int, 3> lo{}, size{};
    std::array<bool, 3> flip{};
    for (std::size_t c = 0; c < 3; ++c) {
        lo[c] = crop(rng);
        const int hi = crop(rng);
        size[c] = t.size[c] - lo[c] - hi;
        flip[c] = coin(rng) == 1;
        if (done) {
            done->lo[c] = lo[c];
            done->hi[c] = hi;
            done->flip[c] = flip[c];
        }
    }
    Thumb out{size, std::vector<float>(std::size_t(size[0] * size[1] * size[2]))};
    for (int z = 0; z < size[2]; ++z)
        for (int y = 0; y < size[1]; ++y)
            for (int x = 0; x < size[0]; ++x) {
                const int sx = lo[0] + (flip[0] ? size[0] - 1 - x : x),
                          sy = lo[1] + (flip[1] ? size[1] - 1 - y : y),
                          sz = lo[2] + (flip[2] ? size[2] - 1 - z : z);
                out.cells[std::size_t(x + size[0] * (y + size[1] * z))] =
                    float(t.cells[std::size_t(sx + t.size[0] * (sy + t.size[1] * sz))] + noise(rng));
            }
    return out;
}

// The fingerprint fingerprintContent would give such a thumbnail: ranks, and the screen vector; the id
// stands in for the voxel hash.
inline audit::ContentFingerprint fingerprintOf(const Thumb& t, std::uint64_t id)
{
    // Ranks, as the thumbnail stores them.
    std::vector<std::size_t> order(t.cells.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return t.cells[a] < t.cells[b]; });
    std::vector<float> ranks(t.cells.size());
    for (std::size_t r = 0; r < order.size(); ++r)
        ranks[order[r]] = float((double(r) + 0.5) / double(order.size()));
    audit::ContentFingerprint fp;
    fp.voxelHash = std::to_string(id);
    fp.thumbnailSpacing = 8;
    fp.thumbnailSize = t.size;
    fp.thumbnail.resize(ranks.size());
    for (std::size_t i = 0; i < ranks.size(); ++i)
        fp.thumbnail[i] = std::uint8_t(std::lround(255.0 * ranks[i]));
    fp.screen = audit::screenVector(t.size, ranks);
    return fp;
}

} // namespace scansleuth::testing
