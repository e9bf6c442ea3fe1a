// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "io/loadedimage.h"
#include "snapshot.h"
#include "workflow/investigation.h"

#include <string>
#include <vector>

// What the experiment runners share (internal to scansleuth_investigate): loading an input, keeping the
// patients' identifiers and snapshots with the evidence, and the one-line summary of findings.
namespace scansleuth::investigate {

// The first image at `path` (a file or a DICOM folder). NotFound when the path holds none.
Result<io::LoadedImage> loadImage(const std::string& path, const Progress& progress);

// Keeps the patients' identifiers of the inputs under evidence.data["patients"], for pseudonymising
// reports. Null entries are skipped.
void addPatients(workflow::Evidence& evidence, const std::vector<const io::LoadedImage*>& images);

// One sentence: "<what>: no problem found." or the count of problems and the first one's message.
std::string summarise(const Findings& findings, const std::string& what);

// "run-3" (or "run" for an empty id): the prefix of a run's snapshot files.
std::string runFilePrefix(const std::string& runId);

// Writes a snapshot into `dir` (the "<name>_files" folder) and keeps it with the evidence, its path
// relative to dir's parent (the investigation's folder). A picture that cannot be written leaves the
// findings intact and is named in the evidence's problems.
void keepSnapshot(workflow::Evidence& evidence, const io::LoadedImage& image, const volume::Volume& mask,
                  const volume::Vec3& at, const std::string& dir, const std::string& name,
                  const std::string& caption, OverlayStyle style = OverlayStyle::Labels);

} // namespace scansleuth::investigate
