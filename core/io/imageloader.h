// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "io/loadedimage.h"

#include <string>
#include <vector>

namespace scansleuth::io {

struct LoadPathOptions
{
    // When set, only the DICOM series whose SeriesInstanceUID or label equals this is loaded.
    std::string series;
    // Which values a Philips MR series with the private scale slope loads as (docs/philips-scaling.md):
    // display values (the DICOM rescale) unless asked for the precise floating-point ones.
    PhilipsValues philipsValues = PhilipsValues::Display;
    // SEG and RTSTRUCT objects: the image to place them on when it is not found by their references
    // (io/segmentationloader.h), and whether an image the search found (not one opened here) joins `images`
    // before the mask (the viewer wants it as the base; `info` and `convert` do not).
    std::string reference;
    bool withReferenceImages = false;
    // Images already open elsewhere (the viewer's base image): searched for an object's image after those
    // opened here. Must outlive the call.
    std::vector<const LoadedImage*> openImages;
};

// Everything found at a path: the images that loaded, the ones that did not (partial success is
// normal for a folder), the files that are not images, and folder-level findings.
struct LoadedPath
{
    std::string path;
    std::vector<LoadedImage> images;
    std::vector<std::string> imageLabels; // per image: the DICOM series label or the file's base name
    // Per image: for a SEG or RTSTRUCT, the index in `images` of the image it was placed on; -1 otherwise
    // (and for one placed on its own grid or on an image not in `images`).
    std::vector<int> maskOf;
    std::vector<Error> errors;            // one per image or file that failed
    std::vector<std::string> skippedFiles;
    Findings findings;

    bool partial() const { return !images.empty() && !errors.empty(); }
};

// Opens a file (NIfTI-1/2, Analyze, DICOM, DICOM SEG and RTSTRUCT, or anything ITK reads) or a folder
// (scanned recursively for DICOM series, SEG/RTSTRUCT objects and image files; each object is placed on the
// series it references when that is there, io/segmentationloader.h). Fails only when nothing could be loaded: NotFound when there is
// no image, otherwise the first image's error. Inputs are never modified.
Result<LoadedPath> loadPath(const std::string& path, const LoadPathOptions& options = {},
                            const Progress& progress = {});

// The short name used for output files: DICOM series label, or the file name without extension.
std::string imageLabel(const LoadedImage& image);
// A file's name without folder and image extension (.nii.gz, .nii, .hdr, .nrrd, .mha, .dcm...); "image"
// when nothing is left.
std::string fileStem(const std::string& path);

} // namespace scansleuth::io
