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

} // namespace scansleuth::io
