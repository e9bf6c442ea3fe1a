// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QString>

class QLabel;
class QMainWindow;
class QProgressBar;
class QPushButton;

namespace scansleuth::app {

class BackgroundJob;

// The status bar of a window that runs background jobs: a message, the text under the mouse, and a
// progress bar with a Cancel button that are shown only while a job runs. The widgets belong to the window.
struct BusyStatus
{
    QLabel* status = nullptr;
    QLabel* hover = nullptr;
    QProgressBar* progress = nullptr;
    QPushButton* cancel = nullptr;

    // Adds the four to `window`'s status bar, not busy.
    static BusyStatus addTo(QMainWindow* window, const QString& message = {});
    void setBusy(bool busy) const;
    // The readout of what is under the mouse (empty: the mouse left the view). While it is shown and
    // nothing is running, the last message steps aside: glued to the readout it read as one sentence,
    // and the readout of many layers needs the bar's width. The message is back when the mouse leaves.
    void showHover(const QString& text) const;
    // Shows `job`'s progress on the bar (and the stage it names as the message), and cancels it on Cancel.
    void follow(BackgroundJob* job) const;
};

} // namespace scansleuth::app
