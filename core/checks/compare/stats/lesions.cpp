// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/stats/lesions.h"

#include "volume/pixeltype.h"

#include <array>
#include <unordered_map>

namespace scansleuth::compare {

namespace {

// Union-find over provisional labels; roots are the smallest label of their set.
class DisjointSets
{
public:
    std::uint32_t add()
    {
        m_parent.push_back(static_cast<std::uint32_t>(m_parent.size()));
        return m_parent.back();
    }
    std::size_t size() const { return m_parent.size(); }
    std::uint32_t find(std::uint32_t x)
    {
        while (m_parent[x] != x) {
            m_parent[x] = m_parent[m_parent[x]]; // path halving
            x = m_parent[x];
        }
        return x;
    }
    std::uint32_t unite(std::uint32_t x, std::uint32_t y)
    {
        x = find(x);
        y = find(y);
        if (x > y)
            std::swap(x, y);
        m_parent[y] = x;
        return x;
    }

private:
    std::vector<std::uint32_t> m_parent{0}; // label 0 is the background
};

// Neighbours visited before a voxel in raster order: 3 of the 6, 13 of the 26.
std::vector<std::array<int, 3>> backwardNeighbours(Connectivity connectivity)
{
    std::vector<std::array<int, 3>> out;
    for (int dz = -1; dz <= 0; ++dz)
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const bool before = dz < 0 || (dz == 0 && (dy < 0 || (dy == 0 && dx < 0)));
                const int nonZero = (dx != 0) + (dy != 0) + (dz != 0);
                if (before && (connectivity == Connectivity::Corners || nonZero == 1))
                    out.push_back({dx, dy, dz});
            }
    return out;
}

std::vector<std::uint8_t> labelMask(const volume::Volume& v, double label)
{
    std::vector<std::uint8_t> mask(static_cast<std::size_t>(v.voxelCount()));
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        const auto voxels = v.voxels<T>();
        for (std::size_t i = 0; i < mask.size(); ++i)
            mask[i] = static_cast<double>(voxels[i]) == label ? 1 : 0;
    });
    return mask;
}

std::vector<Lesion> lesionsOf(const Components& c, double voxelMl)
{
    std::vector<Lesion> out(c.count);
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i].voxels = c.voxels[i];
        out[i].volumeMl = static_cast<double>(c.voxels[i]) * voxelMl;
    }
    return out;
}

void scoreDetection(LesionDetection& d)
{
    const auto predicted = static_cast<std::int64_t>(d.predicted.size());
    const auto truth = static_cast<std::int64_t>(d.truth.size());
    for (const Lesion& l : d.predicted)
        (l.matched ? d.matchedPredicted : d.falsePositives) += 1;
    for (const Lesion& l : d.truth)
        (l.matched ? d.truePositives : d.falseNegatives) += 1;
    if (predicted > 0)
        d.precision = static_cast<double>(d.matchedPredicted) / static_cast<double>(predicted);
    if (truth > 0)
        d.recall = static_cast<double>(d.truePositives) / static_cast<double>(truth);
    if (predicted == 0 && truth == 0)
        d.f1 = 1.0; // nothing to find and nothing found: a perfect case, not an undefined one
    else if (predicted == 0 || truth == 0)
        d.f1 = 0.0;
    else
        d.f1 = d.precision + d.recall > 0.0 ? 2.0 * d.precision * d.recall / (d.precision + d.recall) : 0.0;
}

} // namespace

Result<Components> labelComponents(std::span<const std::uint8_t> mask, const volume::Index3& size,
                                   Connectivity connectivity)
{
    const std::int64_t count = size[0] * size[1] * size[2];
    if (count < 0 || static_cast<std::uint64_t>(count) >= 0xffffffffull)
        return makeError(ErrorKind::TooLarge, "The mask has too many voxels to label its lesions.",
                         std::to_string(count) + " voxels, at most 4294967294");
    if (static_cast<std::int64_t>(mask.size()) != count)
        return makeError(ErrorKind::Invalid, "The mask does not match its grid size.",
                         std::to_string(mask.size()) + " values for " + std::to_string(count) + " voxels");

    const auto neighbours = backwardNeighbours(connectivity);
    Components c;
    c.labels.assign(mask.size(), 0);
    DisjointSets sets;
    std::size_t index = 0;
    for (std::int64_t z = 0; z < size[2]; ++z)
        for (std::int64_t y = 0; y < size[1]; ++y)
            for (std::int64_t x = 0; x < size[0]; ++x, ++index) {
                if (!mask[index])
                    continue;
                std::uint32_t label = 0;
                for (const auto& [dx, dy, dz] : neighbours) {
                    const std::int64_t nx = x + dx, ny = y + dy, nz = z + dz;
                    if (nx < 0 || ny < 0 || nz < 0 || nx >= size[0] || ny >= size[1])
                        continue;
                    const std::uint32_t other =
                        c.labels[static_cast<std::size_t>(nx + size[0] * (ny + size[1] * nz))];
                    if (other != 0)
                        label = label == 0 ? sets.find(other) : sets.unite(label, other);
                }
                c.labels[index] = label == 0 ? sets.add() : label;
            }

    // Second pass: roots to 1..count in raster order of each component's first voxel.
    // A vector indexed by provisional label, not a hash map: this pass stays linear and cache-friendly.
    std::vector<std::uint32_t> finalLabel(sets.size(), 0);
    for (std::uint32_t& label : c.labels) {
        if (label == 0)
            continue;
        std::uint32_t& number = finalLabel[sets.find(label)];
        if (number == 0) {
            number = ++c.count;
            c.voxels.push_back(0);
        }
        label = number;
        ++c.voxels[label - 1];
    }
    return c;
}

Result<LesionDetection> detectLesions(const volume::Volume& prediction, const volume::Volume& truth,
                                      double label, const LesionOptions& options)
{
    const volume::Index3& size = truth.geometry().size;
    if (prediction.geometry().size != size)
        return makeError(ErrorKind::Invalid, "The prediction and the truth are not on the same voxel grid.",
                         "sizes differ");
    auto predicted = labelComponents(labelMask(prediction, label), size, options.connectivity);
    if (!predicted)
        return predicted.error();
    auto truthComponents = labelComponents(labelMask(truth, label), size, options.connectivity);
    if (!truthComponents)
        return truthComponents.error();

    const auto& spacing = truth.geometry().spacing;
    const double voxelMl = spacing[0] * spacing[1] * spacing[2] / 1000.0;
    LesionDetection d;
    d.predicted = lesionsOf(*predicted, voxelMl);
    d.truth = lesionsOf(*truthComponents, voxelMl);

    // Overlap voxel counts per (predicted, true) pair: one pass, a map keyed by both labels.
    std::unordered_map<std::uint64_t, std::int64_t> overlaps;
    for (std::size_t i = 0; i < predicted->labels.size(); ++i) {
        const std::uint32_t p = predicted->labels[i];
        const std::uint32_t t = truthComponents->labels[i];
        if (p != 0 && t != 0)
            ++overlaps[(std::uint64_t(p) << 32) | t];
    }
    for (const auto& [key, overlap] : overlaps) {
        Lesion& p = d.predicted[(key >> 32) - 1];
        Lesion& t = d.truth[(key & 0xffffffffull) - 1];
        const double iou = static_cast<double>(overlap) / static_cast<double>(p.voxels + t.voxels - overlap);
        const bool match = options.minIoU > 0.0 ? iou >= options.minIoU : overlap > 0;
        p.matched = p.matched || match;
        t.matched = t.matched || match;
        p.bestIoU = std::max(p.bestIoU, iou);
        t.bestIoU = std::max(t.bestIoU, iou);
    }
    scoreDetection(d);
    return d;
}

} // namespace scansleuth::compare
