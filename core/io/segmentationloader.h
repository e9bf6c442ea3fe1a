// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "io/loadedimage.h"

#include <optional>
#include <string>
#include <vector>

// DICOM SEG and RTSTRUCT objects loaded as masks: read (io/dicom/segobjectreader.h), their image found, and
// placed on its grid (io/dicom/segplacement.h, io/dicom/rtstructraster.h). The rules are in docs/dicom-seg.md
// and docs/rtstruct.md; how the image is found is below.
namespace scansleuth::io {

// "seg" or "rtstruct" when `path` is a DICOM SEG or RTSTRUCT object (reads its header), else empty.
std::string segmentationKindOf(const std::string& path);

struct SegmentationLoadOptions
{
    // "seg" or "rtstruct" when the caller has read it already (DicomSegmentationEntry::kind,
    // segmentationKindOf()); empty: read from the file's header.
    std::string kind;
    // An image given by the user (--reference IMAGE): used whatever it references, and the findings say when
    // it is not the image the object names.
    std::string referencePath;
    // An image already open to place it on whatever it references (check-pair's IMAGE): like referencePath.
    const LoadedImage* placeOn = nullptr;
    std::string placeOnLabel;
    // Images already open beside the object (the other inputs of a command, the viewer's layers): searched
    // before any folder. `candidateLabels` parallels it (may be shorter).
    std::vector<const LoadedImage*> candidates;
    std::vector<std::string> candidateLabels;
    // Search the object's folder and, failing that, the folder above it (recursively, at most this many
    // files each) for the series it references. 0 switches the search off.
    std::size_t folderSearchLimit = 20000;
};

struct LoadedSegmentation
{
    LoadedImage mask; // format DicomSeg or RtStruct, `segmentation` filled
    // The image it was placed on when the search loaded it (not when it was one of the candidates).
    std::optional<LoadedImage> reference;
    std::string referenceLabel;
    int candidateIndex = -1; // which candidate it was placed on, -1 when none
};

// Reads the SEG or RTSTRUCT at `path` and places it on the image it references, found in this order:
// options.placeOn; options.referencePath; a candidate whose SeriesInstanceUID is the referenced series, or
// that holds a referenced SOP instance; the object's folder; the folder above. A SEG whose image is not found
// is placed on the grid of its own frames (said in gridSource and a finding); an RTSTRUCT needs its image
// (NotFound naming the series and where it looked). Errors of the readers pass through (Unsupported for
// LABELMAP SEGs and transfer syntaxes DCMTK cannot decode, Corrupt, TooLarge).
Result<LoadedSegmentation> loadDicomSegmentation(const std::string& path,
                                                 const SegmentationLoadOptions& options = {},
                                                 const Progress& progress = {});

// A mask file to be checked against `image` (check-pair, the investigation's experiments): a SEG or RTSTRUCT
// is placed on `image` whatever it references (its findings say when that is not the referenced series); with
// no image, on the image its references find. Any other file loads as loadPath() loads it and must hold one
// image (Invalid otherwise). A SEG/RTSTRUCT comes flattened (flattenedMask): the checks see one label map.
Result<LoadedImage> loadMaskFor(const std::string& path, const LoadedImage* image,
                                const Progress& progress = {});

// One label map of every segment of a loaded SEG/RTSTRUCT (its volumes merged; where segments overlap the
// later volume's segment wins, and `overlapVoxels` counts such voxels). A FRACTIONAL SEG is thresholded at
// 0.5 per segment first. Values are segment numbers (uint8, uint16 or uint32 as the numbers need). Returns
// a copy of the single volume for a mask that has one label map.
Result<volume::Volume> flattenSegmentation(const LoadedImage& mask, std::int64_t* overlapVoxels = nullptr);

// A loaded SEG/RTSTRUCT with several volumes (groups of overlapping segments, or a FRACTIONAL SEG's
// probability maps) as one image per volume, each with the segment facts of its own volume (`names` gets "
// (group G)" or
// ": SEGMENT LABEL" to tell them apart). A single-volume mask gives one copy.
Result<std::vector<LoadedImage>>
splitSegmentationVolumes(const LoadedImage& mask, std::vector<std::string>* names, const std::string& label);

// A loaded SEG/RTSTRUCT with flattenSegmentation()'s one label map as its only volume
// (SegmentationInfo::flattened), its facts and findings kept, and seg.overlap_flattened (info) when segments
// overlapped and the map had to pick one.
Result<LoadedImage> flattenedMask(const LoadedImage& mask);

// The segment facts behind label value `value` of a loaded SEG/RTSTRUCT, or nullptr.
const SegmentFacts* segmentOf(const LoadedImage& mask, int value);

} // namespace scansleuth::io
