// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/reduce/reduce.h"
#include "checks/audit/shards/shards.h"

#include <nlohmann/json.hpp>

#include <cstddef>

// The audit's files: the shard (the map step's output, "format": "scansleuth.audit-shard", "version":
// kShardFormatVersion) and the result (`audit --json`, "format": "scansleuth.audit"). Both are documented in
// docs/cli-json.md. Numbers are written locale-free; thumbnails as base64.
namespace scansleuth::audit {

nlohmann::json shardToJson(const Shard& shard);
// Errors: Corrupt (not a shard, a field of the wrong type, a thumbnail whose size disagrees with its dims:
// naming `name` and the field), Unsupported (another format version: saying which this build reads).
Result<Shard> shardFromJson(const nlohmann::json& json, const std::string& name);
// Reads and parses a shard file (NotFound, Io, Corrupt for invalid JSON).
Result<Shard> readShardFile(const std::string& path);

// What auditToJson leaves out or cuts, for a compact copy of the result (an investigation's evidence): the
// fields kept have the same names and shapes, lists are cut from their end (they are strongest and flagged
// first), and "counts" still gives the totals.
struct AuditJsonLimits
{
    bool records = true;  // false: no "records" (the pairs still name their records)
    bool findings = true; // false: no "findings" (the caller keeps them as findings)
    std::size_t pairs = std::size_t(-1);
    std::size_t parity = std::size_t(-1);
    std::size_t failures = std::size_t(-1);
};

// The audit as JSON: splits, counts, failures, pairs (with both records' split, case, path, label and the
// evidence), parity comparisons, per-split profiles (box statistics, histograms, categorical counts),
// references and findings. Records are summarised (no thumbnails). Patient identifiers appear as stored.
nlohmann::json auditToJson(const AuditResult& result, const AuditJsonLimits& limits = {});

// One parity comparison as auditToJson writes it (docs/cli-json.md's COMPARISON), and back. The reader
// takes what it is given: a missing or null statistic is NaN, a missing count 0, and the p-value is also
// read from "ks_p", the name investigations saved before issue 20 gave it.
nlohmann::json comparisonToJson(const FeatureComparison& comparison);
FeatureComparison comparisonFromJson(const nlohmann::json& json);

} // namespace scansleuth::audit
