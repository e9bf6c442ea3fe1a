// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "comparejob.h"

#include "compare/runs/comparerequest.h"
#include "demo/demoruns.h"
#include "io/imageloader.h"
#include "widgets/compare/casecomparepanel.h"
#include "widgets/findingtext.h"
#include "widgets/viewerstate.h"

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
        data->labelDefaults.push_back(
            data->labels.back() ? std::optional(widgets::ViewerState::defaultLayers(*data->labels.back()))
                                : std::nullopt);
        data->errors.push_back(i < volumes.errors.size() ? widgets::errorText(volumes.errors[i]) : QString());
    }
    if (!imagePath.empty()) {
        auto loaded = io::loadPath(imagePath);
        if (loaded && !loaded->images.empty()) {
            data->image = std::make_shared<const io::LoadedImage>(std::move(loaded->images.front()));
            if (!data->image->volumes.empty())
                data->imageDefaults = widgets::ViewerState::defaultLayers(*data->image);
        } else
            data->imageError = loaded
                                   ? QObject::tr("%1 holds no image.").arg(QString::fromStdString(imagePath))
                                   : widgets::errorText(loaded.error().message);
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

void CompareJob::start(const CompareRequest& request)
{
    run<CompareOutcome>(
        [request, truth = request.truth.toStdString(), images = request.images.toStdString(),
         labels = request.labelTable.toStdString(),
         demo = request.writeDemoRunsTo.toStdString()](const Progress& progress) {
            return runComparison(request, truth, images, labels, demo, progress);
        },
        [this](CompareOutcome&& outcome) {
            Q_EMIT finished(std::make_shared<CompareOutcome>(std::move(outcome)));
        });
}

CaseReadJob::CaseReadJob(QObject* parent) : BackgroundJob(parent, BackgroundTask::Overlap::Replace) {}

void CaseReadJob::start(std::shared_ptr<const compare::Comparison> comparison, std::size_t caseIndex,
                        const std::string& imagePath)
{
    run<std::shared_ptr<const widgets::CaseData>>(
        [comparison, caseIndex,
         imagePath](const Progress&) -> Result<std::shared_ptr<const widgets::CaseData>> {
            return readCaseData(*comparison, caseIndex, imagePath);
        },
        [this](std::shared_ptr<const widgets::CaseData>&& data) { Q_EMIT finished(std::move(data)); });
}

} // namespace scansleuth::app
