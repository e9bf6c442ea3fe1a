// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <utility>
#include <vector>

#include <sys/mman.h>

namespace scansleuth::io {

// An allocator for large byte buffers that are written once, straight after allocation (a SEG's pixel data
// read with pread). Blocks of 2 MiB or more come from mmap with MADV_HUGEPAGE, so the first write does not
// pay one page fault per 4 KiB (about 15 us each on the development VM, 0.7 s for a 200 MB SEG); resize()
// leaves new elements uninitialised (mmap'ed memory is zero anyway) instead of writing every byte twice.
template <typename T> struct HugePageAllocator
{
    using value_type = T;
    static constexpr std::size_t kThreshold = std::size_t{2} << 20;

    HugePageAllocator() = default;
    template <typename U> HugePageAllocator(const HugePageAllocator<U>&) noexcept {}

    T* allocate(std::size_t n)
    {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < kThreshold)
            return static_cast<T*>(::operator new(bytes));
        void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
        ::madvise(p, bytes, MADV_HUGEPAGE);
#endif
        return static_cast<T*>(p);
    }
    void deallocate(T* p, std::size_t n) noexcept
    {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < kThreshold)
            ::operator delete(p);
        else
            ::munmap(p, bytes);
    }
    // Default-initialise (no zeroing) when no value is given.
    template <typename U> void construct(U* p) noexcept
    {
        ::new (static_cast<void*>(p)) U;
    }
    template <typename U, typename... Args> void construct(U* p, Args&&... args)
    {
        ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
    }

    template <typename U> friend bool operator==(const HugePageAllocator&, const HugePageAllocator<U>&)
    {
        return true;
    }
};

// A SEG's stored pixel data (DicomSegObject::pixels).
using SegPixels = std::vector<std::uint8_t, HugePageAllocator<std::uint8_t>>;

} // namespace scansleuth::io
