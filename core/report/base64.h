// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <string>
#include <string_view>

// Base64 (RFC 4648) for the self-contained formats: pictures as HTML data URIs and in JSON (their PNG
// bytes from render::encodePng).
namespace scansleuth::report {

std::string toBase64(std::string_view bytes);
// Errors: Corrupt (a character outside the alphabet, bad length). Whitespace is skipped.
Result<std::string> fromBase64(std::string_view text);

} // namespace scansleuth::report
