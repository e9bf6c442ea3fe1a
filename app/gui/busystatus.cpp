// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "busystatus.h"

#include "backgroundjob.h"
#include "widgets/findingtext.h"
#include "widgets/workflow/knowledgetext.h"

#include <QCoreApplication>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>

namespace scansleuth::app {

BusyStatus BusyStatus::addTo(QMainWindow* window, const QString& message)
{
    BusyStatus s;
    s.status = new QLabel(message, window);
    s.hover = new QLabel(window);
    s.progress = new QProgressBar(window);
    s.progress->setRange(0, 100);
    s.progress->setMaximumWidth(200);
    s.cancel = new QPushButton(QCoreApplication::translate("BusyStatus", "&Cancel"), window);
    window->statusBar()->addWidget(s.status);
    window->statusBar()->addWidget(s.hover, 1);
    window->statusBar()->addPermanentWidget(s.progress);
    window->statusBar()->addPermanentWidget(s.cancel);
    s.setBusy(false);
    return s;
}

void BusyStatus::showHover(const QString& text) const
{
    hover->setText(text);
    status->setVisible(text.isEmpty() || progress->isVisible());
}

void BusyStatus::setBusy(bool busy) const
{
    if (busy)
        status->setVisible(true);
    progress->setVisible(busy);
    cancel->setVisible(busy);
    if (busy)
        progress->setValue(0);
}

namespace {

// A stage core reported (its English words, base/notetexts.h, or an experiment's title from the knowledge
// base) in the user's language; a stage the GUI wrote itself (already translated) stays as it is.
QString stageText(const QString& stage)
{
    const std::string text = stage.toStdString();
    const QString note = widgets::noteText(text);
    return note != stage ? note : widgets::knowledgeText(text);
}

} // namespace

void BusyStatus::follow(BackgroundJob* job) const
{
    QObject::connect(cancel, &QPushButton::clicked, job, &BackgroundJob::cancel);
    QObject::connect(job, &BackgroundJob::progress, progress,
                     [bar = progress, label = status](int percent, const QString& stage) {
                         bar->setValue(percent);
                         if (!stage.isEmpty())
                             label->setText(stageText(stage));
                     });
}

} // namespace scansleuth::app
