// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/contentforensics.h"

#include <nlohmann/json.hpp>

// The content forensics of one geometry check as JSON (docs/cli-json.md, `geometry[].content`):
// {trigger, mean_dice_before, conclusive, inconclusive, margin,
// apparent_relabel, candidates: [{description,
// source_axis[3], flip[3], shift_voxels[3], shift_mm_lps[3], relabel [{from, to}], mean_dice_before,
// mean_dice_after, labels: [{label, dice_before, dice_after}]}]}. `null` when it did not run.
namespace scansleuth::compare {

nlohmann::json contentForensicsToJson(const ContentForensics& content);

} // namespace scansleuth::compare
