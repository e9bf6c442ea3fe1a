// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The difference map on the usable threads, with progress and cancel (issue 22: the case panel makes it on
// a worker that a newer label cancels), against a plain per-voxel loop written here; and the worst slice's
// disagreement centre found from that slice alone, against the centre of the whole map's slice.
#include "base/parallel.h"
#include "render/differencemap.h"

#include <QTest>

#include <cmath>

using namespace scansleuth;
using render::DifferenceClass;

namespace {
volume::Geometry grid()
{
    volume::Geometry g;
    g.size = {61, 37, 23}; // 51,911 voxels: no multiple of the map's pieces
    g.spacing = {0.7, 0.7, 2.0};
    return g;
}

// Labels 0..3 in a pattern that `shift` moves; `slope` 2 stores half the label (a rescaled map).
volume::Volume labels(int shift, volume::PixelType type = volume::PixelType::UInt8, double slope = 1)
{
    volume::Volume v = volume::Volume::allocate(type, grid()).value();
    v.setRescale({slope, 0});
    const auto size = grid().size;
    for (std::int64_t k = 0; k < size[2]; ++k)
        for (std::int64_t j = 0; j < size[1]; ++j)
            for (std::int64_t i = 0; i < size[0]; ++i) {
                const int label = static_cast<int>((i / 5 + j / 3 + k + shift) % 4);
                const auto n = static_cast<std::size_t>(v.linearIndex(i, j, k));
                volume::visitPixelType(type, [&](auto tag) {
                    using T = decltype(tag);
                    v.voxels<T>()[n] = static_cast<T>(label / slope);
                });
            }
    return v;
}

// The class of one voxel as the header states it, written out here.
std::uint8_t expected(std::int64_t a, std::int64_t b, std::int64_t label)
{
    const bool inA = label > 0 ? a == label : a != 0;
    const bool inB = label > 0 ? b == label : b != 0;
    if (inA && inB)
        return static_cast<std::uint8_t>(a == b ? DifferenceClass::Both : DifferenceClass::DifferentLabel);
    if (inA)
        return static_cast<std::uint8_t>(DifferenceClass::OnlyA);
    return static_cast<std::uint8_t>(inB ? DifferenceClass::OnlyB : DifferenceClass::None);
}
} // namespace

class TestRenderDifferenceMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { setThreadLimit(0); }
    void everyVoxelAsThePlainLoop_data();
    void everyVoxelAsThePlainLoop();
    void progressReachesTheEnd();
    void cancelStopsIt();
    void otherGridIsInvalid();
    void sliceCentreEqualsTheWholeMapsSlice();
};

void TestRenderDifferenceMap::everyVoxelAsThePlainLoop_data()
{
    QTest::addColumn<int>("threads");
    QTest::addColumn<qlonglong>("label");
    QTest::addColumn<bool>("rescaled");
    // uint8 against uint8 reads the stored values; against a rescaled int16 the label values.
    for (int threads : {1, 2, 5})
        for (qlonglong label : {0, 2, 300})
            for (bool rescaled : {false, true})
                QTest::addRow("%d threads, label %lld%s", threads, label, rescaled ? ", rescaled int16" : "")
                    << threads << label << rescaled;
}

void TestRenderDifferenceMap::everyVoxelAsThePlainLoop()
{
    QFETCH(int, threads);
    QFETCH(qlonglong, label);
    QFETCH(bool, rescaled);
    setThreadLimit(static_cast<std::size_t>(threads));
    const volume::Volume a = labels(0);
    const volume::Volume b =
        rescaled ? labels(1, volume::PixelType::Int16, 0.5) : labels(1, volume::PixelType::UInt8);
    auto map = render::differenceMap(a, b, label);
    QVERIFY(map);
    QCOMPARE(map->pixelType(), volume::PixelType::UInt8);
    const auto n = grid().size;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i) {
                const auto va = std::llround(a.realValue(i, j, k));
                const auto vb = std::llround(b.realValue(i, j, k));
                const auto got =
                    map->voxels<std::uint8_t>()[static_cast<std::size_t>(map->linearIndex(i, j, k))];
                if (got != expected(va, vb, label))
                    QFAIL(qPrintable(QStringLiteral("voxel %1,%2,%3").arg(i).arg(j).arg(k)));
            }
}

void TestRenderDifferenceMap::progressReachesTheEnd()
{
    double last = -1;
    bool increasing = true;
    const Progress progress([&](double f, const std::string&) {
        increasing = increasing && f >= last;
        last = f;
        return true;
    });
    QVERIFY(render::differenceMap(labels(0), labels(1), 0, {}, progress));
    QVERIFY(increasing);
    QCOMPARE(last, 1.0);
}

void TestRenderDifferenceMap::cancelStopsIt()
{
    const Progress cancel([](double, const std::string&) { return false; });
    auto map = render::differenceMap(labels(0), labels(1), 0, {}, cancel);
    QVERIFY(!map);
    QCOMPARE(map.error().kind, ErrorKind::Cancelled);
}

void TestRenderDifferenceMap::otherGridIsInvalid()
{
    volume::Geometry g = grid();
    g.size[2] = 22;
    const volume::Volume other = volume::Volume::allocate(volume::PixelType::UInt8, g).value();
    auto map = render::differenceMap(labels(0), other, 0);
    QVERIFY(!map);
    QCOMPARE(map.error().kind, ErrorKind::Invalid);
    QVERIFY(!render::disagreementCentre(labels(0), other, 3).has_value());
}

void TestRenderDifferenceMap::sliceCentreEqualsTheWholeMapsSlice()
{
    const volume::Volume a = labels(0), b = labels(1);
    const volume::Volume same = labels(0);
    const auto whole = render::differenceMap(a, b, 0);
    QVERIFY(whole);
    for (std::int64_t k : {0, 7, 22}) {
        const auto fromWhole = render::disagreementCentre(*whole, k);
        const auto fromSlice = render::disagreementCentre(a, b, k);
        QVERIFY(fromWhole && fromSlice);
        QCOMPARE((*fromSlice)[0], (*fromWhole)[0]);
        QCOMPARE((*fromSlice)[1], (*fromWhole)[1]);
        QCOMPARE((*fromSlice)[2], double(k));
        QVERIFY(!render::disagreementCentre(a, same, k).has_value()); // nothing differs
    }
    QVERIFY(!render::disagreementCentre(a, b, 23).has_value());
    QVERIFY(!render::disagreementCentre(a, b, -1).has_value());
}

QTEST_APPLESS_MAIN(TestRenderDifferenceMap)
#include "tst_render_differencemap.moc"
