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
// none does). 32 bytes at a time while they repeat the value's bytes, then one value at a time: bytes can
// differ where values do not (-0.0).
template <typename T> std::int64_t runEnd(const T* data, std::int64_t i, std::int64_t n, T value)
{
    static_assert(8 % sizeof(T) == 0);
    constexpr std::int64_t kPerBlock = 32 / std::int64_t(sizeof(T));
    T repeated[8 / sizeof(T)];
    std::fill(std::begin(repeated), std::end(repeated), value);
    std::uint64_t pattern = 0;
    std::memcpy(&pattern, repeated, 8);
    for (; i + kPerBlock <= n; i += kPerBlock) {
        std::uint64_t w[4];
        std::memcpy(w, data + i, 32);
        if (((w[0] ^ pattern) | (w[1] ^ pattern) | (w[2] ^ pattern) | (w[3] ^ pattern)) != 0)
            break;
    }
    while (i < n && data[i] == value)
        ++i;
    return i;
}

} // namespace scansleuth::compare
