// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "workflow/investigationjson.h"
#include "base/findingjson.h"
#include "base/numberformat.h"

#include "workflow/jsonfields.h"

#include <cmath>

using nlohmann::json;

namespace scansleuth::workflow {

namespace {

Error invalid(const std::string& where, const std::string& problem)
{
    return makeError(ErrorKind::Corrupt, "The investigation file is invalid: " + where + " " + problem + ".");
}

std::optional<Severity> severityFromName(const std::string& name)
{
    for (const auto s : {Severity::Info, Severity::Warning, Severity::Error})
        if (name == severityName(s))
            return s;
    return std::nullopt;
}

json stringMap(const std::map<std::string, std::string>& map)
{
    json j = json::object();
    for (const auto& [k, v] : map)
        j[k] = v;
    return j;
}

// Reads an object of strings at `key`; false (with the problem in `r`'s style) when it is not one.
std::optional<Error> readStringMap(FieldReader& r, const char* key, std::map<std::string, std::string>& out)
{
    const json& j = r.object(key, false);
    for (const auto& [k, v] : j.items()) {
        if (!v.is_string())
            return invalid(r.label(),
                           std::string("has a value '") + key + "/" + k + "' that is not a string");
        out[k] = v.get<std::string>();
    }
    return std::nullopt;
}

json snapshotToJson(const Snapshot& s)
{
    return {{"caption", s.caption},
            {"image_path", s.imagePath},
            {"plane", s.plane},
            {"slice", s.slice},
            {"world_ras", {s.worldRas[0], s.worldRas[1], s.worldRas[2]}}};
}

Result<Snapshot> snapshotFromJson(const json& j, const std::string& where)
{
    FieldReader r(j, where, false);
    Snapshot s;
    s.caption = r.string("caption", false);
    s.imagePath = r.string("image_path");
    s.plane = r.string("plane", false);
    const double slice = r.number("slice", false);
    const json& ras = r.array("world_ras", false);
    if (r.failed())
        return invalid(r.label(), r.problem());
    // Checked before converting: an out-of-range double to int is undefined behaviour.
    if (!(slice >= 0 && slice <= 1e9) || slice != std::floor(slice))
        return invalid(where, "has a field 'slice' that is not a slice index");
    s.slice = int(slice);
    if (!ras.empty()) {
        if (ras.size() != 3 || !ras[0].is_number() || !ras[1].is_number() || !ras[2].is_number())
            return invalid(where, "has a field 'world_ras' that is not three numbers");
        s.worldRas = {ras[0].get<double>(), ras[1].get<double>(), ras[2].get<double>()};
    }
    return s;
}

json runToJson(const ExperimentRun& run)
{
    json findings = json::array();
    for (const auto& f : run.evidence.findings)
        findings.push_back(findingToJson(f));
    json snapshots = json::array();
    for (const auto& s : run.evidence.snapshots)
        snapshots.push_back(snapshotToJson(s));
    json out = {{"id", run.id},
                {"experiment", run.experiment},
                {"inputs", stringMap(run.inputs)},
                {"started_utc", run.startedUtc},
                {"finished_utc", run.finishedUtc},
                {"status", run.status},
                {"error", run.error},
                {"evidence",
                 {{"summary", run.evidence.summary},
                  {"findings", findings},
                  {"data", run.evidence.data},
                  {"snapshots", snapshots}}},
                {"observations", stringMap(run.observations)}};
    if (!run.evidence.problems.empty()) // optional: most runs record none
        out["evidence"]["problems"] = run.evidence.problems;
    return out;
}

std::optional<Error> readEvidence(const json& j, const std::string& where, Evidence& e)
{
    FieldReader r(j, where, false);
    e.summary = r.string("summary", false);
    const json& findings = r.array("findings", false);
    const json& snapshots = r.array("snapshots", false);
    e.problems = r.strings("problems", false);
    if (r.failed())
        return invalid(r.label(), r.problem());
    e.data = j.contains("data") ? j.at("data") : json();
    for (std::size_t i = 0; i < findings.size(); ++i) {
        auto f = findingFromJson(findings[i]);
        if (!f)
            return invalid(where + ".findings[" + std::to_string(i) + "]", f.error().message);
        e.findings.push_back(std::move(*f));
    }
    for (std::size_t i = 0; i < snapshots.size(); ++i) {
        auto s = snapshotFromJson(snapshots[i], where + ".snapshots[" + std::to_string(i) + "]");
        if (!s)
            return s.error();
        e.snapshots.push_back(std::move(*s));
    }
    return std::nullopt;
}

Result<ExperimentRun> runFromJson(const json& j, const std::string& where)
{
    FieldReader r(j, where, false);
    ExperimentRun run;
    run.id = r.string("id");
    run.experiment = r.string("experiment");
    run.startedUtc = r.string("started_utc", false);
    run.finishedUtc = r.string("finished_utc", false);
    run.status = r.string("status");
    run.error = r.string("error", false);
    const json& evidence = r.object("evidence", false);
    if (r.failed())
        return invalid(r.label(), r.problem());
    if (run.status != "done" && run.status != "failed" && run.status != "manual")
        return invalid(where, "has the unknown status '" + run.status + "'");
    if (auto e = readStringMap(r, "inputs", run.inputs))
        return *e;
    if (auto e = readStringMap(r, "observations", run.observations))
        return *e;
    if (r.failed())
        return invalid(r.label(), r.problem());
    if (auto e = readEvidence(evidence, where + ".evidence", run.evidence))
        return *e;
    return run;
}

Result<HypothesisState> hypothesisFromJson(const json& j, const std::string& where)
{
    FieldReader r(j, where, false);
    HypothesisState h;
    h.id = r.string("id");
    h.prior = r.number("prior");
    h.posterior = r.number("posterior");
    const std::string verdict = r.string("verdict");
    h.reason = r.string("reason", false);
    if (r.failed())
        return invalid(r.label(), r.problem());
    const auto v = verdictFromId(verdict);
    if (!v)
        return invalid(where, "has the unknown verdict '" + verdict + "'");
    h.verdict = *v;
    if (!std::isfinite(h.prior) || !std::isfinite(h.posterior) || h.prior < 0 || h.posterior < 0)
        return invalid(where, "has a negative or non-finite likelihood");
    return h;
}

Result<Gates> gatesFromJson(const json& j)
{
    FieldReader r(j, "gates", false);
    Gates g;
    g.causeExplained = r.boolean("cause_explained");
    g.minimalReproducer = r.boolean("minimal_reproducer");
    g.regressionTest = r.boolean("regression_test");
    g.causeDocumented = r.boolean("cause_documented");
    g.patternCheckedElsewhere = r.boolean("pattern_checked_elsewhere");
    g.notes = r.string("notes", false);
    if (r.failed())
        return invalid(r.label(), r.problem());
    return g;
}

// Version first, so a newer file fails as "newer" rather than as whatever its new fields break.
std::optional<Error> checkFormat(FieldReader& r)
{
    const std::string tag = r.string("format");
    const double version = r.number("version");
    if (r.failed())
        return invalid("the document", r.problem());
    if (tag != investigationFormatTag)
        return invalid("the document",
                       "has format '" + tag + "' instead of '" + investigationFormatTag + "'");
    if (version != std::floor(version) || version < 1)
        return invalid("the document", "has the invalid version " + formatGeneral(version));
    if (version > Investigation::currentFormatVersion)
        return makeError(ErrorKind::Unsupported,
                         "This investigation was written by a newer version of ScanSleuth (format version " +
                             formatGeneral(version) + "; this version reads up to " +
                             std::to_string(Investigation::currentFormatVersion) + ").");
    return std::nullopt;
}

} // namespace

Result<Finding> findingFromJson(const json& j)
{
    FieldReader r(j, "finding", false);
    Finding f;
    f.code = r.string("code");
    const std::string severity = r.string("severity");
    f.message = r.string("message", false);
    f.evidence = r.strings("evidence", false);
    f.fix = r.string("fix", false);
    const json& measurements = r.array("measurements", false);
    if (r.failed())
        return makeError(ErrorKind::Corrupt, r.problem());
    const auto s = severityFromName(severity);
    if (!s)
        return makeError(ErrorKind::Corrupt, "has the unknown severity '" + severity + "'");
    f.severity = *s;
    for (const json& m : measurements) {
        FieldReader mr(m, "measurement", false);
        Measurement value{mr.string("name"), mr.number("value"), mr.string("unit", false)};
        if (mr.failed())
            return makeError(ErrorKind::Corrupt, "has a measurement that " + mr.problem());
        f.measurements.push_back(std::move(value));
    }
    return f;
}

json toJson(const Investigation& inv)
{
    json hypotheses = json::array();
    for (const auto& h : inv.hypotheses)
        hypotheses.push_back({{"id", h.id},
                              {"prior", h.prior},
                              {"posterior", h.posterior},
                              {"verdict", verdictId(h.verdict)},
                              {"reason", h.reason}});
    json runs = json::array();
    for (const auto& run : inv.runs)
        runs.push_back(runToJson(run));
    const Gates& g = inv.gates;
    return {{"format", investigationFormatTag},
            {"version", Investigation::currentFormatVersion},
            {"title", inv.title},
            {"created_utc", inv.createdUtc},
            {"modified_utc", inv.modifiedUtc},
            {"symptom_id", inv.symptomId},
            {"symptom_text", inv.symptomText},
            {"what_you_were_doing", inv.whatYouWereDoing},
            {"what_changed", inv.whatChanged},
            {"category", categoryId(inv.category)},
            {"hypotheses", hypotheses},
            {"runs", runs},
            {"gates",
             {{"cause_explained", g.causeExplained},
              {"minimal_reproducer", g.minimalReproducer},
              {"regression_test", g.regressionTest},
              {"cause_documented", g.causeDocumented},
              {"pattern_checked_elsewhere", g.patternCheckedElsewhere},
              {"notes", g.notes}}},
            {"conclusion", inv.conclusion}};
}

Result<Investigation> fromJson(const json& j)
{
    FieldReader r(j, "the document", false);
    if (auto e = checkFormat(r))
        return *e;
    Investigation inv;
    inv.formatVersion = int(j.at("version").get<double>());
    inv.title = r.string("title", false);
    inv.createdUtc = r.string("created_utc", false);
    inv.modifiedUtc = r.string("modified_utc", false);
    inv.symptomId = r.string("symptom_id");
    inv.symptomText = r.string("symptom_text", false);
    inv.whatYouWereDoing = r.string("what_you_were_doing", false);
    inv.whatChanged = r.string("what_changed", false);
    const std::string category = r.string("category");
    inv.conclusion = r.string("conclusion", false);
    const json& hypotheses = r.array("hypotheses");
    const json& runs = r.array("runs");
    const json& gates = r.object("gates");
    if (r.failed())
        return invalid(r.label(), r.problem());
    const auto c = categoryFromId(category);
    if (!c)
        return invalid("the document", "has the unknown category '" + category + "'");
    inv.category = *c;
    for (std::size_t i = 0; i < hypotheses.size(); ++i) {
        auto h = hypothesisFromJson(hypotheses[i], "hypotheses[" + std::to_string(i) + "]");
        if (!h)
            return h.error();
        inv.hypotheses.push_back(std::move(*h));
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        auto run = runFromJson(runs[i], "runs[" + std::to_string(i) + "]");
        if (!run)
            return run.error();
        inv.runs.push_back(std::move(*run));
    }
    auto g = gatesFromJson(gates);
    if (!g)
        return g.error();
    inv.gates = std::move(*g);
    return inv;
}

} // namespace scansleuth::workflow
