// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/scans/datasetscan.h"

#include <string>
#include <vector>

// Internal to the dataset scan: which files under a folder are image candidates, and how to open them.
namespace scansleuth::checks {

enum class CandidateKind
{
    Nifti,    // NIfTI-1/2 or Analyze by extension or content (an orphan .img too: the reader names it)
    Itk,      // NRRD / MetaImage by extension
    NotImage, // has an image extension but is not one (reason says why); always a failure
};

struct CandidateFile
{
    std::string path;
    CandidateKind kind = CandidateKind::Nifti;
    std::string reason; // NotImage only
};

struct DatasetFiles
{
    std::int64_t filesSeen = 0;
    std::vector<std::string> dicom;            // DICOM by content
    std::vector<CandidateFile> others;         // sorted by path
    std::vector<std::string> skipped;          // not images, companions
    std::vector<std::string> notDicomSiblings; // see DatasetScanOptions::flagNonDicomSiblings
    std::vector<std::string> emptyFolders;
};

// Walks `root` (a folder, or one file) without following symbolic links; everything sorted by path.
DatasetFiles listDatasetFiles(const std::string& root, const DatasetScanOptions& options);

// "0 bytes" or "96 bytes; starts with 00 00 7f ..." for an error detail.
std::string describeFileStart(const std::string& path);

// The findings of a finished scan: unreadable files, non-finite values, images with error findings,
// empty folders, and the summary (last).
Findings datasetFindings(const DatasetScan& scan);

} // namespace scansleuth::checks
