// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/findingtexts.h"

#include <QString>

#include <string>

// The one place the GUI turns core's English findings, severities and check lines into the user's
// language: core's templates (base/findingtexts.h) filled through QCoreApplication::translate, so a
// German desktop reads "3 von 120 Werten ..." with the numbers as core wrote them.
namespace scansleuth::widgets {

// QCoreApplication::translate as a core Translator (the installed QTranslator's language).
const Translator& qtTranslator();

QString findingMessage(const Finding& finding);
QString findingFix(const Finding& finding);
QString severityText(Severity severity);
// A check's result line (an investigation's evidence summary, a comparison's headline).
QString checkLineText(const std::string& line);

} // namespace scansleuth::widgets
