// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicomparts/siemenscsa.h"

#include "dicomscan.h"

#include <QTest>

#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

using namespace scansleuth;
using namespace scansleuth::io;

namespace {

using Tags = std::vector<std::pair<std::string, std::vector<std::string>>>;

// Byte offsets in a CSA2 header built by csaBytes(): the first tag and its first item.
constexpr int kTagCountAt = 8;
constexpr int kFirstTagAt = 16;
constexpr int kFirstVmAt = kFirstTagAt + 64;
constexpr int kFirstItemCountAt = kFirstTagAt + 76;
constexpr int kFirstItemAt = kFirstTagAt + 84;

void put32(QByteArray& b, std::int32_t v)
{
    char raw[4];
    std::memcpy(raw, &v, 4);
    b.append(raw, 4);
}

void set32(QByteArray& b, int at, std::int32_t v)
{
    std::memcpy(b.data() + at, &v, 4);
}

// A CSA header as Siemens writes it: each value NUL-terminated and padded to 4 bytes. In CSA1 the
// item length field is offset by the first tag's item count.
QByteArray csaBytes(const Tags& tags, bool csa2 = true)
{
    QByteArray b;
    if (csa2)
        b.append("SV10\4\3\2\1", 8);
    put32(b, static_cast<std::int32_t>(tags.size()));
    put32(b, 77);
    const auto firstCount = tags.empty() ? 0 : static_cast<std::int32_t>(tags.front().second.size());
    for (const auto& [name, values] : tags) {
        QByteArray nameField(64, '\0');
        std::memcpy(nameField.data(), name.data(), std::min<std::size_t>(name.size(), 63));
        b.append(nameField);
        put32(b, static_cast<std::int32_t>(values.size())); // vm
        b.append("DS\0\0", 4);
        put32(b, 3); // syngodt
        put32(b, static_cast<std::int32_t>(values.size()));
        put32(b, 77);
        for (const auto& v : values) {
            const auto length = static_cast<std::int32_t>(v.size() + 1);
            put32(b, csa2 ? length : length + firstCount);
            put32(b, length);
            put32(b, 77);
            put32(b, length);
            b.append(v.data(), static_cast<qsizetype>(v.size()));
            b.append('\0');
            b.append(QByteArray((4 - length % 4) % 4, '\0'));
        }
    }
    return b;
}

std::span<const std::byte> asBytes(const QByteArray& b)
{
    return {reinterpret_cast<const std::byte*>(b.constData()), static_cast<std::size_t>(b.size())};
}

QByteArray realImageHeader()
{
    const QByteArray file = dicomscan::readFile(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR) +
                                                "/dicom/ts_transfer_syntaxes/dicom/1.dcm");
    return dicomscan::element(file, 0x0029, 0x1010, "OB");
}

const Tags kSmallTags = {{"NumberOfImagesInMosaic", {"35"}}, {"SliceNormalVector", {"0.5", "-0.25", "1e2"}}};

} // namespace

class TestSiemensCsa : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realHeaderValues_data();
    void realHeaderValues();
    void realHeaderIntegers();
    void realHeaderDoubles();
    void csa1AndCsa2Agree_data();
    void csa1AndCsa2Agree();
    void valueAccessors_data();
    void valueAccessors();
    void hostileBytes_data();
    void hostileBytes();
    void everyTruncationFails();
    void damagedBytesNeverCrash();
};

void TestSiemensCsa::realHeaderValues_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("vr");
    QTest::addColumn<QStringList>("values");
    QTest::addRow("mosaic count") << "NumberOfImagesInMosaic"
                                  << "US" << QStringList{"35"};
    QTest::addRow("matrix text") << "AcquisitionMatrixText"
                                 << "SH" << QStringList{"64*64"};
    QTest::addRow("slice normal") << "SliceNormalVector"
                                  << "FD" << QStringList{"0.00000000", "0.10799944", "0.99415095"};
    QTest::addRow("table position") << "ImaAbsTablePosition"
                                    << "SL" << QStringList{"0", "0", "-1252"};
    QTest::addRow("coil string") << "ImaCoilString"
                                 << "LO" << QStringList{"T:HEA;HEP"};
}

void TestSiemensCsa::realHeaderValues()
{
    QFETCH(QString, name);
    QFETCH(QString, vr);
    QFETCH(QStringList, values);
    const QByteArray bytes = realImageHeader();
    QVERIFY(bytes.startsWith("SV10"));
    auto header = parseCsaHeader(asBytes(bytes));
    QVERIFY2(header.ok(), header.ok() ? "" : header.error().detail.c_str());
    QCOMPARE(header->elements.size(), std::size_t{83});
    const CsaElement* e = header->find(name.toStdString());
    QVERIFY(e);
    QCOMPARE(QString::fromStdString(e->vr), vr);
    QStringList got;
    for (const auto& v : e->values)
        got << QString::fromStdString(v);
    QCOMPARE(got, values);
}

void TestSiemensCsa::realHeaderIntegers()
{
    auto header = parseCsaHeader(asBytes(realImageHeader()));
    QVERIFY(header.ok());
    QCOMPARE(csaInt(*header, "NumberOfImagesInMosaic"), std::optional<int>(35));
    QCOMPARE(csaInt(*header, "PhaseEncodingDirectionPositive"), std::optional<int>(1));
    QCOMPARE(csaInt(*header, "SliceMeasurementDuration"), std::nullopt); // 17.5 is not an integer
    QCOMPARE(csaInt(*header, "NoSuchElement"), std::nullopt);
}

void TestSiemensCsa::realHeaderDoubles()
{
    auto header = parseCsaHeader(asBytes(realImageHeader()));
    QVERIFY(header.ok());
    auto normal = csaDoubles(*header, "SliceNormalVector");
    QVERIFY(normal);
    QCOMPARE(normal->size(), std::size_t{3});
    QCOMPARE((*normal)[0], 0.0);
    QVERIFY(std::abs((*normal)[1] - 0.107999) < 1e-6);
    QVERIFY(std::abs((*normal)[2] - 0.994151) < 1e-6);
    auto times = csaDoubles(*header, "MosaicRefAcqTimes"); // vm 0: one value per slice
    QVERIFY(times);
    QCOMPARE(times->size(), std::size_t{35});
    QCOMPARE(csaDoubles(*header, "ImaCoilString"), std::nullopt);
}

void TestSiemensCsa::csa1AndCsa2Agree_data()
{
    QTest::addColumn<bool>("csa2");
    QTest::addRow("CSA2 (SV10)") << true;
    QTest::addRow("CSA1") << false;
}

void TestSiemensCsa::csa1AndCsa2Agree()
{
    QFETCH(bool, csa2);
    auto header = parseCsaHeader(asBytes(csaBytes(kSmallTags, csa2)));
    QVERIFY2(header.ok(), header.ok() ? "" : header.error().detail.c_str());
    QCOMPARE(header->elements.size(), std::size_t{2});
    QCOMPARE(csaInt(*header, "NumberOfImagesInMosaic"), std::optional<int>(35));
    QCOMPARE(csaDoubles(*header, "SliceNormalVector"),
             (std::optional<std::vector<double>>({0.5, -0.25, 100.0})));
}

void TestSiemensCsa::valueAccessors_data()
{
    QTest::addColumn<QString>("values");          // '|'-separated
    QTest::addColumn<int>("expectedInt");         // -999: nullopt
    QTest::addColumn<QString>("expectedDoubles"); // '|'-separated, "none": nullopt
    QTest::addRow("plain integer") << "42" << 42 << "42";
    QTest::addRow("first value empty") << "|7" << 7 << "none";
    QTest::addRow("integer written as decimal") << "35.00000000" << 35 << "35";
    QTest::addRow("fraction") << "17.5" << -999 << "17.5";
    QTest::addRow("blanks around") << "  -3 " << -3 << "-3";
    QTest::addRow("text") << "abc" << -999 << "none";
    QTest::addRow("trailing empties") << "1.5|-2||" << -999 << "1.5|-2";
    QTest::addRow("stops at first empty") << "4|-2||9" << 4 << "4|-2";
    QTest::addRow("no values") << "" << -999 << "none";
    QTest::addRow("integer overflow") << "99999999999" << -999 << "99999999999";
}

void TestSiemensCsa::valueAccessors()
{
    QFETCH(QString, values);
    QFETCH(int, expectedInt);
    QFETCH(QString, expectedDoubles);
    CsaHeader header;
    CsaElement e{"Value", "DS", {}};
    if (!values.isEmpty()) {
        for (const auto& v : values.split('|'))
            e.values.push_back(v.trimmed().toStdString());
    }
    header.elements.push_back(e);
    const auto i = csaInt(header, "Value");
    QCOMPARE(i, expectedInt == -999 ? std::nullopt : std::optional<int>(expectedInt));
    const auto d = csaDoubles(header, "Value");
    if (expectedDoubles == "none") {
        QCOMPARE(d, std::nullopt);
        return;
    }
    std::vector<double> expected;
    for (const auto& v : expectedDoubles.split('|'))
        expected.push_back(v.toDouble());
    QCOMPARE(d, std::optional<std::vector<double>>(expected));
}

void TestSiemensCsa::hostileBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("fragment");
    const QByteArray good = csaBytes(kSmallTags);
    auto with = [&](int at, std::int32_t v) {
        QByteArray b = good;
        set32(b, at, v);
        return b;
    };
    const QString damaged = "The Siemens CSA header is damaged";
    QTest::addRow("empty") << QByteArray() << damaged;
    QTest::addRow("signature only") << QByteArray("SV10\4\3\2\1", 8) << damaged;
    QTest::addRow("wrong signature") << QByteArray("NOT A CSA HEADER, JUST TEXT")
                                     << "not a Siemens CSA header";
    QTest::addRow("zero bytes of CSA1") << QByteArray(8, '\0') << "not a Siemens CSA header";
    QTest::addRow("no tags") << with(kTagCountAt, 0) << damaged;
    QTest::addRow("absurd tag count") << with(kTagCountAt, -1) << damaged;
    QTest::addRow("more tags than bytes") << with(kTagCountAt, 500) << damaged;
    QTest::addRow("absurd item count") << with(kFirstItemCountAt, 0x7FFFFFFF) << damaged;
    QTest::addRow("negative item count") << with(kFirstItemCountAt, -5) << damaged;
    QTest::addRow("item count beyond bytes") << with(kFirstItemCountAt, 900) << damaged;
    QTest::addRow("negative multiplicity") << with(kFirstVmAt, -1) << damaged;
    QTest::addRow("absurd item length") << with(kFirstItemAt + 4, 0x7FFFFFF0) << damaged;
    QTest::addRow("negative item length") << with(kFirstItemAt + 4, -8) << damaged;
    QTest::addRow("item length past end") << with(kFirstItemAt + 4, good.size()) << damaged;
    QTest::addRow("truncated in a value") << good.left(kFirstItemAt + 17) << damaged;
    QTest::addRow("real header cut in half") << realImageHeader().left(5000) << damaged;
}

void TestSiemensCsa::hostileBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, fragment);
    auto header = parseCsaHeader(asBytes(bytes));
    QVERIFY(!header.ok());
    QCOMPARE(header.error().kind, ErrorKind::Corrupt);
    QVERIFY2(QString::fromStdString(header.error().message).contains(fragment),
             header.error().message.c_str());
    QVERIFY(!header.error().detail.empty());
}

// Every prefix of a real header either parses (never) or fails cleanly; run under ASan this also
// proves no read past the end.
void TestSiemensCsa::everyTruncationFails()
{
    const QByteArray bytes = realImageHeader();
    for (qsizetype n = 0; n < bytes.size() - 4; n += 3) {
        auto header = parseCsaHeader(asBytes(bytes.left(n)));
        QVERIFY2(!header.ok(), qPrintable(QString("prefix of %1 bytes parsed").arg(n)));
    }
}

// Deterministic damage to a real header (words overwritten with random values): parsing gives a
// header or an error, never a crash or an out-of-bounds read (checked under the sanitizer preset).
void TestSiemensCsa::damagedBytesNeverCrash()
{
    const QByteArray good = realImageHeader();
    std::uint32_t seed = 12345;
    auto next = [&seed] {
        return seed = seed * 1664525u + 1013904223u;
    };
    for (int round = 0; round < 1500; ++round) {
        QByteArray bad = good;
        for (int k = 0; k < 4; ++k)
            set32(bad, int(next() % std::uint32_t(bad.size() - 4)), std::int32_t(next()));
        auto header = parseCsaHeader(asBytes(bad));
        if (header.ok())
            QVERIFY(header->elements.size() <= 1024);
        else
            QVERIFY(!header.error().message.empty());
    }
}

QTEST_GUILESS_MAIN(TestSiemensCsa)
#include "tst_siemenscsa.moc"
