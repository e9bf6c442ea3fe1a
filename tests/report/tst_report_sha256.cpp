// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// SHA-256 against the FIPS 180-2 examples (plus the padding boundaries) and HMAC-SHA256 against
// RFC 4231.
#include "report/sha256.h"

#include <QTest>

using namespace scansleuth::report;

namespace {

QByteArray repeated(char c, int n)
{
    return QByteArray(n, c);
}

std::string_view view(const QByteArray& b)
{
    return {b.constData(), static_cast<std::size_t>(b.size())};
}

} // namespace

class TestReportSha256 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sha256Vectors_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("digest");
        QTest::addRow("FIPS 180-2 one block: abc")
            << QByteArray("abc") << "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
        QTest::addRow("empty message")
            << QByteArray("") << "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        QTest::addRow("FIPS 180-2 two blocks: 448 bits")
            << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            << "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";
        QTest::addRow("FIPS 180-2 long: a million a")
            << repeated('a', 1000000) << "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";
        QTest::addRow("FIPS 180-4 896 bits")
            << QByteArray("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqkl"
                          "mnopqrlmnopqrs"
                          "mnopqrstnopqrstu")
            << "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1";
        QTest::addRow("55 bytes: padding fits one block")
            << repeated('a', 55) << "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318";
        QTest::addRow("56 bytes: padding needs a second block")
            << repeated('a', 56) << "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a";
        QTest::addRow("63 bytes") << repeated('a', 63)
                                  << "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34";
        QTest::addRow("64 bytes: exactly one block")
            << repeated('a', 64) << "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb";
    }
    void sha256Vectors()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, digest);
        QCOMPARE(QString::fromStdString(toHex(sha256(view(message)))), digest);
    }

    void hmacVectors_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("mac");
        QTest::addRow("RFC 4231 case 1")
            << repeated('\x0b', 20) << QByteArray("Hi There")
            << "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7";
        QTest::addRow("RFC 4231 case 2: key shorter than the output")
            << QByteArray("Jefe") << QByteArray("what do ya want for nothing?")
            << "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
        QTest::addRow("RFC 4231 case 3: combined length over a block")
            << repeated('\xaa', 20) << repeated('\xdd', 50)
            << "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe";
        QByteArray key4;
        for (char c = 1; c <= 25; ++c)
            key4.append(c);
        QTest::addRow("RFC 4231 case 4")
            << key4 << repeated('\xcd', 50)
            << "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b";
        QTest::addRow("RFC 4231 case 6: key longer than a block")
            << repeated('\xaa', 131) << QByteArray("Test Using Larger Than Block-Size Key - Hash Key First")
            << "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54";
        QTest::addRow("RFC 4231 case 7: key and data longer than a block")
            << repeated('\xaa', 131)
            << QByteArray(
                   "This is a test using a larger than block-size key and a larger than block-size data. "
                   "The key needs to be hashed before being used by the HMAC algorithm.")
            << "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2";
    }
    void hmacVectors()
    {
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, data);
        QFETCH(QString, mac);
        QCOMPARE(QString::fromStdString(toHex(hmacSha256(view(key), view(data)))), mac);
    }
};

QTEST_APPLESS_MAIN(TestReportSha256)
#include "tst_report_sha256.moc"
