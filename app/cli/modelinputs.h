// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/volume.h"

#include <string>
#include <vector>

// Reading the images the model commands run a model on (`model run`, `model determinism`, training).
namespace scansleuth::cli {

// One 3D volume from `path`. The full build reads everything io::loadPath() reads (NIfTI, Analyze, DICOM
// files and folders, NRRD, MetaImage...); a SCANSLEUTH_MODEL_ONLY build reads NIfTI-1/2 and Analyze only and
// says so for anything else (Unsupported). A path holding several images (a folder of several series) or a
// 4D image is Invalid, naming what was found. Progress on stderr unless `quiet`; Ctrl+C gives Cancelled.
// Warnings about the input (findings) and partly failed folders go to stderr unless `quiet`.
Result<volume::Volume> loadModelVolume(const std::string& path, bool quiet);

// loadModelVolume() of each comma-separated path of `list` ("t1.nii.gz,flair.nii.gz"): the model's input
// channels in order. Empty entries are Invalid.
Result<std::vector<volume::Volume>> loadModelVolumes(const std::string& list, bool quiet);

} // namespace scansleuth::cli
