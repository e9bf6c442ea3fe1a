// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/imageloader.h"
#include "widgets/dicombrowser.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using scansleuth::widgets::DicomBrowser;

class TestDicomBrowser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void treeAndSearchableTags();
    void searchGetsItsClearButtonWithText();
};

void TestDicomBrowser::treeAndSearchableTags()
{
    auto loaded = scansleuth::io::loadPath(SCANSLEUTH_TEST_DATA_DIR "/dicom/mr_small_single_slice_ts");
    QVERIFY(loaded.ok());
    DicomBrowser browser;
    QAbstractItemModelTester tester(browser.tagModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy activated(&browser, &DicomBrowser::seriesActivated);
    browser.showSeries(*loaded);
    QTreeWidget* tree = browser.tree();
    QVERIFY(tree->topLevelItemCount() >= 1); // patients
    // Find the first series item (depth 2) and pick it.
    QTreeWidgetItem* series = tree->topLevelItem(0)->child(0)->child(0);
    QVERIFY(series);
    tree->setCurrentItem(series);
    QCOMPARE(activated.count(), 1);
    QVERIFY(browser.tagModel()->rowCount() > 30);
    browser.setFilter(QStringLiteral("modality"));
    QCOMPARE(browser.tagModel()->rowCount(), 1);
    browser.setFilter(QString());
    QVERIFY(browser.tagModel()->rowCount() > 30);
    // An unreadable file empties the table instead of failing.
    browser.showTagsOf(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/README.md"));
    QCOMPARE(browser.tagModel()->rowCount(), 0);
}

// The clear button comes with the first text (widgets/clearbutton.h: enabling it loads Qt's image plugins),
// and then clears the search as Qt's own does.
void TestDicomBrowser::searchGetsItsClearButtonWithText()
{
    DicomBrowser browser;
    auto* search = browser.findChild<QLineEdit*>();
    QVERIFY(search);
    QVERIFY(!search->isClearButtonEnabled());
    search->setText(QStringLiteral("modality"));
    QVERIFY(search->isClearButtonEnabled());
    auto* clear = search->findChild<QToolButton*>(); // the button Qt shows for its clear action
    QVERIFY(clear);
    clear->click();
    QCOMPARE(search->text(), QString());
    QVERIFY(search->isClearButtonEnabled());
}

QTEST_MAIN(TestDicomBrowser)
#include "tst_dicombrowser.moc"
