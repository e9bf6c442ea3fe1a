// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The optional second opinion on near-duplicates: a TorchScript model's output for each volume, compared by
// cosine similarity. Runs through core/model's public API (model.h, inference.h), so no LibTorch header is
// included here. docs/audit-fingerprints.md says how a model states its input size and normalisation.
#include "checks/audit/content/content.h"
#include "checks/audit/content/contentinternal.h"

#include "base/readfile.h"
#include "model/device.h"
#include "model/inference.h"
#include "model/model.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <mutex>

namespace scansleuth::audit {

namespace {

constexpr std::int64_t kDefaultInput = 64;

enum class Normalisation
{
    ZScore, // (x - mean) / std of the finite voxels
    Rank,   // the voxel's quantile in the volume, 0..1
};

struct EmbedderSettings
{
    std::array<std::int64_t, 3> input{kDefaultInput, kDefaultInput, kDefaultInput}; // D, H, W
    Normalisation normalisation = Normalisation::ZScore;
};

// MODEL.pt.json beside the model, when present: {"input_size": [D, H, W], "normalisation": "zscore" |
// "rank"}.
Result<EmbedderSettings> readSettings(const std::string& modelPath)
{
    EmbedderSettings settings;
    const std::string sidecar = modelPath + ".json";
    std::error_code ec;
    if (!std::filesystem::exists(sidecar, ec))
        return settings;
    auto text = readWholeFile(sidecar, 1 << 20);
    if (!text.ok())
        return text.error();
    const auto json = nlohmann::json::parse(text.value(), nullptr, false);
    // Each reason a whole sentence, so that it can be translated (base/errortexts_checks.cpp).
    const auto bad = [&](const char* sentence) {
        return makeError(ErrorKind::Corrupt, sentence, sidecar);
    };
    if (json.is_discarded() || !json.is_object())
        return bad("The embedding model's settings file cannot be used: it is not a JSON object.");
    if (json.contains("input_size")) {
        const auto& size = json["input_size"];
        if (!size.is_array() || size.size() != 3)
            return bad("The embedding model's settings file cannot be used: input_size must be three "
                       "numbers [D, H, W].");
        for (std::size_t i = 0; i < 3; ++i) {
            if (!size[i].is_number_integer() || size[i].get<std::int64_t>() < 1 ||
                size[i].get<std::int64_t>() > 512)
                return bad("The embedding model's settings file cannot be used: input_size must be whole "
                           "numbers from 1 to 512.");
            settings.input[i] = size[i].get<std::int64_t>();
        }
    }
    if (json.contains("normalisation")) {
        const auto& n = json["normalisation"];
        if (n == "zscore")
            settings.normalisation = Normalisation::ZScore;
        else if (n == "rank")
            settings.normalisation = Normalisation::Rank;
        else
            return bad("The embedding model's settings file cannot be used: normalisation must be "
                       "\"zscore\" or \"rank\".");
    }
    return settings;
}

// The volume's real values in the thumbnail frame (closest RAS), resampled trilinearly onto D x H x W voxels
// spanning its whole extent, as a C-order tensor [1, 1, D, H, W] (x fastest). Non-finite voxels read as 0
// after normalisation.
model::FloatTensor inputTensor(const volume::Volume& v, const EmbedderSettings& settings)
{
    const volume::Geometry& g = v.geometry();
    const volume::AxisPermutation p = thumbnailFrame(g);
    const std::array<std::int64_t, 3> out{settings.input[2], settings.input[1], settings.input[0]}; // x, y, z
    std::array<std::int64_t, 3> n{};
    for (std::size_t c = 0; c < 3; ++c)
        n[c] = g.size[std::size_t(p.sourceAxis[c])];
    const auto sourceIndex = [&](const std::array<std::int64_t, 3>& canonical) {
        volume::Index3 storage{};
        for (std::size_t c = 0; c < 3; ++c) {
            const auto a = std::size_t(p.sourceAxis[c]);
            storage[a] = p.flip[c] ? n[c] - 1 - canonical[c] : canonical[c];
        }
        return storage;
    };
    model::FloatTensor t;
    t.shape = {1, 1, settings.input[0], settings.input[1], settings.input[2]};
    t.values.assign(std::size_t(out[0] * out[1] * out[2]), 0.0f);
    std::vector<bool> finite(t.values.size(), false);
    double sum = 0, sum2 = 0;
    std::int64_t count = 0;
    for (std::int64_t z = 0; z < out[2]; ++z)
        for (std::int64_t y = 0; y < out[1]; ++y)
            for (std::int64_t x = 0; x < out[0]; ++x) {
                const std::array<std::int64_t, 3> q{x, y, z};
                std::array<std::int64_t, 3> lo{};
                std::array<double, 3> w{};
                for (std::size_t c = 0; c < 3; ++c) {
                    // Voxel centres of the output spread over the input's extent (edges aligned).
                    const double u = std::clamp((double(q[c]) + 0.5) * double(n[c]) / double(out[c]) - 0.5,
                                                0.0, double(n[c] - 1));
                    lo[c] = std::min<std::int64_t>(std::int64_t(u), std::max<std::int64_t>(0, n[c] - 2));
                    w[c] = n[c] == 1 ? 0.0 : u - double(lo[c]);
                }
                double value = 0, weight = 0;
                for (int corner = 0; corner < 8; ++corner) {
                    std::array<std::int64_t, 3> c3{};
                    double cw = 1;
                    for (std::size_t c = 0; c < 3; ++c) {
                        const bool high = (corner >> c) & 1;
                        c3[c] = std::min(lo[c] + (high ? 1 : 0), n[c] - 1);
                        cw *= high ? w[c] : 1 - w[c];
                    }
                    if (cw == 0)
                        continue;
                    const volume::Index3 s = sourceIndex(c3);
                    const double real = v.realValue(s[0], s[1], s[2]);
                    if (std::isfinite(real)) {
                        value += cw * real;
                        weight += cw;
                    }
                }
                const std::size_t i = std::size_t(x + out[0] * (y + out[1] * z));
                if (weight > 0) {
                    t.values[i] = float(value / weight);
                    finite[i] = true;
                    sum += t.values[i];
                    sum2 += double(t.values[i]) * t.values[i];
                    ++count;
                }
            }
    if (settings.normalisation == Normalisation::ZScore) {
        const double mean = count > 0 ? sum / double(count) : 0.0;
        const double sd = count > 0 ? std::sqrt(std::max(0.0, sum2 / double(count) - mean * mean)) : 0.0;
        for (std::size_t i = 0; i < t.values.size(); ++i)
            t.values[i] = finite[i] && sd > 0 ? float((t.values[i] - mean) / sd) : 0.0f;
    } else {
        std::vector<std::size_t> order;
        for (std::size_t i = 0; i < t.values.size(); ++i)
            if (finite[i])
                order.push_back(i);
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return t.values[a] < t.values[b]; });
        std::vector<float> ranks(t.values.size(), 0.0f);
        for (std::size_t r = 0; r < order.size();) {
            std::size_t e = r; // ties share their mid-rank
            while (e < order.size() && t.values[order[e]] == t.values[order[r]])
                ++e;
            const float rank =
                float(0.5 * double(r + e - 1) / double(std::max<std::size_t>(1, order.size() - 1)));
            for (std::size_t k = r; k < e; ++k)
                ranks[order[k]] = rank;
            r = e;
        }
        t.values = std::move(ranks);
    }
    return t;
}

class TorchEmbedder final : public Embedder
{
public:
    TorchEmbedder(model::Model model, EmbedderSettings settings)
        : m_model(std::move(model)), m_settings(settings)
    {}

    Result<std::vector<float>> embed(const volume::Volume& v) const override
    {
        if (v.voxelCount() <= 0)
            return makeError(ErrorKind::Invalid, "The volume holds no voxels, so it has no embedding.");
        const model::FloatTensor input = inputTensor(v, m_settings);
        Result<model::FloatTensor> output = [&] {
            // One forward at a time: a TorchScript module is not documented as safe to call concurrently.
            const std::lock_guard<std::mutex> lock(m_mutex);
            return model::forwardWhole(m_model, input);
        }();
        if (!output.ok())
            return output.error();
        std::vector<float> vector = std::move(output.value().values);
        // Every record's vector goes into the shard file: a segmentation map per volume would make a shard of
        // gigabytes and compare voxels, not subjects.
        if (vector.size() > kMaxEmbeddingLength)
            return makeError(ErrorKind::Unsupported,
                             "The embedding model returned " + std::to_string(vector.size()) +
                                 " numbers; an embedding is a short vector (at most " +
                                 std::to_string(kMaxEmbeddingLength) +
                                 "), such as an encoder's pooled features. Export the encoder with a global "
                                 "pooling at its end.");
        double norm = 0;
        for (float x : vector) {
            if (!std::isfinite(x))
                return makeError(ErrorKind::Corrupt,
                                 "The embedding model returned a value that is not a number.");
            norm += double(x) * x;
        }
        if (vector.empty() || !(norm > 0))
            return makeError(ErrorKind::Corrupt, "The embedding model returned an empty or all-zero vector.");
        norm = std::sqrt(norm);
        for (float& x : vector)
            x = float(x / norm);
        return vector;
    }

    std::string deviceName() const override { return m_model.device().device; }

private:
    mutable model::Model m_model;
    mutable std::mutex m_mutex;
    EmbedderSettings m_settings;
};

} // namespace

Result<std::shared_ptr<const Embedder>> Embedder::load(const std::string& path, const std::string& device)
{
    auto request = model::parseDeviceRequest(device.empty() ? "auto" : device);
    if (!request.ok())
        return request.error();
    auto settings = readSettings(path);
    if (!settings.ok())
        return settings.error();
    auto loaded = model::Model::load(path, request.value());
    if (!loaded.ok())
        return loaded.error();
    return std::shared_ptr<const Embedder>(
        std::make_shared<TorchEmbedder>(std::move(loaded.value()), settings.value()));
}

} // namespace scansleuth::audit
