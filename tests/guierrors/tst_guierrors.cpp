// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Issue 22: a German GUI says why something failed in German. Each test makes a real failure happen in a
// real window (a file that is not DICOM in the DICOM browser, a path that does not exist in the main
// window and as a model's map, an investigation saved into a folder that does not exist) with the shipped
// German catalogue installed, as app/gui/main.cpp installs the user's, and compares what the window shows
// with German written by hand (translations/scansleuth_de.ts, context "Error").
#include "app/gui/mainwindow.h"
#include "app/gui/modelactions.h"
#include "widgets/dicombrowser.h"
#include "widgets/viewerstate.h"
#include "widgets/workflowpanel.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <algorithm>

using namespace scansleuth;

namespace {

// The texts of the labels in `widget` (a window's status bar, the browser's file line).
QStringList labelTexts(const QWidget* widget)
{
    QStringList texts;
    for (const QLabel* label : widget->findChildren<QLabel*>())
        if (!label->text().isEmpty())
            texts << label->text();
    return texts;
}

bool writeText(const QString& path, const char* text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) > 0;
}

std::shared_ptr<const io::LoadedImage> smallImage()
{
    volume::Geometry g;
    g.size = {8, 8, 4};
    auto image = std::make_shared<io::LoadedImage>();
    image->volumes.push_back(volume::Volume::allocate(volume::PixelType::Int16, g).value());
    return image;
}

} // namespace

class TestGuiErrors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void theDicomBrowserSaysAFileIsNotDicom();
    void theMainWindowSaysAPathDoesNotExist();
    void aMapThatIsNotThereIsSaidInGerman();
    void savingIntoAMissingFolderIsSaidInGerman();
    void aVerdictsReasonIsShownInGermanAndKeptAsCoreWroteIt();

private:
    QTranslator m_german;
    QTemporaryDir m_dir;
};

void TestGuiErrors::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ScanSleuthTests"));
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    QVERIFY(m_german.load(QStringLiteral(SCANSLEUTH_DE_QM)));
    QVERIFY(QCoreApplication::installTranslator(&m_german));
}

void TestGuiErrors::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_german);
}

void TestGuiErrors::theDicomBrowserSaysAFileIsNotDicom()
{
    const QString path = m_dir.filePath(QStringLiteral("notes.txt"));
    QVERIFY(writeText(path, "the scans are on the other disk\n"));
    widgets::DicomBrowser browser;
    browser.showTagsOf(path);
    const QStringList shown = labelTexts(&browser);
    QVERIFY2(shown.contains(QStringLiteral("Die Datei konnte nicht als DICOM gelesen werden.")),
             qPrintable(shown.join(QStringLiteral(" | "))));
}

void TestGuiErrors::theMainWindowSaysAPathDoesNotExist()
{
    app::MainWindow window;
    QSignalSpy finished(&window, &app::MainWindow::loadFinished);
    window.openPath(m_dir.filePath(QStringLiteral("nothere.nii.gz")));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    const QStringList shown = labelTexts(window.statusBar());
    QVERIFY2(shown.contains(QStringLiteral("Der Pfad existiert nicht.")),
             qPrintable(shown.join(QStringLiteral(" | "))));
}

void TestGuiErrors::aMapThatIsNotThereIsSaidInGerman()
{
    QWidget parent;
    widgets::ViewerState state;
    state.addLayer(smallImage(), QStringLiteral("base"));
    app::ModelActions actions(&state, &parent);
    QSignalSpy messages(&actions, &app::ModelActions::message);
    QSignalSpy shown(&actions, &app::ModelActions::mapShown);
    const QString map = m_dir.filePath(QStringLiteral("disagreement.nii.gz"));
    QVERIFY(actions.showMap(map, QStringLiteral("map"), {0, 0, 0}));
    QVERIFY(shown.wait(30000));
    QCOMPARE(shown.at(0).at(0).toBool(), false);
    QVERIFY(!messages.isEmpty());
    QCOMPARE(messages.last().at(0).toString(),
             QStringLiteral("Die Karte %1 konnte nicht gelesen werden: Der Pfad existiert nicht.").arg(map));
    QCOMPARE(state.layers().size(), std::size_t{1}); // no layer for a map that was not read
}

void TestGuiErrors::savingIntoAMissingFolderIsSaidInGerman()
{
    app::MainWindow window;
    auto* panel = window.findChild<widgets::WorkflowPanel*>();
    QVERIFY(panel);
    QVERIFY(panel->newInvestigation(QStringLiteral("mask-misaligned")));
    const Status saved = panel->saveInvestigation(m_dir.filePath(QStringLiteral("no/such/folder/case.json")));
    QVERIFY(!saved.ok());
    // The window's sentence in German, then core's (its German comes with base/errortexts_model.cpp).
    const QStringList shown = labelTexts(window.statusBar());
    QVERIFY2(std::any_of(shown.begin(), shown.end(),
                         [](const QString& text) {
                             return text.startsWith(
                                 QStringLiteral("Die Untersuchung konnte nicht gespeichert "
                                                "werden: "));
                         }),
             qPrintable(shown.join(QStringLiteral(" | "))));
}

// Core writes a verdict's reason in English (workflow::applyRun); the verdicts page shows it as the report
// says it, and applying the verdict with the reason untouched keeps core's sentence in the file.
void TestGuiErrors::aVerdictsReasonIsShownInGermanAndKeptAsCoreWroteIt()
{
    auto kb = workflow::KnowledgeBase::load(SCANSLEUTH_TEST_DATA_DIR "/../../resources/knowledge");
    QVERIFY(kb.ok());
    workflow::Investigation inv = workflow::startInvestigation(*kb, "mask-misaligned");
    QVERIFY(!inv.hypotheses.empty());
    const std::string id = inv.hypotheses.front().id;
    const std::string reason = "The experiment exp-pair-geometry (run-1) supports it.";
    QVERIFY(workflow::setVerdict(inv, id, workflow::Verdict::Supported, reason));
    const QString path = m_dir.filePath(QStringLiteral("verdict.investigation.json"));
    QVERIFY(workflow::saveInvestigation(inv, path.toStdString()).ok());

    widgets::WorkflowPanel panel;
    panel.setKnowledgeBase(*kb);
    QVERIFY(panel.openInvestigation(path).ok());
    panel.setCurrentStep(widgets::WorkflowPanel::VerdictsStep);
    auto* table = panel.findChild<QTableView*>(QStringLiteral("verdictsTable"));
    auto* shown = panel.findChild<QLineEdit*>(QStringLiteral("verdictReason"));
    auto* apply = panel.findChild<QPushButton*>(QStringLiteral("applyVerdict"));
    QVERIFY(table && shown && apply);
    // The one hypothesis with a reason (the table orders them its own way).
    for (int row = 0; row < table->model()->rowCount() && shown->text().isEmpty(); ++row)
        table->setCurrentIndex(table->model()->index(row, 0));
    QCOMPARE(shown->text(), QStringLiteral("Das Experiment exp-pair-geometry (run-1) stützt sie."));
    apply->click();
    QCOMPARE(panel.investigation().hypothesis(id)->reason, reason);
    shown->setText(QStringLiteral("Die Maske ist gespiegelt."));
    apply->click();
    QCOMPARE(panel.investigation().hypothesis(id)->reason, std::string("Die Maske ist gespiegelt."));
}

QTEST_MAIN(TestGuiErrors)
#include "tst_guierrors.moc"
