// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Cross-split pairs of records whose embeddings (the optional second opinion, content/embedding.cpp) point
// the same way.
#include "checks/audit/search/search.h"

#include "base/parallel.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::audit {

Result<std::vector<RecordPair>> findEmbeddingPairs(const std::vector<VolumeRecord>& records, double threshold,
                                                   const Progress& progress)
{
    std::vector<std::size_t> embedded;
    for (std::size_t i = 0; i < records.size(); ++i)
        if (!records[i].content.embedding.empty())
            embedded.push_back(i);
    // Each worker owns the pairs whose first record is its index: no shared writes.
    std::vector<std::vector<RecordPair>> found(embedded.size());
    ParallelOptions parallel;
    parallel.task = "compare the embeddings";
    parallel.progress = progress;
    parallel.stage = "Comparing embeddings";
    Status status = forEachIndex(
        embedded.size(),
        [&](std::size_t n) -> Status {
            const VolumeRecord& a = records[embedded[n]];
            for (std::size_t m = n + 1; m < embedded.size(); ++m) {
                const VolumeRecord& b = records[embedded[m]];
                if (a.split == b.split || a.content.embedding.size() != b.content.embedding.size())
                    continue;
                double dot = 0;
                for (std::size_t k = 0; k < a.content.embedding.size(); ++k)
                    dot += double(a.content.embedding[k]) * b.content.embedding[k];
                if (std::isfinite(dot) && dot >= threshold) {
                    RecordPair pair;
                    pair.a = embedded[n];
                    pair.b = embedded[m];
                    pair.match.similarity = dot;
                    pair.embedding = true;
                    found[n].push_back(pair);
                }
            }
            return {};
        },
        parallel);
    if (!status)
        return status.error();
    std::vector<RecordPair> pairs;
    for (auto& part : found)
        pairs.insert(pairs.end(), part.begin(), part.end());
    std::stable_sort(pairs.begin(), pairs.end(), [](const RecordPair& x, const RecordPair& y) {
        return x.match.similarity > y.match.similarity;
    });
    return pairs;
}

} // namespace scansleuth::audit
