// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Issue 22: what the user sees is in the user's language, and every button has a keyboard mnemonic.
//
// Every window and dialog of the GUI is walked as tst_i18nlayout walks it (the main window with the demo
// through each step of the investigation, the comparison window with the demo runs, the audit window on
// every tab, the dialogs), in the language SCANSLEUTH_TEXTS_LANGUAGE names ("de", "zh_CN"; "en": the
// sources' English, no catalogue). Two checks on each state of each window:
//
// - No English left (not in "en"): the texts shown (labels, buttons, group boxes, tabs, menus and their
//   actions, table headers, combo box items, the header panel's text and the titles painted on the slice
//   views) contain none of a hand-written list of English words, each of which a German and a Chinese
//   translation changes: the oracle is that list, not the catalogues.
// - Mnemonics: each shown button with a letter in its text (push, tool, check and radio buttons) has an
//   & mnemonic (a dialog's OK, Cancel and Close may answer Enter and Escape instead), and no two of the
//   mnemonics one can press at the same time (the shown buttons, the labels' buddies, the menu bar's titles)
//   share a key: Alt+key would be ambiguous. Tool buttons that show an action (a tool bar's) are reached
//   through the action's menu and shortcut instead.
#include "demowalk.h"

#include "auditdialog.h"
#include "auditjob.h"
#include "auditwindow.h"
#include "comparerunsdialog.h"
#include "comparisonwindow.h"
#include "demo/demosplits.h"
#include "helpdialogs.h"
#include "mainwindow.h"
#include "modelinspectdialog.h"
#include "runmodeldialog.h"
#include "widgets/sliceview.h"
#include "widgets/workflowpanel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QTranslator>

#include <memory>

using namespace scansleuth;
using app::MainWindow;
using widgets::WorkflowPanel;

namespace {

// English words that neither German nor Chinese keeps (German keeps "sagittal", "Export", "Name" ...,
// so those are not here). Matched as whole words, ignoring case. The names of things come first: they are
// looked for everywhere, the header panel's text included, whose values (file names, a NIfTI header's
// geometry reason, DICOM facts) are core's English by design.
const QStringList kNameWords = {
    // The slice views' titles and the header panel's rows.
    QStringLiteral("axial"),
    QStringLiteral("coronal"),
    QStringLiteral("spacing"),
    QStringLiteral("origin"),
    QStringLiteral("direction"),
    QStringLiteral("dims"),
    QStringLiteral("obliquity"),
    QStringLiteral("findings"),
    QStringLiteral("placement"),
    // The comparison's legend, metrics and failure words.
    QStringLiteral("false positive"),
    QStringLiteral("false negative"),
    QStringLiteral("agreement"),
    QStringLiteral("only in"),
    QStringLiteral("wrong label"),
    QStringLiteral("volume difference"),
    QStringLiteral("mirrored"),
    QStringLiteral("rotated"),
    QStringLiteral("shifted"),
    QStringLiteral("failed"),
};
// Words of any English sentence or control, looked for in the controls' texts.
const QStringList kSentenceWords = {
    QStringLiteral("the"),   QStringLiteral("and"),     QStringLiteral("with"),  QStringLiteral("show"),
    QStringLiteral("open"),  QStringLiteral("save"),    QStringLiteral("file"),  QStringLiteral("help"),
    QStringLiteral("view"),  QStringLiteral("cancel"),  QStringLiteral("close"), QStringLiteral("run"),
    QStringLiteral("runs"),  QStringLiteral("compare"), QStringLiteral("next"),  QStringLiteral("back"),
    QStringLiteral("slice"), QStringLiteral("image"),   QStringLiteral("mask"),  QStringLiteral("layer"),
    QStringLiteral("case"),  QStringLiteral("cases"),   QStringLiteral("none"),  QStringLiteral("truth"),
};

// `text` without markup and mnemonic ampersands.
QString plain(const QString& text)
{
    QString t = text;
    if (Qt::mightBeRichText(t)) {
        QTextDocument doc;
        doc.setHtml(t);
        t = doc.toPlainText();
    }
    return t.replace(QStringLiteral("&&"), QStringLiteral("\x01"))
        .remove(QLatin1Char('&'))
        .replace(QStringLiteral("\x01"), QStringLiteral("&"));
}

bool shown(const QWidget* w, const QWidget* window)
{
    return w->isVisibleTo(window) && w->window() == window;
}

// Every text `window` shows now, each with where it is ("QLabel#name: text").
QStringList shownTexts(QWidget* window)
{
    QStringList out;
    auto add = [&out](const QWidget* w, const QString& text) {
        if (text.trimmed().isEmpty())
            return;
        const QString where = QString::fromLatin1(w->metaObject()->className()) +
                              (w->objectName().isEmpty() ? QString() : QLatin1Char('#') + w->objectName());
        out << where + QStringLiteral(": ") + plain(text);
    };
    for (QLabel* w : window->findChildren<QLabel*>())
        if (shown(w, window))
            add(w, w->text());
    for (QAbstractButton* w : window->findChildren<QAbstractButton*>())
        if (shown(w, window))
            add(w, w->text());
    for (QGroupBox* w : window->findChildren<QGroupBox*>())
        if (shown(w, window))
            add(w, w->title());
    for (QTabBar* w : window->findChildren<QTabBar*>())
        if (shown(w, window))
            for (int i = 0; i < w->count(); ++i)
                add(w, w->tabText(i));
    for (QComboBox* w : window->findChildren<QComboBox*>())
        if (shown(w, window))
            for (int i = 0; i < w->count(); ++i)
                add(w, w->itemText(i));
    for (QHeaderView* w : window->findChildren<QHeaderView*>())
        if (shown(w, window) && w->model())
            for (int i = 0; i < w->count(); ++i)
                add(w, w->model()->headerData(i, w->orientation()).toString());
    for (QPlainTextEdit* w : window->findChildren<QPlainTextEdit*>())
        if (shown(w, window) && w->isReadOnly())
            add(w, w->toPlainText());
    for (widgets::SliceView* w : window->findChildren<widgets::SliceView*>())
        if (shown(w, window))
            add(w, w->overlays().title.text);
    if (auto* main = qobject_cast<QMainWindow*>(window))
        for (QAction* menu : main->menuBar()->actions()) {
            add(main->menuBar(), menu->text());
            if (menu->menu())
                for (QAction* a : menu->menu()->actions())
                    add(main->menuBar(), a->text());
        }
    return out;
}

// The audit's words in the cells of its tables and lists (the pairs' evidence, the findings, the parity
// features), which no German or Chinese translation keeps.
const QStringList kAuditCellWords = {
    QStringLiteral("same"),    QStringLiteral("birth"),     QStringLiteral("born"),
    QStringLiteral("sex"),     QStringLiteral("under"),     QStringLiteral("both"),
    QStringLiteral("overlap"), QStringLiteral("shifted"),   QStringLiteral("volumes"),
    QStringLiteral("leakage"), QStringLiteral("findings"),  QStringLiteral("pair"),
    QStringLiteral("pairs"),   QStringLiteral("intensity"), QStringLiteral("identical"),
    QStringLiteral("the"),     QStringLiteral("and"),       QStringLiteral("of"),
    QStringLiteral("spacing"), QStringLiteral("size"),      QStringLiteral("fraction"),
    QStringLiteral("mixed"),   QStringLiteral("raw"),       QStringLiteral("removed")};

// The texts in the cells of `window`'s shown item views (their top-level rows), each with where it is.
QStringList cellTexts(QWidget* window)
{
    QStringList out;
    for (QAbstractItemView* view : window->findChildren<QAbstractItemView*>()) {
        if (!view->isVisibleTo(window) || view->window() != window || !view->model() ||
            qobject_cast<QHeaderView*>(view)) // the headers are shownTexts'
            continue;
        const QAbstractItemModel* model = view->model();
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c) {
                const QString text = model->index(r, c).data(Qt::DisplayRole).toString();
                if (!text.trimmed().isEmpty())
                    out << QString::fromLatin1(view->metaObject()->className()) + QLatin1Char('#') +
                               view->objectName() + QStringLiteral(": ") + text;
            }
    }
    return out;
}

// `text` without what is not language: file names and paths ("mask.nii.gz", "/tmp/demo/mask.nii.gz"),
// finding codes ("compare.geometry_mismatch") and code in backquotes (`sitk.Resample(mask, image)`), which
// the translations keep as written.
QString withoutNames(QString text)
{
    static const QRegularExpression code(QStringLiteral("`[^`]*`"));
    static const QRegularExpression path(QStringLiteral("\\S*[/\\\\]\\S*|\\S+\\.[A-Za-z][A-Za-z0-9_]*\\b"));
    return text.remove(code).remove(path);
}

// The shown texts that hold a word of kNameWords, or of kSentenceWords outside the header panel.
QStringList englishTexts(QWidget* window)
{
    QStringList out;
    for (const QString& text : shownTexts(window)) {
        const QString what = withoutNames(text.mid(text.indexOf(QStringLiteral(": ")) + 2));
        QStringList words = kNameWords;
        if (!text.startsWith(QLatin1String("QPlainTextEdit")))
            words << kSentenceWords;
        for (const QString& word : words) {
            const QRegularExpression re(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word)),
                                        QRegularExpression::CaseInsensitiveOption);
            if (re.match(what).hasMatch()) {
                out << QStringLiteral("'%1' in %2").arg(word, text.left(200));
                break;
            }
        }
    }
    return out;
}

QString name(const QObject* o)
{
    return QString::fromLatin1(o->metaObject()->className()) +
           (o->objectName().isEmpty() ? QString() : QLatin1Char('#') + o->objectName());
}

// Buttons without a mnemonic, and keys that two shown mnemonics of `window` share.
QStringList mnemonicProblems(QWidget* window)
{
    QStringList out;
    QMultiMap<QString, QString> byKey; // key -> "what 'text'"
    for (QAbstractButton* b : window->findChildren<QAbstractButton*>()) {
        if (!shown(b, window) || !b->isEnabled())
            continue;
        if (auto* tool = qobject_cast<QToolButton*>(b); tool && tool->defaultAction())
            continue;
        const QString text = b->text();
        if (!std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetter(); }))
            continue;
        const QKeySequence key = QKeySequence::mnemonic(text);
        // A dialog's OK, Cancel and Close answer Enter and Escape (the platform's own texts have no &).
        auto* box = qobject_cast<QDialogButtonBox*>(b->parentWidget());
        const QDialogButtonBox::StandardButton standard =
            box ? box->standardButton(b) : QDialogButtonBox::NoButton;
        const bool entered = standard == QDialogButtonBox::Ok || standard == QDialogButtonBox::Cancel ||
                             standard == QDialogButtonBox::Close;
        if (key.isEmpty() && entered)
            continue;
        if (key.isEmpty())
            out << QStringLiteral("%1 '%2' has no mnemonic").arg(name(b), text);
        else
            byKey.insert(key.toString(), QStringLiteral("%1 '%2'").arg(name(b), text));
    }
    for (QLabel* l : window->findChildren<QLabel*>()) {
        if (!shown(l, window) || !l->buddy())
            continue;
        const QKeySequence key = QKeySequence::mnemonic(l->text());
        if (!key.isEmpty())
            byKey.insert(key.toString(), QStringLiteral("%1 '%2'").arg(name(l), l->text()));
    }
    if (auto* main = qobject_cast<QMainWindow*>(window))
        for (QAction* menu : main->menuBar()->actions()) {
            const QKeySequence key = QKeySequence::mnemonic(menu->text());
            if (!key.isEmpty())
                byKey.insert(key.toString(), QStringLiteral("menu '%1'").arg(menu->text()));
        }
    for (const QString& key : byKey.uniqueKeys())
        if (byKey.count(key) > 1)
            out << QStringLiteral("%1 is taken by %2")
                       .arg(key, QStringList(byKey.values(key)).join(QStringLiteral(", ")));
    return out;
}

} // namespace

class TestVisibleTexts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void mainWindow();
    void dialogs_data();
    void dialogs();
    void comparisonWindow();
    void auditWindow();

private:
    static void settle()
    {
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
    }
    // The problems of `window` in its present state, each prefixed by `state`.
    QStringList check(QWidget* window, const QString& state)
    {
        settle();
        QStringList problems;
        if (m_language != QLatin1String("en"))
            for (const QString& p : englishTexts(window))
                problems << state + QStringLiteral(": English: ") + p;
        for (const QString& p : mnemonicProblems(window))
            problems << state + QStringLiteral(": ") + p;
        return problems;
    }
    static void verifyNone(const QStringList& problems)
    {
        for (const QString& p : problems)
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), "see the warnings above");
    }

    QString m_language;
    QTranslator m_translator;
    QTranslator m_qtTranslator;
    QTemporaryDir m_dir;
};

void TestVisibleTexts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).removeRecursively();
    QVERIFY(m_dir.isValid());
    m_language = qEnvironmentVariable("SCANSLEUTH_TEXTS_LANGUAGE", QStringLiteral("de"));
    if (m_language != QLatin1String("en")) {
        QVERIFY(m_translator.load(QStringLiteral(SCANSLEUTH_QM_DIR "/scansleuth_%1.qm").arg(m_language)));
        QVERIFY(QCoreApplication::installTranslator(&m_translator));
        // Qt's own texts (a dialog's OK and Cancel) as the GUI loads them (app/gui/main.cpp): qtbase_LANG.qm
        // of qt6-translations-l10n, a dependency (packaging/install-deps.sh).
        QVERIFY(m_qtTranslator.load(QLocale(m_language), QStringLiteral("qtbase"), QStringLiteral("_"),
                                    QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
        QVERIFY(QCoreApplication::installTranslator(&m_qtTranslator));
        QLocale::setDefault(QLocale(m_language));
    }
}

void TestVisibleTexts::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_translator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    QLocale::setDefault(QLocale::c());
}

void TestVisibleTexts::mainWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems = check(&window, QStringLiteral("main, empty"));
    QVERIFY(testing::openDemoAndRunItsExperiment(window));
    WorkflowPanel* panel = window.workflowPanel();
    // The slice views have painted their titles.
    window.grab();
    QVERIFY(!window.sliceView(0)->overlays().title.text.isEmpty());
    // The oracle sees English where there is English: the untranslated GUI shows its words.
    if (m_language == QLatin1String("en"))
        QVERIFY(englishTexts(&window).size() > 10);
    for (int step = 0; step < WorkflowPanel::StepCount; ++step) {
        panel->setCurrentStep(step);
        problems << check(&window, QStringLiteral("main, step %1").arg(step + 1));
    }
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        dock->raise();
        problems << check(&window, QStringLiteral("main, dock %1").arg(dock->objectName()));
    }
    verifyNone(problems);
}

void TestVisibleTexts::dialogs_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name :
         {"run-model", "inspect-model", "compare-runs", "audit", "about", "report-problem", "shortcuts"})
        QTest::addRow("%s", name) << QString::fromLatin1(name);
}

void TestVisibleTexts::dialogs()
{
    QFETCH(QString, name);
    std::unique_ptr<QDialog> dialog;
    if (name == QLatin1String("run-model"))
        dialog = std::make_unique<app::RunModelDialog>(app::ModelRunSettings{});
    else if (name == QLatin1String("inspect-model"))
        dialog = std::make_unique<app::ModelInspectDialog>();
    else if (name == QLatin1String("compare-runs"))
        dialog = std::make_unique<app::CompareRunsDialog>();
    else if (name == QLatin1String("audit"))
        dialog = std::make_unique<app::AuditDialog>();
    else if (name == QLatin1String("about"))
        dialog = std::make_unique<app::AboutDialog>();
    else if (name == QLatin1String("report-problem"))
        dialog = std::make_unique<app::ReportProblemDialog>();
    else
        dialog = std::make_unique<app::ShortcutsDialog>();
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    verifyNone(check(dialog.get(), name));
}

void TestVisibleTexts::comparisonWindow()
{
    app::ComparisonWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems = check(&window, QStringLiteral("comparison, empty"));
    QSignalSpy shownCase(&window, &app::JobWindow::itemShown);
    QSignalSpy finished(&window, &app::JobWindow::jobFinished);
    window.start(app::demoCompareRequest(m_dir.filePath(QStringLiteral("demo-runs"))));
    QVERIFY(finished.wait(120000));
    QVERIFY(shownCase.count() > 0 || shownCase.wait(30000));
    window.grab();
    problems << check(&window, QStringLiteral("comparison, demo"));
    verifyNone(problems);
}

void TestVisibleTexts::auditWindow()
{
    app::AuditWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems = check(&window, QStringLiteral("audit, empty"));
    auto request = app::auditRequest({QStringLiteral("train=" SCANSLEUTH_TEST_DATA_DIR "/nifti/orientations"),
                                      QStringLiteral("test=" SCANSLEUTH_TEST_DATA_DIR "/audit/common_grid")});
    QVERIFY(request.ok());
    QSignalSpy finished(&window, &app::JobWindow::jobFinished);
    window.start(*request);
    QVERIFY(finished.wait(120000));
    auto* tabs = window.findChild<QTabWidget*>();
    QVERIFY(tabs);
    for (int t = 0; t < tabs->count(); ++t) {
        tabs->setCurrentIndex(t);
        problems << check(&window, QStringLiteral("audit, tab %1").arg(t + 1));
    }
    // The demo's splits (one person under two PatientIDs, a near-duplicate, a split in a mix of value
    // ranges): the summary strip, the headlines, and the cells of the pair list (kind, evidence), the
    // findings and the parity table.
    const QString demo = m_dir.filePath(QStringLiteral("demo-splits"));
    QVERIFY(demo::writeDemoSplits(demo.toStdString()).ok());
    auto demoRequest = app::auditRequest({QStringLiteral("train=") + demo + QStringLiteral("/train"),
                                          QStringLiteral("test=") + demo + QStringLiteral("/test")});
    QVERIFY(demoRequest.ok());
    finished.clear();
    window.start(*demoRequest);
    QVERIFY(finished.wait(120000));
    for (int t = 0; t < tabs->count(); ++t) {
        tabs->setCurrentIndex(t);
        const QString state = QStringLiteral("demo audit, tab %1").arg(t + 1);
        problems << check(&window, state);
        if (m_language == QLatin1String("en"))
            continue;
        for (const QString& text : cellTexts(&window)) {
            // Finding codes ("leakage.near_duplicate") are names too.
            static const QRegularExpression code(QStringLiteral("\\b[a-z0-9]+\\.[a-z0-9_]+\\b"));
            const QString what = withoutNames(text.mid(text.indexOf(QStringLiteral(": ")) + 2)).remove(code);
            for (const QString& word : kAuditCellWords + kNameWords)
                if (QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word)),
                                       QRegularExpression::CaseInsensitiveOption)
                        .match(what)
                        .hasMatch()) {
                    problems << state + QStringLiteral(": English: '%1' in %2").arg(word, text.left(300));
                    break;
                }
        }
    }
    verifyNone(problems);
}

QTEST_MAIN(TestVisibleTexts)
#include "tst_visibletexts.moc"
