// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The PNG writer (decoded again with Qt) and reader; the label tables are in tst_render_labeltable.
#include "render/render.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::render;

Q_DECLARE_METATYPE(scansleuth::ErrorKind)

namespace {

void writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestRenderFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pngRoundTrip_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addRow("3 x 2") << 3 << 2;
        QTest::addRow("1 x 1") << 1 << 1;
        QTest::addRow("517 x 300") << 517 << 300;
    }
    void pngRoundTrip()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        RgbaImage image;
        image.width = width;
        image.height = height;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                image.pixels.push_back({static_cast<std::uint8_t>(x * 37), static_cast<std::uint8_t>(y * 11),
                                        static_cast<std::uint8_t>(x ^ y),
                                        static_cast<std::uint8_t>(255 - x % 7)});
        QTemporaryDir dir;
        const QString path = dir.filePath("out.png");
        const Status s = writePng(path.toStdString(), image);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"out.png"}); // no temporary left
        const QImage decoded(path);
        QCOMPARE(decoded.width(), width);
        QCOMPARE(decoded.height(), height);
        QVERIFY(decoded.hasAlphaChannel());
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const QRgb p = decoded.pixel(x, y);
                const Rgba& e = image.at(x, y);
                QCOMPARE(qRed(p), int(e.r));
                QCOMPARE(qGreen(p), int(e.g));
                QCOMPARE(qBlue(p), int(e.b));
                QCOMPARE(qAlpha(p), int(e.a));
            }
        auto read = readPng(path.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().detail.c_str());
        QCOMPARE(read->width, width);
        QVERIFY(read->pixels == image.pixels);
        // Overwriting replaces the file.
        image.pixels.front() = {1, 2, 3, 255};
        QVERIFY(writePng(path.toStdString(), image).ok());
        QCOMPARE(QImage(path).pixel(0, 0), qRgba(1, 2, 3, 255));
    }

    // PNGs written by another encoder (Qt's libpng: adaptive row filters, RGB and RGBA) read back exactly.
    void readPngFromOtherWriters_data()
    {
        QTest::addColumn<bool>("alpha");
        QTest::addRow("RGBA") << true;
        QTest::addRow("RGB") << false;
    }
    void readPngFromOtherWriters()
    {
        QFETCH(bool, alpha);
        QImage source(97, 41, alpha ? QImage::Format_RGBA8888 : QImage::Format_RGB888);
        for (int y = 0; y < source.height(); ++y)
            for (int x = 0; x < source.width(); ++x)
                source.setPixelColor(x, y, QColor(x * 2, (x * y) % 256, 255 - y * 3, alpha ? 100 + x : 255));
        QTemporaryDir dir;
        const QString path = dir.filePath("qt.png");
        QVERIFY(source.save(path, "PNG"));
        auto read = readPng(path.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().detail.c_str());
        for (int y = 0; y < source.height(); ++y)
            for (int x = 0; x < source.width(); ++x) {
                const QColor c = source.pixelColor(x, y);
                const Rgba p = read->at(x, y);
                QCOMPARE(QColor(p.r, p.g, p.b, p.a), c);
            }
    }

    void readPngErrors_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("detail");
        QTest::addRow("missing file") << "missing" << ErrorKind::NotFound << "";
        QTest::addRow("not a PNG") << "text" << ErrorKind::Corrupt << "no PNG signature";
        QTest::addRow("truncated") << "truncated" << ErrorKind::Corrupt << "runs past the end";
        QTest::addRow("flipped bit") << "flipped" << ErrorKind::Corrupt << "CRC mismatch";
        QTest::addRow("palette PNG") << "palette" << ErrorKind::Unsupported << "colour type 3";
        QTest::addRow("16-bit PNG") << "deep" << ErrorKind::Unsupported << "bit depth 16";
    }
    void readPngErrors()
    {
        QFETCH(QString, how);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, detail);
        QTemporaryDir dir;
        const QString path = dir.filePath("in.png");
        RgbaImage image;
        image.width = image.height = 8;
        image.pixels.assign(64, Rgba{10, 20, 30, 255});
        QVERIFY(writePng(path.toStdString(), image).ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        file.close();
        if (how == "text")
            bytes = "hello";
        else if (how == "truncated")
            bytes.truncate(bytes.size() - 20);
        else if (how == "flipped")
            bytes[40] = static_cast<char>(bytes[40] ^ 0x10);
        if (how == "palette" || how == "deep") {
            QImage q(8, 8, how == "deep" ? QImage::Format_RGBA64 : QImage::Format_Indexed8);
            if (how == "palette") {
                q.setColorTable({qRgb(0, 0, 0), qRgb(255, 0, 0)});
                q.fill(1);
            } else {
                q.fill(Qt::red);
            }
            QVERIFY(q.save(path, "PNG"));
        } else if (how != "missing") {
            writeText(path, bytes);
        } else {
            QFile::remove(path);
        }
        auto read = readPng(path.toStdString());
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, kind);
        QVERIFY2(QString::fromStdString(read.error().detail).contains(detail), read.error().detail.c_str());
    }

    void pngErrors_data()
    {
        QTest::addColumn<bool>("empty");
        QTest::addColumn<QString>("path");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("empty image") << true << "out.png" << ErrorKind::Invalid << "no picture to write";
        QTest::addRow("missing folder")
            << false << "no/such/folder/out.png" << ErrorKind::Io << "could not be written";
    }
    void pngErrors()
    {
        QFETCH(bool, empty);
        QFETCH(QString, path);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        RgbaImage image;
        if (!empty) {
            image.width = image.height = 2;
            image.pixels.resize(4);
        }
        const Status s = writePng(dir.filePath(path).toStdString(), image);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, kind);
        QVERIFY2(QString::fromStdString(s.error().message).contains(fragment), s.error().message.c_str());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{});
    }
};

QTEST_GUILESS_MAIN(TestRenderFiles)
#include "tst_render_files.moc"
