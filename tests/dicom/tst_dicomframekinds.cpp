// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Enhanced multi-frame objects whose frames hold different kinds of values (magnitude and phase,
// real and imaginary, different units) are split into one volume per kind, as dcm2niix splits them;
// frames of one kind at repeated positions still stack into a 4D volume.
#include "dicomtestsupport.h"
#include "io/dicom/dicomreader.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>

using namespace scansleuth;
using testing::SyntheticSlice;

namespace {

// Four frames at two positions (slots 0, 1, 0, 1) of a synthetic enhanced MR object.
SyntheticSlice fourFrames()
{
    SyntheticSlice s;
    s.modality = "MR";
    s.imageType = "ORIGINAL\\PRIMARY\\M\\MIXED";
    s.frames = 4;
    s.frameGap = 3.0;
    s.frameSlot = {0, 1, 0, 1};
    return s;
}

} // namespace

class TestDicomFrameKinds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitsFramesOfDifferentKinds_data();
    void splitsFramesOfDifferentKinds();
};

void TestDicomFrameKinds::splitsFramesOfDifferentKinds_data()
{
    QTest::addColumn<QStringList>("frameTypes");
    QTest::addColumn<QStringList>("complex");
    QTest::addColumn<QStringList>("rescaleTypes");
    QTest::addColumn<QStringList>("kinds"); // one per expected volume, sorted
    QTest::addColumn<QStringList>("units"); // one per expected volume, in the order of `kinds`
    QTest::addColumn<int>("volumesEach");
    const QString m = "ORIGINAL\\PRIMARY\\M\\NONE", p = "ORIGINAL\\PRIMARY\\P\\NONE";
    QTest::addRow("magnitude and phase")
        << QStringList{m, m, p, p} << QStringList{"MAGNITUDE", "MAGNITUDE", "PHASE", "PHASE"} << QStringList{}
        << QStringList{"", "phase"} << QStringList{"", ""} << 1;
    QTest::addRow("phase named only by FrameType")
        << QStringList{m, m, p, p} << QStringList{} << QStringList{} << QStringList{"", "phase"}
        << QStringList{"", ""} << 1;
    QTest::addRow("real and imaginary")
        << QStringList{"ORIGINAL\\PRIMARY\\R\\NONE", "ORIGINAL\\PRIMARY\\R\\NONE",
                       "ORIGINAL\\PRIMARY\\I\\NONE", "ORIGINAL\\PRIMARY\\I\\NONE"}
        << QStringList{"REAL", "REAL", "IMAGINARY", "IMAGINARY"} << QStringList{}
        << QStringList{"imaginary", "real"} << QStringList{"", ""} << 1;
    QTest::addRow("same kind, different units")
        << QStringList{m, m, m, m} << QStringList{} << QStringList{"MS", "MS", "HZ", "HZ"}
        << QStringList{"", ""} << QStringList{"HZ", "MS"} << 1;
    // Control: one kind at repeated positions is a 4D series of two time points.
    QTest::addRow("magnitude only, two time points")
        << QStringList{m, m, m, m} << QStringList{} << QStringList{} << QStringList{""} << QStringList{""}
        << 2;
}

void TestDicomFrameKinds::splitsFramesOfDifferentKinds()
{
    QFETCH(QStringList, frameTypes);
    QFETCH(QStringList, complex);
    QFETCH(QStringList, rescaleTypes);
    QFETCH(QStringList, kinds);
    QFETCH(QStringList, units);
    QFETCH(int, volumesEach);
    QTemporaryDir dir;
    SyntheticSlice s = fourFrames();
    for (const QString& t : frameTypes)
        s.frameTypes.push_back(t.toStdString());
    for (const QString& c : complex)
        s.frameComplex.push_back(c.toStdString());
    // Phase frames carry the radian rescale scanners give them; magnitude frames the identity.
    for (int k = 0; k < 4; ++k) {
        const bool phase = frameTypes[k].contains("\\P\\");
        s.frameSlopes.push_back(phase ? 0.00153 : 1.0);
        s.frameIntercepts.push_back(phase ? -3.1416 : 0.0);
        if (!rescaleTypes.isEmpty())
            s.frameRescaleTypes.push_back(rescaleTypes[k].toStdString());
    }
    const std::string file = dir.path().toStdString() + "/enhanced.dcm";
    const std::string error = testing::writeSyntheticSlice(file, s);
    QVERIFY2(error.empty(), error.c_str());

    auto scan = io::scanDicom(file);
    QVERIFY(scan.ok());
    QCOMPARE(scan->series.size(), static_cast<std::size_t>(kinds.size()));
    std::vector<std::tuple<std::string, std::string, const io::DicomSeriesEntry*>> byKind;
    for (const auto& e : scan->series)
        byKind.emplace_back(e.info.imageKind, e.info.valueUnits, &e);
    std::sort(byKind.begin(), byKind.end());
    for (int i = 0; i < kinds.size(); ++i) {
        const io::DicomSeriesEntry& e = *std::get<2>(byKind[static_cast<std::size_t>(i)]);
        QCOMPARE(QString::fromStdString(e.info.imageKind), kinds[i]);
        QCOMPARE(QString::fromStdString(e.info.valueUnits), units[i]);
        auto image = io::loadDicomSeries(e);
        QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
        QCOMPARE(static_cast<int>(image->volumes.size()), volumesEach);
        QCOMPARE(image->geometry().size[2], std::int64_t{2});
        QCOMPARE(image->geometry().spacing[2], 3.0);
        // Each volume holds one kind: one rescale, no float conversion of mixed values.
        QVERIFY(!findFinding(image->findings, "dicom.rescale_varies"));
        QVERIFY(!findFinding(image->findings, "dicom.duplicate_positions"));
        if (kinds[i] == "phase")
            QCOMPARE(image->volumes.front().rescale().slope, 0.00153);
        if (kinds.size() > 1) {
            QVERIFY(findFinding(image->findings, "dicom.series_split"));
            if (!kinds[i].isEmpty())
                QVERIFY2(e.label.find("_" + kinds[i].toStdString()) != std::string::npos, e.label.c_str());
        }
    }
}

QTEST_APPLESS_MAIN(TestDicomFrameKinds)
#include "tst_dicomframekinds.moc"
