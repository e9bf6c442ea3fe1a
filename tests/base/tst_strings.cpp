// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/strings.h"

#include <QStringList>
#include <QTest>

#include <clocale>

using namespace scansleuth;

namespace {

QStringList toQt(const std::vector<std::string>& parts)
{
    QStringList out;
    for (const std::string& p : parts)
        out << QString::fromStdString(p);
    return out;
}

} // namespace

class TestStrings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lowerCaseIsAsciiOnly()
    {
        QCOMPARE(toLower("NIfTI.GZ"), std::string("nifti.gz"));
        QCOMPARE(toLower("MÜLLER"), std::string("mÜller")); // UTF-8 bytes untouched
        // A Turkish locale maps 'I' to a dotless i in tolower(); file extensions must not change with it.
        const char* previous = std::setlocale(LC_ALL, nullptr);
        const std::string restore = previous ? previous : "C";
        std::setlocale(LC_ALL, "tr_TR.UTF-8"); // may be missing: the assertion holds either way
        QCOMPARE(toLower("IMG.NII"), std::string("img.nii"));
        std::setlocale(LC_ALL, restore.c_str());
    }

    void trims_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::addRow("both ends") << " \t a b \r\n"
                                   << "a b";
        QTest::addRow("nothing to trim") << "ab"
                                         << "ab";
        QTest::addRow("only blanks") << " \t\n"
                                     << "";
        QTest::addRow("empty") << ""
                               << "";
        QTest::addRow("form feed and vertical tab") << "\fx\v"
                                                    << "x";
    }
    void trims()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(trim(text.toStdString())), expected);
        QCOMPARE(QString::fromStdString(std::string(trimView(text.toStdString()))), expected);
    }

    void splits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("three") << "a|b|c" << QStringList{"a", "b", "c"};
        QTest::addRow("empty middle") << "a||b" << QStringList{"a", "", "b"};
        QTest::addRow("trailing separator") << "a|" << QStringList{"a", ""};
        QTest::addRow("empty text") << "" << QStringList{""};
    }
    void splits()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        QCOMPARE(toQt(split(text.toStdString(), '|')), expected);
        QCOMPARE(QString::fromStdString(join(split(text.toStdString(), '|'), "|")), text);
    }

    void splitsLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("unix") << "a\nb\n" << QStringList{"a", "b"};
        QTest::addRow("windows") << "a\r\nb\r\n" << QStringList{"a", "b"};
        QTest::addRow("no final newline") << "a\nb" << QStringList{"a", "b"};
        QTest::addRow("blank line kept") << "a\n\nb" << QStringList{"a", "", "b"};
        QTest::addRow("empty") << "" << QStringList{};
    }
    void splitsLines()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        QCOMPARE(toQt(splitLines(text.toStdString())), expected);
    }

    void comparesIgnoringCase()
    {
        QVERIFY(endsWithIgnoreCase("scan.NII.GZ", ".nii.gz"));
        QVERIFY(!endsWithIgnoreCase("gz", ".gz"));
        QVERIFY(startsWithIgnoreCase("FAILED (exit 1)", "failed"));
        QVERIFY(equalsIgnoreCase("Cuda", "CUDA"));
        QVERIFY(!equalsIgnoreCase("cuda", "cudas"));
    }

    void padsAndReplaces()
    {
        QCOMPARE(padLeft("7", 3), std::string("  7"));
        QCOMPARE(padRight("ab", 4), std::string("ab  "));
        QCOMPARE(padLeft("long", 2), std::string("long"));
        QCOMPARE(replaceAll("a.b.c", ".", "::"), std::string("a::b::c"));
        QCOMPARE(replaceAll("aaa", "aa", "b"), std::string("ba"));
        QCOMPARE(replaceAll("abc", "", "x"), std::string("abc"));
    }
};

QTEST_GUILESS_MAIN(TestStrings)
#include "tst_strings.moc"
