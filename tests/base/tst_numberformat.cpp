// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/numberformat.h"

#include "support/germanlocale.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace scansleuth;

namespace {

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Every formatter on one value, as one string, so rows can be run in both locales.
QString allFormats(double v)
{
    return QString::fromStdString(formatNumber(v, 3) + " | " + formatFixed(v, 2) + " | " +
                                  formatGeneral(v, 4) + " | " + formatShortest(v));
}

} // namespace

class TestNumberFormat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formats_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::addRow("integer") << 12.0 << 3 << "12";
        QTest::addRow("half") << 0.5 << 3 << "0.5";
        QTest::addRow("negative") << -3.25 << 3 << "-3.25";
        QTest::addRow("rounded to the decimals") << 1.23456 << 3 << "1.235";
        QTest::addRow("trailing zeros dropped") << 2.100 << 3 << "2.1";
        QTest::addRow("no decimals") << 2.6 << 0 << "3";
        QTest::addRow("no negative zero") << -0.0001 << 3 << "0";
        QTest::addRow("large") << 1e9 << 2 << "1000000000";
        QTest::addRow("nan") << kNan << 3 << "nan";
        QTest::addRow("inf") << kInf << 3 << "inf";
        QTest::addRow("-inf") << -kInf << 3 << "-inf";
    }
    void formats()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(formatNumber(value, decimals)), expected);
    }

    // What printf("%.2f"), printf("%.4g") and the shortest round trip write in the C locale.
    void formatsLikePrintfInTheCLocale_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("expected");
        QTest::addRow("spacing") << 1.2 << "1.2 | 1.20 | 1.2 | 1.2";
        QTest::addRow("position") << -337.5 << "-337.5 | -337.50 | -337.5 | -337.5";
        QTest::addRow("tiny") << 0.000123 << "0 | 0.00 | 0.000123 | 0.000123";
        QTest::addRow("exponent") << 1.23456e7 << "12345600 | 12345600.00 | 1.235e+07 | 12345600";
        QTest::addRow("negative zero") << -0.0 << "0 | 0.00 | 0 | -0";
        QTest::addRow("rounds to negative zero") << -0.001 << "-0.001 | 0.00 | -0.001 | -0.001";
        QTest::addRow("one third") << 1.0 / 3.0 << "0.333 | 0.33 | 0.3333 | 0.3333333333333333";
        QTest::addRow("nan") << kNan << "nan | nan | nan | nan";
        QTest::addRow("-inf") << -kInf << "-inf | -inf | -inf | -inf";
    }
    void formatsLikePrintfInTheCLocale()
    {
        QFETCH(double, value);
        QFETCH(QString, expected);
        QCOMPARE(allFormats(value), expected);
    }

    // The bug behind issue 9: after QCoreApplication's setlocale(LC_ALL, ""), printf writes "1,2" on a
    // German desktop. The formatters write the same text there as in the C locale.
    void formatsTheSameOnAGermanDesktop_data() { formatsLikePrintfInTheCLocale_data(); }
    void formatsTheSameOnAGermanDesktop()
    {
        QFETCH(double, value);
        QFETCH(QString, expected);
        SCANSLEUTH_GERMAN_LOCALE(german);
        QCOMPARE(allFormats(value), expected);
    }

    void shortestRoundTrips()
    {
        SCANSLEUTH_GERMAN_LOCALE(german);
        for (double v : {0.1, 1.0 / 3.0, -2.5e-300, 1.7976931348623157e308, 4.9e-324, 123456789.0}) {
            const std::optional<double> back = parseNumber(formatShortest(v));
            QVERIFY(back.has_value());
            QCOMPARE(*back, v);
        }
    }

    void reads_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("consumed");
        QTest::addColumn<double>("value");
        QTest::addRow("plain") << "0.5" << 3 << 0.5;
        QTest::addRow("leading blanks") << "  -1.25" << 7 << -1.25;
        QTest::addRow("plus sign") << "+2" << 2 << 2.0;
        QTest::addRow("no leading zero") << ".5" << 2 << 0.5;
        QTest::addRow("negative, no leading zero") << "-.5mm" << 3 << -0.5;
        QTest::addRow("exponent") << "1e-3" << 4 << 0.001;
        QTest::addRow("number then text") << "12.5 mm" << 4 << 12.5;
        QTest::addRow("a decimal comma is not a decimal point") << "1,5" << 1 << 1.0;
        QTest::addRow("DICOM multi-value") << "0.7\\0.9" << 3 << 0.7;
        QTest::addRow("overflow reads as infinity") << "1e999" << 5 << kInf;
        QTest::addRow("underflow reads as zero") << "1e-999" << 6 << 0.0;
        QTest::addRow("nan") << "nan" << 3 << kNan;
        QTest::addRow("-Infinity") << "-Infinity" << 9 << -kInf;
        QTest::addRow("nothing") << "mm" << 0 << -7.0;
        QTest::addRow("empty") << "" << 0 << -7.0;
        QTest::addRow("two signs") << "+-1" << 0 << -7.0;
        QTest::addRow("a sign alone") << "-" << 0 << -7.0;
        QTest::addRow("hex is not read") << "0x10" << 1 << 0.0;
    }
    void reads()
    {
        QFETCH(QString, text);
        QFETCH(int, consumed);
        QFETCH(double, value);
        SCANSLEUTH_GERMAN_LOCALE(german); // strtod would read "0.5" as 0 here
        const std::string s = text.toStdString();
        double v = -7.0; // untouched when nothing is read
        QCOMPARE(int(readNumber(s, v)), consumed);
        if (std::isnan(value))
            QVERIFY(std::isnan(v));
        else
            QCOMPARE(v, value);
    }

    void parsesWholeTextOnly_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("leading"); // numberOr(text, -1): the leading number, or -1
        QTest::addRow("number") << "3.5" << true << 3.5 << 3.5;
        QTest::addRow("blanks around") << " 3.5 " << true << 3.5 << 3.5;
        QTest::addRow("trailing unit") << "3.5mm" << false << 0.0 << 3.5;
        QTest::addRow("decimal comma") << "3,5" << false << 0.0 << 3.0;
        QTest::addRow("empty") << "" << false << 0.0 << -1.0;
        QTest::addRow("blank") << "  " << false << 0.0 << -1.0;
    }
    void parsesWholeTextOnly()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(double, value);
        QFETCH(double, leading);
        SCANSLEUTH_GERMAN_LOCALE(german);
        const std::optional<double> v = parseNumber(text.toStdString());
        QCOMPARE(v.has_value(), ok);
        if (ok)
            QCOMPARE(*v, value);
        QCOMPARE(numberOr(text.toStdString(), -1.0), leading);
    }
};

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
