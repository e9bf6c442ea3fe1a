// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "report/document.h"

#include <string>

namespace scansleuth::cli {

// Writes `document` in the format `path`'s extension names (.pdf through Qt's writer when this build has
// it, .html/.md/.json through report::writeReport), pseudonymising by default. Errors: Unsupported (a PDF
// without Qt Gui, an unknown extension), Io.
Status writeAnyReport(const report::Document& document, const std::string& path);

} // namespace scansleuth::cli
