// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "mainwindow.h"
#include "widgets/viewerstate.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPalette>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using scansleuth::app::MainWindow;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensAFileInTheBackground();
    void aBadFileKeepsEarlierImages();
    void overlaysAreLayersAndAnotherGridIsBadged();
    void darkThemeSwitchesThePalette();
};

void TestMainWindow::initTestCase()
{
    // Keep the tests' recent files and layout out of the user's settings.
    QCoreApplication::setOrganizationName(QStringLiteral("ScanSleuthTests"));
}

void TestMainWindow::opensAFileInTheBackground()
{
    MainWindow window;
    QSignalSpy finished(&window, &MainWindow::loadFinished);
    window.openPath(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/nifti/orientations/LAS.nii.gz"));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    auto* list = window.findChild<QListWidget*>();
    QCOMPARE(list->count(), 1);
    auto* text = window.findChild<QPlainTextEdit*>();
    QVERIFY(text->toPlainText().contains(QStringLiteral("axis codes  LAS")));
}

void TestMainWindow::aBadFileKeepsEarlierImages()
{
    MainWindow window;
    QSignalSpy finished(&window, &MainWindow::loadFinished);
    window.openPath(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/nifti/orientations/RAS.nii.gz"));
    QVERIFY(finished.wait(30000));
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("broken.nii"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(348, '\x7f'));
    f.close();
    window.openPath(bad);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.at(1).at(0).toBool(), false);
    // The user is told why, in one sentence, in the status bar (a dialog with details when visible).
    bool told = false;
    for (QLabel* label : window.statusBar()->findChildren<QLabel*>())
        told |= label->text().contains(QStringLiteral("not a NIfTI or Analyze image"));
    QVERIFY(told);
    QCOMPARE(window.findChild<QListWidget*>()->count(), 1);
    QVERIFY(window.findChild<QPlainTextEdit*>()->toPlainText().contains(QStringLiteral("axis codes  RAS")));
}

void TestMainWindow::overlaysAreLayersAndAnotherGridIsBadged()
{
    MainWindow window;
    QSignalSpy idle(&window, &MainWindow::idle);
    window.openPath(
        QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz"));
    window.openPath(
        QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/overlay/flair_lesion_same_oblique_grid/lesion.nii.gz"),
        true);
    window.openPath(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/nifti/orientations/RAS.nii.gz"), true);
    QVERIFY(idle.wait(60000));
    auto* list = window.findChild<QListWidget*>();
    QCOMPARE(list->count(), 3);
    QCOMPARE(window.viewerState()->layers().size(), std::size_t{3});
    // The lesion mask shares the FLAIR grid; the head volume does not, and says so.
    QVERIFY(!list->item(1)->text().contains(QStringLiteral("different grid")));
    QVERIFY(list->item(2)->text().contains(QStringLiteral("different grid")));
    QVERIFY(!list->item(2)->toolTip().isEmpty());
    QCOMPARE(window.viewerState()->layers()[1].style.kind, scansleuth::render::LayerKind::Labels);
    // Unticking a layer hides it from the views.
    list->item(1)->setCheckState(Qt::Unchecked);
    QVERIFY(!window.viewerState()->layers()[1].visible);
    // F shows one overlay at a time, cycling through "none": head (shown now) -> none -> lesion -> head.
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto visible = [&](int i) {
        return window.viewerState()->layers()[static_cast<std::size_t>(i)].visible;
    };
    QTest::keyClick(&window, Qt::Key_F);
    QVERIFY(!visible(1) && !visible(2));
    QTest::keyClick(&window, Qt::Key_F);
    QVERIFY(visible(1) && !visible(2));
    QTest::keyClick(&window, Qt::Key_F);
    QVERIFY(!visible(1) && visible(2));
    // Key 2 toggles layer 2.
    QTest::keyClick(&window, Qt::Key_2);
    QVERIFY(visible(1));
}

void TestMainWindow::darkThemeSwitchesThePalette()
{
    const QColor light = QApplication::palette().color(QPalette::Window);
    MainWindow::applyTheme(true);
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(45, 45, 48));
    MainWindow::applyTheme(false);
    QCOMPARE(QApplication::palette().color(QPalette::Window), light);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
