// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The dataset audit run for an investigation: splits from the inputs, audit::auditSources, its evidence
// recorded compactly, the strongest pairs pictured.
#include "auditrun.h"

#include "auditreport.h"
#include "base/numberformat.h"
#include "base/strings.h"
#include "checks/audit/audit.h"
#include "checks/audit/recordvolume.h"
#include "render/render.h"
#include "runsupport.h"
#include "workflow/safepath.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <set>
#include <utility>

namespace scansleuth::investigate {

namespace {

namespace fs = std::filesystem;

constexpr std::size_t kPairsKept = 50;
constexpr std::size_t kParityKept = 200;
constexpr std::size_t kFailuresKept = 20;
constexpr std::size_t kPictures = 3;
constexpr const char* kSplitInputs[] = {"train", "validation", "test", "new_data"};

// The splits named by the inputs, listed; or the CSV's.
Result<audit::SourceList> sourcesFrom(const ExperimentInputs& in, const Progress& progress)
{
    std::vector<audit::SplitInput> splits;
    for (const char* id : kSplitInputs) {
        if (!in.has(id))
            continue;
        if (in.paths.at(id).size() > 1)
            return makeError(ErrorKind::Invalid,
                             "The dataset audit takes one folder or file per split; list several with a CSV.",
                             std::string("input '") + id + "' has " + std::to_string(in.paths.at(id).size()) +
                                 " values");
        splits.push_back({id, in.first(id)});
    }
    if (in.has("splits_csv")) {
        if (!splits.empty())
            return makeError(ErrorKind::Invalid,
                             "Give the dataset audit its splits either as folders or as one CSV, not both.");
        if (in.paths.at("splits_csv").size() > 1)
            return makeError(ErrorKind::Invalid,
                             "The dataset audit reads one CSV of splits; merge them into one.",
                             std::to_string(in.paths.at("splits_csv").size()) + " CSV files given");
        return audit::readSplitCsv(in.first("splits_csv"), progress);
    }
    if (splits.size() < 2)
        return makeError(ErrorKind::Invalid,
                         "The dataset audit needs at least two splits: train and test (or validation, or the "
                         "new data), or a CSV that lists them.");
    return audit::listSources(splits, progress);
}

std::string recordLabel(const audit::VolumeRecord& r)
{
    return r.split + "/" + r.caseId + (r.label.empty() ? "" : ":" + r.label);
}

nlohmann::json number(double v)
{
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json();
}

nlohmann::json recordJson(const audit::VolumeRecord& r)
{
    return {
        {"split", r.split}, {"case", r.caseId}, {"path", r.path}, {"label", r.label}, {"format", r.format}};
}

nlohmann::json pairJson(const audit::AuditResult& result, const audit::SuspectedPair& p)
{
    return {{"a", recordJson(result.records[p.a])},
            {"b", recordJson(result.records[p.b])},
            {"kind", p.kind},
            {"code", p.code},
            {"similarity", number(p.similarity)},
            {"evidence", p.evidence}};
}

nlohmann::json comparisonJson(const audit::FeatureComparison& c)
{
    return {{"feature", c.feature},
            {"unit", c.unit},
            {"split_a", c.splitA},
            {"split_b", c.splitB},
            {"count_a", c.countA},
            {"count_b", c.countB},
            {"median_a", number(c.medianA)},
            {"median_b", number(c.medianB)},
            {"ks", number(c.ks)},
            {"ks_p", number(c.ksPValue)},
            {"wasserstein", number(c.wasserstein)},
            {"effect_size", number(c.effectSize)},
            {"flagged", c.flagged}};
}

// Every identity the records name, once each, in the shape reportbuilder's patientsOf reads.
nlohmann::json patientsJson(const audit::AuditResult& result)
{
    nlohmann::json patients = nlohmann::json::array();
    std::set<std::vector<std::string>> seen;
    const auto add = [&](const std::string& name, const std::string& id, const std::string& born) {
        if ((name.empty() && id.empty() && born.empty()) || !seen.insert({name, id, born}).second)
            return;
        nlohmann::json p = nlohmann::json::object();
        if (!name.empty())
            p["name"] = name;
        if (!id.empty())
            p["id"] = id;
        if (!born.empty())
            p["birth_date"] = born;
        patients.push_back(p);
    };
    for (const audit::VolumeRecord& r : result.records) {
        const audit::Identity& i = r.identity;
        add(trim(i.patientName), audit::isPlaceholderId(i.patientId) ? "" : trim(i.patientId),
            trim(i.birthDate));
        if (!audit::isPlaceholderId(i.csvPatient) && trim(i.csvPatient) != trim(i.patientId))
            add("", trim(i.csvPatient), "");
    }
    return patients;
}

nlohmann::json auditJson(const audit::AuditResult& result, const std::string& csv)
{
    nlohmann::json j;
    j["check"] = "dataset-audit";
    nlohmann::json splits = nlohmann::json::array();
    for (const audit::SplitInput& s : result.splits) {
        nlohmann::json split{{"name", s.name}, {"path", s.path}};
        for (const audit::SplitProfile& p : result.profiles)
            if (p.split == s.name) {
                split["volumes"] = p.volumes;
                split["failures"] = p.failures;
                split["value_domain"] = p.valueDomain;
            }
        splits.push_back(split);
    }
    j["splits"] = splits;
    j["csv"] = csv.empty() ? nlohmann::json() : nlohmann::json(csv);
    j["volumes"] = result.records.size();
    j["unreadable"] = result.failures.size();
    j["pairs_total"] = result.pairs.size();
    nlohmann::json pairs = nlohmann::json::array();
    for (std::size_t n = 0; n < result.pairs.size() && n < kPairsKept; ++n)
        pairs.push_back(pairJson(result, result.pairs[n]));
    j["pairs"] = pairs;
    j["parity_total"] = result.parity.size();
    nlohmann::json parity = nlohmann::json::array();
    for (std::size_t n = 0; n < result.parity.size() && n < kParityKept; ++n)
        parity.push_back(comparisonJson(result.parity[n]));
    j["parity"] = parity;
    nlohmann::json categorical = nlohmann::json::object();
    for (const audit::SplitProfile& p : result.profiles)
        categorical[p.split] = p.categorical;
    j["categorical"] = categorical;
    nlohmann::json references = nlohmann::json::array();
    for (const audit::ReferenceFingerprint& r : result.references)
        references.push_back({{"path", r.path}, {"kind", r.kind}, {"normalisation", r.normalisation}});
    j["references"] = references;
    nlohmann::json failures = nlohmann::json::array();
    for (std::size_t n = 0; n < result.failures.size() && n < kFailuresKept; ++n)
        failures.push_back({{"path", result.failures[n].path}, {"reason", result.failures[n].reason}});
    j["failures"] = failures;
    j["patients"] = patientsJson(result);
    return j;
}

// Where the picture of a pair stands: the centre of volume A (its middle axial slice is drawn).
std::pair<int, volume::Vec3> centreOf(const audit::VolumeRecord& r)
{
    auto loaded = audit::readRecordVolume(r);
    if (!loaded)
        return {0, {0, 0, 0}};
    const volume::Geometry& g = loaded->volumes.front().geometry();
    const volume::Vec3 lps =
        volume::indexToPatient(g, {(g.size[0] - 1) / 2.0, (g.size[1] - 1) / 2.0, (g.size[2] - 1) / 2.0});
    const render::DisplayFrame frame = render::DisplayFrame::forBase(g);
    return {int(render::sliceThrough(frame, render::Plane::Axial, lps)), volume::lpsToRas(lps)};
}

// The strongest pairs of distinct volumes, side by side (auditreport.h's pairPicture), as snapshots.
void keepPairPictures(workflow::Evidence& evidence, const audit::AuditResult& result, const std::string& dir,
                      const std::string& prefix, const Progress& progress)
{
    std::set<std::pair<std::size_t, std::size_t>> drawn;
    for (const audit::SuspectedPair& p : result.pairs) {
        if (drawn.size() >= kPictures)
            break;
        const audit::VolumeRecord& a = result.records[p.a];
        const audit::VolumeRecord& b = result.records[p.b];
        if (!a.hasGeometry || !b.hasGeometry || !drawn.insert({p.a, p.b}).second)
            continue; // arrays have no geometry to draw by
        if (!progress.report(double(drawn.size() - 1) / double(kPictures), "Picturing " + recordLabel(b)))
            return;
        const std::string name = prefix + "-pair-" + std::to_string(drawn.size()) + ".png";
        const std::string what = recordLabel(a) + " and " + recordLabel(b);
        auto picture = pairPicture(result, p);
        Status written = picture ? Status{} : Status(picture.error());
        if (written) {
            auto path = workflow::resolveInside(fs::path(dir).parent_path().string(),
                                                (fs::path(dir).filename() / name).generic_string());
            std::error_code ec;
            if (path)
                fs::create_directories(fs::path(*path).parent_path(), ec);
            written = path ? render::writePng(*path, *picture) : Status(path.error());
        }
        if (!written) {
            evidence.problems.push_back("The picture of " + what +
                                        " could not be made: " + written.error().message);
            continue;
        }
        std::string why = p.kind;
        if (p.kind == "near-duplicate" || p.kind == "embedding")
            why += ", similarity " + formatFixed(p.similarity, 3);
        workflow::Snapshot shot;
        shot.caption = what + " side by side (" + why +
                       (p.evidence.empty() ? "" : ": " + p.evidence.front()) + "), the first at its middle";
        shot.imagePath = (fs::path(dir).filename() / name).generic_string();
        shot.plane = "axial";
        const auto [slice, ras] = centreOf(a);
        shot.slice = slice;
        shot.worldRas = {ras[0], ras[1], ras[2]};
        evidence.snapshots.push_back(shot);
    }
}

std::string text(const nlohmann::json& j, const char* key)
{
    return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

std::string numberText(const nlohmann::json& j, const char* key, int digits = 3)
{
    return j.is_object() && j.contains(key) && j[key].is_number()
               ? formatGeneral(j[key].get<double>(), digits)
               : std::string("-");
}

std::string sideText(const nlohmann::json& r)
{
    const std::string label = text(r, "label");
    return text(r, "split") + ": " + text(r, "case") + (label.empty() ? "" : " (" + label + ")");
}

} // namespace

Status runAuditCheck(workflow::ExperimentRun& run, const ExperimentInputs& in, const std::string& dir,
                     const Progress& progress)
{
    auto list = sourcesFrom(in, progress.sub(0.0, 0.05));
    if (!list)
        return list.error();
    audit::FingerprintOptions fingerprint;
    fingerprint.embeddingModel = in.first("embedding_model");
    if (in.has("device"))
        fingerprint.device = in.first("device");
    audit::AuditOptions options;
    if (in.has("training_fingerprint"))
        options.references = in.paths.at("training_fingerprint");
    auto result = audit::auditSources(*list, fingerprint, options, progress.sub(0.05, 0.9));
    if (!result)
        return result.error();
    workflow::Evidence& evidence = run.evidence;
    evidence.findings = result->findings;
    evidence.data = auditJson(*result, in.first("splits_csv"));
    std::vector<std::string> counts;
    for (const nlohmann::json& s : evidence.data["splits"])
        counts.push_back(text(s, "name") + " " + std::to_string(s.value("volumes", std::int64_t(0))));
    evidence.summary =
        summarise(evidence.findings, "Dataset audit of " + std::to_string(result->records.size()) +
                                         " volumes (" + join(counts, ", ") + ")");
    keepPairPictures(evidence, *result, dir, runFilePrefix(run.id), progress.sub(0.9, 1.0));
    return {};
}

void addAuditDetails(report::Section& section, const nlohmann::json& data)
{
    if (text(data, "check") != "dataset-audit")
        return;
    std::vector<std::string> domains;
    for (const nlohmann::json& s : data.value("splits", nlohmann::json::array()))
        domains.push_back(text(s, "name") + ": " + std::to_string(s.value("volumes", std::int64_t(0))) +
                          " volumes, values " +
                          (text(s, "value_domain").empty() ? "?" : text(s, "value_domain")));
    if (!domains.empty())
        section.blocks.push_back(
            report::Paragraph{"Splits audited: " + join(domains, "; ") + ".", report::Tone::Normal});

    const nlohmann::json pairs = data.value("pairs", nlohmann::json::array());
    if (!pairs.empty()) {
        report::Table t;
        const std::size_t total = data.value("pairs_total", pairs.size());
        t.caption =
            "Suspected leaks between the splits, strongest first" +
            (total > pairs.size() ? " (" + std::to_string(pairs.size()) + " of " + std::to_string(total) + ")"
                                  : std::string()) +
            ".";
        t.header = {"Volume A", "Volume B", "Kind", "Similarity", "Evidence"};
        for (const nlohmann::json& p : pairs) {
            std::vector<std::string> evidence;
            for (const nlohmann::json& e : p.value("evidence", nlohmann::json::array()))
                if (e.is_string())
                    evidence.push_back(e.get<std::string>());
            t.rows.push_back({sideText(p.value("a", nlohmann::json())),
                              sideText(p.value("b", nlohmann::json())), text(p, "kind"),
                              numberText(p, "similarity"), join(evidence, "; ")});
            t.rowTones.push_back(report::Tone::Warning);
        }
        section.blocks.push_back(t);
    }

    const nlohmann::json parity = data.value("parity", nlohmann::json::array());
    if (!parity.empty()) {
        report::Table t;
        t.caption = "Preprocessing parity: per-volume features compared between splits, flagged ones first "
                    "(flagged: |Cohen's d| >= 0.8 with KS p < 0.01, or KS D >= 0.5).";
        t.header = {"Feature", "Splits",      "Median A",  "Median B", "KS D",
                    "KS p",    "Wasserstein", "Cohen's d", "Flagged"};
        std::size_t unflagged = 0;
        for (const nlohmann::json& c : parity) {
            const bool flagged = c.value("flagged", false);
            if (!flagged && ++unflagged > 12) // the rest is in the run's data and `audit --json`
                break;
            const std::string unit = text(c, "unit");
            t.rows.push_back({text(c, "feature") + (unit.empty() ? "" : " (" + unit + ")"),
                              text(c, "split_a") + " / " + text(c, "split_b"), numberText(c, "median_a", 4),
                              numberText(c, "median_b", 4), numberText(c, "ks"), numberText(c, "ks_p", 2),
                              numberText(c, "wasserstein"), numberText(c, "effect_size"),
                              flagged ? "yes" : "no"});
            t.rowTones.push_back(flagged ? report::Tone::Warning : report::Tone::Normal);
        }
        section.blocks.push_back(t);
    }
}

} // namespace scansleuth::investigate
