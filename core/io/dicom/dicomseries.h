// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/dicom/dicomheader.h"
#include "io/dicom/dicomreader.h"
#include "io/dicom/dicomterms.h"
#include "volume/geometry.h"

#include <vector>

namespace scansleuth::io::detail {

// Groups file headers into series (SeriesInstanceUID, series number, size, bits, echo, image type,
// mosaic layout, then orientation and pixel spacing within tolerance), sorts each along its slice
// normal, arranges repeated positions into volumes and fills each entry's info, files, label and
// findings. Folder-level findings (dicom.multiple_series) go to `folderFindings`.
std::vector<DicomSeriesEntry> groupIntoSeries(const std::vector<DicomFileHeader>& headers,
                                              Findings& folderFindings);

// The geometry of one volume of the series (LPS, ITK contract): origin = first stored slice,
// directions = row cosine, column cosine, slice normal; slice spacing = mean gap along the normal,
// or SpacingBetweenSlices / SliceThickness for a single slice.
volume::Geometry geometryFromSeriesInfo(const DicomSeriesInfo& info);

// "s003_T1_MPRAGE": the series number and the description (or the modality), sanitised.
std::string seriesLabel(int seriesNumber, const std::string& description, const std::string& modality);

// Row cosine x column cosine of an ImageOrientationPatient, normalised.
volume::Vec3 sliceNormal(const std::array<double, 6>& orientation);

} // namespace scansleuth::io::detail
