// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/numberformat.h"
#include "base/strings.h"
#include "checks/scans/slurminternal.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <sstream>
#include <string_view>

namespace scansleuth::checks::slurm {

namespace {

bool has(const std::string& haystack, const char* needle)
{
    return haystack.find(needle) != std::string::npos;
}

bool isTimeout(const std::string& l)
{
    return has(l, "due to time limit") || has(l, "time limit exhausted") || has(l, "state: timeout");
}

bool isCancelled(const std::string& l)
{
    return has(l, "cancelled at") && has(l, "***") && !isTimeout(l);
}

bool isHostOom(const std::string& l)
{
    return has(l, "oom-kill") || has(l, "oom_kill") || has(l, "out-of-memory handler") ||
           has(l, "exceeded job memory limit") || has(l, "exceeded step memory limit") ||
           has(l, "memory cgroup out of memory") || has(l, "out_of_memory");
}

bool isCudaOom(const std::string& l)
{
    return has(l, "cuda out of memory") || has(l, "outofmemoryerror") ||
           has(l, "cuda error: out of memory") || has(l, "cublas_status_alloc_failed");
}

// "Killed" as bash, srun and the DataLoader print it (case matters: "killed" in prose is not this).
bool isKilled(const std::string& line, const std::string& l)
{
    static const std::regex killed(R"((^|[\s:])Killed(\s|$|\.))");
    // The regex only where the word is: std::regex is slow, and logs run to millions of lines.
    return (has(line, "Killed") && std::regex_search(line, killed)) || has(l, "signal 9") ||
           has(l, "sigkill");
}

bool isNccl(const std::string& l)
{
    if (has(l, "nccl info"))
        return false;
    return (has(l, "nccl") &&
            (has(l, "error") || has(l, "timeout") || has(l, "timed out") || has(l, "nccl warn"))) ||
           has(l, "watchdog caught collective operation timeout") || has(l, "watchdog got stuck");
}

std::size_t skipSpaces(const std::string& s, std::size_t at)
{
    while (at < s.size() && std::isspace(static_cast<unsigned char>(s[at])))
        ++at;
    return at;
}

// "is_available()", spaces, optionally "is", ':' or '=', spaces, "false". Written out rather than as a
// std::regex: libstdc++'s matcher recurses once per character a `\s*` takes, so a long run of spaces
// overflowed the stack.
bool saysNotAvailable(const std::string& l)
{
    const std::string call = "is_available()";
    for (std::size_t at = l.find(call); at != std::string::npos; at = l.find(call, at + 1)) {
        std::size_t i = skipSpaces(l, at + call.size());
        if (l.compare(i, 2, "is") == 0)
            i += 2;
        else if (i < l.size() && (l[i] == ':' || l[i] == '='))
            ++i;
        if (l.compare(skipSpaces(l, i), 5, "false") == 0)
            return true;
    }
    return false;
}

bool isNoGpu(const std::string& l)
{
    return has(l, "no cuda gpus are available") || has(l, "found no nvidia driver") ||
           has(l, "torch not compiled with cuda enabled") || has(l, "no cuda-capable device is detected") ||
           has(l, "cuda available: false") || has(l, "nvidia-smi has failed") || saysNotAvailable(l);
}

bool isModuleError(const std::string& l)
{
    return has(l, "module: command not found") || has(l, "lmod has detected the following error") ||
           has(l, "unable to locate a modulefile") || has(l, "the following module(s) are unknown") ||
           (has(l, "modulecmd") && has(l, "error")) || has(l, "modulenotfounderror: no module named") ||
           has(l, "conda: command not found");
}

bool isSegfault(const std::string& l)
{
    return has(l, "segmentation fault") || has(l, "sigsegv") || has(l, "signal 11") || has(l, "bus error") ||
           has(l, "sigbus");
}

// The last line of a Python traceback: "ValueError: ...", "torch.OutOfMemoryError: ...": a dotted name
// that starts the line and ends in Error, Exception or Interrupt (with something before it), then ": ".
// Written out rather than as a std::regex: libstdc++'s matcher recurses once per character of the name,
// so a long line overflowed the stack (found by fuzz_slurm).
bool isPythonException(const std::string& line)
{
    const auto nameChar = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
    };
    if (line.empty() || !(std::isalpha(static_cast<unsigned char>(line[0])) || line[0] == '_'))
        return false;
    std::size_t end = 1;
    while (end < line.size() && nameChar(line[end]))
        ++end;
    if (line.compare(end, 2, ": ") != 0)
        return false;
    const std::string_view name(line.data(), end);
    for (const std::string_view suffix : {"Error", "Exception", "Interrupt"})
        if (name.size() > suffix.size() && name.substr(name.size() - suffix.size()) == suffix)
            return true;
    return false;
}

// The evidence text of a line: a tqdm line holds many '\r' updates; keep the last non-empty one.
std::string evidenceText(const std::string& line)
{
    std::string text = trim(line);
    if (const std::size_t cr = text.find_last_of('\r'); cr != std::string::npos)
        text = trim(text.substr(cr + 1));
    if (text.size() > 1000)
        text = text.substr(0, 997) + "...";
    return text;
}

std::vector<const char*> codesOf(const std::string& line)
{
    const std::string l = toLower(line);
    std::vector<const char*> codes;
    if (isTimeout(l))
        codes.push_back("slurm.timeout");
    if (isCancelled(l))
        codes.push_back("slurm.cancelled");
    if (isHostOom(l))
        codes.push_back("slurm.out_of_memory");
    if (isCudaOom(l))
        codes.push_back("slurm.cuda_oom");
    if (isKilled(line, l))
        codes.push_back("slurm.killed");
    if (isNccl(l))
        codes.push_back("slurm.nccl_error");
    if (isNoGpu(l))
        codes.push_back("slurm.no_gpu");
    if (isModuleError(l))
        codes.push_back("slurm.module_error");
    if (isSegfault(l))
        codes.push_back("slurm.segfault");
    if (codes.empty() && isPythonException(trim(line)))
        codes.push_back("slurm.failed");
    return codes;
}

double toGiB(const std::string& number, const std::string& unit)
{
    const double v = numberOr(number);
    const std::string u = toLower(unit);
    if (u == "b" || u == "bytes")
        return v / (1024.0 * 1024.0 * 1024.0);
    if (u == "kib" || u == "kb")
        return v / (1024.0 * 1024.0);
    if (u == "mib" || u == "mb")
        return v / 1024.0;
    if (u == "tib" || u == "tb")
        return v * 1024.0;
    return v;
}

} // namespace

void matchLogText(const std::string& source, const std::string& text, const std::vector<int>& skipLines,
                  std::vector<SlurmMatch>& out)
{
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (std::binary_search(skipLines.begin(), skipLines.end(), number))
            continue; // a sacct table row: read as a job, not as a log line
        for (const char* code : codesOf(line))
            out.push_back(SlurmMatch{source, number, evidenceText(line), code});
    }
}

std::vector<Measurement> cudaOomMeasurements(const std::string& line)
{
    // PyTorch 2.x: "Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.23 GiB
    // is free. Including non-PyTorch memory, this process has 77.90 GiB memory in use. Of the allocated
    // memory 75.12 GiB is allocated by PyTorch, and 1.98 GiB is reserved by PyTorch but unallocated."
    // PyTorch 1.x: "Tried to allocate 20.00 MiB (GPU 0; 10.76 GiB total capacity; 9.74 GiB already
    // allocated; 5.56 MiB free; 9.83 GiB reserved in total by PyTorch)".
    static const std::string n = R"(([0-9]+(?:\.[0-9]+)?) ([KMGT]?i?B|bytes))";
    static const std::vector<std::pair<const char*, std::regex>> patterns = {
        {"tried_to_allocate", std::regex("Tried to allocate " + n)},
        {"total_capacity", std::regex("total capacity of " + n)},
        {"total_capacity", std::regex(n + " total capacity")},
        {"free", std::regex("of which " + n + " is free")},
        {"free", std::regex(n + " free")},
        {"process_in_use", std::regex("this process has " + n + " memory in use")},
        {"already_allocated", std::regex(n + " is allocated by PyTorch")},
        {"already_allocated", std::regex(n + " already allocated")},
        {"reserved_unallocated", std::regex(n + " is reserved by PyTorch but unallocated")},
        {"reserved_total", std::regex(n + " reserved in total by PyTorch")},
    };
    std::vector<Measurement> out;
    for (const auto& [name, re] : patterns) {
        std::smatch m;
        // Captured as n: clang 14 (the fuzz build) cannot capture a structured binding.
        const bool taken =
            std::any_of(out.begin(), out.end(), [&, &n = name](const Measurement& x) { return x.name == n; });
        if (!taken && std::regex_search(line, m, re))
            out.push_back({name, toGiB(m[1], m[2]), "GiB"});
    }
    const auto find = [&](const char* name) -> const Measurement* {
        for (const Measurement& x : out)
            if (x.name == name)
                return &x;
        return nullptr;
    };
    const Measurement* reserved = find("reserved_total");
    const Measurement* allocated = find("already_allocated");
    if (reserved && allocated && !find("reserved_unallocated"))
        out.push_back({"reserved_unallocated", reserved->value - allocated->value, "GiB"});
    return out;
}

} // namespace scansleuth::checks::slurm
