// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "demo/phantom.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace scansleuth;
using namespace scansleuth::volume;
using namespace scansleuth::demo;

namespace {

// The voxel whose centre is nearest to an LPS point (the demo has identity direction).
Index3 nearestVoxel(const Geometry& g, const Vec3& lps)
{
    const Vec3 index = patientToIndex(g, lps);
    return {std::llround(index[0]), std::llround(index[1]), std::llround(index[2])};
}

int labelAt(const DemoStudy& s, const Index3& i)
{
    return int(s.labels.storedValue(i[0], i[1], i[2]));
}

double huAt(const DemoStudy& s, const Index3& i)
{
    return s.ct.realValue(i[0], i[1], i[2]);
}

const DemoStudy& noiseFree()
{
    static const DemoStudy study = makeDemoStudy(0);
    return study;
}

const DemoStudy& noisy()
{
    static const DemoStudy study = makeDemoStudy(1);
    return study;
}

} // namespace

class TestDemoPhantom : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hasTheDocumentedGeometry();
    void listsEveryLabelPresent();
    void organInteriorsHaveTheirHu_data();
    void organInteriorsHaveTheirHu();
    void knownPoints_data();
    void knownPoints();
    void lungsOnlyInTheTopSlices();
    void noiseIsMildZeroMeanAndBounded();
    void sameSeedGivesSameBytes();
};

void TestDemoPhantom::hasTheDocumentedGeometry()
{
    const DemoStudy& s = noisy();
    const Geometry& g = s.ct.geometry();
    QCOMPARE(g.size, (Index3{256, 256, 96}));
    QCOMPARE(g.spacing, (Vec3{1.2, 1.2, 2.5}));
    QCOMPARE(g.origin, (Vec3{-153.0, -172.0, -402.5}));
    QCOMPARE(g.direction, identity3());
    QCOMPARE(axisCodes(g), std::string("LPS"));
    QVERIFY(s.labels.geometry() == g);
    QCOMPARE(s.ct.pixelType(), PixelType::Int16);
    QCOMPARE(s.labels.pixelType(), PixelType::UInt8);
    QCOMPARE(s.ct.rescale(), (Rescale{1.0, -1024.0}));
    QVERIFY(s.labels.rescale().isIdentity());
    // The volume is centred left-right on the patient's midline.
    QCOMPARE(indexToPatient(g, {127.5, 0, 0})[0], 0.0);
}

void TestDemoPhantom::listsEveryLabelPresent()
{
    const DemoStudy& s = noiseFree();
    std::set<int> listed;
    std::set<std::string> names;
    for (const Organ& o : s.organs) {
        QVERIFY(o.label > 0);
        listed.insert(o.label);
        names.insert(o.name);
        QVERIFY(o.name.find(' ') == std::string::npos);
    }
    QCOMPARE(listed.size(), s.organs.size());
    QCOMPARE(names.size(), s.organs.size());
    std::set<int> present;
    for (std::uint8_t l : s.labels.voxels<std::uint8_t>())
        present.insert(l);
    present.erase(0);
    QCOMPARE(present, listed);
    QCOMPARE(demoProbeVoxels().size(), s.organs.size());
}

void TestDemoPhantom::organInteriorsHaveTheirHu_data()
{
    QTest::addColumn<int>("organ");
    for (std::size_t n = 0; n < noiseFree().organs.size(); ++n)
        QTest::addRow("%s", noiseFree().organs[n].name.c_str()) << int(n);
}

void TestDemoPhantom::organInteriorsHaveTheirHu()
{
    QFETCH(int, organ);
    const Organ& o = noiseFree().organs[std::size_t(organ)];
    const Index3 probe = demoProbeVoxels()[std::size_t(organ)];
    double sum = 0;
    int count = 0;
    for (std::int64_t dk = -1; dk <= 1; ++dk)
        for (std::int64_t dj = -2; dj <= 2; ++dj)
            for (std::int64_t di = -2; di <= 2; ++di) {
                const Index3 i{probe[0] + di, probe[1] + dj, probe[2] + dk};
                QCOMPARE(labelAt(noiseFree(), i), o.label);
                QCOMPARE(huAt(noiseFree(), i), o.hu);
                QCOMPARE(labelAt(noisy(), i), o.label);
                QVERIFY(std::abs(huAt(noisy(), i) - o.hu) <= kDemoNoiseBoundHu);
                sum += huAt(noisy(), i);
                ++count;
            }
    QVERIFY2(std::abs(sum / count - o.hu) < 6.0, o.name.c_str());
}

void TestDemoPhantom::knownPoints_data()
{
    // Points in LPS mm; the first slice is at z = -402.5, the body centre at y = -20.
    QTest::addColumn<Vec3>("point");
    QTest::addColumn<int>("label");
    QTest::addColumn<double>("hu");
    QTest::addRow("air in a corner") << Vec3{-150, -170, -300} << 0 << -1000.0;
    QTest::addRow("air in front of the belly") << Vec3{0, -125, -300} << 0 << -1000.0;
    QTest::addRow("anterior subcutaneous fat") << Vec3{0, -112.5, -342.5} << 1 << -100.0;
    QTest::addRow("liver centre") << Vec3{-58, -28, -237.5} << 4 << 60.0;
    QTest::addRow("liver is on the patient's right") << Vec3{-80, -40, -237.5} << 4 << 60.0;
    QTest::addRow("spleen is on the patient's left") << Vec3{72, 5, -232.5} << 5 << 45.0;
    QTest::addRow("right kidney, upper pole") << Vec3{-60, 18, -282.5} << 6 << 30.0;
    QTest::addRow("left kidney, upper pole") << Vec3{60, 18, -272.5} << 7 << 30.0;
    QTest::addRow("right renal pelvis") << Vec3{-42, 18, -312.5} << 8 << 10.0;
    QTest::addRow("aorta left of the midline") << Vec3{15, -5, -352.5} << 9 << 40.0;
    QTest::addRow("vena cava right of the midline") << Vec3{-22, -4, -352.5} << 10 << 35.0;
    QTest::addRow("cancellous vertebral body") << Vec3{0, 25, -328.5} << 11 << 700.0;
    QTest::addRow("cortical rim, anterior") << Vec3{0, 10, -328.5} << 11 << 1200.0;
    QTest::addRow("right lung base") << Vec3{-65, -15, -172.5} << 12 << -850.0;
    QTest::addRow("left lung base") << Vec3{65, -15, -172.5} << 13 << -850.0;
}

void TestDemoPhantom::knownPoints()
{
    QFETCH(Vec3, point);
    QFETCH(int, label);
    QFETCH(double, hu);
    const Index3 i = nearestVoxel(noiseFree().ct.geometry(), point);
    QCOMPARE(labelAt(noiseFree(), i), label);
    QCOMPARE(huAt(noiseFree(), i), hu);
}

void TestDemoPhantom::lungsOnlyInTheTopSlices()
{
    const DemoStudy& s = noiseFree();
    std::int64_t lowest = -1;
    for (std::int64_t k = 0; k < 96 && lowest < 0; ++k)
        for (std::int64_t j = 0; j < 256 && lowest < 0; ++j)
            for (std::int64_t i = 0; i < 256; ++i)
                if (int l = labelAt(s, {i, j, k}); l == 12 || l == 13) {
                    lowest = k;
                    break;
                }
    QVERIFY(lowest >= 70);
    QVERIFY(lowest < 90);
}

void TestDemoPhantom::noiseIsMildZeroMeanAndBounded()
{
    const auto clean = noiseFree().ct.voxels<std::int16_t>();
    const auto noise = noisy().ct.voxels<std::int16_t>();
    double sum = 0, sumSquares = 0;
    int largest = 0;
    for (std::size_t n = 0; n < clean.size(); ++n) {
        const int d = noise[n] - clean[n];
        sum += d;
        sumSquares += double(d) * d;
        largest = std::max(largest, std::abs(d));
    }
    const double mean = sum / double(clean.size());
    const double sd = std::sqrt(sumSquares / double(clean.size()) - mean * mean);
    QVERIFY(std::abs(mean) < 0.05);
    QVERIFY(sd > 6.0 && sd < 8.0);
    QVERIFY(largest <= kDemoNoiseBoundHu);
}

void TestDemoPhantom::sameSeedGivesSameBytes()
{
    const DemoStudy again = makeDemoStudy(1);
    QVERIFY(again.ct.sameVoxels(noisy().ct));
    QVERIFY(again.labels.sameVoxels(noisy().labels));
    const DemoStudy other = makeDemoStudy(2);
    QVERIFY(!other.ct.sameVoxels(noisy().ct));
    QVERIFY(other.labels.sameVoxels(noisy().labels)); // the noise never moves a boundary
    QVERIFY(!noiseFree().ct.sameVoxels(noisy().ct));
}

QTEST_GUILESS_MAIN(TestDemoPhantom)
#include "tst_demo_phantom.moc"
