// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

// SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104), self-contained so that pseudonyms need no crypto
// library. Inputs are byte strings; digests are 32 raw bytes.
namespace scansleuth::report {

using Sha256Digest = std::array<std::uint8_t, 32>;

Sha256Digest sha256(std::string_view data);
Sha256Digest hmacSha256(std::string_view key, std::string_view message);

// Lower-case hexadecimal, 64 characters.
std::string toHex(const Sha256Digest& digest);

} // namespace scansleuth::report
