// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstddef>
#include <cstdint>

namespace scansleuth::volume {

// An owned, 64-byte aligned block of voxel memory. Large blocks (>= 2 MiB) come from mmap with
// MADV_HUGEPAGE so the first write does not pay one page fault per 4 KiB. Move-only; the bytes are
// not initialised.
class VoxelBuffer
{
public:
    VoxelBuffer() = default;
    ~VoxelBuffer();
    VoxelBuffer(VoxelBuffer&& other) noexcept;
    VoxelBuffer& operator=(VoxelBuffer&& other) noexcept;
    VoxelBuffer(const VoxelBuffer&) = delete;
    VoxelBuffer& operator=(const VoxelBuffer&) = delete;

    // Fails with ErrorKind::TooLarge when `bytes` exceeds maxAllocationBytes() or the allocation fails.
    static Result<VoxelBuffer> allocate(std::size_t bytes);

    // A deep copy.
    Result<VoxelBuffer> clone() const;

    std::byte* data() { return m_data; }
    const std::byte* data() const { return m_data; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }

    // The most one buffer may take: physical memory, or SCANSLEUTH_MAX_ALLOC_MB from the environment.
    static std::size_t maxAllocationBytes();

private:
    void release();

    std::byte* m_data = nullptr;
    std::size_t m_size = 0;
    bool m_mapped = false;
};

// size = a * b * c * bytes without overflow; nullopt-like false on overflow.
bool checkedVolumeBytes(std::int64_t nx, std::int64_t ny, std::int64_t nz, std::size_t bytesPerVoxel,
                        std::size_t& out);

} // namespace scansleuth::volume
