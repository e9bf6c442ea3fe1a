// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/audit.h"

#include <nlohmann/json.hpp>

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

// The audit as JSON: splits, counts, failures, pairs (with both records' split, case, path, label and the
// evidence), parity comparisons, per-split profiles (box statistics, histograms, categorical counts),
// references and findings. Records are summarised (no thumbnails). Patient identifiers appear as stored.
nlohmann::json auditToJson(const AuditResult& result);

} // namespace scansleuth::audit
