// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/volume.h"

#include <cstdint>
#include <functional>
#include <string>

// Internal to the audit: arrays a training pipeline saved (.npy, .npz, .pt) read as volumes. An array has
// no geometry: its voxels sit on a 1 mm grid at the origin with identity directions.
namespace scansleuth::audit::detail {

// One array as a volume. Layout: the last three axes reversed become the volume's (x fastest), so
// [D, H, W] is W x H x D; a 2D [H, W] is W x H x 1 and a 1D [N] is N x 1 x 1. Every axis before the last
// three counts volumes ([C, D, H, W] and [1, C, D, H, W] give C): only the first is kept.
struct ArrayVolume
{
    std::string label; // the .npz member's name without ".npy"; empty for .npy and .pt
    std::string dtype; // as stored: "float32", "int16", "bool"...
    int volumes = 1;
    volume::Volume volume; // float32
};

// The array formats by extension: "npy", "npz", "pt", or "" for none of them.
std::string arrayFormat(const std::string& path);

// Calls `take` with each array of the file, one at a time (an .npz's members in the order stored, each
// released before the next is read), so that memory holds one array. A member of an .npz that is not an
// .npy is skipped. Errors: the readers' (NotFound, Io, Corrupt, Unsupported, TooLarge), naming the member;
// Corrupt for an array with a zero-length axis; whatever `take` returns stops the walk.
Status forEachArray(const std::string& path, const std::function<Status(ArrayVolume&&)>& take);

// The largest .npz member this reader inflates (the .npy reader's element limit at 8 bytes, plus a header).
inline constexpr std::uint64_t kMaxZipMemberBytes = (std::uint64_t(1) << 34) + (std::uint64_t(1) << 16);

// One member of a zip archive, as the central directory states it.
struct ZipMember
{
    std::string name;
    int method = 0; // 0 stored, 8 deflated
    std::uint32_t crc32 = 0;
    std::uint64_t compressedSize = 0, size = 0;
    std::uint64_t localHeaderOffset = 0;
};

// The central directory of a zip file (zip64 sizes and offsets read), each member checked against the
// file's size. Errors: NotFound, Io, Corrupt (no end record, a directory or member past the end of the
// file, more entries than the directory can hold), Unsupported (encrypted members, methods other than
// stored and deflate, multi-disk archives).
Result<std::vector<ZipMember>> readZipDirectory(const std::string& path);

// A member's bytes, inflated and checked against its stated size and CRC-32. Errors: TooLarge (a stated
// size past kMaxZipMemberBytes or the memory available, before any allocation), Corrupt (truncated data,
// a size or CRC mismatch, deflate data that ends early or runs on, a local header that disagrees).
Result<std::string> readZipMember(const std::string& path, const ZipMember& member);

} // namespace scansleuth::audit::detail
