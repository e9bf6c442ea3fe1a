// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// runComparison, the one call every view makes, on NIfTI files written here: boxes whose Dice, label
// names, worst slice and difference-map classes are counted by hand; the one label-name reader on a table
// of each format and on bad tables (the message fragment the user must see); and the pictures' cropped
// difference maps drawn pixel for pixel like the whole maps they stand for.
#include "compare/runs/comparerequest.h"
#include "compare/runs/comparisonwords.h"

#include "render/differencemap.h"
#include "render/render.h"
#include "runfixture.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

using namespace scansleuth;
using namespace scansleuth::compare;
using namespace scansleuth::runfixture;
using render::DifferenceClass;

namespace {

using Names = std::map<std::int64_t, std::string>;

std::string writeText(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(name));
    return dir.filePath(name).toStdString();
}

// Cases case_1 .. case_3: truth and run a hold organs(); run b moves label 1 of case_2 by +2 voxels along
// x (Dice 2 * 10 / (12 + 12) = 20/24 against the truth, as tst_runcomparison counts it).
void writeShiftedCase(const QTemporaryDir& dir)
{
    writeRuns(dir, 3, true, [](int c) { return paint(organs(c == 2 ? 2 : 0)); });
}

CompareRequest requestFor(const QTemporaryDir& dir)
{
    CompareRequest request;
    request.runs = {{"a", folder(dir, "a")}, {"b", folder(dir, "b")}};
    request.truth = folder(dir, "truth");
    return request;
}

// The shifted cases compared with pictures of `choice`.
ComparisonResult shiftedWithPictures(const QTemporaryDir& dir, PictureChoice choice)
{
    writeShiftedCase(dir);
    CompareRequest request = requestFor(dir);
    request.pictures = choice;
    auto result = runComparison(request);
    if (!result)
        qFatal("runComparison failed: %s", result.error().message.c_str());
    return std::move(result).value();
}

// Within 1e-5 mm: the NIfTI files keep the geometry as float32.
bool near(const volume::Vec3& a, const volume::Vec3& b)
{
    return std::abs(a[0] - b[0]) < 1e-5 && std::abs(a[1] - b[1]) < 1e-5 && std::abs(a[2] - b[2]) < 1e-5;
}

long countOf(const volume::Volume& map, DifferenceClass c)
{
    const auto v = map.voxels<std::uint8_t>();
    return long(std::count(v.begin(), v.end(), std::uint8_t(c)));
}

} // namespace

class TestCompareRequest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void measuresNamesAndDrawsNothingUnasked();
    void tableLabelsAreMeasuredInTheTablesOrder();
    void labelNamesOfEveryFormat_data();
    void labelNamesOfEveryFormat();
    void badLabelTables_data();
    void badLabelTables();
    void imagesAreListedByCase();
    void picturesOfTheWorstCase();
    void croppedMapsDrawLikeWholeMaps();
    void notComparableCasesArePicturedFirst();
    void anUnreadableFileIsThePicturesError();
};

// Run b's case_2 against the truth: label 1 Dice 20/24, label 2 untouched (Dice 1); the mean over labels
// (20/24 + 1) / 2. The table names both labels; without measureTableLabels every label found is measured.
void TestCompareRequest::measuresNamesAndDrawsNothingUnasked()
{
    QTemporaryDir dir;
    writeShiftedCase(dir);
    CompareRequest request = requestFor(dir);
    request.labelTable = writeText(dir, "labels.csv", "value,name\n0,background\n1,liver\n2,kidney\n");
    auto result = runComparison(request);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    const Comparison& c = result->comparison;
    QCOMPARE(c.options.labels, (std::vector<std::int64_t>{1, 2}));
    QCOMPARE(c.options.labelNames, (Names{{0, "background"}, {1, "liver"}, {2, "kidney"}}));
    QCOMPARE(c.labelName(1), std::string("liver"));
    QCOMPARE(c.labelName(2), std::string("kidney"));
    const CaseComparison& moved = c.cases[caseIndex(c, "case_2")];
    QCOMPARE(moved.truthMetrics(1)->label(1)->dice, 20.0 / 24.0);
    QCOMPARE(moved.truthMetrics(1)->label(2)->dice, 1.0);
    const std::vector<DisagreementRow> rows = disagreementRows(c, 1);
    QCOMPARE(rows.size(), std::size_t(1));
    QCOMPARE(rows[0].key, std::string("case_2"));
    QCOMPARE(rows[0].diceA, 1.0);
    QVERIFY(std::abs(rows[0].diceB - (20.0 / 24.0 + 1.0) / 2.0) < 1e-15);
    QVERIFY(result->pictures.empty());
    QVERIFY(result->images.files.empty());
}

void TestCompareRequest::tableLabelsAreMeasuredInTheTablesOrder()
{
    QTemporaryDir dir;
    writeShiftedCase(dir);
    CompareRequest request = requestFor(dir);
    request.measureTableLabels = true;
    request.labelTable = writeText(dir, "labels.txt", "0 Clear\n2 kidney\n1 liver\n");
    auto result = runComparison(request);
    QVERIFY(result.ok());
    QCOMPARE(result->comparison.options.labels, (std::vector<std::int64_t>{2, 1}));
    QCOMPARE(result->comparison.runSummary("b", 2, Metric::Dice)->summary.mean, 1.0);

    request.labelTable = writeText(dir, "background.txt", "0 Clear\n");
    result = runComparison(request);
    QVERIFY(!result.ok());
    QCOMPARE(
        QString::fromStdString(result.error().message),
        QString::fromStdString("The label table " + *request.labelTable + " names no label other than 0."));
}

void TestCompareRequest::labelNamesOfEveryFormat_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<int>>("labels"); // the labels other than 0, in the file's order
    QTest::addColumn<QStringList>("names"); // of every entry, label 0 included, in label order
    QTest::addRow("ITK-SNAP") << QByteArray("0 0 0 0 0 0 0 \"Clear Label\"\n"
                                            "2 0 128 64 0.5 0 1 \"Lesion (edema)\"\n"
                                            "1 255 0 0 1 1 1 \"Left hippocampus\"\n")
                              << QList<int>{2, 1}
                              << QStringList{"Clear Label", "Left hippocampus", "Lesion (edema)"};
    QTest::addRow("Slicer") << QByteArray("# Color table\n0 background 0 0 0 0\n1 tissue 128 174 128 255\n")
                            << QList<int>{1} << QStringList{"background", "tissue"};
    QTest::addRow("FreeSurfer LUT") << QByteArray("#$Id: FreeSurferColorLUT.txt\n0 Unknown 0 0 0 0\n"
                                                  "3 Left-Cerebral-Cortex 205 62 78 0\n")
                                    << QList<int>{3} << QStringList{"Unknown", "Left-Cerebral-Cortex"};
    QTest::addRow("index-name text") << QByteArray("1 Precentral_L 2001\n2 Precentral_R 2002\n")
                                     << QList<int>{1, 2} << QStringList{"Precentral_L", "Precentral_R"};
    QTest::addRow("CSV") << QByteArray("value,name\n1,liver\n2,\"kidney, left\"\n") << QList<int>{1, 2}
                         << QStringList{"liver", "kidney, left"};
    QTest::addRow("TSV") << QByteArray("label\tname\n1\tleft lung\n2\tright lung\n") << QList<int>{1, 2}
                         << QStringList{"left lung", "right lung"};
    QTest::addRow("FSL atlas XML") << QByteArray("<atlas><data>\n<label index=\"0\">Left Thalamus</label>\n"
                                                 "<label index=\"1\">Left Caudate &amp; Putamen</label>\n"
                                                 "</data></atlas>\n")
                                   << QList<int>{1, 2}
                                   << QStringList{"Left Thalamus", "Left Caudate & Putamen"};
}

void TestCompareRequest::labelNamesOfEveryFormat()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<int>, labels);
    QFETCH(QStringList, names);
    QTemporaryDir dir;
    auto read = readLabelNames(writeText(dir, "table", text));
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
    QCOMPARE(read->labels, std::vector<std::int64_t>(labels.begin(), labels.end()));
    QStringList got;
    for (const auto& [label, name] : read->names)
        got << QString::fromStdString(name);
    QCOMPARE(got, names);
}

// Each error is the reader's, and runComparison fails with it before it reads a run (the runs here do
// not exist).
void TestCompareRequest::badLabelTables_data()
{
    QTest::addColumn<QByteArray>("text"); // empty: no file
    QTest::addColumn<QString>("fragment");
    QTest::addRow("missing file") << QByteArray() << "cannot be opened";
    QTest::addRow("label twice") << QByteArray("1,liver\n1,spleen\n") << "names label 1 a second time";
    QTest::addRow("empty name") << QByteArray("1,liver\n2,\n") << "has an empty name";
    QTest::addRow("another layout") << QByteArray("1 Precentral_L 2001\nFrontal_Sup_Orb_L 2111\n")
                                    << "Line 2 of the label table";
    QTest::addRow("no labels") << QByteArray("# nothing\n") << "holds no labels";
}

void TestCompareRequest::badLabelTables()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const std::string path =
        text.isEmpty() ? dir.filePath("none.txt").toStdString() : writeText(dir, "bad.txt", text);
    auto read = readLabelNames(path);
    QVERIFY(!read.ok());
    QVERIFY2(QString::fromStdString(read.error().message).contains(fragment), read.error().message.c_str());
    QVERIFY2(read.error().message.find(path) != std::string::npos, read.error().message.c_str());
    CompareRequest request;
    request.runs = {{"a", folder(dir, "nowhere-a")}, {"b", folder(dir, "nowhere-b")}};
    request.labelTable = path;
    auto result = runComparison(request);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().message, read.error().message);
}

void TestCompareRequest::imagesAreListedByCase()
{
    QTemporaryDir dir;
    writeShiftedCase(dir);
    for (int c = 1; c <= 2; ++c)
        write(dir, "images/case_" + std::to_string(c) + "_0000.nii.gz", paint(organs()));
    CompareRequest request = requestFor(dir);
    request.images = folder(dir, "images");
    auto result = runComparison(request);
    QVERIFY(result.ok());
    QCOMPARE(result->images.files.size(), std::size_t(2));
    QCOMPARE(result->images.files.at("case_2"), folder(dir, "images/case_2_0000.nii.gz"));

    request.images = folder(dir, "no-images");
    result = runComparison(request);
    QVERIFY(!result.ok());
    QVERIFY2(result.error().message.find("no-images") != std::string::npos, result.error().message.c_str());
}

// The report's choice on the shifted case: run a and run b each against the truth, on the slice where a
// and b differ most. Run b against the truth: label 1 lost in columns x = 2, 3 (2 x 12 x 10 voxels, only
// in the truth) and gained in x = 14, 15 (only in b); the rest of both boxes agrees (10 x 12 x 10 +
// 6 x 6 x 6). The map is kept over the boxes' union: x 2..35, y 8..19, z 6..15.
void TestCompareRequest::picturesOfTheWorstCase()
{
    QTemporaryDir dir;
    const ComparisonResult result = shiftedWithPictures(dir, {2, PictureCases::Worst});
    const Comparison& c = result.comparison;
    QCOMPARE(result.pictures.size(), std::size_t(1)); // the other cases do not differ: no worst slice
    const CasePictures& p = result.pictures[0];
    QCOMPARE(c.cases[p.caseIndex].key, std::string("case_2"));
    const PairMetrics* ab = c.cases[p.caseIndex].betweenMetrics(0, 1);
    QVERIFY(ab->worstSlice >= 6 && ab->worstSlice < 16);
    QCOMPARE(p.slice, ab->worstSlice);
    QCOMPARE(p.pictures.size(), std::size_t(2));
    const DifferencePicture& a = p.pictures[0];
    const DifferencePicture& b = p.pictures[1];
    QVERIFY(a.made() && b.made() && a.againstTruth && b.againstTruth);
    QCOMPARE(a.reference, std::size_t(2)); // the truth: after the two runs
    QCOMPARE(a.other, std::size_t(0));
    QCOMPARE(b.other, std::size_t(1));
    QCOMPARE(b.grid.size, grid().size);
    QCOMPARE(b.map.geometry().size, (volume::Index3{34, 12, 10}));
    QVERIFY(near(b.map.geometry().origin, volume::indexToPatient(grid(), {2, 8, 6})));
    QCOMPARE(countOf(b.map, DifferenceClass::OnlyA), 2L * 12 * 10);
    QCOMPARE(countOf(b.map, DifferenceClass::OnlyB), 2L * 12 * 10);
    QCOMPARE(countOf(b.map, DifferenceClass::Both), 10L * 12 * 10 + 6L * 6 * 6);
    QCOMPARE(countOf(b.map, DifferenceClass::DifferentLabel), 0L);
    QCOMPARE(countOf(a.map, DifferenceClass::OnlyA) + countOf(a.map, DifferenceClass::OnlyB), 0L);
    // Centred on the disagreeing columns x = 2, 3, 14, 15 (mean 8.5) over y = 8..19 (mean 13.5).
    QVERIFY(near(b.centre, volume::indexToPatient(grid(), {8.5, 13.5, double(p.slice)})));
}

// The oracle is the whole map, made here from the files: drawn in each plane of the grid and in a frame
// of half the spacing (pixel centres on voxel boundaries), the cropped map gives the same pixels.
void TestCompareRequest::croppedMapsDrawLikeWholeMaps()
{
    QTemporaryDir dir;
    const ComparisonResult result = shiftedWithPictures(dir, {1, PictureCases::Worst});
    QCOMPARE(result.pictures.size(), std::size_t(1));
    const DifferencePicture& b = result.pictures[0].pictures[1];
    const CaseVolumes volumes = readCase(result.comparison.table, result.pictures[0].caseIndex);
    auto whole = render::differenceMap(*volumes.labels[2], *volumes.labels[1], 0);
    QVERIFY(whole.ok());
    render::LayerStyle style;
    style.kind = render::LayerKind::Labels;
    style.labels = render::differenceColours();
    volume::Geometry fine = grid();
    fine.size = {80, 64, 48};
    fine.spacing = {0.5, 0.6, 1.0};
    fine.origin = {-20.5, -16.6, -25.0};
    for (const volume::Geometry& g : {b.grid, fine}) {
        const render::DisplayFrame frame = render::DisplayFrame::forBase(g);
        for (render::Plane plane : {render::Plane::Axial, render::Plane::Coronal, render::Plane::Sagittal}) {
            const std::int64_t slice = render::sliceThrough(frame, plane, b.centre);
            const render::Layer full{&*whole, style}, cropped{&b.map, style};
            const render::RgbaImage expected = render::renderSlice(frame, plane, slice, {&full, 1});
            const render::RgbaImage got = render::renderSlice(frame, plane, slice, {&cropped, 1});
            QCOMPARE(got.width, expected.width);
            QVERIFY(got.pixels == expected.pixels);
            const long coloured = long(std::count_if(expected.pixels.begin(), expected.pixels.end(),
                                                     [](render::Rgba p) { return p.a != 0; }));
            QVERIFY(coloured > 0);
        }
    }
}

// Run b's case_3 is mirrored left-right on the truth's header: named by the content forensics, so the case
// is not comparable, yet a and b were measured against each other. The investigation's choice pictures
// it first, with A against B and each run against the truth.
void TestCompareRequest::notComparableCasesArePicturedFirst()
{
    QTemporaryDir dir;
    const volume::Volume truth = paint(organs());
    const volume::Volume flipped = mapped(truth, [&](auto i, auto j, auto k) {
        return truth.voxels<std::uint8_t>()[std::size_t(truth.linearIndex(39 - i, j, k))];
    });
    writeRuns(dir, 3, true, [&](int c) { return c == 3 ? flipped.clone().value() : paint(organs(c == 2)); });
    CompareRequest request = requestFor(dir);
    request.pictures = {3, PictureCases::NotComparableFirst};
    auto result = runComparison(request);
    QVERIFY(result.ok());
    const Comparison& c = result->comparison;
    QVERIFY(!c.cases[caseIndex(c, "case_3")].reliable);
    QCOMPARE(result->pictures.size(), std::size_t(2)); // case_1 does not differ
    QCOMPARE(c.cases[result->pictures[0].caseIndex].key, std::string("case_3"));
    QCOMPARE(c.cases[result->pictures[1].caseIndex].key, std::string("case_2"));
    const std::vector<DifferencePicture>& first = result->pictures[0].pictures;
    QCOMPARE(first.size(), std::size_t(3));
    QVERIFY(!first[0].againstTruth && first[0].reference == 0 && first[0].other == 1);
    QVERIFY(first[1].againstTruth && first[1].other == 0);
    QVERIFY(first[2].againstTruth && first[2].other == 1);
    QCOMPARE(result->pictures[0].slice, c.cases[caseIndex(c, "case_3")].betweenMetrics(0, 1)->worstSlice);
    // With the report's choice the mirrored case is not among the worst (it is not comparable).
    auto worst = differencePictures(c, {3, PictureCases::Worst});
    QVERIFY(worst.ok());
    QCOMPARE(worst->size(), std::size_t(1));
    QCOMPARE(c.cases[worst->front().caseIndex].key, std::string("case_2"));
}

void TestCompareRequest::anUnreadableFileIsThePicturesError()
{
    QTemporaryDir dir;
    const ComparisonResult result = shiftedWithPictures(dir, {});
    QVERIFY(result.pictures.empty()); // none asked for: nothing read
    QVERIFY(QFile::remove(dir.filePath("b/case_2.nii.gz")));
    auto pictures = differencePictures(result.comparison, {1, PictureCases::Worst});
    QVERIFY(pictures.ok() && pictures->size() == 1);
    const std::vector<DifferencePicture>& p = pictures->front().pictures;
    QVERIFY(p[0].made());
    QVERIFY(!p[1].made() && p[1].unreadable);
    QVERIFY2(p[1].error.find("case_2.nii.gz") != std::string::npos, p[1].error.c_str());
    QCOMPARE(p[1].map.voxelCount(), std::int64_t(0));
}

QTEST_GUILESS_MAIN(TestCompareRequest)
#include "tst_comparerequest.moc"
