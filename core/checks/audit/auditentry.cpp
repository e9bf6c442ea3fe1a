// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// auditRecords() alone in its file: it is the only part of the reduce that calls the near-duplicate search,
// so a program (or test) that links only reduceRecords() does not pull nearduplicates.cpp in.
#include "checks/audit/reduce.h"

namespace scansleuth::audit {

Result<AuditResult> auditRecords(const Shard& merged, const AuditOptions& options, const Progress& progress)
{
    auto near = findNearDuplicates(merged.records, options.nearDuplicateSimilarity, progress.sub(0.0, 0.7));
    if (!near)
        return near.error();
    return reduceRecords(merged, *near, options, progress.sub(0.7, 1.0));
}

} // namespace scansleuth::audit
