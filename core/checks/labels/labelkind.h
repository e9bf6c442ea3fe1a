// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/labels/labelchecks.h"
#include "checks/labels/labelscan.h"

#include <cmath>
#include <optional>
#include <string>

// What a single volume holds, decided from one scan: "labels", "binary", "probability", "logits" or
// "image". Internal to scansleuth_checks_labels; the rules are documented in docs/findings.md.
namespace scansleuth::checks::detail {

struct KindDecision
{
    std::string kind;
    double correlationWithImage = std::nan(""); // NaN when not computed
};

KindDecision inferKind(const LabelScan& s, const LabelExpectations& e, const volume::Volume& mask,
                       const volume::Volume* image);

// Non-integer values forming a thin shell at label boundaries: the mark of a linearly resampled mask
// saved as floats.
bool interpolationLike(const LabelScan& s, const LabelExpectations& e);
// Non-integer values, at least 5% of them below 0 and some below -1: a network's raw output.
bool logitsLike(const LabelScan& s, const LabelExpectations& e);

// labels.cut_by_border: a label (or the foreground of a probability/logit map) whose contact with a
// face is at least cutSectionFraction of its largest cross-section across that face's axis.
std::optional<Finding> cutByBorder(const volume::Volume& mask, const std::string& kind, const LabelScan& s,
                                   const LabelExpectations& e);

} // namespace scansleuth::checks::detail
