// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/result.h"

#include <string>
#include <string_view>
#include <vector>

// Matching the cases of two or more prediction runs (and an optional ground truth) by case key, for the
// side-by-side run comparison. Rules and examples: docs/comparison-inputs.md. No file is opened as an
// image here; only names are read (and CSV lists).
namespace scansleuth::compare {

// One input as the user named it: `NAME=PATH`, PATH a folder of predictions or a CSV of `case,file` rows.
struct RunSpec
{
    std::string name;
    std::string path;
    bool isTruth = false; // the ground truth, not a run: changes only how messages name it

    friend bool operator==(const RunSpec&, const RunSpec&) = default;
};

// "baseline=/data/preds" -> {baseline, /data/preds}. Invalid error when there is no '=', or the name or
// the path is empty (names and paths are trimmed).
Result<RunSpec> parseRunSpec(std::string_view text);

// The image extensions a folder run lists: .nii.gz, .nii, .nrrd, .nhdr, .mha, .mhd (case-insensitive).
bool hasImageExtension(std::string_view fileName);

// A file name split for matching: `stem` is the name without image extension and without one known
// suffix (_seg, _pred, ...; see docs/comparison-inputs.md); `channel` holds the digits of a trailing
// nnU-Net channel suffix `_NNNN` (4 digits) still on `stem`, or is empty.
struct CaseName
{
    std::string stem;
    std::string channel;

    friend bool operator==(const CaseName&, const CaseName&) = default;
};
CaseName splitCaseName(std::string_view fileName);

// The key of one file name on its own: splitCaseName's stem with the channel suffix removed.
// "case_001_0000.nii.gz", "case_001.nii" and "case_001_seg.nii.gz" all give "case_001". (A folder run
// removes the channel suffix only when every file in it has one: see listRunCases.)
std::string caseKey(std::string_view fileName);

// Natural order: digit runs compare as numbers ("case_2" < "case_10"), text case-insensitively, ties
// broken by the plain byte order so that the order is total.
bool naturalLess(std::string_view a, std::string_view b);

// One case of one input.
struct CaseFile
{
    std::string key;
    std::string path; // as found (folder) or resolved against the CSV's folder
    // Probabilities saved one file per class: a folder whose files all carry a channel suffix and
    // where one key has several channels ("case_001_0000.nii.gz", "case_001_0001.nii.gz") gives one case
    // with every channel file here, in channel order (`path` is the first). Empty for one file a case.
    std::vector<std::string> channelPaths;

    friend bool operator==(const CaseFile&, const CaseFile&) = default;
};

// The cases of one input, naturally sorted by key. Keys claimed by two or more files are left out of
// `cases` and reported as compare.duplicate_case naming every file; rows of a CSV whose file does not
// exist are reported as compare.missing_file; an input without cases as compare.empty_run.
struct RunCases
{
    std::string name;
    std::string source; // the folder or CSV path
    std::vector<CaseFile> cases;
    std::vector<std::string> duplicateKeys; // sorted naturally
    Findings findings;
};

// Lists one input. A folder is walked recursively (symbolic links not followed, hidden entries skipped)
// and keyed by file name only, so MONAI's one-folder-per-case layout matches a flat nnU-Net folder. A
// regular file is read as a CSV list. Errors: NotFound (no such path), Io (unreadable folder or CSV),
// Corrupt (a CSV row with one field, an unterminated quote), Invalid (a file that is not .csv/.txt/.tsv).
Result<RunCases> listRunCases(const RunSpec& run);

// One row of the table: one path per run in CaseTable::runNames order, "" where the run lacks the case
// (or where it is a duplicate there); `truth` likewise.
struct CaseRow
{
    std::string key;
    std::vector<std::string> paths;
    std::vector<std::vector<std::string>> channelPaths; // per run: CaseFile::channelPaths ({} for one file)
    std::string truth;

    // The files of run `run` (its channel files, or its one path; empty when the run lacks the case).
    std::vector<std::string> files(std::size_t run) const;

    friend bool operator==(const CaseRow&, const CaseRow&) = default;
};

// The keys one input lacks although another input (a run or the truth) has them.
struct UnmatchedCases
{
    std::string input;                // a run name, or "truth"
    std::vector<std::string> missing; // naturally sorted

    friend bool operator==(const UnmatchedCases&, const UnmatchedCases&) = default;
};

struct CaseTable
{
    std::vector<std::string> runNames;     // in the order given
    std::string truthSource;               // "" without truth
    std::vector<CaseRow> rows;             // every key of any input, naturally sorted
    std::vector<UnmatchedCases> unmatched; // only inputs that lack something; runs first, truth last
    Findings findings; // per input: missing_file, duplicate_case, empty_run; then unmatched_case

    bool hasTruth() const { return !truthSource.empty(); }
    int complete() const; // rows with a path for every run (and truth, when given)
};

// Lists every input and matches them by key. Errors (first found): no run, or one run without truth, a run
// name given twice (case-sensitive), then listRunCases's errors naming the input. Cases missing somewhere are
// never dropped: each row has every key, and each input's missing keys are listed and reported as
// compare.unmatched_case (evidence: the keys).
Result<CaseTable> matchCases(const std::vector<RunSpec>& runs, const std::string& truthPath = {});

} // namespace scansleuth::compare
