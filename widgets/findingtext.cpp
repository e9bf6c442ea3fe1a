// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "findingtext.h"

#include "base/errortexts.h"
#include "base/measurementtexts.h"
#include "base/notetexts.h"
#include "report/translatereport.h"

#include <QCoreApplication>

namespace scansleuth::widgets {

const Translator& qtTranslator()
{
    static const Translator translate = [](const char* context, const char* source) {
        return QCoreApplication::translate(context, source).toStdString();
    };
    return translate;
}

QString findingMessage(const Finding& finding)
{
    return QString::fromStdString(renderFindingMessage(finding, qtTranslator()));
}

QString findingFix(const Finding& finding)
{
    return QString::fromStdString(renderFindingFix(finding, qtTranslator()));
}

QString severityText(Severity severity)
{
    return QString::fromStdString(renderSeverity(severity, qtTranslator()));
}

QString checkLineText(const std::string& line)
{
    return QString::fromStdString(renderCheckLine(line, qtTranslator()));
}

QString errorText(const std::string& text)
{
    return QString::fromStdString(renderErrorText(text, qtTranslator()));
}

QString noteText(const std::string& text)
{
    return QString::fromStdString(renderNoteText(text, qtTranslator()));
}

QString reportText(const std::string& text)
{
    return QString::fromStdString(report::translateReportText(text, qtTranslator()));
}

QString measurementsText(const Finding& finding)
{
    return QString::fromStdString(renderMeasurements(finding.measurements, qtTranslator()));
}

QString withMeasurements(const QString& text, const Finding& finding)
{
    if (finding.measurements.empty())
        return text;
    return QCoreApplication::translate("scansleuth::widgets::FindingText", "%1\nMeasured: %2")
        .arg(text, measurementsText(finding));
}

} // namespace scansleuth::widgets
