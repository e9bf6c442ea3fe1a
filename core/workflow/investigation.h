// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/result.h"
#include "workflow/knowledgebase.h"

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The investigation document: the opening questions, ranked hypotheses, experiments run with their inputs and
// evidence, verdicts and the verification gates. Saved as versioned JSON (docs/investigation-format.md).
namespace scansleuth::workflow {

enum class Verdict
{
    Untested,
    Supported,
    Refuted,
    Inconclusive,
};
const char* verdictId(Verdict verdict); // "untested", "supported", "refuted", "inconclusive"
std::optional<Verdict> verdictFromId(std::string_view id);

// A slice picture kept as evidence. imagePath: a PNG, relative to the investigation file's folder.
// plane: "axial", "coronal" or "sagittal"; slice: index along that plane's normal; worldRas in mm (RAS).
struct Snapshot
{
    std::string caption;
    std::string imagePath;
    std::string plane;
    int slice = 0;
    std::array<double, 3> worldRas{};

    friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

// What an experiment produced: a one-line summary, findings, the check's structured result (its toJson, or
// null) and slice pictures. problems: what went wrong recording the evidence without failing the run (a
// picture that could not be written), one user sentence each; the report and the CLI show them.
struct Evidence
{
    std::string summary;
    Findings findings;
    nlohmann::json data;
    std::vector<Snapshot> snapshots;
    std::vector<std::string> problems;

    friend bool operator==(const Evidence&, const Evidence&) = default;
};

// One run of an experiment. inputs: input id -> path or text, as given. Times: ISO 8601 UTC
// ("2026-11-30T05:40:00Z"). status: "done" (an automated check completed), "failed" (it could not run:
// `error` says why), "manual" (a manual experiment; `observations` holds the form's answers, field id ->
// text; yes-no fields are "yes" or "no").
struct ExperimentRun
{
    std::string id; // unique within the investigation, e.g. "run-1"
    std::string experiment;
    std::map<std::string, std::string> inputs;
    std::string startedUtc;
    std::string finishedUtc;
    std::string status = "done";
    std::string error;
    Evidence evidence;
    std::map<std::string, std::string> observations;

    friend bool operator==(const ExperimentRun&, const ExperimentRun&) = default;
};

// prior: the knowledge base's prior; posterior: after rerank(), normalised over the investigation's
// hypotheses.
struct HypothesisState
{
    std::string id;
    double prior = 0.0;
    double posterior = 0.0;
    Verdict verdict = Verdict::Untested;
    std::string reason; // why the verdict, one or two sentences

    friend bool operator==(const HypothesisState&, const HypothesisState&) = default;
};

// The verification gates: an investigation is closed when all five hold.
struct Gates
{
    bool causeExplained = false;          // the cause is explained in words
    bool minimalReproducer = false;       // a minimal case reproduces it
    bool regressionTest = false;          // a test now guards against it
    bool causeDocumented = false;         // written down where the team will find it
    bool patternCheckedElsewhere = false; // the same pattern was looked for elsewhere
    std::string notes;

    bool allPassed() const
    {
        return causeExplained && minimalReproducer && regressionTest && causeDocumented &&
               patternCheckedElsewhere;
    }
    friend bool operator==(const Gates&, const Gates&) = default;
};

struct Investigation
{
    static constexpr int currentFormatVersion = 1;

    int formatVersion = currentFormatVersion; // the version the document was read as
    std::string title;
    std::string createdUtc;
    std::string modifiedUtc;
    std::string symptomId;
    std::string symptomText;      // the symptom in the user's words
    std::string whatYouWereDoing; // opening question 2
    std::string whatChanged;      // opening question 3: what changed recently
    Category category = Category::Crash;
    std::vector<HypothesisState> hypotheses; // ranked, best first
    std::vector<ExperimentRun> runs;         // in the order they were run
    Gates gates;
    std::string conclusion;

    const HypothesisState* hypothesis(std::string_view id) const;
    HypothesisState* hypothesis(std::string_view id);
    friend bool operator==(const Investigation&, const Investigation&) = default;
};

// Current time as ISO 8601 UTC with seconds ("2026-11-30T05:40:00Z").
std::string utcNow();

// A new investigation for a symptom: its category, its hypotheses with their priors, ranked by prior (ties
// keep the symptom's order), posteriors normalised; title = the symptom's title; created/modified = now.
// Precondition: kb.symptom(symptomId) exists; otherwise the result has the id and no hypotheses.
Investigation startInvestigation(const KnowledgeBase& kb, std::string_view symptomId,
                                 std::string_view symptomText = {}, std::string_view whatYouWereDoing = {},
                                 std::string_view whatChanged = {});

// Sets a verdict and its reason, then reranks. Returns false (changing nothing) for an unknown hypothesis.
bool setVerdict(Investigation& investigation, std::string_view hypothesisId, Verdict verdict,
                std::string reason);

// Likelihood ratio applied to the prior for each verdict: the evidence's weight.
double verdictLikelihoodRatio(Verdict verdict); // untested 1, inconclusive 1, supported 8, refuted 0.05

// posterior = prior x verdictLikelihoodRatio(verdict), normalised to sum to 1 over the investigation's
// hypotheses (all equal when every product is 0); then a stable sort, highest posterior first.
void rerank(Investigation& investigation);

// Applies a run's findings to the hypotheses, then reranks. Per hypothesis (codes = its findingCodes):
// - Supported when the check's own candidates (evidence.data["candidates"][], objects with "code" and
//   "verdict", as pair-geometry writes them) call one of its codes "supported", or when a finding has one of
//   its codes and no candidate calls that code "inconclusive"; the reason is the finding's message, its code
//   and the run id. Any experiment's run can support any hypothesis.
// - Inconclusive when the best candidate verdict for its codes is "inconclusive" (e.g. a left-right flip of a
//   symmetric structure, or a header difference the image cannot prove); a Supported verdict is kept.
// - Otherwise, when the run is the hypothesis's own experiment: Refuted ("... found none of <codes>") when
//   the hypothesis has `absenceRefutes` and no finding's code ends in ".inconclusive"; a Supported verdict
//   (the user's or an earlier run's) then becomes Inconclusive with both reasons kept. Without
//   `absenceRefutes`, an Untested hypothesis becomes Inconclusive (the experiment cannot rule it out alone).
// Only runs with status "done" count; failed and manual runs change nothing. Hypotheses not in the
// knowledge base are left alone.
void applyFindings(Investigation& investigation, const KnowledgeBase& kb, const ExperimentRun& run);

// The next free run id ("run-N").
std::string nextRunId(const Investigation& investigation);

// Reads an investigation file. Errors: NotFound, Io, TooLarge (over 256 MiB), Corrupt (not JSON, truncated,
// wrong format tag, a missing or mistyped field: the message names it), Unsupported (written by a newer
// version of the format).
Result<Investigation> loadInvestigation(const std::string& path);

// Writes atomically: a temporary file in the same folder, flushed and synced, renamed over `path`.
// Errors: Io (the folder cannot be written; nothing is left behind). The document is written as given
// (callers set modifiedUtc).
Status saveInvestigation(const Investigation& investigation, const std::string& path);

// Copies the snapshot pictures of every run from `fromDir` to `toDir` (Save As into another folder), each
// at its relative path, written atomically. Both ends are resolved with resolveInside (safepath.h): a
// path that leaves either folder is neither read nor written, so nothing outside `toDir` is replaced.
// Every picture is tried. Errors: Io naming each picture that was refused, missing, unreadable or not
// written ("2 of 5 pictures were not copied: run-1-as-found.png (...); ...").
Status copySnapshotFiles(const Investigation& investigation, const std::string& fromDir,
                         const std::string& toDir);

// Autosave beside the file: "<dir>/.<name>.autosave" (atomic, same format).
std::string autosavePath(const std::string& path);
Status autosave(const Investigation& investigation, const std::string& path);
// The autosave's path when one exists that is newer than `path` (or `path` does not exist): the previous
// session ended without saving, so offer to restore it. std::nullopt otherwise.
std::optional<std::string> recoverableAutosave(const std::string& path);
// Removes the autosave (after a save, or when the user declines to restore). No autosave is not an error.
Status discardAutosave(const std::string& path);

} // namespace scansleuth::workflow
