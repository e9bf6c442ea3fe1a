// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "reportoutput.h"

#include "base/strings.h"
#include "report/writers.h"
#ifdef SCANSLEUTH_HAVE_PDF
#include "widgets/pdf/pdfwriter.h"
#endif

#include <filesystem>

namespace scansleuth::cli {

Status writeAnyReport(const report::Document& document, const std::string& path)
{
    const std::string ext = toLower(std::filesystem::path(path).extension().string());
    if (ext == ".pdf") {
#ifdef SCANSLEUTH_HAVE_PDF
        if (Status s = report::ensureGuiApplication(); !s)
            return s;
        return report::writePdf(document, path);
#else
        return makeError(ErrorKind::Unsupported, "This build of scansleuth-cli cannot write PDF.",
                         "built without Qt Gui (SCANSLEUTH_BUILD_GUI=OFF); write .html, .md or .json");
#endif
    }
    return report::writeReport(document, path);
}

} // namespace scansleuth::cli
