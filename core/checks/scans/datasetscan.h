// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "volume/volume.h"

#include <cstdint>
#include <string>
#include <vector>

// The corrupt-file scan of a dataset folder: every image file is loaded, every one that fails is named
// with the loader's reason, and every loaded volume is scanned for NaN/Inf voxels. It is the bisection
// a pipeline debugger does by hand when a training run crashes "somewhere in the data", done for them.
namespace scansleuth::checks {

struct DatasetScanOptions
{
    bool scanNonFinite = true; // count NaN/Inf voxels in every loaded volume
    // A series that fails to load as a whole is loaded again file by file, so that the broken FILE is
    // named (a truncated slice), not just the series. Turn off to report the series only.
    bool bisectFailedSeries = true;
    // Extension-less files beside DICOM files that are not DICOM themselves (an empty or overwritten
    // slice in a folder of "IM0001"-style files) count as unreadable.
    bool flagNonDicomSiblings = true;

    friend bool operator==(const DatasetScanOptions&, const DatasetScanOptions&) = default;
};

// A file (or, rarely, a whole series) that could not be loaded: the loader's Error, as it said it.
struct FileFailure
{
    std::string path;   // the file; a series folder only when each file loads alone but the series not
    std::string kind;   // ErrorKind name: "corrupt", "not_found", "unsupported", "too_large", "io"
    std::string reason; // the loader's user sentence
    std::string detail; // the loader's technical text (toolkit message, offsets)

    friend bool operator==(const FileFailure&, const FileFailure&) = default;
};

// One volume holding NaN or infinite voxels (after rescale: a NaN slope makes every voxel NaN).
struct NonFiniteVolume
{
    std::string path;       // the file, or the series' folder
    int volumeIndex = 0;    // time point of a 4D image, 0-based
    std::int64_t count = 0; // NaN + Inf voxels
    std::int64_t nanCount = 0;
    std::int64_t infCount = 0;
    std::int64_t voxelCount = 0;
    double fraction = 0.0;              // count / voxelCount
    volume::Index3 firstIndex{0, 0, 0}; // the first non-finite voxel in storage order (x fastest)
    volume::Vec3 firstLps{0, 0, 0};     // its centre, LPS mm

    friend bool operator==(const NonFiniteVolume&, const NonFiniteVolume&) = default;
};

// An image that loads but whose loader raised error-severity findings (e.g. degenerate orientation).
struct FlaggedImage
{
    std::string path;
    Findings findings; // the error-severity ones only

    friend bool operator==(const FlaggedImage&, const FlaggedImage&) = default;
};

struct DatasetScan
{
    std::string root;
    DatasetScanOptions options;
    std::int64_t filesSeen = 0;        // regular files under root
    std::int64_t filesScanned = 0;     // candidate image files tried (DICOM, NIfTI, Analyze, NRRD, MetaImage)
    std::int64_t filesSkipped = 0;     // not image files (README, JSON, DICOMDIR, .img/.raw companions)
    std::int64_t imagesLoaded = 0;     // NIfTI/NRRD/... files and DICOM series that loaded
    std::int64_t dicomSeries = 0;      // DICOM series found
    std::vector<FileFailure> failures; // sorted by path
    std::vector<NonFiniteVolume> nonfinite;
    std::vector<FlaggedImage> flagged;
    std::vector<std::string> emptyFolders; // subfolders with no entry at all
    // dataset.unreadable_file, dataset.nonfinite_values, dataset.image_errors, dataset.empty_folder,
    // dataset.summary (always last).
    Findings findings;
};

// Scans `folder` (or a single file) recursively. Candidates: .nii/.nii.gz/.hdr (and files with a NIfTI
// header), .nrrd/.nhdr/.mha/.mhd, DICOM by extension (.dcm/.dicom/.ima) or by content (the DICM preamble,
// so extension-less files count). DICOM is grouped into series exactly as loading the folder would, and
// each series is loaded whole; a failing series is bisected file by file (see DatasetScanOptions).
// Other files are loaded one at a time; one image is in memory at a time. Never modifies the inputs.
// Errors: NotFound (no such path), Cancelled (through `progress`). A folder without images is not an
// error: it yields dataset.empty_folder.
Result<DatasetScan> scanDataset(const std::string& folder, const DatasetScanOptions& options = {},
                                const Progress& progress = {});

// The NaN/Inf census of one loaded volume's real values (integers: only a non-finite rescale can make
// them non-finite). `count` 0 when all are finite.
NonFiniteVolume nonFiniteVoxels(const volume::Volume& v);

} // namespace scansleuth::checks
