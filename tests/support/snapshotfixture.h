// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// The hostile folder layout the investigation-picture tests share: an investigation in root/case whose
// snapshot paths may lead out of it through "..", absolute paths or links.
#include "workflow/investigation.h"

#include <filesystem>
#include <string>

namespace snapshotfixture {

// An investigation with one run whose one snapshot points at `imagePath` (relative to the investigation's
// folder, or not: that is what the tests try).
inline scansleuth::workflow::Investigation withSnapshot(const std::string& imagePath)
{
    scansleuth::workflow::Investigation inv;
    inv.symptomId = "mask-misaligned";
    scansleuth::workflow::ExperimentRun run;
    run.id = "run-1";
    run.experiment = "exp-pair-geometry";
    run.evidence.summary = "check-pair: no problem found.";
    run.evidence.snapshots.push_back(
        scansleuth::workflow::Snapshot{"As found", imagePath, "axial", 3, {1, 2, 3}});
    inv.runs.push_back(run);
    return inv;
}

// root/case/link-out and dir-out lead to root/outside (the file x.png, the folder); link-in and dir-in stay
// inside root/case (case_files/a.png, case_files). The targets are made by the caller.
inline void addLinks(const std::filesystem::path& root)
{
    namespace fs = std::filesystem;
    fs::create_symlink(root / "outside/x.png", root / "case/link-out");
    fs::create_directory_symlink(root / "outside", root / "case/dir-out");
    fs::create_symlink("case_files/a.png", root / "case/link-in");
    fs::create_directory_symlink("case_files", root / "case/dir-in");
}

} // namespace snapshotfixture
