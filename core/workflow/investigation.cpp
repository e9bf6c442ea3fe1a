// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "workflow/investigation.h"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace scansleuth::workflow {

namespace {

// The evidence's weight: how much more (or less) likely the observed outcome is if the hypothesis holds.
// A supported verdict multiplies the odds by 8, a refuted one by 1/20; untested and inconclusive leave them.
constexpr double supportedRatio = 8.0;
constexpr double refutedRatio = 0.05;

const Finding* firstFindingWithCode(const Findings& findings, const std::vector<std::string>& codes)
{
    for (const auto& f : findings)
        if (std::find(codes.begin(), codes.end(), f.code) != codes.end())
            return &f;
    return nullptr;
}

bool hasInconclusiveFinding(const Findings& findings)
{
    constexpr std::string_view suffix = ".inconclusive";
    return std::any_of(findings.begin(), findings.end(), [&](const Finding& f) {
        return f.code.size() >= suffix.size() &&
               f.code.compare(f.code.size() - suffix.size(), suffix.size(), suffix) == 0;
    });
}

std::string joined(const std::vector<std::string>& items)
{
    std::string s;
    for (const auto& item : items)
        s += (s.empty() ? "" : ", ") + item;
    return s;
}

// The best verdict the check's own candidates (evidence.data.candidates[], each with "code" and "verdict", as
// pair-geometry writes them) give any of `codes`: supported > inconclusive > refuted; empty when none is
// listed.
std::string candidateVerdict(const nlohmann::json& data, const std::vector<std::string>& codes)
{
    const auto it = data.is_object() ? data.find("candidates") : data.end();
    if (it == data.end() || !it->is_array())
        return {};
    std::string best;
    for (const auto& c : *it) {
        if (!c.is_object() || !c.contains("code") || !c.contains("verdict") || !c["code"].is_string() ||
            !c["verdict"].is_string())
            continue;
        if (std::find(codes.begin(), codes.end(), c["code"].get<std::string>()) == codes.end())
            continue;
        const std::string v = c["verdict"].get<std::string>();
        if (v == "supported" || (v == "inconclusive" && best != "supported") ||
            (v == "refuted" && best.empty()))
            best = v;
    }
    return best;
}

// The verdict a completed run of the hypothesis's own experiment gives when none of its codes was found.
void applyAbsence(HypothesisState& state, const HypothesisSpec& spec, const ExperimentRun& run)
{
    const bool conclusive = spec.absenceRefutes && !hasInconclusiveFinding(run.evidence.findings);
    const std::string found =
        "The experiment " + run.experiment + " (" + run.id + ") found none of " +
        (spec.findingCodes.empty() ? std::string("the hypothesis's findings") : joined(spec.findingCodes)) +
        ".";
    if (conclusive && state.verdict != Verdict::Supported) {
        state.verdict = Verdict::Refuted;
        state.reason = found;
    } else if (conclusive) {
        state.verdict = Verdict::Inconclusive;
        state.reason += " " + found;
    } else if (state.verdict == Verdict::Untested) {
        state.verdict = Verdict::Inconclusive;
        state.reason = found + " This experiment cannot rule it out on its own.";
    }
}

void applyRun(HypothesisState& state, const HypothesisSpec& spec, const ExperimentRun& run)
{
    const Finding* f = firstFindingWithCode(run.evidence.findings, spec.findingCodes);
    const std::string candidate = candidateVerdict(run.evidence.data, spec.findingCodes);
    if (candidate == "supported" || (f && candidate != "inconclusive")) {
        state.verdict = Verdict::Supported;
        state.reason = f ? f->message + " (" + f->code + ", " + run.id + ")"
                         : "The experiment " + run.experiment + " (" + run.id + ") supports it.";
    } else if (candidate == "inconclusive") {
        if (state.verdict == Verdict::Untested || state.verdict == Verdict::Refuted) {
            state.verdict = Verdict::Inconclusive;
            state.reason = (f ? f->message + " " : std::string()) + "The experiment " + run.experiment +
                           " (" + run.id + ") could not decide; a reference mask or another experiment can.";
        }
    } else if (spec.experiment == run.experiment) {
        applyAbsence(state, spec, run);
    }
}

} // namespace

const HypothesisState* Investigation::hypothesis(std::string_view id) const
{
    const auto it =
        std::find_if(hypotheses.begin(), hypotheses.end(), [&](const auto& h) { return h.id == id; });
    return it == hypotheses.end() ? nullptr : &*it;
}

HypothesisState* Investigation::hypothesis(std::string_view id)
{
    return const_cast<HypothesisState*>(std::as_const(*this).hypothesis(id));
}

std::string utcNow()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&now, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

Investigation startInvestigation(const KnowledgeBase& kb, std::string_view symptomId,
                                 std::string_view symptomText, std::string_view whatYouWereDoing,
                                 std::string_view whatChanged)
{
    Investigation inv;
    inv.symptomId = symptomId;
    inv.symptomText = symptomText;
    inv.whatYouWereDoing = whatYouWereDoing;
    inv.whatChanged = whatChanged;
    inv.createdUtc = inv.modifiedUtc = utcNow();
    const SymptomSpec* symptom = kb.symptom(symptomId);
    if (!symptom)
        return inv;
    inv.title = symptom->title;
    inv.category = symptom->category;
    for (const auto& id : symptom->hypotheses)
        if (const HypothesisSpec* h = kb.hypothesis(id))
            inv.hypotheses.push_back(HypothesisState{h->id, h->prior, h->prior, Verdict::Untested, {}});
    rerank(inv);
    return inv;
}

double verdictLikelihoodRatio(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Supported:
        return supportedRatio;
    case Verdict::Refuted:
        return refutedRatio;
    case Verdict::Untested:
    case Verdict::Inconclusive:
        return 1.0;
    }
    return 1.0;
}

void rerank(Investigation& investigation)
{
    auto& hs = investigation.hypotheses;
    double total = 0.0;
    for (auto& h : hs) {
        h.posterior = std::max(h.prior, 0.0) * verdictLikelihoodRatio(h.verdict);
        total += h.posterior;
    }
    for (auto& h : hs)
        h.posterior = total > 0.0 ? h.posterior / total : 1.0 / double(hs.size());
    std::stable_sort(hs.begin(), hs.end(),
                     [](const auto& a, const auto& b) { return a.posterior > b.posterior; });
}

bool setVerdict(Investigation& investigation, std::string_view hypothesisId, Verdict verdict,
                std::string reason)
{
    HypothesisState* h = investigation.hypothesis(hypothesisId);
    if (!h)
        return false;
    h->verdict = verdict;
    h->reason = std::move(reason);
    rerank(investigation);
    return true;
}

void applyFindings(Investigation& investigation, const KnowledgeBase& kb, const ExperimentRun& run)
{
    if (run.status != "done")
        return;
    for (auto& state : investigation.hypotheses) {
        if (const HypothesisSpec* spec = kb.hypothesis(state.id))
            applyRun(state, *spec, run);
    }
    rerank(investigation);
}

std::string nextRunId(const Investigation& investigation)
{
    for (std::size_t n = investigation.runs.size() + 1;; ++n) {
        const std::string id = "run-" + std::to_string(n);
        if (std::none_of(investigation.runs.begin(), investigation.runs.end(),
                         [&](const ExperimentRun& r) { return r.id == id; }))
            return id;
    }
}

} // namespace scansleuth::workflow
