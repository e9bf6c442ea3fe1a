// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/findingtexts.h"
#include "report/document.h"

#include <string>
#include <utility>
#include <vector>

// A report in another language: the builders write English (core/investigate), and the document is
// translated as a whole before it is written, so every writer (HTML, Markdown, JSON, PDF) reads one
// translated document. Numbers stay as core wrote them (locale-free, as in files). See
// docs/translation.md.
namespace scansleuth::report {

inline constexpr const char* kReportContext = "Report";
// The knowledge base's texts (translations/knowledgestrings.cmake), the workflow's names (categories:
// workflow/names.cpp) and the experiments' number labels (workflow/numberlabels.h).
inline constexpr const char* kKnowledgeContext = "scansleuth::knowledge";
inline constexpr const char* kWorkflowContext = "scansleuth::workflow";
inline constexpr const char* kNumbersContext = "Numbers";

// Translates every text of `document` through `translate`, the first that applies:
// - a text equal to one of the builders' fixed texts or words (reporttexts.cpp, context "Report");
// - a text equal to a knowledge-base text (a symptom's or hypothesis's title, a quick win...) or a
//   category's name;
// - a text one of the builders' templates matches ("Supported by the evidence: {kblist_hypotheses}.",
//   reporttexts.cpp: reportTemplates), the translated template filled with its pieces, each translated
//   as its name says (a piece without a translation goes in as it is: never a half-filled sentence);
// - a finding's message or fix, a check line or a severity (base/findingtexts.h: renderAnyText).
// Other text (names, numbers, paths) is kept. A table with Table::rowKeys is the experiment's numbers:
// each row's words are translated piece by piece (workflow::numberWords' parts, context "Numbers"), and
// a value's unit too. Fills Document::words, and Document::language from the catalogue's own tag
// (reportLanguage). With englishTranslator() the document is unchanged.
void translateDocument(Document& document, const Translator& translate);

// One text as translateDocument translates it.
std::string translateReportText(const std::string& text, const Translator& translate);

// The language `translate` translates into, as a BCP 47 tag ("de", "zh-CN"): the translation of the
// marked text "en" (context "Report"), '_' written as '-'; "en" when it has none or it is not a tag.
std::string reportLanguage(const Translator& translate);

// One row of the experiment's numbers (investigate/modelreport.cpp): `words` as workflow::numberWords
// wrote them for `key` ("Group, Group: words", first letter in upper case) and `value` (with its unit
// after a space), translated; a piece without a translation is kept.
void translateNumberRow(const std::string& key, std::string& words, std::string& value,
                        const Translator& translate);

// One header cell of a table of records (investigate/modelreport.cpp): `words` as workflow::numberWords
// and numberUnit wrote them for `key` ("Gradient norm", "Voxels whose label changes (voxels)"),
// translated; a piece without a translation is kept.
void translateNumberHeader(const std::string& key, std::string& words, const Translator& translate);

// An automated experiment's input id ("reference") in English words ("reference mask"), as the report's
// run table names it (translated as a report word); an unknown id as it is.
std::string inputWords(const std::string& id);

namespace detail {
const std::vector<const char*>& reportTexts();                        // the marked texts, reporttexts.cpp
const std::vector<std::pair<const char*, const char*>>& inputWords(); // id -> words, reporttexts.cpp
const std::vector<const char*>& reportTemplates();                    // the marked templates, reporttexts.cpp
} // namespace detail

} // namespace scansleuth::report
