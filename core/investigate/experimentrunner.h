// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <map>
#include <string>
#include <vector>

// Binds the knowledge base's automated experiments to the checks ScanSleuth runs itself, and records
// what they found in an investigation. Used by `scansleuth-cli investigate` and the GUI's workflow panel.
namespace scansleuth::investigate {

// What automated experiments read, by the knowledge base's input ids (ExperimentSpec::inputs): "image",
// "mask", "reference" (image files or DICOM folders), "folder" (a dataset), "path" (a file or folder for
// the NaN scan), "output", "error", "sacct" (SLURM job files or pasted sacct text; several allowed), "csv"
// (a training log); for the model experiments "model" (TorchScript), "spec" (the inference preprocessing
// spec), "train_spec", "tensor_a", "tensor_b" (.npy/.pt), and as text "device" ("auto", "cpu", "cuda"),
// "repeats", "steps", "classes" (whole numbers); for the run comparison "runs" (NAME=PATH or a path, two
// or more), "truth", "images" and "labels" (see comparisonrun.h); for the dataset audit "train",
// "validation", "test", "new_data" (one folder or file each), "splits_csv", "training_fingerprint" and
// "embedding_model" (see auditrun.h). Several "image" values are one case's
// channels, or for the training experiments (overfit, gradients, initial loss) one image a case, paired
// with "mask" in order. Every value is a list: most inputs take one path.
struct ExperimentInputs
{
    std::map<std::string, std::vector<std::string>> paths;
    int classes = 0; // number of classes, for the initial-loss check of a training log (0: unknown)

    bool has(const std::string& id) const;
    std::string first(const std::string& id) const; // empty when absent
};

// True when this version runs the experiment's check itself ("pair-geometry", "labels", "corrupt-scan",
// "nan-scan", "slurm-log", "training-log", "run-comparison", "dataset-audit", and the model checks
// "model-determinism", "model-parity", "model-overfit", "model-gradients", "model-initial-loss",
// "model-activations"); other experiments are manual.
bool isRunnable(const workflow::ExperimentSpec& experiment);
// True when `inputs` hold every input the experiment requires (and, when all its inputs are optional,
// at least one of them).
bool hasInputsFor(const workflow::ExperimentSpec& experiment, const ExperimentInputs& inputs);

// Runs one automated experiment. The run records its inputs, UTC times, status ("done" or "failed" with
// the error), and the evidence: findings, the check's JSON (with the patients' identifiers of the inputs
// under "patients", for pseudonymising reports), and slice snapshots showing the image with the mask as
// found and, where a cause was named, with the corrected mask; for the model experiments their maps (the
// determinism disagreement map as a heat map over the image) and evidence.data holds the experiment's
// JSON with "experiment", "verdict" and "maps" added. Snapshots are PNG files written into
// `snapshotDir`, a folder beside the investigation file ("<name>_files"), named by run id; their paths in
// the run are relative to the investigation's folder ("<name>_files/run-1-as-found.png"), and they are
// written only inside that folder (workflow::resolveInside). A picture that cannot be written (a
// "<name>_files" that is a link out of the folder, or a file) leaves the findings intact and is named in
// the run's evidence.problems.
// `runId` (e.g. workflow::nextRunId()) becomes the run's id and names its snapshot files.
workflow::ExperimentRun runExperiment(const workflow::ExperimentSpec& experiment,
                                      const ExperimentInputs& inputs, const std::string& snapshotDir,
                                      const std::string& runId, const Progress& progress = {});

// Runs every runnable experiment of the investigation's hypotheses whose inputs are present (each
// experiment once), records the runs, applies their findings to the hypotheses and re-ranks them.
// Returns the number of experiments run.
int runAutomatedExperiments(workflow::Investigation& investigation, const workflow::KnowledgeBase& kb,
                            const ExperimentInputs& inputs, const std::string& snapshotDir,
                            const Progress& progress = {});

} // namespace scansleuth::investigate
