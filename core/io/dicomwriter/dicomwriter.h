// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "volume/volume.h"

#include <string>

namespace scansleuth::io {

// What goes into the DICOM header besides the volume itself.
struct DicomWriteOptions
{
    std::string patientName = "Demo^Phantom";
    std::string patientId = "SCANSLEUTH-DEMO";
    std::string patientBirthDate;  // DICOM DA (YYYYMMDD); empty: present but empty (type 2)
    std::string patientSex;        // "M", "F", "O" or empty
    std::string studyInstanceUid;  // generated (dcmGenerateUniqueIdentifier) when empty
    std::string seriesInstanceUid; // generated when empty
    std::string seriesDescription = "ScanSleuth demo CT";
    std::string modality = "CT"; // "CT" or "MR"
    int seriesNumber = 1;
    // Explicit VR little endian; implicit VR little endian (1.2.840.10008.1.2) and explicit VR big
    // endian (1.2.840.10008.1.2.2) are also accepted.
    std::string transferSyntax = "1.2.840.10008.1.2.1";
    // Gives the slices InstanceNumbers (and file names) in a scrambled but deterministic order, for
    // tests that must not rely on InstanceNumber or file name order.
    bool shuffleInstanceNumbers = false;
};

// Writes `v` as one classic single-frame file per slice (CT Image Storage for CT, MR Image Storage
// for MR), named IM0001.dcm, IM0002.dcm... (the number is the slice's InstanceNumber) in `folder`,
// which is created if missing. Each file is written atomically (temporary file, then rename).
//
// The volume must hold int16 or uint16 voxels; its slices are the planes of constant index k. The
// header follows v.geometry() (LPS, mm): ImagePositionPatient of slice k = indexToPatient(0,0,k),
// ImageOrientationPatient = direction columns 0 and 1, PixelSpacing = [spacing[1], spacing[0]]
// (row spacing first), SliceThickness = SpacingBetweenSlices = spacing[2], SliceLocation =
// position along the slice normal, RescaleSlope/Intercept = v.rescale(), InstanceNumber = k + 1
// (unless shuffled), one FrameOfReferenceUID for the series.
//
// Fails with ErrorKind::Invalid for another voxel type, an empty volume, an unknown modality or
// transfer syntax; ErrorKind::Io when the folder or a file cannot be written; ErrorKind::Cancelled
// when `progress` asks to stop. On failure the files this call already wrote are removed.
Status writeDicomSeries(const std::string& folder, const volume::Volume& v,
                        const DicomWriteOptions& options = {}, const Progress& progress = {});

} // namespace scansleuth::io
