// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

// Were the splits prepared the same way? The per-split distributions (parity.cpp), compared pairwise
// (statistics.cpp), and against what the training side says its data looked like (reference.cpp).
namespace scansleuth::audit {

// The per-split distribution of one per-volume quantity (mean intensity, p99, spacing z, ...) or of the
// voxel intensities themselves, compared between two splits.
struct FeatureComparison
{
    std::string feature; // "intensity", "mean", "std", "p01", "p99", "spacing_x", "dims_z", ...
    std::string unit;    // "", "mm", "voxels"
    std::string splitA, splitB;
    std::int64_t countA = 0, countB = 0; // volumes
    double medianA = 0, medianB = 0;
    double ks = 0;          // two-sample Kolmogorov-Smirnov statistic D
    double ksPValue = 1;    // asymptotic (volumes as samples; for "intensity" with the volume counts as n)
    double wasserstein = 0; // first Wasserstein distance, in the feature's unit
    double effectSize = 0;  // Cohen's d (pooled std); 0 when both stds are 0 and means equal
    bool flagged = false;
};

// One split's distributions, for plots: box statistics of per-volume features and the pooled intensity
// histogram over common edges (every split of the audit uses the same edges).
struct SplitProfile
{
    std::string split;
    std::int64_t volumes = 0, failures = 0;
    std::map<std::string, std::vector<double>> features; // feature -> one value per volume (records' order)
    std::vector<double> histogramEdges;                  // n + 1, shared by all splits
    std::vector<double> histogram; // n, fractions summing to 1 (volumes weighted equally)
    std::map<std::string, std::map<std::string, int>>
        categorical; // "orientation", "dtype", "Modality"... -> value -> count
    std::string
        valueDomain; // "hu", "unit", "zscore", "uint8", "raw", "mixed": the classic normalisations recognised
};

// A training-side fingerprint to compare the splits with (reference.cpp).
struct ReferenceFingerprint
{
    std::string path;
    std::string kind; // "nnunet-fingerprint", "nnunet-plans", "monai-datastats", "preprocessing-spec"
    // What it states, as comparable values: "spacing_median_x", "intensity_mean", "intensity_std",
    // "intensity_p00_5", "intensity_p99_5", "intensity_min", "intensity_max", "dims_median_x", ...
    std::map<std::string, double> values;
    std::string normalisation; // "CTNormalization", "ZScoreNormalization", ... when stated
};
// nnU-Net's dataset_fingerprint.json or nnUNetPlans.json, MONAI's DataAnalyzer datastats.yaml/json, or a
// preprocessing spec (preprocess/spec.h), recognised by content. Errors: NotFound, Corrupt, Unsupported.
Result<ReferenceFingerprint> readReferenceFingerprint(const std::string& path);

} // namespace scansleuth::audit
