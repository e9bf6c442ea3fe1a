// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The dataset audit run for an investigation: splits from the inputs, audit::auditSources, its evidence
// recorded compactly, the strongest pairs pictured.
#include "auditrun.h"

#include "auditreport.h"
#include "base/numberformat.h"
#include "base/strings.h"
#include "checks/audit/output/auditjson.h"
#include "checks/audit/output/auditwords.h"
#include "checks/audit/output/paritytable.h"
#include "checks/audit/records/recordvolume.h"
#include "checks/audit/reduce/reduce.h"
#include "render/render.h"
#include "runsupport.h"
#include "workflow/safepath.h"

#include <algorithm>
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

// The patients the report pseudonymises (auditPatients), in the shape reportbuilder's patientsOf reads:
// "names", "ids" and "birth_dates", each a list.
nlohmann::json patientsJson(const audit::AuditResult& result)
{
    nlohmann::json patients = nlohmann::json::array();
    for (const report::Identifiers& p : auditPatients(result)) {
        nlohmann::json j = nlohmann::json::object();
        if (!p.names.empty())
            j["names"] = p.names;
        if (!p.ids.empty())
            j["ids"] = p.ids;
        if (!p.birthDates.empty())
            j["birth_dates"] = p.birthDates;
        patients.push_back(std::move(j));
    }
    return patients;
}

// The documented `audit --json` (auditjson.h), cut to the strongest pairs, the flagged-first parity and
// the first failures, without the records and the findings (the run keeps those as its findings), plus
// what the investigation adds: the check, the CSV and the patients to pseudonymise.
nlohmann::json evidenceJson(const audit::AuditResult& result, const std::string& csv)
{
    audit::AuditJsonLimits limits;
    limits.records = false;
    limits.findings = false;
    limits.pairs = kPairsKept;
    limits.parity = kParityKept;
    limits.failures = kFailuresKept;
    nlohmann::json j = audit::auditToJson(result, limits);
    j["check"] = "dataset-audit";
    j["csv"] = csv.empty() ? nlohmann::json() : nlohmann::json(csv);
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

// A whole number of an object, 0 when absent or of another type (an investigation file is input).
std::int64_t whole(const nlohmann::json& j, const char* key)
{
    return j.is_object() && j.contains(key) && j[key].is_number_integer() ? j[key].get<std::int64_t>() : 0;
}

const nlohmann::json& member(const nlohmann::json& j, const char* key)
{
    static const nlohmann::json none;
    return j.is_object() && j.contains(key) ? j[key] : none;
}

std::string sideText(const nlohmann::json& r)
{
    const std::string label = text(r, "label");
    return text(r, "split") + ": " + text(r, "case") + (label.empty() ? "" : " (" + label + ")");
}

const nlohmann::json& array(const nlohmann::json& j, const char* key)
{
    static const nlohmann::json empty = nlohmann::json::array();
    return j.is_object() && j.contains(key) && j[key].is_array() ? j[key] : empty;
}

// A count: counts.<key> (the documented audit JSON), else the top-level `old` key (investigations saved
// before issue 20), else `fallback`.
std::size_t countOf(const nlohmann::json& data, const char* key, const char* old, std::size_t fallback)
{
    const nlohmann::json& counts = member(data, "counts");
    if (member(counts, key).is_number_unsigned())
        return member(counts, key).get<std::size_t>();
    if (member(data, old).is_number_unsigned())
        return member(data, old).get<std::size_t>();
    return fallback;
}

// The value domain of a split: its profile's; investigations saved before issue 20 kept it in the split.
std::string valueDomainOf(const nlohmann::json& data, const nlohmann::json& split)
{
    for (const nlohmann::json& p : array(data, "profiles"))
        if (text(p, "split") == text(split, "name"))
            return text(p, "value_domain");
    return text(split, "value_domain");
}

void addSplits(report::Section& section, const nlohmann::json& data)
{
    std::vector<std::string> domains;
    for (const nlohmann::json& s : array(data, "splits")) {
        const std::string domain = valueDomainOf(data, s);
        domains.push_back(text(s, "name") + ": " + std::to_string(whole(s, "volumes")) + " volumes, " +
                          audit::valueDomainWords(domain));
    }
    if (!domains.empty())
        section.blocks.push_back(
            report::Paragraph{"Splits audited: " + join(domains, "; ") + ".", report::Tone::Normal});
}

void addPairs(report::Section& section, const nlohmann::json& data)
{
    const nlohmann::json& pairs = array(data, "pairs");
    if (pairs.empty())
        return;
    report::Table t;
    const std::size_t total = countOf(data, "pairs", "pairs_total", pairs.size());
    t.caption =
        "Suspected leaks between the splits, strongest first" +
        (total > pairs.size() ? " (" + std::to_string(pairs.size()) + " of " + std::to_string(total) + ")"
                              : std::string()) +
        ".";
    t.header = {"Volume A", "Volume B", "Kind", "Similarity", "Evidence"};
    for (const nlohmann::json& p : pairs) {
        std::vector<std::string> evidence;
        for (const nlohmann::json& e : array(p, "evidence"))
            if (e.is_string())
                evidence.push_back(e.get<std::string>());
        audit::SuspectedPair pair;
        pair.kind = text(p, "kind");
        const bool measured = member(p, "similarity").is_number();
        pair.similarity = measured ? member(p, "similarity").get<double>() : 0.0;
        t.rows.push_back({sideText(member(p, "a")), sideText(member(p, "b")), audit::pairKindWords(pair.kind),
                          measured ? audit::similarityText(pair) : std::string("-"), join(evidence, "; ")});
        t.rowTones.push_back(report::Tone::Warning);
    }
    section.blocks.push_back(t);
}

// The flagged comparisons and the first unflagged ones, as the one parity table (paritytable.h) writes
// them; the rest is in `audit --json`.
void addParity(report::Section& section, const nlohmann::json& data)
{
    using audit::ParityColumn;
    constexpr std::size_t kUnflaggedShown = 12;
    std::vector<audit::FeatureComparison> comparisons;
    for (const nlohmann::json& c : array(data, "parity"))
        comparisons.push_back(audit::comparisonFromJson(c));
    if (comparisons.empty())
        return;
    constexpr ParityColumn kShown[] = {
        ParityColumn::Feature,     ParityColumn::Splits,     ParityColumn::MedianA,
        ParityColumn::MedianB,     ParityColumn::Ks,         ParityColumn::KsPValue,
        ParityColumn::Wasserstein, ParityColumn::EffectSize, ParityColumn::Flagged};
    report::Table t;
    t.caption = "Preprocessing parity: per-volume features compared between splits, flagged ones first "
                "(flagged: |Cohen's d| >= 0.8 with KS p < 0.01, or KS D >= 0.5).";
    for (ParityColumn column : kShown)
        t.header.push_back(audit::parityHeading(column));
    std::vector<audit::SplitProfile> domains; // for the intensity features' unit
    for (const nlohmann::json& split : array(data, "splits"))
        domains.push_back({.split = text(split, "name"), .valueDomain = valueDomainOf(data, split)});
    const std::string unit = audit::intensityUnitOf(domains);
    std::size_t unflagged = 0;
    for (const audit::ParityRow& row : audit::parityRows(comparisons)) {
        if (!row.flagged && ++unflagged > kUnflaggedShown)
            break;
        const audit::FeatureComparison& c = comparisons[row.comparison];
        std::vector<std::string> cells;
        for (ParityColumn column : kShown)
            cells.push_back(column == ParityColumn::Feature ? audit::featureLabel(c.feature, c.unit, unit)
                                                            : row.cell(column));
        t.rows.push_back(std::move(cells));
        t.rowTones.push_back(row.flagged ? report::Tone::Warning : report::Tone::Normal);
    }
    section.blocks.push_back(t);
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
    evidence.data = evidenceJson(*result, in.first("splits_csv"));
    std::vector<std::string> counts;
    for (const nlohmann::json& s : evidence.data["splits"])
        counts.push_back(text(s, "name") + " " + std::to_string(whole(s, "volumes")));
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
    addSplits(section, data);
    addPairs(section, data);
    addParity(section, data);
}

} // namespace scansleuth::investigate
