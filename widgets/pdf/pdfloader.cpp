// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// pdfwriter.h as scansleuth-cli sees it: each function opens libscansleuth-pdf.so on first use and calls the
// real one through its table (pdfbackend.h). A command that writes no PDF never maps Qt.
#include "widgets/pdf/pdfbackend.h"

namespace scansleuth::report {

namespace {

const Result<const pdfbackend::Table*>& table()
{
    static const Result<const pdfbackend::Table*> once = openModuleTable<pdfbackend::Table>({
        .file = "libscansleuth-pdf.so",
        .entry = "scansleuth_pdf_backend",
        .envVar = "SCANSLEUTH_PDF_MODULE",
        .buildPath = SCANSLEUTH_PDF_MODULE_BUILD_PATH,
        .what = "The PDF writer (Qt Gui)",
        .without = "no PDF can be written (.html, .md and .json reports still can)",
        .stamp = pdfbackend::abiStamp(),
    });
    return once;
}

} // namespace

Status writePdf(const Document& document, const std::string& path, const PdfOptions& options)
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->writePdf(document, path, options);
}

Status ensureGuiApplication()
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->ensureGuiApplication();
}

} // namespace scansleuth::report
