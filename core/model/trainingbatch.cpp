// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The small batch the training experiments learn from: each case preprocessed, its mask put on the same
// grid, and a patch around the foreground cut from both. No LibTorch here.
#include "model/trainingsupport.h"

#include "preprocess/pipeline.h"
#include "preprocess/realvolume.h"
#include "preprocess/resample.h"
#include "preprocess/specjson.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <set>

namespace scansleuth::model {

namespace {

using volume::Index3;
using volume::Volume;

struct PreparedCase
{
    std::vector<Volume> channels;
    Volume labels; // float32 on channels[0]'s grid; empty when there is no mask
};

Result<PreparedCase> prepareCase(const preprocess::Spec* spec, const std::vector<const Volume*>& channels,
                                 const Volume* mask, std::size_t index, std::vector<std::string>& notes)
{
    PreparedCase out;
    if (spec) {
        auto prepared = preprocess::prepare(*spec, channels);
        if (!prepared)
            return prepared.error();
        out.channels = std::move(prepared->channels);
    } else {
        for (const Volume* v : channels) {
            auto real = preprocess::toRealFloat32(*v);
            if (!real)
                return real.error();
            out.channels.push_back(std::move(*real));
        }
    }
    if (!mask)
        return out;
    const volume::Geometry& grid = out.channels.front().geometry();
    if (!(mask->geometry() == grid))
        notes.push_back("case " + std::to_string(index + 1) +
                        ": the mask was put on the preprocessed image grid (nearest, through world space)");
    auto labels = preprocess::resampleToGrid(*mask, grid, preprocess::Interpolation::Nearest, 0.0);
    if (!labels)
        return labels.error();
    out.labels = std::move(*labels);
    return out;
}

// First voxel of a `patch`-sized box centred on the mask's foreground, inside the image.
Index3 patchStart(const PreparedCase& c, const Index3& patch)
{
    const Index3 n = c.channels.front().geometry().size;
    Index3 lo{n[0], n[1], n[2]}, hi{-1, -1, -1};
    if (c.labels.voxelCount() > 0) {
        const auto v = c.labels.voxels<float>();
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j)
                for (std::int64_t i = 0; i < n[0]; ++i) {
                    if (!(std::lround(v[c.labels.linearIndex(i, j, k)]) > 0))
                        continue;
                    const Index3 p{i, j, k};
                    for (int a = 0; a < 3; ++a) {
                        lo[a] = std::min(lo[a], p[a]);
                        hi[a] = std::max(hi[a], p[a]);
                    }
                }
    }
    Index3 start{0, 0, 0};
    for (int a = 0; a < 3; ++a) {
        const std::int64_t centre = hi[a] >= 0 ? (lo[a] + hi[a]) / 2 : n[a] / 2;
        start[a] = std::clamp<std::int64_t>(centre - patch[a] / 2, 0, n[a] - patch[a]);
    }
    return start;
}

// Offset of patch voxel (i, j, k) in a [D, H, W] block of the layout.
std::int64_t tensorOffset(preprocess::TensorLayout layout, const Index3& p, std::int64_t i, std::int64_t j,
                          std::int64_t k)
{
    if (layout == preprocess::TensorLayout::Xyz)
        return (i * p[1] + j) * p[2] + k;
    return (k * p[1] + j) * p[0] + i;
}

void appendCase(const PreparedCase& c, const Index3& patch, preprocess::TensorLayout layout,
                TrainingBatch& batch, std::set<std::int64_t>& labelSet)
{
    const Index3 s = patchStart(c, patch);
    const std::int64_t block = patch[0] * patch[1] * patch[2];
    const std::size_t imageBase = batch.images.size();
    const std::size_t labelBase = batch.labels.size();
    batch.images.resize(imageBase + std::size_t(block * batch.channels));
    batch.labels.resize(labelBase + std::size_t(block), 0);
    for (std::size_t ch = 0; ch < c.channels.size(); ++ch) {
        const Volume& v = c.channels[ch];
        const auto voxels = v.voxels<float>();
        for (float x : voxels)
            batch.nonFiniteInputs += std::isfinite(x) ? 0 : 1;
        float* out = batch.images.data() + imageBase + ch * std::size_t(block);
        for (std::int64_t k = 0; k < patch[2]; ++k)
            for (std::int64_t j = 0; j < patch[1]; ++j)
                for (std::int64_t i = 0; i < patch[0]; ++i)
                    out[tensorOffset(layout, patch, i, j, k)] =
                        voxels[v.linearIndex(s[0] + i, s[1] + j, s[2] + k)];
    }
    if (c.labels.voxelCount() == 0) {
        labelSet.insert(0);
        return;
    }
    const auto labels = c.labels.voxels<float>();
    std::int64_t* out = batch.labels.data() + labelBase;
    for (std::int64_t k = 0; k < patch[2]; ++k)
        for (std::int64_t j = 0; j < patch[1]; ++j)
            for (std::int64_t i = 0; i < patch[0]; ++i) {
                const float x = labels[c.labels.linearIndex(s[0] + i, s[1] + j, s[2] + k)];
                const std::int64_t label = std::isfinite(x) ? std::llround(x) : -1;
                out[tensorOffset(layout, patch, i, j, k)] = label;
                labelSet.insert(label);
            }
}

} // namespace

Result<TrainingBatch> buildTrainingBatch(const ModelExperimentInputs& inputs, bool needMasks,
                                         const Progress& progress)
{
    if (inputs.images.empty())
        return makeError(ErrorKind::Invalid, "The experiment needs at least one image.");
    if (needMasks && inputs.masks.empty())
        return makeError(ErrorKind::Invalid, "The experiment needs a mask (label map) for each image.");
    const std::size_t cases = inputs.masks.empty() ? 1 : inputs.masks.size();
    if (inputs.images.size() % cases != 0)
        return makeError(ErrorKind::Invalid, std::to_string(inputs.images.size()) +
                                                 " images were given for " + std::to_string(cases) +
                                                 " masks: give one image (or one per channel) a mask.");
    for (const auto* v : inputs.images)
        if (!v)
            return makeError(ErrorKind::Invalid, "An image of the experiment is missing (null).");
    for (const auto* v : inputs.masks)
        if (!v)
            return makeError(ErrorKind::Invalid, "A mask of the experiment is missing (null).");
    std::optional<preprocess::Spec> spec;
    if (!inputs.specPath.empty()) {
        auto read = preprocess::readSpecFile(inputs.specPath);
        if (!read)
            return read.error();
        spec = std::move(*read);
    }
    TrainingBatch batch;
    batch.cases = std::int64_t(cases);
    batch.channels = std::int64_t(inputs.images.size() / cases);
    std::vector<PreparedCase> prepared;
    for (std::size_t c = 0; c < cases; ++c) {
        if (!progress.report(0.8 * double(c) / double(cases), "preparing the batch"))
            return makeError(ErrorKind::Cancelled, "Cancelled.");
        const std::vector<const Volume*> channels(inputs.images.begin() + std::ptrdiff_t(c * batch.channels),
                                                  inputs.images.begin() +
                                                      std::ptrdiff_t((c + 1) * batch.channels));
        const Volume* mask = inputs.masks.empty() ? nullptr : inputs.masks[c];
        auto one = prepareCase(spec ? &*spec : nullptr, channels, mask, c, batch.notes);
        if (!one)
            return makeError(one.error().kind, "Case " + std::to_string(c + 1) + ": " + one.error().message,
                             one.error().detail);
        prepared.push_back(std::move(*one));
    }
    Index3 patch{};
    for (int a = 0; a < 3; ++a) {
        const std::int64_t wanted =
            inputs.inference.patch[a] > 0 ? inputs.inference.patch[a] : kDefaultTrainingPatch;
        patch[a] = wanted;
        for (const PreparedCase& c : prepared)
            patch[a] = std::min(patch[a], c.channels.front().geometry().size[a]);
    }
    const auto layout = spec ? spec->tensorLayout : preprocess::TensorLayout::Zyx;
    batch.size = layout == preprocess::TensorLayout::Xyz
                     ? std::array<std::int64_t, 3>{patch[0], patch[1], patch[2]}
                     : std::array<std::int64_t, 3>{patch[2], patch[1], patch[0]};
    std::set<std::int64_t> labelSet;
    for (const PreparedCase& c : prepared)
        appendCase(c, patch, layout, batch, labelSet);
    batch.labelSet.assign(labelSet.begin(), labelSet.end());
    return batch;
}

} // namespace scansleuth::model
