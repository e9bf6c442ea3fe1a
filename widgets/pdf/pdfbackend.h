// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/module.h"
#include "widgets/pdf/pdfwriter.h"

#include <string>

// Inside widgets/pdf only. scansleuth-cli writes PDF through a module, libscansleuth-pdf.so, opened on the
// first PDF report, so that its other commands never map Qt (Qt Gui, fonts, ICU: some 40 shared objects).
// pdfwriter.h's two functions are built twice from the same declarations, as the model part's are
// (model/backend.h): the real ones (pdfwriter.cpp, scansleuth_pdf, which the GUI links directly) inside
// the module with this table (pdfbackendtable.cpp), and forwarders (pdfloader.cpp, scansleuth_pdf_loader)
// that open it.
namespace scansleuth::report::pdfbackend {

inline constexpr int kTableVersion = 1;

inline std::string abiStamp()
{
    return moduleStamp("scansleuth-pdf-table", kTableVersion,
                       std::to_string(sizeof(Document)) + "/" + std::to_string(sizeof(PdfOptions)) + "/" +
                           std::to_string(sizeof(Section)) + "/" + std::to_string(sizeof(Figure)));
}

struct Table
{
    ModuleTableHead head{sizeof(Table)};
    Status (*writePdf)(const Document& document, const std::string& path,
                       const PdfOptions& options) = nullptr;
    Status (*ensureGuiApplication)() = nullptr;
};

} // namespace scansleuth::report::pdfbackend

// The module's one exported symbol.
extern "C" const scansleuth::report::pdfbackend::Table* scansleuth_pdf_backend();
