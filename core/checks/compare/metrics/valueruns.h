// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iterator>

// Runs of one value in a voxel buffer. Label maps are mostly long runs (background, an organ's interior),
// so the passes over them go a run at a time.
namespace scansleuth::compare {

// The end of the run of `value` that goes on at i (the first index in [i, n) whose value differs, n when
// none does). 64 bytes at a time while they repeat the value's bytes (two 64-bit lanes per vector: SSE2 on
// x86-64, NEON on ARM), then 8 bytes at a time, then one value at a time: bytes can differ where values do
// not (-0.0).
template <typename T> std::int64_t runEnd(const T* data, std::int64_t i, std::int64_t n, T value)
{
    static_assert(8 % sizeof(T) == 0);
    typedef std::uint64_t Lanes __attribute__((vector_size(16)));
    constexpr std::int64_t kPerWord = 8 / std::int64_t(sizeof(T));
    constexpr std::int64_t kPerBlock = 8 * kPerWord;
    T repeated[8 / sizeof(T)];
    std::fill(std::begin(repeated), std::end(repeated), value);
    std::uint64_t pattern = 0;
    std::memcpy(&pattern, repeated, 8);
    const Lanes lanes = {pattern, pattern};
    for (; i + kPerBlock <= n; i += kPerBlock) {
        Lanes w[4];
        std::memcpy(w, data + i, 64);
        const Lanes differ = (w[0] ^ lanes) | (w[1] ^ lanes) | (w[2] ^ lanes) | (w[3] ^ lanes);
        if ((differ[0] | differ[1]) != 0)
            break;
    }
    for (; i + kPerWord <= n; i += kPerWord) {
        std::uint64_t w = 0;
        std::memcpy(&w, data + i, 8);
        if (w != pattern)
            break;
    }
    while (i < n && data[i] == value)
        ++i;
    return i;
}

} // namespace scansleuth::compare
