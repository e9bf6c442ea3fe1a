// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace scansleuth;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

// Every name in the folder, hidden ones included: a temporary file left behind shows here.
QStringList names(const QTemporaryDir& dir)
{
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

void writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestAtomicFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writesAndReplaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("report.json");
        QVERIFY(writeFileAtomically(path.toStdString(), std::string_view("first")).ok());
        QCOMPARE(contents(path), QByteArray("first"));
        QVERIFY(writeFileAtomically(path.toStdString(), std::string_view("second, longer")).ok());
        QCOMPARE(contents(path), QByteArray("second, longer"));
        QCOMPARE(names(dir), QStringList{"report.json"});
    }

    void newFilesFollowTheUmask()
    {
        QTemporaryDir dir;
        const mode_t old = ::umask(027);
        const QString path = dir.filePath("a.png");
        const Status s = writeFileAtomically(path.toStdString(), std::string_view("x"));
        ::umask(old);
        QVERIFY(s.ok());
        struct stat st
        {};
        QCOMPARE(::stat(path.toLocal8Bit().constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0640); // not mkstemp's 0600
    }

    void aFailedWriterLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("IM0001.dcm");
        writeText(path, "old");
        const Status s = writeFileAtomically(path.toStdString(), [](const std::string& temporary) -> Status {
            QFile partial(QString::fromStdString(temporary));
            if (partial.open(QIODevice::WriteOnly))
                partial.write("half a fi");
            return makeError(ErrorKind::Io, "A DICOM file could not be written.", "disk full");
        });
        QVERIFY(!s.ok());
        QCOMPARE(s.error().detail, std::string("disk full"));
        QCOMPARE(contents(path), QByteArray("old"));
        QCOMPARE(names(dir), QStringList{"IM0001.dcm"});
    }

    void aToolkitWritesByName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("out.pdf");
        const Status s = writeFileAtomically(path.toStdString(), [](const std::string& temporary) -> Status {
            QFile f(QString::fromStdString(temporary));
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                return makeError(ErrorKind::Io, "no", "open");
            f.write("%PDF-1.4");
            return {};
        });
        QVERIFY(s.ok());
        QCOMPARE(contents(path), QByteArray("%PDF-1.4"));
        QCOMPARE(names(dir), QStringList{"out.pdf"});
    }

    void abandonedFileLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("volume.nii.gz");
        writeText(path, "old");
        {
            auto file = AtomicFile::create(path.toStdString());
            QVERIFY(file.ok());
            QVERIFY(file->write(std::string_view("partial")).ok());
            QCOMPARE(names(dir).size(), 2); // the target and the temporary file
        }
        QCOMPARE(contents(path), QByteArray("old"));
        QCOMPARE(names(dir), QStringList{"volume.nii.gz"});
    }

    void commitOnlyOnce()
    {
        QTemporaryDir dir;
        auto file = AtomicFile::create(dir.filePath("x").toStdString());
        QVERIFY(file.ok());
        QVERIFY(file->commit(false).ok());
        QVERIFY(!file->commit().ok());
        QVERIFY(!file->write(std::string_view("late")).ok());
    }

    void errors_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("detail");
        QTest::addRow("missing folder") << "no/such/folder/a.json"
                                        << "No such file or directory";
        QTest::addRow("a folder is in the way") << "sub"
                                                << "rename: Is a directory";
        QTest::addRow("no file name") << "sub/"
                                      << "not a file name";
    }
    void errors()
    {
        QFETCH(QString, relative);
        QFETCH(QString, detail);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("sub"));
        const Status s = writeFileAtomically(dir.filePath(relative).toStdString(), std::string_view("x"));
        QVERIFY(!s.ok());
        QCOMPARE(s.error().message, std::string("The file could not be written."));
        QVERIFY2(QString::fromStdString(s.error().detail).contains(detail), s.error().detail.c_str());
        QCOMPARE(names(dir), QStringList{}); // no temporary file left beside "sub"
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
