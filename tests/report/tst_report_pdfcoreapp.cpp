// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// A program that made a plain QCoreApplication cannot write a PDF: both calls say so instead of
// crashing inside Qt's font code.
#include "reportfixture.h"
#include "widgets/pdf/pdfwriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::report;

class TestReportPdfCoreApp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refusesWithoutGuiApplication_data()
    {
        QTest::addColumn<bool>("ensureFirst");
        QTest::addRow("ensureGuiApplication") << true;
        QTest::addRow("writePdf") << false;
    }
    void refusesWithoutGuiApplication()
    {
        QFETCH(bool, ensureFirst);
        QTemporaryDir dir;
        const QString path = dir.filePath("r.pdf");
        const Status s =
            ensureFirst ? ensureGuiApplication() : writePdf(testing::everyBlock(), path.toStdString());
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, ErrorKind::Invalid);
        QVERIFY(QString::fromStdString(s.error().message).contains("graphical application"));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestReportPdfCoreApp)
#include "tst_report_pdfcoreapp.moc"
