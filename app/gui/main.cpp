// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditwindow.h"
#include "comparisonwindow.h"
#include "guioptions.h"
#include "mainwindow.h"
#include "manpage.h"
#include "modelactions.h"
#include "prefetch.h"
#include "startupstyle.h"
#include "widgets/workflowpanel.h"

#include "base/parallel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <optional>
#include <utility>
#include <vector>

namespace {

// The process-wide thread limit (base/parallel.h): --threads N for this run, else the "threads"
// setting (0 or absent: the CPUs this process may use, as sched_getaffinity and the cgroup say). A bad
// value on the command line is refused (nullopt, with the message); a bad setting is reported and ignored.
std::optional<int> threadCount(const QCommandLineParser& parser, QString& message)
{
    const bool fromCommandLine = parser.isSet(QStringLiteral("threads"));
    const QString text = fromCommandLine ? parser.value(QStringLiteral("threads"))
                                         : QSettings().value(QStringLiteral("threads"), 0).toString();
    bool ok = false;
    const int count = text.toInt(&ok);
    if (ok && count >= (fromCommandLine ? 1 : 0) && count <= 4096)
        return count;
    message =
        QApplication::translate("main", "--threads needs a whole number from 1 to 4096, not '%1'.").arg(text);
    if (fromCommandLine)
        return std::nullopt;
    return 0;
}

// The program's messages in the system locale's language (translations/scansleuth_LANG.ts, compiled into
// :/i18n: de, zh_CN) and, only when those exist, Qt's own for that language (the standard dialogs' and
// buttons' texts: qtbase_LANG.qm from qt6-translations-l10n; where it is missing they stay English).
bool installTranslation(QTranslator& translator, QTranslator& qtTranslator)
{
    if (!translator.load(QLocale(), QStringLiteral("scansleuth"), QStringLiteral("_"),
                         QStringLiteral(":/i18n")) ||
        !QCoreApplication::installTranslator(&translator))
        return false;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator);
    return true;
}

// --screenshot: writes the window to `path`; the exit status. Where the platform has no OpenGL, the 2x2
// layout shows why in place of the 3D view, and the terminal says so too.
int writeScreenshot(scansleuth::app::MainWindow& window, const QString& path)
{
    const QString missing = window.missing3dView();
    if (!missing.isEmpty())
        std::fprintf(stderr, "scansleuth: %s\n", qPrintable(missing));
    if (window.grab().save(path))
        return 0;
    std::fprintf(stderr, "scansleuth: %s\n",
                 qPrintable(QApplication::translate("main", "Cannot write the screenshot %1.").arg(path)));
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication::setApplicationName(QStringLiteral("ScanSleuth"));
    QApplication::setOrganizationName(QStringLiteral("ScanSleuth"));
    QApplication::setApplicationVersion(QStringLiteral(SCANSLEUTH_VERSION));
    // The installed .desktop entry's name (resources/linux): docks and Wayland match windows to it.
    QApplication::setDesktopFileName(QStringLiteral("org.scansleuth.ScanSleuth"));

    // The command line is read before any window system is touched: --help, --version and a bad command
    // line need none, and --screenshot must choose the offscreen platform before QApplication starts.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    scansleuth::app::addGuiOptions(parser);
    QString threadsMessage;
    const bool parsed = parser.parse(arguments);
    const std::optional<int> threads = parsed ? threadCount(parser, threadsMessage) : std::nullopt;
    // The manual page, from the same table as the options (guioptions.h): English, no platform, no
    // translator.
    if (parsed && parser.isSet(QStringLiteral("man")) && !parser.isSet(QStringLiteral("help"))) {
        const std::string page = scansleuth::commandline::manPage(scansleuth::app::guiProgram());
        std::fwrite(page.data(), 1, page.size(), stdout);
        return 0;
    }
    if (!parsed || !threads || parser.isSet(QStringLiteral("help")) ||
        parser.isSet(QStringLiteral("help-all")) || parser.isSet(QStringLiteral("version"))) {
        // Answered on the terminal, translated: a QCoreApplication, no platform. A bad command line exits 2.
        QCoreApplication core(argc, argv);
        QTranslator translator, qtTranslator;
        installTranslation(translator, qtTranslator);
        QCommandLineParser translated;
        scansleuth::app::addGuiOptions(translated);
        if (!translated.parse(QCoreApplication::arguments())) {
            std::fprintf(stderr, "scansleuth: %s\n%s\n", qPrintable(translated.errorText()),
                         qPrintable(QApplication::translate("main", "Try 'scansleuth --help'.")));
            return 2;
        }
        if (!threadCount(translated, threadsMessage)) {
            std::fprintf(stderr, "scansleuth: %s\n", qPrintable(threadsMessage));
            return 2;
        }
        translated.process(core); // --help, --help-all, --version: prints and exits 0
        return 0;
    }

    // --screenshot and --quit-when-ready render without a display unless a platform was chosen (-platform,
    // QT_QPA_PLATFORM): under xvfb-run, QT_QPA_PLATFORM=xcb gives the 3D view its OpenGL.
    std::vector<char*> guiArgv(argv, argv + argc);
    char platformFlag[] = "-platform";
    char offscreen[] = "offscreen";
    const bool headless =
        parser.isSet(QStringLiteral("screenshot")) || parser.isSet(QStringLiteral("quit-when-ready"));
    if (headless && !parser.isSet(QStringLiteral("platform")) &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        guiArgv.push_back(platformFlag);
        guiArgv.push_back(offscreen);
    }
    int guiArgc = static_cast<int>(guiArgv.size());
    guiArgv.push_back(nullptr);
    QApplication app(guiArgc, guiArgv.data());
    const bool compare =
        parser.isSet(QStringLiteral("compare")) || parser.isSet(QStringLiteral("demo-compare"));
    const bool audit = parser.isSet(QStringLiteral("audit"));
    // The main window's knowledge base is read on another thread while the window is built.
    if (!compare && !audit)
        scansleuth::app::prefetchKnowledgeBase();
    // The style chosen (-style, the platform's), with icons that may never be shown made when drawn.
    if (QStyle* style = QStyleFactory::create(QApplication::style()->name()))
        QApplication::setStyle(scansleuth::app::withDeferredIcons(style));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/scansleuth.svg")));
    QTranslator translator, qtTranslator;
    installTranslation(translator, qtTranslator);
    if (!threadsMessage.isEmpty()) // a bad "threads" setting: reported, then every CPU
        std::fprintf(stderr, "scansleuth: %s\n", qPrintable(threadsMessage));
    scansleuth::setThreadLimit(static_cast<std::size_t>(*threads));
    const bool runExperiment = parser.isSet(QStringLiteral("run-experiment"));

    if (compare) {
        scansleuth::app::CompareLaunch launch;
        // The demo's runs are written on every start: a few seconds, and never stale.
        if (parser.isSet(QStringLiteral("demo-compare")))
            launch.demoFolder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                                QStringLiteral("/demo-runs");
        launch.runs = parser.values(QStringLiteral("run"));
        launch.truth = parser.value(QStringLiteral("truth"));
        launch.images = parser.value(QStringLiteral("images"));
        launch.labelTable = parser.value(QStringLiteral("label-table"));
        launch.selectCase = parser.value(QStringLiteral("select-case"));
        launch.label = parser.value(QStringLiteral("compare-label"));
        launch.metric = parser.value(QStringLiteral("compare-metric"));
        launch.screenshot = parser.value(QStringLiteral("screenshot"));
        return scansleuth::app::runComparisonWindow(launch);
    }

    if (audit) {
        scansleuth::app::AuditLaunch launch;
        // `--audit train=A test=B` as well as `--audit train=A --audit test=B`: the rest are splits too.
        launch.splits = parser.values(QStringLiteral("audit")) + parser.positionalArguments();
        launch.references = parser.values(QStringLiteral("audit-reference"));
        launch.tab = parser.value(QStringLiteral("audit-tab"));
        launch.screenshot = parser.value(QStringLiteral("screenshot"));
        return scansleuth::app::runAuditWindow(launch);
    }

    scansleuth::app::MainWindow window;
    window.show();

    if (parser.isSet(QStringLiteral("layout")))
        window.setLayout(scansleuth::app::MainWindow::layoutFromName(parser.value(QStringLiteral("layout"))));
    if (parser.isSet(QStringLiteral("volume-rendering")))
        window.setVolumeRendering(true);

    const QString shotPath = parser.value(QStringLiteral("screenshot"));
    const bool quitWhenReady = parser.isSet(QStringLiteral("quit-when-ready"));
    // Once everything asked for is loaded: the screenshot after the views have settled, or, for
    // --quit-when-ready, one drawing of the whole window and an exit at once.
    auto takeShot = [&window, shotPath, quitWhenReady] {
        if (quitWhenReady)
            QTimer::singleShot(0, &window, [&window] {
                window.repaint(); // into the window's backing store, as on screen
                QApplication::exit(0);
            });
        else if (!shotPath.isEmpty())
            QTimer::singleShot(
                300, &window, [&window, shotPath] { QApplication::exit(writeScreenshot(window, shotPath)); });
    };
    // After every requested load: run the model, then the experiment, then take the picture.
    auto startExperiment = [&window, takeShot] {
        if (!window.workflowPanel()->runSelectedExperiment())
            takeShot();
    };
    QObject::connect(&window, &scansleuth::app::MainWindow::modelRunFinished, &window,
                     [startExperiment, takeShot, runExperiment](bool) {
                         if (runExperiment)
                             startExperiment();
                         else
                             takeShot();
                     });
    QObject::connect(window.workflowPanel(), &scansleuth::widgets::WorkflowPanel::experimentFinished, &window,
                     [&window, takeShot, runExperiment](const QString&) {
                         if (!runExperiment)
                             return;
                         window.workflowPanel()->setCurrentStep(
                             scansleuth::widgets::WorkflowPanel::EvidenceStep);
                         // The map is read in the background: the picture once it is shown.
                         if (!window.showLatestDisagreementMap())
                             takeShot();
                     });
    QObject::connect(window.modelActions(), &scansleuth::app::ModelActions::mapShown, &window,
                     [takeShot, runExperiment](bool) {
                         if (runExperiment)
                             takeShot();
                     });
    bool started = false;
    QObject::connect(&window, &scansleuth::app::MainWindow::idle, &window,
                     [&, takeShot, startExperiment]() mutable {
                         if (std::exchange(started, true))
                             return;
                         if (parser.isSet(QStringLiteral("run-model"))) {
                             scansleuth::app::ModelRunSettings settings;
                             settings.modelPath = parser.value(QStringLiteral("run-model"));
                             settings.specPath = parser.value(QStringLiteral("model-spec"));
                             settings.device = scansleuth::model::DeviceRequest::Cpu;
                             if (!window.modelActions()->run(settings))
                                 takeShot();
                         } else if (runExperiment) {
                             startExperiment();
                         } else {
                             takeShot();
                         }
                     });
    if (parser.isSet(QStringLiteral("demo")))
        window.openDemo(parser.value(QStringLiteral("demo-symptom")));
    const QStringList paths = parser.positionalArguments();
    if (!paths.isEmpty())
        window.openPath(paths.front());
    for (const QString& mask : parser.values(QStringLiteral("overlay")))
        window.openPath(mask, true);
    if (!parser.isSet(QStringLiteral("demo")) && paths.isEmpty())
        takeShot();
    return app.exec();
}
