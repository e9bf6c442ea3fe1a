// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "report/document.h"
#include "widgets/backgroundtask.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace scansleuth::widgets {

class WorkflowDocument;

// Writes the investigation's report (investigate::buildReport) to `path` in the format its extension
// names: .pdf (report::writePdf; needs the GUI thread), .html/.htm, .md/.markdown, .json
// (report::writeReport). Patient identifiers are pseudonymised unless `includeIdentifiers`.
// `investigationDir`: the folder the investigation's snapshot paths are relative to (pictures are read
// only from inside it). Written atomically. Pictures that could not be included are noted in the report
// and, when `problems` is given, appended to it (see investigate::buildReport). Any thread may call it;
// `progress` gets the fraction done (building the document, then writing it: per block for a PDF) and
// stops it when it returns false. Errors: Unsupported (another extension), Io, Cancelled (nothing
// written: an existing file stays as it was).
Status exportInvestigationReport(const workflow::Investigation& investigation,
                                 const workflow::KnowledgeBase& kb, const QString& path,
                                 bool includeIdentifiers, const QString& investigationDir,
                                 QStringList* problems = nullptr, const Progress& progress = {});

// Writes `document` in the GUI's language (report::translateDocument with the installed translations) to
// `path`, in the format its extension names (as above): the one way the GUI's windows write a report.
// Any thread may call it; `progress` as report::PdfOptions::progress (PDF) or report::WriteOptions's.
Status writeReportInGuiLanguage(report::Document document, const QString& path,
                                bool includeIdentifiers = false, const Progress& progress = {});

// Step 6: export the report as PDF, HTML, Markdown or JSON, with an "include patient identifiers"
// checkbox (off by default). The button's export runs off the GUI thread, with a progress bar and Cancel
// on the page.
class ExportPage : public QWidget
{
    Q_OBJECT

public:
    explicit ExportPage(WorkflowDocument* document, QWidget* parent = nullptr);

    bool includeIdentifiers() const;
    // Exports to `path` with the page's options, on the calling thread (for scripts and tests); the
    // result is also shown on the page.
    Status exportTo(const QString& path);
    // The same off the GUI thread (what the Export button does): a copy of the investigation is written
    // while the page shows the progress and a Cancel button; exportFinished() says how it ended. False
    // (nothing starts) without an investigation or while an export runs.
    bool startExport(const QString& path);
    void cancelExport();
    bool isExporting() const;

Q_SIGNALS:
    void exported(const QString& path);
    // An export started by startExport() ended: written (ok), failed (the page says why) or cancelled.
    void exportFinished(bool ok);

private:
    struct Outcome
    {
        QStringList problems;
    };
    void chooseAndExport();
    void showOutcome(const QString& path, const Status& status, const QStringList& problems);
    void setExporting(bool exporting);

    WorkflowDocument* m_document = nullptr;
    QComboBox* m_format = nullptr;
    QCheckBox* m_identifiers = nullptr;
    QPushButton* m_export = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_result = nullptr;
    BackgroundTask m_task;
};

} // namespace scansleuth::widgets
