// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Automated experiments: each knowledge-base check name is bound to the check that runs it.
#include "experimentrunner.h"

#include "auditrun.h"
#include "checks/geometry/pairgeometry.h"
#include "checks/geometry/pairgeometryjson.h"
#include "checks/labels/labelchecks.h"
#include "checks/labels/labelchecksjson.h"
#include "checks/scans/datasetscan.h"
#include "checks/scans/datasetscanjson.h"
#include "checks/scans/slurmlog.h"
#include "checks/scans/slurmlogjson.h"
#include "checks/scans/traininglog.h"
#include "checks/scans/traininglogjson.h"
#include "comparisonrun.h"
#include "io/segmentationloader.h"
#include "modelruns.h"
#include "runsupport.h"
#include "snapshot.h"

#include <algorithm>
#include <filesystem>
#include <set>

namespace scansleuth::investigate {

bool ExperimentInputs::has(const std::string& id) const
{
    auto it = paths.find(id);
    return it != paths.end() && !it->second.empty();
}

std::string ExperimentInputs::first(const std::string& id) const
{
    return has(id) ? paths.at(id).front() : std::string();
}

namespace {

const std::set<std::string> kRunnable{"pair-geometry", "labels",       "corrupt-scan",   "nan-scan",
                                      "slurm-log",     "training-log", "run-comparison", "dataset-audit"};

Status runPairGeometry(workflow::ExperimentRun& run, const ExperimentInputs& in, const std::string& dir,
                       const Progress& progress)
{
    auto image = loadImage(in.first("image"), progress.sub(0, 0.2));
    if (!image)
        return image.error();
    auto mask = io::loadMaskFor(in.first("mask"), &*image, progress.sub(0.2, 0.3));
    if (!mask)
        return mask.error();
    std::optional<io::LoadedImage> reference;
    if (in.has("reference")) {
        auto r = loadImage(in.first("reference"), progress.sub(0.3, 0.4));
        if (!r)
            return r.error();
        reference = std::move(r).value();
    }
    auto report =
        checks::checkPair(*image, *mask, reference ? &*reference : nullptr, {}, progress.sub(0.4, 0.9));
    if (!report)
        return report.error();
    run.evidence.findings = report->findings;
    run.evidence.data = checks::toJson(*report);
    addPatients(run.evidence, {&*image, &*mask, reference ? &*reference : nullptr});
    run.evidence.summary = summarise(report->findings, "check-pair");

    // Pictures: the mask as found and, for the best supported cause, as corrected, on one slice.
    const checks::CauseCandidate* best = nullptr;
    for (const checks::CauseCandidate& c : report->candidates)
        if (c.verdict == "supported") {
            best = &c;
            break;
        }
    std::optional<volume::Volume> corrected;
    if (best != nullptr)
        if (auto v = checks::applyCandidate(mask->volumes.front(), *best))
            corrected = std::move(v).value();
    const volume::Volume& placed = reference   ? reference->volumes.front()
                                   : corrected ? *corrected
                                               : mask->volumes.front();
    const volume::Vec3 at = foregroundCentre(placed);
    const std::string prefix = runFilePrefix(run.id);
    keepSnapshot(run.evidence, *image, mask->volumes.front(), at, dir, prefix + "-as-found.png",
                 "The mask as stored, drawn in world space over the image.");
    if (corrected)
        keepSnapshot(run.evidence, *image, *corrected, at, dir, prefix + "-corrected.png",
                     "The mask after undoing the supported cause: " + best->description);
    return {};
}

Status runLabels(workflow::ExperimentRun& run, const ExperimentInputs& in, const std::string& dir,
                 const Progress& progress)
{
    std::optional<io::LoadedImage> image;
    if (in.has("image")) {
        auto i = loadImage(in.first("image"), progress.sub(0, 0.2));
        if (!i)
            return i.error();
        image = std::move(i).value();
    }
    auto mask = io::loadMaskFor(in.first("mask"), image ? &*image : nullptr, progress.sub(0.2, 0.5));
    if (!mask)
        return mask.error();
    const volume::Volume* sameGrid = nullptr;
    if (image && image->geometry().size == mask->geometry().size)
        sameGrid = &image->volumes.front();
    checks::LabelReport report =
        mask->volumes.size() > 1
            ? checks::checkProbabilityChannels(mask->volumes, nullptr, {}, progress.sub(0.5, 0.9))
            : checks::checkLabels(mask->volumes.front(), {}, sameGrid, progress.sub(0.5, 0.9));
    run.evidence.findings = report.findings;
    run.evidence.data = checks::toJson(report);
    addPatients(run.evidence, {&*mask, image ? &*image : nullptr});
    run.evidence.summary = summarise(report.findings, "Label forensics");
    if (image)
        keepSnapshot(run.evidence, *image, mask->volumes.front(), foregroundCentre(mask->volumes.front()),
                     dir, runFilePrefix(run.id) + "-labels.png", "The label map over the image.");
    return {};
}

Status runScan(workflow::ExperimentRun& run, const std::string& path, bool nanOnly, const Progress& progress)
{
    checks::DatasetScanOptions options;
    auto scan = checks::scanDataset(path, options, progress);
    if (!scan)
        return scan.error();
    run.evidence.data = checks::toJson(*scan);
    for (const Finding& f : scan->findings) {
        const bool nanFinding = f.code == "dataset.nonfinite_values" || f.code == "dataset.summary";
        if (!nanOnly || nanFinding)
            run.evidence.findings.push_back(f);
    }
    run.evidence.summary = summarise(run.evidence.findings, nanOnly ? "NaN/Inf scan" : "Corrupt-file scan");
    return {};
}

Status runSlurm(workflow::ExperimentRun& run, const ExperimentInputs& in)
{
    std::vector<std::string> files;
    for (const char* id : {"output", "error", "sacct"})
        if (in.has(id))
            for (const std::string& p : in.paths.at(id))
                files.push_back(p);
    auto report = checks::readSlurmFiles(files);
    if (!report)
        return report.error();
    run.evidence.findings = report->findings;
    run.evidence.data = checks::toJson(*report);
    run.evidence.summary = summarise(report->findings, "SLURM logs");
    return {};
}

Status runTrainingLog(workflow::ExperimentRun& run, const ExperimentInputs& in)
{
    checks::TrainingLogOptions options;
    options.classes = in.classes;
    auto log = checks::readTrainingLogFile(in.first("csv"), options);
    if (!log)
        return log.error();
    run.evidence.findings = log->findings;
    run.evidence.data = checks::toJson(*log);
    run.evidence.summary = summarise(log->findings, "Training curves (" + log->classification + ")");
    return {};
}

} // namespace

bool isRunnable(const workflow::ExperimentSpec& experiment)
{
    return experiment.automated && (kRunnable.count(experiment.check) > 0 || isModelCheck(experiment.check));
}

bool hasInputsFor(const workflow::ExperimentSpec& experiment, const ExperimentInputs& inputs)
{
    bool any = false, allOptional = true;
    for (const workflow::ExperimentInput& input : experiment.inputs) {
        any = any || inputs.has(input.id);
        allOptional = allOptional && input.optional;
        if (!input.optional && !inputs.has(input.id))
            return false;
    }
    return !allOptional || any;
}

workflow::ExperimentRun runExperiment(const workflow::ExperimentSpec& experiment,
                                      const ExperimentInputs& inputs, const std::string& snapshotDir,
                                      const std::string& runId, const Progress& progress)
{
    workflow::ExperimentRun run;
    run.id = runId;
    run.experiment = experiment.id;
    run.startedUtc = workflow::utcNow();
    for (const workflow::ExperimentInput& input : experiment.inputs)
        if (inputs.has(input.id)) {
            std::string joined;
            for (const std::string& p : inputs.paths.at(input.id))
                joined += (joined.empty() ? "" : "; ") + p;
            run.inputs[input.id] = joined;
        }
    Status status;
    if (!isRunnable(experiment)) {
        status = makeError(ErrorKind::Unsupported,
                           "ScanSleuth cannot run the experiment \"" + experiment.title + "\" itself yet.",
                           "check '" + experiment.check + "' is not bound in this version");
    } else if (!hasInputsFor(experiment, inputs)) {
        status = makeError(ErrorKind::Invalid,
                           "The experiment \"" + experiment.title + "\" is missing one of its inputs.");
    } else {
        const std::string& c = experiment.check;
        if (c == "pair-geometry")
            status = runPairGeometry(run, inputs, snapshotDir, progress);
        else if (c == "labels")
            status = runLabels(run, inputs, snapshotDir, progress);
        else if (c == "corrupt-scan")
            status = runScan(run, inputs.first("folder"), false, progress);
        else if (c == "nan-scan")
            status = runScan(run, inputs.first("path"), true, progress);
        else if (c == "slurm-log")
            status = runSlurm(run, inputs);
        else if (c == "training-log")
            status = runTrainingLog(run, inputs);
        else if (c == "run-comparison")
            status = runComparisonCheck(run, inputs, snapshotDir, progress);
        else if (c == "dataset-audit")
            status = runAuditCheck(run, inputs, snapshotDir, progress);
        else if (isModelCheck(c))
            status = runModelCheck(run, c, inputs, snapshotDir, progress);
    }
    run.finishedUtc = workflow::utcNow();
    if (!status) {
        run.status = "failed";
        run.error = status.error().message +
                    (status.error().detail.empty() ? "" : " (" + status.error().detail + ")");
        run.evidence.summary = run.error;
    }
    return run;
}

int runAutomatedExperiments(workflow::Investigation& investigation, const workflow::KnowledgeBase& kb,
                            const ExperimentInputs& inputs, const std::string& snapshotDir,
                            const Progress& progress)
{
    std::vector<const workflow::ExperimentSpec*> toRun;
    for (const workflow::HypothesisState& h : investigation.hypotheses) {
        const workflow::HypothesisSpec* spec = kb.hypothesis(h.id);
        const workflow::ExperimentSpec* e = spec ? kb.experiment(spec->experiment) : nullptr;
        if (e && isRunnable(*e) && hasInputsFor(*e, inputs) &&
            std::find(toRun.begin(), toRun.end(), e) == toRun.end())
            toRun.push_back(e);
    }
    // The label checks also speak to geometry hypotheses (and the reverse): run both when the inputs allow.
    for (const char* extra : {"exp-pair-geometry", "exp-labels"}) {
        const workflow::ExperimentSpec* e = kb.experiment(extra);
        if (e && !toRun.empty() && isRunnable(*e) && hasInputsFor(*e, inputs) &&
            std::find(toRun.begin(), toRun.end(), e) == toRun.end())
            toRun.push_back(e);
    }
    int done = 0;
    for (std::size_t i = 0; i < toRun.size(); ++i) {
        const double begin = double(i) / double(toRun.size()), end = double(i + 1) / double(toRun.size());
        if (!progress.report(begin, toRun[i]->title))
            break;
        workflow::ExperimentRun run = runExperiment(
            *toRun[i], inputs, snapshotDir, workflow::nextRunId(investigation), progress.sub(begin, end));
        investigation.runs.push_back(run);
        workflow::applyFindings(investigation, kb, run);
        ++done;
    }
    investigation.modifiedUtc = workflow::utcNow();
    return done;
}

} // namespace scansleuth::investigate
