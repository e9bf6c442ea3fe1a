// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/parallel.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <fstream>
#include <limits>
#include <mutex>
#include <new>
#include <optional>
#include <sstream>
#include <thread>
#include <vector>

#include <sched.h>
#include <sys/resource.h>

namespace scansleuth {

namespace {

std::atomic<std::size_t> g_threadLimit{0};

std::optional<std::string> readFile(const std::string& path)
{
    std::ifstream in(path);
    if (!in)
        return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The paths of this process's cgroup per hierarchy: {controllers, path}; controllers is empty for v2.
std::vector<std::pair<std::string, std::string>> ownCgroups()
{
    std::vector<std::pair<std::string, std::string>> out;
    const std::optional<std::string> text = readFile("/proc/self/cgroup");
    if (!text)
        return out;
    for (const std::string& line : splitLines(*text)) {
        // "ID:CONTROLLERS:PATH"; the path may itself hold ':'.
        const std::size_t a = line.find(':'), b = a == std::string::npos ? a : line.find(':', a + 1);
        if (b != std::string::npos)
            out.emplace_back(line.substr(a + 1, b - a - 1), line.substr(b + 1));
    }
    return out;
}

// `path` and its ancestors up to "/", most specific first.
std::vector<std::string> selfAndParents(std::string path)
{
    std::vector<std::string> out;
    while (!path.empty() && path != "/") {
        out.push_back(path);
        path.erase(path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/'));
    }
    out.push_back("");
    return out;
}

// The CPUs a cgroup quota allows (quota / period, rounded up), the smallest over the process's cgroup
// and its parents; nullopt when there is no quota.
std::optional<std::size_t> cgroupCpuLimit()
{
    std::optional<double> best;
    auto consider = [&](double quota, double period) {
        if (quota > 0 && period > 0)
            best = std::min(best.value_or(std::numeric_limits<double>::infinity()), quota / period);
    };
    for (const auto& [controllers, path] : ownCgroups()) {
        if (controllers.empty()) { // v2: "QUOTA PERIOD" or "max PERIOD"
            for (const std::string& dir : selfAndParents(path))
                if (const auto text = readFile("/sys/fs/cgroup" + dir + "/cpu.max")) {
                    const std::vector<std::string> parts = split(trim(*text), ' ');
                    if (parts.size() == 2 && parts[0] != "max")
                        consider(numberOr(parts[0], -1), numberOr(parts[1], -1));
                }
            continue;
        }
        const std::vector<std::string> names = split(controllers, ',');
        if (std::find(names.begin(), names.end(), "cpu") != names.end()) { // v1, mounted per controller
            for (const char* mount : {"/sys/fs/cgroup/cpu,cpuacct", "/sys/fs/cgroup/cpu"})
                for (const std::string& dir : selfAndParents(path)) {
                    const auto quota = readFile(std::string(mount) + dir + "/cpu.cfs_quota_us");
                    const auto period = readFile(std::string(mount) + dir + "/cpu.cfs_period_us");
                    if (quota && period)
                        consider(numberOr(*quota, -1), numberOr(*period, -1));
                }
        }
    }
    if (!best)
        return std::nullopt;
    return static_cast<std::size_t>(std::max(1.0, std::ceil(*best - 1e-9)));
}

std::size_t affinityCores()
{
    // The mask can be larger than a cpu_set_t on machines with more than 1024 CPUs.
    for (int cpus = CPU_SETSIZE; cpus <= (1 << 20); cpus *= 4) {
        cpu_set_t* set = CPU_ALLOC(cpus);
        if (!set)
            break;
        const std::size_t bytes = CPU_ALLOC_SIZE(cpus);
        CPU_ZERO_S(bytes, set);
        const int rc = sched_getaffinity(0, bytes, set);
        const int count = rc == 0 ? CPU_COUNT_S(bytes, set) : 0;
        CPU_FREE(set);
        if (rc == 0)
            return static_cast<std::size_t>(std::max(count, 1));
        if (errno != EINVAL)
            break;
    }
    return std::max<std::size_t>(std::thread::hardware_concurrency(), 1);
}

std::string bytesText(std::size_t bytes)
{
    if (bytes >= 1'000'000'000)
        return formatFixed(static_cast<double>(bytes) / 1e9, 1) + " GB";
    return formatFixed(static_cast<double>(bytes) / 1e6, 0) + " MB";
}

Error unexpectedError(const std::string& task, const std::string& what)
{
    return makeError(ErrorKind::Corrupt, "Could not " + task + " because of an unexpected error.", what);
}

// work(), with whatever it throws turned into an Error.
Status guardedCall(const std::function<Status()>& work, const std::string& task, std::size_t neededBytes)
{
    try {
        return work();
    } catch (const std::bad_alloc&) {
        return outOfMemoryError(task, neededBytes, "std::bad_alloc");
    } catch (const std::exception& e) {
        return unexpectedError(task, e.what());
    } catch (...) {
        return unexpectedError(task, "an exception that is not a std::exception");
    }
}

// What the threads of one forEachIndex() call share.
struct Run
{
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable finished;
    std::size_t running = 0;
    std::optional<Error> error;
    bool lostError = false; // an error could not even be recorded (memory)

    void fail(Status s)
    {
        std::lock_guard lock(mutex);
        try {
            if (!error)
                error = s.error();
        } catch (...) {
            lostError = true;
        }
        stop = true;
    }
};

} // namespace

std::size_t usableCores()
{
    // The quota is read once (a few files); the affinity mask every time (one system call), since a
    // thread or `taskset -p` may change it.
    static const std::optional<std::size_t> cgroupQuota = cgroupCpuLimit();
    std::size_t cores = affinityCores();
    if (const std::optional<std::size_t> quota = cgroupQuota)
        cores = std::min(cores, *quota);
    return std::max<std::size_t>(cores, 1);
}

void setThreadLimit(std::size_t threads)
{
    g_threadLimit = threads;
}

std::size_t threadLimit()
{
    const std::size_t limit = g_threadLimit;
    return limit > 0 ? limit : usableCores();
}

std::size_t availableMemoryBytes()
{
    std::optional<double> available;
    if (const auto text = readFile("/proc/meminfo"))
        for (const std::string& line : splitLines(*text))
            if (line.rfind("MemAvailable:", 0) == 0)
                available = numberOr(std::string_view(line).substr(13), 0) * 1024.0;
    for (const auto& [controllers, path] : ownCgroups()) {
        if (!controllers.empty())
            continue;
        for (const std::string& dir : selfAndParents(path)) {
            const auto max = readFile("/sys/fs/cgroup" + dir + "/memory.max");
            const auto current = readFile("/sys/fs/cgroup" + dir + "/memory.current");
            if (!max || !current || trim(*max) == "max")
                continue;
            const double room = std::max(0.0, numberOr(*max, 0) - numberOr(*current, 0));
            available = std::min(available.value_or(room), room);
        }
    }
    // An address-space limit (ulimit -v) counts what is mapped, not what is resident.
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        double mapped = 0;
        if (const auto text = readFile("/proc/self/status"))
            for (const std::string& line : splitLines(*text))
                if (line.rfind("VmSize:", 0) == 0)
                    mapped = numberOr(std::string_view(line).substr(7), 0) * 1024.0;
        const double room = std::max(0.0, static_cast<double>(limit.rlim_cur) - mapped);
        available = std::min(available.value_or(room), room);
    }
    return available ? static_cast<std::size_t>(*available) : 0;
}

Error outOfMemoryError(const std::string& task, std::size_t neededBytes, const std::string& detail)
{
    const std::size_t available = availableMemoryBytes();
    std::string amounts;
    if (neededBytes > 0)
        amounts = "needs " + bytesText(neededBytes);
    if (available > 0)
        amounts += (amounts.empty() ? "" : ", ") + bytesText(available) + " available";
    return makeError(ErrorKind::TooLarge,
                     "There is not enough memory to " + task + (amounts.empty() ? "" : " (" + amounts + ")") +
                         ".",
                     detail);
}

Status runGuarded(const std::function<Status()>& work, const std::string& task)
{
    return guardedCall(work, task, 0);
}

Status forEachIndex(std::size_t count, const std::function<Status(std::size_t)>& work,
                    const ParallelOptions& options)
{
    if (count == 0)
        return {};
    std::size_t threads = std::min(threadLimit(), count);
    if (options.maxThreads > 0)
        threads = std::min(threads, options.maxThreads);
    Run run;
    auto runOne = [&](std::size_t i) {
        Status s = guardedCall([&] { return work(i); }, options.task, options.neededBytes);
        if (!s)
            run.fail(std::move(s));
        ++run.done;
    };
    using Clock = std::chrono::steady_clock;
    auto lastReport = Clock::now() - std::chrono::seconds(1);
    bool cancelled = false;
    // Reports at most every 50 ms; false once the caller asked to stop. What the callback throws becomes
    // the call's error like a worker's (the workers must still be joined).
    auto report = [&] {
        const auto now = Clock::now();
        if (now - lastReport < std::chrono::milliseconds(50))
            return true;
        lastReport = now;
        bool goOn = true;
        Status s = guardedCall(
            [&] {
                goOn = options.progress.report(static_cast<double>(run.done) / static_cast<double>(count),
                                               options.stage);
                return Status{};
            },
            options.task, options.neededBytes);
        if (!s)
            run.fail(std::move(s));
        return goOn;
    };

    std::vector<std::thread> workers;
    // Ask once before any work: a caller that has already cancelled (or short work that ends before the
    // first 50 ms report) must still be heard, on one thread as on many.
    if (!report()) {
        cancelled = true;
        threads = 0;
        run.stop = true;
    }
    if (threads > 1) {
        try {
            workers.reserve(threads);
        } catch (...) {
            threads = 1;
        }
        auto loop = [&] {
            try {
                for (std::size_t i = run.next++; i < count && !run.stop; i = run.next++)
                    runOne(i);
            } catch (...) { // only recording an error can throw here
                run.stop = true;
                run.lostError = true;
            }
            std::lock_guard lock(run.mutex);
            --run.running;
            run.finished.notify_all();
        };
        for (std::size_t t = 0; t < threads; ++t) {
            try {
                {
                    std::lock_guard lock(run.mutex);
                    ++run.running;
                }
                workers.emplace_back(loop);
            } catch (...) { // no more threads to be had: go on with those started
                std::lock_guard lock(run.mutex);
                --run.running;
                break;
            }
        }
    }
    if (workers.empty()) {
        for (std::size_t i = 0; i < count && !run.stop; ++i) {
            if (!report()) {
                cancelled = true;
                break;
            }
            if (!run.stop)
                runOne(i);
        }
    } else {
        std::unique_lock lock(run.mutex);
        while (run.running > 0) {
            run.finished.wait_for(lock, std::chrono::milliseconds(50));
            if (!cancelled && !run.stop) {
                lock.unlock();
                if (!report()) {
                    cancelled = true;
                    run.stop = true;
                }
                lock.lock();
            }
        }
        lock.unlock();
        for (std::thread& t : workers)
            t.join();
    }
    if (run.error)
        return *run.error;
    if (run.lostError)
        return outOfMemoryError(options.task, options.neededBytes, "an error on a worker thread was lost");
    if (cancelled)
        return makeError(ErrorKind::Cancelled, options.cancelledMessage);
    return {};
}

} // namespace scansleuth
