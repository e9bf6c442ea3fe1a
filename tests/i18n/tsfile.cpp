// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "tsfile.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace scansleuth::testing {

QString TsMessage::describe() const
{
    QString text = source;
    text.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    if (text.size() > 80)
        text = text.left(77) + QLatin1String("...");
    return context + QLatin1String(": ") + text;
}

namespace {

// <message>: its source, comment and translation (the reader stands on the start element).
TsMessage readMessage(QXmlStreamReader& xml, const QString& context)
{
    TsMessage m;
    m.context = context;
    m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
    while (xml.readNextStartElement()) {
        const auto name = xml.name();
        if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            m.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("numerusform"))
                        m.forms << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                m.forms << xml.readElementText();
            }
        } else {
            xml.skipCurrentElement();
        }
    }
    return m;
}

} // namespace

std::optional<TsFile> readTsFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = path + QLatin1String(": ") + file.errorString();
        return std::nullopt;
    }
    QXmlStreamReader xml(&file);
    TsFile ts;
    if (!xml.readNextStartElement() || xml.name() != QLatin1String("TS")) {
        if (error)
            *error = path + QLatin1String(": not a .ts file");
        return std::nullopt;
    }
    ts.language = xml.attributes().value(QLatin1String("language")).toString();
    while (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("context")) {
            xml.skipCurrentElement();
            continue;
        }
        QString context;
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("message"))
                ts.messages << readMessage(xml, context);
            else
                xml.skipCurrentElement();
        }
    }
    if (xml.hasError()) {
        if (error)
            *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return std::nullopt;
    }
    return ts;
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(%L?[1-9][0-9]?|%n|\{[A-Za-z_][A-Za-z0-9_]*\})"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

QString mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (text[i + 1].isLetterOrNumber())
            return text[i + 1].toUpper();
    }
    return {};
}

} // namespace scansleuth::testing
