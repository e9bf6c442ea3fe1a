// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/dicom/dicomheader.h"

#include <cstddef>
#include <vector>

namespace scansleuth::io::detail {

// One 2D image to copy out of a file: a frame (or, for a mosaic, a tile) and where its stored
// samples go (rows * columns * bytes per sample, little endian; 1-bit data unpacked to 0/1 bytes).
struct SliceTarget
{
    int source = 0;
    std::byte* dest = nullptr;
};

// Bytes of one stored sample in the volume: 1, 2 or 4 (1-bit data is unpacked to one byte).
int bytesPerSample(const DicomFileHeader& h);

// Reads the targets' images from the file `h` describes. Native little/big endian pixel data whose
// offset scanDicom located is read straight into the destinations (byte-swapped in place for big
// endian); compressed data is decoded with DCMTK's codecs, JPEG 2000 frame by frame with OpenJPEG.
// Errors: Io (file changed or unreadable), Corrupt (short or undecodable data), Unsupported (codec).
Status readSlices(const DicomFileHeader& h, const std::vector<SliceTarget>& targets);

} // namespace scansleuth::io::detail
