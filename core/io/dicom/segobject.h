// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/result.h"
#include "io/dicom/segpixelbuffer.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// Model outputs as clinical pipelines write them: DICOM Segmentation (SEG) and RT Structure Set (RTSTRUCT)
// objects, as stored (read by the DICOM module, segobjectreader.h) and as placed on a voxel grid
// (segplacement.h for SEG frames, rtstructraster.h for RTSTRUCT contours). No DCMTK here: the program and the
// module both use these types (dicombackend.h).
namespace scansleuth::io {

inline constexpr const char* kSegmentationStorageUid = "1.2.840.10008.5.1.4.1.1.66.4";
inline constexpr const char* kLabelMapSegmentationStorageUid = "1.2.840.10008.5.1.4.1.1.66.7";
inline constexpr const char* kRtStructureSetStorageUid = "1.2.840.10008.5.1.4.1.1.481.3";

// A coded concept (code sequence item): CodeValue, CodingSchemeDesignator, CodeMeaning.
struct CodedTerm
{
    std::string value, scheme, meaning;
    bool empty() const { return value.empty() && meaning.empty(); }
    friend bool operator==(const CodedTerm&, const CodedTerm&) = default;
};

// One SEG segment or RTSTRUCT ROI, the facts a user needs to know what it is and who made it.
struct SegmentFacts
{
    int number = 0;          // SegmentNumber (SEG) or ROINumber (RTSTRUCT), as stored
    std::string label;       // SegmentLabel, or ROIName
    std::string description; // SegmentDescription, or ROIDescription
    std::string
        algorithmType; // SegmentAlgorithmType (AUTOMATIC, SEMIAUTOMATIC, MANUAL), or ROIGenerationAlgorithm
    std::string algorithmName;   // SegmentAlgorithmName (the model, for AUTOMATIC segments)
    CodedTerm category;          // SegmentedPropertyCategoryCodeSequence
    CodedTerm type;              // SegmentedPropertyTypeCodeSequence
    std::string interpretedType; // RTSTRUCT: RTROIInterpretedType (ORGAN, PTV, EXTERNAL...)
    // Display colour as sRGB 0..255: RecommendedDisplayCIELabValue converted (SEG), or ROIDisplayColor.
    std::optional<std::array<std::uint8_t, 3>> rgb;
};

// One stored SEG frame: which segment it belongs to and where it lies.
struct SegFrame
{
    int index = 0;         // 0-based frame number in the object
    int segmentNumber = 0; // ReferencedSegmentNumber of its Segment Identification
    bool hasPosition = false;
    volume::Vec3 position{0, 0, 0};       // PlanePositionSequence ImagePositionPatient, LPS mm
    std::array<double, 6> orientation{};  // per-frame or shared PlaneOrientation (row, column cosines)
    std::array<double, 2> pixelSpacing{}; // per-frame or shared PixelMeasures (between rows, columns)
    double sliceThickness = 0;
    double spacingBetweenSlices = 0;      // PixelMeasures' SpacingBetweenSlices, 0 when absent
    std::string referencedSopInstanceUid; // DerivationImage's SourceImage, empty when absent
    int referencedFrameNumber = 0;        // 1-based, 0 when absent
    // Set by the reader when the frame's pixels are all 0, so placement can skip it (false: not known, or
    // some pixel set; a frame that shares a byte with a neighbour's set bits counts as set).
    bool empty = false;
};

// One RTSTRUCT contour (ContourSequence item of a ROI's ROIContourSequence).
struct RtContour
{
    int roiNumber = 0;                // ReferencedROINumber
    std::string geometricType;        // CLOSED_PLANAR, POINT, OPEN_PLANAR, OPEN_NONPLANAR, CLOSEDPLANAR_XOR
    std::vector<volume::Vec3> points; // ContourData, LPS mm, in stored order
    std::vector<std::string> referencedSopInstanceUids; // ContourImageSequence
};

// A SEG or RTSTRUCT object as stored, before any grid is chosen.
struct DicomSegObject
{
    enum class Kind
    {
        Seg,
        RtStruct,
    };
    Kind kind = Kind::Seg;
    std::string path;
    std::string sopClassUid, sopInstanceUid, seriesInstanceUid, studyInstanceUid, frameOfReferenceUid;
    std::string patientId, patientName, patientBirthDate, modality, manufacturer, seriesDescription,
        contentLabel, contentDescription, softwareVersions;
    std::string transferSyntax, transferSyntaxName;

    // What it refers to: ReferencedSeriesSequence (SEG) or RTReferencedSeries (RTSTRUCT); the SOP instances
    // of its images, in stored order; and the Frame of Reference of the referenced images (RTSTRUCT's
    // ReferencedFrameOfReferenceSequence; the SEG's own FrameOfReferenceUID).
    std::string referencedSeriesUid;
    std::vector<std::string> referencedSopInstanceUids;
    std::string referencedFrameOfReferenceUid;

    std::vector<SegmentFacts> segments; // in stored order

    // SEG only.
    std::string segmentationType; // "BINARY", "FRACTIONAL"
    std::string fractionalType;   // "PROBABILITY", "OCCUPANCY" (FRACTIONAL only)
    int maxFractionalValue = 0;   // FRACTIONAL only
    int rows = 0, columns = 0;
    std::vector<SegFrame> frames; // in stored order
    // Frame pixels as stored, frames.size() x rows x columns in stored order, row by row:
    //   - BINARY: PACKED, 1 bit a pixel, as in the file: one continuous bit stream across frames (frames are
    //     not byte-aligned when rows * columns is not a multiple of 8): frame f, pixel i (= row * columns +
    //     column) is bit (f * rows * columns + i) % 8 of byte (f * rows * columns + i) / 8, least significant
    //     bit first. segPixelBit() reads one.
    //   - FRACTIONAL: one byte a pixel, the stored value 0..maxFractionalValue (not yet divided).
    SegPixels pixels;
    int bitsAllocated = 0; // 1 (BINARY) or 8 (FRACTIONAL), as stored

    // RTSTRUCT only.
    std::vector<RtContour> contours; // in stored order, all ROIs

    Findings findings; // what was noticed while reading (seg.*, rtstruct.*)
};

// The image a SEG or RTSTRUCT is placed on: its grid and the identifiers its references are checked against.
struct ReferenceImage
{
    std::string label; // "s002_CT" or the file name, for messages
    std::string path;
    volume::Geometry geometry;
    std::string seriesInstanceUid, frameOfReferenceUid;
    // SOPInstanceUID of each slice k (geometry.size[2] entries; empty strings where unknown, e.g. NIfTI).
    std::vector<std::string> sliceSopInstanceUids;
    // ImagePositionPatient of each slice k as stored (LPS mm; empty where unknown). Differs from the grid's
    // voxel (0,0,k) centre for a gantry-tilted series, whose slices are sheared, not stacked on the normal.
    std::vector<volume::Vec3> slicePositions;
    double sliceThickness = 0; // SliceThickness of the series, 0 when unknown
};

// A SEG or RTSTRUCT placed on a grid. Memory matters: a 512 x 512 x 300 SEG with 20 segments must not become
// 20 full volumes (1.5 GB), so binary segments go into label maps.
//   - BINARY SEG and RTSTRUCT: `labelMaps`, each holding segments that do not overlap one another (voxel
//   value =
//     the segment's number, 0 = none; uint8, or uint16 when a number exceeds 255). groups[g] lists the
//     segment numbers held by labelMaps[g]. Segments that overlap go to different maps: nothing is merged or
//     dropped. The usual case (no overlap) is one map. Assign greedily: place frame by frame into map 0; when
//     a frame meets voxels of another segment, note the pair, and only then re-place into as many maps as
//     needed.
//   - FRACTIONAL SEG: `fractionalLayers`, one float32 volume per segment in DicomSegObject::segments order,
//     the stored value divided by MaximumFractionalValue (a probability map); labelMaps and groups empty.
struct PlacedSegmentation
{
    volume::Geometry geometry;
    std::vector<volume::Volume> labelMaps;
    std::vector<std::vector<int>> groups;
    std::vector<volume::Volume> fractionalLayers;
    // Where the grid came from, one phrase for `info`: "the referenced image s002_CT", "the SEG's own frames
    // (3 positions, 1.0 mm apart)".
    std::string gridSource;
    bool onReferenceGrid = false; // the grid is ReferenceImage::geometry
    Findings findings;            // placement and reference forensics (seg.*, rtstruct.*)
};

// Pixel `i` (row * columns + column) of frame `frame` of a BINARY SEG (DicomSegObject::pixels): 0 or 1.
inline int segPixelBit(const DicomSegObject& seg, std::size_t frame, std::size_t i)
{
    const std::size_t bit =
        frame * static_cast<std::size_t>(seg.rows) * static_cast<std::size_t>(seg.columns) + i;
    return (seg.pixels[bit >> 3] >> (bit & 7)) & 1;
}

} // namespace scansleuth::io
