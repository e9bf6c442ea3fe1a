// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "experimentrunner.h"
#include "workflow/investigation.h"

#include <string>

// The run comparison (core/checks/compare/runs) as the automated experiment "run-comparison" of an
// investigation (internal to scansleuth_investigate; experimentrunner.h is the public face).
namespace scansleuth::investigate {

// Inputs: "runs" (two or more; or one with "truth"): each "NAME=PATH" or a bare PATH, named after its
// folder or file (a CSV's name without extension; "run-N" when that name is taken); "truth" (optional),
// "images" (optional: matched by case key, the pictures' background; without it the pictures are drawn
// on black), "labels" (optional: an ITK-SNAP or 3D Slicer label table whose labels are compared and
// named).
//
// Runs compare::runComparison (compare/runs/comparerequest.h; the table's labels other than 0 are the ones
// measured) and records in the run: the comparison's findings, then per run pair that differs beyond the
// label boundaries (a label's Hausdorff distance between the runs above two voxels, or a label in one run
// only, in some case) comparison.beyond_boundary naming the case and label that differ most: the
// complement of comparison.boundary_only for pairs that are not identical. data: the comparison as compact
// JSON ("runs", "truth", "labels", "cases", "unmatched", "worst_cases", "pairs", "verdicts", "failures",
// "truth_unusable"; each pair with its headline over all cases and its comparable-case line). Snapshots,
// written into `dir` like the other checks': the three cases runComparison made pictures of
// (compare::PictureCases::NotComparableFirst: cases that are not comparable but could be measured first,
// a flipped or shifted export being what the user must see), each on its slice where they differ most,
// as the one difference map of render/differencemap.h (A against B, and with truth each run against it)
// in its colours, with its legend in the caption.
// Errors: the input errors of parsing "runs" (Invalid), then runComparison's (the label table's first).
Status runComparisonCheck(workflow::ExperimentRun& run, const ExperimentInputs& in, const std::string& dir,
                          const Progress& progress);

} // namespace scansleuth::investigate
