// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/scans/slurmlog.h"
#include "base/numberformat.h"
#include "base/strings.h"

#include "checks/scans/slurminternal.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>

namespace fs = std::filesystem;

namespace scansleuth::checks {

namespace slurm {

namespace {

constexpr std::size_t kMaxEvidenceLines = 20;

struct CodeText
{
    const char* code;
    Severity severity;
    const char* message;
    const char* fix;
};

// The seed's reading of each failure, and what to do about it.
const CodeText kCodes[] = {
    {"slurm.timeout", Severity::Error, "The job hit its time limit and SLURM cancelled it.",
     "Raise --time (ask for the run's real length plus a margin), or save checkpoints and resume: "
     "--signal=B:USR1@300 gives the script five minutes' notice to save before it is killed."},
    {"slurm.out_of_memory", Severity::Error,
     "The job ran out of host memory (RAM): the cgroup out-of-memory killer stopped it.",
     "Raise --mem to about 1.5 times the peak MaxRSS, or lower host memory use: fewer DataLoader workers, "
     "smaller prefetch_factor, no whole dataset cached in RAM, memory-mapped arrays."},
    {"slurm.killed", Severity::Error,
     "A process was killed with SIGKILL: on a cluster that is almost always the out-of-memory killer.",
     "Compare sacct's MaxRSS with ReqMem and raise --mem, or lower the DataLoader's num_workers; a "
     "DataLoader worker killed this way is host RAM, not GPU memory."},
    {"slurm.cuda_oom", Severity::Error, "The GPU ran out of memory (CUDA out of memory).",
     "Lower the batch or patch size, use mixed precision (torch.autocast), wrap validation in "
     "torch.no_grad(), and accumulate losses with loss.item() rather than the tensor."},
    {"slurm.nccl_error", Severity::Error,
     "A distributed (NCCL) operation failed: a timeout, a system error or the watchdog.",
     "Rerun with NCCL_DEBUG=INFO and TORCH_DISTRIBUTED_DEBUG=DETAIL; for timeouts check that every rank "
     "reaches the same collectives (a rank stuck in data loading or skipping a batch), for system errors "
     "the network interface (NCCL_SOCKET_IFNAME) and shared memory (--shm-size in containers)."},
    {"slurm.no_gpu", Severity::Error, "The job ran without a usable GPU.",
     "Request one (#SBATCH --gres=gpu:1 or --gpus=1, on a GPU partition), check nvidia-smi inside the job, "
     "and install a CUDA build of PyTorch (torch.version.cuda must not be None)."},
    {"slurm.module_error", Severity::Error,
     "The job's software environment was not set up: a module or "
     "Python package could not be loaded.",
     "Start the script with #!/bin/bash -l (or source the module system's init script), check the names "
     "with module spider, and activate the Python environment inside the job script."},
    {"slurm.segfault", Severity::Error, "A process crashed with a segmentation fault or bus error.",
     "Get the stack with python -X faulthandler (or gdb); in imaging pipelines look for a corrupt file read "
     "by a C extension (scan the dataset with scansleuth), mismatched ITK/SimpleITK/OpenCV/NumPy builds, "
     "and for a bus error in a DataLoader, too little shared memory (/dev/shm)."},
    {"slurm.cancelled", Severity::Warning,
     "The job was cancelled (by a user, an administrator or preemption).",
     "If nobody cancelled it, ask the administrators or check the partition's preemption rules; use "
     "--requeue with checkpoints on preemptible partitions."},
    {"slurm.failed", Severity::Error,
     "The job failed, and the logs hold no failure ScanSleuth knows: the "
     "last exception is shown.",
     "Read the traceback above the exception lines in the job's error file and reproduce the step "
     "interactively (srun --pty) with the same inputs."},
};

int exitSignal(const SlurmJob& job)
{
    const std::size_t colon = job.exitCode.find(':');
    return colon == std::string::npos
               ? 0
               : static_cast<int>(numberOr(std::string_view(job.exitCode).substr(colon + 1)));
}

bool anyState(const SlurmJob& job, const char* state)
{
    if (job.state.starts_with(state))
        return true;
    for (const std::string& s : job.stepStates) {
        if (s.find(std::string(": ") + state) != std::string::npos)
            return true;
    }
    return false;
}

bool jobShows(const SlurmJob& job, const std::string& code)
{
    if (code == "slurm.timeout")
        return anyState(job, "TIMEOUT");
    if (code == "slurm.out_of_memory")
        return anyState(job, "OUT_OF_MEMORY");
    if (code == "slurm.killed")
        return exitSignal(job) == 9 && !anyState(job, "TIMEOUT") && !anyState(job, "OUT_OF_MEMORY");
    if (code == "slurm.segfault")
        return exitSignal(job) == 11 || job.exitCode.starts_with("139:");
    if (code == "slurm.cancelled")
        return job.state.starts_with("CANCELLED") || anyState(job, "PREEMPTED");
    if (code == "slurm.failed")
        return job.state.starts_with("FAILED") || job.state.starts_with("NODE_FAIL");
    return false;
}

std::string jobLine(const SlurmJob& j)
{
    std::string line = "job " + j.jobId + (j.jobName.empty() ? "" : " (" + j.jobName + ")");
    line += ": state " + (j.state.empty() ? std::string("?") : j.state);
    if (!j.exitCode.empty())
        line += ", exit " + j.exitCode;
    if (!j.elapsed.empty())
        line += ", elapsed " + j.elapsed + (j.timelimit.empty() ? "" : " of " + j.timelimit);
    if (!j.maxRss.empty())
        line += ", MaxRSS " + j.maxRss + (j.reqMem.empty() ? "" : " of " + j.reqMem + " requested");
    if (!j.stepStates.empty()) {
        line += "; steps:";
        for (const std::string& s : j.stepStates)
            line += " " + s + ";";
        line.pop_back();
    }
    return line;
}

void addJobMeasurements(Finding& f, const SlurmJob& j)
{
    if (f.code == "slurm.timeout" && j.elapsedSeconds >= 0) {
        f.measurements.push_back({"elapsed", j.elapsedSeconds, "s"});
        if (j.timelimitSeconds >= 0)
            f.measurements.push_back({"time_limit", j.timelimitSeconds, "s"});
    }
    if ((f.code == "slurm.out_of_memory" || f.code == "slurm.killed") && j.maxRssGiB >= 0) {
        f.measurements.push_back({"max_rss", j.maxRssGiB, "GiB"});
        if (j.reqMemGiB > 0)
            f.measurements.push_back({"requested_memory", j.reqMemGiB, "GiB"});
    }
}

void addCudaNumbers(Finding& f, const std::vector<SlurmMatch>& lines)
{
    for (const SlurmMatch& m : lines) {
        std::vector<Measurement> numbers = cudaOomMeasurements(m.text);
        if (numbers.empty())
            continue;
        f.measurements.insert(f.measurements.end(), numbers.begin(), numbers.end());
        const Measurement* tried = f.measurement("tried_to_allocate");
        const Measurement* spare = f.measurement("reserved_unallocated");
        const Measurement* total = f.measurement("total_capacity");
        const Measurement* free = f.measurement("free");
        const Measurement* mine = f.measurement("process_in_use");
        const Measurement* allocated = f.measurement("already_allocated");
        // Fragmentation: the cache holds more than was asked for, and a good share of what is allocated.
        if (tried && spare && allocated && spare->value >= tried->value &&
            spare->value >= 0.2 * allocated->value)
            f.fix = "Memory is fragmented (" + formatFixed(spare->value, 2) +
                    " GiB reserved but unallocated, more than the " + formatFixed(tried->value, 2) +
                    " GiB asked for): set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True; "
                    "then lower the batch or patch size.";
        else if (total && free && mine && total->value - free->value - mine->value > 1.0)
            f.fix = "Another process holds " + formatFixed(total->value - free->value - mine->value, 1) +
                    " GiB of this GPU: check nvidia-smi, and request the GPU exclusively; then lower the "
                    "batch size.";
        return;
    }
}

void addNcclNumbers(Finding& f, const std::vector<SlurmMatch>& lines)
{
    static const std::regex timeout(R"(Timeout\(ms\)=([0-9]+))");
    static const std::regex ran(R"(ran for ([0-9]+) milliseconds)");
    for (const SlurmMatch& m : lines) {
        std::smatch a, b;
        if (std::regex_search(m.text, a, timeout))
            f.measurements.push_back({"collective_timeout", numberOr(a[1].str()) / 1000.0, "s"});
        if (std::regex_search(m.text, b, ran))
            f.measurements.push_back({"collective_ran_for", numberOr(b[1].str()) / 1000.0, "s"});
        if (!f.measurements.empty())
            return;
    }
}

std::optional<Finding> findingFor(const CodeText& c, const std::vector<SlurmJob>& jobs,
                                  const std::vector<SlurmMatch>& matches)
{
    std::vector<SlurmMatch> lines;
    for (const SlurmMatch& m : matches) {
        if (m.code == c.code)
            lines.push_back(m);
    }
    std::vector<const SlurmJob*> shown;
    for (const SlurmJob& j : jobs) {
        if (jobShows(j, c.code))
            shown.push_back(&j);
    }
    if (lines.empty() && shown.empty())
        return std::nullopt;
    Finding f = makeFinding(c.code, c.severity, c.message, c.fix);
    for (const SlurmJob* j : shown) {
        f.evidence.push_back(jobLine(*j));
        addJobMeasurements(f, *j);
    }
    const std::size_t first = c.code == std::string("slurm.failed") && lines.size() > kMaxEvidenceLines
                                  ? lines.size() - kMaxEvidenceLines // the last exceptions matter
                                  : 0;
    for (std::size_t i = first; i < lines.size() && i < first + kMaxEvidenceLines; ++i)
        f.evidence.push_back(lines[i].source + ":" + std::to_string(lines[i].line) + ": " + lines[i].text);
    if (lines.size() > kMaxEvidenceLines)
        f.evidence.push_back("... " + std::to_string(lines.size() - kMaxEvidenceLines) + " more lines");
    f.measurements.push_back({"matching_lines", double(lines.size()), ""});
    f.measurements.push_back({"jobs", double(shown.size()), ""});
    if (f.code == "slurm.cuda_oom")
        addCudaNumbers(f, lines);
    if (f.code == "slurm.nccl_error")
        addNcclNumbers(f, lines);
    return f;
}

} // namespace

Findings slurmFindings(const std::vector<SlurmJob>& jobs, const std::vector<SlurmMatch>& matches)
{
    Findings out;
    for (const CodeText& c : kCodes) {
        const bool isFailed = c.code == std::string("slurm.failed");
        const bool causeFound = std::any_of(out.begin(), out.end(),
                                            [](const Finding& f) { return f.severity == Severity::Error; });
        if (isFailed && causeFound)
            continue; // a known cause explains the failure
        if (auto f = findingFor(c, jobs, matches))
            out.push_back(std::move(*f));
    }
    if (out.empty()) {
        Finding none = makeFinding("slurm.none", Severity::Info,
                                   "No known SLURM or PyTorch failure was found in the texts.",
                                   "Paste the job's error file (#SBATCH --error) and `sacct -j JOBID "
                                   "--format=JobID,JobName,State,ExitCode,Elapsed,Timelimit,MaxRSS,ReqMem`.");
        none.measurements.push_back({"jobs", double(jobs.size()), ""});
        out.push_back(std::move(none));
    }
    return out;
}

} // namespace slurm

SlurmReport readSlurm(const std::vector<std::string>& texts)
{
    return readSlurm(texts, {});
}

SlurmReport readSlurm(const std::vector<std::string>& texts, const std::vector<std::string>& names)
{
    SlurmReport report;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const std::string name =
            i < names.size() && !names[i].empty() ? names[i] : "text " + std::to_string(i + 1);
        report.sources.push_back(name);
        std::vector<int> tableLines;
        for (SlurmJob& job : slurm::parseSacct(texts[i], &tableLines))
            report.jobs.push_back(std::move(job));
        slurm::matchLogText(name, texts[i], tableLines, report.matches);
    }
    report.findings = slurm::slurmFindings(report.jobs, report.matches);
    return report;
}

Result<SlurmReport> readSlurmFiles(const std::vector<std::string>& paths)
{
    constexpr std::uintmax_t kMaxBytes = 256u << 20;
    std::vector<std::string> texts, names;
    for (const std::string& path : paths) {
        std::error_code ec;
        if (!fs::is_regular_file(path, ec))
            return makeError(ErrorKind::NotFound, "The log file does not exist or is not a file.", path);
        if (fs::file_size(path, ec) > kMaxBytes)
            return makeError(ErrorKind::TooLarge,
                             "The log file is larger than 256 MiB; pass its last lines instead.", path);
        std::ifstream in(path, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        if (!in && !in.eof())
            return makeError(ErrorKind::Io, "The log file could not be read.", path);
        texts.push_back(text.str());
        names.push_back(fs::path(path).filename().string());
    }
    return readSlurm(texts, names);
}

} // namespace scansleuth::checks
