// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// readWholeFile: the one way core reads a whole file, with every failure a kind and a sentence.
#include "base/readfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;

class TestReadFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryByte()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bytes.bin"));
        QByteArray bytes(200000, '\0'); // more than one read() of the reader's buffer
        for (int i = 0; i < bytes.size(); ++i)
            bytes[i] = char(i * 7);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        const auto read = readWholeFile(path.toStdString(), 1 << 20);
        QVERIFY(read.ok());
        QCOMPARE(QByteArray::fromStdString(*read), bytes);
    }

    void readsFilesWithoutAReportedSize()
    {
        // /proc files say they are empty; their content comes only by reading to the end.
        const auto status = readWholeFile("/proc/self/status", 1 << 20);
        QVERIFY(status.ok());
        QVERIFY(status->find("Name:") != std::string::npos);
    }

    void failures_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("missing") << QStringLiteral("/nonexistent/file.json") << int(ErrorKind::NotFound)
                                 << "was not found";
        QTest::addRow("folder") << QStringLiteral("/tmp") << int(ErrorKind::NotFound) << "was not found";
        // Opens, then read() fails with EIO: what a failing disk looks like, even to root.
        QTest::addRow("read error") << QStringLiteral("/proc/self/mem") << int(ErrorKind::Io)
                                    << "cannot be read";
        QTest::addRow("over the limit")
            << QStringLiteral("/proc/self/status") << int(ErrorKind::TooLarge) << "larger than expected";
    }

    void failures()
    {
        QFETCH(QString, path);
        QFETCH(int, kind);
        QFETCH(QString, fragment);
        const auto read = readWholeFile(path.toStdString(), 16);
        QVERIFY(!read.ok());
        QCOMPARE(int(read.error().kind), kind);
        QVERIFY2(QString::fromStdString(read.error().message).contains(fragment),
                 read.error().message.c_str());
    }
};

QTEST_MAIN(TestReadFile)
#include "tst_readfile.moc"
