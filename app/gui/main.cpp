// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QScreen>
#include <QTimer>
#include <QTranslator>

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
    parser.addOption(demo);
    parser.addOption(screenshot);
    parser.addPositionalArgument(QStringLiteral("path"),
                                 QApplication::translate("main", "Image file or folder."));
    parser.process(app);

    scansleuth::app::MainWindow window;
    window.show();

    const QString shotPath = parser.value(screenshot);
    int pending = 0;
    if (parser.isSet(demo)) {
        window.openDemo();
        ++pending;
    }
    const QStringList paths = parser.positionalArguments();
    if (!paths.isEmpty()) {
        window.openPath(paths.front());
        ++pending;
    }
    if (!shotPath.isEmpty()) {
        auto grab = [&window, shotPath] {
            bool ok = window.grab().save(shotPath);
            QApplication::exit(ok ? 0 : 1);
        };
        if (pending == 0)
            QTimer::singleShot(200, &window, grab);
        else
            QObject::connect(&window, &scansleuth::app::MainWindow::loadFinished, &window,
                             [grab](bool) { QTimer::singleShot(200, grab); });
    }
    return app.exec();
}
