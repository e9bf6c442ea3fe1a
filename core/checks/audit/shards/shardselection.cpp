// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Which sources a shard takes: a pure function of the list, so every array task of a SLURM job picks its
// own part without talking to the others.
#include "checks/audit/shards/shards.h"

namespace scansleuth::audit {

Result<std::vector<AuditSource>> shardOf(const std::vector<AuditSource>& sources, int index, int count)
{
    if (count < 1 || index < 0 || index >= count)
        return makeError(ErrorKind::Invalid,
                         "Shard " + std::to_string(index) + " of " + std::to_string(count) +
                             " does not exist: shards are numbered 0 to N-1 and N is at least 1.");
    std::vector<AuditSource> part;
    part.reserve(sources.size() / std::size_t(count) + 1);
    for (std::size_t i = std::size_t(index); i < sources.size(); i += std::size_t(count))
        part.push_back(sources[i]);
    return part;
}

} // namespace scansleuth::audit
