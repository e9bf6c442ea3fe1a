// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Voxel-by-voxel comparison of two model answers, and tensor statistics. No LibTorch here.
#include "model/predictioncompare.h"

#include "base/numberformat.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace scansleuth::model {

namespace {

Status checkMatching(const ClassMaps& a, const ClassMaps& b)
{
    if (a.probabilities.size() != b.probabilities.size())
        return makeError(ErrorKind::Invalid, "The two answers have different class counts (" +
                                                 std::to_string(a.probabilities.size()) + " and " +
                                                 std::to_string(b.probabilities.size()) + ").");
    for (std::size_t c = 0; c < a.probabilities.size(); ++c)
        if (a.probabilities[c].size() != b.probabilities[c].size() ||
            a.probabilities[c].size() != a.labels.size() || b.labels.size() != a.labels.size())
            return makeError(ErrorKind::Invalid, "The two answers cover different voxel counts (" +
                                                     std::to_string(a.labels.size()) + " and " +
                                                     std::to_string(b.labels.size()) +
                                                     "): they are not on one grid.");
    return {};
}

// Bitwise: -0 and +0 differ, as do two NaNs with other payloads; a determinism check wants exactly that.
bool sameBits(float x, float y)
{
    return std::memcmp(&x, &y, sizeof(float)) == 0;
}

double absDiff(float x, float y)
{
    const double d = std::abs(static_cast<double>(x) - static_cast<double>(y));
    return std::isnan(d) ? (std::isnan(x) && std::isnan(y) ? 0.0 : INFINITY) : d;
}

} // namespace

ClassMaps classMaps(const Prediction& prediction)
{
    ClassMaps maps;
    for (const volume::Volume& p : prediction.probabilities)
        maps.probabilities.push_back(p.voxels<float>());
    const volume::Volume& labels = prediction.labels;
    maps.labels.resize(static_cast<std::size_t>(labels.voxelCount()));
    if (labels.pixelType() == volume::PixelType::UInt16) {
        const auto v = labels.voxels<std::uint16_t>();
        std::copy(v.begin(), v.end(), maps.labels.begin());
    } else {
        const auto v = labels.voxels<std::uint8_t>();
        std::copy(v.begin(), v.end(), maps.labels.begin());
    }
    return maps;
}

ClassMaps classMaps(const FloatTensor& probabilities)
{
    ClassMaps maps;
    if (probabilities.shape.empty())
        return maps;
    const std::int64_t classes = probabilities.shape[0];
    const std::size_t voxels =
        classes > 0 ? probabilities.values.size() / static_cast<std::size_t>(classes) : 0;
    for (std::int64_t c = 0; c < classes; ++c)
        maps.probabilities.emplace_back(probabilities.values.data() + static_cast<std::size_t>(c) * voxels,
                                        voxels);
    maps.labels.assign(voxels, 0);
    for (std::size_t v = 0; v < voxels; ++v) {
        float best = maps.probabilities.empty() ? 0.0f : maps.probabilities[0][v];
        for (std::size_t c = 1; c < maps.probabilities.size(); ++c)
            if (maps.probabilities[c][v] > best) {
                best = maps.probabilities[c][v];
                maps.labels[v] = static_cast<std::uint16_t>(c);
            }
    }
    return maps;
}

Result<MapComparison> compareMaps(const ClassMaps& a, const ClassMaps& b)
{
    if (Status s = checkMatching(a, b); !s)
        return s.error();
    MapComparison out;
    out.voxels = static_cast<std::int64_t>(a.labels.size());
    std::vector<std::uint8_t> differing(a.labels.size(), 0);
    double sumAbsDiff = 0.0;
    for (std::size_t c = 0; c < a.probabilities.size(); ++c) {
        const auto pa = a.probabilities[c], pb = b.probabilities[c];
        for (std::size_t v = 0; v < pa.size(); ++v)
            if (!sameBits(pa[v], pb[v])) {
                differing[v] = 1;
                const double d = absDiff(pa[v], pb[v]);
                out.maxAbsDiff = std::max(out.maxAbsDiff, d);
                sumAbsDiff += d;
            }
    }
    const std::size_t values = a.labels.size() * a.probabilities.size();
    out.meanAbsDiff = values ? sumAbsDiff / static_cast<double>(values) : 0.0;
    out.voxelsDiffering = std::count(differing.begin(), differing.end(), 1);
    const std::size_t classes = std::max<std::size_t>(a.probabilities.size(), 2);
    std::vector<std::int64_t> inA(classes, 0), inB(classes, 0), both(classes, 0);
    for (std::size_t v = 0; v < a.labels.size(); ++v) {
        const std::uint16_t la = a.labels[v], lb = b.labels[v];
        out.labelChanges += la != lb;
        if (la < classes)
            ++inA[la];
        if (lb < classes)
            ++inB[lb];
        if (la == lb && la < classes)
            ++both[la];
    }
    double sum = 0.0;
    for (std::size_t c = 1; c < classes; ++c) {
        const std::int64_t total = inA[c] + inB[c];
        out.dice.push_back(total == 0 ? 1.0
                                      : 2.0 * static_cast<double>(both[c]) / static_cast<double>(total));
        out.volumesA.push_back(inA[c]);
        out.volumesB.push_back(inB[c]);
        sum += out.dice.back();
    }
    out.meanDice = out.dice.empty() ? 1.0 : sum / static_cast<double>(out.dice.size());
    return out;
}

nlohmann::json comparisonJson(const MapComparison& c)
{
    return {{"voxels", c.voxels},
            {"max_abs_diff", c.maxAbsDiff},
            {"mean_abs_diff", c.meanAbsDiff},
            {"voxels_differing", c.voxelsDiffering},
            {"label_changes", c.labelChanges},
            {"dice", c.dice},
            {"mean_dice", c.meanDice},
            {"class_voxels_a", c.volumesA},
            {"class_voxels_b", c.volumesB}};
}

Status RepeatAccumulator::add(const ClassMaps& other)
{
    if (Status s = checkMatching(m_reference, other); !s)
        return s;
    const std::size_t voxels = m_reference.labels.size();
    if (m_disagreement.empty()) {
        m_disagreement.assign(voxels, 0.0f);
        m_flipped.assign(voxels, 0);
    }
    for (std::size_t c = 0; c < other.probabilities.size(); ++c) {
        const auto p0 = m_reference.probabilities[c], pr = other.probabilities[c];
        for (std::size_t v = 0; v < voxels; ++v) {
            if (sameBits(p0[v], pr[v]))
                continue;
            m_bitIdentical = false;
            const double d = absDiff(p0[v], pr[v]);
            // A difference below float's resolution still marks the voxel: the map must show it.
            m_disagreement[v] = std::max(m_disagreement[v], std::max(static_cast<float>(d), 1e-30f));
            m_maxAbsDiff = std::max(m_maxAbsDiff, d);
        }
    }
    for (std::size_t v = 0; v < voxels; ++v)
        if (m_reference.labels[v] != other.labels[v]) {
            m_flipped[v] = 1;
            m_bitIdentical = false;
        }
    ++m_added;
    return {};
}

std::int64_t RepeatAccumulator::voxelsDiffering() const
{
    return std::count_if(m_disagreement.begin(), m_disagreement.end(), [](float d) { return d != 0.0f; });
}

std::int64_t RepeatAccumulator::argmaxFlips() const
{
    return std::count(m_flipped.begin(), m_flipped.end(), 1);
}

TensorStats tensorStats(const FloatTensor& tensor, const std::string& dtype)
{
    TensorStats s;
    s.shape = tensor.shape;
    s.dtype = dtype;
    double sum = 0.0, sumSq = 0.0;
    std::int64_t finite = 0, zeros = 0;
    s.min = INFINITY;
    s.max = -INFINITY;
    for (const float value : tensor.values) {
        if (!std::isfinite(value)) {
            ++s.nonFinite;
            continue;
        }
        ++finite;
        zeros += value == 0.0f;
        s.min = std::min(s.min, static_cast<double>(value));
        s.max = std::max(s.max, static_cast<double>(value));
        sum += value;
    }
    if (finite == 0) {
        s.min = s.max = 0.0;
        return s;
    }
    s.mean = sum / static_cast<double>(finite);
    for (const float value : tensor.values)
        if (std::isfinite(value))
            sumSq += (value - s.mean) * (value - s.mean);
    s.std = std::sqrt(sumSq / static_cast<double>(finite));
    s.zeroFraction = static_cast<double>(zeros) / static_cast<double>(tensor.values.size());
    return s;
}

nlohmann::json tensorStatsJson(const TensorStats& s)
{
    return {{"shape", s.shape},
            {"dtype", s.dtype},
            {"min", s.min},
            {"max", s.max},
            {"mean", s.mean},
            {"std", s.std},
            {"zero_fraction", s.zeroFraction},
            {"non_finite", s.nonFinite},
            {"looks", normalisationLook(s)}};
}

std::string normalisationLook(const TensorStats& s)
{
    if (std::abs(s.mean) <= 0.2 && std::abs(s.std - 1.0) <= 0.2)
        return "z-score normalised";
    if (std::abs(s.min) <= 0.02 && std::abs(s.max - 1.0) <= 0.02)
        return "scaled to [0, 1]";
    return "unnormalised";
}

std::vector<std::string> tensorStatsDifferences(const TensorStats& a, const TensorStats& b)
{
    std::vector<std::string> out;
    const std::string lookA = normalisationLook(a), lookB = normalisationLook(b);
    // Always A's number first, whichever tensor the sentence starts with.
    const std::string numbers = ": mean " + formatGeneral(a.mean, 4) + " vs " + formatGeneral(b.mean, 4) +
                                ", std " + formatGeneral(a.std, 4) + " vs " + formatGeneral(b.std, 4) +
                                " (A vs B)";
    if (lookA != lookB) {
        if (lookA != "unnormalised" && lookB == "unnormalised")
            out.push_back("tensor A looks " + lookA + ", tensor B not" + numbers);
        else if (lookB != "unnormalised" && lookA == "unnormalised")
            out.push_back("tensor B looks " + lookB + ", tensor A not" + numbers);
        else
            out.push_back("tensor A looks " + lookA + ", tensor B " + lookB + numbers);
    }
    const auto shapeText = [](const std::vector<std::int64_t>& shape) {
        std::string text = "(";
        for (std::size_t i = 0; i < shape.size(); ++i)
            text += (i ? ", " : "") + std::to_string(shape[i]);
        return text + ")";
    };
    if (a.shape != b.shape)
        out.push_back("the shapes differ: " + shapeText(a.shape) + " in A, " + shapeText(b.shape) + " in B");
    if (a.dtype != b.dtype)
        out.push_back("the dtypes differ: " + a.dtype + " in A, " + b.dtype + " in B");
    if (lookA == lookB) {
        const double scale = std::max({std::abs(a.max - a.min), std::abs(b.max - b.min), 1e-12});
        if (std::abs(a.min - b.min) > 0.05 * scale || std::abs(a.max - b.max) > 0.05 * scale)
            out.push_back("the value ranges differ: [" + formatGeneral(a.min, 4) + ", " +
                          formatGeneral(a.max, 4) + "] in A, [" + formatGeneral(b.min, 4) + ", " +
                          formatGeneral(b.max, 4) + "] in B");
    }
    if (std::abs(a.zeroFraction - b.zeroFraction) > 0.05)
        out.push_back("the fraction of zeros differs: " + formatGeneral(a.zeroFraction, 3) + " in A, " +
                      formatGeneral(b.zeroFraction, 3) + " in B (padding or cropping)");
    return out;
}

} // namespace scansleuth::model
