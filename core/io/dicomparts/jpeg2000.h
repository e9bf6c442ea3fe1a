// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstddef>
#include <span>

namespace scansleuth::io {

// Decodes one JPEG 2000 codestream (a raw J2K codestream, or a JP2 box file) from memory with
// OpenJPEG into `dest`: rows * columns samples of bitsAllocated / 8 bytes (8, 16 or 32 bits),
// little endian, row by row, two's complement when `isSigned`. `destBytes` must hold at least
// rows * columns * bitsAllocated / 8 bytes (else ErrorKind::Invalid).
//
// The image's size, component count (one: colour is ErrorKind::Unsupported) and precision (at most
// bitsAllocated) are checked against the expectation before OpenJPEG decodes the tiles. When the
// codestream's signedness differs from `isSigned`, the samples are taken as the bit pattern of
// their precision (signed data stored as an unsigned codestream is sign-extended), as pydicom does.
// Errors are ErrorKind::Corrupt or Unsupported with one sentence as message and OpenJPEG's own
// text as detail; OpenJPEG's messages are captured, never printed. Thread-safe (no shared state).
Status decodeJpeg2000(std::span<const std::byte> codestream, std::byte* dest, std::size_t destBytes, int rows,
                      int columns, int bitsAllocated, bool isSigned);

} // namespace scansleuth::io
