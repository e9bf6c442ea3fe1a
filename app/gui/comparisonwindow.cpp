// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "comparisonwindow.h"

#include "base/atomicfile.h"
#include "compare/runs/differencepictures.h"
#include "compare/runs/runcomparisonjson.h"
#include "comparerunsdialog.h"
#include "investigate/comparisonreport.h"
#include "widgets/compare/casecomparepanel.h"
#include "widgets/compare/casetablemodel.h"
#include "widgets/compare/comparisonview.h"
#include "widgets/findingtext.h"
#include "widgets/workflow/exportpage.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QLabel>

#include <cstdio>
#include <utility>

namespace scansleuth::app {

namespace {

// A problem of the report's pictures: core's error sentence when the pictures could not be made at all
// (differencePictures' error), else a picture's note as the report words it.
QString problemText(const std::string& problem)
{
    const QString asError = widgets::errorText(problem);
    return asError != QString::fromStdString(problem) ? asError : widgets::reportText(problem);
}

} // namespace

ComparisonWindow::ComparisonWindow(QWidget* parent) : JobWindow(parent)
{
    setWindowTitle(tr("ScanSleuth — Run comparison"));
    m_job = new CompareJob(this);
    m_reader = new CaseReadJob(this);
    m_reportJob = new TaskJob(this);
    m_view = new widgets::ComparisonView(this);
    setUp(m_view, m_job, m_reader,
          {tr("&Compare Runs..."), tr("Comparison cancelled."), tr("Could not compare the runs"),
           QStringLiteral("comparison.png")},
          [this] { newComparison(); });

    m_exportCsv = addFileAction(tr("Export &CSV..."), QStringLiteral("exportComparisonCsv"),
                                [this] { chooseExport(false); });
    m_exportReport = addFileAction(tr("Export &Report..."), QStringLiteral("exportComparisonReport"),
                                   [this] { chooseExport(true); });

    followSideJob(m_reportJob, tr("The report export was cancelled; no report was written."),
                  tr("The report could not be written"));
    connect(m_reportJob, &TaskJob::failed, this, [this] {
        m_exportCsv->setEnabled(bool(m_outcome));
        m_exportReport->setEnabled(bool(m_outcome));
        Q_EMIT reportExported(false);
    });
    connect(m_job, &CompareJob::finished, this, &ComparisonWindow::showOutcome);
    connect(m_view, &widgets::ComparisonView::caseRequested, this, &ComparisonWindow::readCase);
    connect(m_view, &widgets::ComparisonView::hoverInfo, hoverLabel(), &QLabel::setText);
    connect(m_reader, &CaseReadJob::finished, this, [this](std::shared_ptr<const widgets::CaseData> data) {
        const std::size_t index = data->caseIndex;
        m_view->showCase(std::move(data));
        const widgets::CaseComparePanel* panel = m_view->casePanel();
        if (panel->isComputing() && panel->caseData() && panel->caseData()->caseIndex == index &&
            index < m_outcome->comparison->cases.size()) {
            m_shownWhenReady = index;
            readStarted(tr("Computing the difference maps of %1...")
                            .arg(QString::fromStdString(m_outcome->comparison->cases[index].key)));
        } else {
            m_shownWhenReady.reset();
            readShown(index);
        }
    });
    connect(m_view->casePanel(), &widgets::CaseComparePanel::layersShown, this, [this] {
        if (m_shownWhenReady)
            readShown(*std::exchange(m_shownWhenReady, std::nullopt));
    });
}

ComparisonWindow::~ComparisonWindow() = default;

void ComparisonWindow::start(const CompareRequest& request)
{
    m_exportCsv->setEnabled(false);
    m_exportReport->setEnabled(false);
    jobStarted(tr("Comparing the runs..."));
    m_job->start(request);
}

void ComparisonWindow::showOutcome(std::shared_ptr<CompareOutcome> outcome)
{
    m_outcome = std::move(outcome);
    m_view->setComparison(m_outcome->comparison);
    if (m_initialLabel > 0)
        m_view->setLabel(m_initialLabel);
    if (m_initialMetric)
        m_view->setMetric(*m_initialMetric);
    const compare::Comparison& c = *m_outcome->comparison;
    m_exportCsv->setEnabled(true);
    m_exportReport->setEnabled(true);
    jobShown(
        tr("Cases compared: %1, complete in every input: %2.").arg(c.cases.size()).arg(c.table.complete()));
    if (!m_initialCase.isEmpty() && !m_view->selectCase(m_initialCase))
        setStatus(tr("There is no case '%1'.").arg(m_initialCase));
    else if (m_initialCase.isEmpty() && !c.cases.empty())
        m_view->selectCase(m_view->model()->caseIndex(0));
    Q_EMIT jobFinished(true);
}

void ComparisonWindow::readCase(std::size_t caseIndex)
{
    if (!m_outcome)
        return;
    const std::string& key = m_outcome->comparison->cases[caseIndex].key;
    const auto image = m_outcome->images.find(key);
    readStarted(tr("Reading %1...").arg(QString::fromStdString(key)));
    m_reader->start(m_outcome->comparison, caseIndex,
                    image == m_outcome->images.end() ? std::string() : image->second);
}

Status ComparisonWindow::exportCsv(const QString& path)
{
    if (!m_outcome)
        return makeError(ErrorKind::Invalid, "No comparison is shown.");
    const Status s =
        writeFileAtomically(path.toStdString(), compare::comparisonToCsv(*m_outcome->comparison));
    setStatus(s ? tr("Table written to %1.").arg(QDir::toNativeSeparators(path))
                : tr("The table could not be written: %1").arg(widgets::errorText(s.error().message)));
    return s;
}

bool ComparisonWindow::exportReport(const QString& path)
{
    if (!m_outcome || m_reportJob->isRunning() || isWorking())
        return false;
    // The work owns what it reads: a new comparison may replace this one while the report is written.
    auto work = [comparison = m_outcome->comparison,
                 file = path](const Progress& progress) -> Result<std::vector<std::string>> {
        const Progress quiet = TaskJob::withoutStages(progress);
        // The report's few pictures read their cases again.
        auto made =
            compare::differencePictures(*comparison, investigate::kReportPictures, quiet.sub(0.0, 0.5));
        std::vector<std::string> problems;
        std::vector<compare::CasePictures> pictures;
        if (made)
            pictures = std::move(made).value();
        else if (made.error().kind == ErrorKind::Cancelled)
            return made.error();
        else
            problems.push_back(made.error().message);
        report::Document document = investigate::comparisonDocument(*comparison, pictures, {}, &problems);
        if (Status s =
                widgets::writeReportInGuiLanguage(std::move(document), file, false, quiet.sub(0.5, 1.0));
            !s)
            return s.error();
        return problems;
    };
    m_exportCsv->setEnabled(false);
    m_exportReport->setEnabled(false);
    jobStarted(tr("Writing the report to %1...").arg(QDir::toNativeSeparators(path)));
    m_reportJob->start<std::vector<std::string>>(
        std::move(work), [this, path](std::vector<std::string>&& problems) {
            m_exportCsv->setEnabled(true);
            m_exportReport->setEnabled(true);
            if (!problems.empty())
                jobShown(tr("Report written to %1, but %n picture(s) could not be made: %2", "",
                            int(problems.size()))
                             .arg(QDir::toNativeSeparators(path), problemText(problems.front())));
            else
                jobShown(tr("Report written to %1.").arg(QDir::toNativeSeparators(path)));
            Q_EMIT reportExported(true);
        });
    return true;
}

bool ComparisonWindow::isExportingReport() const
{
    return m_reportJob->isRunning();
}

void ComparisonWindow::chooseExport(bool report)
{
    const QString path =
        report ? QFileDialog::getSaveFileName(this, tr("Export Report"), QStringLiteral("comparison.html"),
                                              tr("Report (*.html *.pdf *.md *.json)"))
               : QFileDialog::getSaveFileName(this, tr("Export CSV"), QStringLiteral("comparison.csv"),
                                              tr("CSV table (*.csv)"));
    if (path.isEmpty())
        return;
    if (report)
        (void)exportReport(path);
    else
        (void)exportCsv(path);
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
        std::fprintf(stderr, "scansleuth: %s\n", qPrintable(widgets::errorText(request.error().message)));
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
    // The picture is taken once the first case is on screen (or the comparison failed or has no case).
    return runJobWindow(
        window, launch.screenshot,
        [&window] { return !window.view()->comparison() || window.view()->comparison()->cases.empty(); }, {},
        [&window, &request] { window.start(*request); });
}

} // namespace scansleuth::app
