// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The functional groups scanner (functionalgroups.h) against pydicom (fgoracle.py, Debian's
// /usr/bin/python3): every SEG under tests/data/seg_rtstruct as stored (dcmqi, highdicom in Implicit VR, the
// synthetic cases), and the native ones written again in Implicit VR, with every length undefined and with
// every length defined. Then hostile bytes: every truncation of a real file, and hand-built datasets that the
// scanner must refuse (leaving them to DCMTK) without reading past its input.
#include "io/dicomparts/functionalgroups.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

using namespace scansleuth;

namespace {

const QString kOracle = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/../dicomparts/fgoracle.py");
const QString kSegData = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/seg_rtstruct");

// Every SEG file of the fixtures, and whether its pixel data is native (the rewritten variants use those).
struct SegFile
{
    QString path;
    bool native;
};

std::vector<SegFile> segFiles()
{
    std::vector<SegFile> out;
    for (const QString& rel :
         {QStringLiteral("dcmqi_24x38x3/seg/label.seg"), QStringLiteral("dcmqi_liver_ct3slice/liver.dcm"),
          QStringLiteral("highdicom_ct2/seg_image_ct_binary_overlap.dcm"),
          QStringLiteral("highdicom_ct2/seg_image_ct_binary_fractional.dcm"),
          QStringLiteral("highdicom_ct_image/seg_image_ct_binary_single_frame.dcm")})
        out.push_back({kSegData + '/' + rel, true});
    const QDir synthetic(kSegData + QStringLiteral("/synthetic"));
    for (const QString& name : synthetic.entryList({QStringLiteral("*.dcm")}, QDir::Files, QDir::Name)) {
        if (name == QLatin1String("labelmap.dcm") || name == QLatin1String("truncated.dcm") ||
            name == QLatin1String("cp246_private.dcm"))
            continue; // not a Segmentation Storage object; pixel data cut short; left to DCMTK (below)
        const bool encapsulated =
            name.contains(QLatin1String("rle")) || name.contains(QLatin1String("jpeg2000"));
        out.push_back({synthetic.filePath(name), !encapsulated});
    }
    return out;
}

// fgoracle.py's output; nullopt when it failed.
std::optional<QByteArray> run(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("/usr/bin/python3"), QStringList{kOracle} + args);
    if (!p.waitForFinished(300000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("fgoracle.py %s: %s", qPrintable(args.value(0)), p.readAllStandardError().constData());
        return std::nullopt;
    }
    return p.readAllStandardOutput();
}

std::vector<std::uint8_t> readBytes(const QString& path, qint64 count = -1)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray b = count < 0 ? f.readAll() : f.read(count);
    return {b.begin(), b.end()};
}

QString compareNumbers(const char* what, const QJsonValue& expected, const auto& actual)
{
    if (expected.isNull() != !actual.has_value())
        return QStringLiteral("%1: pydicom %2, scanner %3")
            .arg(what, expected.isNull() ? "none" : "a value", actual ? "a value" : "none");
    if (!actual)
        return {};
    if constexpr (std::is_same_v<std::decay_t<decltype(*actual)>, double>) {
        if (std::abs(expected.toDouble() - *actual) > 1e-9)
            return QStringLiteral("%1: pydicom %2, scanner %3")
                .arg(what)
                .arg(expected.toDouble())
                .arg(*actual);
    } else if constexpr (std::is_same_v<std::decay_t<decltype(*actual)>, long>) {
        if (expected.toInteger() != *actual)
            return QStringLiteral("%1: pydicom %2, scanner %3")
                .arg(what)
                .arg(expected.toInteger())
                .arg(*actual);
    } else {
        const QJsonArray a = expected.toArray();
        if (std::size_t(a.size()) != actual->size())
            return QStringLiteral("%1: %2 values").arg(what).arg(a.size());
        for (std::size_t i = 0; i < actual->size(); ++i)
            if (std::abs(a[qsizetype(i)].toDouble() - (*actual)[i]) > 1e-9)
                return QStringLiteral("%1[%2]: pydicom %3, scanner %4")
                    .arg(what)
                    .arg(i)
                    .arg(a[qsizetype(i)].toDouble())
                    .arg((*actual)[i]);
    }
    return {};
}

// Empty when the scanner's facts are pydicom's.
QString compareFacts(const QJsonObject& e, const io::FrameGroupFacts& f)
{
    const std::pair<const char*, bool> flags[] = {{"hasPlanePosition", f.hasPlanePosition},
                                                  {"hasPlaneOrientation", f.hasPlaneOrientation},
                                                  {"hasPixelMeasures", f.hasPixelMeasures},
                                                  {"hasSegmentIdentification", f.hasSegmentIdentification},
                                                  {"hasDerivationImage", f.hasDerivationImage},
                                                  {"hasSourceImage", f.hasSourceImage}};
    for (const auto& [name, value] : flags)
        if (e.value(QLatin1String(name)).toBool() != value)
            return QStringLiteral("%1: pydicom %2").arg(name).arg(!value);
    for (const QString& why :
         {compareNumbers("position", e.value("position"), f.position),
          compareNumbers("orientation", e.value("orientation"), f.orientation),
          compareNumbers("pixelSpacing", e.value("pixelSpacing"), f.pixelSpacing),
          compareNumbers("sliceThickness", e.value("sliceThickness"), f.sliceThickness),
          compareNumbers("spacingBetweenSlices", e.value("spacingBetweenSlices"), f.spacingBetweenSlices),
          compareNumbers("referencedSegmentNumber", e.value("referencedSegmentNumber"),
                         f.referencedSegmentNumber),
          compareNumbers("referencedFrameNumber", e.value("referencedFrameNumber"), f.referencedFrameNumber)})
        if (!why.isEmpty())
            return why;
    if (e.value("referencedSopInstanceUid").toString().toStdString() != f.referencedSopInstanceUid)
        return QStringLiteral("referencedSopInstanceUid: pydicom %1, scanner %2")
            .arg(e.value("referencedSopInstanceUid").toString(),
                 QString::fromStdString(f.referencedSopInstanceUid));
    return {};
}

// Explicit VR Little Endian elements, for the hand-built datasets.
struct Bytes
{
    std::vector<std::uint8_t> b;
    void u16(std::uint16_t v)
    {
        b.push_back(std::uint8_t(v));
        b.push_back(std::uint8_t(v >> 8));
    }
    void u32(std::uint32_t v)
    {
        u16(std::uint16_t(v));
        u16(std::uint16_t(v >> 16));
    }
    void tag(std::uint16_t g, std::uint16_t e)
    {
        u16(g);
        u16(e);
    }
    // An element with a short (2-byte) length.
    void shortElement(std::uint16_t g, std::uint16_t e, const char* vr, std::string value)
    {
        if (value.size() % 2)
            value += ' ';
        tag(g, e);
        b.push_back(std::uint8_t(vr[0]));
        b.push_back(std::uint8_t(vr[1]));
        u16(std::uint16_t(value.size()));
        b.insert(b.end(), value.begin(), value.end());
    }
    // A long-form header (SQ, UN, OB): tag, VR, reserved, 4-byte length.
    void longHeader(std::uint16_t g, std::uint16_t e, const char* vr, std::uint32_t length)
    {
        tag(g, e);
        b.push_back(std::uint8_t(vr[0]));
        b.push_back(std::uint8_t(vr[1]));
        u16(0);
        u32(length);
    }
    void item(std::uint32_t length = 0xFFFFFFFFu)
    {
        tag(0xFFFE, 0xE000);
        u32(length);
    }
    void itemEnd()
    {
        tag(0xFFFE, 0xE00D);
        u32(0);
    }
    void sequenceEnd()
    {
        tag(0xFFFE, 0xE0DD);
        u32(0);
    }
};

// Preamble, "DICM" and a meta group naming Explicit VR Little Endian.
Bytes part10()
{
    Bytes d;
    d.b.assign(128, 0);
    d.b.insert(d.b.end(), {'D', 'I', 'C', 'M'});
    d.shortElement(0x0002, 0x0010, "UI", std::string("1.2.840.10008.1.2.1") + '\0');
    return d;
}

// One per-frame item holding PlanePositionSequence > ImagePositionPatient `ipp`, stored with `vrSq` and
// `vrIpp`, undefined lengths throughout.
Bytes oneFrame(const char* vrSq, const char* vrIpp, const std::string& ipp)
{
    Bytes d = part10();
    d.longHeader(0x5200, 0x9230, "SQ", 0xFFFFFFFFu);
    d.item();
    d.longHeader(0x0020, 0x9113, vrSq, 0xFFFFFFFFu);
    d.item();
    d.shortElement(0x0020, 0x0032, vrIpp, ipp);
    d.itemEnd();
    d.sequenceEnd();
    d.itemEnd();
    d.sequenceEnd();
    return d;
}

} // namespace

class TestFunctionalGroups : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void matchesPydicom_data();
    void matchesPydicom();
    void everyTruncationIsRefusedOrShort();
    void hostile_data();
    void hostile();
    void nonFiniteAndMalformedValuesAreEmpty();
    void undefinedLengthUnIsLeftToDcmtk();

private:
    QTemporaryDir m_dir;
    QJsonObject m_oracle;
    std::vector<SegFile> m_files;
};

void TestFunctionalGroups::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_files = segFiles();
    QVERIFY(m_files.size() >= 20);
    QStringList all, native;
    for (const SegFile& f : m_files) {
        all << f.path;
        if (f.native)
            native << f.path;
    }
    for (const QString variant : {"implicit", "undefined", "defined"}) {
        QDir().mkpath(m_dir.filePath(variant));
        QVERIFY(run(QStringList{"rewrite", variant, m_dir.filePath(variant)} + native));
        for (const QString& f : native)
            all << m_dir.filePath(variant) + '/' + QFileInfo(f).fileName();
    }
    const auto described = run(QStringList{"describe"} + all);
    QVERIFY(described);
    m_oracle = QJsonDocument::fromJson(*described).object();
    QCOMPARE(m_oracle.size(), all.size());
}

void TestFunctionalGroups::matchesPydicom_data()
{
    QTest::addColumn<QString>("path");
    for (auto it = m_oracle.begin(); it != m_oracle.end(); ++it)
        QTest::newRow(qPrintable(it.key().mid(it.key().lastIndexOf('/', it.key().lastIndexOf('/') - 1) + 1)))
            << it.key();
}

void TestFunctionalGroups::matchesPydicom()
{
    QFETCH(QString, path);
    const QJsonObject e = m_oracle.value(path).toObject();
    const auto bytes = readBytes(path, e.value("pixelHeader").toInteger());
    QVERIFY(!bytes.empty());
    auto groups = io::scanFunctionalGroups(bytes, e.value("explicitVr").toBool());
    QVERIFY2(groups.ok(), groups.ok() ? "" : (groups.error().message + " " + groups.error().detail).c_str());
    QCOMPARE(groups->shared.has_value(), !e.value("shared").isNull());
    if (groups->shared) {
        const QString why = compareFacts(e.value("shared").toObject(), *groups->shared);
        QVERIFY2(why.isEmpty(), qPrintable("shared: " + why));
    }
    QCOMPARE(groups->hasPerFrame, e.value("hasPerFrame").toBool());
    const QJsonArray frames = e.value("perFrame").toArray();
    QCOMPARE(groups->perFrame.size(), std::size_t(frames.size()));
    for (qsizetype i = 0; i < frames.size(); ++i) {
        const QString why = compareFacts(frames[i].toObject(), groups->perFrame[std::size_t(i)]);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("frame %1: ").arg(i + 1) + why));
    }
}

// A file cut anywhere before its pixel data: an error, or (cut just after a whole top-level element) fewer
// per-frame items than the whole file has; never a read past the bytes given (the fuzz build checks that
// with ASan).
void TestFunctionalGroups::everyTruncationIsRefusedOrShort()
{
    for (const QString rel : {"synthetic/overlap.dcm", "highdicom_ct2/seg_image_ct_binary_overlap.dcm"}) {
        const QString path = kSegData + '/' + rel;
        const QJsonObject e = m_oracle.value(path).toObject();
        const auto whole = readBytes(path, e.value("pixelHeader").toInteger());
        const bool explicitVr = e.value("explicitVr").toBool();
        auto full = io::scanFunctionalGroups(whole, explicitVr);
        QVERIFY(full.ok());
        QVERIFY(full->perFrame.size() >= 8);
        int refused = 0;
        for (std::size_t cut = 0; cut < whole.size(); ++cut) {
            const std::vector<std::uint8_t> part(whole.begin(), whole.begin() + std::ptrdiff_t(cut));
            auto g = io::scanFunctionalGroups(part, explicitVr);
            QVERIFY2(!g.ok() || g->perFrame.size() < full->perFrame.size(),
                     qPrintable(QStringLiteral("%1 cut at %2").arg(rel).arg(cut)));
            refused += g.ok() ? 0 : 1;
        }
        QVERIFY(refused > int(whole.size()) * 9 / 10);
    }
}

void TestFunctionalGroups::hostile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("kind");
    const auto row = [](const char* name, const Bytes& d, ErrorKind kind) {
        QTest::newRow(name) << QByteArray(reinterpret_cast<const char*>(d.b.data()), qsizetype(d.b.size()))
                            << int(kind);
    };
    row("no DICM prefix", Bytes{std::vector<std::uint8_t>(200, 0)}, ErrorKind::Unsupported);
    {
        Bytes d = part10();
        for (int i = 0; i < 20; ++i) {
            d.longHeader(0x0009, 0x1010, "SQ", 0xFFFFFFFFu);
            d.item();
        }
        row("sequences nested 20 deep", d, ErrorKind::Unsupported);
    }
    {
        Bytes d = part10();
        d.longHeader(0x5200, 0x9230, "SQ", 16);
        d.item(1000);
        row("item longer than its sequence", d, ErrorKind::Corrupt);
    }
    {
        Bytes d = part10();
        d.longHeader(0x5200, 0x9230, "SQ", 0xFFFFFFFFu);
        d.item();
        d.shortElement(0x0020, 0x0032, "DS", "1\\2\\3");
        row("undefined-length item without delimiter", d, ErrorKind::Corrupt);
    }
    {
        Bytes d = part10();
        d.longHeader(0x5200, 0x9230, "SQ", 0xFFFFFFFFu);
        d.item();
        d.itemEnd();
        row("undefined-length sequence without delimiter", d, ErrorKind::Corrupt);
    }
    {
        Bytes d = part10();
        d.longHeader(0x0009, 0x0010, "OB", 0xFFFFFFFFu);
        row("undefined length on an OB value", d, ErrorKind::Unsupported);
    }
    {
        Bytes d = part10();
        d.longHeader(0x0009, 0x0010, "OB", 0x7FFFFFF0u);
        row("value length past the end", d, ErrorKind::Corrupt);
    }
    {
        Bytes d = part10();
        d.longHeader(0x5200, 0x9230, "SQ", 0xFFFFFFFFu);
        d.shortElement(0x0020, 0x0032, "DS", "1");
        row("a sequence holding an element, not an item", d, ErrorKind::Corrupt);
    }
    row("functional group sequence stored as UN", oneFrame("UN", "DS", "1\\2\\3"), ErrorKind::Unsupported);
    row("ImagePositionPatient stored as LO", oneFrame("SQ", "LO", "1\\2\\3"), ErrorKind::Unsupported);
    {
        Bytes d = oneFrame("SQ", "DS", "1\\2\\3");
        d.b.resize(d.b.size() - 3);
        row("header cut inside the last delimiter", d, ErrorKind::Corrupt);
    }
}

void TestFunctionalGroups::hostile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    const std::vector<std::uint8_t> b(bytes.begin(), bytes.end());
    auto g = io::scanFunctionalGroups(b, true);
    QVERIFY(!g.ok());
    QCOMPARE(int(g.error().kind), kind);
    QVERIFY(!g.error().message.empty());
}

void TestFunctionalGroups::nonFiniteAndMalformedValuesAreEmpty()
{
    for (const char* bad : {"nan\\2\\3", "1\\2", "1\\x\\3", "1\\2\\1e999"}) {
        auto g = io::scanFunctionalGroups(oneFrame("SQ", "DS", bad).b, true);
        QVERIFY(g.ok());
        QCOMPARE(g->perFrame.size(), std::size_t(1));
        QVERIFY(g->perFrame[0].hasPlanePosition);
        QVERIFY2(!g->perFrame[0].position, bad);
    }
    auto g = io::scanFunctionalGroups(oneFrame("SQ", "DS", " +1.5\\-2e1 \\3").b, true);
    QVERIFY(g.ok());
    QVERIFY(g->perFrame[0].position);
    QCOMPARE((*g->perFrame[0].position)[0], 1.5);
    QCOMPARE((*g->perFrame[0].position)[1], -20.0);
    QCOMPARE((*g->perFrame[0].position)[2], 3.0);
    QVERIFY(!g->shared);
}

// make_seg_cases.py "cp246_private": a private element stored as UN of undefined length (an Implicit VR
// sequence, PS3.5 6.2.2) in a per-frame item. The scanner does not read Implicit VR inside Explicit VR: it
// must say so, and the SEG reader then lets DCMTK parse the file (tst_segreader checks the frames).
void TestFunctionalGroups::undefinedLengthUnIsLeftToDcmtk()
{
    const QString path = kSegData + QStringLiteral("/synthetic/cp246_private.dcm");
    const auto all = readBytes(path);
    const std::uint8_t pixelTag[] = {0xE0, 0x7F, 0x10, 0x00, 'O'};
    const auto at = std::search(all.begin(), all.end(), std::begin(pixelTag), std::end(pixelTag));
    QVERIFY(at != all.end());
    const std::vector<std::uint8_t> head(all.begin(), at);
    auto g = io::scanFunctionalGroups(head, true);
    QVERIFY(!g.ok());
    QCOMPARE(g.error().kind, ErrorKind::Unsupported);
}

QTEST_GUILESS_MAIN(TestFunctionalGroups)
#include "tst_functionalgroups.moc"
