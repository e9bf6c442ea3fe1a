// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"

#include <cstddef>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>

// The one way ScanSleuth runs work on several threads. A worker never ends the process: whatever it
// throws is caught on its own thread, every thread is joined, and the caller gets an Error value
// (std::bad_alloc becomes ErrorKind::TooLarge, as the readers report memory that is short).
namespace scansleuth {

// The CPUs this process may run on: the calling thread's affinity mask (sched_getaffinity; a SLURM job
// given 4 of 64 cores sees 4, as does `taskset -c 0-3`), lowered by a cgroup CPU quota (cgroup v2
// cpu.max, v1 cpu.cfs_quota_us, rounded up; read once), at least 1. The mask is read on every call: it
// can change.
std::size_t usableCores();

// The process-wide thread limit: set by --threads N (scansleuth-cli) or the GUI's setting; 0 removes
// it. threadLimit() is that limit, or usableCores() when none is set. Thread-safe.
void setThreadLimit(std::size_t threads);
std::size_t threadLimit();

// Memory the process could still get, in bytes: /proc/meminfo's MemAvailable, lowered by a cgroup
// memory limit (memory.max - memory.current) and an address-space limit (ulimit -v, less VmSize);
// 0 when unknown.
std::size_t availableMemoryBytes();

// The error for memory that ran out while doing `task` (a verb phrase: "check the pair"):
// TooLarge, "There is not enough memory to check the pair (needs 3.2 GB, 1.5 GB available)." The
// "needs" part only when neededBytes > 0.
Error outOfMemoryError(const std::string& task, std::size_t neededBytes = 0, const std::string& detail = {});

struct ParallelOptions
{
    // At most this many threads (0: no cap of its own); never more than threadLimit() or the count.
    std::size_t maxThreads = 0;
    // What the work does, as a verb phrase for error messages ("check the pair", "read the DICOM headers").
    std::string task = "finish the work";
    // The memory the whole work needs, when the caller can tell: goes into the out-of-memory message.
    std::size_t neededBytes = 0;
    // Reported as done / count from the calling thread only (so a Progress need not be thread-safe);
    // returning false stops handing out indices and the call returns Cancelled with this message.
    Progress progress;
    std::string stage;
    std::string cancelledMessage = "The work was cancelled.";
};

// Runs work(0), ..., work(count - 1), each index exactly once, on up to the options' number of threads,
// and returns when every thread has been joined. The calling thread hands out indices, reports progress
// and waits; with one thread it runs the work itself, in index order. The work must only write what its
// index owns; a nested call starts threads of its own. The first failure stops the hand-out of further
// indices (those running finish) and is returned: the Error a work returned; TooLarge (outOfMemoryError) for
// std::bad_alloc; for any other exception Corrupt, "Could not TASK because of an unexpected error.", its
// what() as the detail.
Status forEachIndex(std::size_t count, const std::function<Status(std::size_t)>& work,
                    const ParallelOptions& options = {});

// The same for work that returns nothing.
template <typename Work>
requires std::is_void_v<std::invoke_result_t<Work&, std::size_t>>
    Status forEachIndex(std::size_t count, Work&& work, const ParallelOptions& options = {})
{
    return forEachIndex(count, std::function<Status(std::size_t)>([&work](std::size_t i) -> Status {
                            work(i);
                            return {};
                        }),
                        options);
}

// Runs `work` on the calling thread and turns what it throws into the same errors as forEachIndex:
// for the single background threads (a prefetcher, a decode helper) that catch at their top.
Status runGuarded(const std::function<Status()>& work, const std::string& task);

} // namespace scansleuth
