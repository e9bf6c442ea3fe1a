// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <vector>

// The dataset audit's parity features (checks/audit/parity: featureNames, and "intensity") in words, one
// row each: a new feature is added in one place. A row holds the raw key ("p99", "zero_fraction"), the
// label a report's table row or plot axis starts with ("99th intensity percentile", marked
// QT_TRANSLATE_NOOP("Report", ...): the report translates it as one of its fixed texts) and the words a
// measurement's {feature} takes mid-sentence ("99th intensity percentile" in "median {feature} in
// {split}", marked QT_TRANSLATE_NOOP("Measurement", ...): base/measurementtexts.h). All English; the
// callers translate.
namespace scansleuth {

struct FeatureWords
{
    const char* key;   // FeatureComparison::feature, SplitProfile::features' keys
    const char* label; // a row label, capitalised: "Mean intensity" (context "Report")
    const char* words; // mid-sentence: "mean intensity" (context "Measurement")
};

// Every feature, in the order the audit lists them.
const std::vector<FeatureWords>& featureWordTable();

// The row of `key`; nullptr for a key without one.
const FeatureWords* featureWordsOf(const std::string& key);

} // namespace scansleuth
