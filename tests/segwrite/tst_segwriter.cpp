// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// io::writeDicomSeg against pydicom (segcheck.py): positions, frame-to-segment mapping, source references
// and pixels in world space, on a synthetic 5 x 7 series (35 pixels a frame: not byte-aligned) and on real
// CT series; and every refusal with the sentence the user sees.
#include "segwritesupport.h"

#include "io/dicom/segwriter.h"
#include "io/segmentationloader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <filesystem>

#include <unistd.h>

using namespace scansleuth;
using namespace scansleuth::testing;

namespace {

io::SegWriteOptions optionsFor(const std::vector<int>& values,
                               const std::vector<io::SegLabelName>& names = {})
{
    io::SegWriteOptions o;
    o.algorithmName = "unet-test";
    o.algorithmVersion = "1.2.3";
    o.softwareVersion = "test";
    o.segments = io::segmentsForLabels(values, names, o.algorithmName);
    return o;
}

QStringList valuesArg(const std::vector<int>& values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return {QStringLiteral("--values"), parts.join(',')};
}

// NIfTI -> SEG -> label map through ScanSleuth's own SEG reader, placed on the reference: segment n must hold
// exactly the voxels of values[n - 1] (other values: background).
QString roundTripThroughReader(const QString& seg, const io::LoadedImage& reference,
                               const volume::Volume& mask, const std::vector<int>& values)
{
    io::SegmentationLoadOptions o;
    o.placeOn = &reference;
    o.folderSearchLimit = 0;
    auto loaded = io::loadDicomSegmentation(seg.toStdString(), o);
    // The SEG reader lands in another branch of issue 21; until then its skeleton says so and only the
    // pydicom round trip (segcheck.py) holds.
    if (!loaded && loaded.error().message == "Not written yet.") {
        qWarning("ScanSleuth's SEG reader is not built yet: round trip through it skipped");
        return {};
    }
    if (!loaded)
        return QString::fromStdString("reading failed: " + loaded.error().message + " " +
                                      loaded.error().detail);
    auto flat = io::flattenSegmentation(loaded->mask);
    if (!flat)
        return QString::fromStdString("flattening failed: " + flat.error().message);
    if (!(flat->geometry().size == mask.geometry().size))
        return QStringLiteral("the read SEG is on another grid");
    for (std::int64_t k = 0; k < mask.geometry().size[2]; ++k)
        for (std::int64_t j = 0; j < mask.geometry().size[1]; ++j)
            for (std::int64_t i = 0; i < mask.geometry().size[0]; ++i) {
                const auto v = static_cast<int>(mask.storedValue(i, j, k));
                const auto it = std::find(values.begin(), values.end(), v);
                const int expected = it == values.end() ? 0 : int(it - values.begin()) + 1;
                if (int(flat->storedValue(i, j, k)) != expected)
                    return QStringLiteral("voxel (%1, %2, %3): read %4, written %5")
                        .arg(i)
                        .arg(j)
                        .arg(k)
                        .arg(flat->storedValue(i, j, k))
                        .arg(expected);
            }
    return {};
}

} // namespace

class TestSegWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void labelValues();
    void segmentNames();
    void syntheticNotByteAligned();
    void liverAgainstDcmqiNrrd();
    void rtutilsCtWithUtf8Names();
    void refusals_data();
    void refusals();
    void unwritableFolderLeavesNothing();
    void progressRisesThroughEveryStep();
    void cancelAtEachStep_data();
    void cancelAtEachStep();

private:
    QTemporaryDir m_dir;
    QString m_series;
};

void TestSegWriter::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_series = m_dir.filePath("series5x7");
    QVERIFY(writeSyntheticSeries(m_series, 5, 7, 4));
}

void TestSegWriter::labelValues()
{
    volume::Geometry g;
    g.size = {3, 2, 2};
    auto ok = io::labelValuesOf(labelMap(
        g, volume::PixelType::Int16, [](auto i, auto, auto k) { return i == 2 ? 7 : (k == 1 ? 300 : 0); }));
    QVERIFY(ok);
    QCOMPARE(*ok, (std::vector<int>{7, 300}));
    auto fraction = io::labelValuesOf(
        labelMap(g, volume::PixelType::Float32, [](auto i, auto, auto) { return i == 1 ? 0.5 : 1.0; }));
    QVERIFY(!fraction);
    QVERIFY(fraction.error().message.find("not whole numbers") != std::string::npos);
    QVERIFY(fraction.error().detail.find("voxel (1, 0, 0) holds 0.5") != std::string::npos);
    // A float mask of whole numbers is a label map.
    auto wholeFloat = io::labelValuesOf(
        labelMap(g, volume::PixelType::Float64, [](auto i, auto, auto) { return double(i); }));
    QVERIFY(wholeFloat);
    QCOMPARE(*wholeFloat, (std::vector<int>{1, 2}));
}

void TestSegWriter::segmentNames()
{
    const auto segments = io::segmentsForLabels(
        {1, 4}, {{4, "Leber", std::array<std::uint8_t, 3>{200, 10, 10}}, {9, "unused", std::nullopt}}, "m");
    QCOMPARE(segments.size(), std::size_t(2));
    QCOMPARE(segments[0].label, std::string("label 1"));
    QCOMPARE(segments[1].label, std::string("Leber"));
    QCOMPARE(segments[1].number, 4);
    QVERIFY(segments[1].rgb.has_value());
    QCOMPARE(segments[1].algorithmType, std::string("AUTOMATIC"));
    QCOMPARE(segments[0].algorithmName, std::string("m"));
    // A model's classes are written even when it predicted none of them; nothing at all still gives one.
    QCOMPARE(io::modelSegmentValues({2, 5}, 4), (std::vector<int>{1, 2, 3, 5}));
    QCOMPARE(io::modelSegmentValues({}, 1), std::vector<int>{1});
}

// 5 x 7 = 35 pixels a frame: DCMTK 3.6.7 packs such frames wrongly; the bits must run on across frames.
// Segments 1 and 2 share slice 1, segment 3 has no voxel (one empty frame), value 4 is left out.
void TestSegWriter::syntheticNotByteAligned()
{
    auto reference = loadSingle(m_series);
    QVERIFY2(reference, reference ? "" : reference.error().detail.c_str());
    const volume::Volume mask =
        labelMap(reference->geometry(), volume::PixelType::UInt8, [](auto i, auto j, auto k) -> double {
            if (k <= 1 && (i + j) % 2 == 0)
                return 1;
            if (k >= 1 && k <= 2 && i >= 3)
                return 2;
            if (k == 3 && i == 0 && j == 6)
                return 4;
            return 0;
        });
    const QString maskPath = m_dir.filePath("synthetic.nii.gz");
    QVERIFY(writeMaskNifti(maskPath, mask));
    const QString seg = m_dir.filePath("synthetic.dcm");
    const auto o = optionsFor({1, 2, 3}, {{1, "chequer", std::nullopt}, {2, "band", std::nullopt}});
    const Status s = io::writeDicomSeg(seg.toStdString(), mask, *reference, o);
    QVERIFY2(s, s ? "" : (s.error().message + " " + s.error().detail).c_str());
    QString out;
    const bool ok = segcheck({"--seg", seg, "--reference", m_series, "--mask", maskPath, "--labels",
                              "chequer,band,label 3", "--algorithm", "unet-test", "--values", "1,2,3",
                              "--roundtrip", m_dir.filePath("synthetic_roundtrip.nii.gz")},
                             out);
    QVERIFY2(ok, qPrintable(out));
    // 2 frames of segment 1, 2 of segment 2, 1 empty frame of segment 3.
    QVERIFY2(out.contains("\"frames\": 5"), qPrintable(out));
    QVERIFY2(out.contains("\"empty_frames\": 1"), qPrintable(out));
    const QString back = roundTripThroughReader(seg, *reference, mask, {1, 2, 3});
    QVERIFY2(back.isEmpty(), qPrintable(back));
}

// dcmqi's liver example: its CT and the label map it was made from (NRRD, read here by ITK and in segcheck
// by a plain NRRD reader).
void TestSegWriter::liverAgainstDcmqiNrrd()
{
    const QString ct = segDataPath("dcmqi_liver_ct3slice/ct");
    const QString nrrd = segDataPath("dcmqi_liver_ct3slice/liver_seg.nrrd");
    auto reference = loadSingle(ct);
    QVERIFY(reference);
    auto mask = loadSingle(nrrd);
    QVERIFY(mask);
    auto values = io::labelValuesOf(mask->volumes.front());
    QVERIFY(values);
    QCOMPARE(*values, std::vector<int>{1});
    const QString seg = m_dir.filePath("liver.dcm");
    const Status s =
        io::writeDicomSeg(seg.toStdString(), mask->volumes.front(), *reference,
                          optionsFor(*values, {{1, "Liver", std::array<std::uint8_t, 3>{221, 130, 101}}}));
    QVERIFY2(s, s ? "" : (s.error().message + " " + s.error().detail).c_str());
    QString out;
    QVERIFY2(segcheck({"--seg", seg, "--reference", ct, "--mask", nrrd, "--labels", "Liver"}, out),
             qPrintable(out));
}

// rt-utils' mock CT (512 x 512 x 2): a uint16 map with a value above 255, names in UTF-8.
void TestSegWriter::rtutilsCtWithUtf8Names()
{
    const QString ct = segDataPath("rtutils_mock/ct");
    auto reference = loadSingle(ct);
    QVERIFY(reference);
    const volume::Volume mask =
        labelMap(reference->geometry(), volume::PixelType::UInt16, [](auto i, auto j, auto k) -> double {
            const double r2 = double((i - 256) * (i - 256) + (j - 200) * (j - 200));
            if (r2 < 40.0 * 40.0)
                return k == 0 ? 1 : 300;
            return (i > 400 && j > 400) ? 2 : 0;
        });
    const QString maskPath = m_dir.filePath("rtutils.nii.gz");
    QVERIFY(writeMaskNifti(maskPath, mask));
    const QString seg = m_dir.filePath("rtutils.dcm");
    auto o = optionsFor({1, 2, 300}, {{1, "Leber ü", std::nullopt}, {300, "肝臓", std::nullopt}});
    o.segments[0].category = {"91723000", "SCT", "Anatomische Struktur ä"};
    o.segments[0].type = {"10200004", "SCT", "Leber ü"};
    const Status s = io::writeDicomSeg(seg.toStdString(), mask, *reference, o);
    QVERIFY2(s, s ? "" : (s.error().message + " " + s.error().detail).c_str());
    QString out;
    QVERIFY2(segcheck(QStringList{"--seg", seg, "--reference", ct, "--mask", maskPath, "--labels",
                                  QStringLiteral("Leber ü,label 2,肝臓")} +
                          valuesArg({1, 2, 300}),
                      out),
             qPrintable(out));
    const QString back = roundTripThroughReader(seg, *reference, mask, {1, 2, 300});
    QVERIFY2(back.isEmpty(), qPrintable(back));
    // The codes' meanings are UTF-8 too, not DCMTK's ASCII stand-ins (pydicom reads them).
    QProcess py;
    py.start(QStringLiteral("/usr/bin/python3"),
             {QStringLiteral("-c"),
              QStringLiteral(
                  "import pydicom,sys; s=pydicom.dcmread(sys.argv[1]).SegmentSequence[0]; "
                  "sys.stdout.buffer.write((s.SegmentedPropertyCategoryCodeSequence[0].CodeMeaning + '|' + "
                  "s.SegmentedPropertyTypeCodeSequence[0].CodeMeaning).encode('utf-8'))"),
              seg});
    QVERIFY(py.waitForFinished(60000));
    QCOMPARE(QString::fromUtf8(py.readAllStandardOutput()), QStringLiteral("Anatomische Struktur ä|Leber ü"));
}

void TestSegWriter::refusals_data()
{
    QTest::addColumn<QString>("mask");      // grid (shifted), float, negative, big, empty, ok
    QTest::addColumn<QString>("reference"); // series or nifti
    QTest::addColumn<QString>("segments");  // "1" or "" (none)
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<QString>("detailFragment");
    QTest::addRow("mask on another grid") << "shifted"
                                          << "series"
                                          << "1"
                                          << "not on the reference series' grid"
                                          << "origin";
    QTest::addRow("mask of another size") << "smaller"
                                          << "series"
                                          << "1"
                                          << "not on the reference series' grid"
                                          << "mask 5 x 6 x 4";
    QTest::addRow("float mask") << "float"
                                << "series"
                                << "1"
                                << "not whole numbers"
                                << "holds 0.25";
    QTest::addRow("negative values") << "negative"
                                     << "series"
                                     << "1"
                                     << "negative values"
                                     << "holds -1";
    QTest::addRow("values beyond 65535") << "big"
                                         << "series"
                                         << "1"
                                         << "above 65535"
                                         << "holds 70000";
    QTest::addRow("no segments") << "ok"
                                 << "series"
                                 << ""
                                 << "nothing to write"
                                 << "";
    QTest::addRow("reference that is a NIfTI") << "ok"
                                               << "nifti"
                                               << "1"
                                               << "must reference a DICOM series"
                                               << "nifti1";
}

void TestSegWriter::refusals()
{
    QFETCH(QString, mask);
    QFETCH(QString, reference);
    QFETCH(QString, segments);
    QFETCH(QString, fragment);
    QFETCH(QString, detailFragment);
    auto series = loadSingle(m_series);
    QVERIFY(series);
    volume::Geometry g = series->geometry();
    if (mask == "shifted")
        g.origin[0] += 1.5;
    if (mask == "smaller")
        g.size[1] -= 1;
    const volume::PixelType type = mask == "float" ? volume::PixelType::Float32 : volume::PixelType::Int32;
    const volume::Volume labels = labelMap(g, type, [&](auto i, auto, auto) -> double {
        if (i != 1)
            return 0;
        return mask == "float" ? 0.25 : mask == "negative" ? -1 : mask == "big" ? 70000 : 1;
    });
    io::LoadedImage ref = std::move(*series);
    if (reference == "nifti") {
        const QString path = m_dir.filePath("as_reference.nii");
        QVERIFY(writeMaskNifti(path, labels));
        auto nifti = loadSingle(path);
        QVERIFY(nifti);
        ref = std::move(*nifti);
    }
    const QString file = m_dir.filePath("refused.dcm");
    const Status s =
        io::writeDicomSeg(file.toStdString(), labels, ref,
                          optionsFor(segments.isEmpty() ? std::vector<int>{} : std::vector<int>{1}));
    QVERIFY(!s);
    QCOMPARE(int(s.error().kind), int(ErrorKind::Invalid));
    QVERIFY2(QString::fromStdString(s.error().message).contains(fragment), s.error().message.c_str());
    QVERIFY2(QString::fromStdString(s.error().detail).contains(detailFragment), s.error().detail.c_str());
    QVERIFY(!QFile::exists(file));
}

void TestSegWriter::unwritableFolderLeavesNothing()
{
    auto reference = loadSingle(m_series);
    QVERIFY(reference);
    const volume::Volume mask = labelMap(reference->geometry(), volume::PixelType::UInt8,
                                         [](auto i, auto, auto) { return i == 0 ? 1.0 : 0.0; });
    const QString folder = m_dir.filePath("readonly");
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const Status s =
        io::writeDicomSeg((folder + "/pred.dcm").toStdString(), mask, *reference, optionsFor({1}));
    if (::geteuid() != 0) { // root writes anywhere: only the missing folder below applies then
        QVERIFY(!s);
        QCOMPARE(int(s.error().kind), int(ErrorKind::Io));
    }
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (::geteuid() != 0)
        QVERIFY(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    const QString missing = m_dir.filePath("no/such/folder/pred.dcm");
    const Status m = io::writeDicomSeg(missing.toStdString(), mask, *reference, optionsFor({1}));
    QVERIFY(!m);
    QCOMPARE(int(m.error().kind), int(ErrorKind::Io));
    QVERIFY(!QDir(m_dir.filePath("no")).exists());
}

namespace {

// The progress reports of one writing, and Cancel at the `cancelAt`-th report of step `cancelStep`.
struct Recorder
{
    std::vector<double> fractions;
    std::vector<std::string> stages;
    std::string cancelStep;
    int cancelAt = 0; // 0: the step's first report
    int seenInStep = 0;

    Progress progress()
    {
        return Progress([this](double f, const std::string& stage) {
            fractions.push_back(f);
            stages.push_back(stage);
            if (stage == cancelStep && seenInStep++ == cancelAt)
                return false;
            return true;
        });
    }
};

// 40 x 30 x 24 with three segments on different slices: a few dozen frames, so that the frame steps report
// more than once.
volume::Volume bandsOn(const volume::Geometry& g)
{
    return labelMap(g, volume::PixelType::UInt8, [](auto i, auto j, auto k) -> double {
        if (k < 12 && i < 20)
            return 1;
        if (k >= 6 && j > 20)
            return 2;
        if (k % 3 == 0 && i > 30)
            return 3;
        return 0;
    });
}

QStringList entriesOf(const QString& folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

} // namespace

// The fraction starts at 0, never falls, ends at 1; every step of kSegWriteSteps is reported, in order; the
// frame-by-frame steps report often but at most about 200 times each; and the file pydicom reads is the mask.
void TestSegWriter::progressRisesThroughEveryStep()
{
    const QString series = m_dir.filePath("series40x30");
    QVERIFY(writeSyntheticSeries(series, 40, 30, 24));
    auto reference = loadSingle(series);
    QVERIFY(reference);
    const volume::Volume mask = bandsOn(reference->geometry());
    Recorder recorder;
    auto o = optionsFor({1, 2, 3});
    o.progress = recorder.progress();
    const QString seg = m_dir.filePath("progress.dcm");
    const Status s = io::writeDicomSeg(seg.toStdString(), mask, *reference, o);
    QVERIFY2(s, s ? "" : s.error().detail.c_str());
    QVERIFY(!recorder.fractions.empty());
    QCOMPARE(recorder.fractions.front(), 0.0);
    QCOMPARE(recorder.fractions.back(), 1.0);
    QVERIFY(std::is_sorted(recorder.fractions.begin(), recorder.fractions.end()));
    std::vector<std::string> order;
    for (const std::string& stage : recorder.stages)
        if (order.empty() || order.back() != stage)
            order.push_back(stage);
    QCOMPARE(order, std::vector<std::string>(std::begin(io::kSegWriteSteps), std::end(io::kSegWriteSteps)));
    // 12 + 18 + 8 = 38 frames, 24 slices: each item of those steps is reported (fewer than 200 of them).
    const auto count = [&](const char* stage) {
        return std::count(recorder.stages.begin(), recorder.stages.end(), std::string(stage));
    };
    QCOMPARE(count("planning the frames"), 24);
    QCOMPARE(count("adding the frames"), 38);
    QCOMPARE(count("packing the pixels"), 24);
    const QString maskPath = m_dir.filePath("progress.nii.gz");
    QVERIFY(writeMaskNifti(maskPath, mask));
    QString out;
    QVERIFY2(segcheck({"--seg", seg, "--reference", series, "--mask", maskPath, "--algorithm", "unet-test",
                       "--values", "1,2,3"},
                      out),
             qPrintable(out));
    QVERIFY2(out.contains("\"frames\": 38"), qPrintable(out));
}

void TestSegWriter::cancelAtEachStep_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("at");
    for (const char* step : io::kSegWriteSteps)
        QTest::addRow("%s", step) << QString::fromLatin1(step) << 0;
    QTest::addRow("mid-frames") << QStringLiteral("adding the frames") << 20;
    // After DCMTK wrote the temporary file, before the rename: the temporary file must go.
    QTest::addRow("temporary written") << QStringLiteral("writing the file") << 1;
}

// Cancel at any step: Cancelled, the existing target byte for byte as it was, no temporary file beside it.
void TestSegWriter::cancelAtEachStep()
{
    QFETCH(QString, step);
    QFETCH(int, at);
    const QString series = m_dir.filePath("series40x30c");
    if (!QFile::exists(series))
        QVERIFY(writeSyntheticSeries(series, 40, 30, 24));
    auto reference = loadSingle(series);
    QVERIFY(reference);
    const QString folder = m_dir.filePath("cancel-" + QString(QTest::currentDataTag()).replace(' ', '-'));
    QVERIFY(QDir().mkpath(folder));
    const QString target = folder + "/pred.dcm";
    const QByteArray before = "an older SEG the user keeps";
    {
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(before);
    }
    Recorder recorder;
    recorder.cancelStep = step.toStdString();
    recorder.cancelAt = at;
    auto o = optionsFor({1, 2, 3});
    o.progress = recorder.progress();
    const Status s = io::writeDicomSeg(target.toStdString(), bandsOn(reference->geometry()), *reference, o);
    QVERIFY(!s);
    QCOMPARE(int(s.error().kind), int(ErrorKind::Cancelled));
    QCOMPARE(s.error().message, std::string("Writing the SEG was cancelled."));
    QCOMPARE(recorder.stages.back(), step.toStdString()); // nothing reported after Cancel
    QFile f(target);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    QCOMPARE(entriesOf(folder), QStringList{"pred.dcm"});
}

QTEST_GUILESS_MAIN(TestSegWriter)
#include "tst_segwriter.moc"
