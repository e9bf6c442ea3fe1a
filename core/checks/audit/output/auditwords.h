// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/parity/parity.h"
#include "checks/audit/records/records.h"
#include "checks/audit/reduce/reduce.h"

#include <string>

// The audit's result in words, as the CLI's text, the audit report and the investigation's report write
// it: how a record is named, a pair's kind, its similarity cell, a parity feature and a value range. English
// (the report translates them as its words: report/reporttexts.cpp); the GUI shows its own translated words
// by kind (widgets/audit/suspectedpairsmodel.cpp, paritytablemodel.cpp).
namespace scansleuth::audit {

// "train/case_003" (with ":label" for a DICOM series or an .npz array).
std::string recordName(const VolumeRecord& record);

// A pair's kind (SuspectedPair::kind) in words: "same patient ID", "same voxels", "near-duplicate", ...;
// an unknown kind as it is.
std::string pairKindWords(const std::string& kind);

// The similarity cell: "1" for identity and exact matches, the NCC or cosine with 3 decimals for the
// near-duplicate, embedding and same-acquisition kinds; "-" when not finite.
std::string similarityText(const SuspectedPair& pair);

// A parity feature (FeatureComparison::feature) in words, without its unit: "Mean intensity", "Voxel
// spacing z", "Voxel intensities, all voxels pooled"; an unknown feature as its key. The keys themselves
// ("mean", "spacing_z") are the JSON's and the CLI text's.
std::string featureWords(const std::string& feature);

// The feature's words with its unit, as the reports label a row or an axis: "Mean intensity (HU)",
// "Voxel spacing z (mm)", "Image size x (voxels)", "Fraction of zero voxels (0 to 1)". `unit` is the
// comparison's (FeatureComparison::unit: "", "mm", "voxels"); the intensity features take
// `intensityUnit` (intensityUnitOf).
std::string featureLabel(const std::string& feature, const std::string& unit,
                         const std::string& intensityUnit);

// The unit of the intensity features over `profiles`: "HU" when every split with a recognised value range
// is in Hounsfield units, else "image units" (the values as stored after rescale).
std::string intensityUnitOf(const std::vector<SplitProfile>& profiles);

// A split's value range (SplitProfile::valueDomain: "hu", "unit", "zscore", "uint8", "raw", "mixed") in
// words: "Hounsfield units", "a mix of value ranges"; "not recognised" when empty, an unknown one as it is.
std::string valueDomainWords(const std::string& domain);

// A training-side reference's kind (ReferenceFingerprint::kind: "nnunet-fingerprint", "nnunet-plans",
// "monai-datastats", "preprocessing-spec") in words: "nnU-Net fingerprint"; an unknown one as it is.
std::string referenceKindWords(const std::string& kind);

// Why a file was left out (checks::FileFailure::kind, an ErrorKind name of base/result.h: "not_found",
// "corrupt", "io", ...) in words: "not found", "read error"; an unknown one as it is. The name stays in the
// JSON.
std::string failureKindWords(const std::string& kind);

// A value a reference states (ReferenceFingerprint::values' key: "spacing_median_x", "intensity_p99_5",
// "output_min", ...) in words with its unit: "Median voxel spacing x (mm)", "99.5th intensity percentile
// (image units)"; an unknown key as it is.
std::string referenceValueLabel(const std::string& key);

} // namespace scansleuth::audit
