// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "report/document.h"
#include "report/pseudonymise.h"

#include <string>

// The PDF report, drawn with Qt's PDF writer (QPdfWriter + QPainter; Qt Gui only, no Widgets), so the
// GUI and scansleuth-cli write the same file: A4 portrait, the title and metadata on page 1, numbered
// headings, tables with shaded headers and borders that split across pages (the header repeated),
// figures at their suggested width, plots as vectors, tone colours, "Page N of M" in the footer.
namespace scansleuth::report {

struct PdfOptions
{
    PrivacyOptions privacy;  // default: pseudonymise the listed patients with a random key
    double marginMm = 18.0;  // on every side; the footer sits in the bottom margin
    std::string footerText;  // left of the footer; empty: the document title
    int resolutionDpi = 600; // device units of the layout (text and vectors stay vectors)
    // The fraction done, rising from 0 to 1 (stage "laying out the pages" for the first pass, "drawing the
    // pages" for the second, "writing the file"), reported after the title and after each block (paragraph,
    // table, figure, plot); returning false stops the writing with ErrorKind::Cancelled before anything is
    // written. Called on the writing thread. Empty: never cancelled.
    Progress progress;
};

// Writes `document` as PDF to `path` after applyPrivacy(), atomically (the whole file is made in
// memory, then written to a temporary file beside `path` and renamed), so a failed write leaves an
// existing file intact. Needs a QGuiApplication (Qt's fonts): a program without one (the CLI) calls
// ensureGuiApplication() first. Any thread may call it (it paints on a QPdfWriter into memory, which Qt
// allows off the GUI thread; the GUI writes reports on a worker thread). Errors: Invalid (no
// QGuiApplication), Io (with the OS reason in the detail), Cancelled (options.progress asked to stop).
Status writePdf(const Document& document, const std::string& path, const PdfOptions& options = {});

// Creates a QGuiApplication on the "offscreen" platform (no display needed) when no application
// object exists; it lives until the program ends. Does nothing when a QGuiApplication exists.
// Errors: Invalid when a plain QCoreApplication exists (it cannot be replaced: create a
// QGuiApplication instead of it).
Status ensureGuiApplication();

} // namespace scansleuth::report
