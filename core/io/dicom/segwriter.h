// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/dicom/segobject.h"
#include "io/loadedimage.h"
#include "volume/volume.h"

#include <string>
#include <vector>

namespace scansleuth::io {

// What goes into a SEG besides the mask: one entry per class to write, and who made it.
struct SegWriteOptions
{
    // One per segment, in segment number order: `number` is the label value in the mask that becomes this
    // segment (segments are renumbered 1..n in the file), `label` its SegmentLabel (from a label table when
    // one is given, else "label N"), colour and codes where known. Label values without an entry are not
    // written.
    std::vector<SegmentFacts> segments;
    std::string algorithmName;    // the model's name: SegmentAlgorithmName of every (AUTOMATIC) segment
    std::string algorithmVersion; // the model's version (or file hash), in the algorithm identification
    std::string seriesDescription = "ScanSleuth segmentation";
    int seriesNumber = 300;
};

// Writes `labels` (an integer label map on `reference`'s grid: the same geometry as its first volume) as a
// binary DICOM Segmentation to `file`, atomically: one segment per entry of options.segments, AUTOMATIC,
// referencing the reference series, its instances (each frame its source slice) and its Frame of Reference,
// with the patient and study of the reference. Only frames that hold a segment's voxels are written.
// Binary frames are packed here, whatever their pixel count (DCMTK before 3.6.9 packs frames whose pixel
// count is not a multiple of 8 wrongly, its issue 1132). Errors: Invalid (reference is not a DICOM series,
// grids differ, a non-integer or negative mask, no segments), Io (cannot write).
Status writeDicomSeg(const std::string& file, const volume::Volume& labels, const LoadedImage& reference,
                     const SegWriteOptions& options);

} // namespace scansleuth::io
