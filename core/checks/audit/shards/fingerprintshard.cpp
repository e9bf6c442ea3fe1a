// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The map step's entry point: load the optional embedding model once, then fingerprint the shard
// (recordshard.cpp). A single run is shard 0 of 1 followed by the reduce (reduce/auditrecords.cpp).
#include "checks/audit/shards/shards.h"

namespace scansleuth::audit {

Result<Shard> fingerprintShard(const SourceList& list, int index, int count,
                               const FingerprintOptions& options, const Progress& progress)
{
    if (auto part = shardOf(list.sources, index, count); !part)
        return part.error();
    std::shared_ptr<const Embedder> embedder;
    if (!options.embeddingModel.empty()) {
        auto loaded = Embedder::load(options.embeddingModel, options.device);
        if (!loaded)
            return loaded.error();
        embedder = std::move(loaded).value();
    }
    return detail::recordShard(list, index, count, options, embedder.get(), progress);
}

} // namespace scansleuth::audit
