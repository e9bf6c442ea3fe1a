// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/volume.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

// Content forensics of two label maps on one grid (issue 19): which transform of the prediction's array
// (a mirror, a transpose, an in-plane turn, an integer shift, a relabelling, or a geometric transform
// together with a relabelling) explains its disagreement with the reference, measured label by label
// after undoing it. docs/run-comparison.md describes the decision; the findings are built in runcase.cpp.
namespace scansleuth::compare {

// Per-label agreement of the reference with the prediction as delivered and once the candidate is undone.
struct LabelAgreement
{
    std::int64_t label = 0; // the reference's label value
    double diceBefore = 0.0;
    double diceAfter = 0.0;
    friend bool operator==(const LabelAgreement&, const LabelAgreement&) = default;
};

// One candidate transform, as it acts on the prediction's voxel array (the header is the reference's).
// Undoing it compares reference voxel i with prediction voxel src(i), where for each prediction axis d
// src[d] = (flip[d] ? n - 1 - i[sourceAxis[d]] : i[sourceAxis[d]]) + shiftVoxels[d], then maps the
// prediction's label through `relabel` (prediction label -> reference label; absent: unchanged).
struct ContentCandidate
{
    std::array<int, 3> sourceAxis{0, 1, 2};
    std::array<bool, 3> flip{false, false, false};
    std::array<std::int64_t, 3> shiftVoxels{0, 0, 0}; // along the prediction's voxel axes, signed
    std::array<double, 3> shiftMm{0.0, 0.0, 0.0};     // the same displacement in LPS mm
    std::map<std::int64_t, std::int64_t> relabel;     // only the labels that change
    std::string description;                          // "mirrored left-right (x), and labels 1 and 2 swapped"
    double meanDiceBefore = 0.0;
    double meanDiceAfter = 0.0;
    std::vector<LabelAgreement> labels; // the measured labels, ascending

    bool geometric() const; // any axis permuted, flipped or shifted
    friend bool operator==(const ContentCandidate&, const ContentCandidate&) = default;
};

struct ContentOptions
{
    // Run when any label's Dice (as delivered) is below this ("poor agreement").
    double poorLabelDice = 0.9;
    // A candidate explains the disagreement when its mean per-label Dice after undoing reaches this and
    // it removes at least half of the disagreement (1 - mean Dice) as delivered.
    double explainedDice = 0.9;
    // Two different candidates explain it "about equally" when their mean Dice after undoing differ by
    // less than this: inconclusive.
    double margin = 0.05;
    std::size_t measured = 4; // at full resolution after the screening: the best two, more within the margin
    std::size_t maxThreads = 0; // 0: the process-wide limit
    friend bool operator==(const ContentOptions&, const ContentOptions&) = default;
};

// What the content forensics concluded for one prediction against its reference.
struct ContentForensics
{
    bool run = false;
    std::string trigger; // why it ran: "label 2: Dice 0.41 < 0.9"
    double meanDiceBefore = 0.0;
    // The candidates measured at full resolution: the answer first (the simplest of those within the
    // margin of the highest mean Dice after undoing), then the others by that Dice.
    std::vector<ContentCandidate> candidates;
    bool conclusive = false; // candidates.front() is the cause
    // Why nothing was named, for people; empty when conclusive or when nothing improves on the
    // delivered map (then there is nothing to report).
    std::string inconclusive;
    // best minus the runner-up (the best other candidate at most as complex), mean Dice after
    double marginToRunnerUp = 0.0;
    // When a geometric cause is named without relabelling but the delivered labels map one-to-one onto
    // other labels (a mirrored bilateral atlas: each left label on its right partner), that mapping in
    // words ("labels 1 and 2 swapped"): what looks like a label swap and is not. Empty otherwise.
    std::string apparentRelabel;
    friend bool operator==(const ContentForensics&, const ContentForensics&) = default;
};

// Voxel counts by (label in the reference, label in the prediction).
using LabelConfusion = std::map<std::pair<std::int64_t, std::int64_t>, std::int64_t>;

// Whether the per-label agreement in `confusion` (the delivered pair) is poor enough to run the
// forensics, with the reason ("label 2: Dice 0.41 < 0.9"); empty when it is not poor.
std::string poorAgreement(const LabelConfusion& confusion, const ContentOptions& options = {});

// Screens every mirror (each axis and their combinations), transpose and in-plane turn of `prediction`,
// each with the integer shift that cross-correlates best with `reference` (the projections of the
// foreground on each axis, bounded to a quarter of the axis), and the best one-to-one relabelling of
// each, on a sample of the grid; measures the best few and the relabelling alone at full resolution.
// `delivered` is the confusion of the pair as delivered. Both volumes are label maps (UInt8 or Int32)
// on one grid. Fails only for another pixel type, unequal sizes, or an error of the worker threads.
Result<ContentForensics> contentForensics(const volume::Volume& reference, const volume::Volume& prediction,
                                          const LabelConfusion& delivered,
                                          const ContentOptions& options = {});

} // namespace scansleuth::compare
