// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "model/inference.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <span>
#include <string>
#include <vector>

// Comparing two model answers voxel by voxel (determinism repeats, train-vs-test preprocessing), and the
// statistics of a tensor a pipeline saved. No LibTorch here.
namespace scansleuth::model {

// One answer as class planes: probabilities[c] has one value a voxel (same order in both answers being
// compared), labels the argmax the user sees. Views: the Prediction or tensor must outlive it.
struct ClassMaps
{
    std::vector<std::span<const float>> probabilities;
    std::vector<std::uint16_t> labels;
};

// A Prediction's probability volumes and its label volume (uint8 or uint16).
ClassMaps classMaps(const Prediction& prediction);
// A [classes, D, H, W] tensor (predictTensor's output); labels are the argmax over classes (first wins).
ClassMaps classMaps(const FloatTensor& probabilities);

struct MapComparison
{
    std::int64_t voxels = 0;
    double maxAbsDiff = 0.0;          // max over voxels and classes of |p_a - p_b|
    double meanAbsDiff = 0.0;         // mean over voxels and classes of |p_a - p_b|
    std::int64_t voxelsDiffering = 0; // voxels where some class probability differs at all (bitwise)
    std::int64_t labelChanges = 0;    // voxels whose label differs
    std::vector<double> dice; // classes 1..C-1 (foreground): 2|A n B| / (|A| + |B|); 1 when both empty
    double meanDice = 1.0;    // over the foreground classes (1 with no foreground class)
    std::vector<std::int64_t> volumesA; // voxels of each foreground class in a, in b
    std::vector<std::int64_t> volumesB;
};

// Invalid when the two differ in class count or voxel count.
Result<MapComparison> compareMaps(const ClassMaps& a, const ClassMaps& b);
// {"voxels", "max_abs_diff", "mean_abs_diff", "voxels_differing", "label_changes", "dice": [...],
// "mean_dice", "class_voxels_a", "class_voxels_b"}.
nlohmann::json comparisonJson(const MapComparison& comparison);

// Repeats of one run against its first: the per-voxel disagreement max over repeats and classes of
// |p_r - p_0|, and which voxels' labels flipped in any repeat.
class RepeatAccumulator
{
public:
    explicit RepeatAccumulator(const ClassMaps& reference) : m_reference(reference) {}
    // Invalid when `other` does not match the reference's classes and voxels.
    Status add(const ClassMaps& other);

    double maxAbsDiff() const { return m_maxAbsDiff; }
    std::int64_t voxelsDiffering() const;
    std::int64_t argmaxFlips() const;
    int repeatsCompared() const { return m_added; }
    bool bitIdentical() const { return m_bitIdentical; }
    const std::vector<float>& disagreement() const { return m_disagreement; }

private:
    const ClassMaps& m_reference;
    std::vector<float> m_disagreement;
    std::vector<std::uint8_t> m_flipped;
    double m_maxAbsDiff = 0.0;
    bool m_bitIdentical = true;
    int m_added = 0;
};

// A saved tensor's statistics over its finite values.
struct TensorStats
{
    std::vector<std::int64_t> shape;
    std::string dtype; // as stored: "float32", "int16"...
    double min = 0.0, max = 0.0, mean = 0.0, std = 0.0;
    double zeroFraction = 0.0;
    std::int64_t nonFinite = 0;
};
TensorStats tensorStats(const FloatTensor& tensor, const std::string& dtype);
nlohmann::json tensorStatsJson(const TensorStats& stats);

// What the values look like: "z-score normalised" (|mean| <= 0.2 and std within 0.2 of 1), "scaled to
// [0, 1]" (min and max within 0.02 of 0 and 1), "unnormalised" otherwise.
std::string normalisationLook(const TensorStats& stats);

// Differences between two tensors' statistics, one sentence each, most telling first: one z-score
// normalised and the other not ("tensor B looks z-score normalised, tensor A not: mean 412.3 vs 0.01, std
// ..."), shapes, dtypes, value ranges. Empty when they look alike.
std::vector<std::string> tensorStatsDifferences(const TensorStats& a, const TensorStats& b);

} // namespace scansleuth::model
