// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "comparisonwindow.h"
#include "helpdialogs.h"
#include "helpwindow.h"
#include "mainwindow.h"
#include "shortcuts.h"
#include "widgets/workflowpanel.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>
#include <QTreeWidget>

#include <functional>

using scansleuth::app::GuideBrowser;
using scansleuth::app::HelpWindow;
using scansleuth::app::MainWindow;
using scansleuth::app::Shortcuts;
namespace widgets = scansleuth::widgets;

class TestHelp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void helpMenuHasItsActions();
    void userGuideOpensAtItsStartPage();
    void guideLinksStayInsideTheProgram();
    void linkWithAnchorScrollsToItsHeading_data();
    void linkWithAnchorScrollsToItsHeading();
    void everyAnchorLinkFindsItsHeading();
    void everyPictureOfTheGuideIsBundled();
    void searchFindsPagesOffline();
    void shortcutTableEqualsTheActions();
    void shortcutsDialogListsTheTable();
    void ctrlSSavesTheInvestigation();
    void closingWithUnsavedChangesAsks_data();
    void closingWithUnsavedChangesAsks();
    void aClosedDockComesBackFromView();
    void windowAndDocksComeBackFromTheSettings();
    void aboutNamesTheToolkits();
    void reportAProblemCopiesTheSystemInformation();

private:
    // A main window with an investigation saved to `path` and then edited (unsaved changes).
    std::unique_ptr<MainWindow> editedInvestigation(const QString& path);
    QTemporaryDir m_dir;
};

namespace {

QAction* actionNamed(QWidget* window, const QString& name)
{
    return window->findChild<QAction*>(name);
}

QMenu* menuTitled(QMainWindow* window, const QString& title)
{
    for (QAction* action : window->menuBar()->actions())
        if (action->menu() && action->text().remove(QLatin1Char('&')) == title)
            return action->menu();
    return nullptr;
}

// Answers the next modal message box named `name` with `button`, once it is shown.
void answerMessageBox(const QString& name, QMessageBox::StandardButton button, bool* seen)
{
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, name, button, seen] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || box->objectName() != name)
            return;
        *seen = true;
        box->button(button)->click();
        timer->deleteLater();
    });
    timer->start();
}

// The relative targets of every `](target)` link and `![..](picture)` of a Markdown file on disk.
QStringList markdownTargets(const QString& path, bool pictures)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    static const QRegularExpression link(QStringLiteral(R"((!?)\[[^\]]*\]\(([^)\s]+)\))"));
    QStringList targets;
    for (auto it = link.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        if ((match.captured(1) == QLatin1String("!")) == pictures)
            targets << match.captured(2);
    }
    return targets;
}

// docs/guide/screenshots.sh runs this test with SCANSLEUTH_GUIDE_SHOTS=DIR: the help windows' pictures.
void saveGuideShot(QWidget* widget, const char* name)
{
    const QString dir = qEnvironmentVariable("SCANSLEUTH_GUIDE_SHOTS");
    if (dir.isEmpty())
        return;
    widget->show();
    QTest::qWait(200);
    if (!widget->grab().save(dir + QLatin1Char('/') + QString::fromLatin1(name) + QStringLiteral(".png")))
        qWarning("could not write %s", name);
}

// The file of the source tree a bundled page ("qrc:/docs/x.md") is built from.
QString fileOnDisk(const QUrl& page)
{
    return QStringLiteral(SCANSLEUTH_DOCS_DIR) + page.path().mid(QStringLiteral("/docs").size());
}

// The block of the page whose text is `text` (a heading as it reads), or an invalid block.
QTextBlock blockWithText(const QTextDocument* page, const QString& text)
{
    for (QTextBlock block = page->begin(); block.isValid(); block = block.next())
        if (block.text() == text)
            return block;
    return {};
}

// Whether some heading of the page carries the anchor `name`.
bool hasAnchor(const QTextDocument* page, const QString& name)
{
    for (QTextBlock block = page->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().anchorNames().contains(name))
                return true;
    return false;
}

QStringList guideFiles()
{
    return QDir(QStringLiteral(SCANSLEUTH_DOCS_DIR "/guide"))
        .entryList({QStringLiteral("*.md")}, QDir::Files);
}

} // namespace

void TestHelp::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ScanSleuthHelpTests"));
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false); // the tests close main windows
    QVERIFY(m_dir.isValid());
}

void TestHelp::init()
{
    QSettings().clear(); // every test is a first start
}

void TestHelp::helpMenuHasItsActions()
{
    MainWindow window;
    QMenu* help = menuTitled(&window, QStringLiteral("Help"));
    QVERIFY(help);
    QStringList names;
    for (QAction* action : help->actions())
        if (!action->isSeparator())
            names << action->objectName();
    QCOMPARE(names, QStringList({QStringLiteral("userGuide"), QStringLiteral("keyboardShortcuts"),
                                 QStringLiteral("reportProblem"), QStringLiteral("about")}));
    // Each opens its window or dialog.
    const std::pair<const char*, const char*> opens[] = {{"keyboardShortcuts", "ShortcutsDialog"},
                                                         {"reportProblem", "ReportProblemDialog"},
                                                         {"about", "AboutDialog"}};
    for (const auto& [action, className] : opens) {
        actionNamed(&window, QString::fromLatin1(action))->trigger();
        QDialog* shown = nullptr;
        for (QDialog* dialog : window.findChildren<QDialog*>())
            if (dialog->isVisible() && QByteArray(dialog->metaObject()->className()).endsWith(className))
                shown = dialog;
        QVERIFY2(shown, action);
        shown->close();
    }
}

void TestHelp::userGuideOpensAtItsStartPage()
{
    MainWindow window;
    window.show();
    actionNamed(&window, QStringLiteral("userGuide"))->trigger();
    auto* guide = window.findChild<HelpWindow*>();
    QVERIFY(guide);
    QVERIFY(guide->isVisible());
    QCOMPARE(guide->browser()->source(), QUrl(QStringLiteral("qrc:/docs/guide/index.md")));
    // The page shown is the file of the source tree: its title, rendered (not the Markdown source).
    QFile index(QStringLiteral(SCANSLEUTH_DOCS_DIR "/guide/index.md"));
    QVERIFY(index.open(QIODevice::ReadOnly));
    const QString title = QString::fromUtf8(index.readLine()).remove(QLatin1Char('#')).trimmed();
    QVERIFY(!title.isEmpty());
    QCOMPARE(guide->browser()->document()->firstBlock().text(), title);
    // The contents list every guide page the start page links, each one bundled.
    const QStringList linked = markdownTargets(index.fileName(), false);
    QVERIFY(guide->contentsList()->count() >= 8);
    for (int i = 0; i < guide->contentsList()->count(); ++i) {
        const QUrl page = guide->contentsList()->item(i)->data(Qt::UserRole).toUrl();
        QVERIFY2(HelpWindow::isBundled(page), qPrintable(page.toString()));
        QVERIFY2(i == 0 || linked.contains(page.fileName()), qPrintable(page.toString()));
    }
    // F1 again raises the same window.
    QCOMPARE(window.showUserGuide(), guide);
    saveGuideShot(guide, "help-window");
}

void TestHelp::guideLinksStayInsideTheProgram()
{
    // Every link of every guide page (read from the files on disk) leads to a bundled page, or to the web.
    const QStringList files = guideFiles();
    QVERIFY(files.size() >= 10);
    HelpWindow guide;
    for (const QString& file : files) {
        const QUrl page(QStringLiteral("qrc:/docs/guide/") + file);
        QVERIFY2(HelpWindow::isBundled(page), qPrintable(file));
        for (const QString& target :
             markdownTargets(QStringLiteral(SCANSLEUTH_DOCS_DIR "/guide/") + file, false)) {
            const QUrl url = page.resolved(QUrl(target));
            if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http") ||
                target.startsWith(QLatin1Char('#')))
                continue;
            const QUrl withoutFragment = url.adjusted(QUrl::RemoveFragment);
            QVERIFY2(HelpWindow::isBundled(withoutFragment),
                     qPrintable(file + QStringLiteral(": ") + target));
            // Following it shows that page in the window.
            guide.showPage(page);
            Q_EMIT guide.browser()->anchorClicked(QUrl(target));
            QCOMPARE(guide.browser()->source().adjusted(QUrl::RemoveFragment), withoutFragment);
            QVERIFY2(!guide.browser()->document()->isEmpty(), qPrintable(target));
        }
    }
    // A link into the source tree is reported, and the page stays.
    guide.showPage(HelpWindow::startPage());
    QSignalSpy unreachable(guide.browser(), &scansleuth::app::GuideBrowser::unreachableLink);
    Q_EMIT guide.browser()->anchorClicked(QUrl(QStringLiteral("../../core/io/imageloader.h")));
    QCOMPARE(unreachable.size(), 1);
    QCOMPARE(guide.browser()->source(), HelpWindow::startPage());
}

void TestHelp::linkWithAnchorScrollsToItsHeading_data()
{
    QTest::addColumn<QString>("from"); // the page shown first; empty: the link is opened directly
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("page");    // the page it leads to
    QTest::addColumn<QString>("heading"); // the heading's text, as the Markdown file on disk has it
    QTest::addRow("another page's section")
        << QStringLiteral("qrc:/docs/dataset-audit.md") << QStringLiteral("cli.md#audit")
        << QStringLiteral("qrc:/docs/cli.md") << QStringLiteral("audit");
    QTest::addRow("a section of the same page")
        << QStringLiteral("qrc:/docs/run-comparison.md") << QStringLiteral("#failures-and-the-verdict")
        << QStringLiteral("qrc:/docs/run-comparison.md") << QStringLiteral("Failures and the verdict");
    QTest::addRow("opened directly") << QString() << QStringLiteral("qrc:/docs/cli.md#investigate")
                                     << QStringLiteral("qrc:/docs/cli.md") << QStringLiteral("investigate");
}

// A link "page.md#section" opens the page scrolled to the section's heading.
void TestHelp::linkWithAnchorScrollsToItsHeading()
{
    QFETCH(QString, from);
    QFETCH(QString, link);
    QFETCH(QString, page);
    QFETCH(QString, heading);
    // The oracle: the heading is a line of the file on disk.
    QFile file(fileOnDisk(QUrl(page)));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(file.readAll()).replace(QLatin1Char('`'), QString());
    QVERIFY2(QRegularExpression(QStringLiteral("^#+ %1$").arg(QRegularExpression::escape(heading)),
                                QRegularExpression::MultilineOption)
                 .match(markdown)
                 .hasMatch(),
             qPrintable(heading));

    HelpWindow guide;
    guide.show();
    QVERIFY(QTest::qWaitForWindowExposed(&guide));
    auto* browser = guide.browser();
    if (from.isEmpty()) {
        guide.showPage(QUrl(link));
    } else {
        guide.showPage(QUrl(from));
        QCOMPARE(browser->verticalScrollBar()->value(), 0);
        Q_EMIT browser->anchorClicked(QUrl(link));
    }
    QCOMPARE(browser->source().adjusted(QUrl::RemoveFragment), QUrl(page));
    QCoreApplication::processEvents();
    const QTextBlock block = blockWithText(browser->document(), heading);
    QVERIFY2(block.isValid(), qPrintable(heading));
    QVERIFY(block.blockFormat().headingLevel() > 0);
    const int scrolled = browser->verticalScrollBar()->value();
    QVERIFY2(scrolled > 0, "the page was not scrolled");
    // The heading's first line is at the top of the viewport (within a pixel: the layout is in qreal).
    const qreal top = block.layout()->position().y() + block.layout()->lineAt(0).y() - scrolled;
    QVERIFY2(qAbs(top) <= 1.0,
             qPrintable(QStringLiteral("the heading is at y = %1, not at the top").arg(top)));
    QCOMPARE(browser->cursorForPosition(QPoint(browser->viewport()->width() / 4, 2)).block().text(), heading);
}

// Every link to a section of a bundled page (in docs/ and docs/guide/, written for GitHub's anchors)
// finds its heading when the guide shows the page.
void TestHelp::everyAnchorLinkFindsItsHeading()
{
    GuideBrowser browser;
    int links = 0;
    QStringList broken;
    for (const QUrl& page : HelpWindow::allPages()) {
        for (const QString& target : markdownTargets(fileOnDisk(page), false)) {
            const QUrl url = page.resolved(QUrl(target));
            if (!url.hasFragment() || !HelpWindow::isBundled(url.adjusted(QUrl::RemoveFragment)))
                continue;
            ++links;
            browser.showPage(url);
            if (!hasAnchor(browser.document(), url.fragment(QUrl::FullyDecoded)))
                broken << page.path() + QStringLiteral(": ") + target;
        }
    }
    QVERIFY(links >= 20);
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
}

void TestHelp::everyPictureOfTheGuideIsBundled()
{
    // Every picture a bundled page shows exists on disk and in the resources, and loads as an image.
    int pictures = 0;
    HelpWindow guide;
    for (const QUrl& page : HelpWindow::allPages()) {
        const QString onDisk = fileOnDisk(page);
        for (const QString& target : markdownTargets(onDisk, true)) {
            if (target.startsWith(QLatin1String("http")))
                continue;
            const QUrl url = page.resolved(QUrl(target));
            QVERIFY2(HelpWindow::isBundled(url), qPrintable(page.toString() + QStringLiteral(": ") + target));
            QVERIFY2(QFileInfo::exists(QFileInfo(onDisk).dir().filePath(target)), qPrintable(target));
            ++pictures;
        }
    }
    QVERIFY(pictures >= 8);
    // The pictures the start page shows are drawn no wider than the page.
    guide.showPage(HelpWindow::startPage());
    int drawn = 0;
    for (QTextBlock block = guide.browser()->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (!it.fragment().charFormat().isImageFormat())
                continue;
            const QString name = it.fragment().charFormat().toImageFormat().name();
            const QVariant image =
                guide.browser()->document()->resource(QTextDocument::ImageResource, QUrl(name));
            QVERIFY2(image.isValid(), qPrintable(name));
            QVERIFY(image.value<QImage>().width() <= scansleuth::app::GuideBrowser::kMaxImageWidth);
            ++drawn;
        }
    }
    QVERIFY(drawn >= 1);
}

void TestHelp::searchFindsPagesOffline()
{
    HelpWindow guide;
    // "SLURM" is on the cluster page (and in the reference pages it links); nonsense is on none.
    const QList<QUrl> found = guide.search(QStringLiteral("slurm"));
    QVERIFY(found.contains(QUrl(QStringLiteral("qrc:/docs/guide/cluster.md"))));
    QVERIFY(guide.search(QStringLiteral("zqxjv-no-such-word")).isEmpty());
    auto* results = guide.findChild<QListWidget*>(QStringLiteral("guideResults"));
    QCOMPARE(results->count(), 1); // "No page contains ..."
}

void TestHelp::shortcutTableEqualsTheActions()
{
    // The actions of the main window, a comparison window (as the audit window, a JobWindow) and the guide.
    MainWindow window;
    scansleuth::app::ComparisonWindow comparison;
    HelpWindow guide;
    QMap<QString, QList<QKeySequence>> actual;
    for (QWidget* w : std::initializer_list<QWidget*>{&window, &comparison, &guide})
        for (QAction* action : w->findChildren<QAction*>())
            if (!action->shortcuts().isEmpty())
                actual[action->objectName()] = action->shortcuts();
    QMap<QString, QList<QKeySequence>> expected;
    for (const auto& entry : Shortcuts::table()) {
        if (entry.action.isEmpty())
            continue;
        if (!entry.family)
            expected[entry.action] = entry.keys;
        for (int n = 0; entry.family && n < entry.keys.size(); ++n)
            expected[entry.action + QString::number(n + 1)] = {entry.keys[n]};
    }
    QCOMPARE(actual.keys(), expected.keys());
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        QCOMPARE(actual.value(it.key()), it.value());
    // The keys the issue names, as a user types them.
    QCOMPARE(actual.value(QStringLiteral("saveInvestigation")),
             QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+S"))});
    QCOMPARE(actual.value(QStringLiteral("flipOverlays")),
             QList<QKeySequence>{QKeySequence(QStringLiteral("F"))});
    QCOMPARE(actual.value(QStringLiteral("volumeRendering")),
             QList<QKeySequence>{QKeySequence(QStringLiteral("V"))});
    for (int n = 1; n <= 9; ++n)
        QCOMPARE(actual.value(QStringLiteral("toggleLayer%1").arg(n)),
                 QList<QKeySequence>{QKeySequence(QString::number(n))});
    // No two actions of the main window share keys (one would never fire).
    QMap<QString, QString> owner;
    for (QAction* action : window.findChildren<QAction*>())
        for (const QKeySequence& key : action->shortcuts()) {
            QVERIFY2(!owner.contains(key.toString()), qPrintable(key.toString() + QStringLiteral(" twice")));
            owner[key.toString()] = action->objectName();
        }
}

void TestHelp::shortcutsDialogListsTheTable()
{
    MainWindow window;
    scansleuth::app::ShortcutsDialog dialog;
    QTreeWidget* tree = dialog.tree();
    // Every action of the main window with keys has a row naming it with those keys.
    QMap<QString, QString> rowKeys; // action name -> the keys column
    int rows = 0;
    for (int g = 0; g < tree->topLevelItemCount(); ++g)
        for (int r = 0; r < tree->topLevelItem(g)->childCount(); ++r, ++rows) {
            const QTreeWidgetItem* row = tree->topLevelItem(g)->child(r);
            rowKeys[row->data(0, Qt::UserRole).toString()] = row->text(0);
            QVERIFY(!row->text(1).isEmpty());
        }
    QCOMPARE(rows, int(Shortcuts::table().size()));
    saveGuideShot(&dialog, "keyboard-shortcuts");
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcut().isEmpty())
            continue;
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        QString name = action->objectName();
        if (name.startsWith(QLatin1String("toggleLayer"))) { // one row, "1 ... 9", for toggleLayer1..9
            QCOMPARE(keys, name.mid(QStringLiteral("toggleLayer").size()));
            QCOMPARE(rowKeys.value(QStringLiteral("toggleLayer")), QStringLiteral("1 ... 9"));
            continue;
        }
        QVERIFY2(rowKeys.contains(name), qPrintable(name));
        QVERIFY2(rowKeys[name].contains(keys), qPrintable(name + QStringLiteral(": ") + rowKeys[name]));
    }
}

std::unique_ptr<MainWindow> TestHelp::editedInvestigation(const QString& path)
{
    auto window = std::make_unique<MainWindow>();
    widgets::WorkflowPanel* panel = window->workflowPanel();
    if (!panel->newInvestigation(QStringLiteral("mask-misaligned"), QStringLiteral("mask flipped"),
                                 QStringLiteral("training"), QStringLiteral("new converter")) ||
        !panel->saveInvestigation(path).ok())
        return nullptr;
    window->show();
    panel->selectHypothesis(QStringLiteral("mask-viewer-convention"));
    panel->setCurrentStep(widgets::WorkflowPanel::ExperimentsStep);
    auto* other = panel->findChild<QLineEdit*>(QStringLiteral("field.other_viewer"));
    auto* record = panel->findChild<QPushButton*>(QStringLiteral("recordObservations"));
    if (!other || !record)
        return nullptr;
    other->setText(QStringLiteral("ITK-SNAP-%1").arg(QFileInfo(path).baseName()));
    record->click();
    return panel->isModified() ? std::move(window) : nullptr;
}

void TestHelp::ctrlSSavesTheInvestigation()
{
    const QString path = m_dir.filePath(QStringLiteral("ctrls.investigation.json"));
    auto window = editedInvestigation(path);
    QVERIFY(window);
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    QVERIFY(!before.readAll().contains("ITK-SNAP-ctrls"));
    before.close();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!window->workflowPanel()->isModified());
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QVERIFY(after.readAll().contains("ITK-SNAP-ctrls"));
}

void TestHelp::closingWithUnsavedChangesAsks_data()
{
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("closes");
    QTest::addColumn<bool>("saved");
    QTest::addRow("cancel keeps the window") << int(QMessageBox::Cancel) << false << false;
    QTest::addRow("discard closes unsaved") << int(QMessageBox::Discard) << true << false;
    QTest::addRow("save saves, then closes") << int(QMessageBox::Save) << true << true;
}

void TestHelp::closingWithUnsavedChangesAsks()
{
    QFETCH(int, answer);
    QFETCH(bool, closes);
    QFETCH(bool, saved);
    const QString path = m_dir.filePath(QStringLiteral("close%1.investigation.json").arg(answer));
    auto window = editedInvestigation(path);
    QVERIFY(window);
    bool asked = false;
    answerMessageBox(QStringLiteral("unsavedChanges"), QMessageBox::StandardButton(answer), &asked);
    QCOMPARE(window->close(), closes);
    QVERIFY(asked);
    QCOMPARE(window->isVisible(), !closes);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().contains(QStringLiteral("ITK-SNAP-close%1").arg(answer).toUtf8()), saved);
    // Without changes, closing asks nothing.
    MainWindow clean;
    clean.show();
    QVERIFY(clean.close());
}

void TestHelp::aClosedDockComesBackFromView()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QMenu* view = menuTitled(&window, QStringLiteral("View"));
    QVERIFY(view);
    QMenu* panels = nullptr;
    for (QAction* action : view->actions())
        if (action->menu() && action->text().remove(QLatin1Char('&')) == QLatin1String("Panels"))
            panels = action->menu();
    QVERIFY(panels);
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    QCOMPARE(panels->actions().size(), docks.size());
    for (QDockWidget* dock : docks) {
        if (dock->isHidden())
            continue;
        dock->close();
        QVERIFY(!dock->isVisible());
        QAction* item = nullptr;
        for (QAction* action : panels->actions())
            if (action->text() == dock->windowTitle())
                item = action;
        QVERIFY2(item, qPrintable(dock->windowTitle()));
        item->trigger();
        QVERIFY2(dock->isVisible(), qPrintable(dock->windowTitle()));
    }
    // Reset Window Layout brings back every dock where it started.
    for (QDockWidget* dock : docks)
        dock->close();
    actionNamed(&window, QStringLiteral("resetWindowLayout"))->trigger();
    for (QDockWidget* dock : docks)
        QVERIFY2(!dock->isHidden(), qPrintable(dock->windowTitle()));
}

void TestHelp::windowAndDocksComeBackFromTheSettings()
{
    {
        MainWindow first;
        QCOMPARE(first.size(), MainWindow::kDefaultSize); // no settings: the default size
        first.show();
        QVERIFY(QTest::qWaitForWindowExposed(&first));
        first.resize(1200, 760);
        first.findChild<QDockWidget*>(QStringLiteral("dicom"))->close();
        QVERIFY(first.close());
    }
    MainWindow second;
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    QCOMPARE(second.size(), QSize(1200, 760));
    QVERIFY(second.findChild<QDockWidget*>(QStringLiteral("dicom"))->isHidden());
    QVERIFY(!second.findChild<QDockWidget*>(QStringLiteral("layers"))->isHidden());
}

void TestHelp::aboutNamesTheToolkits()
{
    scansleuth::app::AboutDialog about;
    QSignalSpy shown(&about, &scansleuth::app::AboutDialog::versionsShown);
    QVERIFY(shown.wait(60000)); // LibTorch's version loads the model module, on a worker thread
    const QString text = about.findChild<QLabel*>(QStringLiteral("versions"))->text();
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    // A version number after each toolkit the issue names (LibTorch: its module may be missing, then a
    // reason).
    for (const char* name : {"VTK", "ITK", "DCMTK"}) {
        const QRegularExpression row(QString::fromLatin1(name) +
                                     QStringLiteral(R"(</td><td>(&nbsp;)*\d+\.\d+)"));
        QVERIFY2(row.match(text).hasMatch(), qPrintable(text));
    }
    QVERIFY(text.contains(QStringLiteral("LibTorch</td>")));
}

void TestHelp::reportAProblemCopiesTheSystemInformation()
{
    scansleuth::app::ReportProblemDialog dialog;
    QSignalSpy shown(&dialog, &scansleuth::app::ReportProblemDialog::informationShown);
    QVERIFY(shown.wait(60000));
    saveGuideShot(&dialog, "report-problem");
    const QString what = dialog.findChild<QLabel*>(QStringLiteral("whatToInclude"))->text();
    for (const char* part : {"scansleuth-cli info --json", "investigation", "log", "version"})
        QVERIFY2(what.contains(QString::fromLatin1(part)), part);
    QApplication::clipboard()->clear();
    dialog.findChild<QPushButton*>(QStringLiteral("copySystemInformation"))->click();
    const QString copied = QApplication::clipboard()->text();
    QCOMPARE(copied, dialog.findChild<QPlainTextEdit*>(QStringLiteral("systemInformation"))->toPlainText());
    QVERIFY(copied.startsWith(QStringLiteral("ScanSleuth ")));
    QVERIFY(copied.contains(QString::fromLatin1(qVersion())));
    QVERIFY(copied.contains(QSysInfo::prettyProductName()));
}

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
