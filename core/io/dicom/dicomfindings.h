// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/dicom/dicomheader.h"
#include "io/dicom/dicomreader.h"

#include <string>
#include <vector>

namespace scansleuth::io::detail {

// What the grouping step knows beyond the entry itself.
struct SeriesFacts
{
    const DicomFileHeader* firstFile = nullptr;
    std::vector<std::string> missingAttributes; // IPP/IOP/PixelSpacing absent somewhere (fallbacks used)
    std::vector<std::string> droppedImages;     // images left out because their position repeats unevenly
    std::vector<std::string> duplicateFiles;    // files whose SOPInstanceUID another file already has
};

// Series diagnostics from the sorted slices of `entry.info` (codes dicom.uneven_slice_spacing,
// dicom.missing_slices, dicom.duplicate_positions, dicom.gantry_tilt, dicom.instance_order_not_spatial,
// dicom.rescale_varies, dicom.single_slice, dicom.undecodable_transfer_syntax,
// dicom.frames_without_geometry, dicom.missing_geometry, dicom.unsupported_pixel_format,
// dicom.duplicate_instances), appended
// to entry.findings.
void addSeriesFindings(DicomSeriesEntry& entry, const SeriesFacts& facts);

// Entries `indices` came from one SeriesInstanceUID and series number: dicom.mixed_orientations when
// their orientations differ, else dicom.series_split naming what differs.
void addMixedGeometryFindings(std::vector<DicomSeriesEntry>& entries,
                              const std::vector<std::size_t>& indices);

// Folder level: dicom.multiple_series listing every series found.
Finding multipleSeriesFinding(const std::vector<DicomSeriesEntry>& entries);

} // namespace scansleuth::io::detail
