// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The GUI's findings table in another language: a QTranslator with the hand-written test translation
// (scansleuth_test.ts) installed, as app/gui/main.cpp installs the user's.
#include "widgets/findingsmodel.h"
#include "widgets/findingtext.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace scansleuth;
using widgets::FindingsModel;

class TestFindingTextsGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findingsTableInTestLanguage()
    {
        const Finding f = makeFinding("dicom.multiple_series", Severity::Warning,
                                      "The folder holds 12 series; each is loaded and converted separately.",
                                      "Pick one with --series, or convert into a folder to get one file per "
                                      "series.");
        FindingsModel model;
        model.setFindings({f});
        auto cell = [&](int column) {
            return model.data(model.index(0, column)).toString();
        };
        QCOMPARE(cell(FindingsModel::MessageColumn), QString::fromStdString(f.message));
        QCOMPARE(cell(FindingsModel::SeverityColumn), QStringLiteral("warning"));

        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(SCANSLEUTH_TEST_QM)));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QCOMPARE(cell(FindingsModel::MessageColumn),
                 QStringLiteral("Der Ordner enthält 12 Serien; jede wird für sich geladen."));
        QCOMPARE(cell(FindingsModel::SeverityColumn), QStringLiteral("Warnung"));
        QCOMPARE(cell(FindingsModel::FixColumn), QString::fromStdString(f.fix)); // not translated: English
        QCOMPARE(widgets::checkLineText("check-pair: no problem found."),
                 QStringLiteral("Paarprüfung \U0001F50D: no problem found."));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(cell(FindingsModel::MessageColumn), QString::fromStdString(f.message));
    }
};

QTEST_GUILESS_MAIN(TestFindingTextsGui)
#include "tst_findingtexts_gui.moc"
