// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <vector>

namespace scansleuth::cli {

// audit (--split NAME=PATH ... | --csv FILE) [--reference FILE]... [--embedding MODEL.pt] [--device D]
//       [--no-near-duplicates] [--similarity S] [--json OUT.json|-] [--report OUT]
//       [--include-identifiers] [--key KEY] [--quiet]
// audit --merge SHARD.json... [--reference FILE]... [--similarity S] [--json ...] [--report ...]
// audit --emit-slurm OUT.sh (--split ... | --csv FILE) --shards N [--partition P] [--time T] [--mem M]
//       [--cpus-per-task C] [--account A] [--out-dir DIR] [--sbatch-arg ARG]...
// The dataset audit (docs/dataset-audit.md). Returns the exit code (exitcodes.h): 9 when leakage or a
// preprocessing mismatch was found (a warning or error finding other than an unreadable file), else 7
// when files could not be read, else 0; 2 for a bad command line; the error's code otherwise.
int runAudit(const std::vector<std::string>& args);

// fingerprint --shard I/N (--split NAME=PATH ... | --csv FILE) --out SHARD.json [--embedding MODEL.pt]
//             [--device D] [--no-near-duplicates] [--quiet]
// One shard of the audit's map step, written atomically; the same inputs give the same file, so a
// failed shard is rerun alone. Returns 0 once the shard is written (unreadable files are in the shard
// and reported by the merge), 2 for a bad command line, the error's code otherwise.
int runFingerprint(const std::vector<std::string>& args);

} // namespace scansleuth::cli
