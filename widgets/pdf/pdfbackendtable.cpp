// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The module libscansleuth-pdf.so: the PDF writer (pdfwriter.cpp) offered through one table (pdfbackend.h).
#include "widgets/pdf/pdfbackend.h"

extern "C" __attribute__((visibility("default"))) const scansleuth::report::pdfbackend::Table*
scansleuth_pdf_backend()
{
    static const scansleuth::report::pdfbackend::Table table = [] {
        static const std::string stamp = scansleuth::report::pdfbackend::abiStamp();
        scansleuth::report::pdfbackend::Table t;
        t.head.stamp = stamp.c_str();
        t.writePdf = &scansleuth::report::writePdf;
        t.ensureGuiApplication = &scansleuth::report::ensureGuiApplication;
        return t;
    }();
    return &table;
}
