// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "auditjob.h"
#include "jobwindow.h"

#include <QStringList>

#include <memory>

namespace scansleuth::widgets {
class AuditView;
}

namespace scansleuth::app {

// The dataset audit's window (JobWindow): runs the audit in the background with progress and cancel,
// then shows the AuditView, opens the strongest suspected pair, and reads each selected pair's volumes
// in the background for its linked views (itemShown(pair index)).
class AuditWindow : public JobWindow
{
    Q_OBJECT

public:
    explicit AuditWindow(QWidget* parent = nullptr);
    ~AuditWindow() override;

    void start(const AuditRequest& request);
    // Shows a finished audit (what start() does when the job ends; tests call it directly).
    void showResult(std::shared_ptr<const audit::AuditResult> result);
    widgets::AuditView* view() const { return m_view; }

private:
    void newAudit();

    AuditJob* m_job = nullptr;
    PairReadJob* m_reader = nullptr;
    widgets::AuditView* m_view = nullptr;
    std::shared_ptr<const audit::AuditResult> m_result;
};

// The command line of `scansleuth --audit` (see main.cpp), as given.
struct AuditLaunch
{
    QStringList splits;     // NAME=PATH, or one split CSV
    QStringList references; // --audit-reference
    QString tab;            // --audit-tab: pairs, parity, findings, unreadable
    QString screenshot;     // write the window as PNG once the first pair is shown, then quit
};

// Opens the audit window for `launch` and runs the event loop; returns the exit status (2 for a bad
// command line, 1 when the screenshot could not be written or the audit failed).
int runAuditWindow(const AuditLaunch& launch);

} // namespace scansleuth::app
