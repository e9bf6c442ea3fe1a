// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The Debian package, as a user gets it: `cpack -G DEB` from this build, then checked with Debian's and
// freedesktop's own tools (dpkg-deb; for Depends, the packages owning the libraries the unpacked files need;
// desktop-file-validate, appstreamcli, update-mime-database read back through Qt's MIME database, apt-get
// --simulate), and the programs run from a `dpkg -x` root under strace, which shows that nothing is
// looked for in the build or source tree. Then, where the test may (root or `sudo -n`, no scansleuth
// package installed already, nothing else to install), the package is installed for real with dpkg -i
// (never downloading), used from /usr as a user would (man, the desktop's MIME and application
// databases, both programs), and purged again: the machine's package state must be as before.
#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QMimeDatabase>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

#include <unistd.h>

namespace {

const QString kAppId = QStringLiteral("org.scansleuth.ScanSleuth");

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    bool finished = false;
};

Run run(const QString& program, const QStringList& args, const QString& dir = {},
        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(), int timeoutMs = 300000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    p.start(program, args);
    Run r;
    r.finished = p.waitForStarted(30000) && p.waitForFinished(timeoutMs);
    if (!r.finished)
        p.kill();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString describe(const QString& what, const Run& r)
{
    return QStringLiteral("%1 exited %2%3\nstdout: %4\nstderr: %5")
        .arg(what)
        .arg(r.exitCode)
        .arg(r.finished ? QString() : QStringLiteral(" (did not finish)"))
        .arg(QString::fromLocal8Bit(r.out.right(3000)), QString::fromLocal8Bit(r.err.right(3000)));
}

// "a (>= 1), b | c" -> {"a (>= 1)", "b | c"}
QSet<QString> dependencyList(const QString& field)
{
    QSet<QString> set;
    for (const QString& item : field.split(QLatin1Char(','), Qt::SkipEmptyParts))
        set.insert(item.simplified());
    return set;
}

// Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian).
QSize pngSize(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = f.read(24);
    if (head.size() < 24 || !head.startsWith("\x89PNG"))
        return {};
    auto be32 = [&](int at) {
        return (quint32(quint8(head[at])) << 24) | (quint32(quint8(head[at + 1])) << 16) |
               (quint32(quint8(head[at + 2])) << 8) | quint32(quint8(head[at + 3]));
    };
    return QSize(int(be32(16)), int(be32(20)));
}

// The window the GUI draws with --screenshot: a PNG of the main window at its default size (1400 x 800,
// MainWindow::kDefaultSize; the X screen of the runs is larger), with content: more than 100 colours.
void checkScreenshot(const QString& shot)
{
    QCOMPARE(pngSize(shot), QSize(1400, 800));
    const QImage image(shot);
    QVERIFY2(!image.isNull(), "the screenshot is no PNG");
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 100,
             qPrintable(QStringLiteral("only %1 colours: an empty window?").arg(colours.size())));
}

} // namespace

class TestPackage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void controlFields();
    void dependsAreTheLibrariesPackages();
    void dependsResolve();
    void lintian();
    void contents_data();
    void contents();
    void iconSizes();
    void desktopEntry();
    void metainfo();
    void mimeTypes();
    void programsAreStripped();
    void buildTreeUseIsSeen();
    void cliDemoFromUnpackedRoot();
    void guiScreenshotFromUnpackedRoot();
    void translationsShipped();
    void manPages_data();
    void manPages();
    void packagerValuesReachThePackage();
    // The package installed on this machine (skipped, with the reason, where it may not be).
    void installPackage();
    void installedFilesAreListed();
    void installedManPagesAreFound();
    void installedDesktopIntegration();
    void installedCliDemo();
    void installedGuiScreenshot();
    void installedGuiSpeaksGerman();
    void purgeLeavesNothing();
    void cleanupTestCase();

public:
    ~TestPackage() override;

private:
    QString tool(const QString& name);
    QProcessEnvironment cleanEnvironment() const;
    void checkNothingFromBuildTree(const QString& straceLog);
    void runCliDemo(const QString& exe, const QString& out, const QString& log);

    QTemporaryDir m_work;
    QString m_deb;
    QString m_root;          // the package unpacked with dpkg -x
    QSet<QString> m_listing; // dpkg-deb -c paths, without the leading "./"

    // The installation (installPackage .. purgeLeavesNothing).
    Run asRoot(const QString& program, const QStringList& args);
    QString whyNotInstall();
    bool purge(QString* error);
    QStringList m_sudo;           // {} as root, {"sudo", "-n"} otherwise
    QString m_notInstalled;       // why the package was not installed: the installed checks skip with it
    bool m_installed = false;     // installed by this test (or tried), not yet purged
    bool m_usable = false;        // installed without error
    QByteArray m_packagesBefore;  // every package's name, version and state before the installation
    QStringList m_installedFiles; // dpkg -L scansleuth while installed
};

QString TestPackage::tool(const QString& name)
{
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        qWarning("%s is missing: packaging/install-deps.sh installs it", qPrintable(name));
    return path;
}

// The environment the unpacked programs run in: no variable that points ScanSleuth at another copy of a
// module or the knowledge base, and a home of their own.
QProcessEnvironment TestPackage::cleanEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& key : env.keys())
        if (key.startsWith(QLatin1String("SCANSLEUTH_")) || key == QLatin1String("LD_LIBRARY_PATH") ||
            key == QLatin1String("XDG_DATA_DIRS")) // mimeTypes() sets it for this process
            env.remove(key);
    const QString home = m_work.filePath(QStringLiteral("home"));
    QDir().mkpath(home);
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    return env;
}

void TestPackage::initTestCase()
{
    QVERIFY(m_work.isValid());
    for (const char* name : {"dpkg-deb", "readelf", "desktop-file-validate", "appstreamcli",
                             "update-mime-database", "strace", "xvfb-run", "file", "gzip", "lintian"})
        QVERIFY2(!tool(QString::fromLatin1(name)).isEmpty(), name);

    // The package, built from this build tree as `cpack -G DEB` in it builds it.
    const QString out = m_work.filePath(QStringLiteral("out"));
    const Run cpack =
        run(QStringLiteral(SCANSLEUTH_CPACK_COMMAND),
            {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), out,
             QStringLiteral("--config"), QStringLiteral(SCANSLEUTH_BUILD_DIR "/CPackConfig.cmake")},
            QStringLiteral(SCANSLEUTH_BUILD_DIR), QProcessEnvironment::systemEnvironment(), 900000);
    QVERIFY2(cpack.exitCode == 0, qPrintable(describe(QStringLiteral("cpack -G DEB"), cpack)));
    const QStringList debs = QDir(out).entryList({QStringLiteral("scansleuth_*.deb")}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    m_deb = QDir(out).filePath(debs.first());
    QCOMPARE(
        debs.first(),
        QStringLiteral("scansleuth_%1_%2.deb")
            .arg(QStringLiteral(SCANSLEUTH_VERSION),
                 QString::fromLatin1(
                     run(QStringLiteral("dpkg"), {QStringLiteral("--print-architecture")}).out.trimmed())));
    qInfo("package: %s, %lld bytes", qPrintable(debs.first()), QFileInfo(m_deb).size());

    const Run listing = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), m_deb});
    QVERIFY2(listing.exitCode == 0, qPrintable(describe(QStringLiteral("dpkg-deb -c"), listing)));
    for (const QByteArray& line : listing.out.split('\n')) {
        const int at = line.indexOf(" ./");
        if (at >= 0)
            m_listing.insert(QString::fromUtf8(line.mid(at + 3)).section(QStringLiteral(" -> "), 0, 0));
    }

    m_root = m_work.filePath(QStringLiteral("root"));
    const Run unpack = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), m_deb, m_root});
    QVERIFY2(unpack.exitCode == 0, qPrintable(describe(QStringLiteral("dpkg-deb -x"), unpack)));
}

void TestPackage::controlFields()
{
    auto field = [&](const char* name) {
        return QString::fromUtf8(
            run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_deb, QString::fromLatin1(name)})
                .out.trimmed());
    };
    QCOMPARE(field("Package"), QStringLiteral("scansleuth"));
    QCOMPARE(field("Version"), QStringLiteral(SCANSLEUTH_VERSION));
    QVERIFY(!field("Maintainer").isEmpty());
    QVERIFY(!field("Description").isEmpty());
    QVERIFY2(!field("Depends").isEmpty(), "the package has no Depends");
    qInfo("Depends: %s", qPrintable(field("Depends")));
    qInfo("Recommends: %s", qPrintable(field("Recommends")));
}

// The oracle, computed another way than dpkg-shlibdeps (which CPack runs): the libraries every ELF file of
// the unpacked package names (readelf's NEEDED), found where the dynamic linker finds them (ldconfig -p),
// and the packages that own those files (dpkg -S). Depends must name exactly these packages: nothing
// guessed by hand, nothing missing (the programs start no other program).
void TestPackage::dependsAreTheLibrariesPackages()
{
    QStringList elves;
    QDirIterator it(m_root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly) && f.read(4) == QByteArray("\x7f"
                                                                   "ELF"))
            elves << path;
    }
    QVERIFY2(elves.size() >= 7, qPrintable(elves.join(QLatin1Char(' ')))); // two programs, five modules
    const Run readelf =
        run(QStringLiteral("readelf"), QStringList{QStringLiteral("-d"), QStringLiteral("-W")} + elves);
    QVERIFY2(readelf.exitCode == 0, qPrintable(describe(QStringLiteral("readelf -d"), readelf)));
    QSet<QString> needed;
    const QRegularExpression neededLine(QStringLiteral("\\(NEEDED\\)\\s+Shared library: \\[(.+)\\]"));
    for (const QByteArray& line : readelf.out.split('\n'))
        if (const QRegularExpressionMatch m = neededLine.match(QString::fromUtf8(line)); m.hasMatch())
            needed.insert(m.captured(1));
    QVERIFY(needed.size() > 10);

    // soname -> path, for this machine's architecture (not the 32-bit copies).
    QHash<QString, QString> where;
    const Run ldconfig = run(QStringLiteral("/sbin/ldconfig"), {QStringLiteral("-p")});
    const QRegularExpression cacheLine(QStringLiteral("^\\s*(\\S+) \\(([^)]*)\\) => (\\S+)$"));
    for (const QByteArray& line : ldconfig.out.split('\n')) {
        const QRegularExpressionMatch m = cacheLine.match(QString::fromUtf8(line));
        if (!m.hasMatch() || where.contains(m.captured(1)))
            continue;
        const QString path = m.captured(3);
        if (!QRegularExpression(QStringLiteral("^(/usr)?/lib(32|x32)/|/i386-linux-gnu/"))
                 .match(path)
                 .hasMatch())
            where.insert(m.captured(1), path);
    }
    // dpkg knows a file by the path its package installed it under: /lib or /usr/lib (merged /usr).
    QStringList paths;
    QStringList unresolved;
    for (const QString& soname : needed) {
        const QString path = where.value(soname);
        if (path.isEmpty()) {
            unresolved << soname;
            continue;
        }
        paths << path;
        paths << (path.startsWith(QLatin1String("/usr/")) ? path.mid(4) : QStringLiteral("/usr") + path);
    }
    QVERIFY2(unresolved.isEmpty(),
             qPrintable(QStringLiteral("not in ldconfig -p: ") + unresolved.join(QLatin1Char(' '))));
    const Run search = run(QStringLiteral("dpkg"), QStringList{QStringLiteral("-S")} + paths);
    QSet<QString> owners;
    QSet<QString> owned;
    for (const QByteArray& line : search.out.split('\n')) {
        const int colon = line.indexOf(": /");
        if (colon < 0)
            continue;
        owned.insert(QFileInfo(QString::fromUtf8(line.mid(colon + 2))).fileName());
        for (const QByteArray& owner : line.left(colon).split(','))
            owners.insert(QString::fromUtf8(owner.trimmed()).section(QLatin1Char(':'), 0, 0));
    }
    for (const QString& soname : needed)
        QVERIFY2(owned.contains(QFileInfo(where.value(soname)).fileName()),
                 qPrintable(soname + QStringLiteral(": no package owns ") + where.value(soname)));

    const QString depends = QString::fromUtf8(
        run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_deb, QStringLiteral("Depends")})
            .out.trimmed());
    QSet<QString> dependsNames;
    for (const QString& item : dependencyList(depends)) {
        QVERIFY2(!item.contains(QLatin1Char('|')), qPrintable(item));
        dependsNames.insert(item.section(QLatin1Char(' '), 0, 0));
    }
    QCOMPARE(dependsNames, owners);
    // The toolkits the modules open are among them: what a hand-written list forgets.
    for (const char* lib : {"libqt6widgets6", "libdcmtk", "libvtk9", "libinsighttoolkit5", "libtorch"})
        QVERIFY2(depends.contains(QLatin1String(lib)), lib);
}

// apt can satisfy every Depends and Recommends here (a simulation: nothing is installed).
void TestPackage::dependsResolve()
{
    const Run apt = run(QStringLiteral("apt-get"), {QStringLiteral("install"), QStringLiteral("--simulate"),
                                                    QStringLiteral("-q"), m_deb});
    QVERIFY2(apt.exitCode == 0, qPrintable(describe(QStringLiteral("apt-get install --simulate"), apt)));
}

// Debian's policy checker: no errors (its warnings are printed; the ldconfig calls CPack adds are one).
void TestPackage::lintian()
{
    const Run lintian =
        run(QStringLiteral("lintian"), {QStringLiteral("--tag-display-limit"), QStringLiteral("0"), m_deb});
    const QString text = QString::fromUtf8(lintian.out + lintian.err);
    for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (line.startsWith(QLatin1String("W: ")))
            qInfo("%s", qPrintable(line));
    const QRegularExpression error(QStringLiteral("^E: .*$"), QRegularExpression::MultilineOption);
    QVERIFY2(!error.match(text).hasMatch(), qPrintable(text));
    QVERIFY2(lintian.finished && lintian.exitCode != -1,
             qPrintable(describe(QStringLiteral("lintian"), lintian)));
}

void TestPackage::contents_data()
{
    QTest::addColumn<QString>("path");
    QTest::addRow("gui") << QStringLiteral("usr/bin/scansleuth");
    QTest::addRow("cli") << QStringLiteral("usr/bin/scansleuth-cli");
    for (const char* module : {"dicom", "itkio", "model", "pdf", "scene3d"})
        QTest::addRow("module %s", module)
            << QStringLiteral("usr/lib/scansleuth/libscansleuth-%1.so").arg(QLatin1String(module));
    QTest::addRow("knowledge base") << QStringLiteral("usr/share/scansleuth/knowledge/masks.json");
    QTest::addRow("desktop entry") << QStringLiteral("usr/share/applications/%1.desktop").arg(kAppId);
    QTest::addRow("metainfo") << QStringLiteral("usr/share/metainfo/%1.metainfo.xml").arg(kAppId);
    QTest::addRow("mime") << QStringLiteral("usr/share/mime/packages/scansleuth-nifti.xml");
    QTest::addRow("svg icon") << QStringLiteral("usr/share/icons/hicolor/scalable/apps/scansleuth.svg");
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
        QTest::addRow("png icon %d", size)
            << QStringLiteral("usr/share/icons/hicolor/%1x%1/apps/scansleuth.png").arg(size);
    QTest::addRow("copyright") << QStringLiteral("usr/share/doc/scansleuth/copyright");
    QTest::addRow("changelog") << QStringLiteral("usr/share/doc/scansleuth/changelog.gz");
}

void TestPackage::contents()
{
    QFETCH(QString, path);
    QVERIFY2(m_listing.contains(path), qPrintable(path + QStringLiteral(" is not in dpkg-deb -c")));
    QVERIFY2(QFileInfo(m_root + QLatin1Char('/') + path).size() > 0, qPrintable(path));
}

void TestPackage::iconSizes()
{
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512}) {
        const QString png =
            m_root + QStringLiteral("/usr/share/icons/hicolor/%1x%1/apps/scansleuth.png").arg(size);
        QCOMPARE(pngSize(png), QSize(size, size));
    }
}

void TestPackage::desktopEntry()
{
    const QString desktop = m_root + QStringLiteral("/usr/share/applications/%1.desktop").arg(kAppId);
    const Run validate = run(QStringLiteral("desktop-file-validate"), {desktop});
    QVERIFY2(validate.exitCode == 0 && validate.out.trimmed().isEmpty(),
             qPrintable(describe(QStringLiteral("desktop-file-validate"), validate)));
    QFile f(desktop);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    auto key = [&](const QString& name) {
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("^%1=(.*)$").arg(name), QRegularExpression::MultilineOption)
                .match(text);
        return m.hasMatch() ? m.captured(1).trimmed() : QString();
    };
    // What it starts and shows is in the package.
    QVERIFY(QFileInfo::exists(m_root + QStringLiteral("/usr/bin/") +
                              key(QStringLiteral("Exec")).section(QLatin1Char(' '), 0, 0)));
    QVERIFY(QFileInfo::exists(
        m_root +
        QStringLiteral("/usr/share/icons/hicolor/scalable/apps/%1.svg").arg(key(QStringLiteral("Icon")))));
    const QStringList types = key(QStringLiteral("MimeType")).split(QLatin1Char(';'), Qt::SkipEmptyParts);
    QVERIFY(types.contains(QStringLiteral("application/dicom")));
    QVERIFY(types.contains(QStringLiteral("application/x-nifti")));
    QVERIFY(types.contains(QStringLiteral("application/x-nifti-gz")));
}

void TestPackage::metainfo()
{
    const QString file = m_root + QStringLiteral("/usr/share/metainfo/%1.metainfo.xml").arg(kAppId);
    const Run validate =
        run(QStringLiteral("appstreamcli"), {QStringLiteral("validate"), QStringLiteral("--no-net"), file});
    QVERIFY2(validate.exitCode == 0,
             qPrintable(describe(QStringLiteral("appstreamcli validate --no-net"), validate)));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    QString id, launchable, newestRelease, screenshot;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("id") && id.isEmpty())
            id = xml.readElementText();
        else if (xml.name() == QLatin1String("launchable"))
            launchable = xml.readElementText();
        else if (xml.name() == QLatin1String("release") && newestRelease.isEmpty())
            newestRelease = xml.attributes().value(QLatin1String("version")).toString();
        else if (xml.name() == QLatin1String("image") && screenshot.isEmpty())
            screenshot = xml.readElementText();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(id, kAppId);
    QCOMPARE(launchable, kAppId + QStringLiteral(".desktop"));
    // The release notes are kept up to date: the newest release is this version.
    QCOMPARE(newestRelease, QStringLiteral(SCANSLEUTH_VERSION));
    QVERIFY(screenshot.startsWith(QLatin1String("https://")));
    QVERIFY(screenshot.endsWith(QLatin1String("/demo-window.png")));
}

// The MIME database a desktop builds from the system's types and ours (update-mime-database), read
// through Qt's own reader of it: .nii and .nii.gz by name, a .nii also by its magic, and every type the
// desktop entry claims exists.
void TestPackage::mimeTypes()
{
    const QString data = m_work.filePath(QStringLiteral("xdg-data"));
    const QString packages = data + QStringLiteral("/mime/packages");
    QVERIFY(QDir().mkpath(packages));
    QVERIFY(QFile::copy(QStringLiteral("/usr/share/mime/packages/freedesktop.org.xml"),
                        packages + QStringLiteral("/freedesktop.org.xml")));
    QVERIFY(QFile::copy(m_root + QStringLiteral("/usr/share/mime/packages/scansleuth-nifti.xml"),
                        packages + QStringLiteral("/scansleuth-nifti.xml")));
    const Run update = run(QStringLiteral("update-mime-database"), {data + QStringLiteral("/mime")});
    QVERIFY2(update.exitCode == 0 && !update.err.contains("rror"),
             qPrintable(describe(QStringLiteral("update-mime-database"), update)));

    // Before this process first uses QMimeDatabase (it reads the locations once).
    qputenv("XDG_DATA_DIRS", data.toUtf8());
    qputenv("XDG_DATA_HOME", m_work.filePath(QStringLiteral("no-data-home")).toUtf8());
    QMimeDatabase db;
    QCOMPARE(db.mimeTypeForFile(QStringLiteral("x.nii"), QMimeDatabase::MatchExtension).name(),
             QStringLiteral("application/x-nifti"));
    QCOMPARE(db.mimeTypeForFile(QStringLiteral("x.nii.gz"), QMimeDatabase::MatchExtension).name(),
             QStringLiteral("application/x-nifti-gz"));
    QVERIFY(db.mimeTypeForName(QStringLiteral("application/x-nifti-gz"))
                .inherits(QStringLiteral("application/gzip")));
    QVERIFY(db.mimeTypeForName(QStringLiteral("application/dicom")).isValid());
    // A NIfTI-1 file written by dcm2niix, by content alone.
    QFile nii(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/dicom/philips_scaling/ref/display/classic_a.nii"));
    QVERIFY(nii.open(QIODevice::ReadOnly));
    QCOMPARE(db.mimeTypeForData(nii.read(1024)).name(), QStringLiteral("application/x-nifti"));
}

// CPACK_STRIP_FILES: the programs and modules lose their debug information (the runs below show they
// still work).
void TestPackage::programsAreStripped()
{
    QStringList files{m_root + QStringLiteral("/usr/bin/scansleuth"),
                      m_root + QStringLiteral("/usr/bin/scansleuth-cli")};
    for (const QString& so :
         QDir(m_root + QStringLiteral("/usr/lib/scansleuth")).entryList({QStringLiteral("*.so")}))
        files << m_root + QStringLiteral("/usr/lib/scansleuth/") + so;
    for (const QString& f : files) {
        const Run fileRun = run(QStringLiteral("file"), {QStringLiteral("-b"), f});
        QVERIFY2(fileRun.out.contains(", stripped"),
                 qPrintable(f + QStringLiteral(": ") + QString::fromUtf8(fileRun.out)));
    }
}

namespace {

// The lines of an strace log that name the build or source tree (a path in it, or the folder itself, as
// strace quotes it), at most 10; empty when the log is missing or nearly empty.
QStringList linesInTrees(const QString& straceLog, int* lineCount)
{
    QFile log(straceLog);
    *lineCount = 0;
    if (!log.open(QIODevice::ReadOnly))
        return {};
    QStringList found;
    const QList<QByteArray> trees{"\"" SCANSLEUTH_BUILD_DIR "/", "\"" SCANSLEUTH_BUILD_DIR "\"",
                                  "\"" SCANSLEUTH_SOURCE_DIR "/", "\"" SCANSLEUTH_SOURCE_DIR "\""};
    while (!log.atEnd()) {
        const QByteArray line = log.readLine();
        ++*lineCount;
        const bool inTree = std::any_of(trees.begin(), trees.end(),
                                        [&](const QByteArray& tree) { return line.contains(tree); });
        if (inTree && found.size() < 10)
            found << QString::fromUtf8(line.trimmed());
    }
    return found;
}

} // namespace

// Every file or program the unpacked programs looked for (strace: open, stat, exec...) is outside the
// build and source trees: they would run the same with neither present.
void TestPackage::checkNothingFromBuildTree(const QString& straceLog)
{
    int lines = 0;
    const QStringList offenders = linesInTrees(straceLog, &lines);
    QVERIFY2(lines > 50, "strace recorded almost nothing");
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
}

// The check above sees the build tree when it is used: the build tree's own scansleuth-cli opens its
// modules there.
void TestPackage::buildTreeUseIsSeen()
{
    const QString log = m_work.filePath(QStringLiteral("build-tree.strace"));
    const Run demo =
        run(QStringLiteral("strace"),
            {QStringLiteral("-f"), QStringLiteral("-e"), QStringLiteral("trace=%file"), QStringLiteral("-o"),
             log, QStringLiteral(SCANSLEUTH_BUILD_DIR "/bin/scansleuth-cli"), QStringLiteral("demo"),
             QStringLiteral("--out"), m_work.filePath(QStringLiteral("demo-build"))},
            m_work.path(), cleanEnvironment());
    QVERIFY2(demo.exitCode == 0,
             qPrintable(describe(QStringLiteral("build tree's scansleuth-cli demo"), demo)));
    int lines = 0;
    QVERIFY(!linesInTrees(log, &lines).isEmpty());
}

// `EXE demo --out OUT` under strace (log), from a folder outside the trees with a clean environment: its
// DICOM series and NIfTI mask are written, and nothing was looked for in the build or source tree.
void TestPackage::runCliDemo(const QString& exe, const QString& out, const QString& log)
{
    const Run demo =
        run(QStringLiteral("strace"),
            {QStringLiteral("-f"), QStringLiteral("-e"), QStringLiteral("trace=%file"), QStringLiteral("-o"),
             log, exe, QStringLiteral("demo"), QStringLiteral("--out"), out},
            m_work.path(), cleanEnvironment());
    QVERIFY2(demo.exitCode == 0, qPrintable(describe(exe + QStringLiteral(" demo"), demo)));
    QVERIFY(QFileInfo(out + QStringLiteral("/mask.nii.gz")).size() > 0);
    QVERIFY(QDir(out + QStringLiteral("/ct")).entryList({QStringLiteral("*.dcm")}).size() > 10);
    checkNothingFromBuildTree(log);
}

void TestPackage::cliDemoFromUnpackedRoot()
{
    const QString out = m_work.filePath(QStringLiteral("demo"));
    const QString log = m_work.filePath(QStringLiteral("cli.strace"));
    runCliDemo(m_root + QStringLiteral("/usr/bin/scansleuth-cli"), out, log);
    if (QTest::currentTestFailed())
        return;
    // The DICOM writer is a module: it came from the package.
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains(QDir::cleanPath(m_root + QStringLiteral("/usr/lib/scansleuth")).toUtf8()));

    // And the files it wrote open again: info on the DICOM series (the DICOM reader module).
    const Run info =
        run(m_root + QStringLiteral("/usr/bin/scansleuth-cli"),
            {QStringLiteral("info"), out + QStringLiteral("/ct")}, m_work.path(), cleanEnvironment());
    QVERIFY2(info.exitCode == 0, qPrintable(describe(QStringLiteral("scansleuth-cli info"), info)));
}

// The GUI on X (xvfb, the xcb platform plugin libqt6gui6 brings), the demo's investigation open: the
// knowledge base comes from the package's share/scansleuth.
void TestPackage::guiScreenshotFromUnpackedRoot()
{
    const QString shot = m_work.filePath(QStringLiteral("shot.png"));
    const QString log = m_work.filePath(QStringLiteral("gui.strace"));
    QProcessEnvironment env = cleanEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    const Run gui = run(QStringLiteral("xvfb-run"),
                        {QStringLiteral("-a"), QStringLiteral("-s"), QStringLiteral("-screen 0 1600x1000x24"),
                         QStringLiteral("strace"), QStringLiteral("-f"), QStringLiteral("-e"),
                         QStringLiteral("trace=%file"), QStringLiteral("-o"), log,
                         m_root + QStringLiteral("/usr/bin/scansleuth"), QStringLiteral("--demo"),
                         QStringLiteral("--screenshot"), shot},
                        m_work.path(), env);
    QVERIFY2(gui.exitCode == 0, qPrintable(describe(QStringLiteral("scansleuth --demo --screenshot"), gui)));
    checkScreenshot(shot);
    if (QTest::currentTestFailed())
        return;
    checkNothingFromBuildTree(log);
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains(
        QDir::cleanPath(m_root + QStringLiteral("/usr/share/scansleuth/knowledge")).toUtf8()));
}

namespace {

// translations/scansleuth_de.ts's German for the programs' one-line description.
QString germanDescription()
{
    const QString source =
        QStringLiteral("A workbench for debugging medical-imaging deep-learning pipelines.");
    QFile ts(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/translations/scansleuth_de.ts"));
    if (!ts.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&ts);
    QString german, last;
    while (!xml.atEnd() && german.isEmpty()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source"))
            last = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") && last == source)
            german = xml.readElementText();
    }
    return german;
}

} // namespace

// The translations are inside the program (Qt resources): its German help is the .ts file's translation.
void TestPackage::translationsShipped()
{
    const QString german = germanDescription();
    QVERIFY2(!german.isEmpty(), "the .ts has no German for the description");
    QProcessEnvironment env = cleanEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
    const Run help =
        run(m_root + QStringLiteral("/usr/bin/scansleuth"), {QStringLiteral("--help")}, m_work.path(), env);
    QVERIFY2(help.exitCode == 0, qPrintable(describe(QStringLiteral("scansleuth --help"), help)));
    QVERIFY2(QString::fromUtf8(help.out).simplified().contains(german.simplified()), help.out.constData());
}

void TestPackage::manPages_data()
{
    QTest::addColumn<QString>("program");
    QTest::addRow("scansleuth") << QStringLiteral("scansleuth");
    QTest::addRow("scansleuth-cli") << QStringLiteral("scansleuth-cli");
}

// The pages are the programs' `--man` (generated at build time); every option the program's --help lists
// is in its page.
void TestPackage::manPages()
{
    QFETCH(QString, program);
    const QString exe = m_root + QStringLiteral("/usr/bin/") + program;
    const Run man = run(exe, {QStringLiteral("--man")}, m_work.path(), cleanEnvironment());
    QVERIFY2(man.exitCode == 0 && man.out.contains(".TH "), qPrintable(describe(exe + " --man", man)));
    const QString page = QStringLiteral("usr/share/man/man1/%1.1.gz").arg(program);
    QVERIFY2(m_listing.contains(page), qPrintable(page + QStringLiteral(" is not in the package")));
    const Run unzip = run(QStringLiteral("gzip"), {QStringLiteral("-dc"), m_root + QLatin1Char('/') + page});
    QVERIFY2(unzip.exitCode == 0, qPrintable(describe(QStringLiteral("gzip -dc"), unzip)));
    QCOMPARE(unzip.out, man.out); // the page shipped is what the program prints
    const QString pageText = QString::fromUtf8(unzip.out).replace(QStringLiteral("\\-"), QStringLiteral("-"));
    QVERIFY2(
        QRegularExpression(QStringLiteral("^\\.TH \"?%1 ").arg(QRegularExpression::escape(program)),
                           QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption)
            .match(pageText)
            .hasMatch(),
        "no .TH line naming the program");
    // Every long option of --help (or of the usage a bare scansleuth-cli prints) is in the page.
    const Run help = program == QLatin1String("scansleuth")
                         ? run(exe, {QStringLiteral("--help")}, m_work.path(), cleanEnvironment())
                         : run(exe, {}, m_work.path(), cleanEnvironment());
    const QString helpText = QString::fromUtf8(help.out + help.err);
    QRegularExpressionMatchIterator options =
        QRegularExpression(QStringLiteral("--[a-z][a-z0-9-]+")).globalMatch(helpText);
    int count = 0;
    while (options.hasNext()) {
        const QString option = options.next().captured(0);
        ++count;
        QVERIFY2(pageText.contains(option), qPrintable(option + QStringLiteral(" is not in the man page")));
    }
    QVERIFY(count > 5);
}

// A packager's values (docs/packaging.md, "What a packager sets"): a configure of the packaging rules
// (cmake/ScanSleuthPackaging.cmake, in a project of their own: no compiler, nothing of the build tree)
// with a real screenshot URL and maintainer, whose package carries them in its control file, changelog
// and metainfo.
void TestPackage::packagerValuesReachThePackage()
{
    const QString url = QStringLiteral("https://example.org/scansleuth/docs/images/demo-window.png");
    const QString maintainer = QStringLiteral("Jane Packager <jane.packager@example.org>");
    const QString project = m_work.filePath(QStringLiteral("packager"));
    const QString build = m_work.filePath(QStringLiteral("packager-build"));
    QVERIFY(QDir().mkpath(project));
    QFile lists(project + QStringLiteral("/CMakeLists.txt"));
    QVERIFY(lists.open(QIODevice::WriteOnly));
    lists.write("cmake_minimum_required(VERSION 3.25)\n"
                "project(ScanSleuth VERSION " SCANSLEUTH_VERSION " LANGUAGES NONE)\n"
                "set(PROJECT_SOURCE_DIR \"" SCANSLEUTH_SOURCE_DIR "\")\n"
                "include(\"" SCANSLEUTH_SOURCE_DIR "/cmake/ScanSleuthPackaging.cmake\")\n");
    lists.close();
    const Run configure = run(QStringLiteral(SCANSLEUTH_CMAKE_COMMAND),
                              {QStringLiteral("-S"), project, QStringLiteral("-B"), build,
                               QStringLiteral("-DSCANSLEUTH_SCREENSHOT_URL=") + url,
                               QStringLiteral("-DSCANSLEUTH_PACKAGE_MAINTAINER=") + maintainer});
    QVERIFY2(configure.exitCode == 0,
             qPrintable(describe(QStringLiteral("cmake (packager's values)"), configure)));
    const Run cpack = run(QStringLiteral(SCANSLEUTH_CPACK_COMMAND),
                          {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
                           build + QStringLiteral("/CPackConfig.cmake")},
                          build);
    QVERIFY2(cpack.exitCode == 0, qPrintable(describe(QStringLiteral("cpack (packager's values)"), cpack)));
    const QStringList debs = QDir(build).entryList({QStringLiteral("scansleuth_*.deb")}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    const QString deb = QDir(build).filePath(debs.first());
    QCOMPARE(QString::fromUtf8(
                 run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), deb, QStringLiteral("Maintainer")})
                     .out.trimmed()),
             maintainer);
    const QString root = m_work.filePath(QStringLiteral("packager-root"));
    QCOMPARE(run(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), deb, root}).exitCode, 0);
    const Run changelog =
        run(QStringLiteral("gzip"),
            {QStringLiteral("-dc"), root + QStringLiteral("/usr/share/doc/scansleuth/changelog.gz")});
    QVERIFY2(changelog.out.contains(" -- " + maintainer.toUtf8() + "  "), changelog.out.constData());
    QFile metainfo(root + QStringLiteral("/usr/share/metainfo/%1.metainfo.xml").arg(kAppId));
    QVERIFY(metainfo.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&metainfo);
    QStringList images;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("image"))
            images << xml.readElementText();
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(images, QStringList{url});
    // The placeholders of the default configuration are nowhere in it.
    const Run grep = run(QStringLiteral("grep"), {QStringLiteral("-rlF"), QStringLiteral(".invalid"), root});
    QVERIFY2(grep.out.isEmpty(), grep.out.constData());
}

// apt and dpkg, and the maintainer scripts and triggers they run, in the environment a root shell gives
// them, not this test's: mimeTypes() points XDG_DATA_DIRS at a folder of its own, and desktop-file-utils'
// trigger fails under it (the package would stay half-configured).
Run TestPackage::asRoot(const QString& program, const QStringList& args)
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"),
               QStringLiteral("/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"));
    env.insert(QStringLiteral("HOME"), QStringLiteral("/root"));
    env.insert(QStringLiteral("DEBIAN_FRONTEND"), QStringLiteral("noninteractive"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    if (m_sudo.isEmpty())
        return run(program, args, m_work.path(), env);
    QStringList clean{QStringLiteral("env"), QStringLiteral("-i")};
    for (const QString& key : env.keys())
        clean << key + QLatin1Char('=') + env.value(key);
    return run(m_sudo.first(), m_sudo.mid(1) + clean + QStringList{program} + args, m_work.path(), env);
}

namespace {

// Written before the installation, removed after the purge: the installing process's id, then the .deb.
// A marker whose process is gone was left by a run killed before it could purge (a timeout): the next run
// purges that package. One whose process lives is a run in progress: its package is left alone.
const QString kMarker = QStringLiteral("/var/tmp/scansleuth-tst_package.installed");

QByteArray packageStatus(const QString& package)
{
    return run(QStringLiteral("dpkg-query"),
               {QStringLiteral("-W"), QStringLiteral("-f=${db:Status-Status} ${Version}"), package})
        .out.trimmed();
}

// What `dpkg --audit` reports: packages left unpacked or half-configured (a maintainer script or trigger
// that failed); empty when every package is in order.
QByteArray dpkgAudit()
{
    return run(QStringLiteral("dpkg"), {QStringLiteral("--audit")}).out.trimmed();
}

QByteArray allPackages()
{
    return run(QStringLiteral("dpkg-query"),
               {QStringLiteral("-W"),
                QStringLiteral("-f=${binary:Package} ${Version} ${db:Status-Abbrev}\n")})
        .out;
}

} // namespace

// Empty where the package may be installed here; otherwise why not, in a sentence.
QString TestPackage::whyNotInstall()
{
    if (::geteuid() != 0) {
        if (run(QStringLiteral("sudo"), {QStringLiteral("-n"), QStringLiteral("true")}).exitCode != 0)
            return QStringLiteral("neither root nor allowed `sudo -n`");
        m_sudo = {QStringLiteral("sudo"), QStringLiteral("-n")};
    }
    QByteArray status = packageStatus(QStringLiteral("scansleuth"));
    QFile marker(kMarker);
    const QByteArray installer =
        marker.open(QIODevice::ReadOnly) ? marker.readLine().trimmed() : QByteArray();
    if (!installer.isEmpty() && QFileInfo::exists(QStringLiteral("/proc/") + QString::fromLatin1(installer)))
        return QStringLiteral("another run of this test (process %1) has it installed")
            .arg(QString::fromLatin1(installer));
    if (!status.isEmpty() && !status.startsWith("not-installed") && !installer.isEmpty()) {
        qInfo("a scansleuth package (%s) left by an earlier run of this test that did not finish: purged",
              status.constData());
        QString error;
        if (!purge(&error))
            return QStringLiteral("the package an earlier run left could not be purged: ") + error;
        status = packageStatus(QStringLiteral("scansleuth"));
    }
    if (!status.isEmpty() && !status.startsWith("not-installed"))
        return QStringLiteral("a scansleuth package is on this machine already (%1): left alone")
            .arg(QString::fromUtf8(status));
    if (!dpkgAudit().isEmpty())
        return QStringLiteral("dpkg --audit reports unfinished packages already: ") +
               QString::fromUtf8(dpkgAudit().simplified());
    // Only the package itself: everything it needs is here (it was built here), and nothing is downloaded.
    const Run simulate =
        asRoot(QStringLiteral("apt-get"), {QStringLiteral("install"), QStringLiteral("--simulate"),
                                           QStringLiteral("--no-install-recommends"), m_deb});
    if (simulate.exitCode != 0)
        return QStringLiteral("apt-get install --simulate failed: ") +
               QString::fromUtf8(simulate.err.trimmed());
    QStringList others;
    for (const QByteArray& line : simulate.out.split('\n'))
        if (line.startsWith("Inst ") && !line.startsWith("Inst scansleuth "))
            others << QString::fromUtf8(line.mid(5)).section(QLatin1Char(' '), 0, 0);
    if (!others.isEmpty())
        return QStringLiteral("it would also install %1").arg(others.join(QStringLiteral(", ")));
    return {};
}

bool TestPackage::purge(QString* error)
{
    // apt-get waits for a dpkg lock another program holds; dpkg alone where apt-get cannot work.
    Run purge =
        asRoot(QStringLiteral("apt-get"),
               {QStringLiteral("purge"), QStringLiteral("-y"), QStringLiteral("-q"), QStringLiteral("-o"),
                QStringLiteral("DPkg::Lock::Timeout=120"), QStringLiteral("scansleuth")});
    if (purge.exitCode != 0)
        purge = asRoot(QStringLiteral("dpkg"), {QStringLiteral("--purge"), QStringLiteral("scansleuth")});
    if (purge.exitCode != 0) {
        *error = describe(QStringLiteral("apt-get purge scansleuth, then dpkg --purge scansleuth"), purge);
        return false;
    }
    // A trigger the package set off that failed leaves its owner half-configured: configured again here
    // (the test fails all the same: purgeLeavesNothing compares every package's state).
    if (!dpkgAudit().isEmpty())
        asRoot(QStringLiteral("dpkg"), {QStringLiteral("--configure"), QStringLiteral("--pending")});
    QFile::remove(kMarker);
    m_installed = false;
    m_usable = false;
    return true;
}

void TestPackage::installPackage()
{
    m_notInstalled = whyNotInstall();
    if (!m_notInstalled.isEmpty()) {
        qInfo("the package is not installed on this machine (%s): only the dpkg -x checks above ran",
              qPrintable(m_notInstalled));
        QSKIP("not installed: see the line above");
    }
    m_packagesBefore = allPackages();
    QVERIFY(m_packagesBefore.contains("\ndpkg "));
    // The MIME database knows no NIfTI before (shared-mime-info has none): purgeLeavesNothing checks it
    // again.
    QVERIFY(!QFileInfo::exists(QStringLiteral("/usr/share/mime/application/x-nifti-gz.xml")));
    QFile marker(kMarker);
    QVERIFY(marker.open(QIODevice::WriteOnly));
    marker.write(QByteArray::number(QCoreApplication::applicationPid()) + '\n' + m_deb.toUtf8() + '\n');
    marker.close();
    m_installed = true; // from here on cleanupTestCase and the destructor purge it
    // dpkg -i, which cannot download anything: apt-get's simulation above showed that the package is all
    // there is to install. (apt-get install --no-download of a local .deb fails in apt 2.6: "Pathname to
    // install is not absolute".) dpkg waits for no lock: another apt or dpkg at work is waited for here.
    Run install;
    for (int attempt = 0; attempt < 60; ++attempt) {
        install = asRoot(QStringLiteral("dpkg"), {QStringLiteral("-i"), m_deb});
        if (install.exitCode != 2 || !install.err.contains("lock"))
            break;
        QTest::qWait(2000);
    }
    QVERIFY2(install.exitCode == 0, qPrintable(describe(QStringLiteral("dpkg -i"), install)));
    QVERIFY(packageStatus(QStringLiteral("scansleuth")).startsWith("installed " SCANSLEUTH_VERSION));
    QVERIFY2(dpkgAudit().isEmpty(), dpkgAudit().constData()); // its triggers all ran
    m_usable = true;
    qInfo("installed with dpkg -i %s", qPrintable(QFileInfo(m_deb).fileName()));
}

// dpkg -L lists what dpkg-deb -c showed, and each file is on disk: the programs, the modules, the
// knowledge base (every file of resources/knowledge), the icons, the desktop entry, the metainfo, the MIME
// file and the man pages. The translations are no files of their own: they are in the GUI's resources
// (installedGuiSpeaksGerman reads them back).
void TestPackage::installedFilesAreListed()
{
    if (!m_usable)
        QSKIP("not installed: see installPackage");
    const Run list = run(QStringLiteral("dpkg"), {QStringLiteral("-L"), QStringLiteral("scansleuth")});
    QVERIFY2(list.exitCode == 0, qPrintable(describe(QStringLiteral("dpkg -L scansleuth"), list)));
    m_installedFiles = QString::fromUtf8(list.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QSet<QString> listed(m_installedFiles.begin(), m_installedFiles.end());
    QStringList expected{QStringLiteral("/usr/bin/scansleuth"),
                         QStringLiteral("/usr/bin/scansleuth-cli"),
                         QStringLiteral("/usr/share/applications/%1.desktop").arg(kAppId),
                         QStringLiteral("/usr/share/metainfo/%1.metainfo.xml").arg(kAppId),
                         QStringLiteral("/usr/share/mime/packages/scansleuth-nifti.xml"),
                         QStringLiteral("/usr/share/icons/hicolor/scalable/apps/scansleuth.svg"),
                         QStringLiteral("/usr/share/man/man1/scansleuth.1.gz"),
                         QStringLiteral("/usr/share/man/man1/scansleuth-cli.1.gz")};
    for (const char* module : {"dicom", "itkio", "model", "pdf", "scene3d"})
        expected << QStringLiteral("/usr/lib/scansleuth/libscansleuth-%1.so").arg(QLatin1String(module));
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
        expected << QStringLiteral("/usr/share/icons/hicolor/%1x%1/apps/scansleuth.png").arg(size);
    const QStringList knowledge = QDir(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/resources/knowledge"))
                                      .entryList({QStringLiteral("*.json")});
    QVERIFY(knowledge.size() >= 5);
    for (const QString& file : knowledge)
        expected << QStringLiteral("/usr/share/scansleuth/knowledge/") + file;
    for (const QString& path : expected) {
        QVERIFY2(listed.contains(path), qPrintable(path + QStringLiteral(" is not in dpkg -L")));
        QVERIFY2(QFileInfo(path).isFile(), qPrintable(path + QStringLiteral(" is not on disk")));
    }
    for (const QString& path : m_listing)
        QVERIFY2(path.isEmpty() || listed.contains(QStringLiteral("/") + path) ||
                     listed.contains(QStringLiteral("/") + path.chopped(1)),
                 qPrintable(path + QStringLiteral(" is in the .deb but not in dpkg -L")));
    const QStringList catalogues = m_installedFiles.filter(QRegularExpression(QStringLiteral("\\.qm$")));
    qInfo("translation catalogues (.qm) installed as files: %lld (they are compiled into the GUI)",
          qlonglong(catalogues.size()));
    QVERIFY(QFileInfo(QStringLiteral("/usr/bin/scansleuth")).isExecutable());
}

void TestPackage::installedManPagesAreFound()
{
    if (!m_usable)
        QSKIP("not installed: see installPackage");
    for (const QString& program : {QStringLiteral("scansleuth"), QStringLiteral("scansleuth-cli")}) {
        const Run where = run(QStringLiteral("man"), {QStringLiteral("-w"), program});
        QVERIFY2(where.exitCode == 0, qPrintable(describe(QStringLiteral("man -w ") + program, where)));
        QCOMPARE(QString::fromUtf8(where.out.trimmed()),
                 QStringLiteral("/usr/share/man/man1/%1.1.gz").arg(program));
    }
}

// The desktop sees the package through its own databases, refreshed by the triggers of
// desktop-file-utils and shared-mime-info: the entry handles DICOM and NIfTI (mimeinfo.cache, GIO's
// registered applications, xdg-mime where xdg-utils is installed), and a .nii.gz file's type is NIfTI.
void TestPackage::installedDesktopIntegration()
{
    if (!m_usable)
        QSKIP("not installed: see installPackage");
    const QString entry = kAppId + QStringLiteral(".desktop");
    QFile cache(QStringLiteral("/usr/share/applications/mimeinfo.cache"));
    QVERIFY2(cache.open(QIODevice::ReadOnly), "no mimeinfo.cache: did update-desktop-database run?");
    const QString text = QString::fromUtf8(cache.readAll());
    for (const char* type : {"application/dicom", "application/x-nifti", "application/x-nifti-gz"}) {
        const QRegularExpressionMatch line =
            QRegularExpression(
                QStringLiteral("^%1=(.*)$").arg(QRegularExpression::escape(QLatin1String(type))),
                QRegularExpression::MultilineOption)
                .match(text);
        QVERIFY2(line.hasMatch() && line.captured(1).split(QLatin1Char(';')).contains(entry), type);
    }
    QProcessEnvironment env = cleanEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    if (!QStandardPaths::findExecutable(QStringLiteral("gio")).isEmpty()) {
        const Run apps =
            run(QStringLiteral("gio"), {QStringLiteral("mime"), QStringLiteral("application/dicom")},
                m_work.path(), env);
        QVERIFY2(apps.out.contains(entry.toUtf8()), qPrintable(describe(QStringLiteral("gio mime"), apps)));
    }
    const QString nii = m_work.filePath(QStringLiteral("scan.nii.gz"));
    QVERIFY(QFile::copy(m_work.filePath(QStringLiteral("demo/mask.nii.gz")), nii) ||
            QFile::copy(m_work.filePath(QStringLiteral("demo-build/mask.nii.gz")), nii));
    QStringList types;
    if (!QStandardPaths::findExecutable(QStringLiteral("xdg-mime")).isEmpty()) {
        const Run query = run(QStringLiteral("xdg-mime"),
                              {QStringLiteral("query"), QStringLiteral("filetype"), nii}, m_work.path(), env);
        types << QString::fromUtf8(query.out.trimmed());
        const Run handler =
            run(QStringLiteral("xdg-mime"),
                {QStringLiteral("query"), QStringLiteral("default"), QStringLiteral("application/dicom")},
                m_work.path(), env);
        QCOMPARE(QString::fromUtf8(handler.out.trimmed()), entry);
    } else {
        qInfo("xdg-utils is not installed: xdg-mime not asked");
    }
    if (!QStandardPaths::findExecutable(QStringLiteral("gio")).isEmpty()) {
        const Run info =
            run(QStringLiteral("gio"),
                {QStringLiteral("info"), QStringLiteral("-a"), QStringLiteral("standard::content-type"), nii},
                m_work.path(), env);
        const QRegularExpressionMatch type =
            QRegularExpression(QStringLiteral("standard::content-type: (\\S+)"))
                .match(QString::fromUtf8(info.out));
        QVERIFY2(type.hasMatch(), qPrintable(describe(QStringLiteral("gio info"), info)));
        types << type.captured(1);
    }
    QVERIFY2(!types.isEmpty(), "neither xdg-mime nor gio to ask for a file's type");
    for (const QString& type : types)
        QCOMPARE(type, QStringLiteral("application/x-nifti-gz"));
}

// /usr/bin/scansleuth-cli demo from a folder outside the source and build trees, with a clean environment:
// its modules are the installed ones.
void TestPackage::installedCliDemo()
{
    if (!m_usable)
        QSKIP("not installed: see installPackage");
    const QString log = m_work.filePath(QStringLiteral("installed-cli.strace"));
    runCliDemo(QStringLiteral("/usr/bin/scansleuth-cli"), m_work.filePath(QStringLiteral("installed-demo")),
               log);
    if (QTest::currentTestFailed())
        return;
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    // The DICOM writer, opened from /usr/lib/scansleuth (found beside /usr/bin).
    const QRegularExpression opened(
        QStringLiteral(R"(openat\(.*"/usr/(bin/\.\./)?lib/scansleuth/libscansleuth-dicom\.so", .*\) = \d+)"));
    QVERIFY(opened.match(QString::fromUtf8(f.readAll())).hasMatch());
}

void TestPackage::installedGuiScreenshot()
{
    if (!m_usable)
        QSKIP("not installed: see installPackage");
    const QString shot = m_work.filePath(QStringLiteral("installed-shot.png"));
    QProcessEnvironment env = cleanEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    const Run gui = run(QStringLiteral("xvfb-run"),
                        {QStringLiteral("-a"), QStringLiteral("-s"), QStringLiteral("-screen 0 1600x1000x24"),
                         QStringLiteral("/usr/bin/scansleuth"), QStringLiteral("--demo"),
                         QStringLiteral("--screenshot"), shot},
                        m_work.path(), env);
    QVERIFY2(gui.exitCode == 0,
             qPrintable(describe(QStringLiteral("/usr/bin/scansleuth --demo --screenshot"), gui)));
    checkScreenshot(shot);
}

void TestPackage::installedGuiSpeaksGerman()
{
    if (!m_usable)
        QSKIP("not installed: see installPackage");
    QProcessEnvironment env = cleanEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    const Run help =
        run(QStringLiteral("/usr/bin/scansleuth"), {QStringLiteral("--help")}, m_work.path(), env);
    QVERIFY2(help.exitCode == 0, qPrintable(describe(QStringLiteral("/usr/bin/scansleuth --help"), help)));
    QVERIFY2(QString::fromUtf8(help.out).simplified().contains(germanDescription().simplified()),
             help.out.constData());
}

// dpkg --purge: no file of the package is left, the desktop's databases forget it, and every package's
// state is what it was before the installation.
void TestPackage::purgeLeavesNothing()
{
    if (!m_installed)
        QSKIP("not installed: see installPackage");
    QString error;
    QVERIFY2(purge(&error), qPrintable(error));
    const QByteArray status = packageStatus(QStringLiteral("scansleuth"));
    QVERIFY2(status.isEmpty() || status.startsWith("not-installed "), status.constData());
    for (const QString& path : m_installedFiles) {
        if (path == QLatin1String("/.") || QFileInfo(path).isDir())
            continue; // folders the system shares (/usr/share/man/man1...)
        QVERIFY2(!QFileInfo::exists(path), qPrintable(path + QStringLiteral(" is left")));
    }
    for (const char* dir : {"/usr/lib/scansleuth", "/usr/share/scansleuth", "/usr/share/doc/scansleuth"})
        QVERIFY2(!QFileInfo::exists(QLatin1String(dir)), dir);
    QFile cache(QStringLiteral("/usr/share/applications/mimeinfo.cache"));
    if (cache.open(QIODevice::ReadOnly))
        QVERIFY(!cache.readAll().contains(kAppId.toUtf8()));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/usr/share/mime/application/x-nifti-gz.xml")));
    const QByteArray after = allPackages();
    if (after != m_packagesBefore) {
        const QList<QByteArray> before = m_packagesBefore.split('\n');
        QStringList changed;
        for (const QByteArray& line : after.split('\n'))
            if (!before.contains(line))
                changed << QString::fromUtf8(line);
        QVERIFY2(false,
                 qPrintable(QStringLiteral("packages changed: ") + changed.join(QStringLiteral("; "))));
    }
}

void TestPackage::cleanupTestCase()
{
    QString error;
    if (m_installed && !purge(&error))
        qWarning("%s", qPrintable(error));
}

TestPackage::~TestPackage()
{
    cleanupTestCase(); // should the test stop before cleanupTestCase
}

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
