// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "io/loadedimage.h"

#include <string>
#include <vector>

namespace scansleuth::io {

// True when `path` looks like DICOM: "DICM" at offset 128, or a raw dataset that starts with a
// group 0x0002 or 0x0008 tag. Reads at most 132 bytes; false for unreadable files.
bool isDicomFile(const std::string& path);

// One series found by scanDicom(): the facts behind it and the files it needs.
struct DicomSeriesEntry
{
    // Every field filled from the headers; `info.slices` is in the order the voxels will be stored,
    // volume by volume, each volume sorted by position along the slice normal (row x column cosine).
    // For a Siemens mosaic, DicomSliceInfo::frame is the tile index within the mosaic.
    DicomSeriesInfo info;
    std::vector<std::string> files; // each file once, in the order first needed
    Findings findings;              // series diagnostics (dicom.*)
    std::string label;              // "s003_T1_MPRAGE": series number + description, unique in a scan
};

// A SEG or RTSTRUCT object found by scanDicom(): a mask of the series it references, not an image. Read and
// placed by loadDicomSegmentation() (io/segmentationloader.h).
struct DicomSegmentationEntry
{
    std::string path;
    std::string kind; // "seg" or "rtstruct"
    std::string sopInstanceUid, seriesInstanceUid, studyInstanceUid, frameOfReferenceUid;
    std::string patientId, patientName, patientBirthDate, seriesDescription, modality;
    std::string referencedSeriesUid; // empty when the object names none
    int seriesNumber = 0;
    std::string label; // "s300_Segmentation" (series number + description) or the file's stem
    // Index in DicomScanResult::series of the series it references, -1 when that series is not in the scan.
    int referencedSeries = -1;
};

struct DicomScanResult
{
    std::vector<DicomSeriesEntry> series;
    std::vector<DicomSegmentationEntry> segmentations; // SEG and RTSTRUCT objects, in path order
    std::vector<std::string> skippedFiles; // not DICOM, or DICOM without an image (DICOMDIR, reports)
    std::vector<Error> fileErrors;         // DICOM files that could not be parsed; detail names the file
    Findings findings;                     // folder level, e.g. dicom.multiple_series
};

// Scans a file or a folder (recursively), reading headers only, and groups the images into series
// split by geometry, size, echo, image type and series number, as dcm2niix does; SEG and RTSTRUCT objects
// are listed apart, each with the series it references. Fails with NotFound when no DICOM image, SEG or
// RTSTRUCT is there, Cancelled when `progress` asks to stop.
Result<DicomScanResult> scanDicom(const std::string& fileOrFolder, const Progress& progress = {});
// The same for exactly these files (e.g. the DICOM files directly inside one folder, not its subfolders).
// NotFound when none of them is a DICOM image (the first file error when some could not be parsed).
Result<DicomScanResult> scanDicomFiles(const std::vector<std::string>& files, const Progress& progress = {});

// Loads the voxels of one scanned series: format Dicom, one volume per time point on one geometry
// (LPS, ITK contract), stored type from BitsAllocated and PixelRepresentation with the rescale kept
// beside it (or float32 with the rescale applied when it varies between slices), `dicom` = the
// series' info, identifiers filled, findings = the series' findings plus any found while decoding.
// Errors: Unsupported (colour, BitsAllocated 12, a codec not available), Corrupt (truncated or
// undecodable data), TooLarge, Io, Cancelled.
Result<LoadedImage> loadDicomSeries(const DicomSeriesEntry& series, const Progress& progress = {});

} // namespace scansleuth::io
