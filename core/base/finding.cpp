// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "finding.h"

#include "base/translate.h"

#include <algorithm>

namespace scansleuth {

const char* severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QT_TRANSLATE_NOOP("Severity", "info");
    case Severity::Warning:
        return QT_TRANSLATE_NOOP("Severity", "warning");
    case Severity::Error:
        return QT_TRANSLATE_NOOP("Severity", "error");
    }
    return QT_TRANSLATE_NOOP("Severity", "info");
}

const Measurement* Finding::measurement(const std::string& name) const
{
    auto it = std::find_if(measurements.begin(), measurements.end(),
                           [&](const Measurement& m) { return m.name == name; });
    return it == measurements.end() ? nullptr : &*it;
}

Finding makeFinding(std::string code, Severity severity, std::string message, std::string fix)
{
    Finding f;
    f.code = std::move(code);
    f.severity = severity;
    f.message = std::move(message);
    f.fix = std::move(fix);
    return f;
}

const Finding* findFinding(const Findings& findings, const std::string& code)
{
    auto it =
        std::find_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.code == code; });
    return it == findings.end() ? nullptr : &*it;
}

bool hasFinding(const Findings& findings, const std::string& code)
{
    return findFinding(findings, code) != nullptr;
}

} // namespace scansleuth
