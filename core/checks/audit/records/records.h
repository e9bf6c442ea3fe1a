// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "checks/audit/content/content.h"
#include "checks/audit/sources/sources.h"
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

// What one volume leaves behind (readsource.cpp): who it belongs to, how it was stored, its intensities
// and its content fingerprint. No voxels are kept.
namespace scansleuth::audit {

// Who the image belongs to. DICOM tags, or the DICOM series beside a NIfTI/NRRD/MetaImage file, or the
// CSV's patient column. "Beside" (dcm2niix's layout): the first series, in path order, among the DICOM files
// directly in the image's own folder and then in each of its direct subfolders, whose dims equal the image's
// up to their order (a conversion may reorient) and whose voxel centres span the same box in patient space
// (within half the series' largest spacing, at least 1 mm). Its identity and scanner tags become the image's.
// Failing that, the one DICOM SEG or RTSTRUCT in the image's own folder (a case folder holding the image and
// its mask): its patient, study, Frame of Reference and the series it references become the image's identity
// ("seg-beside", "rtstruct-beside"). SEG and RTSTRUCT objects are never records themselves: not images.
struct Identity
{
    std::string patientId, patientName, birthDate,
        sex; // DICOM (0010,0020) (0010,0010) (0010,0030) (0010,0040)
    std::string studyUid, seriesUid, frameOfReferenceUid, accessionNumber;
    std::vector<std::string> sopUids; // SOPInstanceUID of every file of the series, sorted
    std::string csvPatient;           // the CSV's patient column
    std::string from; // "dicom", "dicom-beside" (a NIfTI's DICOM source), "seg-beside", "rtstruct-beside",
                      // "csv", "" (none)
    std::string dicomSource; // dicom-beside: the folder the identity was read from

    friend bool operator==(const Identity&, const Identity&) = default;
};

// Per-volume intensity summary of the real values (slope * stored + intercept), finite voxels only
// (intensityprofile.cpp). Quantiles are exact (not sampled): quantiles[q] at q/100 (numpy's linear method),
// q = 0..100, so a split's distribution is the average of its volumes' quantile functions' CDFs (parity/).
inline constexpr int kQuantileCount = 101;
struct IntensityProfile
{
    std::int64_t count = 0;     // finite voxels
    std::int64_t nonFinite = 0; // NaN and infinities
    double min = 0, max = 0, mean = 0, std = 0;
    std::array<double, kQuantileCount> quantiles{};
    double zeroFraction = 0;    // exact zeros / count (background of skull-stripped or cropped data)
    bool integerValued = false; // every finite value an integer

    friend bool operator==(const IntensityProfile&, const IntensityProfile&) = default;
};

// One volume of one source: a DICOM series (its first time point when 4D), an image file, an array of a
// .npy/.npz (each array of an .npz its own record, label = the array's name) or a .pt.
struct VolumeRecord
{
    std::string split, caseId, path; // path: the file, or the series' folder
    std::string label;               // DICOM series label, .npz array name; else empty
    std::string format;              // io::formatName, or "npy", "npz", "pt"
    int volumes = 1;                 // time points of a 4D image (only the first is fingerprinted)
    Identity identity;
    // Modality, scanner and protocol facts, by DICOM keyword: Modality, Manufacturer, ManufacturerModelName,
    // ProtocolName, SeriesDescription, ConvolutionKernel, MagneticFieldStrength, KVP, SliceThickness,
    // InstitutionName, BodyPartExamined; NIfTI: "descrip"; only those present. Philips scaling
    // (docs/philips-scaling.md): PhilipsRescaleSlope, PhilipsRescaleIntercept, PhilipsScaleSlope,
    // PhilipsValues
    // ("display"/"precise"), from the DICOM series or a NIfTI's dcm2niix sidecar (<stem>.json) or
    // description.
    std::map<std::string, std::string> tags;
    bool hasGeometry = true;                   // false for arrays (npy/npz/pt): spacing unknown
    std::array<std::int64_t, 3> dims{0, 0, 0}; // storage order; arrays: last three axes reversed (x fastest)
    std::array<double, 3> spacing{0, 0, 0};    // mm, storage order
    // Where the grid lies (volume::Geometry, LPS mm): the centre of voxel 0 and the storage axes' unit
    // vectors as columns. Zero for arrays. Two records on one grid agree in dims, spacing, origin and
    // direction: the time points of one acquisition do (leakage.same_acquisition).
    volume::Vec3 origin{0, 0, 0};
    volume::Mat3 direction{};
    std::string orientation; // axis codes of the storage axes, e.g. "LPS", "RAS", "LPI"; "" for arrays
    std::string dtype;       // stored type: "int16", "float32", ...
    double rescaleSlope = 1, rescaleIntercept = 0;
    IntensityProfile intensity;
    ContentFingerprint content;

    friend bool operator==(const VolumeRecord&, const VolumeRecord&) = default;
};

struct FingerprintOptions
{
    bool nearDuplicates = true; // compute thumbnails and screens (the hash and statistics always)
    // TorchScript model for the optional embedding second opinion; empty: none. (content/embedding.cpp)
    std::string embeddingModel;
    std::string device = "auto";

    friend bool operator==(const FingerprintOptions&, const FingerprintOptions&) = default;
};

// Records of one source (used by fingerprintShard; public for tests). The embedder may be null.
Result<std::vector<VolumeRecord>> recordSource(const AuditSource& source, const FingerprintOptions& options,
                                               const Embedder* embedder = nullptr);

} // namespace scansleuth::audit
