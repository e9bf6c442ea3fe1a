// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Matching the listed inputs by key into one table; whatever is missing somewhere is listed.
#include "compare/cases/casematch.h"

#include <algorithm>
#include <map>
#include <set>

namespace scansleuth::compare {

namespace {

struct NaturalOrder
{
    bool operator()(const std::string& a, const std::string& b) const { return naturalLess(a, b); }
};

using KeySet = std::set<std::string, NaturalOrder>;

std::map<std::string, const CaseFile*> filesByKey(const RunCases& run)
{
    std::map<std::string, const CaseFile*> files;
    for (const CaseFile& c : run.cases)
        files[c.key] = &c;
    return files;
}

// The keys of `all` this input has no usable file for. A key it holds twice is already reported as
// compare.duplicate_case, so it is not listed again.
std::vector<std::string> missingKeys(const KeySet& all, const RunCases& input)
{
    const std::map<std::string, const CaseFile*> paths = filesByKey(input);
    std::vector<std::string> missing;
    for (const std::string& key : all) {
        const bool duplicate = std::find(input.duplicateKeys.begin(), input.duplicateKeys.end(), key) !=
                               input.duplicateKeys.end();
        if (!paths.contains(key) && !duplicate)
            missing.push_back(key);
    }
    return missing;
}

Finding unmatchedFinding(const UnmatchedCases& u, bool isTruth)
{
    const std::string count = std::to_string(u.missing.size());
    Finding f = isTruth ? makeFinding("compare.unmatched_case", Severity::Warning,
                                      "The truth has no file for " + count +
                                          " case(s) that a run predicted; those cases cannot be scored.",
                                      "Add the missing labels, or leave those cases out of the runs.")
                        : makeFinding("compare.unmatched_case", Severity::Warning,
                                      "Run '" + u.input + "' has no file for " + count +
                                          " case(s) that another input has; they are compared without it.",
                                      "Check that the run finished and predicted every case.");
    f.measurements.push_back({"cases", double(u.missing.size()), ""});
    for (const std::string& key : u.missing)
        f.evidence.push_back(u.input + ": " + key);
    return f;
}

} // namespace

std::vector<std::string> CaseRow::files(std::size_t run) const
{
    if (run < channelPaths.size() && !channelPaths[run].empty())
        return channelPaths[run];
    if (run < paths.size() && !paths[run].empty())
        return {paths[run]};
    return {};
}

int CaseTable::complete() const
{
    return int(std::count_if(rows.begin(), rows.end(), [this](const CaseRow& r) {
        const bool runs =
            std::none_of(r.paths.begin(), r.paths.end(), [](const std::string& p) { return p.empty(); });
        return runs && (!hasTruth() || !r.truth.empty());
    }));
}

Result<CaseTable> matchCases(const std::vector<RunSpec>& runs, const std::string& truthPath)
{
    if (runs.empty() || (runs.size() < 2 && truthPath.empty())) {
        const std::string given = std::to_string(runs.size());
        return makeError(ErrorKind::Invalid,
                         truthPath.empty()
                             ? "A comparison needs at least two runs, or one run and the truth; " + given +
                                   " run(s) given and no truth."
                             : "A comparison needs at least two runs, or one run and the truth; " + given +
                                   " run(s) given.");
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (runs[i].name == runs[j].name)
                return makeError(ErrorKind::Invalid,
                                 "The run name '" + runs[i].name +
                                     "' is given twice; give every run its own name.",
                                 runs[j].path + ", " + runs[i].path);
        }
    }
    std::vector<RunCases> inputs;
    for (const RunSpec& spec : runs) {
        Result<RunCases> listed = listRunCases(spec);
        if (!listed)
            return listed.error();
        inputs.push_back(std::move(*listed));
    }
    const bool hasTruth = !truthPath.empty();
    if (hasTruth) {
        Result<RunCases> listed = listRunCases({"truth", truthPath, true});
        if (!listed)
            return listed.error();
        inputs.push_back(std::move(*listed));
    }

    CaseTable table;
    table.truthSource = truthPath;
    KeySet all;
    for (const RunCases& input : inputs) {
        for (const CaseFile& c : input.cases)
            all.insert(c.key);
        all.insert(input.duplicateKeys.begin(), input.duplicateKeys.end());
        table.findings.insert(table.findings.end(), input.findings.begin(), input.findings.end());
    }
    std::vector<std::map<std::string, const CaseFile*>> files;
    for (const RunCases& input : inputs)
        files.push_back(filesByKey(input));
    for (const std::string& key : all) {
        CaseRow row{key, {}, {}, {}};
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const auto it = files[i].find(key);
            row.paths.push_back(it == files[i].end() ? std::string() : it->second->path);
            row.channelPaths.push_back(it == files[i].end() ? std::vector<std::string>()
                                                            : it->second->channelPaths);
        }
        if (hasTruth && files.back().contains(key))
            row.truth = files.back().at(key)->path;
        table.rows.push_back(std::move(row));
    }
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const bool isTruth = hasTruth && i + 1 == inputs.size();
        if (!isTruth)
            table.runNames.push_back(inputs[i].name);
        UnmatchedCases u{isTruth ? "truth" : inputs[i].name, missingKeys(all, inputs[i])};
        if (u.missing.empty())
            continue;
        table.findings.push_back(unmatchedFinding(u, isTruth));
        table.unmatched.push_back(std::move(u));
    }
    return table;
}

} // namespace scansleuth::compare
