// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "checks/audit/content/content.h"
#include "checks/audit/records/records.h"

#include <cstddef>
#include <vector>

// The searches over all records for cross-split pairs whose content is alike: near-duplicate thumbnails
// (nearduplicatesearch.cpp) and, when the records carry them, close embeddings (embeddingpairs.cpp).
namespace scansleuth::audit {

// A pair of records from different splits.
struct RecordPair
{
    std::size_t a = 0, b = 0; // indices into the records searched (AuditResult::records), a < b
    NearMatch match;          // near-duplicates only
    // An embedding pair (findEmbeddingPairs): match.similarity holds the cosine of the two embeddings and
    // the rest of `match` is empty.
    bool embedding = false;
};

// Every cross-split pair whose thumbnails match (similarity >= threshold and overlap >= kMinimumOverlap),
// screened first by the screen vectors so that 10,000 records take seconds. Records with equal voxel hashes
// are left out (they are exact duplicates). Runs on threadLimit() threads.
Result<std::vector<RecordPair>> findNearDuplicates(const std::vector<VolumeRecord>& records,
                                                   double threshold = kNearDuplicateSimilarity,
                                                   const Progress& progress = {});

// Every cross-split pair of records that both carry embeddings of one length whose cosine is at least
// `threshold`, strongest first. Runs on threadLimit() threads.
inline constexpr double kEmbeddingSimilarity = 0.98;
Result<std::vector<RecordPair>> findEmbeddingPairs(const std::vector<VolumeRecord>& records, double threshold,
                                                   const Progress& progress = {});

} // namespace scansleuth::audit
