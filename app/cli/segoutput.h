// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/volume.h"

#include <string>
#include <vector>

// Labels written as a binary DICOM SEG (io::writeDicomSeg) from the command line: `convert MASK --to-seg` and
// `model run ... --out PRED.dcm`. The full build only (DCMTK).
namespace scansleuth::cli {

// convert MASK --to-seg --reference DICOM [--series UID|LABEL] [--labels TABLE] [--algorithm NAME]
//         [--algorithm-version V] --out PRED.dcm [--quiet]
// `args` holds everything after the word "convert" (options: the table's convert entry). Returns the exit
// code.
int runConvertToSeg(const std::vector<std::string>& args);

// What `model run --out PRED.dcm` writes besides the labels.
struct ModelSegRequest
{
    std::string input;            // the model's first input: must be a DICOM series (folder or file)
    std::string labelTable;       // --labels: names (and colours) of the classes; empty: "label N"
    std::string algorithm;        // the model's name (default: its file name)
    std::string algorithmVersion; // the model's version (default: the file's size and modification time)
    int classes = 0;              // the model's output classes (background included): segments 1..classes-1
    bool quiet = false;
};

// Writes `labels` (on the input's grid) as a SEG referencing the input series: one segment per class, each
// class of the model even when it predicted no voxel of it. Errors as writeDicomSeg, and Invalid when the
// input is not a DICOM series.
Status writeModelSeg(const std::string& out, const volume::Volume& labels, const ModelSegRequest& request);

// The default algorithm version of a model file: "N bytes, modified YYYY-MM-DD HH:MM:SS UTC" (changes with
// the weights); empty when the file cannot be read.
std::string modelFileVersion(const std::string& path);

// The exit code for an error of the SEG writer: Invalid (the mask and reference disagree) is 4, not 2.
int segExitCode(const Error& e);

} // namespace scansleuth::cli
