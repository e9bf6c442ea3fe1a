// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "mainwindow.h"

#include <QListWidget>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using scansleuth::app::MainWindow;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensAFileInTheBackground();
    void aBadFileKeepsEarlierImages();
};

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
    QCOMPARE(window.findChild<QListWidget*>()->count(), 1);
    QVERIFY(window.findChild<QPlainTextEdit*>()->toPlainText().contains(QStringLiteral("axis codes  RAS")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
