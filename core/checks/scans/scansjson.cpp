// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/findingjson.h"
#include "checks/scans/datasetscanjson.h"
#include "checks/scans/slurmlogjson.h"
#include "checks/scans/traininglogjson.h"

#include <cmath>

using nlohmann::json;

namespace scansleuth::checks {

namespace {

json numbers(const std::vector<double>& v)
{
    json a = json::array();
    for (double x : v)
        a.push_back(jsonNumber(x));
    return a;
}

} // namespace

json toJson(const DatasetScan& s)
{
    json failures = json::array();
    for (const FileFailure& f : s.failures)
        failures.push_back({{"path", f.path}, {"kind", f.kind}, {"reason", f.reason}, {"detail", f.detail}});
    json nonfinite = json::array();
    for (const NonFiniteVolume& v : s.nonfinite)
        nonfinite.push_back({{"path", v.path},
                             {"volume", v.volumeIndex},
                             {"count", v.count},
                             {"nan", v.nanCount},
                             {"inf", v.infCount},
                             {"voxels", v.voxelCount},
                             {"fraction", jsonNumber(v.fraction)},
                             {"first_index", v.firstIndex},
                             {"first_lps_mm", numbers({v.firstLps.begin(), v.firstLps.end()})}});
    json flagged = json::array();
    for (const FlaggedImage& img : s.flagged)
        flagged.push_back({{"path", img.path}, {"findings", findingsToJson(img.findings)}});
    return {{"root", s.root},
            {"options",
             {{"scan_nonfinite", s.options.scanNonFinite},
              {"bisect_failed_series", s.options.bisectFailedSeries},
              {"flag_non_dicom_siblings", s.options.flagNonDicomSiblings}}},
            {"files_seen", s.filesSeen},
            {"files_scanned", s.filesScanned},
            {"files_skipped", s.filesSkipped},
            {"images_loaded", s.imagesLoaded},
            {"dicom_series", s.dicomSeries},
            {"failures", failures},
            {"nonfinite", nonfinite},
            {"images_with_errors", flagged},
            {"empty_folders", s.emptyFolders},
            {"findings", findingsToJson(s.findings)}};
}

json toJson(const SlurmReport& r)
{
    json jobs = json::array();
    for (const SlurmJob& j : r.jobs)
        jobs.push_back({{"job_id", j.jobId},
                        {"job_name", j.jobName},
                        {"state", j.state},
                        {"step_states", j.stepStates},
                        {"exit_code", j.exitCode},
                        {"elapsed", j.elapsed},
                        {"elapsed_s", j.elapsedSeconds < 0 ? json(nullptr) : json(j.elapsedSeconds)},
                        {"timelimit", j.timelimit},
                        {"timelimit_s", j.timelimitSeconds < 0 ? json(nullptr) : json(j.timelimitSeconds)},
                        {"max_rss", j.maxRss},
                        {"max_rss_gib", j.maxRssGiB < 0 ? json(nullptr) : json(j.maxRssGiB)},
                        {"req_mem", j.reqMem},
                        {"req_mem_gib", j.reqMemGiB < 0 ? json(nullptr) : json(j.reqMemGiB)},
                        {"partition", j.partition},
                        {"node_list", j.nodeList},
                        {"alloc_tres", j.allocTres}});
    json matches = json::array();
    for (const SlurmMatch& m : r.matches)
        matches.push_back({{"source", m.source}, {"line", m.line}, {"text", m.text}, {"code", m.code}});
    return {{"sources", r.sources},
            {"jobs", jobs},
            {"matches", matches},
            {"findings", findingsToJson(r.findings)}};
}

json toJson(const TrainingLog& log)
{
    const TrainingTolerances& t = log.tolerances;
    json series = json::array();
    for (const Series& s : log.series)
        series.push_back({{"name", s.name}, {"x", numbers(s.x)}, {"y", numbers(s.y)}});
    return {{"source", log.source},
            {"format", log.format},
            {"x_name", log.xName},
            {"columns", log.columns},
            {"train_loss", log.trainLoss},
            {"val_loss", log.valLoss},
            {"classification", log.classification},
            {"classes", log.classes},
            {"tolerances",
             {{"min_points", t.minPoints},
              {"max_bins", t.maxBins},
              {"underfit_improvement", t.underfitImprovement},
              {"plateau_window", t.plateauWindow},
              {"plateau_improvement", t.plateauImprovement},
              {"overfit_rise", t.overfitRise},
              {"overfit_train_drop", t.overfitTrainDrop},
              {"oscillation_amplitude", t.oscillationAmplitude},
              {"oscillation_sign_changes", t.oscillationSignChanges},
              {"initial_loss_tolerance", t.initialLossTolerance}}},
            {"series", series},
            {"findings", findingsToJson(log.findings)}};
}

} // namespace scansleuth::checks
