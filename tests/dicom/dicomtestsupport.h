// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace scansleuth::testing {

// One synthetic DICOM image, written with DCMTK. Unset optionals leave the attribute out.
struct SyntheticSlice
{
    std::string seriesUid = "1.2.826.0.1.3680043.8.498.1";
    std::string sopUid; // generated from the instance number when empty
    std::string seriesDescription = "synthetic";
    std::string imageType = "ORIGINAL\\PRIMARY\\AXIAL";
    std::string modality = "CT";
    std::string transferSyntax = "1.2.840.10008.1.2.1"; // explicit LE; "1.2.840.10008.1.2" / ".2.2" too
    int seriesNumber = 1;
    int instanceNumber = 1;
    int acquisitionNumber = 1;
    std::optional<int> echoNumber;
    int rows = 4, columns = 5;
    int bitsAllocated = 16, pixelRepresentation = 1, samplesPerPixel = 1;
    std::optional<volume::Vec3> position = volume::Vec3{0, 0, 0};
    std::optional<std::array<double, 6>> orientation = std::array<double, 6>{1, 0, 0, 0, 1, 0};
    std::optional<std::array<double, 2>> pixelSpacing = std::array<double, 2>{0.5, 0.75};
    std::optional<double> sliceThickness = 2.0;
    std::optional<double> gantryTilt;
    double slope = 1, intercept = 0;
    std::vector<std::int32_t> values; // rows * columns samples; a ramp from the instance number when empty
    // frames > 1 writes an enhanced multi-frame object: geometry in functional groups, frame k at
    // position + k * frameGap along the normal, except the frames listed in framesWithoutPosition.
    int frames = 1;
    double frameGap = 2.0;
    std::vector<int> framesWithoutPosition;
    // Per frame (when not empty): the slot along the normal (position + slot * frameGap, instead of
    // k), the Image Frame Type macro (FrameType; ComplexImageComponent when frameComplex is set), and
    // a per-frame Pixel Value Transformation (slope, intercept, RescaleType).
    std::vector<int> frameSlot;
    std::vector<std::string> frameTypes, frameComplex;
    std::vector<double> frameSlopes, frameIntercepts;
    std::vector<std::string> frameRescaleTypes;
};

// An RT Dose object as treatment planning systems write it: one multi-frame file without
// functional groups, frames placed by GridFrameOffsetVector (3004,000C), 32-bit unsigned doses
// scaled by DoseGridScaling (3004,000E), DoseUnits GY. Unset optionals leave the attribute out.
struct SyntheticRtDose
{
    int rows = 10, columns = 10;
    std::vector<double> offsets; // one per frame, mm
    std::optional<volume::Vec3> position = volume::Vec3{0, 0, 0};
    std::optional<std::array<double, 6>> orientation = std::array<double, 6>{1, 0, 0, 0, 1, 0};
    std::optional<std::array<double, 2>> pixelSpacing = std::array<double, 2>{2.5, 2.0};
    double doseGridScaling = 1e-3;
    // stored value of voxel (column, row, frame)
    static std::uint32_t value(int column, int row, int frame) { return 1000u * frame + 10u * row + column; }
};
std::string writeRtDose(const std::string& path, const SyntheticRtDose& dose);

// Rewrites `path` (explicit VR little endian) with the listed string-valued elements stored as VR
// UN, as anonymisers and PACS do; the values are unchanged. Returns an error text or empty.
std::string rewriteAsUn(const std::string& path, const std::vector<std::pair<unsigned, unsigned>>& tags);

// True when the file stores element (group,element) with VR UN (explicit VR little endian bytes).
bool storedAsUn(const std::string& path, unsigned group, unsigned element);

// Writes `slice` as a DICOM Part 10 file; returns an error message, or empty on success.
std::string writeSyntheticSlice(const std::string& path, const SyntheticSlice& slice);

// Rewrites an existing DICOM file with one attribute set to `value` (a DICOM string value), or
// removed when `value` is empty; returns an error text or empty.
std::string setDicomAttribute(const std::string& path, unsigned group, unsigned element,
                              const std::string& value);

// Writes n slices starting at `first`, each `gap` mm further along the slice normal (row x column
// of `base.orientation`), InstanceNumber 1..n, files "slice_<k>.dcm" in `dir`. `edit(k, slice)` may
// change each slice before it is written.
std::string writeSyntheticSeries(const std::string& dir, const SyntheticSlice& base, int n, double gap,
                                 const std::function<void(int, SyntheticSlice&)>& edit = {});

// The sample value a default synthetic slice holds at (column, row) for an instance number.
std::int32_t rampValue(int instanceNumber, int column, int row, int columns);

// A dcm2niix-style reference NIfTI-1 (uncompressed .nii): one Volume per time point, geometry from
// the sform (LPS, ITK contract), voxels as stored with scl_slope/inter as the rescale.
Result<volume::VolumeList> readReferenceNifti(const std::string& path);

// Maximum absolute difference of the real values of two volumes on the same grid after both are
// reoriented to canonical; `affineError` gets the largest difference of the RAS affines (mm).
// Returns a negative number when the grids differ in size.
double compareCanonical(const volume::Volume& a, const volume::Volume& b, double& affineError);

} // namespace scansleuth::testing
