// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "volume/geometry.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace scansleuth::io::detail {

// The header facts of one 2D image: a classic single-frame file, or one frame of a multi-frame
// object. Positions and directions are LPS millimetres, as stored in the file.
struct DicomFrameHeader
{
    int frame = 0; // 0-based frame within its file
    bool hasPosition = false, hasOrientation = false, hasSpacing = false;
    volume::Vec3 position{0, 0, 0};           // ImagePositionPatient
    std::array<double, 6> orientation{};      // row cosines, then column cosines
    std::array<double, 2> pixelSpacing{1, 1}; // between rows, between columns
    double sliceThickness = 0;
    double slope = 1, intercept = 0;
    // Philips MR private scale slope (2005,100E), creator "Philips MR Imaging DD 001" (enhanced objects:
    // inside the frame's private sequence (2005,140F)); 0 when absent or not Philips.
    // docs/philips-scaling.md.
    double philipsScaleSlope = 0;
    int temporalIndex = 0; // TemporalPositionIndex / TemporalPositionIdentifier, 0 when absent
    double frameTime = 0;  // FrameAcquisitionDateTime or AcquisitionTime, seconds since midnight
    int stackPosition = 0; // InStackPositionNumber, 0 when absent
    // What the frame holds, from its FrameType / ComplexImageComponent ("phase", "real",
    // "imaginary", "fieldmap", or empty for magnitude/unknown), and the units of its values
    // (RescaleType, RealWorldValueMapping units, DoseUnits); frames that differ never share a volume.
    std::string kind, units;
};

// The header facts of one DICOM file, read once by scanDicom().
struct DicomFileHeader
{
    std::string path;
    std::uint64_t fileSize = 0;
    std::string transferSyntax; // UID
    std::string transferSyntaxName;
    std::string sopClassUid, sopInstanceUid, studyUid, seriesUid;
    std::string patientId, patientName, patientBirthDate, studyDate, modality, manufacturer,
        seriesDescription;
    // Identity and acquisition facts for the dataset audit, as stored (DS values as their text).
    std::string patientSex, accessionNumber, frameOfReferenceUid, manufacturerModelName, protocolName,
        convolutionKernel, magneticFieldStrength, kvp, institutionName, bodyPartExamined;
    std::string photometric;
    std::vector<std::string> imageType;
    int seriesNumber = 0, instanceNumber = 0, acquisitionNumber = 0, echoNumber = 0;
    double echoTime = 0;
    double repetitionTime = 0; // ms; 0 when absent
    int rows = 0, columns = 0, bitsAllocated = 0, bitsStored = 0, pixelRepresentation = 0;
    int samplesPerPixel = 1;
    std::int64_t numberOfFrames = 1;
    double spacingBetweenSlices = 0, gantryTilt = 0;
    bool multiFrame = false; // per-frame functional groups present
    bool hasPixelData = false;

    // Siemens mosaic: images in the mosaic (0 when not a mosaic) and the CSA slice normal.
    int mosaicImages = 0;
    std::optional<volume::Vec3> csaSliceNormal;

    // Native (uncompressed, not deflated) pixel data: where its value starts in the file, its
    // length, and whether it is big endian. valueOffset < 0 when it must be read through DCMTK.
    bool encapsulated = false;
    bool bigEndian = false;
    std::int64_t pixelValueOffset = -1;
    std::uint64_t pixelValueLength = 0;

    std::vector<DicomFrameHeader> frames; // one for a single-frame file

    // A SEG or RTSTRUCT object, which is a mask of another series, not an image: "seg" or "rtstruct", and the
    // series it references (SEG: ReferencedSeriesSequence; RTSTRUCT: RTReferencedSeriesSequence inside
    // ReferencedFrameOfReferenceSequence). Its header stops at the identity: no frames, no pixel facts.
    std::string segmentationKind, referencedSeriesUid;

    // Which attribute placed the frames in space, for `info` (e.g. "GridFrameOffsetVector
    // (3004,000C), offsets relative to ImagePositionPatient"); empty for a single-frame file.
    std::string framePlacement;
    // Geometry values present but unusable (NaN, Inf, absurd, degenerate), one line each, naming the
    // attribute and its tag; the frames concerned have hasPosition/hasOrientation/hasSpacing false.
    std::vector<std::string> geometryProblems;
};

// Bytes of one stored frame (rows * columns * bitsAllocated / 8), 0 on overflow or bad values.
std::uint64_t frameBytes(const DicomFileHeader& h);

} // namespace scansleuth::io::detail
