// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "io/dicom/segobject.h"
#include "volume/volume.h"

#include <optional>
#include <string>
#include <vector>

namespace scansleuth::io {

enum class Format
{
    Nifti1,
    Nifti2,
    Analyze,
    Dicom,
    Nrrd,
    MetaImage,
    OtherItk, // anything else ITK reads
    DicomSeg, // a DICOM Segmentation object, placed on a grid (io/segmentationloader.h)
    RtStruct, // a DICOM RT Structure Set, rasterised onto its image's grid
};

// "nifti1", "nifti2", "analyze", "dicom", "nrrd", "metaimage", "itk", "dicom-seg", "rtstruct"
const char* formatName(Format f);

// Everything in a NIfTI-1/NIfTI-2/Analyze header that a debugger needs, as stored (RAS frame,
// NIfTI conventions), before ScanSleuth chose a geometry from it.
struct NiftiHeaderInfo
{
    int version = 1;   // 1, 2, or 0 for Analyze 7.5
    std::string magic; // "n+1", "ni1", "n+2", "ni2", "" for Analyze
    bool bigEndian = false;
    bool gzipped = false;
    bool separateImageFile = false; // .hdr/.img
    std::array<std::int64_t, 8> dim{};
    std::array<double, 8> pixdim{};
    int datatype = 0;
    int bitpix = 0;
    double voxOffset = 0;
    double sclSlope = 0, sclInter = 0;
    int qformCode = 0, sformCode = 0;
    double quaternB = 0, quaternC = 0, quaternD = 0;
    double qoffsetX = 0, qoffsetY = 0, qoffsetZ = 0;
    double qfac = 1;                                // pixdim[0] as used: -1 or 1
    volume::Mat4 qformAffine = volume::identity4(); // RAS, from the quaternion
    volume::Mat4 sformAffine = volume::identity4(); // RAS, srow_x/y/z
    int dimInfo = 0;                                // freq/phase/slice bits
    int intentCode = 0;
    std::array<double, 3> intentParams{};
    std::string intentName;
    int xyztUnits = 0;
    std::string spatialUnits;  // "mm", "m", "um", "unknown"
    std::string temporalUnits; // "s", "ms", "us", "Hz", "ppm", "rad/s", "unknown"
    int sliceCode = 0, sliceStart = 0, sliceEnd = 0;
    double sliceDuration = 0, toffset = 0;
    double calMin = 0, calMax = 0;
    std::string descrip;
    std::string auxFile;
    // Which form the geometry came from: "sform", "qform" or "pixdim", and why, one sentence.
    std::string geometrySource;
    std::string geometryReason;
};

// The facts behind a DICOM series, per series and per slice.
struct DicomSliceInfo
{
    std::string file;
    int frame = 0; // frame within the file (multi-frame objects), 0-based
    int instanceNumber = 0;
    volume::Vec3 position{0, 0, 0}; // ImagePositionPatient (after mosaic correction), LPS mm
    double positionAlongNormal = 0; // dot(position, slice normal)
    double rescaleSlope = 1, rescaleIntercept = 0;
    double philipsScaleSlope = 0; // Philips private scale slope (2005,100E); 0 when absent
    double acquisitionTime = 0;   // seconds since midnight, 0 if absent
    int temporalIndex = 0;        // 0-based volume this slice belongs to
};

struct DicomSeriesInfo
{
    std::string studyInstanceUid, seriesInstanceUid, sopClassUid;
    std::string patientId, patientName, patientBirthDate, studyDate, modality, manufacturer,
        seriesDescription;
    // As stored in the first file (DS values as their text); empty when absent.
    std::string patientSex, accessionNumber, frameOfReferenceUid, manufacturerModelName, protocolName,
        convolutionKernel, magneticFieldStrength, kvp, institutionName, bodyPartExamined;
    std::vector<std::string> sopInstanceUids; // of every file of the series, in `files` order
    int seriesNumber = 0;
    std::vector<std::string> transferSyntaxes; // UIDs of all files
    std::vector<std::string> transferSyntaxNames;
    std::vector<std::string> imageType;
    int rows = 0, columns = 0, bitsAllocated = 0, bitsStored = 0, pixelRepresentation = 0;
    std::string photometricInterpretation;
    std::array<double, 6> imageOrientation{}; // row cosines then column cosines, LPS
    std::array<double, 2> pixelSpacing{};     // row spacing (between rows), column spacing
    double sliceThickness = 0;
    double spacingBetweenSlices = 0; // tag value, 0 when absent
    double gantryTiltTag = 0;
    double echoTime = 0;       // ms
    double repetitionTime = 0; // ms (RepetitionTime, or the enhanced MR timing group's); 0 if absent
    int echoNumber = 0;
    bool multiFrame = false; // an enhanced/multi-frame object
    bool mosaic = false;     // Siemens mosaic
    int mosaicImages = 0;    // NumberOfImagesInMosaic
    int mosaicTilesPerRow = 0;
    int volumeCount = 1; // time points
    int slicesPerVolume = 0;
    // Which attribute placed the slices, e.g. "GridFrameOffsetVector (3004,000C), offsets from ...".
    std::string framePlacement;
    std::string imageKind;  // "phase", "real", "imaginary", "fieldmap"; empty for magnitude/unknown
    std::string valueUnits; // DoseUnits, RescaleType or real-world-value units; empty when unstated
    std::vector<std::string> geometryProblems; // attributes present but unusable (NaN, absurd...)
    std::vector<DicomSliceInfo> slices;        // in the order stored in the volume(s), volume by volume
};

// Philips MR's two value conventions (docs/philips-scaling.md): display values DV = PV * RS + RI (the
// DICOM rescale, what the scanner console shows) and floating-point ("precise") values
// FP = DV / (RS * SS) with SS the private scale slope (2005,100E). dcm2niix writes FP by default (-p y)
// and DV with -p n; the two differ by the factor 1 / (RS * SS), about 1e5 on real data.
enum class PhilipsValues
{
    Display,
    Precise,
};
const char* philipsValuesName(PhilipsValues v); // "display", "precise"

struct PhilipsScaling
{
    double rescaleSlope = 1, rescaleIntercept = 0, scaleSlope = 0; // RS, RI, SS of the first slice
    bool varies = false; // RS, RI or SS differ between slices (each slice then has its own factor)
    PhilipsValues loaded = PhilipsValues::Display; // what the voxels of the LoadedImage hold
    // FP = DV * factor() (first slice's).
    double factor() const { return 1.0 / (rescaleSlope * scaleSlope); }

    friend bool operator==(const PhilipsScaling&, const PhilipsScaling&) = default;
};

// A SEG or RTSTRUCT loaded as a mask: what it holds and how it was placed. Its LoadedImage's volumes are the
// placed label maps (PlacedSegmentation::labelMaps: segments that overlap are in different volumes) or, for a
// FRACTIONAL SEG, one probability map per segment (fractionalLayers).
struct SegmentationInfo
{
    DicomSegObject::Kind kind = DicomSegObject::Kind::Seg;
    std::string sopInstanceUid, sopClassUid, transferSyntaxName, manufacturer, softwareVersions;
    std::string segmentationType, fractionalType; // SEG: "BINARY"/"FRACTIONAL"; "PROBABILITY"/"OCCUPANCY"
    int maxFractionalValue = 0;
    std::vector<SegmentFacts> segments; // stored order
    // volumeSegments[v]: the segment numbers held by volume v (a label map's values, or the one segment of
    // a probability map).
    std::vector<std::vector<int>> volumeSegments;
    // Per segment (segments order): voxels it covers on the grid, and slices that hold any (-1 unknown).
    std::vector<std::int64_t> segmentVoxels;
    std::vector<int> segmentSlices;
    std::int64_t frames = 0, contours = 0; // stored frames (SEG) or contours (RTSTRUCT)
    // What it references, and the image it was placed on.
    std::string referencedSeriesUid, referencedFrameOfReferenceUid;
    std::size_t referencedInstances = 0;
    std::string referenceLabel, referencePath; // empty when placed on its own grid
    std::string referenceFoundBy;              // "--reference", "the images opened with it", "its folder"...
    std::string gridSource;                    // PlacedSegmentation::gridSource
    bool onReferenceGrid = false;
    // The volumes were merged into one label map of every segment (flattenInPlace): volumeSegments has one
    // entry, and a FRACTIONAL SEG's probabilities were thresholded at 0.5.
    bool flattened = false;
};

// One image found and loaded: a file's volume, or a DICOM series (3D or 4D).
struct LoadedImage
{
    std::string path;               // what was opened: the file, or the series' folder
    std::vector<std::string> files; // the files read, in order
    Format format = Format::Nifti1;
    volume::VolumeList volumes; // one, or several for a 4D image; all on one geometry

    // Identifiers; empty where the format has none.
    std::string patientId, patientName, patientBirthDate, studyUid, seriesUid, seriesDescription, modality;
    std::string patientSex, accessionNumber, frameOfReferenceUid;

    std::optional<NiftiHeaderInfo> nifti;
    std::optional<DicomSeriesInfo> dicom;
    // A Philips MR series with the private scale slope: both conventions and which one the voxels hold.
    std::optional<PhilipsScaling> philips;
    // A SEG or RTSTRUCT (format DicomSeg or RtStruct).
    std::optional<SegmentationInfo> segmentation;
    // Raw facts of other formats (ITK's metadata dictionary): key/value strings.
    std::vector<std::pair<std::string, std::string>> metadata;

    Findings findings; // problems of the input, in the order found

    const volume::Geometry& geometry() const { return volumes.front().geometry(); }
    // A copy of everything but the voxels (`volumes` empty): for a derived image that keeps the facts.
    LoadedImage factsOnly() const;
    // CT by modality, or by the -1024 intercept scanners store CT with (for NIfTI, which has no modality).
    bool looksLikeCt() const
    {
        return modality == "CT" || (!volumes.empty() && volumes.front().rescale().intercept == -1024.0);
    }
};

} // namespace scansleuth::io
