// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "comparisonwindow.h"

#include "busystatus.h"
#include "comparerunsdialog.h"
#include "widgets/compare/casecomparepanel.h"
#include "widgets/compare/casetablemodel.h"
#include "widgets/compare/comparisonview.h"
#include "widgets/failurebox.h"

#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>

namespace scansleuth::app {

ComparisonWindow::ComparisonWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("ScanSleuth — Run comparison"));
    m_job = new CompareJob(this);
    m_reader = new CaseReadJob(this);
    m_view = new widgets::ComparisonView(this);
    setCentralWidget(m_view);

    m_bar = BusyStatus::addTo(this);
    m_status = m_bar.status;

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Compare Runs..."), this, &ComparisonWindow::newComparison);
    file->addAction(tr("Save &Screenshot..."), QKeySequence(tr("Ctrl+Shift+S")), this,
                    &ComparisonWindow::saveScreenshot);
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);

    connect(m_bar.cancel, &QPushButton::clicked, m_job, &CompareJob::cancel);
    connect(m_job, &CompareJob::progress, this, [this](int percent, const QString& stage) {
        m_bar.progress->setValue(percent);
        if (!stage.isEmpty())
            m_status->setText(stage);
    });
    connect(m_job, &CompareJob::finished, this, &ComparisonWindow::showOutcome);
    connect(m_job, &CompareJob::failed, this,
            [this](const QString& message, const QString& detail, bool cancelled) {
                setBusy(false);
                m_status->setText(cancelled ? tr("Comparison cancelled.") : message);
                if (!cancelled)
                    widgets::showFailure(this, tr("Could not compare the runs"), message, detail);
                Q_EMIT comparisonFinished(false);
            });
    connect(m_view, &widgets::ComparisonView::caseRequested, this, &ComparisonWindow::readCase);
    connect(m_view, &widgets::ComparisonView::hoverInfo, m_bar.hover, &QLabel::setText);
    connect(m_reader, &CaseReadJob::finished, this, [this](std::shared_ptr<const widgets::CaseData> data) {
        const std::size_t index = data->caseIndex;
        m_view->showCase(std::move(data));
        m_status->clear();
        Q_EMIT caseShown(index);
    });
    resize(1600, 1000);
}

ComparisonWindow::~ComparisonWindow() = default;

bool ComparisonWindow::isComparing() const
{
    return m_job->isRunning();
}

QString ComparisonWindow::statusMessage() const
{
    return m_status->text();
}

void ComparisonWindow::setBusy(bool busy)
{
    m_bar.setBusy(busy);
}

void ComparisonWindow::start(const CompareRequest& request)
{
    setBusy(true);
    m_status->setText(tr("Comparing the runs..."));
    m_job->start(request);
}

void ComparisonWindow::showOutcome(std::shared_ptr<CompareOutcome> outcome)
{
    setBusy(false);
    m_outcome = std::move(outcome);
    m_view->setComparison(m_outcome->comparison);
    if (m_initialLabel > 0)
        m_view->setLabel(m_initialLabel);
    if (m_initialMetric)
        m_view->setMetric(*m_initialMetric);
    const compare::Comparison& c = *m_outcome->comparison;
    m_status->setText(
        tr("Cases compared: %1, complete in every input: %2.").arg(c.cases.size()).arg(c.table.complete()));
    if (!m_initialCase.isEmpty() && !m_view->selectCase(m_initialCase))
        m_status->setText(tr("There is no case '%1'.").arg(m_initialCase));
    else if (m_initialCase.isEmpty() && !c.cases.empty())
        m_view->selectCase(m_view->model()->caseIndex(0));
    Q_EMIT comparisonFinished(true);
}

void ComparisonWindow::readCase(std::size_t caseIndex)
{
    if (!m_outcome)
        return;
    const std::string& key = m_outcome->comparison->cases[caseIndex].key;
    const auto image = m_outcome->images.find(key);
    m_status->setText(tr("Reading %1...").arg(QString::fromStdString(key)));
    m_reader->start(m_outcome->comparison, caseIndex,
                    image == m_outcome->images.end() ? std::string() : image->second);
}

void ComparisonWindow::saveScreenshot()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Screenshot"), QStringLiteral("comparison.png"), tr("PNG images (*.png)"));
    if (!path.isEmpty() && !grab().save(path))
        QMessageBox::warning(this, tr("Screenshot"), tr("Could not write %1.").arg(path));
}

void ComparisonWindow::newComparison()
{
    CompareRunsDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        start(dialog.request());
}

Result<CompareRequest> compareRequest(const CompareLaunch& launch)
{
    if (!launch.demoFolder.isEmpty())
        return demoCompareRequest(launch.demoFolder);
    CompareRequest request;
    for (const QString& text : launch.runs) {
        auto run = compare::parseRunSpec(text.toStdString());
        if (!run)
            return run.error();
        request.runs.push_back(std::move(run).value());
    }
    // One run is a comparison too when it is against the truth (a plain evaluation).
    if (request.runs.size() < 2 && (launch.truth.isEmpty() || request.runs.empty()))
        return makeError(ErrorKind::Invalid,
                         "--compare needs two or more --run NAME=PATH, or one and --truth.");
    request.truth = launch.truth;
    request.images = launch.images;
    request.labelTable = launch.labelTable;
    return request;
}

int runComparisonWindow(const CompareLaunch& launch)
{
    auto request = compareRequest(launch);
    if (!request) {
        std::fprintf(stderr, "scansleuth: %s\n", request.error().message.c_str());
        return 2;
    }
    std::optional<compare::Metric> metric;
    if (!launch.metric.isEmpty()) {
        compare::Metric m{};
        if (!compare::metricFromName(launch.metric.toStdString(), m)) {
            std::fprintf(stderr, "scansleuth: unknown metric '%s'.\n", qPrintable(launch.metric));
            return 2;
        }
        metric = m;
    }
    bool labelOk = launch.label.isEmpty();
    const std::int64_t label = launch.label.isEmpty() ? 0 : launch.label.toLongLong(&labelOk);
    if (!labelOk || label < 0) {
        std::fprintf(stderr, "scansleuth: --compare-label needs a label number, not '%s'.\n",
                     qPrintable(launch.label));
        return 2;
    }
    ComparisonWindow window;
    window.setInitialCase(launch.selectCase);
    window.setInitialView(label, metric);
    window.show();
    int status = 0;
    if (!launch.screenshot.isEmpty()) {
        // The picture is taken once the first case is on screen (or the comparison failed or has no case).
        auto shoot = [&window, &status, path = launch.screenshot] {
            QTimer::singleShot(300, &window, [&window, &status, path] {
                const bool saved = window.grab().save(path);
                QApplication::exit(saved ? status : 1);
            });
        };
        QObject::connect(&window, &ComparisonWindow::caseShown, &window, shoot, Qt::SingleShotConnection);
        QObject::connect(
            &window, &ComparisonWindow::comparisonFinished, &window, [&window, &status, shoot](bool ok) {
                status = ok ? 0 : 1;
                if (!ok || !window.view()->comparison() || window.view()->comparison()->cases.empty())
                    shoot();
            });
    }
    QObject::connect(&window, &ComparisonWindow::comparisonFinished, &window, [&window](bool ok) {
        if (!ok)
            std::fprintf(stderr, "scansleuth: %s\n", qPrintable(window.statusMessage()));
    });
    window.start(*request);
    const int code = QApplication::exec();
    return code;
}

} // namespace scansleuth::app
