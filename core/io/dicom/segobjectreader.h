// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/dicom/segobject.h"

#include <string>

// Reading SEG and RTSTRUCT objects through DCMTK (dcmseg, dcmfg, dcmiod, dcmrt). Built into the module
// libscansleuth-dicom.so; the program calls the forwarders in dicomloader.cpp (dicombackend.h).
namespace scansleuth::io::detail {

// A DICOM Segmentation (BINARY or FRACTIONAL): every segment's facts, every frame's segment and position, and
// the frames' pixels as stored, binary ones packed (segobject.h). Errors: Unsupported with a sentence (a
// LABELMAP SEG, a transfer syntax DCMTK 3.6.7 cannot decode, named), Corrupt (truncated, frames that do not
// match their count, a frame naming a segment that is not there), NotFound, TooLarge.
Result<DicomSegObject> readSegObject(const std::string& path);

// An RT Structure Set: every ROI's facts (name, number, colour, interpreted type) and every contour in
// patient coordinates, with the references to the image series, instances and Frame of Reference. Errors as
// above.
Result<DicomSegObject> readRtStructObject(const std::string& path);

} // namespace scansleuth::io::detail
