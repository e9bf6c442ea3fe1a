// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "experimentrunner.h"
#include "workflow/investigation.h"

#include <string>

// The model experiments (core/model/experiments.h) as automated experiments of an investigation
// (internal to scansleuth_investigate; experimentrunner.h is the public face).
namespace scansleuth::investigate {

// True for the knowledge base's model checks: "model-determinism", "model-parity", "model-overfit",
// "model-gradients", "model-initial-loss", "model-activations".
bool isModelCheck(const std::string& check);

// Loads the inputs (image and mask files through io; model, spec and tensor paths are passed on), runs
// the experiment through model::runModelExperiment and records its summary, findings and JSON (with
// "verdict" and the names of its maps) in the run. Snapshots, written into `dir` like the other checks':
// every map of the outcome over the first image on one axial slice (the determinism disagreement map
// as a heat map; label maps, such as parity's two predictions, as labels), and every map as NIfTI
// ("run-3-disagreement.nii.gz", under data["map_files"], relative to the investigation's folder) for
// the viewer to overlay. Errors: those of loading,
// of the text inputs ("repeats", "steps", "classes", "device") and of the experiment.
Status runModelCheck(workflow::ExperimentRun& run, const std::string& check, const ExperimentInputs& in,
                     const std::string& dir, const Progress& progress);

} // namespace scansleuth::investigate
