// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "mainwindow.h"
#include "widgets/layerpanel.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"
#include "widgets/workflow/evidencetablemodel.h"
#include "widgets/workflow/hypothesistablemodel.h"
#include "widgets/workflowpanel.h"

#include "support/backgroundcheck.h"
#include "support/germanlocale.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPalette>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

#include <sys/stat.h>

using scansleuth::app::MainWindow;
namespace widgets = scansleuth::widgets;
namespace workflow = scansleuth::workflow;
namespace volume = scansleuth::volume;
namespace io = scansleuth::io;

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
    void firstStartIsReadable();
    void gridWithoutOpenGLWidgetsSaysWhy();
    void startAndReopenRewriteNoSettings();
};

namespace {

// The width a cell needs to show `text` uncut: the text (its exact advance, rounded up), the style's
// margins on both sides and the grid line.
int neededWidth(const QTableView* table, const QString& text)
{
    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    return int(std::ceil(QFontMetricsF(table->font()).horizontalAdvance(text))) + 2 * margin +
           (table->showGrid() ? 1 : 0);
}

QString longestWord(const QString& text)
{
    QString longest;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (word.size() > longest.size())
            longest = word;
    return longest;
}

// Every column of a workflow table is at least as wide as its header; the columns beside the text
// column show every value uncut; the text column is readable (at least `textWidth` px) and holds its
// longest word (it wraps between words, so no word is cut).
void checkColumns(const QTableView* table, int textColumn, int textWidth, const QString& where,
                  const std::function<bool(int row, int column)>& wraps = {})
{
    const QAbstractItemModel* model = table->model();
    for (int c = 0; c < model->columnCount(); ++c) {
        const QString header = model->headerData(c, Qt::Horizontal).toString();
        const QString at = QStringLiteral("%1, %2 column").arg(where, header);
        QVERIFY2(table->columnWidth(c) >= neededWidth(table, header), qPrintable(at));
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString text = model->index(r, c).data().toString();
            if (c == textColumn) // the tooltip holds the full text
                QVERIFY2(model->index(r, c).data(Qt::ToolTipRole).toString().contains(text), qPrintable(at));
            const QString shown = c == textColumn || (wraps && wraps(r, c)) ? longestWord(text) : text;
            QVERIFY2(table->columnWidth(c) >= neededWidth(table, shown),
                     qPrintable(QStringLiteral("%1: '%2' needs %3 px, has %4")
                                    .arg(at, shown)
                                    .arg(neededWidth(table, shown))
                                    .arg(table->columnWidth(c))));
        }
    }
    QVERIFY2(
        table->columnWidth(textColumn) >= textWidth,
        qPrintable(QStringLiteral("%1: text column %2 px").arg(where).arg(table->columnWidth(textColumn))));
}

// No two visible widgets laid out side by side overlap (Qt draws them over each other when a layout
// is squeezed below its minimum). Composite widgets (tables, combo and spin boxes) are not entered.
void checkNoOverlap(const QWidget* parent, const QString& where)
{
    if (qobject_cast<const QAbstractScrollArea*>(parent) && !qobject_cast<const QScrollArea*>(parent))
        return;
    if (qobject_cast<const QComboBox*>(parent) || qobject_cast<const QAbstractSpinBox*>(parent) ||
        qobject_cast<const QLineEdit*>(parent))
        return;
    QList<const QWidget*> shown;
    for (const QObject* o : parent->children())
        if (const auto* w = qobject_cast<const QWidget*>(o); w && !w->isWindow() && w->isVisible())
            shown << w;
    for (qsizetype i = 0; i < shown.size(); ++i) {
        for (qsizetype j = i + 1; j < shown.size(); ++j)
            QVERIFY2(!shown[i]->geometry().intersects(shown[j]->geometry()),
                     qPrintable(QStringLiteral("%1: %2 (%3) over %4 (%5)")
                                    .arg(where, shown[i]->objectName(),
                                         QString::fromLatin1(shown[i]->metaObject()->className()),
                                         shown[j]->objectName(),
                                         QString::fromLatin1(shown[j]->metaObject()->className()))));
        checkNoOverlap(shown[i], where);
    }
}

} // namespace

void TestMainWindow::initTestCase()
{
    // Keep the tests' recent files, layout and demo cache out of the user's settings and folders.
    QCoreApplication::setOrganizationName(QStringLiteral("ScanSleuthTests"));
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear(); // every run is a first start: no layout or window state from the last run
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
    // The mask is read off the GUI thread (a 1 ms timer keeps firing), with the status bar's progress.
    QSignalSpy correctionShown(&window, &MainWindow::correctionShown);
    auto* bar = window.statusBar()->findChild<QProgressBar*>();
    QVERIFY(bar);
    QSignalSpy values(bar, &QProgressBar::valueChanged);
    const scansleuth::testing::LoopTicks ticks(correctionShown);
    Q_EMIT panel->correctionRequested(*request);
    QCOMPARE(window.viewerState()->layers().size(), std::size_t{3}); // not yet: it is being read
    QVERIFY(correctionShown.wait(60000));
    QVERIFY(correctionShown.at(0).at(0).toBool());
    QVERIFY(ticks.count() > 0);
    const QString rise = scansleuth::testing::risesToHundred(values);
    QVERIFY2(rise.isEmpty(), qPrintable(rise));
    QVERIFY(bar->isHidden());
    QCOMPARE(window.viewerState()->layers().size(), std::size_t{4});
    const auto& layers = window.viewerState()->layers();
    const volume::Volume& corrected = layers[3].image->volumes.front();
    const volume::Volume& reference = layers[2].image->volumes.front();
    QCOMPARE(corrected.geometry().size, reference.geometry().size);
    QVERIFY(std::equal(corrected.voxels<std::uint8_t>().begin(), corrected.voxels<std::uint8_t>().end(),
                       reference.voxels<std::uint8_t>().begin()));

    // Issue 19: every further press (or click on the finding) added another identical layer. Now the
    // layer made first is shown and selected again, even after the user hid it.
    auto* list = window.findChild<QListWidget*>(QStringLiteral("layerList"));
    QVERIFY(list);
    list->item(3)->setCheckState(Qt::Unchecked);
    list->setCurrentRow(0);
    const io::LoadedImage* shown = layers[3].image.get();
    Q_EMIT panel->correctionRequested(*request);
    Q_EMIT panel->correctionRequested(*request);
    QCOMPARE(window.viewerState()->layers().size(), std::size_t{4});
    QCOMPARE(window.viewerState()->layers()[3].image.get(), shown);
    QVERIFY(window.viewerState()->layers()[3].visible);
    QCOMPARE(list->currentRow(), 3);
    // And it can be removed again: the layer list's "Remove layer".
    window.findChild<widgets::LayerPanel*>()->removeAction()->trigger();
    QCOMPARE(window.viewerState()->layers().size(), std::size_t{3});
    // Cancelled (the status bar's Cancel, at once): no layer, and the status bar says so.
    correctionShown.clear();
    Q_EMIT panel->correctionRequested(*request);
    auto* cancel = window.statusBar()->findChild<QPushButton*>();
    QVERIFY(cancel && !cancel->isHidden());
    cancel->click(); // at once: a synthesised mouse press turns the event loop, and a small mask is read by
                     // then
    QVERIFY(correctionShown.wait(60000));
    QVERIFY(!correctionShown.at(0).at(0).toBool());
    QCOMPARE(window.viewerState()->layers().size(), std::size_t{3});
    QVERIFY(window.statusBar()->findChild<QLabel*>()->text().contains(QStringLiteral("cancelled")));
    correctionShown.clear();
    Q_EMIT panel->correctionRequested(*request); // shown anew after removal
    QVERIFY(correctionShown.wait(60000));
    QCOMPARE(window.viewerState()->layers().size(), std::size_t{4});
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

// Issue 19: on first start (`scansleuth --demo` at the default size) the hypothesis column was 25 px
// wide, Verdicts showed one and a half rows, Evidence cut its codes and had no Dice column; the window
// could not be made smaller than 1033 x 869, and at 1024 x 700 the dock drew buttons over its table.
void TestMainWindow::firstStartIsReadable()
{
    QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).removeRecursively();
    QSettings().remove(QStringLiteral("window")); // the first start: no saved window layout
    MainWindow window;
    QCOMPARE(window.size(), MainWindow::kDefaultSize);
    QVERIFY2(window.minimumSizeHint().width() <= MainWindow::kMinimumSize.width() &&
                 window.minimumSizeHint().height() <= MainWindow::kMinimumSize.height(),
             qPrintable(QStringLiteral("minimum %1 x %2")
                            .arg(window.minimumSizeHint().width())
                            .arg(window.minimumSizeHint().height())));
    QSignalSpy idle(&window, &MainWindow::idle);
    window.openDemo();
    QVERIFY(idle.wait(120000));
    widgets::WorkflowPanel* panel = window.workflowPanel();
    panel->selectHypothesis(QStringLiteral("mask-frame-mismatch"));
    QSignalSpy finished(panel, &widgets::WorkflowPanel::experimentFinished);
    QVERIFY(panel->runSelectedExperiment());
    QVERIFY(finished.wait(120000));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    for (const QSize size : {MainWindow::kDefaultSize, MainWindow::kMinimumSize}) {
        window.resize(size);
        QCoreApplication::processEvents();
        const QString at = QStringLiteral("%1 x %2").arg(size.width()).arg(size.height());
        // The text columns' room is asked for at the default size; on the small screen only that
        // nothing is cut or overlaps (the text columns wrap narrower).
        const bool wide = size == MainWindow::kDefaultSize;
        QCOMPARE(window.size(), size);
        for (int i = 0; i < 3; ++i)
            QVERIFY2(window.sliceView(i)->width() >= 120, qPrintable(at));
        auto table = [&](const char* name) {
            return window.findChild<QTableView*>(QLatin1String(name));
        };

        // Each step's table: its columns, and nothing on the page drawn over anything else.
        auto checkStep = [&](int step, const char* name, int textColumn, int textWidth) {
            panel->setCurrentStep(step);
            QCoreApplication::processEvents();
            const QString where = QStringLiteral("%1 %2").arg(at, QLatin1String(name));
            // Evidence items are codes (never cut) for findings and candidates, prose (wrapped) else.
            const QAbstractItemModel* model = table(name)->model();
            auto prose = [model](int row, int column) {
                using E = widgets::EvidenceTableModel;
                const auto kind = E::Kind(model->index(row, 0).data(E::KindRole).toInt());
                return column == E::ItemColumn && kind != E::Kind::Finding && kind != E::Kind::Candidate;
            };
            checkColumns(table(name), textColumn, wide ? textWidth : 0, where,
                         step == widgets::WorkflowPanel::EvidenceStep ? prose
                                                                      : std::function<bool(int, int)>());
            checkNoOverlap(panel, where);
            return table(name);
        };
        checkStep(widgets::WorkflowPanel::HypothesesStep, "hypothesesTable",
                  widgets::HypothesisTableModel::TitleColumn, 150);
        checkStep(widgets::WorkflowPanel::EvidenceStep, "evidenceTable",
                  widgets::EvidenceTableModel::DetailColumn, 100);
        QTableView* verdicts = checkStep(widgets::WorkflowPanel::VerdictsStep, "verdictsTable",
                                         widgets::HypothesisTableModel::TitleColumn, 150);
        // For looking at it: SCANSLEUTH_TEST_SCREENSHOTS=DIR keeps a picture of each step at each size.
        if (const QString dir = qEnvironmentVariable("SCANSLEUTH_TEST_SCREENSHOTS"); !dir.isEmpty())
            for (int step :
                 {int(widgets::WorkflowPanel::HypothesesStep), int(widgets::WorkflowPanel::EvidenceStep),
                  int(widgets::WorkflowPanel::VerdictsStep)}) {
                panel->setCurrentStep(step);
                QCoreApplication::processEvents();
                QVERIFY(window.grab().save(QStringLiteral("%1/window-%2x%3-step%4.png")
                                               .arg(dir)
                                               .arg(size.width())
                                               .arg(size.height())
                                               .arg(step)));
            }
        // Every hypothesis at the default size, and at least three rows on the small screen.
        const int rows = verdicts->model()->rowCount();
        const int shownRows = size == MainWindow::kDefaultSize ? rows : std::min(rows, 3);
        QVERIFY(rows >= 3);
        const int last = shownRows - 1;
        QVERIFY2(verdicts->rowViewportPosition(last) + verdicts->rowHeight(last) <=
                     verdicts->viewport()->height(),
                 qPrintable(QStringLiteral("%1: %2 of %3 rows, viewport %4 px")
                                .arg(at)
                                .arg(shownRows)
                                .arg(rows)
                                .arg(verdicts->viewport()->height())));
    }

    // The evidence shows the check's own numbers: each candidate's Dice before and after, as stored.
    const workflow::ExperimentRun& run = panel->investigation().runs.back();
    const auto* model = qobject_cast<const widgets::EvidenceTableModel*>(panel->evidenceModel());
    int candidates = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const widgets::EvidenceTableModel::Entry* e = model->entry(r);
        if (e->kind != widgets::EvidenceTableModel::Kind::Candidate)
            continue;
        const nlohmann::json& c = run.evidence.data["candidates"][e->index];
        QCOMPARE(model->index(r, widgets::EvidenceTableModel::ItemColumn).data().toString(),
                 QString::fromStdString(c["code"].get<std::string>()));
        for (const auto& [column, key] :
             {std::pair{int(widgets::EvidenceTableModel::BeforeColumn), "dice_before"},
              std::pair{int(widgets::EvidenceTableModel::AfterColumn), "dice_after"}})
            QCOMPARE(model->index(r, column).data().toString(),
                     QStringLiteral("Dice %1").arg(c[key].get<double>(), 0, 'f', 3));
        ++candidates;
    }
    QVERIFY(candidates >= 2);
}

// Qt's offscreen platform makes an OpenGL context where a display is at hand (as under xvfb-run), yet cannot
// compose a QOpenGLWidget into a window: its first flush crashed. The 2x2 layout shows why there is no 3D
// view instead, and the window draws.
void TestMainWindow::gridWithoutOpenGLWidgetsSaysWhy()
{
    if (QGuiApplication::platformName() != QLatin1String("offscreen"))
        QSKIP("needs the offscreen platform");
    MainWindow window;
    window.setLayout(MainWindow::Layout::Grid);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.missing3dView().contains(QStringLiteral("'offscreen' platform")),
             qPrintable(window.missing3dView()));
    window.repaint();
    QVERIFY(!window.grab().isNull());
    window.setLayout(MainWindow::Layout::Row); // the layout is remembered: leave the default behind
}

// The settings file is rewritten (lock file, temporary file, fsync, rename) when a setting changes, and
// only then: not by a start that restores the layout, nor by reopening the latest file (they cost every
// start 5 to 50 ms).
void TestMainWindow::startAndReopenRewriteNoSettings()
{
    const QString nifti = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/nifti/orientations/LAS.nii.gz");
    const QByteArray file = QFile::encodeName(QSettings().fileName());
    struct stat before = {};
    for (int start = 0; start < 2; ++start) {
        MainWindow window;
        QSignalSpy finished(&window, &MainWindow::loadFinished);
        window.openPath(nifti);
        QVERIFY(finished.wait(30000));
        QCOMPARE(QSettings().value(QStringLiteral("files/recent")).toStringList().value(0), nifti);
        if (start == 0)
            QCOMPARE(::stat(file.constData(), &before), 0); // the first start stored layout and file
    }
    struct stat after = {};
    QCOMPARE(::stat(file.constData(), &after), 0);
    QCOMPARE(after.st_ino, before.st_ino);
    QCOMPARE(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
    QCOMPARE(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
    // A change is stored as before.
    {
        MainWindow window;
        window.setLayout(MainWindow::Layout::Single);
    }
    QCOMPARE(QSettings().value(QStringLiteral("view/layout")).toString(), QStringLiteral("1x1"));
    QSettings().remove(QStringLiteral("view/layout"));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
