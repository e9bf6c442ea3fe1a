// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "io/dicom/segobject.h"
#include "io/loadedimage.h"
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <optional>
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
    std::string softwareVersion; // SoftwareVersions of the equipment (ScanSleuth's version); empty: "unknown"
    std::string contentCreator;  // ContentCreatorName (PN); empty: "ScanSleuth"
    // Reports the writing's progress (a fraction rising from 0 to 1, with the step's name: one of
    // kSegWriteSteps) and is asked whether to go on between slices and frames; returning false stops the
    // writing with ErrorKind::Cancelled, before anything is renamed over `file`. Empty: never cancelled.
    Progress progress;
};

// The steps writeDicomSeg reports, in order (the Progress stage names): checking the mask's values, finding
// the slices each segment is on, adding the frames, DCMTK encoding the object, packing the bits, writing
// the file.
inline constexpr const char* kSegWriteSteps[] = {"checking the labels", "planning the frames",
                                                 "adding the frames",   "encoding the SEG",
                                                 "packing the pixels",  "writing the file"};

// The largest label value a SEG is written from: SegmentNumber is 16-bit (US), and a mask with larger values
// is taken for something other than a label map.
inline constexpr int kMaxSegLabelValue = 65535;

// The distinct label values above 0 of `labels`, ascending (the classes a SEG is written with). Errors,
// Invalid, naming the first offending voxel (i, j, k) and its value: a value that is not a whole number (a
// float mask with fractions, NaN, Inf), a negative value, a value above kMaxSegLabelValue. The rescale is
// applied first (stored * slope + intercept).
Result<std::vector<int>> labelValuesOf(const volume::Volume& labels);

// The label values a model's labels are written with: those in `present` (labelValuesOf) and every class
// 1..classes-1 of the model (classes counts background), ascending, each once; {1} when both are empty (a
// one-class model that found nothing still says what it looked for).
std::vector<int> modelSegmentValues(std::vector<int> present, int classes);

// A name (and colour) for a label value, from a label table.
struct SegLabelName
{
    int value = 0;
    std::string name;
    std::optional<std::array<std::uint8_t, 3>> rgb;
};

// One SegmentFacts per value, in the given order: number = the label value, label = its name in `names`
// (else "label N"), rgb from `names` when it has one; algorithm type AUTOMATIC, algorithm name
// `algorithmName`.
std::vector<SegmentFacts> segmentsForLabels(const std::vector<int>& values,
                                            const std::vector<SegLabelName>& names,
                                            const std::string& algorithmName);

// Writes `labels` (an integer label map on `reference`'s grid: the same geometry as its first volume) as a
// binary DICOM Segmentation to `file`, atomically: one segment per entry of options.segments, AUTOMATIC,
// referencing the reference series, its instances (each frame its source slice) and its Frame of Reference,
// with the patient and study of the reference. Only frames that hold a segment's voxels are written.
// Binary frames are packed here, whatever their pixel count (DCMTK before 3.6.9 packs frames whose pixel
// count is not a multiple of 8 wrongly, its issue 1132): one continuous LSB-first bit stream across frames,
// as PS3.5 8.1.1 says. A segment without voxels gets one all-zero frame (on the first slice), so that every
// segment of the SEG has a frame. Segment category and type codes default to SCT 85756007 "Tissue";
// SpecificCharacterSet is ISO_IR 192 (UTF-8). Frames are ordered segment by segment, slice by slice along
// the reference's stored order; each frame's PlanePosition is its slice's stored ImagePositionPatient and its
// SourceImage that slice's SOP instance (with the frame number for a multi-frame reference).
// Errors: Invalid (reference is not a DICOM series or lacks slice SOP instance UIDs, grids differ beyond
// 0.01 mm / 0.01 degree, a non-integer, negative or too large mask value, no segments, a segment number that
// is not a label value of 1..65535), Io (cannot write), Cancelled (options.progress asked to stop). On any
// error the target is left untouched and no temporary file stays.
Status writeDicomSeg(const std::string& file, const volume::Volume& labels, const LoadedImage& reference,
                     const SegWriteOptions& options);

} // namespace scansleuth::io
