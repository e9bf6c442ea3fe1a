// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/findingtexts.h"
#include "report/document.h"

#include <vector>

// A report in another language: the builders write English (core/investigate), and the document is
// translated as a whole before it is written, so every writer (HTML, Markdown, JSON, PDF) reads one
// translated document. Numbers stay as core wrote them (locale-free, as in files). See
// docs/translation.md.
namespace scansleuth::report {

inline constexpr const char* kReportContext = "Report";

// Translates every text of `document` through `translate`: the builders' fixed texts (headings, column
// names, captions, notes: reporttexts.cpp, context "Report") when a text equals one, else a finding's
// message or fix, a check line or a severity (base/findingtexts.h: renderAnyText); other text (names,
// numbers, paths) is kept. Fills Document::words. With englishTranslator() the document is unchanged.
void translateDocument(Document& document, const Translator& translate);

// One text as translateDocument translates it.
std::string translateReportText(const std::string& text, const Translator& translate);

namespace detail {
const std::vector<const char*>& reportTexts(); // the marked texts, reporttexts.cpp
} // namespace detail

} // namespace scansleuth::report
