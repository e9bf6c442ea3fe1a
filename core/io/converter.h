// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "io/imageloader.h"

#include <string>
#include <vector>

namespace scansleuth::io {

struct ConvertOptions
{
    std::string series; // only this DICOM series (UID or label)
    bool gzip = false;  // .nii.gz names in folder mode (a file OUT decides by its own extension)
    // Philips MR series with the private scale slope: which values are written (docs/philips-scaling.md).
    // Precise floating-point values by default, as dcm2niix writes them (its -p y).
    PhilipsValues philipsValues = PhilipsValues::Precise;
    // SEG and RTSTRUCT: the image to place them on (when their references do not find it), and one file per
    // segment instead of one label map per group of non-overlapping segments.
    std::string reference;
    bool perSegment = false;
};

struct ConvertReport
{
    LoadedPath loaded;                // what was read (errors of images that failed to load included)
    std::vector<std::string> written; // output files, in image order
    std::vector<Error> writeErrors;   // outputs that could not be written
};

// `scansleuth-cli convert PATH OUT`: reads PATH like loadPath() and writes NIfTI-1 the way dcm2niix
// does (qform and sform codes 1, 4D when the series is 4D, rescale stored as scl_slope/scl_inter; a
// Philips series in options.philipsValues, named in the description as "Philips precise|display").
// When OUT is an existing folder, every image is written into it as <label>.nii[.gz] (a numeric
// suffix keeps names unique); otherwise OUT is the .nii/.nii.gz file of the one image, and several
// images are an Invalid error that lists them. Outputs are written atomically.
// A SEG or RTSTRUCT (docs/dicom-seg.md, "Converting") is written as label maps, one per group of segments
// that do not overlap: <label>.nii[.gz] when there is one group, else <label>_group<G>.nii[.gz] (G from 1);
// with perSegment, or for a FRACTIONAL SEG, one file per segment, <label>_seg<N>.nii[.gz] (N the segment
// number; 0/1 uint8, or the float32 probability). Beside each label map, <stem>_labels.csv (label,name,r,g,b)
// names its values; a file OUT is the first output and the others take its stem with the same suffixes.
Result<ConvertReport> convertPath(const std::string& path, const std::string& out,
                                  const ConvertOptions& options, const Progress& progress = {});

} // namespace scansleuth::io
