// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/compare.h"

#include <map>
#include <utility>

namespace scansleuth::preprocess {

namespace {

using Key = std::pair<std::size_t, int>; // variant index, channel

// For each step of `spec`, its occurrence among the steps with the same key.
std::vector<int> occurrences(const Spec& spec)
{
    std::map<Key, int> seen;
    std::vector<int> out;
    for (const Step& s : spec.steps)
        out.push_back(seen[{s.params.index(), s.channel}]++);
    return out;
}

std::optional<std::size_t> findStep(const Spec& spec, std::size_t kind, int channel, int occurrence)
{
    const std::vector<int> occ = occurrences(spec);
    for (std::size_t i = 0; i < spec.steps.size(); ++i)
        if (spec.steps[i].params.index() == kind && spec.steps[i].channel == channel && occ[i] == occurrence)
            return i;
    return std::nullopt;
}

std::optional<std::size_t> partner(const Spec& from, std::size_t index, const Spec& to)
{
    const Step& s = from.steps[index];
    return findStep(to, s.params.index(), s.channel, occurrences(from)[index]);
}

StepDifference difference(const Spec& train, const Spec& test, std::optional<std::size_t> a,
                          std::optional<std::size_t> b)
{
    const Step& s = a ? train.steps[*a] : test.steps[*b];
    StepDifference d;
    d.change = a && b ? StepChange::Differs : (a ? StepChange::OnlyInTrain : StepChange::OnlyInTest);
    d.step = stepName(s);
    d.channel = s.channel;
    d.occurrence = a ? occurrences(train)[*a] : occurrences(test)[*b];
    d.trainIndex = a;
    d.testIndex = b;
    const std::string where = s.channel >= 0 ? " (channel " + std::to_string(s.channel) + ")" : "";
    d.description = d.step + where + ": " + (a ? stepSummary(train.steps[*a]) : "none") + " in train, " +
                    (b ? stepSummary(test.steps[*b]) : "none") + " in test";
    return d;
}

} // namespace

std::vector<StepDifference> compareSpecs(const Spec& train, const Spec& test)
{
    std::vector<StepDifference> out;
    for (std::size_t i = 0; i < train.steps.size(); ++i) {
        const auto j = partner(train, i, test);
        if (!j || !(train.steps[i] == test.steps[*j]))
            out.push_back(difference(train, test, i, j));
    }
    for (std::size_t j = 0; j < test.steps.size(); ++j)
        if (!partner(test, j, train))
            out.push_back(difference(train, test, std::nullopt, j));
    return out;
}

Spec swapStep(const Spec& base, const Spec& donor, const StepDifference& difference)
{
    std::size_t kind = 0;
    while (kind < std::variant_size_v<StepParams> && stepName(kind) != difference.step)
        ++kind;
    const auto inBase = findStep(base, kind, difference.channel, difference.occurrence);
    const auto inDonor = findStep(donor, kind, difference.channel, difference.occurrence);
    Spec out = base;
    if (inBase && inDonor) {
        out.steps[*inBase] = donor.steps[*inDonor];
    } else if (inBase) {
        out.steps.erase(out.steps.begin() + std::ptrdiff_t(*inBase));
    } else if (inDonor) {
        std::size_t at = 0;
        for (std::size_t d = *inDonor; d-- > 0;)
            if (const auto p = partner(donor, d, base)) {
                at = *p + 1;
                break;
            }
        out.steps.insert(out.steps.begin() + std::ptrdiff_t(at), donor.steps[*inDonor]);
    }
    return out;
}

} // namespace scansleuth::preprocess
