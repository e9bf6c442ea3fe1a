// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "report/document.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace scansleuth::widgets {

class WorkflowDocument;

// Writes the investigation's report (investigate::buildReport) to `path` in the format its extension
// names: .pdf (report::writePdf; needs the GUI thread), .html/.htm, .md/.markdown, .json
// (report::writeReport). Patient identifiers are pseudonymised unless `includeIdentifiers`.
// `investigationDir`: the folder the investigation's snapshot paths are relative to (pictures are read
// only from inside it). Written atomically. Pictures that could not be included are noted in the report
// and, when `problems` is given, appended to it (see investigate::buildReport).
// Errors: Unsupported (another extension), Io.
Status exportInvestigationReport(const workflow::Investigation& investigation,
                                 const workflow::KnowledgeBase& kb, const QString& path,
                                 bool includeIdentifiers, const QString& investigationDir,
                                 QStringList* problems = nullptr);

// Writes `document` in the GUI's language (report::translateDocument with the installed translations) to
// `path`, in the format its extension names (as above): the one way the GUI's windows write a report.
Status writeReportInGuiLanguage(report::Document document, const QString& path,
                                bool includeIdentifiers = false);

// Step 6: export the report as PDF, HTML, Markdown or JSON, with an "include patient identifiers"
// checkbox (off by default).
class ExportPage : public QWidget
{
    Q_OBJECT

public:
    explicit ExportPage(WorkflowDocument* document, QWidget* parent = nullptr);

    bool includeIdentifiers() const;
    // Exports to `path` with the page's options; the result is also shown on the page.
    Status exportTo(const QString& path);

Q_SIGNALS:
    void exported(const QString& path);

private:
    void chooseAndExport();

    WorkflowDocument* m_document = nullptr;
    QComboBox* m_format = nullptr;
    QCheckBox* m_identifiers = nullptr;
    QPushButton* m_export = nullptr;
    QLabel* m_result = nullptr;
};

} // namespace scansleuth::widgets
