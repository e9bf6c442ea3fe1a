// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

// Findings, severities and check result lines in the user's language, without Qt (docs/translation.md).
//
// Each finding code has English templates for its message and fix, marked for lupdate with
// QT_TRANSLATE_NOOP("Finding", ...) in findingtexts_*.cpp. A placeholder names the fact it stands for,
// after the finding's measurement where there is one: "{nonfinite_values} of {values} values ...". A
// finding's English text is matched against its code's templates; a placeholder's prefix may say what it
// takes: {part_...} a piece that a Part template matches, translated in turn; {parts_...} such pieces
// joined by ", "; {line_...} a check line, rendered as one; {number_...} a number; {name_...} a name (no
// ", ", "; " or ": " in it); {reason_...} a failure reason word, translated in the FailureReason context.
// Where several templates match, the most specific wins (the most characters of literal text). The
// placeholders take the text they cover there (numbers as core wrote them, locale-free as in files:
// "0.5 mm" in every language), and the translated template is filled with them. Where no template
// matches, or the translation names a placeholder the template does not have, the English text is shown
// as it is: never a half-filled sentence. `Finding::message` stays English, so the CLI's text and JSON do
// not change.
namespace scansleuth {

// Translates `source` in `context` (QCoreApplication::translate in the GUI, a .qm catalogue in the CLI);
// returns `source` itself (or an empty string) when it has no translation.
using Translator = std::function<std::string(const char* context, const char* source)>;

// The translator that changes nothing (English).
const Translator& englishTranslator();

// Translation contexts: finding messages and fixes, the words a placeholder may hold, severities, and
// the lines checks write for people (verdicts, headlines).
inline constexpr const char* kFindingContext = "Finding";
inline constexpr const char* kFindingTermContext = "FindingTerm";
inline constexpr const char* kSeverityContext = "Severity";
inline constexpr const char* kCheckLineContext = "CheckLine";
// The run comparison's failure reasons ("mirrored", "missing": failureReasonWords()).
inline constexpr const char* kFailureReasonContext = "FailureReason";

enum class TextRole
{
    Message,
    Fix,
    CheckLine, // `code` is empty: a line a check writes (ExperimentOutcome::summary, a headline, ...)
    Part,      // `code` is empty: a piece of a message that several codes share; it fills a
               // {part_...} placeholder, which takes only text a Part template matches
};

// One template of the table; a code may have several (a message with and without a clause).
struct TextTemplate
{
    const char* code; // empty for a Message: a wrapper of any code's message ("{finding_message}")
    TextRole role;
    const char* text;
};

// Every template, in table order (findingtexts_*.cpp).
const std::vector<TextTemplate>& textTemplates();

// The finding's message / fix in the translator's language (see above); the English text when no
// template matches.
std::string renderFindingMessage(const Finding& finding, const Translator& translate);
std::string renderFindingFix(const Finding& finding, const Translator& translate);

// "info", "warning", "error" in the translator's language.
std::string renderSeverity(Severity severity, const Translator& translate);

// A line a check wrote for people (an experiment's summary, a comparison's headline), matched against
// the CheckLine templates; `text` itself when none matches.
std::string renderCheckLine(const std::string& text, const Translator& translate);

// Any English text a finding, severity or check line may hold, when its code is not known (a report
// cell): tried against every template of the table, then as a severity word; `text` when nothing matches.
std::string renderAnyText(const std::string& text, const Translator& translate);

// The codes that have at least one message template (for the completeness test).
std::vector<std::string> templatedCodes();

// The words a run comparison gives as a case's failure reason (checks/compare/runs: causeWords, the
// missing and unreadable cases), marked in the FailureReason context: a "{reason_...}" placeholder takes
// only one of them.
const std::vector<std::string>& failureReasonWords();

namespace detail {
// A template split at its placeholders ("{name}": lower-case letters, digits, '_'); other braces are
// literal text. literals.size() == names.size() + 1.
struct ParsedTemplate
{
    std::vector<std::string> literals;
    std::vector<std::string> names;
    std::size_t literalSize = 0; // the characters of literal text: how specific the template is
    std::string longest;         // its longest literal, which a matching text must hold
};
ParsedTemplate parseTemplate(std::string_view templ);

// Whether placeholder `name` may take `piece` (a refusal makes the match try the next split).
using PieceFits = std::function<bool(const std::string& name, const std::string& piece)>;

// Matches `text` against a parsed template: each placeholder takes some text (a name used twice, the same
// text), and the earliest split that `fits` accepts and that lets the rest match wins. On success
// `values` holds each placeholder's text (name -> text). The one matcher of findings, check lines,
// reports (report/translatereport.cpp) and the header panel (io/inforeport.cpp).
bool matchParsedTemplate(const ParsedTemplate& templ, const std::string& text,
                         std::vector<std::pair<std::string, std::string>>& values, const PieceFits& fits);

// Matches `text` against `templ`; on success `values` holds each placeholder's text (name -> text).
bool matchTemplate(const std::string& templ, const std::string& text,
                   std::vector<std::pair<std::string, std::string>>& values);
// Fills `templ`'s placeholders from `values`; false when it names one that `values` lacks.
bool fillTemplate(const std::string& templ, const std::vector<std::pair<std::string, std::string>>& values,
                  std::string& out);
} // namespace detail

} // namespace scansleuth
