// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The command-line help, through the built programs as a user meets it. For every command and subcommand of
// scansleuth-cli's table (app/cli/commandtable.h): `COMMAND --help` and `help COMMAND` exit 0 on stdout and
// name each of its options; each option is accepted by the running command (never "unknown option"); each
// command has a runner. The manual pages of both programs pass groff's warnings (man --warnings) and lexgrog,
// the independent readers of roff. docs/cli.md, the user's text, names every command and, in the command's
// own section, every option: the table and the documentation cannot drift apart.
#include "commandtable.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace scansleuth;

namespace {

struct Run
{
    int exitCode = -1; // -1: did not finish; -2: crashed
    QString out;
    QString err;
};

Run runProgram(const QString& program, const QStringList& args, const QString& workingDir = {})
{
    QProcess p;
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

Run runCli(const QStringList& args, const QString& workingDir = {})
{
    return runProgram(QStringLiteral(SCANSLEUTH_BIN_DIR "/scansleuth-cli"), args, workingDir);
}

QStringList wordsOf(const std::string& name)
{
    return QString::fromStdString(name).split(QLatin1Char(' '));
}

const commandline::Program& program()
{
    return cli::cliProgram();
}

bool isGroup(const commandline::Command& c)
{
    return !commandline::subcommands(program(), c.name).empty();
}

// `word` in `text` as a whole option name: not followed by a letter, digit or '-' (so --json is not found in
// --json-out).
bool mentions(const QString& text, const std::string& word)
{
    const QRegularExpression re(QRegularExpression::escape(QString::fromStdString(word)) +
                                QStringLiteral("(?![A-Za-z0-9-])"));
    return re.match(text).hasMatch();
}

// The sections of docs/cli.md ("## ..." up to the next) whose heading names `command` in code: `compare`,
// `convert --to-seg`, `model overfit`, ...
QString docSections(const QString& doc, const std::string& command)
{
    QString found;
    const QString name = QStringLiteral("`") + QString::fromStdString(command);
    const QStringList parts = doc.split(QRegularExpression(QStringLiteral("\n(?=## )")));
    for (const QString& part : parts) {
        const QString heading = part.section(QLatin1Char('\n'), 0, 0);
        if (heading.startsWith(QStringLiteral("## ")) &&
            (heading.contains(name + QLatin1Char('`')) || heading.contains(name + QLatin1Char(' '))))
            found += part + QLatin1Char('\n');
    }
    return found;
}

// Runs `man --warnings -l` and lexgrog on `page` (roff); an empty string when both are content, else what
// they said.
QString roffProblems(const QString& page, const QString& name)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(name + QStringLiteral(".1"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(page.toUtf8()) < 0)
        return QStringLiteral("cannot write ") + path;
    f.close();
    QProcess man;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
    env.insert(QStringLiteral("MANPAGER"), QStringLiteral("cat"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    man.setProcessEnvironment(env);
    man.start(QStringLiteral("man"), {QStringLiteral("--warnings"), QStringLiteral("-l"), path});
    if (!man.waitForFinished(60000) || man.exitCode() != 0)
        return QStringLiteral("man failed: ") + QString::fromUtf8(man.readAllStandardError());
    const QString warnings = QString::fromUtf8(man.readAllStandardError());
    if (!warnings.trimmed().isEmpty())
        return QStringLiteral("groff warnings:\n") + warnings;
    const QString rendered = QString::fromUtf8(man.readAllStandardOutput());
    if (!rendered.contains(QStringLiteral("NAME")) || !rendered.contains(QStringLiteral("SYNOPSIS")))
        return QStringLiteral("man rendered no NAME/SYNOPSIS:\n") + rendered.left(2000);
    QProcess lexgrog;
    lexgrog.start(QStringLiteral("lexgrog"), {path});
    if (!lexgrog.waitForFinished(60000) || lexgrog.exitCode() != 0)
        return QStringLiteral("lexgrog failed: ") + QString::fromUtf8(lexgrog.readAllStandardOutput()) +
               QString::fromUtf8(lexgrog.readAllStandardError());
    const QString whatis = QString::fromUtf8(lexgrog.readAllStandardOutput());
    if (!whatis.contains(name + QStringLiteral(" - ")))
        return QStringLiteral("lexgrog found no whatis line for ") + name + QStringLiteral(": ") + whatis;
    return {};
}

} // namespace

class TestCliHelp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("man")).isEmpty() &&
                     !QStandardPaths::findExecutable(QStringLiteral("lexgrog")).isEmpty(),
                 "the manual page checks need man and lexgrog: packaging/install-deps.sh installs man-db");
        QVERIFY(!program().commands.empty());
    }

    void programHelp_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("--help") << QStringList{"--help"};
        QTest::addRow("-h") << QStringList{"-h"};
        QTest::addRow("help") << QStringList{"help"};
        QTest::addRow("--threads before --help") << QStringList{"--threads", "2", "--help"};
    }
    // The overview names every command and the options every command takes, and lists the exit codes.
    void programHelp()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        for (const commandline::Command& c : program().commands)
            if (c.name.find(' ') == std::string::npos)
                QVERIFY2(r.out.contains(QStringLiteral("  ") + QString::fromStdString(c.name)),
                         c.name.c_str());
        for (const commandline::Option& o : program().commonOptions)
            QVERIFY2(mentions(r.out, o.name), o.name.c_str());
        for (const char* code : {"130", "exit codes"})
            QVERIFY(r.out.contains(QLatin1String(code)));
    }

    void commandHelp_data()
    {
        QTest::addColumn<QString>("command");
        for (const commandline::Command& c : program().commands)
            QTest::addRow("%s", c.name.c_str()) << QString::fromStdString(c.name);
    }
    // COMMAND --help, COMMAND ... --help after other (incomplete) arguments, help COMMAND, and --help COMMAND
    // all print the command's help on stdout and exit 0; it names the command and each of its options.
    void commandHelp()
    {
        QFETCH(QString, command);
        const commandline::Command* c = commandline::findCommand(program(), command.toStdString());
        QVERIFY(c);
        const QStringList words = wordsOf(c->name);
        const Run direct = runCli(QStringList(words) << QStringLiteral("--help"));
        QVERIFY2(direct.exitCode == 0, qPrintable(direct.err));
        QVERIFY2(direct.err.isEmpty(), qPrintable(direct.err));
        QVERIFY2(direct.out.contains(QStringLiteral("usage: scansleuth-cli ") + command),
                 qPrintable(direct.out));
        for (const commandline::Option& o : c->options) {
            QVERIFY2(mentions(direct.out, o.name), o.name.c_str());
            if (!o.alias.empty())
                QVERIFY2(mentions(direct.out, o.alias), o.alias.c_str());
        }
        for (const commandline::Command* sub : commandline::subcommands(program(), c->name))
            QVERIFY2(direct.out.contains(QString::fromStdString(sub->name)), sub->name.c_str());
        // After a first option (and its value), with the required arguments missing.
        if (!c->options.empty()) {
            QStringList partial = words;
            partial << QString::fromStdString(c->options.front().name);
            if (c->options.front().takesValue())
                partial << QStringLiteral("x");
            const Run late = runCli(partial << QStringLiteral("--help"));
            QCOMPARE(late.exitCode, 0);
            QCOMPARE(late.out, direct.out);
        }
        const Run viaHelp = runCli(QStringList{QStringLiteral("help")} + words);
        QCOMPARE(viaHelp.exitCode, 0);
        QCOMPARE(viaHelp.out, direct.out);
        const Run viaDashHelp = runCli(QStringList{QStringLiteral("--help")} + words);
        QCOMPARE(viaDashHelp.exitCode, 0);
        QCOMPARE(viaDashHelp.out, direct.out);
    }

    // The case: `model example --help` was "unknown option".
    void modelExampleHelp()
    {
        if (!commandline::findCommand(program(), "model example"))
            QSKIP("this build has no model commands");
        const Run r = runCli({"model", "example", "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("--kind KIND")));
        QVERIFY(!r.err.contains(QStringLiteral("unknown option")));
    }

    void badHelp_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("help for no such command") << QStringList{"help", "frobnicate"} << "unknown command";
        if (commandline::findCommand(program(), "model"))
            QTest::addRow("no such subcommand")
                << QStringList{"model", "frobnicate", "--help"} << "unknown model command 'frobnicate'";
    }
    void badHelp()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, fragment);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
    }

    void optionsAccepted_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        QTest::addColumn<bool>("takesValue");
        for (const commandline::Command& c : program().commands) {
            std::vector<commandline::Option> options = c.options;
            if (!isGroup(c))
                for (const commandline::Option& common : cli::commonCommandOptions()) // --quiet
                    options.push_back(common);
            for (const commandline::Option& o : options)
                for (const std::string& word : {o.name, o.alias})
                    if (!word.empty())
                        QTest::addRow("%s %s", c.name.c_str(), word.c_str())
                            << QString::fromStdString(c.name) << QString::fromStdString(word)
                            << o.takesValue();
        }
    }
    // Each declared option, given to its command with a value that names nothing: the command may refuse
    // the value or the missing arguments, but never the option, and never with an internal error.
    void optionsAccepted()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        QFETCH(bool, takesValue);
        if (isGroup(*commandline::findCommand(program(), command.toStdString())))
            return;
        QTemporaryDir dir;
        QStringList args = wordsOf(command.toStdString()) << option;
        if (takesValue)
            args << QStringLiteral("/proc/scansleuth-no-such-file");
        const Run r = runCli(args, dir.path());
        QVERIFY2(r.exitCode >= 0, "did not finish");
        QVERIFY2(!r.err.contains(QStringLiteral("unknown option")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("needs a value")), qPrintable(r.err));
        QVERIFY2(r.exitCode != 1, qPrintable(r.err));
    }

    // Every command of the table runs (a command without a runner would fall through to "needs a
    // subcommand"); without its arguments it is a usage error, exit 2, or does its work.
    void everyCommandRuns()
    {
        for (const commandline::Command& c : program().commands) {
            if (isGroup(c) || c.name == "demo-runs" || c.name == "demo-splits" || c.name == "demo")
                continue; // the demos would write into the working folder: their options' rows ran them
            QTemporaryDir dir;
            const Run r = runCli(wordsOf(c.name), dir.path());
            QVERIFY2(!r.err.contains(QStringLiteral("needs a subcommand")) &&
                         !r.err.contains(QStringLiteral("unknown command")) && r.exitCode >= 0 &&
                         r.exitCode != 1,
                     qPrintable(QString::fromStdString(c.name) + QStringLiteral(": ") + r.err));
        }
    }

    // Every `--option` in a command's forms is one the command declares (or one every command takes).
    void synopsesNameDeclaredOptions()
    {
        const QRegularExpression option(QStringLiteral("(?<![A-Za-z0-9])--?[a-z][a-z0-9-]*"));
        for (const commandline::Command& c : program().commands)
            for (const std::string& form : c.synopsis) {
                auto it = option.globalMatch(QString::fromStdString(form));
                while (it.hasNext()) {
                    const std::string word = it.next().captured().toStdString();
                    QVERIFY2(commandline::findOption(c.options, word) ||
                                 commandline::findOption(program().commonOptions, word),
                             (c.name + ": " + word + " in '" + form + "'").c_str());
                }
            }
    }

    void manPage()
    {
        const Run r = runCli({"--man"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        for (const char* section :
             {".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS",
              ".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH FILES", ".SH EXAMPLES", ".SH \"SEE ALSO\""})
            QVERIFY2(r.out.contains(QLatin1String(section)), section);
        for (const commandline::Command& c : program().commands)
            QVERIFY2(
                r.out.contains(QStringLiteral(".SS \"") + QString::fromStdString(c.name) + QLatin1Char('"')),
                c.name.c_str());
        const QString problems = roffProblems(r.out, QStringLiteral("scansleuth-cli"));
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }

    // The GUI's manual page: valid roff without a display, and the options its --help lists are in it.
    void guiManPage()
    {
#ifndef SCANSLEUTH_HAVE_GUI
        QSKIP("this build has no GUI");
#else
        const QString gui = QStringLiteral(SCANSLEUTH_BIN_DIR "/scansleuth");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(gui, {QStringLiteral("--man")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString page = QString::fromUtf8(p.readAllStandardOutput());
        const QString problems = roffProblems(page, QStringLiteral("scansleuth"));
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        const Run help = runProgram(gui, {QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        const QRegularExpression option(QStringLiteral("^\\s+(?:-[a-z], )?(--[a-z][a-z0-9-]*)"),
                                        QRegularExpression::MultilineOption);
        int count = 0;
        for (auto it = option.globalMatch(help.out); it.hasNext(); ++count) {
            const QString name = it.next().captured(1);
            QString roffName = name;
            roffName.replace(QLatin1Char('-'), QStringLiteral("\\-"));
            QVERIFY2(page.contains(QStringLiteral("\\fB") + roffName + QStringLiteral("\\fR")),
                     qPrintable(name));
        }
        QVERIFY2(count > 20, qPrintable(help.out));
#endif
    }

    // docs/cli.md names every command, and every option of a command in the section about it; the options
    // every command takes and the one-letter forms anywhere.
    void documentation()
    {
        QFile f(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/docs/cli.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString doc = QString::fromUtf8(f.readAll());
        for (const commandline::Option& o : program().commonOptions)
            QVERIFY2(mentions(doc, o.name), o.name.c_str());
        for (const commandline::Option& o : program().options)
            QVERIFY2(mentions(doc, o.name), o.name.c_str());
        for (const commandline::Command& c : program().commands) {
            if (isGroup(c)) {
                QVERIFY2(doc.contains(QStringLiteral("scansleuth-cli ") + QString::fromStdString(c.name)),
                         c.name.c_str());
                continue;
            }
            const QString section = docSections(doc, c.name);
            QVERIFY2(!section.isEmpty(), qPrintable(QStringLiteral("docs/cli.md has no section headed `") +
                                                    QString::fromStdString(c.name) + QLatin1Char('`')));
            for (const commandline::Option& o : c.options) {
                QVERIFY2(mentions(section, o.name), (c.name + ": " + o.name).c_str());
                if (!o.alias.empty())
                    QVERIFY2(mentions(doc, o.alias), (c.name + ": " + o.alias).c_str());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_clihelp.moc"
