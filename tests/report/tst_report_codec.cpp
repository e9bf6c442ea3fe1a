// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The pieces under the writers: base64 (RFC 4648 vectors), in-memory PNG (render/pngcodec.h, decoded again
// with Qt), plot scales and ticks, and the software plotter.
#include "render/pngcodec.h"
#include "report/base64.h"
#include "report/plotraster.h"
#include "report/plotscale.h"
#include "reportfixture.h"

#include <QBuffer>
#include <QImage>
#include <QTest>

#include <zlib.h>

using namespace scansleuth;
using namespace scansleuth::report;
using namespace scansleuth::report::testing;

Q_DECLARE_METATYPE(scansleuth::ErrorKind)

namespace {

int countColour(const render::RgbaImage& image, render::Rgba colour)
{
    return static_cast<int>(std::count(image.pixels.begin(), image.pixels.end(), colour));
}

// A PNG whose IHDR was edited, with the chunk's CRC made right again: the decoder must judge the
// header's content, not a damaged chunk.
QByteArray withIhdrCrc(QByteArray png)
{
    const uLong crc =
        crc32(0L, reinterpret_cast<const Bytef*>(png.constData() + 12), 17); // "IHDR" + 13 bytes
    for (int i = 0; i < 4; ++i)
        png[29 + i] = static_cast<char>((crc >> (24 - 8 * i)) & 0xff);
    return png;
}

QList<double> toList(const std::vector<double>& v)
{
    return QList<double>(v.begin(), v.end());
}

} // namespace

class TestReportCodec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void base64Vectors_data()
    {
        QTest::addColumn<QByteArray>("plain");
        QTest::addColumn<QString>("encoded");
        QTest::addRow("empty") << QByteArray("") << "";
        QTest::addRow("f") << QByteArray("f") << "Zg==";
        QTest::addRow("fo") << QByteArray("fo") << "Zm8=";
        QTest::addRow("foo") << QByteArray("foo") << "Zm9v";
        QTest::addRow("foob") << QByteArray("foob") << "Zm9vYg==";
        QTest::addRow("fooba") << QByteArray("fooba") << "Zm9vYmE=";
        QTest::addRow("foobar") << QByteArray("foobar") << "Zm9vYmFy";
        QTest::addRow("binary") << QByteArray("\x00\xff\xfe\x80", 4) << "AP/+gA==";
    }
    void base64Vectors()
    {
        QFETCH(QByteArray, plain);
        QFETCH(QString, encoded);
        const std::string_view bytes(plain.constData(), static_cast<std::size_t>(plain.size()));
        QCOMPARE(QString::fromStdString(toBase64(bytes)), encoded);
        auto decoded = fromBase64(encoded.toStdString());
        QVERIFY(decoded.ok());
        QCOMPARE(*decoded, std::string(bytes));
    }

    void base64Errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addRow("character outside the alphabet") << "Zm9v*";
        QTest::addRow("data after padding") << "Zg==Zg";
        QTest::addRow("one character too many") << "Zm9vY";
    }
    void base64Errors()
    {
        QFETCH(QString, text);
        auto decoded = fromBase64(text.toStdString());
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().kind, ErrorKind::Corrupt);
        QVERIFY(QString::fromStdString(decoded.error().message).contains("not valid base64"));
    }

    void pngRoundTrip_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addRow("1 x 1") << 1 << 1;
        QTest::addRow("40 x 30") << 40 << 30;
        QTest::addRow("333 x 7") << 333 << 7;
    }
    void pngRoundTrip()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        const render::RgbaImage image = testImage(width, height);
        auto png = render::encodePng(image);
        QVERIFY(png.ok());
        const QImage qt = QImage::fromData(QByteArray(png->data(), static_cast<int>(png->size())), "PNG");
        QCOMPARE(qt.size(), QSize(width, height));
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const render::Rgba& e = image.at(x, y);
                QCOMPARE(qt.pixel(x, y), qRgba(e.r, e.g, e.b, e.a));
            }
        auto decoded = render::decodePng(*png);
        QVERIFY(decoded.ok());
        QCOMPARE(decoded->pixels, image.pixels);
    }

    // Qt writes PNGs with adaptive row filters: the decoder must undo all five.
    void decodesFilteredPngs()
    {
        QImage qt(64, 48, QImage::Format_RGBA8888);
        for (int y = 0; y < 48; ++y)
            for (int x = 0; x < 64; ++x)
                qt.setPixel(x, y, qRgba(x * 4, (x * y) & 255, y * 5, 200 + (x % 50)));
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(qt.save(&buffer, "PNG"));
        auto decoded =
            render::decodePng(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        QVERIFY2(decoded.ok(), decoded.ok() ? "" : decoded.error().detail.c_str());
        for (int y = 0; y < 48; ++y)
            for (int x = 0; x < 64; ++x) {
                const render::Rgba& p = decoded->at(x, y);
                QCOMPARE(qRgba(p.r, p.g, p.b, p.a), qt.pixel(x, y));
            }
    }

    void pngErrors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("fragment");
        auto good = render::encodePng(testImage());
        const QByteArray png(good->data(), static_cast<int>(good->size()));
        QTest::addRow("not a PNG") << QByteArray("hello, this is not a picture at all, no")
                                   << ErrorKind::Corrupt << "not a readable PNG";
        QTest::addRow("truncated") << png.left(60) << ErrorKind::Corrupt << "not a readable PNG";
        QByteArray sixteenBit = png;
        sixteenBit[8 + 8 + 8] = 16; // IHDR bit depth
        QTest::addRow("16-bit") << withIhdrCrc(sixteenBit) << ErrorKind::Unsupported << "8-bit RGB(A)";
        QByteArray huge = png;
        huge[16] = 0x00; // IHDR width 0x00100000 x height 30: more than the image data can hold
        huge[17] = 0x10;
        huge[18] = 0x00;
        huge[19] = 0x00;
        QTest::addRow("size larger than the data")
            << withIhdrCrc(huge) << ErrorKind::Corrupt << "not a readable PNG";
        QByteArray damaged = png;
        damaged[60] = static_cast<char>(damaged[60] ^ 0x55);
        QTest::addRow("damaged image data") << damaged << ErrorKind::Corrupt << "not a readable PNG";
    }
    void pngErrors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, fragment);
        auto decoded =
            render::decodePng(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        QVERIFY(!decoded.ok());
        QCOMPARE(decoded.error().kind, kind);
        QVERIFY2(QString::fromStdString(decoded.error().message).contains(fragment),
                 decoded.error().message.c_str());
    }

    void encodeRejectsEmptyImage()
    {
        auto png = render::encodePng(render::RgbaImage{});
        QVERIFY(!png.ok());
        QCOMPARE(png.error().kind, ErrorKind::Invalid);
    }

    void axisTicks_data()
    {
        QTest::addColumn<QList<double>>("ys");
        QTest::addColumn<bool>("logY");
        QTest::addColumn<QList<double>>("ticks");
        QTest::addColumn<QStringList>("texts");
        QTest::addRow("0..1") << QList<double>{0.0, 0.93} << false
                              << QList<double>{0, 0.2, 0.4, 0.6, 0.8, 1.0}
                              << QStringList{"0.0", "0.2", "0.4", "0.6", "0.8", "1.0"};
        QTest::addRow("negative to positive")
            << QList<double>{-3.0, 7.0} << false << QList<double>{-4, -2, 0, 2, 4, 6, 8}
            << QStringList{"-4", "-2", "0", "2", "4", "6", "8"};
        QTest::addRow("one value") << QList<double>{5.0, 5.0} << false
                                   << QList<double>{4.4, 4.6, 4.8, 5.0, 5.2, 5.4, 5.6}
                                   << QStringList{"4.4", "4.6", "4.8", "5.0", "5.2", "5.4", "5.6"};
        QTest::addRow("log, four decades")
            << QList<double>{0.002, 3.0} << true << QList<double>{0.001, 0.01, 0.1, 1, 10}
            << QStringList{"0.001", "0.01", "0.1", "1", "10"};
        QTest::addRow("log ignores non-positive values")
            << QList<double>{-1.0, 0.0, 20.0, 300.0} << true << QList<double>{10, 20, 50, 100, 200, 500, 1000}
            << QStringList{"10", "20", "50", "100", "200", "500", "1000"};
    }
    void axisTicks()
    {
        QFETCH(QList<double>, ys);
        QFETCH(bool, logY);
        QFETCH(QList<double>, ticks);
        QFETCH(QStringList, texts);
        Plot p;
        p.logY = logY;
        PlotSeries s;
        for (int i = 0; i < ys.size(); ++i) {
            s.x.push_back(i);
            s.y.push_back(ys[i]);
        }
        p.series = {s};
        const PlotScales scales = plotScales(p);
        const QList<double> got = toList(scales.y.ticks);
        QCOMPARE(got.size(), ticks.size());
        for (int i = 0; i < ticks.size(); ++i) {
            QVERIFY2(std::abs(got[i] - ticks[i]) < 1e-9 * std::max(1.0, std::abs(ticks[i])),
                     qPrintable(QString::number(got[i])));
            QCOMPARE(QString::fromStdString(tickText(got[i], scales.y)), texts[i]);
        }
    }

    void nanBreaksTheLine()
    {
        const Plot p = testPlot(true);
        const auto runs = drawableRuns(p.series[1], plotScales(p));
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[0].size() + runs[1].size(), std::size_t(19));
    }

    void rasterPlotDrawsEverything()
    {
        const render::RgbaImage image = rasterisePlot(testPlot(true), {800, 480, 2});
        QCOMPARE(image.width, 800);
        QCOMPARE(image.height, 480);
        QCOMPARE(image.at(0, 0), (render::Rgba{255, 255, 255, 255}));
        QVERIFY(countColour(image, seriesColour(0)) > 200); // both lines, drawn solid in their middle
        QVERIFY(countColour(image, seriesColour(1)) > 200);
        QVERIFY(countColour(image, kReferenceColour) > 100);
        QCOMPARE(rasterisePlot(testPlot(true), {800, 480, 2}), image); // deterministic
    }

    void rasterPlotWithoutData()
    {
        Plot p;
        p.title = "Nothing yet";
        const render::RgbaImage image = rasterisePlot(p, {400, 300, 1});
        QCOMPARE(image.width, 400);
        QVERIFY(countColour(image, render::Rgba{40, 40, 40, 255}) > 0); // the title
    }
};

QTEST_GUILESS_MAIN(TestReportCodec)
#include "tst_report_codec.moc"
