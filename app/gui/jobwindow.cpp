// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "jobwindow.h"

#include "backgroundjob.h"
#include "shortcuts.h"
#include "widgets/failurebox.h"
#include "widgets/findingtext.h"
#include "widgets/keyboardfocus.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QTimer>

#include <cstdio>

namespace scansleuth::app {

JobWindow::JobWindow(QWidget* parent) : QMainWindow(parent)
{
    resize(1600, 1000);
}

QAction* JobWindow::addFileAction(const QString& text, const QString& shortcutName,
                                  std::function<void()> slot)
{
    auto* action = new QAction(text, this);
    Shortcuts::apply(action, shortcutName); // its keys from the table Help > Keyboard Shortcuts lists
    action->setEnabled(false);
    connect(action, &QAction::triggered, this, std::move(slot));
    m_fileMenu->insertAction(m_screenshotAction, action);
    return action;
}

void JobWindow::setUp(QWidget* view, BackgroundJob* job, BackgroundJob* reader, const Texts& texts,
                      std::function<void()> newJob)
{
    m_job = job;
    m_texts = texts;
    setCentralWidget(view);
    m_bar = BusyStatus::addTo(this);

    QMenu* file = m_fileMenu = menuBar()->addMenu(tr("&File"));
    file->addAction(texts.newAction, this, std::move(newJob));
    // The keys from the one table Help > Keyboard Shortcuts lists.
    m_screenshotAction = file->addAction(tr("Save &Screenshot..."), this, &JobWindow::saveScreenshot);
    Shortcuts::apply(m_screenshotAction, QStringLiteral("saveWindowScreenshot"));
    file->addSeparator();
    Shortcuts::apply(file->addAction(tr("&Close"), this, &QWidget::close), QStringLiteral("closeWindow"));

    widgets::letTabLeave(this); // Tab gets out of the view's tables
    m_bar.follow(job);
    connect(job, &BackgroundJob::failed, this,
            [this](const QString& message, const QString& detail, bool cancelled) {
                m_bar.setBusy(false);
                m_bar.status->setText(cancelled ? m_texts.cancelled
                                                : widgets::errorText(message.toStdString()));
                if (!cancelled)
                    widgets::showFailure(this, m_texts.failureTitle, message, detail);
                Q_EMIT jobFinished(false);
            });
    // A reader fails only on an unexpected error: said where its "Reading..." was.
    connect(reader, &BackgroundJob::failed, m_bar.status, [label = m_bar.status](const QString& message) {
        label->setText(widgets::errorText(message.toStdString()));
    });
}

void JobWindow::followSideJob(BackgroundJob* job, const QString& cancelled, const QString& failureTitle)
{
    m_bar.follow(job);
    connect(
        job, &BackgroundJob::failed, this,
        [this, cancelled, failureTitle](const QString& message, const QString& detail, bool wasCancelled) {
            m_bar.setBusy(false);
            m_bar.status->setText(wasCancelled ? cancelled : widgets::errorText(message.toStdString()));
            if (!wasCancelled)
                widgets::showFailure(this, failureTitle, message, detail);
        });
}

bool JobWindow::isWorking() const
{
    return m_job->isRunning();
}

QString JobWindow::statusMessage() const
{
    return m_bar.status->text();
}

void JobWindow::setStatus(const QString& text)
{
    m_bar.status->setText(text);
}

void JobWindow::jobStarted(const QString& status)
{
    m_bar.setBusy(true);
    m_bar.status->setText(status);
}

void JobWindow::jobShown(const QString& status)
{
    m_bar.setBusy(false);
    m_bar.status->setText(status);
}

void JobWindow::readStarted(const QString& status)
{
    m_bar.status->setText(status);
}

void JobWindow::readShown(std::size_t index)
{
    m_bar.status->clear();
    Q_EMIT itemShown(index);
}

void JobWindow::saveScreenshot()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Screenshot"), m_texts.screenshotName,
                                                      tr("PNG images (*.png)"));
    if (!path.isEmpty() && !grab().save(path))
        widgets::showFailure(this, tr("Screenshot"), tr("Could not write %1.").arg(path), QString());
}

int runJobWindow(JobWindow& window, const QString& screenshot, std::function<bool()> nothingToShow,
                 std::function<void(bool ok)> finished, const std::function<void()>& start)
{
    window.show();
    int status = 0;
    auto shoot = [&window, &status, screenshot] {
        if (screenshot.isEmpty())
            return;
        QTimer::singleShot(300, &window, [&window, &status, screenshot] {
            const bool saved = window.grab().save(screenshot);
            QApplication::exit(saved ? status : 1);
        });
    };
    QObject::connect(&window, &JobWindow::itemShown, &window, shoot, Qt::SingleShotConnection);
    QObject::connect(&window, &JobWindow::jobFinished, &window,
                     [&window, &status, shoot, nothingToShow, finished](bool ok) {
                         status = ok ? 0 : 1;
                         if (!ok)
                             std::fprintf(stderr, "scansleuth: %s\n", qPrintable(window.statusMessage()));
                         if (finished)
                             finished(ok);
                         if (!ok || nothingToShow())
                             shoot();
                     });
    start();
    return QApplication::exec();
}

} // namespace scansleuth::app
