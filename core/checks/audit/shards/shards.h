// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "checks/audit/records/records.h"
#include "checks/audit/sources/sources.h"
#include "checks/scans/datasetscan.h"

#include <cstdint>
#include <string>
#include <vector>

// The map step, one shard of the sources at a time (a SLURM array task each), and its shards merged back
// into one. Shard files are versioned JSON (output/auditjson.h); the reduce never needs the raw data.
namespace scansleuth::audit {

// Shard `index` of `count` (0-based): sources whose position in the list is congruent to index modulo
// count, so shards are balanced and each is a pure function of the list (shardselection.cpp). Invalid when
// index >= count or count < 1.
Result<std::vector<AuditSource>> shardOf(const std::vector<AuditSource>& sources, int index, int count);

// The map step's output. A shard knows which shard it is, so a merge can check it has them all.
inline constexpr int kShardFormatVersion = 2; // 2: records carry origin and direction
struct Shard
{
    int index = 0, count = 1;
    std::vector<SplitInput> splits;
    std::int64_t sources = 0;                  // sources in this shard
    std::vector<VolumeRecord> records;         // sorted by (split order, path, label)
    std::vector<checks::FileFailure> failures; // sorted by path
    FingerprintOptions options;
    std::string toolVersion;
};

// Shard `index` of `count` of the list (fingerprintshard.cpp): reads every source of shardOf(list.sources,
// index, count) (DICOM folders as every series in them; partial success is normal) and records each volume;
// a source that fails is a failure with the loader's reason and the run goes on. The list's own failures
// go into shard 0 only. Runs on threadLimit() threads with at most that many sources in memory (each
// released once recorded). A single run is fingerprintShard(list, 0, 1). Errors: Invalid (bad
// index/count), Cancelled, and the embedding model's load error.
Result<Shard> fingerprintShard(const SourceList& list, int index, int count,
                               const FingerprintOptions& options = {}, const Progress& progress = {});

// Shards of one run into one (mergeshards.cpp). Errors (Invalid, naming the files' shard numbers): another
// format version, different split lists or shard counts, a shard missing or given twice.
Result<Shard> mergeShards(std::vector<Shard> shards);

namespace detail {

// fingerprintShard's work with the embedder already loaded (null: none), so that the model is loaded once
// and this part needs no model code (recordshard.cpp): every source of the shard on threadLimit() threads,
// at most one source per thread in memory, records and failures in a deterministic order. Errors: Invalid
// (bad index/count), Cancelled.
Result<Shard> recordShard(const SourceList& list, int index, int count, const FingerprintOptions& options,
                          const Embedder* embedder, const Progress& progress = {});

} // namespace detail

} // namespace scansleuth::audit
