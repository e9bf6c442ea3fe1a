// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicomterms.h"

#include <set>

namespace scansleuth::io::detail {

std::string frameKind(const std::vector<std::string>& tokens)
{
    for (const auto& t : tokens) {
        if (t == "P" || t == "PHASE")
            return "phase";
        if (t == "R" || t == "REAL")
            return "real";
        if (t == "I" || t == "IMAGINARY")
            return "imaginary";
        if (t == "FIELD_MAP" || t == "FM" || t == "B0")
            return "fieldmap";
    }
    return "";
}

bool isJpeg2000TransferSyntax(const std::string& uid)
{
    return uid == "1.2.840.10008.1.2.4.90" || uid == "1.2.840.10008.1.2.4.91";
}

bool isDecodableTransferSyntax(const std::string& uid)
{
    static const std::set<std::string> supported = {
        "1.2.840.10008.1.2",      "1.2.840.10008.1.2.1",    "1.2.840.10008.1.2.2",
        "1.2.840.10008.1.2.1.99", "1.2.840.10008.1.2.5",    "1.2.840.10008.1.2.4.50",
        "1.2.840.10008.1.2.4.51", "1.2.840.10008.1.2.4.53", "1.2.840.10008.1.2.4.55",
        "1.2.840.10008.1.2.4.57", "1.2.840.10008.1.2.4.70", "1.2.840.10008.1.2.4.80",
        "1.2.840.10008.1.2.4.81", "1.2.840.10008.1.2.4.90", "1.2.840.10008.1.2.4.91",
    };
    return supported.count(uid) > 0;
}

} // namespace scansleuth::io::detail
