// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace scansleuth::io {

// One element of a Siemens CSA header: its name ("NumberOfImagesInMosaic"), its DICOM-style value
// representation ("IS", "FD", ...) and its values as stored (text, trailing NULs and surrounding
// blanks removed). `values` holds the first vm items (all items when vm is 0); items the
// scanner left unset are empty strings.
struct CsaElement
{
    std::string name;
    std::string vr;
    std::vector<std::string> values;
};

struct CsaHeader
{
    std::vector<CsaElement> elements; // in stored order

    // The first element called `name`, or nullptr.
    const CsaElement* find(std::string_view name) const;
};

// Parses a Siemens CSA image or series header (the bytes of (0029,1010) or (0029,1020)), in the
// SV10 ("CSA2") format or the older CSA1 format without a signature. Every count and length is
// checked against the bytes given: hostile input gives an ErrorKind::Corrupt error, never a read
// out of bounds or an allocation larger than the input.
Result<CsaHeader> parseCsaHeader(std::span<const std::byte> bytes);

// The first non-empty value of element `name` as an integer; nullopt when the element is absent,
// has no non-empty value, or that value is not an integer.
std::optional<int> csaInt(const CsaHeader& header, std::string_view name);

// The leading non-empty values of element `name` as numbers (stops at the first empty value);
// nullopt when the element is absent, has no non-empty value, or a value is not a number.
std::optional<std::vector<double>> csaDoubles(const CsaHeader& header, std::string_view name);

} // namespace scansleuth::io
