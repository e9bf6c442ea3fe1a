// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "demowalk.h"
#include "textfit.h"

#include "auditdialog.h"
#include "auditjob.h"
#include "auditwindow.h"
#include "comparerunsdialog.h"
#include "comparisonwindow.h"
#include "mainwindow.h"
#include "modelinspectdialog.h"
#include "runmodeldialog.h"
#include "widgets/compare/comparisonview.h"
#include "widgets/workflow/hypothesistablemodel.h"
#include "widgets/workflowpanel.h"
#include "workflow/knowledgebase.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

// Issue 22: nothing is clipped in German at the default size. Every window and dialog of the GUI, in the
// German the GUI ships, at the size it opens with: each label, button and group box title fits its widget
// (textfit.h). The main window is walked through every step of the demo investigation and through the
// experiment page of every hypothesis of the knowledge base, automated and by hand, since their labels
// are the knowledge base's longest texts. Set SCANSLEUTH_LAYOUT_SHOTS to a folder to get the pictures.
using namespace scansleuth;
using app::MainWindow;
using widgets::WorkflowPanel;

class TestI18nLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void mainWindowShowsEveryStep();
    void everyExperimentPageFits();
    void dialogsFit_data();
    void dialogsFit();
    void comparisonWindowFits();
    void auditWindowFits();

private:
    // Lets layouts settle (a word-wrapped label's height follows its width one pass later).
    static void settle()
    {
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
    }
    // Every clipped text of `window` as one message (empty: nothing clipped); saves its picture as `name`
    // when asked to. `opened`: the size the window opened with, which its texts must not have widened.
    static QString check(QWidget* window, const QString& name, QSize opened = {})
    {
        settle();
        QStringList clipped = testing::clippedTexts(window);
        if (opened.isValid() && window->size() != opened)
            clipped << QStringLiteral("the window grew from %1 x %2 to %3 x %4")
                           .arg(opened.width())
                           .arg(opened.height())
                           .arg(window->width())
                           .arg(window->height());
        const QByteArray shots = qgetenv("SCANSLEUTH_LAYOUT_SHOTS");
        if (!shots.isEmpty())
            window->grab().save(QDir(QString::fromLocal8Bit(shots)).filePath(name + QStringLiteral(".png")));
        return clipped.isEmpty() ? QString()
                                 : name + QStringLiteral(":\n  ") + clipped.join(QStringLiteral("\n  "));
    }

    // Fails with every clipped text on the log (a QVERIFY2 message is cut short).
    static void verifyNothingClipped(QStringList problems)
    {
        problems.removeAll(QString());
        for (const QString& problem : problems)
            qWarning("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(), "texts are clipped: see the warnings above");
    }

    QTranslator m_german;
    QTemporaryDir m_dir;
};

void TestI18nLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear(); // the first start: the default sizes, no saved window layout
    // A fresh demo: an autosave left by an earlier run would make the demo ask whether to restore it.
    QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).removeRecursively();
    QVERIFY(m_dir.isValid());
    // German unless SCANSLEUTH_LAYOUT_LANGUAGE names another language the GUI ships (tst_i18nlayout_zh_CN).
    const QString language = qEnvironmentVariable("SCANSLEUTH_LAYOUT_LANGUAGE", QStringLiteral("de"));
    QVERIFY(m_german.load(QStringLiteral(SCANSLEUTH_QM_DIR "/scansleuth_%1.qm").arg(language)));
    QVERIFY(QCoreApplication::installTranslator(&m_german));
    QLocale::setDefault(QLocale(language));
}

void TestI18nLayout::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_german);
    QLocale::setDefault(QLocale::c());
}

void TestI18nLayout::mainWindowShowsEveryStep()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), MainWindow::kDefaultSize);
    QStringList problems;
    problems << check(&window, QStringLiteral("main-empty"), MainWindow::kDefaultSize);
    QVERIFY(testing::openDemoAndRunItsExperiment(window));
    WorkflowPanel* panel = window.workflowPanel();
    for (int step = 0; step < WorkflowPanel::StepCount; ++step) {
        panel->setCurrentStep(step);
        problems << check(&window, QStringLiteral("main-step%1").arg(step + 1), MainWindow::kDefaultSize);
    }
    // The DICOM tab of the bottom dock.
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
        if (dock->objectName() == QLatin1String("dicom"))
            dock->raise();
    problems << check(&window, QStringLiteral("main-dicom"), MainWindow::kDefaultSize);
    verifyNothingClipped(problems);
}

void TestI18nLayout::everyExperimentPageFits()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    WorkflowPanel* panel = window.workflowPanel();
    const workflow::KnowledgeBase& kb = panel->knowledgeBase();
    QVERIFY(!kb.symptoms().empty());
    QStringList problems;
    QSet<QString> seen; // an experiment once, whichever hypothesis shows it
    int pages = 0;
    for (const workflow::SymptomSpec& symptom : kb.symptoms()) {
        QVERIFY(panel->newInvestigation(QString::fromStdString(symptom.id)));
        const QAbstractItemModel* hypotheses = panel->hypothesisModel();
        QStringList ids;
        for (int r = 0; r < hypotheses->rowCount(); ++r)
            ids << hypotheses->index(r, 0).data(widgets::HypothesisTableModel::HypothesisIdRole).toString();
        for (const QString& id : ids) {
            panel->selectHypothesis(id);
            panel->setCurrentStep(WorkflowPanel::ExperimentsStep);
            settle();
            auto* title = panel->findChild<QLabel*>(QStringLiteral("experimentTitle"));
            QVERIFY(title);
            if (seen.contains(title->text()))
                continue;
            seen.insert(title->text());
            ++pages;
            problems << check(&window, QStringLiteral("experiment-") + id, MainWindow::kDefaultSize);
            auto* byHand = panel->findChild<QPushButton*>(QStringLiteral("manualFallback"));
            if (byHand && byHand->isVisible()) {
                byHand->click();
                problems << check(&window, QStringLiteral("experiment-") + id + QStringLiteral("-by-hand"),
                                  MainWindow::kDefaultSize);
            }
        }
    }
    QVERIFY2(pages > 20, qPrintable(QString::number(pages)));
    verifyNothingClipped(problems);
}

void TestI18nLayout::dialogsFit_data()
{
    QTest::addColumn<QString>("name");
    QTest::addRow("run model") << QStringLiteral("run-model");
    QTest::addRow("inspect model") << QStringLiteral("inspect-model");
    QTest::addRow("compare runs") << QStringLiteral("compare-runs");
    QTest::addRow("audit") << QStringLiteral("audit");
}

void TestI18nLayout::dialogsFit()
{
    QFETCH(QString, name);
    std::unique_ptr<QDialog> dialog;
    if (name == QLatin1String("run-model"))
        dialog = std::make_unique<app::RunModelDialog>(app::ModelRunSettings{});
    else if (name == QLatin1String("inspect-model"))
        dialog = std::make_unique<app::ModelInspectDialog>();
    else if (name == QLatin1String("compare-runs"))
        dialog = std::make_unique<app::CompareRunsDialog>();
    else
        dialog = std::make_unique<app::AuditDialog>();
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    if (auto* inspect = qobject_cast<app::ModelInspectDialog*>(dialog.get())) {
        // With a model read: its summary, tree and findings (or, without LibTorch, the sentence why not).
        QSignalSpy inspected(inspect, &app::ModelInspectDialog::inspected);
        QSignalSpy failed(inspect, &app::ModelInspectDialog::failed);
        inspect->inspect(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/model/traced_training.pt"));
        QTRY_VERIFY_WITH_TIMEOUT(inspected.count() + failed.count() > 0, 60000);
    }
    verifyNothingClipped({check(dialog.get(), name)});
}

void TestI18nLayout::comparisonWindowFits()
{
    app::ComparisonWindow window;
    const QSize opened = window.size();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems;
    problems << check(&window, QStringLiteral("comparison-empty"), opened);
    app::CompareLaunch launch;
    launch.demoFolder = m_dir.filePath(QStringLiteral("demo-runs"));
    auto request = app::compareRequest(launch);
    QVERIFY(request.ok());
    QSignalSpy shown(&window, &app::JobWindow::itemShown);
    window.start(*request);
    QVERIFY(shown.wait(120000));
    problems << check(&window, QStringLiteral("comparison-demo"), opened);
    verifyNothingClipped(problems);
}

void TestI18nLayout::auditWindowFits()
{
    app::AuditWindow window;
    const QSize opened = window.size();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems;
    problems << check(&window, QStringLiteral("audit-empty"), opened);
    // Two splits of the synthetic NIfTI fixtures, which differ in every way the parity tab shows.
    auto request = app::auditRequest({QStringLiteral("train=" SCANSLEUTH_TEST_DATA_DIR "/nifti/orientations"),
                                      QStringLiteral("test=" SCANSLEUTH_TEST_DATA_DIR "/audit/common_grid")});
    QVERIFY(request.ok());
    QSignalSpy finished(&window, &app::JobWindow::jobFinished);
    window.start(*request);
    QVERIFY(finished.wait(120000));
    QVERIFY(finished.front().front().toBool());
    auto* tabs = window.findChild<QTabWidget*>();
    QVERIFY(tabs);
    for (int t = 0; t < tabs->count(); ++t) {
        tabs->setCurrentIndex(t);
        problems << check(&window, QStringLiteral("audit-tab%1").arg(t + 1), opened);
    }
    verifyNothingClipped(problems);
}

QTEST_MAIN(TestI18nLayout)
#include "tst_i18nlayout.moc"
