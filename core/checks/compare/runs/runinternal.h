// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/parallel.h"
#include "compare/metrics/segmentationmetrics.h"
#include "compare/runs/runcomparison.h"

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

// Internal to scansleuth_compare_runs: one case's work, and the summaries and verdicts over all cases.
namespace scansleuth::compare::detail {

// The options of a worker pass: at most `threads` threads, `task` for error messages.
inline ParallelOptions passOptions(std::size_t threads, const char* task)
{
    ParallelOptions options;
    options.maxThreads = threads;
    options.task = task;
    return options;
}

// Label values of a label map (UInt8 or Int32 after readPrediction), ascending, 0 included when present.
std::vector<std::int64_t> labelValues(const volume::Volume& labels);

// Voxel counts by (label in a, label in b) over one pair of label maps on one grid.
using Confusion = std::map<std::pair<std::int64_t, std::int64_t>, std::int64_t>;

// What one pair pass over two label maps on one grid measures besides the metrics.
struct PairPass
{
    std::int64_t differing = 0;
    std::int64_t worstSlice = -1;
    std::int64_t worstSliceVoxels = 0;
    Confusion confusion;
    compare::LabelCensuses census; // what segmentationMetrics needs of the labels, from the same pass
};
Result<PairPass> pairPass(const volume::Volume& a, const volume::Volume& b, std::size_t threads);

// The confusion from counts per worker chunk over dense pairs (a * width + b): the chunks summed into
// the first. `values` maps a dense index to its label value; empty: the index is the value (uint8 maps).
Confusion confusionOfCounts(std::vector<std::vector<std::int64_t>>& joint, std::size_t width,
                            const std::vector<std::int64_t>& values);

// One case compared, with the confusions of its pairs (for the label-swap verdict), in the order of
// CaseComparison::vsTruth and ::between (empty where not computed), and the bytes its volumes held.
struct CaseOutcome
{
    CaseComparison result;
    std::vector<Confusion> truthConfusion;
    std::vector<Confusion> betweenConfusion;
    std::size_t bytes = 0;
};
CaseOutcome compareCase(const CaseTable& table, std::size_t row, const ComparisonOptions& options,
                        std::size_t threads);

// The index of the pair (i, j), i < j, in CaseComparison::between for `runs` runs.
std::size_t betweenIndex(std::size_t i, std::size_t j, std::size_t runs);

// Summaries, the disagreement order and the comparison-level findings, from the compared cases.
void summarise(Comparison& comparison, const std::vector<std::vector<Confusion>>& truthConfusions,
               const std::vector<std::vector<Confusion>>& betweenConfusions);

} // namespace scansleuth::compare::detail
