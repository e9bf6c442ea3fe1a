// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "comparejob.h"
#include "jobwindow.h"
#include "taskjob.h"

#include <QStringList>

#include <memory>
#include <optional>

namespace scansleuth::widgets {
class ComparisonView;
}

namespace scansleuth::app {

// The run comparison's window (JobWindow): runs the comparison (CompareJob) in the background with progress
// and cancel, then shows the ComparisonView and reads each selected case in the background for its linked
// views; itemShown(case index) once the case is shown with its difference maps (made on the case panel's
// worker).
class ComparisonWindow : public JobWindow
{
    Q_OBJECT

public:
    explicit ComparisonWindow(QWidget* parent = nullptr);
    ~ComparisonWindow() override;

    void start(const CompareRequest& request);
    // Shows a finished comparison (what start() does when the job ends; tests call it directly).
    void showOutcome(std::shared_ptr<CompareOutcome> outcome);
    // The case to select when the comparison is shown (--select-case); the first row otherwise.
    void setInitialCase(const QString& key) { m_initialCase = key; }
    // The label (> 0) and metric shown first (--compare-label, --compare-metric).
    void setInitialView(std::int64_t label, std::optional<compare::Metric> metric)
    {
        m_initialLabel = label;
        m_initialMetric = metric;
    }
    widgets::ComparisonView* view() const { return m_view; }
    // File > Export CSV... and Export Report...: the files `scansleuth-cli compare --csv/--report` writes,
    // by the same core functions (compare::comparisonToCsv; compare::differencePictures of
    // investigate::kReportPictures and investigate::comparisonDocument, written as the path's extension
    // says: .pdf, .html, .md or .json, pseudonymised). The status bar says the outcome; errors as
    // writeFileAtomically / report::writeReport / report::writePdf return them. The report is made off the
    // GUI thread (it reads the pictured cases again and draws every page), with the status bar's progress
    // and Cancel (nothing is written then); reportExported() says how it ended. exportReport is false
    // (nothing starts) without a comparison or while a report is being written.
    Status exportCsv(const QString& path);
    bool exportReport(const QString& path);
    bool isExportingReport() const;

Q_SIGNALS:
    // Export Report... ended: written (ok), failed (after the failure box) or cancelled.
    void reportExported(bool ok);

private:
    void chooseExport(bool report);
    void readCase(std::size_t caseIndex);
    void newComparison();

    CompareJob* m_job = nullptr;
    CaseReadJob* m_reader = nullptr;
    TaskJob* m_reportJob = nullptr;
    widgets::ComparisonView* m_view = nullptr;
    std::shared_ptr<CompareOutcome> m_outcome;
    QString m_initialCase;
    std::int64_t m_initialLabel = 0;
    std::optional<compare::Metric> m_initialMetric;
    QAction* m_exportCsv = nullptr;
    QAction* m_exportReport = nullptr;
    // The case read last, shown once its difference maps are made too (itemShown waits for them).
    std::optional<std::size_t> m_shownWhenReady;
};

// The command line of `scansleuth --compare` (see main.cpp), as given.
struct CompareLaunch
{
    QStringList runs; // NAME=PATH
    QString truth, images, labelTable, selectCase, label, metric;
    QString screenshot; // write the window as PNG once the first case is shown, then quit
    QString
        demoFolder; // set: the demo's runs written here and compared (--demo --demo-compare); runs ignored
};

// Parses the launch into a request; an error sentence (English, for the terminal) when it is wrong.
Result<CompareRequest> compareRequest(const CompareLaunch& launch);
// Opens the comparison window for `launch` and runs the event loop; returns the exit status (2 for a
// bad command line, 1 when the screenshot could not be written or the comparison failed).
int runComparisonWindow(const CompareLaunch& launch);

} // namespace scansleuth::app
