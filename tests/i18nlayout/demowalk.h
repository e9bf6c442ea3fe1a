// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// The main window as the language tests walk it: the demo open and its experiment run, so that the
// Evidence and Verdicts steps show their rows and buttons.
#include "mainwindow.h"
#include "widgets/workflowpanel.h"

#include <QSignalSpy>
#include <QtGlobal>

namespace scansleuth::testing {

// Opens the demo in `window` and runs the experiment of its mask-frame hypothesis; false (with the
// reason logged) when the demo does not open or the experiment does not finish.
[[nodiscard]] inline bool openDemoAndRunItsExperiment(app::MainWindow& window)
{
    QSignalSpy idle(&window, &app::MainWindow::idle);
    window.openDemo();
    if (!idle.wait(120000)) {
        qWarning("the demo did not finish loading");
        return false;
    }
    widgets::WorkflowPanel* panel = window.workflowPanel();
    if (!panel->hasInvestigation()) {
        qWarning("the demo opened no investigation");
        return false;
    }
    panel->selectHypothesis(QStringLiteral("mask-frame-mismatch"));
    QSignalSpy finished(panel, &widgets::WorkflowPanel::experimentFinished);
    if (!panel->runSelectedExperiment()) {
        qWarning("the demo's experiment did not start");
        return false;
    }
    if (!finished.wait(120000)) {
        qWarning("the demo's experiment did not finish");
        return false;
    }
    return true;
}

} // namespace scansleuth::testing
