// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditwindow.h"

#include "auditdialog.h"
#include "widgets/audit/auditview.h"
#include "widgets/audit/suspectedpairsmodel.h"
#include "widgets/findingtext.h"

#include <QLabel>

#include <cstdio>

namespace scansleuth::app {

AuditWindow::AuditWindow(QWidget* parent) : JobWindow(parent)
{
    setWindowTitle(tr("ScanSleuth — Dataset audit"));
    m_job = new AuditJob(this);
    m_reader = new PairReadJob(this);
    m_view = new widgets::AuditView(this);
    setUp(m_view, m_job, m_reader,
          {tr("&Audit Dataset Splits..."), tr("Audit cancelled."), tr("Could not audit the splits"),
           QStringLiteral("audit.png")},
          [this] { newAudit(); });

    connect(m_job, &AuditJob::finished, this, &AuditWindow::showResult);
    connect(m_view, &widgets::AuditView::pairRequested, this, [this](std::size_t pair) {
        if (!m_result)
            return;
        readStarted(tr("Reading the pair's volumes..."));
        m_reader->start(m_result, pair);
    });
    connect(m_view, &widgets::AuditView::hoverInfo, hoverLabel(), &QLabel::setText);
    connect(m_reader, &PairReadJob::finished, this, [this](const widgets::PairVolumes& volumes) {
        m_view->showPair(volumes);
        readShown(volumes.pairIndex);
    });
}

AuditWindow::~AuditWindow() = default;

void AuditWindow::start(const AuditRequest& request)
{
    jobStarted(tr("Auditing the splits..."));
    m_job->start(request);
}

void AuditWindow::showResult(std::shared_ptr<const audit::AuditResult> result)
{
    m_result = std::move(result);
    m_view->setResult(m_result);
    jobShown(tr("Volumes audited: %1, suspected pairs: %2, unreadable files: %3.")
                 .arg(m_result->records.size())
                 .arg(m_result->pairs.size())
                 .arg(m_result->failures.size()));
    // The strongest suspicion opens first.
    if (m_view->pairsModel()->rowCount() > 0)
        m_view->selectPair(m_view->pairsModel()->pairIndex(0));
    Q_EMIT jobFinished(true);
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
        std::fprintf(stderr, "scansleuth: %s\n", qPrintable(widgets::errorText(request.error().message)));
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
    // The picture is taken once the first pair is on screen (or the audit failed or found no pair).
    return runJobWindow(
        window, launch.screenshot, [&window] { return window.view()->pairsModel()->rowCount() == 0; },
        [&window, tab](bool) {
            if (tab >= 0)
                window.view()->setCurrentTab(static_cast<widgets::AuditView::Tab>(tab));
        },
        [&window, &request] { window.start(*request); });
}

} // namespace scansleuth::app
