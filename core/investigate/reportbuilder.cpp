// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// An investigation as a report document: what a supervisor reads.
#include "reportbuilder.h"

#include "auditrun.h"
#include "base/measurementtexts.h"
#include "base/numberformat.h"
#include "modelreport.h"
#include "report/pseudonymise.h"
#include "report/translatereport.h"
#include "workflow/safepath.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

namespace scansleuth::investigate {

namespace {

namespace fs = std::filesystem;

using report::Block;
using report::Section;
using report::Tone;

std::string percent(double p)
{
    return formatFixed(p * 100.0, 0) + "%";
}

// Three significant digits, but counts stay whole: "3968127 voxels", not "3.97e+06 voxels".
std::string number(double v)
{
    return formatMeasurementValue(v);
}

std::string titleOfHypothesis(const workflow::KnowledgeBase& kb, const std::string& id)
{
    const workflow::HypothesisSpec* h = kb.hypothesis(id);
    return h ? h->title : id;
}

std::string titleOfExperiment(const workflow::KnowledgeBase& kb, const std::string& id)
{
    const workflow::ExperimentSpec* e = kb.experiment(id);
    return e ? e->title : id;
}

// A manual experiment's observation field in words: its prompt from the knowledge base (the id where the
// experiment or the field is unknown).
std::string observationPrompt(const workflow::KnowledgeBase& kb, const std::string& experiment,
                              const std::string& field)
{
    if (const workflow::ExperimentSpec* e = kb.experiment(experiment))
        for (const workflow::FormField& f : e->form)
            if (f.id == field && !f.prompt.empty())
                return f.prompt;
    return field;
}

// The observation with its value: "Is the mask in place in ScanSleuth? yes", "The mask's distinct values
// (first 20): 0, 1" (reporttexts.cpp: "{prompt_field} {answer_value}", "{prompt_field}: {answer_value}").
std::string observationWords(const workflow::KnowledgeBase& kb, const std::string& experiment,
                             const std::string& field, const std::string& value)
{
    const std::string prompt = observationPrompt(kb, experiment, field);
    return prompt + (prompt.back() == '?' ? " " : ": ") + value;
}

Tone toneOf(workflow::Verdict v)
{
    switch (v) {
    case workflow::Verdict::Supported:
        return Tone::Warning;
    case workflow::Verdict::Refuted:
        return Tone::Good;
    case workflow::Verdict::Inconclusive:
        return Tone::Note;
    case workflow::Verdict::Untested:
        break;
    }
    return Tone::Normal;
}

Section summarySection(const workflow::Investigation& inv, const workflow::KnowledgeBase& kb)
{
    Section s{"Summary", {}, {}};
    const workflow::HypothesisState* top = inv.hypotheses.empty() ? nullptr : &inv.hypotheses.front();
    std::vector<std::string> supported;
    for (const workflow::HypothesisState& h : inv.hypotheses)
        if (h.verdict == workflow::Verdict::Supported)
            supported.push_back(titleOfHypothesis(kb, h.id));
    if (!inv.conclusion.empty())
        s.blocks.push_back(report::Paragraph{inv.conclusion, Tone::Normal});
    if (!supported.empty()) {
        std::string text = "Supported by the evidence: ";
        for (std::size_t i = 0; i < supported.size(); ++i)
            text += (i ? "; " : "") + supported[i];
        s.blocks.push_back(report::Paragraph{text + ".", Tone::Warning});
    } else if (top != nullptr) {
        s.blocks.push_back(report::Paragraph{
            "No hypothesis is supported yet. The most likely remains: " + titleOfHypothesis(kb, top->id) +
                " (" + percent(top->posterior) + ").",
            Tone::Note});
    }
    int passed = 0;
    for (bool g : {inv.gates.causeExplained, inv.gates.minimalReproducer, inv.gates.regressionTest,
                   inv.gates.causeDocumented, inv.gates.patternCheckedElsewhere})
        passed += g ? 1 : 0;
    s.blocks.push_back(report::KeyValues{{{"Category", workflow::categoryTitle(inv.category)},
                                          {"Experiments run", std::to_string(inv.runs.size())},
                                          {"Verification gates passed", std::to_string(passed) + " of 5"}}});
    return s;
}

Section symptomSection(const workflow::Investigation& inv, const workflow::KnowledgeBase& kb)
{
    Section s{"Symptom", {}, {}};
    const workflow::SymptomSpec* symptom = kb.symptom(inv.symptomId);
    s.blocks.push_back(report::KeyValues{{
        {"Symptom", symptom ? symptom->title + " (" + inv.symptomId + ")" : inv.symptomId},
        {"In the user's words", inv.symptomText.empty() ? "-" : inv.symptomText},
        {"What they were doing", inv.whatYouWereDoing.empty() ? "-" : inv.whatYouWereDoing},
        {"What changed recently", inv.whatChanged.empty() ? "-" : inv.whatChanged},
        {"Category", workflow::categoryTitle(inv.category)},
    }});
    if (symptom && !symptom->description.empty())
        s.blocks.push_back(report::Paragraph{symptom->description, Tone::Normal});
    return s;
}

Section hypothesesSection(const workflow::Investigation& inv, const workflow::KnowledgeBase& kb)
{
    Section s{"Hypotheses in priority order", {}, {}};
    report::Table t;
    t.caption =
        "Likelihood: the prior from the knowledge base, updated by each verdict (supported x8, refuted "
        "x0.05) and normalised.";
    t.header = {"#", "Hypothesis", "Prior", "Likelihood", "Verdict", "Experiment that can falsify it"};
    int rank = 1;
    for (const workflow::HypothesisState& h : inv.hypotheses) {
        const workflow::HypothesisSpec* spec = kb.hypothesis(h.id);
        t.rows.push_back({std::to_string(rank++), titleOfHypothesis(kb, h.id), percent(h.prior),
                          percent(h.posterior), workflow::verdictId(h.verdict),
                          spec ? titleOfExperiment(kb, spec->experiment) : "-"});
        t.rowTones.push_back(toneOf(h.verdict));
    }
    s.blocks.push_back(t);
    return s;
}

Section stepsSection(const workflow::Investigation& inv, const workflow::KnowledgeBase& kb)
{
    Section s{"Diagnostic steps taken", {}, {}};
    if (inv.runs.empty()) {
        s.blocks.push_back(report::Paragraph{"No experiment has been run yet.", Tone::Note});
        return s;
    }
    report::Table t;
    t.header = {"Run", "Experiment", "Inputs", "Started (UTC)", "Status", "Result"};
    for (const workflow::ExperimentRun& r : inv.runs) {
        std::string inputs;
        for (const auto& [id, value] : r.inputs)
            inputs += (inputs.empty() ? "" : "; ") + report::inputWords(id) + ": " +
                      std::filesystem::path(value).filename().string();
        for (const auto& [id, value] : r.observations)
            inputs += (inputs.empty() ? "" : "; ") + observationWords(kb, r.experiment, id, value);
        t.rows.push_back(
            {r.id, titleOfExperiment(kb, r.experiment), inputs, r.startedUtc, r.status, r.evidence.summary});
        t.rowTones.push_back(r.status == "failed" ? Tone::Warning : Tone::Normal);
    }
    s.blocks.push_back(t);
    return s;
}

// The check-pair candidates and tool readings kept in a run's data.
void addPairDetails(Section& s, const nlohmann::json& data)
{
    if (data.contains("candidates") && data["candidates"].is_array() && !data["candidates"].empty()) {
        report::Table t;
        t.caption = "Each candidate cause, undone on the mask and measured (Dice with the reference when "
                    "given, else the image-edge score of the mask boundary; 1 = the image's mean gradient).";
        t.header = {"Candidate", "Amount", "Before", "After", "Verdict", "Reason"};
        for (const nlohmann::json& c : data["candidates"]) {
            auto value = [&](const char* dice, const char* edge) {
                if (c.contains(dice) && c[dice].is_number())
                    return "Dice " + number(c[dice].get<double>());
                if (c.contains(edge) && c[edge].is_number())
                    return "edge " + number(c[edge].get<double>());
                return std::string("-");
            };
            const std::string verdict = c.value("verdict", "");
            t.rows.push_back({c.value("code", ""), c.value("description", ""),
                              value("dice_before", "edge_before"), value("dice_after", "edge_after"), verdict,
                              c.value("reason", "")});
            t.rowTones.push_back(verdict == "supported" ? Tone::Warning
                                 : verdict == "refuted" ? Tone::Normal
                                                        : Tone::Note);
        }
        s.blocks.push_back(t);
    }
    for (const char* which : {"image_tools", "mask_tools"}) {
        if (!data.contains(which) || !data[which].is_array() || data[which].empty())
            continue;
        report::Table t;
        t.caption =
            std::string("How other tools read the ") + (which[0] == 'i' ? "image" : "mask") + " file.";
        t.header = {"Tool", "Form used", "Note"};
        for (const nlohmann::json& r : data[which])
            t.rows.push_back({r.value("tool", ""), r.value("form", ""), r.value("note", "")});
        s.blocks.push_back(t);
    }
}

// A snapshot's picture, read only from inside the investigation's folder; otherwise a visible note
// saying which picture is missing and why (also added to `problems`).
Block snapshotBlock(const workflow::ExperimentRun& r, const workflow::Snapshot& shot,
                    const ReportOptions& options, std::vector<std::string>* problems)
{
    auto path = workflow::resolveInside(options.investigationDir, shot.imagePath);
    std::error_code ec;
    // Only a plain file is read: a folder or a pipe in its place must neither throw nor block.
    if (path && fs::exists(*path, ec) && !fs::is_regular_file(*path, ec))
        path = makeError(ErrorKind::Corrupt,
                         "The picture is not a plain file (a folder, a pipe or a device).", *path);
    Result<render::RgbaImage> picture =
        path ? render::readPng(*path) : Result<render::RgbaImage>(path.error());
    if (picture) {
        const std::string where = " (" + shot.plane + " slice " + std::to_string(shot.slice) + ", RAS " +
                                  formatFixed(shot.worldRas[0], 1) + ", " + formatFixed(shot.worldRas[1], 1) +
                                  ", " + formatFixed(shot.worldRas[2], 1) + " mm)";
        return report::Figure{shot.caption + where, std::move(picture).value(), 110.0};
    }
    const std::string note = "The picture '" + shot.imagePath + "' (" + shot.caption +
                             ") is not included: " + picture.error().message;
    if (problems)
        problems->push_back(r.id + ": " + note);
    return report::Paragraph{note, Tone::Warning};
}

Section evidenceSection(const workflow::Investigation& inv, const workflow::KnowledgeBase& kb,
                        const ReportOptions& options, std::vector<std::string>* problems)
{
    Section s{"Evidence", {}, {}};
    if (inv.runs.empty())
        s.blocks.push_back(report::Paragraph{"No evidence has been recorded yet.", Tone::Note});
    for (const workflow::ExperimentRun& r : inv.runs) {
        Section run{r.id + ": " + titleOfExperiment(kb, r.experiment), {}, {}};
        // A failed run's summary is its error: a reader's sentence (English where base/errortexts.h does
        // not know it), framed so that a translated report's sentence reads whole.
        const bool failed = r.status == "failed";
        run.blocks.push_back(report::Paragraph{failed && !r.error.empty() && r.evidence.summary == r.error
                                                   ? "The experiment failed: " + r.error
                                                   : r.evidence.summary,
                                               failed ? Tone::Warning : Tone::Normal});
        if (!r.evidence.findings.empty()) {
            report::Table t;
            t.header = {"Severity", "Code", "Finding", "Measured", "Suggested fix"};
            t.measuredColumn = 3; // in words here; translateDocument renders them in its language
            for (const Finding& f : r.evidence.findings) {
                t.rows.push_back({severityName(f.severity), f.code, f.message,
                                  renderMeasurements(f.measurements, englishTranslator()), f.fix});
                t.rowMeasurements.push_back(f.measurements);
                t.rowTones.push_back(f.severity == Severity::Info ? Tone::Normal : Tone::Warning);
            }
            run.blocks.push_back(t);
        }
        if (!r.observations.empty()) {
            report::KeyValues kv;
            for (const auto& [field, value] : r.observations)
                kv.pairs.emplace_back(observationPrompt(kb, r.experiment, field), value);
            run.blocks.push_back(kv);
        }
        addPairDetails(run, r.evidence.data);
        addModelDetails(run, r.evidence.data);
        addAuditDetails(run, r.evidence.data);
        if (std::optional<report::Plot> plot = trainingPlot(r.evidence.data))
            run.blocks.push_back(std::move(*plot));
        for (const std::string& problem : r.evidence.problems) {
            run.blocks.push_back(report::Paragraph{problem, Tone::Warning});
            if (problems)
                problems->push_back(r.id + ": " + problem);
        }
        for (const workflow::Snapshot& shot : r.evidence.snapshots)
            run.blocks.push_back(snapshotBlock(r, shot, options, problems));
        s.children.push_back(std::move(run));
    }
    return s;
}

Section verdictsSection(const workflow::Investigation& inv, const workflow::KnowledgeBase& kb)
{
    Section s{"Verdicts", {}, {}};
    report::Table t;
    t.header = {"Hypothesis", "Verdict", "Reason"};
    for (const workflow::HypothesisState& h : inv.hypotheses) {
        t.rows.push_back(
            {titleOfHypothesis(kb, h.id), workflow::verdictId(h.verdict), h.reason.empty() ? "-" : h.reason});
        t.rowTones.push_back(toneOf(h.verdict));
    }
    s.blocks.push_back(t);
    return s;
}

// Quick wins and escalation for the hypotheses that matter: the supported ones, else the three likeliest.
Section quickWinsSection(const workflow::Investigation& inv, const workflow::KnowledgeBase& kb)
{
    Section s{"Quick wins, and what to do if they fail", {}, {}};
    std::vector<const workflow::HypothesisState*> chosen;
    for (const workflow::HypothesisState& h : inv.hypotheses)
        if (h.verdict == workflow::Verdict::Supported)
            chosen.push_back(&h);
    for (std::size_t i = 0; chosen.empty() && i < inv.hypotheses.size() && i < 3; ++i)
        if (inv.hypotheses[i].verdict != workflow::Verdict::Refuted)
            chosen.push_back(&inv.hypotheses[i]);
    for (const workflow::HypothesisState* h : chosen) {
        const workflow::HypothesisSpec* spec = kb.hypothesis(h->id);
        if (spec == nullptr)
            continue;
        Section sub{spec->title, {}, {}};
        if (!spec->quickWins.empty()) {
            sub.blocks.push_back(report::Paragraph{"Quick wins:", Tone::Normal});
            sub.blocks.push_back(report::Bullets{spec->quickWins, false});
        }
        if (!spec->escalation.empty()) {
            sub.blocks.push_back(report::Paragraph{"If they fail:", Tone::Normal});
            sub.blocks.push_back(report::Bullets{spec->escalation, true});
        }
        s.children.push_back(std::move(sub));
    }
    return s;
}

Section gatesSection(const workflow::Investigation& inv)
{
    Section s{"Verification gates", {}, {}};
    report::Table t;
    t.caption = "An investigation is closed when all five hold.";
    t.header = {"Gate", "Status"};
    const std::pair<const char*, bool> gates[] = {
        {"Cause explained in words", inv.gates.causeExplained},
        {"Minimal reproducer", inv.gates.minimalReproducer},
        {"Regression test", inv.gates.regressionTest},
        {"Cause documented", inv.gates.causeDocumented},
        {"Same pattern checked elsewhere", inv.gates.patternCheckedElsewhere},
    };
    for (const auto& [name, done] : gates) {
        t.rows.push_back({name, done ? "passed" : "open"});
        t.rowTones.push_back(done ? Tone::Good : Tone::Note);
    }
    s.blocks.push_back(t);
    if (!inv.gates.notes.empty())
        s.blocks.push_back(report::Paragraph{inv.gates.notes, Tone::Normal});
    return s;
}

std::vector<report::Identifiers> patientsOf(const workflow::Investigation& inv)
{
    std::vector<report::Identifiers> out;
    for (const workflow::ExperimentRun& r : inv.runs) {
        if (!r.evidence.data.is_object() || !r.evidence.data.contains("patients"))
            continue;
        for (const nlohmann::json& p : r.evidence.data["patients"]) {
            // One value ("name": an experiment's inputs) or a list ("names": the audit's records).
            const auto read = [&p](const char* one, const char* many, std::vector<std::string>& into) {
                if (p.contains(one) && p[one].is_string())
                    into.push_back(p[one].get<std::string>());
                if (p.contains(many) && p[many].is_array())
                    for (const nlohmann::json& v : p[many])
                        if (v.is_string())
                            into.push_back(v.get<std::string>());
            };
            report::Identifiers ids;
            read("name", "names", ids.names);
            read("id", "ids", ids.ids);
            read("birth_date", "birth_dates", ids.birthDates);
            const bool known = std::any_of(out.begin(), out.end(), [&](const report::Identifiers& o) {
                return o.names == ids.names && o.ids == ids.ids && o.birthDates == ids.birthDates;
            });
            if (!known) // the same inputs appear in several runs
                out.push_back(std::move(ids));
        }
    }
    return out;
}

} // namespace

std::optional<report::Plot> trainingPlot(const nlohmann::json& data)
{
    if (!data.is_object() || !data.contains("series") || !data["series"].is_array())
        return std::nullopt;
    report::Plot plot;
    plot.title = "Training curves (" + data.value("classification", std::string("?")) + ")";
    plot.xLabel = data.value("x_name", std::string("step"));
    plot.yLabel = "value";
    const std::string train = data.value("train_loss", std::string()),
                      val = data.value("val_loss", std::string());
    for (const nlohmann::json& series : data["series"]) {
        const std::string name = series.value("name", "");
        if (name != train && name != val)
            continue;
        report::PlotSeries p;
        p.name = name;
        for (const nlohmann::json& x : series.value("x", nlohmann::json::array()))
            p.x.push_back(x.is_number() ? x.get<double>() : NAN);
        for (const nlohmann::json& y : series.value("y", nlohmann::json::array()))
            p.y.push_back(y.is_number() ? y.get<double>() : NAN);
        p.x.resize(std::min(p.x.size(), p.y.size()));
        p.y.resize(p.x.size());
        plot.series.push_back(std::move(p));
    }
    if (plot.series.empty())
        return std::nullopt;
    // The loss an untrained C-class softmax classifier starts from: a first loss far from it points at
    // the output layer, the loss or the labels.
    const nlohmann::json classes = data.value("classes", nlohmann::json());
    if (classes.is_number() && classes.get<double>() >= 2) {
        const double lnC = std::log(classes.get<double>());
        const std::string label = "ln(" + std::to_string(classes.get<int>()) + ") = " + formatGeneral(lnC, 3);
        plot.references.push_back({report::ReferenceLine::Orientation::Horizontal, lnC, label});
    }
    return plot;
}

report::Document buildReport(const workflow::Investigation& inv, const workflow::KnowledgeBase& kb,
                             const ReportOptions& options, std::vector<std::string>* problems)
{
    report::Document doc;
    doc.title = "Investigation: " + (inv.title.empty() ? inv.symptomId : inv.title);
    doc.subtitle = "ScanSleuth report";
    doc.createdUtc = report::nowUtc();
    doc.metadata = {
        {"Investigation started", inv.createdUtc},
        {"Last changed", inv.modifiedUtc},
        {"Symptom", inv.symptomId},
        {"Identifiers", options.includeIdentifiers ? "included on request" : "pseudonymised (keyed hash)"}};
    const std::vector<report::Identifiers> patients = patientsOf(inv);
    for (const report::Identifiers& p : patients) {
        std::string who = p.names.empty() ? "" : p.names.front();
        if (!p.ids.empty())
            who += (who.empty() ? "ID " : ", ID ") + p.ids.front();
        if (!p.birthDates.empty())
            who += ", born " + p.birthDates.front();
        doc.metadata.emplace_back("Patient", who);
    }
    doc.sections = {summarySection(inv, kb),
                    symptomSection(inv, kb),
                    hypothesesSection(inv, kb),
                    stepsSection(inv, kb),
                    evidenceSection(inv, kb, options, problems),
                    verdictsSection(inv, kb),
                    quickWinsSection(inv, kb),
                    gatesSection(inv)};
    report::PrivacyOptions privacy;
    privacy.patients = patients;
    privacy.key = options.pseudonymKey;
    privacy.includeIdentifiers = options.includeIdentifiers;
    return report::applyPrivacy(doc, privacy);
}

} // namespace scansleuth::investigate
