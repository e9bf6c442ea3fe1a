// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "report/document.h"

#include <string>
#include <vector>

namespace scansleuth::cli {

// Takes `--language L` / `--language=L` out of `args` (anywhere on the line, like --threads): the
// language every report is written in. L is "en" (the default), a language this program carries
// ("de", "zh_CN": translations/*.ts, embedded at build time) or the path of a .qm file (lrelease's
// output). Returns a usage error sentence, or empty. Numbers in reports stay as in files ("0.5").
std::string takeReportLanguage(std::vector<std::string>& args);

// Writes `document` in the format `path`'s extension names (.pdf through Qt's writer when this build has
// it, .html/.md/.json through report::writeReport), pseudonymising by default, in the --language's
// language (report/translatereport.h). Errors: Unsupported (a PDF without Qt Gui, an unknown
// extension), Io.
Status writeAnyReport(const report::Document& document, const std::string& path);

} // namespace scansleuth::cli
