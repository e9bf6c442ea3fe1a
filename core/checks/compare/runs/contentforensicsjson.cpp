// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/runs/contentforensicsjson.h"

#include "base/findingjson.h"

namespace scansleuth::compare {

using nlohmann::json;

// One candidate: the transform, then its Dice before and after, overall and per label.
static json candidateToJson(const ContentCandidate& c)
{
    json out = {
        {"description", c.description},
        {"source_axis", c.sourceAxis},
        {"flip", c.flip},
        {"shift_voxels", c.shiftVoxels},
        {"shift_mm_lps", {jsonNumber(c.shiftMm[0]), jsonNumber(c.shiftMm[1]), jsonNumber(c.shiftMm[2])}},
        {"relabel", json::array()},
        {"mean_dice_before", jsonNumber(c.meanDiceBefore)},
        {"mean_dice_after", jsonNumber(c.meanDiceAfter)},
        {"labels", json::array()}};
    for (const auto& [from, to] : c.relabel)
        out["relabel"].push_back({{"from", from}, {"to", to}});
    for (const LabelAgreement& l : c.labels)
        out["labels"].push_back({{"label", l.label},
                                 {"dice_before", jsonNumber(l.diceBefore)},
                                 {"dice_after", jsonNumber(l.diceAfter)}});
    return out;
}

json contentForensicsToJson(const ContentForensics& content)
{
    if (!content.run)
        return nullptr;
    json candidates = json::array();
    for (const ContentCandidate& c : content.candidates)
        candidates.push_back(candidateToJson(c));
    return {
        {"trigger", content.trigger},
        {"mean_dice_before", jsonNumber(content.meanDiceBefore)},
        {"conclusive", content.conclusive},
        {"inconclusive", content.inconclusive.empty() ? json(nullptr) : json(content.inconclusive)},
        {"margin", jsonNumber(content.marginToRunnerUp)},
        {"apparent_relabel", content.apparentRelabel.empty() ? json(nullptr) : json(content.apparentRelabel)},
        {"candidates", candidates}};
}

} // namespace scansleuth::compare
