// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "loadedimage.h"

namespace scansleuth::io {

const char* formatName(Format f)
{
    switch (f) {
    case Format::Nifti1:
        return "nifti1";
    case Format::Nifti2:
        return "nifti2";
    case Format::Analyze:
        return "analyze";
    case Format::Dicom:
        return "dicom";
    case Format::Nrrd:
        return "nrrd";
    case Format::MetaImage:
        return "metaimage";
    case Format::OtherItk:
        return "itk";
    case Format::DicomSeg:
        return "dicom-seg";
    case Format::RtStruct:
        return "rtstruct";
    }
    return "unknown";
}

LoadedImage LoadedImage::factsOnly() const
{
    LoadedImage out;
    out.path = path;
    out.files = files;
    out.format = format;
    out.patientId = patientId;
    out.patientName = patientName;
    out.patientBirthDate = patientBirthDate;
    out.studyUid = studyUid;
    out.seriesUid = seriesUid;
    out.seriesDescription = seriesDescription;
    out.modality = modality;
    out.patientSex = patientSex;
    out.accessionNumber = accessionNumber;
    out.frameOfReferenceUid = frameOfReferenceUid;
    out.nifti = nifti;
    out.dicom = dicom;
    out.philips = philips;
    out.segmentation = segmentation;
    out.metadata = metadata;
    out.findings = findings;
    return out;
}

} // namespace scansleuth::io
