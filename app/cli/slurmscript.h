// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "checks/audit/records/records.h"
#include "checks/audit/sources/sources.h"

#include <string>
#include <string_view>
#include <vector>

// The audit on a SLURM cluster: a bash script that submits the fingerprinting as an sbatch array (one
// task per shard, `scansleuth-cli fingerprint --shard $SLURM_ARRAY_TASK_ID/N`) and the merge as a job
// that waits for the whole array (`--dependency=afterok:ID`). SLURM does the scheduling; the script only
// submits. docs/dataset-audit.md shows a script and how to rerun one shard. It lives beside the CLI, not
// in core/checks/audit, because it writes scansleuth-cli's own command lines (its commands and flags).
namespace scansleuth::cli {

struct SlurmJob
{
    std::string cli; // absolute path of scansleuth-cli on the cluster's shared file system
    std::vector<audit::SplitInput> splits; // the splits (absolute paths), or
    std::string csv;                       // the split CSV (absolute path); exactly one of the two is given
    int shards = 1;                        // array tasks, 1..100000
    std::string outDir;                    // absolute: shard files, logs/, audit.json
    std::string partition, account;        // sbatch --partition / --account; empty: the cluster's default
    std::string time = "02:00:00";         // sbatch --time per task (and for the merge)
    std::string mem = "8G";                // sbatch --mem per task
    int cpusPerTask = 4; // sbatch --cpus-per-task; the task runs --threads $SLURM_CPUS_PER_TASK
    std::string jobName = "scansleuth-audit";
    std::vector<std::string> sbatchArguments; // extra sbatch options for the array (--gres=gpu:1, --qos=...)
    audit::FingerprintOptions fingerprint;    // --embedding, --device, --no-near-duplicates for every task
    std::vector<std::string> references;      // --reference for the merge (absolute paths)
    std::string report;                       // the merge's --report (absolute); empty: none
    // The merge's --include-identifiers / --key for the report.
    bool includeIdentifiers = false;
    std::string pseudonymKey;
    // Why the request may not fit the cluster (slurmpartition.h's partitionWarning, asked of sinfo when
    // the script is written); the script's header carries it as a comment. Empty: nothing to say.
    std::string resourceWarning;
};

// `text` as one bash word that expands to exactly `text`: bare when it holds only characters that are
// never special ([A-Za-z0-9_./:=@%+,-], not empty), else single-quoted with each ' as '\''. Safe for
// spaces, quotes, $, backticks, globs and non-ASCII bytes.
std::string shellQuote(std::string_view text);

// The file an array task writes: "shard-I-of-N.json" inside SlurmJob::outDir.
std::string shardFileName(int index, int count);

// The script. Run with bash (not sbatch) on a login node: `bash OUT.sh` submits the array over every
// shard and the merge; `bash OUT.sh 3,7` resubmits only shards 3 and 7 (any sbatch --array list) and a
// new merge after them. Errors: Invalid (naming the option) for shards outside 1..100000, cpusPerTask
// < 1, a time or memory SLURM would refuse, a relative path, no splits or both splits and a CSV, or a
// line break in any value (it could end the job script early).
Result<std::string> slurmScript(const SlurmJob& job);

// Writes the script atomically and executable (the read bits of the new file's mode, 0644 less the
// umask, gain the matching execute bits). Errors: Io.
Status writeSlurmScript(const std::string& path, std::string_view script);

} // namespace scansleuth::cli
