// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/runcomparison.h"

#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <vector>

// Hand-made run comparisons for the comparison widgets' tests: the values a test asserts are the ones
// written here, not computed by the driver.
namespace scansleuth::testing {

inline compare::LabelMetrics labelMetrics(std::int64_t label, double dice, double hd95 = 1.0,
                                          double volumeA = 10.0, double volumeB = 10.0)
{
    compare::LabelMetrics m;
    m.label = label;
    m.voxelsA = std::isinf(hd95) ? 0 : 100;
    m.voxelsB = 100;
    m.dice = dice;
    m.iou = dice / (2 - dice);
    m.hausdorffMm = hd95;
    m.hd95Mm = hd95;
    m.assdMm = hd95 / 2;
    m.volumeAMl = volumeA;
    m.volumeBMl = volumeB;
    m.volumeDifferenceMl = volumeB - volumeA;
    return m;
}

inline compare::PairMetrics pairMetrics(const std::string& a, const std::string& b,
                                        std::vector<compare::LabelMetrics> labels,
                                        std::int64_t worstSlice = -1)
{
    compare::PairMetrics p;
    p.a = a;
    p.b = b;
    p.computed = true;
    p.metrics.labels = std::move(labels);
    p.worstSlice = worstSlice;
    p.differingVoxels = worstSlice >= 0 ? 10 : 0;
    return p;
}

inline compare::PairMetrics notComputed(const std::string& a, const std::string& b, const std::string& reason)
{
    compare::PairMetrics p;
    p.a = a;
    p.b = b;
    p.reason = reason;
    return p;
}

// A case whose inputs (runs, then "truth" when `truth`) all have a file.
inline compare::CaseComparison caseOf(const std::string& key, const std::vector<std::string>& runs,
                                      bool truth)
{
    compare::CaseComparison c;
    c.key = key;
    for (const std::string& run : runs)
        c.inputs.push_back({run, {"/data/" + run + "/" + key + ".nii.gz"}, "label map", {}, {}, {}});
    if (truth)
        c.inputs.push_back({"truth", {"/data/truth/" + key + ".nii.gz"}, "label map", {}, {}, {}});
    return c;
}

// The table rows of `cases`, so that the comparison is whole (runs A and B, and truth when given).
inline compare::Comparison comparisonOf(const std::vector<std::string>& runs, bool truth,
                                        std::vector<compare::CaseComparison> cases,
                                        std::vector<std::int64_t> labels)
{
    compare::Comparison c;
    c.table.runNames = runs;
    if (truth)
        c.table.truthSource = "/data/truth";
    for (const compare::CaseComparison& cc : cases) {
        compare::CaseRow row;
        row.key = cc.key;
        for (std::size_t r = 0; r < runs.size(); ++r)
            row.paths.push_back(cc.inputs[r].paths.empty() ? std::string() : cc.inputs[r].paths.front());
        row.channelPaths.resize(runs.size());
        if (truth)
            row.truth = cc.inputs.back().paths.empty() ? std::string() : cc.inputs.back().paths.front();
        c.table.rows.push_back(row);
    }
    c.cases = std::move(cases);
    c.options.labels = std::move(labels);
    return c;
}

inline Finding finding(const std::string& code, Severity severity, const std::string& message)
{
    Finding f;
    f.code = code;
    f.severity = severity;
    f.message = message;
    return f;
}

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();

} // namespace scansleuth::testing
