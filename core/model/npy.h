// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "model/inference.h"

#include <cstdint>
#include <string>
#include <string_view>

// numpy's .npy format (numpy.lib.format), read without numpy: versions 1.0, 2.0 and 3.0 headers,
// little-endian or byte-order-free dtypes '<f2' '<f4' '<f8' '|i1' '<i2' '<i4' '<i8' '|u1' '<u2' '|b1', C or
// Fortran order. Values become float32 in C order. No LibTorch here.
namespace scansleuth::model {

struct NpyArray
{
    std::string descr;         // as written: "<f4"
    std::string dtype;         // numpy's name: "float32"
    bool fortranOrder = false; // how the file stored it; `tensor` is always C order
    FloatTensor tensor;
};

// No array holds more than this many elements (2^31): a larger shape is a TooLarge error before any
// allocation.
inline constexpr std::int64_t kMaxNpyElements = std::int64_t(1) << 31;

// Errors name the file (`name`) and what is wrong: Corrupt for a bad magic string, a truncated header or
// data ("holds 96 of the 4096 data bytes its header promises"), an unreadable header dictionary;
// Unsupported for object arrays, structured dtypes, big-endian data and other dtypes (each with what to
// do in numpy); TooLarge for a shape past kMaxNpyElements.
Result<NpyArray> parseNpy(std::string_view bytes, const std::string& name);
// A whole file's bytes; NotFound or Io errors calling it "the tensor file".
Result<std::string> readTensorFileBytes(const std::string& path);
// Reads the file (NotFound, Io) and parses it.
Result<NpyArray> readNpyFile(const std::string& path);

} // namespace scansleuth::model
