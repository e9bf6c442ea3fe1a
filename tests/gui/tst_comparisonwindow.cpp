// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "comparerunsdialog.h"
#include "comparisonwindow.h"
#include "io/nifti/niftiwriter.h"
#include "support/backgroundcheck.h"
#include "widgets/compare/casecomparepanel.h"
#include "widgets/compare/casetablemodel.h"
#include "widgets/compare/comparisonview.h"
#include "widgets/sliceview.h"
#include "windowshape.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <map>

using namespace scansleuth;
using app::ComparisonWindow;

namespace {
// A 6 x 6 x 8 uint8 label map (1 mm, LPS identity) with label 1 at the given voxels.
void writeLabels(const QString& path, const std::vector<std::array<std::int64_t, 3>>& ones)
{
    volume::Geometry g;
    g.size = {6, 6, 8};
    auto v = volume::Volume::allocate(volume::PixelType::UInt8, g);
    QVERIFY(v.ok());
    auto voxels = v->voxels<std::uint8_t>();
    std::fill(voxels.begin(), voxels.end(), std::uint8_t{0});
    for (const auto& p : ones)
        voxels[static_cast<std::size_t>(v->linearIndex(p[0], p[1], p[2]))] = 1;
    volume::VolumeList list;
    list.push_back(std::move(v).value());
    QVERIFY(io::writeNifti(path.toStdString(), list).ok());
}
// `window` (1400 x 900) showing the demo's comparison, written into `dir`.
void showDemo(ComparisonWindow& window, const QTemporaryDir& dir)
{
    window.resize(1400, 900);
    window.show();
    QSignalSpy finished(&window, &ComparisonWindow::jobFinished);
    window.start(app::demoCompareRequest(dir.filePath(QStringLiteral("demo"))));
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.front().front().toBool(), qPrintable(window.statusMessage()));
}
} // namespace

class TestComparisonWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void commandLineErrors_data();
    void commandLineErrors();
    void commandLineRequest();
    void dialogNeedsTwoDistinctNamedRuns();
    void dialogKeepsItsControlsInTabOrder();
    void windowKeepsItsMenuAndStatusBar();
    void comparesFoldersAndOpensTheWorstSlice();
    void demoNamesItsLabelsAndShowsItsImages();
    void demoWindowKeepsItsLayoutAndExports();
    void reportExportRunsOffTheGuiThread();
    void closingWhileTheMapsAreMadeIsSafe();
};

void TestComparisonWindow::commandLineErrors_data()
{
    QTest::addColumn<QStringList>("runs");
    QTest::addColumn<QString>("message");
    QTest::addRow("one run without truth") << QStringList{"A=/a"} << "two or more --run";
    QTest::addRow("no run") << QStringList{} << "two or more --run";
    QTest::addRow("no equals sign") << QStringList{"A", "B=/b"} << "NAME=PATH";
    QTest::addRow("no path") << QStringList{"A=", "B=/b"} << "has no path";
    QTest::addRow("no name") << QStringList{"=/a", "B=/b"} << "has no name";
}

void TestComparisonWindow::commandLineErrors()
{
    QFETCH(QStringList, runs);
    QFETCH(QString, message);
    app::CompareLaunch launch;
    launch.runs = runs;
    const auto request = app::compareRequest(launch);
    QVERIFY(!request.ok());
    QVERIFY2(QString::fromStdString(request.error().message).contains(message),
             request.error().message.c_str());
}

void TestComparisonWindow::commandLineRequest()
{
    app::CompareLaunch launch;
    launch.runs = {QStringLiteral("baseline=/p/a"), QStringLiteral("new=/p/b")};
    launch.truth = QStringLiteral("/p/truth");
    const auto request = app::compareRequest(launch);
    QVERIFY(request.ok());
    QCOMPARE(request->runs.size(), std::size_t{2});
    QCOMPARE(request->runs[1].name, std::string("new"));
    QCOMPARE(request->runs[1].path, std::string("/p/b"));
    QCOMPARE(request->truth, QStringLiteral("/p/truth"));
    // The demo: its two runs, truth, images and label table, written first.
    launch.demoFolder = QStringLiteral("/cache/demo-runs");
    const auto demo = app::compareRequest(launch);
    QVERIFY(demo.ok());
    QCOMPARE(demo->runs.size(), std::size_t{2});
    QCOMPARE(demo->runs[1].path, std::string("/cache/demo-runs/run-b"));
    QCOMPARE(demo->truth, QStringLiteral("/cache/demo-runs/truth"));
    QCOMPARE(demo->writeDemoRunsTo, QStringLiteral("/cache/demo-runs"));
}

void TestComparisonWindow::dialogNeedsTwoDistinctNamedRuns()
{
    app::CompareRunsDialog dialog;
    QVERIFY(dialog.problem().contains(QStringLiteral("Add at least two runs")));
    dialog.addRun(QStringLiteral("A"), QStringLiteral("/p/a"));
    QVERIFY(!dialog.problem().isEmpty());
    dialog.setTruth(QStringLiteral("/p/t")); // one run against the truth is an evaluation
    QVERIFY(dialog.problem().isEmpty());
    dialog.addRun(QStringLiteral("A"), QStringLiteral("/p/b"));
    QVERIFY(dialog.problem().contains(QStringLiteral("given twice")));
    app::CompareRunsDialog ok;
    ok.addRun(QStringLiteral("A"), QStringLiteral("/p/a"));
    ok.addRun(QStringLiteral("B"), QStringLiteral("/p/b"));
    ok.setTruth(QStringLiteral("/p/t"));
    QVERIFY(ok.problem().isEmpty());
    const app::CompareRequest request = ok.request();
    QCOMPARE(request.runs.size(), std::size_t{2});
    QCOMPARE(request.runs[0].path, std::string("/p/a"));
    QCOMPARE(request.truth, QStringLiteral("/p/t"));
}

// What File > Compare Runs... shows, control by control in the order Tab visits them.
void TestComparisonWindow::dialogKeepsItsControlsInTabOrder()
{
    app::CompareRunsDialog dialog;
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Compare runs"));
    QCOMPARE(testing::tabOrder(&dialog),
             (QStringList{"runs", "Add &Folder...", "Add CS&V...", "&Remove", "truth", "images", "QLineEdit",
                          "QDoubleSpinBox", "QDoubleSpinBox", "QComboBox", "QDoubleSpinBox",
                          "Lesion-wise &detection against the truth (F1)", "...", "...", "...", "&Compare",
                          "Cancel"}));
    QCOMPARE(dialog.size(), QSize(640, 520));
}

void TestComparisonWindow::windowKeepsItsMenuAndStatusBar()
{
    ComparisonWindow window;
    QCOMPARE(window.windowTitle(), QStringLiteral("ScanSleuth — Run comparison"));
    QCOMPARE(testing::menus(&window),
             QStringList{"&File: &Compare Runs... | Export &CSV... (Ctrl+E) | Export &Report... (Ctrl+R) | "
                         "Save &Screenshot... (Ctrl+Shift+S) | - | &Close (" +
                         QKeySequence(QKeySequence::Close).toString() + ")"});
    QCOMPARE(window.size(), QSize(1600, 1000));
    // The status bar: the message, the text under the mouse, and (only while comparing) progress and
    // Cancel, which stops the job.
    const QList<QLabel*> labels = window.statusBar()->findChildren<QLabel*>(Qt::FindDirectChildrenOnly);
    QCOMPARE(labels.size(), 2);
    auto* progress = window.statusBar()->findChild<QProgressBar*>();
    auto* cancel = window.statusBar()->findChild<QPushButton*>();
    QVERIFY(progress && cancel);
    QCOMPARE(cancel->text(), QStringLiteral("&Cancel"));
    QVERIFY(progress->isHidden() && cancel->isHidden());
    QVERIFY(!window.isWorking());
}

void TestComparisonWindow::comparesFoldersAndOpensTheWorstSlice()
{
    // Truth and A agree; B adds three voxels on slice 5 and one on slice 2 of case_1, and lacks case_2.
    QTemporaryDir dir;
    for (const char* sub : {"A", "B", "truth"})
        QVERIFY(QDir(dir.path()).mkdir(QString::fromLatin1(sub)));
    const std::vector<std::array<std::int64_t, 3>> organ = {{2, 2, 2}, {2, 3, 2}, {2, 2, 5}, {3, 2, 5}};
    for (const char* sub : {"A", "truth"}) {
        writeLabels(dir.filePath(QStringLiteral("%1/case_1.nii.gz").arg(QString::fromLatin1(sub))), organ);
        writeLabels(dir.filePath(QStringLiteral("%1/case_2.nii.gz").arg(QString::fromLatin1(sub))), organ);
    }
    auto b = organ;
    b.insert(b.end(), {{4, 4, 5}, {4, 3, 5}, {1, 1, 5}, {4, 4, 2}});
    writeLabels(dir.filePath(QStringLiteral("B/case_1.nii.gz")), b);

    ComparisonWindow window;
    window.resize(1400, 900);
    window.show();
    QSignalSpy finished(&window, &ComparisonWindow::jobFinished);
    QSignalSpy shown(&window, &ComparisonWindow::itemShown);
    app::CompareRequest request;
    request.runs = {{"A", dir.filePath(QStringLiteral("A")).toStdString(), false},
                    {"B", dir.filePath(QStringLiteral("B")).toStdString(), false}};
    request.truth = dir.filePath(QStringLiteral("truth"));
    window.start(request);
    QVERIFY(finished.wait(60000));
    QVERIFY2(finished.front().front().toBool(), qPrintable(window.statusMessage()));
    widgets::CaseTableModel* model = window.view()->model();
    QCOMPARE(model->rowCount(), 2); // case_2 is kept although B lacks it
    const int row2 = model->rowOfCase(1);
    QVERIFY(
        model->data(model->index(row2, model->columnCount() - 1)).toString().contains(QStringLiteral("B")));
    // The first row is selected and read in the background; it opens on B's worst slice, 5.
    QVERIFY(shown.count() > 0 || shown.wait(30000));
    widgets::CaseComparePanel* panel = window.view()->casePanel();
    QCOMPARE(panel->viewCount(), 3);
    // itemShown waits for the difference maps, made on the panel's worker.
    QVERIFY(!panel->isComputing() && panel->showsDifference(0));
    QCOMPARE(shown.back().front().value<std::size_t>(), model->caseIndex(0));
    // Another case, then case_1 again: each selection is read and shown.
    QVERIFY(window.view()->selectCase(QStringLiteral("case_2")));
    QVERIFY(shown.wait(30000));
    QCOMPARE(panel->caseData()->caseIndex, std::size_t{1});
    QVERIFY(panel->viewTitle(1).contains(QStringLiteral("B"))); // B lacks case_2: its view says so
    QVERIFY(window.view()->selectCase(QStringLiteral("case_1")));
    QVERIFY(shown.wait(30000));
    QCOMPARE(panel->caseData()->caseIndex, std::size_t{0});
    for (int v = 0; v < panel->viewCount(); ++v)
        QCOMPARE(panel->view(v)->slice(), std::int64_t{5});
}

// The demo's request (demo/demoruns.h) goes through compare::runComparison with its label table and
// image folder: the labels carry the names the demo's ITK-SNAP table gives them, and each case is shown
// over its image.
void TestComparisonWindow::demoNamesItsLabelsAndShowsItsImages()
{
    QTemporaryDir dir;
    ComparisonWindow window;
    QSignalSpy shown(&window, &ComparisonWindow::itemShown);
    showDemo(window, dir);
    if (QTest::currentTestFailed())
        return;
    const compare::Comparison* c = window.view()->comparison();
    QVERIFY(c && !c->options.labels.empty());
    const std::map<std::int64_t, std::string> demoNames = {
        {1, "liver"}, {2, "spleen"}, {3, "kidney_right"}, {4, "kidney_left"}, {5, "aorta"}};
    for (std::int64_t label : c->options.labels)
        QCOMPARE(c->labelName(label), demoNames.at(label));
    QVERIFY(shown.count() > 0 || shown.wait(30000));
    QVERIFY(window.view()->casePanel()->caseData()->image);
}

// Issue 22, as a new user met the demo: the splitter jumped when the selection changed, the HD95 headers
// were cut, a legend entry broke inside ("false positive (only in run-" / "a)"), the Overlay box read
// "Against t", and the window could not write the CSV and the report the CLI writes.
void TestComparisonWindow::demoWindowKeepsItsLayoutAndExports()
{
    QTemporaryDir dir;
    ComparisonWindow window;
    QSignalSpy shown(&window, &ComparisonWindow::itemShown);
    showDemo(window, dir);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(shown.count() > 0 || shown.wait(30000));
    auto* splitter = window.view()->findChild<QSplitter*>(QStringLiteral("comparisonSplitter"));
    QVERIFY(splitter);
    const QList<int> sizes = splitter->sizes();
    // The demo's cases: a mirrored one (long status and findings), a clean one, a shifted one.
    for (const char* key : {"case_001", "case_008", "case_005"}) {
        QVERIFY(window.view()->selectCase(QString::fromLatin1(key)));
        QVERIFY(shown.wait(30000));
        QCOMPARE(splitter->sizes(), sizes);
    }
    // Every legend whole in its view's width: one entry a row, a long one wrapped under its own words,
    // nothing cut at the right or the bottom, a run's name never broken at its hyphen.
    int legends = 0;
    for (QLabel* label : window.view()->casePanel()->findChildren<QLabel*>()) {
        if (!label->text().contains(QStringLiteral("background-color")) || !label->isVisible())
            continue;
        ++legends;
        QTextDocument doc;
        doc.setDefaultFont(label->font());
        doc.setDocumentMargin(0);
        doc.setHtml(label->text());
        doc.setTextWidth(label->contentsRect().width());
        QVERIFY2(doc.idealWidth() <= label->contentsRect().width() + 1, qPrintable(doc.toPlainText()));
        QTRY_VERIFY2(doc.size().height() <= label->contentsRect().height() + 1,
                     qPrintable(doc.toPlainText()));
        QVERIFY2(!doc.toPlainText().contains(QLatin1Char('-')), qPrintable(doc.toPlainText()));
    }
    QVERIFY(legends >= 2);
    auto* overlay = window.view()->casePanel()->findChild<QComboBox*>(QStringLiteral("overlayReference"));
    QVERIFY(overlay->width() >= overlay->sizeHint().width());
    // HD95's headers are wider than Dice's: the columns follow the metric.
    window.view()->setMetric(compare::Metric::HD95);
    QHeaderView* header = window.view()->table()->horizontalHeader();
    for (int c = 0; c < header->count(); ++c) {
        const QString title = window.view()->model()->headerData(c, Qt::Horizontal).toString();
        QVERIFY2(header->sectionSize(c) >= header->fontMetrics().horizontalAdvance(title), qPrintable(title));
    }
    // The exports: the CLI's CSV (one row per case, run pair or run against the truth, and label) and
    // report.
    const QString csvPath = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(window.exportCsv(csvPath).ok());
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QVERIFY(lines.front().startsWith("case,"));
    QVERIFY(lines.size() > window.view()->comparison()->cases.size());
    QVERIFY(window.statusMessage().contains(QStringLiteral("out.csv")));
    const QString htmlPath = dir.filePath(QStringLiteral("out.html"));
    QSignalSpy exported(&window, &ComparisonWindow::reportExported);
    QVERIFY(window.exportReport(htmlPath));
    QVERIFY(exported.wait(120000));
    QVERIFY(exported.at(0).at(0).toBool());
    QFile html(htmlPath);
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QByteArray page = html.readAll();
    QVERIFY(page.contains("Run comparison"));
    QVERIFY(page.contains("case_005")); // the worst case, pictured
    QVERIFY(page.contains("<img"));
}

// Export Report... on the demo's comparison, as PDF: made off the GUI thread (a 1 ms timer keeps firing), the
// status bar's progress only rises and ends at 100, and poppler reads the file. The status bar's Cancel,
// pressed at once, leaves an existing report byte for byte as it was and nothing else beside it.
void TestComparisonWindow::reportExportRunsOffTheGuiThread()
{
    QTemporaryDir dir;
    ComparisonWindow window;
    showDemo(window, dir);
    if (QTest::currentTestFailed())
        return;
    auto* bar = window.statusBar()->findChild<QProgressBar*>();
    auto* cancel = window.statusBar()->findChild<QPushButton*>();
    QVERIFY(bar && cancel);
    const QString folder = dir.filePath(QStringLiteral("exports"));
    QVERIFY(QDir().mkpath(folder));
    const QString pdf = folder + QStringLiteral("/comparison.pdf");
    QSignalSpy values(bar, &QProgressBar::valueChanged);
    QSignalSpy exported(&window, &ComparisonWindow::reportExported);
    const testing::LoopTicks ticksWhileExporting(exported);
    QVERIFY(window.exportReport(pdf));
    QVERIFY(window.isExportingReport() && !cancel->isHidden());
    QVERIFY(!window.exportReport(pdf)); // one at a time
    QVERIFY(exported.wait(120000));
    QVERIFY2(exported.at(0).at(0).toBool(), qPrintable(window.statusMessage()));
    QVERIFY2(ticksWhileExporting.count() > 0, "the event loop stood still while the report was written");
    const QString rise = testing::risesToHundred(values);
    QVERIFY2(rise.isEmpty(), qPrintable(rise));
    QVERIFY(cancel->isHidden());
    QVERIFY(window.statusMessage().contains(QStringLiteral("comparison.pdf")));
    QProcess text;
    text.start(QStringLiteral("pdftotext"),
               {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000) && text.exitCode() == 0);
    const QString words = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(words.contains(QStringLiteral("Run comparison")) && words.contains(QStringLiteral("case_005")),
             qPrintable(words.left(2000)));

    QFile written(pdf);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray before = written.readAll();
    written.close();
    exported.clear();
    QVERIFY(window.exportReport(pdf));
    cancel->click(); // at once, before the worker is far
    QVERIFY(exported.wait(120000));
    QVERIFY(!exported.at(0).at(0).toBool());
    QVERIFY2(window.statusMessage().contains(QStringLiteral("cancelled")),
             qPrintable(window.statusMessage()));
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll() == before);
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{QStringLiteral("comparison.pdf")});
}

// Issue 22: the case panel makes its difference maps on a worker. Closing the window while it does (here
// right after the label changed) cancels the worker and waits for it; its late result goes nowhere.
void TestComparisonWindow::closingWhileTheMapsAreMadeIsSafe()
{
    QTemporaryDir dir;
    auto* window = new ComparisonWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    QSignalSpy shown(window, &ComparisonWindow::itemShown);
    showDemo(*window, dir);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(shown.count() > 0 || shown.wait(30000));
    window->view()->setLabel(2);
    QVERIFY(window->view()->casePanel()->isComputing());
    QPointer<ComparisonWindow> alive(window);
    window->close();
    QTRY_VERIFY(alive.isNull());
    QTest::qWait(200); // a late report or result has nowhere to go
}

QTEST_MAIN(TestComparisonWindow)
#include "tst_comparisonwindow.moc"
