// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/document.h"

#include <ctime>

namespace scansleuth::report {

const char* toneName(Tone tone)
{
    switch (tone) {
    case Tone::Normal:
        return "normal";
    case Tone::Note:
        return "note";
    case Tone::Warning:
        return "warning";
    case Tone::Good:
        return "good";
    }
    return "normal";
}

bool toneFromName(const std::string& name, Tone& tone)
{
    for (Tone t : {Tone::Normal, Tone::Note, Tone::Warning, Tone::Good})
        if (name == toneName(t)) {
            tone = t;
            return true;
        }
    return false;
}

std::string nowUtc()
{
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return buffer;
}

std::string fillWord(std::string words, const std::string& name, const std::string& value)
{
    const std::string key = "{" + name + "}";
    for (std::size_t at = words.find(key); at != std::string::npos; at = words.find(key, at + value.size()))
        words.replace(at, key.size(), value);
    return words;
}

} // namespace scansleuth::report
