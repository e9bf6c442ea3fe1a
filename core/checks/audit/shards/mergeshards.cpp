// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The reduce's first step: the shards of one run back into one, refusing anything that would make the
// merged audit differ from a single run (a shard missing or twice, another run's shard).
#include "checks/audit/shards/shards.h"

#include <algorithm>
#include <map>

namespace scansleuth::audit {

namespace {

std::string splitsText(const std::vector<SplitInput>& splits)
{
    std::string text;
    for (const SplitInput& s : splits)
        text += (text.empty() ? "" : ", ") + s.name + "=" + s.path;
    return text;
}

} // namespace

Result<Shard> mergeShards(std::vector<Shard> shards)
{
    if (shards.empty())
        return makeError(ErrorKind::Invalid, "No shard was given to merge.");
    // Each message names its shards as "shard 2 of 4" in its own words, so it is one translatable sentence.
    const Shard& first = shards.front();
    const std::string firstIndex = std::to_string(first.index), count = std::to_string(first.count);
    std::map<int, std::size_t> seen; // index -> position in `shards`
    for (std::size_t i = 0; i < shards.size(); ++i) {
        const Shard& s = shards[i];
        const std::string index = std::to_string(s.index);
        if (s.count != first.count)
            return makeError(ErrorKind::Invalid, "The shards come from different runs: shard " + firstIndex +
                                                     " of " + count + " and shard " + index + " of " +
                                                     std::to_string(s.count) +
                                                     " were cut into different numbers of shards.");
        if (s.index < 0 || s.index >= s.count)
            return makeError(ErrorKind::Invalid, "A shard claims to be shard " + index + " of " + count +
                                                     ", which does not exist.");
        if (s.splits != first.splits)
            return makeError(ErrorKind::Invalid, "The shards come from different runs: shard " + firstIndex +
                                                     " of " + count + " has the splits " +
                                                     splitsText(first.splits) + " and shard " + index +
                                                     " of " + count + " has " + splitsText(s.splits) + ".");
        // An unnamed version is named in words: errortexts_checks.cpp has a sentence for either side.
        if (s.toolVersion != first.toolVersion)
            return makeError(ErrorKind::Invalid,
                             "The shards were made by different versions of ScanSleuth: shard " + firstIndex +
                                 " of " + count + " by " +
                                 (first.toolVersion.empty() ? "an unnamed version" : first.toolVersion) +
                                 " and shard " + index + " of " + count + " by " +
                                 (s.toolVersion.empty() ? "an unnamed version" : s.toolVersion) +
                                 "; rerun the shards with one version.");
        if (!(s.options == first.options))
            return makeError(ErrorKind::Invalid,
                             "The shards were made with different fingerprint options: shard " + firstIndex +
                                 " of " + count + " and shard " + index + " of " + count +
                                 " (near-duplicate thumbnails or the embedding model differ).");
        if (!seen.emplace(s.index, i).second)
            return makeError(ErrorKind::Invalid, "shard " + index + " of " + count + " was given twice.");
    }
    std::vector<std::string> missing;
    for (int i = 0; i < first.count; ++i)
        if (!seen.count(i))
            missing.push_back(std::to_string(i));
    if (!missing.empty()) {
        std::string list;
        for (std::size_t k = 0; k < missing.size() && k < 20; ++k)
            list += (k ? ", " : "") + missing[k];
        if (missing.size() == 1)
            return makeError(ErrorKind::Invalid,
                             "Shard " + list + " of " + count +
                                 " is missing: rerun it (fingerprint --shard I/N) and merge again.");
        if (missing.size() <= 20)
            return makeError(ErrorKind::Invalid,
                             "Shards " + list + " of " + count +
                                 " are missing: rerun them (fingerprint --shard I/N) and merge again.");
        return makeError(ErrorKind::Invalid,
                         "Shards " + list + " and " + std::to_string(missing.size() - 20) + " more of " +
                             count + " are missing: rerun them (fingerprint --shard I/N) and merge again.");
    }

    Shard merged;
    merged.index = 0;
    merged.count = 1;
    merged.splits = first.splits;
    merged.options = first.options;
    merged.toolVersion = first.toolVersion;
    for (Shard& s : shards) {
        merged.sources += s.sources;
        std::move(s.records.begin(), s.records.end(), std::back_inserter(merged.records));
        std::move(s.failures.begin(), s.failures.end(), std::back_inserter(merged.failures));
    }
    std::map<std::string, std::size_t> order;
    for (std::size_t i = 0; i < merged.splits.size(); ++i)
        order.emplace(merged.splits[i].name, i);
    auto rank = [&order](const std::string& split) {
        auto it = order.find(split);
        return it == order.end() ? order.size() : it->second;
    };
    std::stable_sort(merged.records.begin(), merged.records.end(),
                     [&](const VolumeRecord& a, const VolumeRecord& b) {
                         return std::tuple(rank(a.split), a.path, a.label, a.caseId) <
                                std::tuple(rank(b.split), b.path, b.label, b.caseId);
                     });
    std::stable_sort(
        merged.failures.begin(), merged.failures.end(),
        [](const checks::FileFailure& a, const checks::FileFailure& b) { return a.path < b.path; });
    return merged;
}

} // namespace scansleuth::audit
