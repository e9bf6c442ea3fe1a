// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The DICOM reader on one file held in memory: header parsing (DCMTK), series grouping, geometry and
// pixel reading (native pread, DCMTK codecs, OpenJPEG), through readDicomFromMemory().
#include "io/dicom/dicommemory.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto image = scansleuth::io::readDicomFromMemory(reinterpret_cast<const std::byte*>(data), size);
    if (!image && image.error().message.empty())
        __builtin_trap(); // every error carries a sentence for the user
    return 0;
}
