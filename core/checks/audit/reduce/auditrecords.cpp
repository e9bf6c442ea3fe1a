// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The audit's entry points, apart from the rest of the reduce: auditRecords() is the only part of the reduce
// that calls the searches, so a program (or test) that links only reduceRecords() does not pull the
// near-duplicate search in.
#include "checks/audit/reduce/reduceinternal.h"

namespace scansleuth::audit {

Result<AuditResult> auditRecords(const Shard& merged, const AuditOptions& options, const Progress& progress)
{
    auto near = findNearDuplicates(merged.records, options.nearDuplicateSimilarity, progress.sub(0.0, 0.6));
    if (!near)
        return near.error();
    auto embedded = findEmbeddingPairs(merged.records, options.embeddingSimilarity, progress.sub(0.6, 0.7));
    if (!embedded)
        return embedded.error();
    near->insert(near->end(), embedded->begin(), embedded->end());
    return reduceRecords(merged, *near, options, progress.sub(0.7, 1.0));
}

Result<AuditResult> auditSources(const SourceList& list, const FingerprintOptions& fingerprint,
                                 const AuditOptions& options, const Progress& progress)
{
    auto shard = fingerprintShard(list, 0, 1, fingerprint, progress.sub(0, 0.9));
    if (!shard)
        return shard.error();
    return auditRecords(*shard, options, progress.sub(0.9, 1));
}

} // namespace scansleuth::audit
