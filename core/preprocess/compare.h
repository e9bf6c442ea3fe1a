// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "preprocess/spec.h"

#include <optional>
#include <string>
#include <vector>

// Comparing two specs step by step, and swapping one step between them (the ablation "which preprocessing
// difference breaks the model?").
//
// Alignment rule: a step's key is its kind and its channel (-1 for all). The n-th step with a key in one
// spec pairs with the n-th step with the same key in the other; steps left over are only in one. Order is
// not compared: two specs with the same steps in another order compare equal.
namespace scansleuth::preprocess {

enum class StepChange
{
    Differs, // in both, with other parameters
    OnlyInTrain,
    OnlyInTest,
};

struct StepDifference
{
    StepChange change = StepChange::Differs;
    std::string step;   // "normalise"
    int channel = -1;   // the key's channel
    int occurrence = 0; // 0 for the first step with this key in its spec, 1 for the second...
    std::optional<std::size_t> trainIndex, testIndex;
    std::string description; // "normalise: zscore (computed) in train, none in test"
    friend bool operator==(const StepDifference&, const StepDifference&) = default;
};

// The differences in train's step order, then the steps only in test in test's order.
std::vector<StepDifference> compareSpecs(const Spec& train, const Spec& test);

// `base` with the step that `difference` names taken from `donor` (either may be the train or the test
// spec): replaced when both hold it, removed when only base does, inserted when only donor does (after the
// base step paired with the closest earlier donor step that has a partner, or first). The difference is
// found again by its key and occurrence; `base` comes back unchanged when neither spec holds it.
Spec swapStep(const Spec& base, const Spec& donor, const StepDifference& difference);

} // namespace scansleuth::preprocess
