// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The Debian package, as a user gets it: `cpack -G DEB` from this build, then checked with Debian's and
// freedesktop's own tools (dpkg-deb; for Depends, the packages owning the libraries the unpacked files need;
// desktop-file-validate, appstreamcli, update-mime-database read back through Qt's MIME database, apt-get
// --simulate), and the programs run from a `dpkg -x` root under strace, which shows that nothing is
// looked for in the build or source tree.
#include <QByteArray>
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

private:
    QString tool(const QString& name);
    QProcessEnvironment cleanEnvironment() const;
    void checkNothingFromBuildTree(const QString& straceLog);

    QTemporaryDir m_work;
    QString m_deb;
    QString m_root;          // the package unpacked with dpkg -x
    QSet<QString> m_listing; // dpkg-deb -c paths, without the leading "./"
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
        if (key.startsWith(QLatin1String("SCANSLEUTH_")) || key == QLatin1String("LD_LIBRARY_PATH"))
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

void TestPackage::cliDemoFromUnpackedRoot()
{
    const QString out = m_work.filePath(QStringLiteral("demo"));
    const QString log = m_work.filePath(QStringLiteral("cli.strace"));
    const Run demo = run(QStringLiteral("strace"),
                         {QStringLiteral("-f"), QStringLiteral("-e"), QStringLiteral("trace=%file"),
                          QStringLiteral("-o"), log, m_root + QStringLiteral("/usr/bin/scansleuth-cli"),
                          QStringLiteral("demo"), QStringLiteral("--out"), out},
                         m_work.path(), cleanEnvironment());
    QVERIFY2(demo.exitCode == 0, qPrintable(describe(QStringLiteral("scansleuth-cli demo"), demo)));
    QVERIFY(QFileInfo(out + QStringLiteral("/mask.nii.gz")).size() > 0);
    QVERIFY(QDir(out + QStringLiteral("/ct")).entryList({QStringLiteral("*.dcm")}).size() > 10);
    checkNothingFromBuildTree(log);
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
    const QImage image(shot);
    QVERIFY2(!image.isNull(), "the screenshot is no PNG");
    QVERIFY2(image.width() >= 800 && image.height() >= 500,
             qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 100,
             qPrintable(QStringLiteral("only %1 colours: an empty window?").arg(colours.size())));
    checkNothingFromBuildTree(log);
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains(
        QDir::cleanPath(m_root + QStringLiteral("/usr/share/scansleuth/knowledge")).toUtf8()));
}

// The translations are inside the program (Qt resources): its German help is the .ts file's translation.
void TestPackage::translationsShipped()
{
    const QString source =
        QStringLiteral("A workbench for debugging medical-imaging deep-learning pipelines.");
    QFile ts(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/translations/scansleuth_de.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
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

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
