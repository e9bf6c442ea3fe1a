// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "comparejob.h"

#include "workerprogress.h"

#include "compare/runs/comparerequest.h"
#include "demo/demoruns.h"
#include "io/imageloader.h"
#include "render/render.h"
#include "widgets/compare/casecomparepanel.h"

#include <QtConcurrent/QtConcurrentRun>

namespace scansleuth::app {

namespace {
Result<CompareOutcome> runComparison(const CompareRequest& request, const std::string& truth,
                                     const std::string& images, const std::string& labelTable,
                                     const std::string& demoFolder, Progress progress)
{
    if (!demoFolder.empty()) {
        auto written = demo::writeDemoRuns(demoFolder, progress.sub(0, 0.2));
        if (!written)
            return written.error();
        progress = progress.sub(0.2, 1);
    }
    compare::CompareRequest core;
    core.runs = request.runs;
    core.truth = truth;
    core.images = images;
    if (!labelTable.empty())
        core.labelTable = labelTable;
    core.options = request.options;
    auto result = compare::runComparison(core, progress);
    if (!result)
        return result.error();
    CompareOutcome outcome;
    outcome.images = std::move(result->images.files);
    outcome.imageFindings = std::move(result->images.findings);
    outcome.comparison = std::make_shared<const compare::Comparison>(std::move(result->comparison));
    return outcome;
}

std::shared_ptr<const io::LoadedImage> shared(volume::Volume volume, std::string path)
{
    auto image = std::make_shared<io::LoadedImage>();
    image->path = std::move(path);
    image->volumes.push_back(std::move(volume));
    return image;
}

std::shared_ptr<const widgets::CaseData> readCaseData(const compare::Comparison& comparison,
                                                      std::size_t caseIndex, const std::string& imagePath)
{
    auto data = std::make_shared<widgets::CaseData>();
    data->caseIndex = caseIndex;
    compare::CaseVolumes volumes = compare::readCase(comparison.table, caseIndex, comparison.options.read);
    const compare::CaseRow& row = comparison.table.rows[caseIndex];
    for (std::size_t i = 0; i < volumes.labels.size(); ++i) {
        const bool isRun = i < row.paths.size();
        const std::string path = isRun ? row.paths[i] : row.truth;
        data->labels.push_back(volumes.labels[i] ? shared(std::move(*volumes.labels[i]), path) : nullptr);
        data->errors.push_back(i < volumes.errors.size() ? QString::fromStdString(volumes.errors[i])
                                                         : QString());
    }
    if (!imagePath.empty()) {
        auto loaded = io::loadPath(imagePath);
        if (loaded && !loaded->images.empty())
            data->image = std::make_shared<const io::LoadedImage>(std::move(loaded->images.front()));
        else
            data->imageError = loaded
                                   ? QObject::tr("%1 holds no image.").arg(QString::fromStdString(imagePath))
                                   : QString::fromStdString(loaded.error().message);
    }
    return data;
}
} // namespace

CompareRequest demoCompareRequest(const QString& folder)
{
    CompareRequest request;
    request.runs = {{"A", (folder + QStringLiteral("/run-a")).toStdString(), false},
                    {"B", (folder + QStringLiteral("/run-b")).toStdString(), false}};
    request.truth = folder + QStringLiteral("/truth");
    request.images = folder + QStringLiteral("/images");
    request.labelTable = folder + QStringLiteral("/labels.txt");
    request.writeDemoRunsTo = folder;
    return request;
}

CompareJob::CompareJob(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this, [this] {
        std::shared_ptr<Outcome> outcome = m_watcher.result();
        if (outcome->ok())
            Q_EMIT finished(std::make_shared<CompareOutcome>(std::move(*outcome).value()));
        else
            Q_EMIT failed(QString::fromStdString(outcome->error().message),
                          QString::fromStdString(outcome->error().detail),
                          outcome->error().kind == ErrorKind::Cancelled);
    });
}

CompareJob::~CompareJob()
{
    cancel();
    m_watcher.waitForFinished();
}

bool CompareJob::isRunning() const
{
    return m_watcher.isRunning();
}

void CompareJob::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

void CompareJob::start(const CompareRequest& request)
{
    cancel();
    m_watcher.waitForFinished();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const Progress progress = workerProgress(this, m_cancel);
    m_watcher.setFuture(QtConcurrent::run(
        [request, truth = request.truth.toStdString(), images = request.images.toStdString(),
         labels = request.labelTable.toStdString(), demo = request.writeDemoRunsTo.toStdString(),
         progress]() -> std::shared_ptr<Outcome> {
            return std::make_shared<Outcome>(runComparison(request, truth, images, labels, demo, progress));
        }));
}

CaseReadJob::CaseReadJob(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<const widgets::CaseData>>::finished, this,
            [this] { Q_EMIT finished(m_watcher.result()); });
}

CaseReadJob::~CaseReadJob()
{
    m_watcher.waitForFinished();
}

bool CaseReadJob::isRunning() const
{
    return m_watcher.isRunning();
}

void CaseReadJob::start(std::shared_ptr<const compare::Comparison> comparison, std::size_t caseIndex,
                        const std::string& imagePath)
{
    // The watcher follows the newest future only: an older read still running is dropped when done.
    m_watcher.setFuture(QtConcurrent::run(
        [comparison, caseIndex, imagePath] { return readCaseData(*comparison, caseIndex, imagePath); }));
}

} // namespace scansleuth::app
