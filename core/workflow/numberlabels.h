// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <string_view>

// Words and units for the numbers the model experiments write into their evidence (issue 22): a report
// is read by a colleague or a supervisor, who should read "Train vs eval mode: voxels whose label changes
// between train and eval mode (voxels)", not "eval_mode_comparison.train_vs_eval_argmax_flips". The raw
// keys stay in the investigation file and in the report's JSON (report::Table::rowKeys). The English
// words are marked QT_TRANSLATE_NOOP("Numbers", ...) for lupdate; the GUI translates them in that context,
// and so does a translated report (report::translateNumberRow, piece by piece as numberWords joins them).
namespace scansleuth::workflow {

struct NumberLabel
{
    const char* words = ""; // "voxels whose label changes between train and eval mode"
    const char* unit = "";  // "voxels", "s", "bytes", "bits"; "" for counts, shares, flags and plain numbers
};

// The label of one key (one dotted part of a path, "train_vs_eval_argmax_flips"); nullptr when unknown.
const NumberLabel* numberLabel(std::string_view key);

// A dotted path's words: the parts before the last as its group, "Group: words" ("Backend settings: TF32
// in cuDNN convolutions (faster, less exact)"), an unknown part as its key with spaces for '_'. The first
// letter in upper case.
std::string numberWords(const std::string& path);
// The unit of the path's last part ("" when it has none or is unknown).
std::string numberUnit(const std::string& path);

} // namespace scansleuth::workflow
