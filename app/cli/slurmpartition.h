// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Does the per-task request of `audit --emit-slurm` fit the partition? A task asking for more CPUs than
// any node of its partition has stays pending forever (reason PartitionConfig); one asking for more
// memory is refused by sbatch or pends likewise. The answer comes from `sinfo` on the login node: the
// parsing and the decision take sinfo's output as text, so they are tested without SLURM.
namespace scansleuth::cli {

// The format runSinfo asks for: partition ("*" after the default one), CPUs per node, memory per node
// in MB, node count, partition availability. With --exact, nodes whose CPUs or memory differ get lines
// of their own; without it sinfo prints the smallest value with a "+" ("4+").
inline constexpr const char* kSinfoFormat = "%P|%c|%m|%D|%a";

// One line of `sinfo --all --noheader --exact --format=kSinfoFormat`: `nodes` nodes of one partition
// that share their CPU count and memory.
struct SinfoNodes
{
    std::string partition;    // without sinfo's "*"
    bool isDefault = false;   // sinfo marked it with "*"
    long long cpus = 0;       // CPUs per node
    long long memoryMb = 0;   // memory per node (RealMemory), MB
    bool atLeast = false;     // "4+" or "15800+": the smallest of nodes that differ, so a floor only
    long long nodes = 0;      // how many nodes
    std::string availability; // %a: up, down, drain or inact
    bool operator==(const SinfoNodes&) const = default;
};

// The lines of sinfo's output in kSinfoFormat; a line that does not have that shape is skipped.
std::vector<SinfoNodes> parseSinfo(std::string_view text);

// What one array task asks of a node.
struct TaskRequest
{
    std::string partition; // as given to sbatch --partition (a comma list is allowed); empty: the default
    long long cpus = 1;    // --cpus-per-task
    std::string mem;       // --mem as given to sbatch (8G, 16000M, 512): a number with an optional K/M/G/T
};

// `mem` in MB as sbatch reads it (no unit: MB; K rounds up); nullopt when it is not a SLURM size.
std::optional<long long> memoryMb(std::string_view mem);

// One sentence for the user when `request` cannot start on any node of its partition (saying what to
// pass instead), the partition is not known to sinfo, has no nodes, or is not up; empty when it fits or
// when the listing cannot tell (no default partition, only "+" floors, an unreadable --mem).
std::string partitionWarning(const TaskRequest& request, const std::vector<SinfoNodes>& listing);

// Runs `sinfo --all --noheader --exact --format=kSinfoFormat` and returns its standard output; nullopt
// when sinfo is not on PATH, fails (no cluster configured, controller down) or runs past `timeoutMs`
// (it is killed then).
std::optional<std::string> runSinfo(int timeoutMs = 10000);

} // namespace scansleuth::cli
