// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/loadedimage.h"

#include <cstddef>
#include <cstdint>
#include <span>

// Internal to scansleuth_nifti: the on-disk NIfTI-1 (348 bytes), NIfTI-2 (540 bytes) and Analyze 7.5
// (348 bytes, no magic) headers, decoded field by field at their byte offsets, either endianness.
namespace scansleuth::io::nifti {

constexpr std::size_t kNifti1HeaderBytes = 348;
constexpr std::size_t kNifti2HeaderBytes = 540;

// The header size announced by the first 4 bytes (348 or 540, either byte order), or 0 when the
// bytes are not the start of a NIfTI-1/NIfTI-2/Analyze header. `swapped` says the file is big endian.
std::size_t announcedHeaderBytes(std::span<const std::byte> first4, bool& swapped);

// A decoded header: every field in `info`, plus what reading the voxels needs.
struct DecodedHeader
{
    NiftiHeaderInfo info;
    bool swapped = false;        // file byte order differs from this machine's (little endian)
    std::int64_t dataOffset = 0; // byte offset of the voxels in the data stream
    std::array<std::int64_t, 3> size{1, 1, 1};
    std::int64_t volumeCount = 1; // dims 4..7 multiplied
    volume::PixelType pixelType = volume::PixelType::UInt8;
    // int64/uint64 voxels (numpy's argmax, SimpleITK's sitkInt64) are stored in 8 bytes and read into
    // pixelType Int32 when every value fits (narrowInt64 true; unsignedInt64 for uint64).
    bool narrowInt64 = false;
    bool unsignedInt64 = false;
    std::size_t bytesPerVolume = 0;              // as stored in the file
    std::array<std::int16_t, 3> analyzeOrigin{}; // SPM originator field (Analyze only), 1-based voxel
    Findings findings;                           // header-level findings (units, bitpix, extra dims)
};

// Decodes `bytes` (348 or 540 bytes). `singleFile` is true for .nii (magic must be n+1/n+2, voxels
// follow the header) and false for .hdr (magic ni1/ni2, or none for Analyze 7.5). Fails with Corrupt
// for impossible dims or offsets, Unsupported for RGB/complex/float128 data, TooLarge when one
// volume exceeds VoxelBuffer::maxAllocationBytes().
Result<DecodedHeader> decodeHeader(std::span<const std::byte> bytes, bool singleFile);

// Human name of a NIfTI datatype code ("RGB24", "complex64", "int16"...); "code N" when unknown.
std::string datatypeName(int code);

} // namespace scansleuth::io::nifti
