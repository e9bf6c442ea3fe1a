// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// A Qt Linguist .ts file read with QXmlStreamReader, independent of lupdate, lrelease and QTranslator:
// the tests' view of what a translation file holds.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace scansleuth::testing {

struct TsMessage
{
    QString context;
    QString source;
    QString comment;   // the disambiguation (<comment>), part of the message's identity
    QStringList forms; // the translation, or one entry per numerus form
    QString type;      // "unfinished", "vanished", "obsolete" or empty (finished)
    bool numerus = false;

    QString key() const { return context + QChar(0x1f) + source + QChar(0x1f) + comment; }
    // "context: source" for a failure message, the source cut at 80 characters.
    QString describe() const;
};

struct TsFile
{
    QString language; // the TS element's language attribute, e.g. "zh_CN"
    QList<TsMessage> messages;
};

// The file, or nothing with `error` set when it cannot be read or is not a .ts file.
std::optional<TsFile> readTsFile(const QString& path, QString* error = nullptr);

// %1..%99 (also %L1), %n and {name} placeholders of `text`, sorted (one entry per occurrence).
QStringList placeholders(const QString& text);

// The mnemonic letter marked with '&' in a menu or button text ("&Open" -> "O"); empty when none
// ("&&" is a literal ampersand).
QString mnemonic(const QString& text);

} // namespace scansleuth::testing
