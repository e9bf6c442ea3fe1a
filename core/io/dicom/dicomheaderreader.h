// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/dicom/dicomheader.h"
#include "io/dicom/dicomterms.h" // frameKind, once declared here

#include <string>
#include <vector>

namespace scansleuth::io::detail {

// Why a file that looks like DICOM holds no image (DICOMDIR, structured report...): not an error.
inline constexpr const char* kNoPixelData = "no pixel data";

// Reads the header of one DICOM file through DCMTK without loading large values (pixel data stays
// on disk). Fills per-frame geometry for multi-frame objects and the mosaic facts from the Siemens
// CSA header. Fails with Corrupt (unparsable, truncated, inconsistent sizes), Unsupported, or
// NotFound with the detail kNoPixelData for a DICOM object that has no image.
Result<DicomFileHeader> readDicomFileHeader(const std::string& path);

// Turns off DCMTK's console logging and registers the JPEG, JPEG-LS and RLE decoders, once per
// process; safe to call from any thread.
void initialiseDcmtk();

} // namespace scansleuth::io::detail
