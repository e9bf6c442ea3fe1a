// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The hypothesis knowledge base: symptoms, the hypotheses that explain them and the experiments that can
// falsify each, loaded from the JSON files in resources/knowledge (schema: docs/knowledge-base.md).
namespace scansleuth::workflow {

// How a problem shows itself. Ids are stable ("crash", "performance", "silent-correctness").
enum class Category
{
    Crash,             // the program stops with an error (or produces NaN)
    Performance,       // slow, or hangs
    SilentCorrectness, // runs fine, gives wrong answers
};

const char* categoryId(Category category);    // "crash", "performance", "silent-correctness"
const char* categoryTitle(Category category); // English title: "Crash or error", ...
std::optional<Category> categoryFromId(std::string_view id);

// One field of a manual experiment's form: what the user records.
enum class FieldType
{
    Text,
    Number,
    YesNo,
};
const char* fieldTypeId(FieldType type); // "text", "number", "yes-no"
std::optional<FieldType> fieldTypeFromId(std::string_view id);

struct FormField
{
    std::string id;
    std::string prompt;
    FieldType type = FieldType::Text;

    friend bool operator==(const FormField&, const FormField&) = default;
};

// What an automated experiment needs from the user. kind: "file", "folder", "file-or-folder" or "text".
struct ExperimentInput
{
    std::string id;
    std::string prompt;
    std::string kind;
    bool optional = false;

    friend bool operator==(const ExperimentInput&, const ExperimentInput&) = default;
};

// An experiment: automated (bound to the check named by `check`: "pair-geometry", "labels", "corrupt-scan",
// "nan-scan", "slurm-log", "training-log", "run-comparison", "dataset-audit", "model-determinism"...; a check
// the application does not know is run as a manual experiment) or manual (`steps` to run, `form` to fill).
struct ExperimentSpec
{
    std::string id;
    std::string title;
    std::string description;
    bool automated = false;
    std::string check;                   // non-empty exactly when automated
    std::vector<ExperimentInput> inputs; // automated only
    std::vector<std::string> steps;      // commands or code; manual only (may hold newlines)
    std::vector<FormField> form;         // manual only
    std::string supports;                // the outcome that supports the hypotheses it tests
    std::string refutes;                 // the outcome that refutes them
    // Automated only, optional: a manual experiment that tests the same thing by hand, for users who
    // cannot give the automated one its inputs (no TorchScript file of their model).
    std::string manualFallback;

    friend bool operator==(const ExperimentSpec&, const ExperimentSpec&) = default;
};

// A possible cause. `prior` in (0, 1] is how often this is the cause when the symptom shows (priors of one
// symptom's hypotheses need not sum to 1: investigations normalise them). A finding whose code is in
// `findingCodes` supports the hypothesis, whichever experiment produced it. `absenceRefutes`: a completed run
// of `experiment` that reports none of `findingCodes` refutes it (see applyFindings in investigation.h).
struct HypothesisSpec
{
    std::string id;
    std::string title;
    std::string explanation;
    double prior = 0.0;
    std::string experiment; // id of the experiment that can falsify it
    std::string supports;   // the outcome of that experiment that supports it
    std::string refutes;    // the outcome that refutes it
    std::vector<std::string> quickWins;
    std::vector<std::string> escalation; // what to do when the quick wins fail
    std::vector<std::string> findingCodes;
    bool absenceRefutes = false;

    friend bool operator==(const HypothesisSpec&, const HypothesisSpec&) = default;
};

struct SymptomSpec
{
    std::string id; // kebab-case, stable
    std::string title;
    std::string description;
    Category category = Category::Crash;
    std::vector<std::string> keywords;   // lower-case words or phrases, matched by matchSymptoms
    std::vector<std::string> hypotheses; // hypothesis ids, most likely first

    friend bool operator==(const SymptomSpec&, const SymptomSpec&) = default;
};

class KnowledgeBase
{
public:
    // Loads every *.json file of `dir` (sorted by name) and validates the whole: the format tag and version,
    // required fields and their types, ids unique per kind, every reference resolving (symptom -> hypothesis,
    // hypothesis -> experiment), priors in (0, 1], known categories and form field types, automated
    // experiments naming a check, manual ones having steps. Errors: NotFound (no folder, or no .json in it),
    // Io, Corrupt (the message names the file and the entry), Unsupported (a newer format version).
    static Result<KnowledgeBase> load(const std::string& dir);
    // Loads from defaultDirectory().
    static Result<KnowledgeBase> loadDefault();
    // $SCANSLEUTH_KNOWLEDGE_DIR if set; else <executable dir>/../share/scansleuth/knowledge if it exists;
    // else the source tree's resources/knowledge (compiled in).
    static std::string defaultDirectory();

    const SymptomSpec* symptom(std::string_view id) const;       // nullptr when unknown
    const HypothesisSpec* hypothesis(std::string_view id) const; // nullptr when unknown
    const ExperimentSpec* experiment(std::string_view id) const; // nullptr when unknown

    const std::vector<SymptomSpec>& symptoms() const { return m_symptoms; } // in file order
    const std::vector<HypothesisSpec>& hypotheses() const { return m_hypotheses; }
    const std::vector<ExperimentSpec>& experiments() const { return m_experiments; }

    // Hypotheses a finding code supports, in knowledge-base order.
    std::vector<const HypothesisSpec*> hypothesesForFinding(std::string_view findingCode) const;

    // Symptoms whose keywords match free text, best first; empty when nothing matches. Matching is
    // case-insensitive on words (punctuation separates words; bytes of non-ASCII UTF-8 letters are word
    // characters, compared as they are); a keyword word matches a text word when one
    // is a prefix of the other and the shorter has at least 4 letters ("flip" matches "flipped"), or when
    // they are equal. Score: 1 per matching one-word keyword, 3 per word of a matching multi-word phrase
    // (so "out of memory" outweighs "memory"); text that equals a symptom id ranks that symptom first.
    // Ties keep knowledge-base order.
    std::vector<const SymptomSpec*> matchSymptoms(std::string_view freeText) const;

    // Adds search words to a symptom (a translation's, so that matchSymptoms understands the user's
    // language); ASCII letters are lower-cased, other characters kept: pass lower-case text. Empty
    // entries and words the symptom already has are skipped. False for an unknown symptom.
    bool addKeywords(std::string_view symptomId, const std::vector<std::string>& keywords);

    const std::vector<std::string>& files() const { return m_files; } // the files loaded, full paths

private:
    friend class KnowledgeBaseLoader;
    std::vector<SymptomSpec> m_symptoms;
    std::vector<HypothesisSpec> m_hypotheses;
    std::vector<ExperimentSpec> m_experiments;
    std::map<std::string, std::size_t, std::less<>> m_symptomIndex;
    std::map<std::string, std::size_t, std::less<>> m_hypothesisIndex;
    std::map<std::string, std::size_t, std::less<>> m_experimentIndex;
    std::vector<std::string> m_files;
};

} // namespace scansleuth::workflow
