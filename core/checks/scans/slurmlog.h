// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/result.h"

#include <string>
#include <vector>

// Reading what a SLURM job left behind: its stdout/stderr files (slurm-<jobid>.out, the script's
// redirections) and pasted `sacct` output, either the default fixed-width table or `--parsable2` /
// `--parsable` pipes with any `--format` columns. Written against SLURM 22.05/23.x and PyTorch 2.x
// wording, with the older PyTorch 1.x CUDA out-of-memory sentence too.
namespace scansleuth::checks {

// One job (or step) row of sacct text. Empty where the column was not printed.
struct SlurmJob
{
    std::string jobId;   // "123456", "123456_7" (array task); steps are folded into their job
    std::string jobName; // from the job row
    std::string state;   // the job's state, e.g. "TIMEOUT", "OUT_OF_MEMORY", "CANCELLED by 1234"
    std::vector<std::string> stepStates; // "batch: OUT_OF_MEMORY", "0: CANCELLED" ...
    std::string exitCode;                // "0:9" = exit 0, killed by signal 9
    std::string elapsed, timelimit;      // as printed: [D-]HH:MM:SS
    std::string maxRss, reqMem;          // as printed: "31457280K", "32G", "4000Mc"
    std::string partition, nodeList, allocTres;
    double elapsedSeconds = -1, timelimitSeconds = -1; // -1 when absent or unparsable
    double maxRssGiB = -1, reqMemGiB = -1;             // largest step's MaxRSS; per-node request

    friend bool operator==(const SlurmJob&, const SlurmJob&) = default;
};

// A line that matched, for evidence and for the GUI to jump to.
struct SlurmMatch
{
    std::string source; // the file name, or "text 1", "text 2" for pasted texts
    int line = 0;       // 1-based
    std::string text;   // the line, trimmed, at most 1000 characters
    std::string code;   // the finding it supports

    friend bool operator==(const SlurmMatch&, const SlurmMatch&) = default;
};

struct SlurmReport
{
    std::vector<std::string> sources;
    std::vector<SlurmJob> jobs; // from sacct text, in the order printed
    std::vector<SlurmMatch> matches;
    // slurm.timeout, slurm.out_of_memory, slurm.killed, slurm.cuda_oom, slurm.nccl_error, slurm.no_gpu,
    // slurm.module_error, slurm.segfault, slurm.cancelled, slurm.failed (a FAILED state with no cause
    // found in the texts), slurm.none (nothing recognised: info).
    Findings findings;
};

// Reads texts (log files' contents or pasted sacct output; any mix, each named "text N" in evidence).
SlurmReport readSlurm(const std::vector<std::string>& texts);
// The same with a name per text (file names) for the evidence; `names` may be shorter than `texts`.
SlurmReport readSlurm(const std::vector<std::string>& texts, const std::vector<std::string>& names);
// Reads the files (named by their file name in evidence). Errors: NotFound, Io (unreadable file),
// TooLarge (a file over 256 MiB: pass its tail instead).
Result<SlurmReport> readSlurmFiles(const std::vector<std::string>& paths);

// "[D-]HH:MM:SS", "MM:SS", "MM:SS.mmm", "UNLIMITED" (-1) to seconds; -1 when unparsable.
double slurmDurationSeconds(const std::string& text);
// sacct memory "31457280K", "1.50G", "4000Mc", "16Gn" to GiB (no suffix: bytes); -1 when unparsable.
double slurmMemoryGiB(const std::string& text);

} // namespace scansleuth::checks
