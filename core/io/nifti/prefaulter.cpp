// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "prefaulter.h"

#include "base/parallel.h"

#include <algorithm>
#include <cstdint>

#include <sys/mman.h>
#include <unistd.h>

namespace scansleuth::io::nifti {

namespace {
constexpr std::size_t kMinimumBytes = std::size_t{16} << 20;
constexpr std::size_t kStep = std::size_t{4} << 20;
} // namespace

Prefaulter::Prefaulter(std::byte* data, std::size_t size)
{
#ifdef MADV_POPULATE_WRITE
    if (size < kMinimumBytes)
        return;
    const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + page - 1) / page * page;
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + size) / page * page;
    // A second thread only where the process may use one (--threads 1, a job given one core: not).
    if (end <= begin || threadLimit() < 2)
        return;
    try {
        m_thread = std::thread([this, begin, end] {
            // The project's guard for single background threads: should anything here ever throw,
            // prefaulting stops and the filling thread faults the pages in itself (no std::terminate).
            (void)runGuarded(
                [&] {
                    for (std::uintptr_t at = begin; at < end && !m_stop.load(std::memory_order_relaxed);
                         at += kStep) {
                        const std::size_t length = std::min<std::uintptr_t>(kStep, end - at);
                        if (::madvise(reinterpret_cast<void*>(at), length, MADV_POPULATE_WRITE) != 0)
                            break; // not supported, or memory is short: the filling thread faults instead
                    }
                    return Status{};
                },
                "prefault the volume");
        });
    } catch (...) {
        // no thread (std::system_error, std::bad_alloc): pages are faulted in by the thread that fills
        // them, as without this class
    }
#else
    (void)data;
    (void)size;
#endif
}

Prefaulter::~Prefaulter()
{
    m_stop.store(true, std::memory_order_relaxed);
    if (m_thread.joinable())
        m_thread.join();
}

} // namespace scansleuth::io::nifti
