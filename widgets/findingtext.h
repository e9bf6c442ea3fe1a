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
// A reader's error sentence (Error::message, or a failed run's "message (detail)"): base/errortexts.h.
QString errorText(const std::string& text);
// A note core gives about its work (a model run's notes, the device it ran on, what CUDA LibTorch sees,
// a long job's progress stage): base/notetexts.h.
QString noteText(const std::string& text);
// A word or label of core's reports (the audit's feature labels, kinds and value ranges: auditwords.h,
// base/featurewords.h) as a report in the user's language writes it: report::translateReportText.
QString reportText(const std::string& text);
// The finding's measurements in words and units ("voxel axis 0, Dice before the correction 0.34"):
// base/measurementtexts.h; empty when it has none.
QString measurementsText(const Finding& finding);
// `text` (a finding's message, as a table shows it), followed by "Measured: " and its measurements when it
// has any: a findings table's tooltip.
QString withMeasurements(const QString& text, const Finding& finding);

} // namespace scansleuth::widgets
