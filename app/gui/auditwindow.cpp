// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditwindow.h"

#include "auditdialog.h"
#include "widgets/audit/auditview.h"
#include "widgets/audit/suspectedpairsmodel.h"
#include "widgets/failurebox.h"

#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

#include <cstdio>

namespace scansleuth::app {

AuditWindow::AuditWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("ScanSleuth — Dataset audit"));
    m_job = new AuditJob(this);
    m_reader = new PairReadJob(this);
    m_view = new widgets::AuditView(this);
    setCentralWidget(m_view);
    m_bar = BusyStatus::addTo(this);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Audit Dataset Splits..."), this, &AuditWindow::newAudit);
    file->addAction(tr("Save &Screenshot..."), QKeySequence(tr("Ctrl+Shift+S")), this,
                    &AuditWindow::saveScreenshot);
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);

    connect(m_bar.cancel, &QPushButton::clicked, m_job, &AuditJob::cancel);
    connect(m_job, &AuditJob::progress, this, [this](int percent, const QString& stage) {
        m_bar.progress->setValue(percent);
        if (!stage.isEmpty())
            m_bar.status->setText(stage);
    });
    connect(m_job, &AuditJob::finished, this, &AuditWindow::showResult);
    connect(m_job, &AuditJob::failed, this,
            [this](const QString& message, const QString& detail, bool cancelled) {
                m_bar.setBusy(false);
                m_bar.status->setText(cancelled ? tr("Audit cancelled.") : message);
                if (!cancelled)
                    widgets::showFailure(this, tr("Could not audit the splits"), message, detail);
                Q_EMIT auditFinished(false);
            });
    connect(m_view, &widgets::AuditView::pairRequested, this, [this](std::size_t pair) {
        if (!m_result)
            return;
        m_bar.status->setText(tr("Reading the pair's volumes..."));
        m_reader->start(m_result, pair);
    });
    connect(m_view, &widgets::AuditView::hoverInfo, m_bar.hover, &QLabel::setText);
    connect(m_reader, &PairReadJob::finished, this, [this](const widgets::PairVolumes& volumes) {
        m_view->showPair(volumes);
        m_bar.status->clear();
        Q_EMIT pairShown(volumes.pairIndex);
    });
    resize(1600, 1000);
}

AuditWindow::~AuditWindow() = default;

bool AuditWindow::isAuditing() const
{
    return m_job->isRunning();
}

QString AuditWindow::statusMessage() const
{
    return m_bar.status->text();
}

void AuditWindow::start(const AuditRequest& request)
{
    m_bar.setBusy(true);
    m_bar.status->setText(tr("Auditing the splits..."));
    m_job->start(request);
}

void AuditWindow::showResult(std::shared_ptr<const audit::AuditResult> result)
{
    m_bar.setBusy(false);
    m_result = std::move(result);
    m_view->setResult(m_result);
    m_bar.status->setText(tr("Volumes audited: %1, suspected pairs: %2, unreadable files: %3.")
                              .arg(m_result->records.size())
                              .arg(m_result->pairs.size())
                              .arg(m_result->failures.size()));
    // The strongest suspicion opens first.
    if (m_view->pairsModel()->rowCount() > 0)
        m_view->selectPair(m_view->pairsModel()->pairIndex(0));
    Q_EMIT auditFinished(true);
}

void AuditWindow::saveScreenshot()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Screenshot"),
                                                      QStringLiteral("audit.png"), tr("PNG images (*.png)"));
    if (!path.isEmpty() && !grab().save(path))
        QMessageBox::warning(this, tr("Screenshot"), tr("Could not write %1.").arg(path));
}

void AuditWindow::newAudit()
{
    AuditDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        start(dialog.request());
}

int runAuditWindow(const AuditLaunch& launch)
{
    auto request = auditRequest(launch.splits, launch.references);
    if (!request) {
        std::fprintf(stderr, "scansleuth: %s\n", request.error().message.c_str());
        return 2;
    }
    static const QStringList tabs = {QStringLiteral("pairs"), QStringLiteral("parity"),
                                     QStringLiteral("findings"), QStringLiteral("unreadable")};
    const qsizetype tab = launch.tab.isEmpty() ? -1 : tabs.indexOf(launch.tab);
    if (!launch.tab.isEmpty() && tab < 0) {
        std::fprintf(stderr,
                     "scansleuth: --audit-tab takes pairs, parity, findings or unreadable, not '%s'.\n",
                     qPrintable(launch.tab));
        return 2;
    }
    AuditWindow window;
    window.show();
    int status = 0;
    auto shoot = [&window, &status, path = launch.screenshot] {
        if (path.isEmpty())
            return;
        QTimer::singleShot(300, &window, [&window, &status, path] {
            const bool saved = window.grab().save(path);
            QApplication::exit(saved ? status : 1);
        });
    };
    // The picture is taken once the first pair is on screen (or the audit failed or found no pair).
    QObject::connect(&window, &AuditWindow::pairShown, &window, shoot, Qt::SingleShotConnection);
    QObject::connect(&window, &AuditWindow::auditFinished, &window, [&window, &status, shoot, tab](bool ok) {
        status = ok ? 0 : 1;
        if (!ok)
            std::fprintf(stderr, "scansleuth: %s\n", qPrintable(window.statusMessage()));
        if (tab >= 0)
            window.view()->setCurrentTab(static_cast<widgets::AuditView::Tab>(tab));
        if (!ok || window.view()->pairsModel()->rowCount() == 0)
            shoot();
    });
    window.start(*request);
    return QApplication::exec();
}

} // namespace scansleuth::app
