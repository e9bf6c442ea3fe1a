// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicomparts/jpeg2000.h"

#include "dicomscan.h"

#include <QTest>

#include <vector>

using namespace scansleuth;
using namespace scansleuth::io;

namespace {

QString dataPath(const QString& relative)
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR) + "/dicom/" + relative;
}

std::span<const std::byte> asBytes(const QByteArray& b)
{
    return {reinterpret_cast<const std::byte*>(b.constData()), static_cast<std::size_t>(b.size())};
}

// The JPEG 2000 codestream of MR_small (64x64, 16 bits, signed), the base of the error rows.
QByteArray mrSmallCodestream()
{
    return dicomscan::encapsulatedFrame(
        dicomscan::readFile(dataPath("mr_small_single_slice_ts/MR_small_jp2klossless.dcm")));
}

struct Expectation
{
    int rows = 64, columns = 64, bitsAllocated = 16;
    bool isSigned = true;
    std::size_t destBytes = 64 * 64 * 2;
};

} // namespace

Q_DECLARE_METATYPE(Expectation)

class TestJpeg2000 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodesLikeUncompressed_data();
    void decodesLikeUncompressed();
    void decodesJp2kMosaic();
    void badInput_data();
    void badInput();
    void damagedBytesNeverCrash();
};

void TestJpeg2000::decodesLikeUncompressed_data()
{
    QTest::addColumn<QString>("compressed");
    QTest::addColumn<QString>("uncompressed");
    QTest::addRow("MR_small, signed 16-bit") << "mr_small_single_slice_ts/MR_small_jp2klossless.dcm"
                                             << "mr_small_single_slice_ts/MR_small.dcm";
    QTest::addRow("Siemens mosaic, 12 of 16 bits") << "ts_transfer_syntaxes/dicom/9.dcm"
                                                   << "ts_transfer_syntaxes/dicom/1.dcm";
}

void TestJpeg2000::decodesLikeUncompressed()
{
    QFETCH(QString, compressed);
    QFETCH(QString, uncompressed);
    const QByteArray file = dicomscan::readFile(dataPath(compressed));
    const QByteArray reference =
        dicomscan::element(dicomscan::readFile(dataPath(uncompressed)), 0x7FE0, 0x0010, "OW");
    const int rows = dicomscan::usValue(file, 0x0028, 0x0010);
    const int columns = dicomscan::usValue(file, 0x0028, 0x0011);
    const int bits = dicomscan::usValue(file, 0x0028, 0x0100);
    const bool isSigned = dicomscan::usValue(file, 0x0028, 0x0103) == 1;
    QCOMPARE(reference.size(), qsizetype(rows) * columns * bits / 8);

    const QByteArray codestream = dicomscan::encapsulatedFrame(file);
    QVERIFY(!codestream.isEmpty());
    std::vector<std::byte> decoded(reference.size());
    Status s =
        decodeJpeg2000(asBytes(codestream), decoded.data(), decoded.size(), rows, columns, bits, isSigned);
    QVERIFY2(s.ok(), s.ok() ? "" : (s.error().message + " / " + s.error().detail).c_str());
    QVERIFY(std::memcmp(decoded.data(), reference.constData(), decoded.size()) == 0);
}

// The multiband mosaic has no uncompressed twin: it must decode, and not to a blank frame.
void TestJpeg2000::decodesJp2kMosaic()
{
    const QByteArray file = dicomscan::readFile(dataPath("mosaic_jpeg2000/dicom/jp2k1.dcm"));
    const QByteArray codestream = dicomscan::encapsulatedFrame(file);
    std::vector<std::uint16_t> decoded(516 * 516);
    Status s = decodeJpeg2000(asBytes(codestream), reinterpret_cast<std::byte*>(decoded.data()),
                              decoded.size() * 2, 516, 516, 16, false);
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().detail.c_str());
    QVERIFY(*std::max_element(decoded.begin(), decoded.end()) > 100);
    QVERIFY(*std::max_element(decoded.begin(), decoded.end()) < 4096); // 12 bits stored
}

void TestJpeg2000::badInput_data()
{
    QTest::addColumn<QByteArray>("codestream");
    QTest::addColumn<Expectation>("expect");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<bool>("openJpegDetail"); // the detail carries OpenJPEG's own text
    const QByteArray good = mrSmallCodestream();
    const Expectation normal;
    const int corrupt = int(ErrorKind::Corrupt);
    QTest::addRow("empty") << QByteArray() << normal << corrupt << "not a JPEG 2000 codestream" << false;
    QTest::addRow("JPEG baseline bytes") << QByteArray("\xFF\xD8\xFF\xE0\0\x10JFIF", 10) << normal << corrupt
                                         << "not a JPEG 2000 codestream" << false;
    QTest::addRow("signature only") << good.left(4) << normal << corrupt << "header is damaged" << true;
    QTest::addRow("header cut short") << good.left(30) << normal << corrupt << "header is damaged" << true;
    QTest::addRow("tile data cut in half")
        << good.left(good.size() / 2) << normal << corrupt << "damaged or truncated" << true;
    QTest::addRow("JP2 signature without boxes")
        << QByteArray("\0\0\0\x0CjP  \r\n\x87\n", 12) << normal << corrupt << "header is damaged" << true;
    // SIZ after SOC: marker, Lsiz, Rsiz, Xsiz, Ysiz, XOsiz, YOsiz, XTsiz, YTsiz (big endian).
    QByteArray hugeImage = good;
    hugeImage.replace(8, 8, QByteArray("\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF", 8));
    QTest::addRow("absurd image size") << hugeImage << normal << corrupt << "header is damaged" << true;
    QByteArray largerImage = good;
    largerImage.replace(8, 8, QByteArray("\0\0\0\x80\0\0\0\x80", 8));
    QTest::addRow("larger image than expected")
        << largerImage << normal << corrupt << "is 128x128 pixels but the DICOM header says 64x64" << false;
    QByteArray hugeTiles = hugeImage;
    hugeTiles.replace(24, 8, QByteArray("\0\0\0\1\0\0\0\1", 8));
    QTest::addRow("absurd tile count") << hugeTiles << normal << corrupt << "header is damaged" << true;
    Expectation smaller = normal;
    smaller.rows = 32;
    QTest::addRow("fewer rows than the codestream")
        << good << smaller << corrupt << "is 64x64 pixels but the DICOM header says 64x32" << false;
    Expectation eightBits = normal;
    eightBits.bitsAllocated = 8;
    QTest::addRow("more precision than allocated")
        << good << eightBits << corrupt << "16-bit samples, more than the 8 bits allocated" << false;
    Expectation twelveBits = normal;
    twelveBits.bitsAllocated = 12;
    QTest::addRow("12 bits allocated") << good << twelveBits << int(ErrorKind::Unsupported)
                                       << "12 bits allocated per pixel are not supported" << false;
    Expectation tinyBuffer = normal;
    tinyBuffer.destBytes = 100;
    QTest::addRow("buffer too small")
        << good << tinyBuffer << int(ErrorKind::Invalid) << "too small" << false;
    Expectation noRows = normal;
    noRows.rows = 0;
    QTest::addRow("zero rows") << good << noRows << int(ErrorKind::Invalid) << "is not valid" << false;
}

void TestJpeg2000::badInput()
{
    QFETCH(QByteArray, codestream);
    QFETCH(Expectation, expect);
    QFETCH(int, kind);
    QFETCH(QString, fragment);
    QFETCH(bool, openJpegDetail);
    std::vector<std::byte> dest(64 * 64 * 4);
    Status s = decodeJpeg2000(asBytes(codestream), dest.data(), expect.destBytes, expect.rows, expect.columns,
                              expect.bitsAllocated, expect.isSigned);
    QVERIFY(!s.ok());
    QCOMPARE(int(s.error().kind), kind);
    QVERIFY2(QString::fromStdString(s.error().message).contains(fragment), s.error().message.c_str());
    if (openJpegDetail) {
        QVERIFY(!s.error().detail.empty());
        QVERIFY(s.error().detail != "OpenJPEG gave no reason");
    }
}

// Flipped bytes anywhere in a valid codestream give a decoded frame or an error, never a crash
// (run under the sanitizer preset this also checks memory safety).
void TestJpeg2000::damagedBytesNeverCrash()
{
    const QByteArray good = mrSmallCodestream();
    std::vector<std::byte> dest(64 * 64 * 2);
    for (qsizetype at = 4; at < good.size(); at += 37) {
        QByteArray bad = good;
        bad[at] = static_cast<char>(bad[at] ^ 0x5A);
        Status s = decodeJpeg2000(asBytes(bad), dest.data(), dest.size(), 64, 64, 16, true);
        if (!s.ok())
            QVERIFY(!s.error().message.empty());
    }
}

QTEST_GUILESS_MAIN(TestJpeg2000)
#include "tst_jpeg2000.moc"
