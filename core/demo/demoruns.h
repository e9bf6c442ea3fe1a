// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

// The demo's run comparison set (issue 11): a small dataset of the phantom's abdomen with ground truth
// and the predictions of two "training runs", the second with a few deliberately broken cases, for
// `scansleuth-cli compare` and the run comparison experiment. What is broken is listed in the
// README.txt written with it and in docs/workflow.md ("The demo's two runs").
namespace scansleuth::demo {

// Every case is the phantom (phantom.h) moved and scaled by a per-case seeded amount and sampled on a
// coarse grid of kDemoRunSize voxels of kDemoRunSpacing mm (LPS, identity direction, the origin moved
// per case too). Labels of the set (the organs a segmentation model would predict):
// 1 liver, 2 spleen, 3 kidney_right, 4 kidney_left, 5 aorta.
// Twenty cases: enough that the four broken ones of run B are "a few" (the comparison calls at most a
// quarter of the cases systematic outliers).
inline constexpr int kDemoRunCases = 20;
inline constexpr std::array<std::int64_t, 3> kDemoRunSize{96, 96, 48};
inline constexpr std::array<double, 3> kDemoRunSpacing{3.2, 3.2, 5.0};

struct DemoRunLabel
{
    int label = 0;
    std::string name;
};
const std::vector<DemoRunLabel>& demoRunLabels();

// The case key of case n (1-based): "case_001".
std::string demoRunCaseKey(int n);

// Writes the set into `folder` (created if missing):
//   images/case_NNN_0000.nii.gz   the CT of each case (int16, scl_inter -1024), nnU-Net's image naming
//   truth/case_NNN.nii.gz         the ground truth (uint8)
//   run-a/case_NNN.nii.gz         run A: the truth with a seeded one-voxel boundary noise, as a model
//                                 that is good but not perfect predicts it
//   run-b/case_NNN_seg.nii.gz     run B: another seed of that noise, with four broken cases (a label
//                                 missing, a left-right flipped array under the right header, an array
//                                 shifted by three voxels, a spurious blob), and one case missing
//   labels.txt                    ITK-SNAP label description of the five labels
//   README.txt                    what the set holds, and which cases of run B are broken and how
// Deterministic: the same bytes on every machine. Every file is written atomically. Returns the paths
// written. Errors: Io (a folder or file cannot be written), TooLarge (no memory for the phantom),
// Cancelled.
Result<std::vector<std::string>> writeDemoRuns(const std::string& folder, const Progress& progress = {});

} // namespace scansleuth::demo
