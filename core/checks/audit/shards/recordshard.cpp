// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The map step on one machine: every source of a shard on all allowed cores. Memory stays bounded
// because a worker holds one source at a time and keeps only its records (no voxels) once done.
#include "base/parallel.h"
#include "checks/audit/shards/shards.h"

#include "checks/audit/records/readsource.h"

#include <algorithm>
#include <atomic>
#include <map>

namespace scansleuth::audit::detail {

namespace {

// The loader's detail often starts with the path the failure names already.
std::string withoutPath(std::string detail, const std::string& path)
{
    if (!path.empty() && detail.rfind(path, 0) == 0) {
        detail.erase(0, path.size());
        while (!detail.empty() && (detail.front() == ':' || detail.front() == ' '))
            detail.erase(0, 1);
    }
    return detail;
}

checks::FileFailure failureOf(const SourceError& e)
{
    return {e.path, errorKindName(e.error.kind), e.error.message, withoutPath(e.error.detail, e.path)};
}

} // namespace

Result<Shard> recordShard(const SourceList& list, int index, int count, const FingerprintOptions& options,
                          const Embedder* embedder, const Progress& progress)
{
    auto part = shardOf(list.sources, index, count);
    if (!part)
        return part.error();
    std::vector<SourceOutcome> outcomes(part->size());
    // Workers only ask whether to stop; the calling thread reports (forEachIndex) and sets the flag.
    std::atomic<bool> cancelled{false};
    const Progress workerProgress([&cancelled](double, const std::string&) { return !cancelled.load(); });
    ParallelOptions parallel;
    parallel.task = "fingerprint the dataset";
    parallel.stage = "Fingerprinting volumes";
    parallel.cancelledMessage = "The audit was cancelled.";
    parallel.progress = Progress([&](double f, const std::string& stage) {
        const bool go = progress.report(f, stage);
        if (!go)
            cancelled = true;
        return go;
    });
    Status s = forEachIndex(
        part->size(),
        [&](std::size_t i) -> Status {
            auto outcome = readSource((*part)[i], options, embedder, workerProgress);
            if (!outcome)
                return outcome.error();
            outcomes[i] = std::move(outcome).value();
            return {};
        },
        parallel);
    if (!s)
        return s.error();
    if (cancelled)
        return makeError(ErrorKind::Cancelled, "The audit was cancelled.");

    Shard shard;
    shard.index = index;
    shard.count = count;
    shard.splits = list.splits;
    shard.sources = static_cast<std::int64_t>(part->size());
    shard.options = options;
    shard.toolVersion = SCANSLEUTH_VERSION;
    for (SourceOutcome& o : outcomes) {
        for (VolumeRecord& r : o.records)
            shard.records.push_back(std::move(r));
        for (const SourceError& e : o.errors)
            shard.failures.push_back(failureOf(e));
    }
    if (index == 0)
        shard.failures.insert(shard.failures.end(), list.failures.begin(), list.failures.end());
    std::map<std::string, std::size_t> order;
    for (std::size_t i = 0; i < list.splits.size(); ++i)
        order.emplace(list.splits[i].name, i);
    std::stable_sort(shard.records.begin(), shard.records.end(),
                     [&](const VolumeRecord& a, const VolumeRecord& b) {
                         const std::size_t oa = order[a.split], ob = order[b.split];
                         if (oa != ob)
                             return oa < ob;
                         return a.path != b.path ? a.path < b.path : a.label < b.label;
                     });
    std::stable_sort(
        shard.failures.begin(), shard.failures.end(),
        [](const checks::FileFailure& a, const checks::FileFailure& b) { return a.path < b.path; });
    progress.report(1.0, "Fingerprinting volumes");
    return shard;
}

} // namespace scansleuth::audit::detail
