// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditwindow.h"
#include "comparisonwindow.h"
#include "mainwindow.h"
#include "modelactions.h"
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
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <utility>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ScanSleuth"));
    QApplication::setOrganizationName(QStringLiteral("ScanSleuth"));
    QApplication::setApplicationVersion(QStringLiteral(SCANSLEUTH_VERSION));

    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/scansleuth.svg")));

    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("scansleuth"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "A workbench for debugging medical-imaging deep-learning pipelines."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption demo(QStringLiteral("demo"),
                            QApplication::translate("main", "Open the built-in demo study."));
    QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Load, write the window as PNG to FILE, quit."),
        QStringLiteral("FILE"));
    QCommandLineOption overlay(
        QStringLiteral("overlay"),
        QApplication::translate("main", "Add MASK (or any image) as an overlay; repeatable."),
        QStringLiteral("MASK"));
    QCommandLineOption layout(
        QStringLiteral("layout"),
        QApplication::translate("main", "View layout: 1x1, 1x3 or 2x2 (with the 3D view)."),
        QStringLiteral("LAYOUT"), QStringLiteral("1x3"));
    QCommandLineOption volume(
        QStringLiteral("volume-rendering"),
        QApplication::translate("main", "Show the base image volume-rendered in the 3D view."));
    QCommandLineOption threads(
        QStringLiteral("threads"),
        QApplication::translate("main", "Use at most N threads (default: the \"threads\" setting, else every "
                                        "CPU this process may use)."),
        QStringLiteral("N"));
    QCommandLineOption demoSymptom(
        QStringLiteral("demo-symptom"),
        QApplication::translate("main", "With --demo: the demo investigation's symptom, mask-misaligned "
                                        "(default) or nondeterministic-results (the demo model's reruns)."),
        QStringLiteral("ID"));
    QCommandLineOption runModel(
        QStringLiteral("run-model"),
        QApplication::translate("main", "After loading, run the TorchScript MODEL on the base image (CPU)."),
        QStringLiteral("MODEL"));
    QCommandLineOption modelSpec(QStringLiteral("model-spec"),
                                 QApplication::translate("main", "The preprocessing spec for --run-model."),
                                 QStringLiteral("SPEC"));
    QCommandLineOption runExperiment(
        QStringLiteral("run-experiment"),
        QApplication::translate("main",
                                "After loading, run the selected hypothesis's experiment and show its "
                                "evidence (and a disagreement map, if it made one)."));
    QCommandLineOption compareOption(
        QStringLiteral("compare"),
        QApplication::translate("main", "Compare prediction runs side by side (give two or more --run)."));
    QCommandLineOption runOption(
        QStringLiteral("run"),
        QApplication::translate("main",
                                "With --compare: a run as NAME=PATH (a folder or CSV of predictions); "
                                "repeatable, the first is the baseline."),
        QStringLiteral("NAME=PATH"));
    QCommandLineOption truthOption(
        QStringLiteral("truth"),
        QApplication::translate("main", "With --compare: the ground truth, a folder or CSV of label maps."),
        QStringLiteral("PATH"));
    QCommandLineOption imagesOption(
        QStringLiteral("images"),
        QApplication::translate("main",
                                "With --compare: a folder of the images, shown under the label maps."),
        QStringLiteral("DIR"));
    QCommandLineOption labelTableOption(
        QStringLiteral("label-table"),
        QApplication::translate("main",
                                "With --compare: label names from an ITK-SNAP or Slicer label table."),
        QStringLiteral("FILE"));
    QCommandLineOption selectCase(
        QStringLiteral("select-case"),
        QApplication::translate(
            "main", "With --compare: open this case (default: the first row, where the runs differ most)."),
        QStringLiteral("KEY"));
    QCommandLineOption compareLabel(
        QStringLiteral("compare-label"),
        QApplication::translate("main", "With --compare: the label shown first (a number)."),
        QStringLiteral("N"));
    QCommandLineOption compareMetric(
        QStringLiteral("compare-metric"),
        QApplication::translate("main",
                                "With --compare: the metric shown first (dice, iou, hd, hd95, assd, nsd, "
                                "volume_difference_ml, abs_volume_difference_ml, lesion_f1)."),
        QStringLiteral("NAME"));
    QCommandLineOption demoCompare(
        QStringLiteral("demo-compare"),
        QApplication::translate("main",
                                "With --demo: compare the demo's two training runs against its truth."));
    QCommandLineOption auditOption(
        QStringLiteral("audit"),
        QApplication::translate("main",
                                "Audit dataset splits for leakage and preprocessing parity: a split as "
                                "NAME=PATH (repeatable, two or more), or one split CSV."),
        QStringLiteral("NAME=PATH"));
    QCommandLineOption auditReference(
        QStringLiteral("audit-reference"),
        QApplication::translate("main",
                                "With --audit: a training-side fingerprint to compare the splits with "
                                "(nnU-Net, MONAI, a preprocessing spec); repeatable."),
        QStringLiteral("FILE"));
    QCommandLineOption auditTab(
        QStringLiteral("audit-tab"),
        QApplication::translate("main", "With --audit: the tab shown once the audit is done (pairs, parity, "
                                        "findings, unreadable)."),
        QStringLiteral("TAB"));
    for (const QCommandLineOption& option : {auditOption, auditReference, auditTab})
        parser.addOption(option);
    for (const QCommandLineOption& option : {demoCompare, compareOption, runOption, truthOption, imagesOption,
                                             labelTableOption, selectCase, compareLabel, compareMetric})
        parser.addOption(option);
    parser.addOption(demoSymptom);
    parser.addOption(runModel);
    parser.addOption(modelSpec);
    parser.addOption(runExperiment);
    parser.addOption(threads);
    parser.addOption(demo);
    parser.addOption(volume);
    parser.addOption(overlay);
    parser.addOption(layout);
    parser.addOption(screenshot);
    parser.addPositionalArgument(QStringLiteral("path"),
                                 QApplication::translate("main", "Image file or folder."));
    parser.process(app);

    // The process-wide thread limit (base/parallel.h): --threads N for this run, else the "threads"
    // setting (0 or absent: the CPUs this process may use, as sched_getaffinity and the cgroup say). A
    // bad value on the command line is refused; a bad setting is reported and ignored.
    const bool fromCommandLine = parser.isSet(threads);
    const QString threadsText =
        fromCommandLine ? parser.value(threads) : QSettings().value(QStringLiteral("threads"), 0).toString();
    bool threadsOk = false;
    int threadCount = threadsText.toInt(&threadsOk);
    if (!threadsOk || threadCount < (fromCommandLine ? 1 : 0) || threadCount > 4096) {
        std::fprintf(stderr, "scansleuth: %s\n",
                     qPrintable(QApplication::translate("main", "--threads needs a whole number from 1 to "
                                                                "4096, not '%1'.")
                                    .arg(threadsText)));
        if (fromCommandLine)
            return 2;
        threadCount = 0;
    }
    scansleuth::setThreadLimit(static_cast<std::size_t>(threadCount));

    if (parser.isSet(compareOption) || parser.isSet(demoCompare)) {
        scansleuth::app::CompareLaunch launch;
        if (parser.isSet(demoCompare)) // written on every start: a few seconds, and never stale
            launch.demoFolder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                                QStringLiteral("/demo-runs");
        launch.runs = parser.values(runOption);
        launch.truth = parser.value(truthOption);
        launch.images = parser.value(imagesOption);
        launch.labelTable = parser.value(labelTableOption);
        launch.selectCase = parser.value(selectCase);
        launch.label = parser.value(compareLabel);
        launch.metric = parser.value(compareMetric);
        launch.screenshot = parser.value(screenshot);
        return scansleuth::app::runComparisonWindow(launch);
    }

    if (parser.isSet(auditOption)) {
        scansleuth::app::AuditLaunch launch;
        // `--audit train=A test=B` as well as `--audit train=A --audit test=B`: the rest are splits too.
        launch.splits = parser.values(auditOption) + parser.positionalArguments();
        launch.references = parser.values(auditReference);
        launch.tab = parser.value(auditTab);
        launch.screenshot = parser.value(screenshot);
        return scansleuth::app::runAuditWindow(launch);
    }

    scansleuth::app::MainWindow window;
    window.show();

    if (parser.isSet(layout))
        window.setLayout(scansleuth::app::MainWindow::layoutFromName(parser.value(layout)));
    if (parser.isSet(volume))
        window.setVolumeRendering(true);

    const QString shotPath = parser.value(screenshot);
    auto takeShot = [&window, shotPath] {
        if (!shotPath.isEmpty())
            QTimer::singleShot(300, &window, [&window, shotPath] {
                QApplication::exit(window.grab().save(shotPath) ? 0 : 1);
            });
    };
    // After every requested load: run the model, then the experiment, then take the picture.
    auto startExperiment = [&window, takeShot] {
        if (!window.workflowPanel()->runSelectedExperiment())
            takeShot();
    };
    QObject::connect(&window, &scansleuth::app::MainWindow::modelRunFinished, &window,
                     [startExperiment, takeShot, &parser, &runExperiment](bool) {
                         if (parser.isSet(runExperiment))
                             startExperiment();
                         else
                             takeShot();
                     });
    QObject::connect(window.workflowPanel(), &scansleuth::widgets::WorkflowPanel::experimentFinished, &window,
                     [&window, takeShot, &parser, &runExperiment](const QString&) {
                         if (!parser.isSet(runExperiment))
                             return;
                         window.workflowPanel()->setCurrentStep(
                             scansleuth::widgets::WorkflowPanel::EvidenceStep);
                         window.showLatestDisagreementMap();
                         takeShot();
                     });
    bool started = false;
    QObject::connect(&window, &scansleuth::app::MainWindow::idle, &window,
                     [&, takeShot, startExperiment]() mutable {
                         if (std::exchange(started, true))
                             return;
                         if (parser.isSet(runModel)) {
                             scansleuth::app::ModelRunSettings settings;
                             settings.modelPath = parser.value(runModel);
                             settings.specPath = parser.value(modelSpec);
                             settings.device = scansleuth::model::DeviceRequest::Cpu;
                             if (!window.modelActions()->run(settings))
                                 takeShot();
                         } else if (parser.isSet(runExperiment)) {
                             startExperiment();
                         } else {
                             takeShot();
                         }
                     });
    if (parser.isSet(demo))
        window.openDemo(parser.value(demoSymptom));
    const QStringList paths = parser.positionalArguments();
    if (!paths.isEmpty())
        window.openPath(paths.front());
    for (const QString& mask : parser.values(overlay))
        window.openPath(mask, true);
    if (!shotPath.isEmpty() && !parser.isSet(demo) && paths.isEmpty())
        QTimer::singleShot(300, &window,
                           [&window, shotPath] { QApplication::exit(window.grab().save(shotPath) ? 0 : 1); });
    return app.exec();
}
