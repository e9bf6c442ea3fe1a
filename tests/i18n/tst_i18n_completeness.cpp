// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Every language is complete: each translations/scansleuth_*.ts (German and Simplified Chinese at
// least) holds every string that lupdate extracts from the current sources (the GUI's and widgets'
// tr() calls, core's QT_TRANSLATE_NOOP finding and workflow texts, the knowledge base's generated
// source: the file list update_translations uses), each with a finished, non-empty translation that
// keeps the source's placeholders (%1, %n, {name}) and menu mnemonics. A failure lists the messages.
// lupdate runs here on exactly the files update_translations reads; with its own C++ parser (no
// clang, no -project file) it takes about a second.
#include "tsfile.h"

#include <QDir>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace scansleuth::testing;

namespace {

const QString kTranslations = QStringLiteral(SCANSLEUTH_TRANSLATIONS_DIR);

// At most this many messages are listed in one failure; the count says how many there are.
constexpr int kListed = 60;

QString listing(const QStringList& items, const QString& what)
{
    QString text = QStringLiteral("%1 %2:").arg(items.size()).arg(what);
    for (int i = 0; i < std::min<int>(kListed, items.size()); ++i)
        text += QLatin1String("\n    ") + items[i];
    if (items.size() > kListed)
        text += QStringLiteral("\n    ... and %1 more").arg(items.size() - kListed);
    return text;
}

TsFile readOrFail(const QString& path)
{
    QString error;
    std::optional<TsFile> ts = readTsFile(path, &error);
    if (!ts)
        qFatal("%s", qPrintable(error));
    return *ts;
}

QStringList tsFiles()
{
    return QDir(kTranslations).entryList({QStringLiteral("scansleuth_*.ts")}, QDir::Files, QDir::Name);
}

} // namespace

class TestI18nCompleteness : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    TsFile m_extracted; // what lupdate finds in the sources now

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QStringList files = tsFiles();
        for (const char* required : {"scansleuth_de.ts", "scansleuth_zh_CN.ts"})
            QVERIFY2(files.contains(QLatin1String(required)), required);
        // A fresh .ts from the sources, as update_translations would make it (no old file to merge).
        const QString fresh = m_dir.filePath(QStringLiteral("fresh.ts"));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(SCANSLEUTH_LUPDATE),
                      {QStringLiteral("@" SCANSLEUTH_LUPDATE_SOURCES), QStringLiteral("-no-obsolete"),
                       QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-ts"), fresh});
        QVERIFY2(lupdate.waitForFinished(300000), "lupdate did not finish");
        const QByteArray output = lupdate.readAll();
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, output.constData());
        m_extracted = readOrFail(fresh);
        // Far fewer would mean lupdate missed the knowledge base or the widgets.
        QVERIFY2(m_extracted.messages.size() > 1000, output.constData());
    }

    void language_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& file : tsFiles())
            QTest::addRow("%s", qPrintable(file)) << file;
    }

    // The .ts names the language its file name does ("scansleuth_zh_CN.ts": zh_CN).
    void language()
    {
        QFETCH(QString, file);
        const TsFile ts = readOrFail(kTranslations + QLatin1Char('/') + file);
        const QString expected = file.mid(11, file.size() - 11 - 3); // scansleuth_ ... .ts
        QVERIFY2(ts.language == expected || ts.language.startsWith(expected + QLatin1Char('_')),
                 qPrintable(ts.language));
    }

    void holdsEveryExtractedString_data() { language_data(); }

    // Each string the sources hold is in the .ts (a refresh with update_translations adds what is missing,
    // then a translator translates it).
    void holdsEveryExtractedString()
    {
        QFETCH(QString, file);
        const TsFile ts = readOrFail(kTranslations + QLatin1Char('/') + file);
        QSet<QString> present;
        for (const TsMessage& m : ts.messages)
            if (m.type != QLatin1String("vanished") && m.type != QLatin1String("obsolete"))
                present.insert(m.key());
        QStringList missing;
        for (const TsMessage& m : m_extracted.messages)
            if (!present.contains(m.key()))
                missing << m.describe();
        QSet<QString> extracted;
        for (const TsMessage& m : m_extracted.messages)
            extracted.insert(m.key());
        int stale = 0;
        for (const TsMessage& m : ts.messages)
            stale += extracted.contains(m.key()) ? 0 : 1;
        // Harmless: texts removed from the sources (the next update_translations drops them) or translated
        // ahead of a branch that brings them.
        if (stale > 0)
            qInfo("%s: %d messages that no source holds", qPrintable(file), stale);
        QVERIFY2(
            missing.isEmpty(),
            qPrintable(listing(missing, file + QLatin1String(" lacks these strings of the sources "
                                                             "(run update_translations, then translate)"))));
    }

    void everyMessageTranslated_data() { language_data(); }

    // Finished and non-empty: lrelease leaves unfinished messages out, so the GUI would show English.
    void everyMessageTranslated()
    {
        QFETCH(QString, file);
        const TsFile ts = readOrFail(kTranslations + QLatin1Char('/') + file);
        QSet<QString> extracted;
        for (const TsMessage& m : m_extracted.messages)
            extracted.insert(m.key());
        QStringList untranslated;
        for (const TsMessage& m : ts.messages) {
            if (!extracted.contains(m.key()))
                continue; // stale: reported by holdsEveryExtractedString
            const bool empty =
                m.forms.isEmpty() || std::any_of(m.forms.begin(), m.forms.end(),
                                                 [](const QString& f) { return f.trimmed().isEmpty(); });
            if (!m.type.isEmpty() || empty)
                untranslated << m.describe();
        }
        QVERIFY2(untranslated.isEmpty(),
                 qPrintable(listing(untranslated, file + QLatin1String(" untranslated"))));
    }

    void placeholdersKept_data() { language_data(); }

    // The translation uses the source's %1..%99, %n and {name} placeholders, each as often, and keeps a
    // menu mnemonic where the source has one ("&File" -> "文件(&F)").
    void placeholdersKept()
    {
        QFETCH(QString, file);
        const TsFile ts = readOrFail(kTranslations + QLatin1Char('/') + file);
        QStringList wrong;
        for (const TsMessage& m : ts.messages) {
            if (!m.type.isEmpty())
                continue;
            const QStringList expected = placeholders(m.source);
            const bool hasMnemonic =
                m.context != QLatin1String("scansleuth::knowledge") && !mnemonic(m.source).isEmpty();
            for (const QString& form : m.forms) {
                QStringList got = placeholders(form);
                // Qt allows a numerus form to leave %n out ("one segment"); the other placeholders stay.
                if (m.numerus && !got.contains(QLatin1String("%n")) && expected.contains(QLatin1String("%n")))
                    got << QStringLiteral("%n"), got.sort();
                if (got != expected)
                    wrong << m.describe() +
                                 QStringLiteral(" -> %1 (expected %2)")
                                     .arg(got.join(QLatin1Char(' ')), expected.join(QLatin1Char(' ')));
                else if (hasMnemonic && mnemonic(form).isEmpty())
                    wrong << m.describe() + QLatin1String(" -> no & mnemonic");
            }
        }
        QVERIFY2(wrong.isEmpty(),
                 qPrintable(listing(wrong, file + QLatin1String(" placeholders or mnemonics differ"))));
    }
};

QTEST_GUILESS_MAIN(TestI18nCompleteness)
#include "tst_i18n_completeness.moc"
