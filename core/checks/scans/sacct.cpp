// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/numberformat.h"
#include "base/strings.h"
#include "checks/scans/slurminternal.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <sstream>

namespace scansleuth::checks {

namespace slurm {

namespace {

std::vector<std::string> splitPipes(const std::string& line)
{
    std::vector<std::string> cells;
    std::string cell;
    std::istringstream in(line);
    while (std::getline(in, cell, '|'))
        cells.push_back(trim(cell));
    return cells; // --parsable's trailing '|' yields no empty last cell
}

bool isHeader(const std::vector<std::string>& cells)
{
    return std::any_of(cells.begin(), cells.end(), [](const std::string& c) {
        const std::string l = toLower(c);
        return l == "jobid" || l == "jobidraw";
    });
}

bool isDashLine(const std::string& line)
{
    return line.find("---") != std::string::npos && line.find_first_not_of("- ") == std::string::npos;
}

// [begin, end) of each run of dashes: the columns of a fixed-width sacct table.
std::vector<std::pair<std::size_t, std::size_t>> dashColumns(const std::string& dashes)
{
    std::vector<std::pair<std::size_t, std::size_t>> cols;
    for (std::size_t i = 0; i < dashes.size();) {
        if (dashes[i] != '-') {
            ++i;
            continue;
        }
        const std::size_t b = i;
        while (i < dashes.size() && dashes[i] == '-')
            ++i;
        cols.emplace_back(b, i);
    }
    return cols;
}

std::vector<std::string> cut(const std::string& line,
                             const std::vector<std::pair<std::size_t, std::size_t>>& cols)
{
    std::vector<std::string> cells;
    for (const auto& [b, e] : cols)
        cells.push_back(b < line.size() ? trim(line.substr(b, e - b)) : std::string());
    return cells;
}

using Row = std::map<std::string, std::string>; // lower-case column name -> cell

void fold(std::vector<SlurmJob>& jobs, const Row& row)
{
    auto get = [&](const char* key) {
        auto it = row.find(key);
        return it == row.end() ? std::string() : it->second;
    };
    std::string id = get("jobid");
    if (id.empty())
        id = get("jobidraw");
    if (id.empty())
        return;
    const std::size_t dot = id.find('.');
    const std::string jobId = id.substr(0, dot);
    auto it = std::find_if(jobs.begin(), jobs.end(), [&](const SlurmJob& j) { return j.jobId == jobId; });
    if (it == jobs.end()) {
        jobs.push_back(SlurmJob{});
        it = std::prev(jobs.end());
        it->jobId = jobId;
    }
    SlurmJob& job = *it;
    const double rss = slurmMemoryGiB(get("maxrss"));
    job.maxRssGiB = std::max(job.maxRssGiB, rss);
    if (rss >= 0 && rss >= job.maxRssGiB)
        job.maxRss = get("maxrss");
    if (dot != std::string::npos) {
        if (!get("state").empty())
            job.stepStates.push_back(id.substr(dot + 1) + ": " + get("state"));
        return;
    }
    job.jobName = get("jobname");
    job.state = get("state");
    job.exitCode = get("exitcode");
    job.elapsed = get("elapsed");
    job.timelimit = get("timelimit");
    job.partition = get("partition");
    job.nodeList = get("nodelist");
    job.allocTres = get("alloctres");
    job.reqMem = get("reqmem");
    job.elapsedSeconds = slurmDurationSeconds(job.elapsed);
    job.timelimitSeconds = slurmDurationSeconds(job.timelimit);
    job.reqMemGiB = slurmMemoryGiB(job.reqMem);
    // Old SLURM: "4000Mc" is per CPU.
    const std::string cpus = get("alloccpus").empty() ? get("ncpus") : get("alloccpus");
    if (!job.reqMem.empty() && job.reqMem.back() == 'c' && job.reqMemGiB > 0 && !cpus.empty())
        job.reqMemGiB *= std::max(1.0, numberOr(cpus, 1.0));
}

Row makeRow(const std::vector<std::string>& header, const std::vector<std::string>& cells)
{
    Row row;
    for (std::size_t i = 0; i < header.size() && i < cells.size(); ++i)
        row[toLower(header[i])] = cells[i];
    return row;
}

} // namespace

std::vector<SlurmJob> parseSacct(const std::string& text, std::vector<int>* tableLines)
{
    std::vector<SlurmJob> jobs;
    const std::vector<std::string> lines = splitLines(text);
    auto mark = [&](std::size_t from, std::size_t to) {
        for (std::size_t n = from; tableLines && n < to; ++n)
            tableLines->push_back(static_cast<int>(n + 1));
    };
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::size_t begin = i;
        if (lines[i].find("JobID") == std::string::npos && lines[i].find("jobid") == std::string::npos)
            continue; // every sacct header names JobID; most log lines are not headers
        if (lines[i].find('|') != std::string::npos) {
            const std::vector<std::string> header = splitPipes(lines[i]);
            if (!isHeader(header))
                continue;
            for (++i; i < lines.size() && lines[i].find('|') != std::string::npos; ++i)
                fold(jobs, makeRow(header, splitPipes(lines[i])));
            mark(begin, i);
            --i;
        } else if (i + 1 < lines.size() && isDashLine(lines[i + 1])) {
            const auto cols = dashColumns(lines[i + 1]);
            const std::vector<std::string> header = cut(lines[i], cols);
            if (!isHeader(header))
                continue;
            for (i += 2; i < lines.size() && !trim(lines[i]).empty() && !isDashLine(lines[i]); ++i)
                fold(jobs, makeRow(header, cut(lines[i], cols)));
            mark(begin, i);
            --i;
        }
    }
    return jobs;
}

} // namespace slurm

double slurmDurationSeconds(const std::string& text)
{
    const std::string t = trim(text);
    if (t.empty() || !std::isdigit(static_cast<unsigned char>(t[0])))
        return -1;
    double days = 0;
    std::string rest = t;
    if (const std::size_t dash = t.find('-'); dash != std::string::npos) {
        days = numberOr(t.substr(0, dash));
        rest = t.substr(dash + 1);
    }
    std::vector<double> parts;
    std::istringstream in(rest);
    for (std::string p; std::getline(in, p, ':');) {
        if (p.empty() || !std::isdigit(static_cast<unsigned char>(p[0])))
            return -1;
        parts.push_back(numberOr(p));
    }
    if (parts.empty() || parts.size() > 3)
        return -1;
    // With days the first part is hours ("D-HH", "D-HH:MM", "D-HH:MM:SS"); without, sacct prints
    // "HH:MM:SS" or "MM:SS(.mmm)".
    const bool withDays = t.find('-') != std::string::npos;
    const std::size_t unitsOfFirst = withDays ? 2 : parts.size() - 1; // powers of 60 below hours/minutes
    double seconds = 0;
    for (std::size_t i = 0; i < parts.size(); ++i)
        seconds += parts[i] * std::pow(60.0, double(unitsOfFirst - i));
    return days * 86400 + seconds;
}

double slurmMemoryGiB(const std::string& text)
{
    std::string t = trim(text);
    while (!t.empty() && (t.back() == 'n' || t.back() == 'c'))
        t.pop_back(); // old per-node / per-CPU marks
    if (t.empty() || !(std::isdigit(static_cast<unsigned char>(t[0])) || t[0] == '.'))
        return -1;
    double value = 0;
    const std::size_t used = readNumber(t, value);
    if (used == 0)
        return -1;
    const std::string unit = toLower(t.substr(used));
    const double kib = 1.0 / (1024.0 * 1024.0);
    if (unit.empty())
        return value / (1024.0 * 1024.0 * 1024.0);
    switch (unit[0]) {
    case 'k':
        return value * kib;
    case 'm':
        return value / 1024.0;
    case 'g':
        return value;
    case 't':
        return value * 1024.0;
    case 'p':
        return value * 1024.0 * 1024.0;
    default:
        return -1;
    }
}

} // namespace scansleuth::checks
