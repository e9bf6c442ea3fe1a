// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "voxelbuffer.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

#include <sys/mman.h>
#include <unistd.h>

namespace scansleuth::volume {

namespace {
constexpr std::size_t kHugeThreshold = std::size_t{2} << 20;
constexpr std::size_t kAlignment = 64;

// Whole MiB; the messages spell the unit out, so that their sentences can be translated.
std::string mib(std::size_t bytes)
{
    return std::to_string(bytes / (1024 * 1024));
}
} // namespace

VoxelBuffer::~VoxelBuffer()
{
    release();
}

VoxelBuffer::VoxelBuffer(VoxelBuffer&& other) noexcept
    : m_data(other.m_data), m_size(other.m_size), m_mapped(other.m_mapped)
{
    other.m_data = nullptr;
    other.m_size = 0;
    other.m_mapped = false;
}

VoxelBuffer& VoxelBuffer::operator=(VoxelBuffer&& other) noexcept
{
    if (this != &other) {
        release();
        m_data = other.m_data;
        m_size = other.m_size;
        m_mapped = other.m_mapped;
        other.m_data = nullptr;
        other.m_size = 0;
        other.m_mapped = false;
    }
    return *this;
}

void VoxelBuffer::release()
{
    if (!m_data)
        return;
    if (m_mapped)
        munmap(m_data, m_size);
    else
        ::operator delete[](m_data, std::align_val_t{kAlignment});
    m_data = nullptr;
    m_size = 0;
    m_mapped = false;
}

std::size_t VoxelBuffer::maxAllocationBytes()
{
    if (const char* env = std::getenv("SCANSLEUTH_MAX_ALLOC_MB")) {
        char* end = nullptr;
        unsigned long long mb = std::strtoull(env, &end, 10);
        if (end != env && mb > 0)
            return static_cast<std::size_t>(mb) * 1024 * 1024;
    }
    long pages = sysconf(_SC_PHYS_PAGES);
    long pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return std::size_t{16} << 30;
    return static_cast<std::size_t>(pages) * static_cast<std::size_t>(pageSize);
}

Result<VoxelBuffer> VoxelBuffer::allocate(std::size_t bytes)
{
    VoxelBuffer buffer;
    if (bytes == 0)
        return buffer;
    if (bytes > maxAllocationBytes()) {
        return makeError(ErrorKind::TooLarge,
                         "The image needs " + mib(bytes) + " MiB of memory, more than this machine has.",
                         "requested " + std::to_string(bytes) + " bytes, limit " +
                             std::to_string(maxAllocationBytes()));
    }
    if (bytes >= kHugeThreshold) {
        void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) {
            return makeError(ErrorKind::TooLarge, "Could not allocate " + mib(bytes) + " MiB for the image.",
                             std::strerror(errno));
        }
#ifdef MADV_HUGEPAGE
        madvise(p, bytes, MADV_HUGEPAGE);
#endif
        buffer.m_data = static_cast<std::byte*>(p);
        buffer.m_mapped = true;
    } else {
        buffer.m_data =
            static_cast<std::byte*>(::operator new[](bytes, std::align_val_t{kAlignment}, std::nothrow));
        if (!buffer.m_data)
            return makeError(ErrorKind::TooLarge, "Could not allocate " + mib(bytes) + " MiB for the image.");
    }
    buffer.m_size = bytes;
    return buffer;
}

Result<VoxelBuffer> VoxelBuffer::clone() const
{
    auto copy = allocate(m_size);
    if (copy.ok() && m_size)
        std::memcpy(copy->data(), m_data, m_size);
    return copy;
}

bool checkedVolumeBytes(std::int64_t nx, std::int64_t ny, std::int64_t nz, std::size_t bytesPerVoxel,
                        std::size_t& out)
{
    if (nx < 0 || ny < 0 || nz < 0)
        return false;
    // Checked at every step: three 63-bit sizes overflow even a 128-bit product, which then wrapped to a
    // small (or zero) size that passed (found by fuzz_nifti_gz).
    std::size_t total = 0;
    if (__builtin_mul_overflow(static_cast<std::size_t>(nx), static_cast<std::size_t>(ny), &total) ||
        __builtin_mul_overflow(total, static_cast<std::size_t>(nz), &total) ||
        __builtin_mul_overflow(total, bytesPerVoxel, &total) || total > SIZE_MAX / 2)
        return false;
    out = total;
    return true;
}

} // namespace scansleuth::volume
