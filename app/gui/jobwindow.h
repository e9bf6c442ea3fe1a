// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "busystatus.h"

#include <QMainWindow>
#include <QString>

#include <functional>

class QAction;
class QKeySequence;
class QLabel;
class QMenu;

namespace scansleuth::app {

class BackgroundJob;

// What the run comparison's and the dataset audit's windows have in common: one long job whose result
// fills the central view, and a reader job that loads the item selected in it for the linked views. The
// window has a File menu (New..., Save Screenshot..., Close), a status bar that follows the job with a
// progress bar and Cancel (BusyStatus), says a failure in the status bar and in the failure box
// (widgets::showFailure), and says what the reader is doing. Subclasses own the jobs and the view.
class JobWindow : public QMainWindow
{
    Q_OBJECT

public:
    bool isWorking() const;
    QString statusMessage() const;

Q_SIGNALS:
    // The job ended: shown (ok) or failed or cancelled (not ok; the status bar says why).
    void jobFinished(bool ok);
    // The reader's item (a case, a pair) is shown in the linked views.
    void itemShown(std::size_t index);

protected:
    // The subclass's texts, in its own translation context.
    struct Texts
    {
        QString newAction;      // the File menu's first entry ("&Compare Runs...")
        QString cancelled;      // the status when the user cancelled
        QString failureTitle;   // the failure box's title
        QString screenshotName; // the file name Save Screenshot... proposes
    };

    explicit JobWindow(QWidget* parent = nullptr);

    // Makes `view` the central widget, adds the status bar and the File menu (whose first entry calls
    // `newJob`), and follows `job` and `reader`. Call once, after creating the view.
    void setUp(QWidget* view, BackgroundJob* job, BackgroundJob* reader, const Texts& texts,
               std::function<void()> newJob);
    // The job is starting: busy, with `status`.
    void jobStarted(const QString& status);
    // The job's result is shown: not busy, `status` said, jobFinished(true).
    void jobShown(const QString& status);
    // The reader starts on an item (`status` says which) or has shown it.
    void readStarted(const QString& status);
    void readShown(std::size_t index);
    void setStatus(const QString& text);
    // A File menu entry above Save Screenshot... (an export of the result); disabled until enabled.
    QAction* addFileAction(const QString& text, const QString& shortcutName, std::function<void()> slot);
    // A second job of the window (an export): its progress and Cancel on the status bar (start it after
    // jobStarted(), end it with jobShown()); a failure said in the status bar and the failure box titled
    // `failureTitle`, a cancel as `cancelled`. jobFinished() is not emitted for it.
    void followSideJob(BackgroundJob* job, const QString& cancelled, const QString& failureTitle);
    // The status bar's second field: what is under the mouse in the view.
    QLabel* hoverLabel() const { return m_bar.hover; }

private:
    void saveScreenshot();

    BusyStatus m_bar;
    BackgroundJob* m_job = nullptr;
    QMenu* m_fileMenu = nullptr;
    QAction* m_screenshotAction = nullptr;
    Texts m_texts;
};

// Shows `window`, calls `start`, and runs the event loop until the window is closed; returns the exit
// status. A failed job is said on stderr. With `screenshot`, the window is written there as PNG once the
// reader showed the first item, or once the job failed or `nothingToShow()` says it found no item, and
// the program quits: 0, or 1 when the job failed or the picture could not be written. `finished` (may be
// empty) is called when the job ends, before the picture is taken.
int runJobWindow(JobWindow& window, const QString& screenshot, std::function<bool()> nothingToShow,
                 std::function<void(bool ok)> finished, const std::function<void()>& start);

} // namespace scansleuth::app
