// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "mainwindow.h"
#include "widgets/viewerstate.h"
#include "widgets/workflowpanel.h"

#include "support/germanlocale.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPalette>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using scansleuth::app::MainWindow;
namespace widgets = scansleuth::widgets;
namespace workflow = scansleuth::workflow;
namespace volume = scansleuth::volume;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensAFileInTheBackground();
    void aBadFileKeepsEarlierImages();
    void overlaysAreLayersAndAnotherGridIsBadged();
    void darkThemeSwitchesThePalette();
    void demoOpensItsInvestigation();
    void demoOnAGermanDesktop();
    void chooseLabelTableNeedsALabelLayer();
};

void TestMainWindow::initTestCase()
{
    // Keep the tests' recent files, layout and demo cache out of the user's settings and folders.
    QCoreApplication::setOrganizationName(QStringLiteral("ScanSleuthTests"));
    QStandardPaths::setTestModeEnabled(true);
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

// `scansleuth --demo`: the CT, the mask found flipped and the correct mask as reference, and the
// investigation open at its first step. Running its experiment names the flip; the suggested correction
// shown in the views puts the mask back where the reference is.
void TestMainWindow::demoOpensItsInvestigation()
{
    QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).removeRecursively();
    MainWindow window;
    QSignalSpy idle(&window, &MainWindow::idle);
    window.openDemo();
    QVERIFY(idle.wait(120000));
    QCOMPARE(window.viewerState()->layers().size(), std::size_t{3});
    widgets::WorkflowPanel* panel = window.workflowPanel();
    QVERIFY(panel->hasInvestigation());
    QCOMPARE(panel->currentStep(), int(widgets::WorkflowPanel::QuestionsStep));
    QCOMPARE(panel->investigation().symptomId, std::string("mask-misaligned"));
    QVERIFY(QFile::exists(panel->investigationPath()));
    QVERIFY(panel->inputs().first("mask").ends_with("mask_flipped_lr.nii.gz"));
    QVERIFY(panel->inputs().first("reference").ends_with("mask.nii.gz"));

    const std::string top = panel->investigation().hypotheses.front().id;
    panel->selectHypothesis(QString::fromStdString(top));
    QSignalSpy finished(panel, &widgets::WorkflowPanel::experimentFinished);
    QVERIFY(panel->runSelectedExperiment());
    QVERIFY(finished.wait(120000));
    const workflow::Investigation& inv = panel->investigation();
    QVERIFY(!inv.runs.empty());
    const workflow::HypothesisState* frame = inv.hypothesis("mask-frame-mismatch");
    QVERIFY(frame != nullptr);
    QCOMPARE(frame->verdict, workflow::Verdict::Supported);
    QCOMPARE(inv.hypotheses.front().id, std::string("mask-frame-mismatch"));

    // The supported candidate, shown as a correction: the corrected layer holds the reference's voxels.
    std::optional<widgets::CorrectionRequest> request;
    for (const nlohmann::json& c : inv.runs.back().evidence.data["candidates"])
        if (c.value("verdict", "") == "supported" && !request)
            request = widgets::correctionFromCandidateJson(c);
    QVERIFY(request.has_value());
    request->maskPath = QString::fromStdString(panel->inputs().first("mask"));
    Q_EMIT panel->correctionRequested(*request);
    QCOMPARE(window.viewerState()->layers().size(), std::size_t{4});
    const auto& layers = window.viewerState()->layers();
    const volume::Volume& corrected = layers[3].image->volumes.front();
    const volume::Volume& reference = layers[2].image->volumes.front();
    QCOMPARE(corrected.geometry().size, reference.geometry().size);
    QVERIFY(std::equal(corrected.voxels<std::uint8_t>().begin(), corrected.voxels<std::uint8_t>().end(),
                       reference.voxels<std::uint8_t>().begin()));
}

// Issue 9: under de_DE the demo's DICOM CT was written with PixelSpacing "1,2\\1,2" and positions like
// "-337,5", read back with other spacing, and both masks carried the "different grid" badge.
void TestMainWindow::demoOnAGermanDesktop()
{
    QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).removeRecursively();
    SCANSLEUTH_GERMAN_LOCALE(german);
    MainWindow window;
    QSignalSpy idle(&window, &MainWindow::idle);
    window.openDemo();
    QVERIFY(idle.wait(120000));
    const auto& layers = window.viewerState()->layers();
    QCOMPARE(layers.size(), std::size_t{3});
    // The demo CT's documented grid (README of the demo study): 1.2 x 1.2 x 2.5 mm, first voxel at LPS
    // (-153, -172, -402.5).
    const volume::Geometry& ct = layers[0].image->geometry();
    const volume::Vec3 spacing{1.2, 1.2, 2.5}, origin{-153, -172, -402.5};
    for (int a = 0; a < 3; ++a) {
        QVERIFY(std::abs(ct.spacing[a] - spacing[a]) < 1e-6);
        QVERIFY(std::abs(ct.origin[a] - origin[a]) < 1e-6);
    }
    auto* list = window.findChild<QListWidget*>();
    QCOMPARE(list->count(), 3);
    for (int i = 0; i < list->count(); ++i)
        QVERIFY2(!list->item(i)->text().contains(QStringLiteral("different grid")),
                 qPrintable(list->item(i)->text()));
}

// File > Choose Label Table... acts on the selected label layer; without one it says so instead of asking
// for a file.
void TestMainWindow::chooseLabelTableNeedsALabelLayer()
{
    MainWindow window;
    auto* action = window.findChild<QAction*>(QStringLiteral("chooseLabelTable"));
    QVERIFY(action);
    action->trigger();
    bool said = false;
    for (const QLabel* label : window.findChildren<QLabel*>())
        said = said || label->text() == QStringLiteral("Select a label layer first.");
    QVERIFY(said);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
