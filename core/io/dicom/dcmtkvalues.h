// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Reading one attribute's value with DCMTK, as every reader of the module does (inside the module only: it
// includes DCMTK).
#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcitem.h>

#include <cmath>
#include <string>

namespace scansleuth::io::detail {

// Past this many bytes an element's value stays on disk until it is asked for.
inline constexpr Uint32 kMaxReadLength = 16 * 1024;

// The whole value (all of a multi-valued string, backslash-separated), or empty when absent.
inline std::string getString(DcmItem& item, const DcmTagKey& key)
{
    OFString value;
    if (item.findAndGetOFStringArray(key, value).bad())
        return {};
    return std::string(value.c_str());
}

// An IS/SS/SL, US or UL value, or `fallback`.
inline long getLong(DcmItem& item, const DcmTagKey& key, long fallback = 0)
{
    Sint32 s = 0;
    if (item.findAndGetSint32(key, s).good())
        return s;
    Uint16 u = 0;
    if (item.findAndGetUint16(key, u).good())
        return u;
    Uint32 u32 = 0;
    if (item.findAndGetUint32(key, u32).good())
        return static_cast<long>(u32);
    return fallback;
}

// A finite DS/FD value at `pos`, or `fallback`.
inline double getDouble(DcmItem& item, const DcmTagKey& key, double fallback = 0, unsigned long pos = 0)
{
    Float64 v = 0;
    if (item.findAndGetFloat64(key, v, pos).good() && std::isfinite(v))
        return v;
    return fallback;
}

} // namespace scansleuth::io::detail
