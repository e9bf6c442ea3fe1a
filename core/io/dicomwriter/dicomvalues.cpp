// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "dicomvalues.h"
#include "base/numberformat.h"

#include "dcmtk/config/osconfig.h"
#include "dcmtk/dcmdata/dcuid.h"

#include <ctime>

namespace scansleuth::io::detail {

std::string formatDs(double value)
{
    if (value == 0.0)
        return "0";
    for (int precision = 15; precision > 0; --precision) {
        std::string text = formatGeneral(value, precision);
        if (text.size() <= 16)
            return text;
    }
    return "0";
}

std::string formatDsList(std::initializer_list<double> values)
{
    std::string out;
    for (double v : values) {
        if (!out.empty())
            out += '\\';
        out += formatDs(v);
    }
    return out;
}

std::string generateDicomUid(const char* root)
{
    char buffer[100];
    dcmGenerateUniqueIdentifier(buffer, root);
    return buffer;
}

bool isValidDicomUid(const std::string& uid)
{
    if (uid.empty() || uid.size() > 64 || uid.front() == '.' || uid.back() == '.')
        return false;
    return uid.find_first_not_of("0123456789.") == std::string::npos;
}

std::string nowFormatted(const char* format)
{
    std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, format, &tm);
    return buffer;
}

bool needsUtf8(std::initializer_list<const std::string*> values)
{
    for (const std::string* s : values)
        for (unsigned char c : *s)
            if (c > 127)
                return true;
    return false;
}

} // namespace scansleuth::io::detail
