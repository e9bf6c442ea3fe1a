// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "volume/volume.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace scansleuth;
using namespace scansleuth::volume;

class TestVolume : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allocateAndIndex();
    void allocationRefusals_data();
    void allocationRefusals();
    void reorientMovesVoxelsWithGeometry();
    void reorientToCanonicalIsIdempotent();
    void rangeAndNonFinite();
    void pixelTypeNames();
};

namespace {
Volume ramp(PixelType type, Geometry g)
{
    auto v = Volume::allocate(type, g);
    Q_ASSERT(v.ok());
    visitPixelType(type, [&](auto t) {
        using T = decltype(t);
        auto vox = v->voxels<T>();
        for (std::size_t n = 0; n < vox.size(); ++n)
            vox[n] = static_cast<T>(n);
    });
    return std::move(v).value();
}
} // namespace

void TestVolume::allocateAndIndex()
{
    Geometry g;
    g.size = {3, 4, 5};
    Volume v = ramp(PixelType::Int16, g);
    QCOMPARE(v.voxelCount(), 60);
    QCOMPARE(v.byteCount(), std::size_t{120});
    QCOMPARE(v.storedValue(2, 3, 4), 59.0);
    QCOMPARE(v.storedValue(1, 0, 0), 1.0);
    QCOMPARE(v.storedValue(0, 1, 0), 3.0);
    QCOMPARE(v.storedValue(0, 0, 1), 12.0);
    v.setRescale({2.0, -1024.0});
    QCOMPARE(v.realValue(1, 0, 0), -1022.0);
    auto copy = v.clone();
    QVERIFY(copy.ok());
    QVERIFY(copy->sameVoxels(v));
    QCOMPARE(copy->rescale(), v.rescale());
}

void TestVolume::allocationRefusals_data()
{
    QTest::addColumn<qlonglong>("nx");
    QTest::addColumn<qlonglong>("ny");
    QTest::addColumn<qlonglong>("nz");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("2^40 voxels") << qlonglong(1) << qlonglong(1) << (qlonglong(1) << 40)
                                 << "more than this machine has";
    QTest::addRow("overflowing product")
        << (qlonglong(1) << 30) << (qlonglong(1) << 30) << (qlonglong(1) << 30) << "too large";
    QTest::addRow("negative size") << qlonglong(-1) << qlonglong(4) << qlonglong(4) << "too large";
}

void TestVolume::allocationRefusals()
{
    QFETCH(qlonglong, nx);
    QFETCH(qlonglong, ny);
    QFETCH(qlonglong, nz);
    QFETCH(QString, fragment);
    Geometry g;
    g.size = {nx, ny, nz};
    auto v = Volume::allocate(PixelType::Float32, g);
    QVERIFY(!v.ok());
    QCOMPARE(v.error().kind, ErrorKind::TooLarge);
    QVERIFY2(QString::fromStdString(v.error().message).contains(fragment), v.error().message.c_str());
}

void TestVolume::reorientMovesVoxelsWithGeometry()
{
    Geometry g;
    g.size = {2, 3, 4};
    g.spacing = {1, 2, 3};
    g.direction = {
        {{0, 0, -1}, {1, 0, 0}, {0, 1, 0}}}; // PSR: axis 0 = +y (P), axis 1 = +z (S), axis 2 = -x (R)
    Volume v = ramp(PixelType::UInt16, g);
    auto c = reorientToCanonical(v);
    QVERIFY(c.ok());
    QCOMPARE(QString::fromStdString(axisCodes(c->geometry())), QStringLiteral("RAS"));
    QCOMPARE(c->geometry().size, (Index3{4, 2, 3}));
    // Every voxel keeps its world position and value.
    for (std::int64_t k = 0; k < 3; ++k)
        for (std::int64_t j = 0; j < 2; ++j)
            for (std::int64_t i = 0; i < 4; ++i) {
                Vec3 p = indexToPatient(c->geometry(), {double(i), double(j), double(k)});
                Vec3 src = patientToIndex(g, p);
                auto r = [](double x) {
                    return static_cast<std::int64_t>(std::lround(x));
                };
                QCOMPARE(c->storedValue(i, j, k), v.storedValue(r(src[0]), r(src[1]), r(src[2])));
            }
}

void TestVolume::reorientToCanonicalIsIdempotent()
{
    Geometry g;
    g.size = {4, 3, 2};
    g.direction = {{{-1, 0, 0}, {0, -1, 0}, {0, 0, 1}}};
    Volume v = ramp(PixelType::Float32, g);
    auto c = reorientToCanonical(v);
    QVERIFY(c.ok());
    QVERIFY(c->sameVoxels(v));
    QCOMPARE(c->geometry(), v.geometry());
}

void TestVolume::rangeAndNonFinite()
{
    Geometry g;
    g.size = {4, 1, 1};
    auto v = Volume::allocate(PixelType::Float32, g);
    QVERIFY(v.ok());
    auto vox = v->voxels<float>();
    vox[0] = -3.5f;
    vox[1] = std::numeric_limits<float>::quiet_NaN();
    vox[2] = 7.0f;
    vox[3] = std::numeric_limits<float>::infinity();
    QCOMPARE(nonFiniteCount(*v), 2);
    vox[3] = 1.0f;
    auto range = storedRange(*v);
    QCOMPARE(range.first, -3.5);
    QCOMPARE(range.second, 7.0);
}

void TestVolume::pixelTypeNames()
{
    for (PixelType t : {PixelType::UInt8, PixelType::Int8, PixelType::UInt16, PixelType::Int16,
                        PixelType::UInt32, PixelType::Int32, PixelType::Float32, PixelType::Float64}) {
        QCOMPARE(pixelTypeFromName(pixelTypeName(t)), std::optional<PixelType>(t));
    }
    QCOMPARE(bytesPerVoxel(PixelType::Float64), std::size_t{8});
    QVERIFY(!pixelTypeFromName("rgb24"));
}

QTEST_GUILESS_MAIN(TestVolume)
#include "tst_volume.moc"
