// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "checks/scans/datasetscan.h"

#include <cstdint>
#include <string>
#include <vector>

// The audit's inputs (listsources.cpp): the named splits and the files they hold, one unit of work each.
namespace scansleuth::audit {

// A named split given as a folder or a single file: `--split train=DIR`.
struct SplitInput
{
    std::string name; // "train", "validation", "test", any non-empty name without '=' or '/'
    std::string path;

    friend bool operator==(const SplitInput&, const SplitInput&) = default;
};

// One unit of work: an image file, an array file (.npy/.npz/.pt), or a folder's DICOM files (the DICOM
// files directly inside one folder, read as every series they hold). Never a whole tree.
struct AuditSource
{
    std::string split;
    std::string path;    // the file, or the folder for DICOM
    bool dicom = false;  // path is a folder whose DICOM files are read
    std::string caseId;  // CSV "case" column; else the path relative to the split's root
    std::string patient; // CSV "patient" column; empty when not given

    friend bool operator==(const AuditSource&, const AuditSource&) = default;
};

struct SourceList
{
    std::vector<SplitInput> splits;   // in the order given (CSV: order of first appearance)
    std::vector<AuditSource> sources; // sorted by (split order, path): the same on every machine
    std::vector<checks::FileFailure>
        failures;                  // files with an image extension that are not images, missing CSV paths
    std::int64_t filesSkipped = 0; // not images (README, JSON, DICOMDIR, companions)
};

// Walks each split's folder (recursively, links not followed) with the corrupt-file scan's candidate
// rules (checks/scans/datasetfiles.h) plus .npy/.npz/.pt. Errors: Invalid for an empty or repeated split
// name or an empty list; NotFound for a split path that does not exist.
Result<SourceList> listSources(const std::vector<SplitInput>& splits, const Progress& progress = {});

// A CSV with a header row naming the columns "case", "split", "path" and optionally "patient" (any order,
// case-insensitive, comma or semicolon separated, quoted fields allowed, UTF-8 BOM allowed). Relative paths
// are relative to the CSV's folder; a path may be a file or a folder (walked as above, caseId = the CSV's
// case). A row whose path does not exist or holds no image is a failure, not an error. Errors: NotFound,
// Invalid (no header, missing column, a row with the wrong number of fields: naming the line).
Result<SourceList> readSplitCsv(const std::string& csvPath, const Progress& progress = {});

} // namespace scansleuth::audit
