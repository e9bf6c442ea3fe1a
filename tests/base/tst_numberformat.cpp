// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/numberformat.h"

#include <QTest>

#include <limits>

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
        QTest::addRow("nan") << std::numeric_limits<double>::quiet_NaN() << 3 << "nan";
        QTest::addRow("inf") << std::numeric_limits<double>::infinity() << 3 << "inf";
        QTest::addRow("-inf") << -std::numeric_limits<double>::infinity() << 3 << "-inf";
    }
    void formats()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(scansleuth::formatNumber(value, decimals)), expected);
    }
};

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
