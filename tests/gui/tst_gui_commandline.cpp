// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The built scansleuth started as from a terminal with no window system at all: an environment that holds
// nothing but HOME (a fresh folder, so no settings), so no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM.
// --help and --version answer without a platform, a bad command line exits 2 with a message, and
// --screenshot renders offscreen: a PNG of the window's size whose views show the loaded study.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

struct Run
{
    int exitCode = -1; // -1: did not finish in time; -2: crashed (an abort is what this test guards against)
    QString out;
    QString err;
};

Run runBare(const QStringList& args, const QString& home)
{
    QProcess p;
    QProcessEnvironment env;
    env.insert(QStringLiteral("HOME"), home);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(SCANSLEUTH_BIN_DIR "/scansleuth"), args);
    Run r;
    if (!p.waitForFinished(300000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// The number of pixels whose colour differs between two pictures of the same size.
qsizetype differingPixels(const QImage& a, const QImage& b)
{
    qsizetype n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}

// Whether the picture holds the 3D view's cell with the message in it: a block of the 3D view's background
// colour, rgb(20, 20, 26), over a twentieth of the picture at least, with light text (every channel 180 or
// more) inside its bounding box.
bool messageCellShown(const QImage& shot)
{
    int left = shot.width(), top = shot.height(), right = -1, bottom = -1;
    qsizetype background = 0;
    for (int y = 0; y < shot.height(); ++y)
        for (int x = 0; x < shot.width(); ++x)
            if (shot.pixel(x, y) == qRgb(20, 20, 26)) {
                ++background;
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
    if (background < qsizetype(shot.width()) * shot.height() / 20)
        return false;
    qsizetype light = 0;
    for (int y = top; y <= bottom; ++y)
        for (int x = left; x <= right; ++x) {
            const QRgb p = shot.pixel(x, y);
            light += qRed(p) >= 180 && qGreen(p) >= 180 && qBlue(p) >= 180;
        }
    return light > 100;
}

} // namespace

class TestGuiCommandLine : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    // The empty main window, the picture the loaded ones are compared with.
    QImage m_empty;

    // Each picture in a HOME of its own, so that no run sees the window geometry or layout another saved.
    QImage screenshot(const QStringList& args, const QString& name, Run& run)
    {
        const QString home = m_home.filePath(name + QStringLiteral(".home"));
        if (!QDir().mkpath(home))
            return {};
        const QString shot = m_home.filePath(name);
        QFile::remove(shot);
        run = runBare(QStringList(args) << QStringLiteral("--screenshot") << shot, home);
        return QImage(shot);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QVERIFY(qEnvironmentVariableIsSet("PATH")); // the test itself runs in a normal environment
        Run run;
        m_empty = screenshot({}, QStringLiteral("empty.png"), run);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(!m_empty.isNull());
    }

    void terminal_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("err");
        QTest::addRow("--help") << QStringList{"--help"} << 0 << "--screenshot <FILE>"
                                << "";
        QTest::addRow("-h") << QStringList{"-h"} << 0 << "--threads <N>"
                            << "";
        QTest::addRow("--help after other options")
            << QStringList{"--demo", "--layout", "2x2", "--help"} << 0 << "--volume-rendering"
            << "";
        QTest::addRow("--version") << QStringList{"--version"} << 0 << "ScanSleuth " SCANSLEUTH_VERSION << "";
        QTest::addRow("unknown option") << QStringList{"--no-such-option"} << 2 << ""
                                        << "scansleuth: Unknown option 'no-such-option'.";
        QTest::addRow("missing value") << QStringList{"--screenshot"} << 2 << ""
                                       << "scansleuth: Missing value after '--screenshot'.";
        QTest::addRow("bad --threads") << QStringList{"--threads", "0"} << 2 << ""
                                       << "--threads needs a whole number from 1 to 4096, not '0'.";
        QTest::addRow("bad option with --help") << QStringList{"--help", "--bogus"} << 2 << ""
                                                << "Unknown option 'bogus'.";
    }
    void terminal()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, out);
        QFETCH(QString, err);
        const Run r = runBare(args, m_home.path());
        QVERIFY2(r.exitCode == exitCode, qPrintable(QString::number(r.exitCode) + ": " + r.err));
        QVERIFY2(r.out.contains(out), qPrintable(r.out));
        QVERIFY2(r.err.contains(err), qPrintable(r.err));
        if (exitCode == 2)
            QVERIFY2(r.err.contains("Try 'scansleuth --help'.") || err.startsWith("--threads"),
                     qPrintable(r.err));
    }

    // The demo study in each layout: the picture has the window's default width (1400, no settings in this
    // HOME) and at least its default height (800; the docks' minimum heights may make it taller), the size of
    // the empty window's, and differs from the empty window over a large part of it (the slices of the CT).
    // The offscreen platform has no OpenGL: the 2x2 layout says so in the 3D view's place and on stderr (a
    // window holding a QOpenGLWidget crashed there when it was drawn).
    void screenshots_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("demo, 1x3") << QStringList{"--demo", "--layout", "1x3"} << "";
        QTest::addRow("demo, 1x1") << QStringList{"--demo", "--layout", "1x1"} << "";
        QTest::addRow("demo, 2x2 without OpenGL")
            << QStringList{"--demo", "--layout", "2x2"}
            << "scansleuth: The 3D view needs OpenGL, which the 'offscreen' platform does not provide. "
               "Without "
               "a display, run under xvfb-run with QT_QPA_PLATFORM=xcb.";
    }
    void screenshots()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        Run run;
        const QImage shot = screenshot(args, QStringLiteral("shot.png"), run);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        if (message.isEmpty())
            QVERIFY2(!run.err.contains("3D view"), qPrintable(run.err));
        else
            QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(shot.width(), 1400);
        QVERIFY2(shot.height() >= 800, qPrintable(QString::number(shot.height())));
        QCOMPARE(shot.size(), m_empty.size());
        const qsizetype changed = differingPixels(m_empty, shot);
        QVERIFY2(changed > shot.width() * shot.height() / 10, qPrintable(QString::number(changed)));
        QSet<QRgb> colours;
        for (int y = 0; y < shot.height(); y += 2)
            for (int x = 0; x < shot.width(); x += 2)
                colours.insert(shot.pixel(x, y));
        QVERIFY2(colours.size() > 64, qPrintable(QString::number(colours.size())));
        if (!message.isEmpty()) // the message stands in the 3D view's cell, light on its dark background
            QVERIFY(messageCellShown(shot));
    }
};

QTEST_GUILESS_MAIN(TestGuiCommandLine)
#include "tst_gui_commandline.moc"
