// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "slurmpartition.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <climits>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace scansleuth::cli {

namespace {

std::optional<long long> wholeNumber(std::string_view s)
{
    long long v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || v < 0)
        return std::nullopt;
    return v;
}

std::vector<std::string_view> split(std::string_view s, char by)
{
    std::vector<std::string_view> out;
    for (std::size_t start = 0;;) {
        const std::size_t end = s.find(by, start);
        out.push_back(s.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos)
            return out;
        start = end + 1;
    }
}

// A count or a size as sinfo prints it: "4", or "4+" (a floor) when nodes differ.
std::optional<long long> sinfoNumber(std::string_view s, bool& atLeast)
{
    if (!s.empty() && s.back() == '+') {
        atLeast = true;
        s.remove_suffix(1);
    }
    return wholeNumber(s);
}

std::string megabytes(long long mb)
{
    return mb % 1024 == 0 && mb > 0 ? std::to_string(mb / 1024) + "G" : std::to_string(mb) + "M";
}

std::string cpuWord(long long n)
{
    return std::to_string(n) + (n == 1 ? " CPU" : " CPUs");
}

bool fits(const SinfoNodes& g, long long cpus, long long mb)
{
    // A "+" floor may hide larger nodes: it can only be trusted when the floor itself fits.
    return g.nodes > 0 && (g.atLeast || (g.cpus >= cpus && g.memoryMb >= mb));
}

// The request cut down to the largest node of `groups`: what to pass instead.
std::string suggestion(const TaskRequest& request, long long mb, const std::vector<const SinfoNodes*>& groups,
                       std::string& largest)
{
    long long bestCpus = 0, bestMb = 0;
    for (const SinfoNodes* g : groups) {
        const long long c = std::min(request.cpus, g->cpus), m = std::min(mb, g->memoryMb);
        if (std::pair(c, m) > std::pair(bestCpus, bestMb)) {
            bestCpus = c;
            bestMb = m;
            largest = cpuWord(g->cpus) + " and " + megabytes(g->memoryMb);
        }
    }
    std::string pass;
    if (bestCpus < request.cpus)
        pass += "--cpus-per-task " + std::to_string(bestCpus);
    if (bestMb < mb)
        pass += (pass.empty() ? "" : " ") + std::string("--mem ") + megabytes(bestMb);
    return pass;
}

std::string partitionList(const std::vector<SinfoNodes>& listing)
{
    std::vector<std::string> names;
    for (const SinfoNodes& g : listing) {
        const std::string name = g.partition + (g.isDefault ? "*" : "");
        if (std::find(names.begin(), names.end(), name) == names.end())
            names.push_back(name);
    }
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

} // namespace

std::vector<SinfoNodes> parseSinfo(std::string_view text)
{
    std::vector<SinfoNodes> out;
    for (std::string_view line : split(text, '\n')) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
            line.remove_suffix(1);
        const std::vector<std::string_view> f = split(line, '|');
        if (f.size() != 5 || f[0].empty())
            continue;
        SinfoNodes g;
        g.partition = std::string(f[0]);
        if (g.partition.back() == '*') {
            g.isDefault = true;
            g.partition.pop_back();
        }
        bool ignored = false;
        const auto cpus = sinfoNumber(f[1], g.atLeast), mb = sinfoNumber(f[2], g.atLeast),
                   nodes = sinfoNumber(f[3], ignored);
        if (g.partition.empty() || !cpus || !mb || !nodes)
            continue;
        g.cpus = *cpus;
        g.memoryMb = *mb;
        g.nodes = *nodes;
        g.availability = std::string(f[4]);
        out.push_back(std::move(g));
    }
    return out;
}

std::optional<long long> memoryMb(std::string_view mem)
{
    if (mem.empty())
        return std::nullopt;
    // sbatch's units are powers of 1024; no unit is MB.
    constexpr std::string_view units = "KMGT";
    long long scale = 1, divide = 1;
    const char last = char(std::toupper(static_cast<unsigned char>(mem.back())));
    if (const std::size_t u = units.find(last); u != std::string_view::npos) {
        mem.remove_suffix(1);
        if (u == 0)
            divide = 1024;
        for (std::size_t k = 1; k < u; ++k)
            scale *= 1024;
    }
    const auto n = wholeNumber(mem);
    if (!n)
        return std::nullopt;
    if (*n > LLONG_MAX / scale)
        return LLONG_MAX;
    return (*n * scale + divide - 1) / divide;
}

std::string partitionWarning(const TaskRequest& request, const std::vector<SinfoNodes>& listing)
{
    const auto mb = memoryMb(request.mem);
    if (!mb || listing.empty())
        return {};
    std::vector<std::string> names;
    if (request.partition.empty()) {
        const auto d =
            std::find_if(listing.begin(), listing.end(), [](const SinfoNodes& g) { return g.isDefault; });
        if (d == listing.end())
            return {}; // sbatch refuses a job without a partition itself, in its own words
        names.push_back(d->partition);
    } else {
        for (std::string_view n : split(request.partition, ','))
            names.emplace_back(n);
    }
    std::vector<const SinfoNodes*> groups;
    for (const std::string& name : names) {
        const std::size_t before = groups.size();
        for (const SinfoNodes& g : listing)
            if (g.partition == name)
                groups.push_back(&g);
        if (groups.size() == before)
            return "sinfo lists no partition '" + name + "' (there are " + partitionList(listing) +
                   "): sbatch will refuse the jobs. Pass --partition with one of those.";
    }
    const std::string which = request.partition.empty() ? "the default partition '" + names.front() + "'"
                                                        : "partition '" + request.partition + "'";
    const SinfoNodes* downFit = nullptr; // a node that fits, in a partition that is not up
    for (const SinfoNodes* g : groups) {
        if (!fits(*g, request.cpus, *mb))
            continue;
        if (g->availability == "up")
            return {};
        downFit = downFit ? downFit : g;
    }
    if (downFit)
        return "sinfo says partition '" + downFit->partition + "' is " + downFit->availability +
               ": the jobs will wait until it is up. Pass another --partition to run them now.";
    if (std::none_of(groups.begin(), groups.end(), [](const SinfoNodes* g) { return g->nodes > 0; }))
        return "sinfo lists no nodes in " + which +
               ": the jobs would never start. Pass a --partition that has nodes (there are " +
               partitionList(listing) + ").";
    std::string largest;
    const std::string pass = suggestion(request, *mb, groups, largest);
    return "No node of " + which + " has " + cpuWord(request.cpus) + " and " + request.mem +
           " for one task (its largest: " + largest +
           ", says sinfo): SLURM would refuse the array or keep it "
           "pending forever (reason PartitionConfig). Pass " +
           pass + ", or a --partition with larger nodes.";
}

std::optional<std::string> runSinfo(int timeoutMs)
{
    int out[2];
    if (::pipe2(out, O_CLOEXEC) != 0)
        return std::nullopt;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    const std::string format = std::string("--format=") + kSinfoFormat;
    char* argv[] = {const_cast<char*>("sinfo"),        const_cast<char*>("--all"),
                    const_cast<char*>("--noheader"),   const_cast<char*>("--exact"),
                    const_cast<char*>(format.c_str()), nullptr};
    pid_t pid = -1;
    const int spawned = posix_spawnp(&pid, "sinfo", &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    if (spawned != 0) { // not on PATH
        ::close(out[0]);
        return std::nullopt;
    }
    std::string text;
    bool timedOut = false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            timedOut = true;
            break;
        }
        pollfd p{out[0], POLLIN, 0};
        const int ready = ::poll(&p, 1, int(left.count()));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready < 0) {
            timedOut = true; // cannot wait on it: end it as if it had run too long
            break;
        }
        if (ready == 0)
            continue; // the deadline check above ends it
        char buffer[4096];
        const ssize_t n = ::read(out[0], buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        text.append(buffer, std::size_t(n));
    }
    ::close(out[0]);
    if (timedOut)
        ::kill(pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (timedOut || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return std::nullopt;
    return text;
}

} // namespace scansleuth::cli
