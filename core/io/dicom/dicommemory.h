// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/dicom/segobject.h"
#include "io/loadedimage.h"

#include <cstddef>
#include <string>

namespace scansleuth::io {

// Reads one DICOM file held in memory (a download, a fuzzer's input) exactly as scanDicom() and
// loadDicomSeries() read it from disk: the bytes are put in an anonymous in-memory file (memfd) so
// that the same header parser, series grouping and pixel reader (which reads native pixel data with
// pread at the offset found in the header) run on them. The first series the bytes hold is loaded;
// LoadedImage::path is `name`. Errors: those of scanDicom and loadDicomSeries, Io when no memory
// file can be made.
Result<LoadedImage> readDicomFromMemory(const std::byte* data, std::size_t size,
                                        const std::string& name = "memory.dcm");

// A DICOM SEG or RTSTRUCT held in memory, read and placed as the loader places it (the fuzz target's entry
// point for the object readers and the placement): a SEG on the grid of its own frames; an RTSTRUCT onto a
// grid that covers its contours (1 mm voxels, at most 256 per axis; no image is needed). Errors: those of the
// readers and the placement, NotFound when the bytes hold neither.
Result<PlacedSegmentation> readSegmentationFromMemory(const std::byte* data, std::size_t size,
                                                      const std::string& name = "memory.dcm");

} // namespace scansleuth::io
