// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/dicom/segobject.h"

// Rasterising an RTSTRUCT's contours onto an image's grid (pure: no DCMTK). The rule is in docs/rtstruct.md.
namespace scansleuth::io {

// The ROIs as label maps on `reference`'s grid (segobject.h: PlacedSegmentation, ROI numbers as values). Each
// contour goes onto the slice whose plane it lies in (in the image's own plane, oblique or not); a voxel is
// inside when its centre is inside the polygon or on its border; contours on one plane combine by XOR (inner
// contours are holes). Findings: contours on no slice plane, a Frame of Reference or series that is not the
// image's, referenced slices that are not there (what could be placed is rasterised, what could not is said),
// contours that trace voxel centres.
Result<PlacedSegmentation> rasteriseRtStruct(const DicomSegObject& rt, const ReferenceImage& reference);

} // namespace scansleuth::io
