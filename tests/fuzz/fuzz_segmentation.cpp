// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The DICOM SEG and RTSTRUCT readers on one object held in memory, and their placement: SEG frames on the
// grid of their own positions, RTSTRUCT contours rasterised onto a grid around them
// (readSegmentationFromMemory()).
#include "io/dicom/dicommemory.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto placed = scansleuth::io::readSegmentationFromMemory(reinterpret_cast<const std::byte*>(data), size);
    if (!placed && placed.error().message.empty())
        __builtin_trap(); // every error carries a sentence for the user
    if (placed && placed->labelMaps.size() != placed->groups.size())
        __builtin_trap(); // each label map lists the segments it holds
    return 0;
}
