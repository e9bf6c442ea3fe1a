// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// segmentationMetrics() on synthetic label maps with exact answers (offset boxes, single voxels, empty
// labels), near-exact ones (concentric spheres), and against an O(n^2) surface distance on random blobs.
#include "compare/metrics/distancetransform.h"
#include "compare/metrics/segmentationmetrics.h"
#include "compare/metrics/segmentationmetricsjson.h"
#include "compare/metrics/valueruns.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <random>

using namespace scansleuth;
using namespace scansleuth::compare;
using volume::Geometry;
using volume::Index3;
using volume::Vec3;
using volume::Volume;

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

Geometry grid(Index3 size, Vec3 spacing = {1, 1, 1})
{
    Geometry g;
    g.size = size;
    g.spacing = spacing;
    return g;
}

Volume labelMap(const Geometry& g, const std::function<int(std::int64_t, std::int64_t, std::int64_t)>& label)
{
    Volume v = Volume::allocate(volume::PixelType::UInt8, g).value();
    auto voxels = v.voxels<std::uint8_t>();
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                voxels[v.linearIndex(i, j, k)] = std::uint8_t(label(i, j, k));
    return v;
}

// A box of label 1 from `lo` to `hi` inclusive.
Volume boxMap(const Geometry& g, Index3 lo, Index3 hi)
{
    return labelMap(g, [&](std::int64_t i, std::int64_t j, std::int64_t k) {
        return i >= lo[0] && i <= hi[0] && j >= lo[1] && j <= hi[1] && k >= lo[2] && k <= hi[2] ? 1 : 0;
    });
}

LabelMetrics metricsOf(const Volume& a, const Volume& b, std::int64_t label, double toleranceMm = 1.0)
{
    MetricsOptions options;
    options.labels = {label};
    options.nsdToleranceMm = toleranceMm;
    auto result = segmentationMetrics(a, b, options);
    if (!result)
        qFatal("segmentationMetrics failed: %s", result.error().message.c_str());
    return result->labels.front();
}

// The brute-force oracle: surface voxels by their definition, every pair's distance.
struct Oracle
{
    double hd = 0, hd95 = 0, assd = 0, nsd = 0;
};

std::vector<Index3> surfacePoints(const Volume& v, int label)
{
    const Index3 n = v.geometry().size;
    auto at = [&](std::int64_t i, std::int64_t j, std::int64_t k) {
        if (i < 0 || j < 0 || k < 0 || i >= n[0] || j >= n[1] || k >= n[2])
            return false;
        return v.voxels<std::uint8_t>()[v.linearIndex(i, j, k)] == label;
    };
    std::vector<Index3> points;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i)
                if (at(i, j, k) && (!at(i - 1, j, k) || !at(i + 1, j, k) || !at(i, j - 1, k) ||
                                    !at(i, j + 1, k) || !at(i, j, k - 1) || !at(i, j, k + 1)))
                    points.push_back({i, j, k});
    return points;
}

std::vector<double> bruteDistances(const std::vector<Index3>& from, const std::vector<Index3>& to,
                                   const Vec3& s)
{
    std::vector<double> out;
    for (const Index3& p : from) {
        double best = kInfinity;
        for (const Index3& q : to) {
            const double dx = double(p[0] - q[0]) * s[0], dy = double(p[1] - q[1]) * s[1],
                         dz = double(p[2] - q[2]) * s[2];
            best = std::min(best, std::sqrt(dx * dx + dy * dy + dz * dz));
        }
        out.push_back(best);
    }
    return out;
}

// numpy.percentile's default: the value at fractional rank q/100 * (n - 1), interpolated.
double numpyPercentile(std::vector<double> d, double q)
{
    std::sort(d.begin(), d.end());
    const double rank = q / 100.0 * double(d.size() - 1);
    const auto below = std::size_t(rank);
    const std::size_t above = std::min(below + 1, d.size() - 1);
    return d[below] + (rank - double(below)) * (d[above] - d[below]);
}

Oracle bruteForce(const Volume& a, const Volume& b, int label, double toleranceMm)
{
    const auto sa = surfacePoints(a, label), sb = surfacePoints(b, label);
    const Vec3 s = a.geometry().spacing;
    const auto ab = bruteDistances(sa, sb, s), ba = bruteDistances(sb, sa, s);
    Oracle o;
    double sum = 0;
    int within = 0;
    for (const auto* d : {&ab, &ba})
        for (double x : *d) {
            o.hd = std::max(o.hd, x);
            sum += x;
            within += x <= toleranceMm;
        }
    o.hd95 = std::max(numpyPercentile(ab, 95), numpyPercentile(ba, 95));
    o.assd = sum / double(ab.size() + ba.size());
    o.nsd = double(within) / double(ab.size() + ba.size());
    return o;
}

// Random blobs: a few overlapping balls of labels 1 and 2 in random places.
Volume blobs(const Geometry& g, std::mt19937& rng)
{
    std::uniform_real_distribution<double> centre(0.0, 1.0), radius(1.0, 4.0);
    struct Ball
    {
        double x, y, z, r;
        int label;
    };
    std::vector<Ball> balls;
    for (int n = 0; n < 5; ++n)
        balls.push_back({centre(rng) * double(g.size[0]), centre(rng) * double(g.size[1]),
                         centre(rng) * double(g.size[2]), radius(rng), 1 + n % 2});
    return labelMap(g, [&](std::int64_t i, std::int64_t j, std::int64_t k) {
        for (const Ball& b : balls)
            if (std::hypot(double(i) - b.x, double(j) - b.y, double(k) - b.z) <= b.r)
                return b.label;
        return 0;
    });
}

// The whole box's transform (squaredDistanceTransform) read at the queries.
std::vector<double> wholeTransformAt(const std::vector<std::int64_t>& features,
                                     const std::vector<std::int64_t>& queries, const Index3& size,
                                     const Vec3& spacing)
{
    std::vector<double> whole(std::size_t(size[0] * size[1] * size[2]), kInfinity);
    for (std::int64_t at : features)
        whole[std::size_t(at)] = 0.0;
    if (!squaredDistanceTransform(whole, size, spacing).ok())
        qFatal("squaredDistanceTransform failed");
    std::vector<double> values;
    for (std::int64_t at : queries)
        values.push_back(whole[std::size_t(at)]);
    return values;
}

} // namespace

class TestSegmentationMetrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void boxesOffsetAlongOneAxis_data();
    void boxesOffsetAlongOneAxis();
    void concentricSpheres_data();
    void concentricSpheres();
    void identicalMasksHaveZeroDistances();
    void singleVoxels();
    void maskTouchingTheBorderHasItsBorderAsSurface();
    void bothEmptyIsPerfectAgreement();
    void oneEmptyHasInfiniteDistances();
    void labelInOneMapOnlyIsListed();
    void rotatedGridKeepsDistances();
    void matchesBruteForceOnRandomBlobs_data();
    void matchesBruteForceOnRandomBlobs();
    void oneThreadGivesTheSameNumbers();
    void sparseDistancesEqualTheWholeTransform_data();
    void sparseDistancesEqualTheWholeTransform();
    void sparseDistancesKeepTheBitsOfTies_data();
    void sparseDistancesKeepTheBitsOfTies();
    void runEndFindsTheFirstOtherValue();
    void farSpuriousBlobMatchesBruteForce();
    void backgroundLabelTouchesEveryBorder();
    void firstBadVoxelIsReported();
    void mixedPixelTypesCompareByValue();
    void refusesBadInput_data();
    void refusesBadInput();
    void jsonWritesInfiniteAsNullWithFlag();
    void percentileIsNumpyLinear();
};

void TestSegmentationMetrics::boxesOffsetAlongOneAxis_data()
{
    QTest::addColumn<int>("axis");
    QTest::addColumn<int>("offset");
    QTest::addRow("z by 1, 2.5 mm slices") << 2 << 1;
    QTest::addRow("z by 3, 2.5 mm slices") << 2 << 3;
    QTest::addRow("x by 2, 0.8 mm columns") << 0 << 2;
    QTest::addRow("y by 4, 0.9 mm rows") << 1 << 4;
}

// Two 8-voxel cubes, B shifted along one axis: the farthest surface voxels are the shifted faces.
void TestSegmentationMetrics::boxesOffsetAlongOneAxis()
{
    QFETCH(int, axis);
    QFETCH(int, offset);
    const Geometry g = grid({20, 20, 20}, {0.8, 0.9, 2.5});
    Index3 lo{5, 5, 5}, hi{12, 12, 12};
    const Volume a = boxMap(g, lo, hi);
    lo[axis] += offset;
    hi[axis] += offset;
    const Volume b = boxMap(g, lo, hi);
    const double offsetMm = offset * g.spacing[axis];

    const LabelMetrics m = metricsOf(a, b, 1, offsetMm);
    QCOMPARE(m.voxelsA, 512);
    QCOMPARE(m.overlapVoxels, 64 * (8 - offset));
    QCOMPARE(m.dice, 2.0 * 64 * (8 - offset) / 1024.0);
    QCOMPARE(m.iou, 64.0 * (8 - offset) / (1024.0 - 64 * (8 - offset)));
    QVERIFY(std::abs(m.hausdorffMm - offsetMm) < 1e-12);
    QCOMPARE(m.volumeAMl, 512 * 0.8 * 0.9 * 2.5 / 1000.0);
    QCOMPARE(m.volumeDifferenceMl, 0.0);
    // Every distance is at most the offset, so the surface Dice at exactly that tolerance is 1...
    QCOMPARE(m.nsd, 1.0);
    // ...and just below it, the shifted faces fall out.
    QVERIFY(metricsOf(a, b, 1, offsetMm - 1e-9).nsd < 1.0);
    const Oracle o = bruteForce(a, b, 1, offsetMm);
    QVERIFY(std::abs(m.hd95Mm - o.hd95) < 1e-9);
    QVERIFY(std::abs(m.assdMm - o.assd) < 1e-9);
}

void TestSegmentationMetrics::concentricSpheres_data()
{
    QTest::addColumn<Vec3>("spacing");
    QTest::addRow("isotropic 1 mm") << Vec3{1, 1, 1};
    QTest::addRow("anisotropic 0.7 x 0.8 x 1.5 mm") << Vec3{0.7, 0.8, 1.5};
}

// Radii 10 and 14 mm about one centre, in physical space: HD95 and ASSD within a voxel of 4 mm.
void TestSegmentationMetrics::concentricSpheres()
{
    QFETCH(Vec3, spacing);
    const Geometry g = grid({48, 44, 24}, spacing);
    const Vec3 centre{24 * spacing[0], 22 * spacing[1], 12 * spacing[2]};
    auto sphere = [&](double r) {
        return labelMap(g, [&](std::int64_t i, std::int64_t j, std::int64_t k) {
            return std::hypot(double(i) * spacing[0] - centre[0], double(j) * spacing[1] - centre[1],
                              double(k) * spacing[2] - centre[2]) <= r
                       ? 1
                       : 0;
        });
    };
    const LabelMetrics m = metricsOf(sphere(10), sphere(14), 1);
    const double voxel = std::max({spacing[0], spacing[1], spacing[2]});
    QVERIFY2(std::abs(m.hd95Mm - 4.0) <= voxel, std::to_string(m.hd95Mm).c_str());
    QVERIFY2(std::abs(m.assdMm - 4.0) <= voxel, std::to_string(m.assdMm).c_str());
    QVERIFY(m.hausdorffMm >= m.hd95Mm);
    QVERIFY(std::abs(m.dice - 2.0 * 1000 / (1000 + 2744)) < 0.05); // the ball volumes
}

void TestSegmentationMetrics::identicalMasksHaveZeroDistances()
{
    const Geometry g = grid({16, 16, 16}, {0.5, 0.5, 3});
    const Volume a = boxMap(g, {2, 3, 4}, {9, 12, 10});
    const LabelMetrics m = metricsOf(a, a, 1);
    QCOMPARE(m.dice, 1.0);
    QCOMPARE(m.iou, 1.0);
    QCOMPARE(m.hausdorffMm, 0.0);
    QCOMPARE(m.hd95Mm, 0.0);
    QCOMPARE(m.assdMm, 0.0);
    QCOMPARE(m.nsd, 1.0);
}

void TestSegmentationMetrics::singleVoxels()
{
    const Geometry g = grid({10, 10, 10}, {0.5, 1, 2});
    const Volume a = boxMap(g, {2, 2, 2}, {2, 2, 2});
    const Volume b = boxMap(g, {5, 6, 4}, {5, 6, 4});
    const LabelMetrics same = metricsOf(a, a, 1);
    QCOMPARE(same.surfaceVoxelsA, 1);
    QCOMPARE(same.hausdorffMm, 0.0);
    const LabelMetrics apart = metricsOf(a, b, 1);
    const double expected = std::sqrt(1.5 * 1.5 + 4.0 * 4.0 + 4.0 * 4.0);
    QVERIFY(std::abs(apart.hausdorffMm - expected) < 1e-12);
    QVERIFY(std::abs(apart.hd95Mm - expected) < 1e-12);
    QVERIFY(std::abs(apart.assdMm - expected) < 1e-12);
    QCOMPARE(apart.dice, 0.0);
    QCOMPARE(apart.nsd, 0.0);
}

// Outside the image counts as background: a mask filling the image has its outer shell as surface.
void TestSegmentationMetrics::maskTouchingTheBorderHasItsBorderAsSurface()
{
    const Geometry g = grid({5, 6, 7}, {1, 1, 2});
    const Volume a = boxMap(g, {0, 0, 0}, {4, 5, 6});
    const Volume b = boxMap(g, {0, 0, 0}, {4, 5, 3});
    const LabelMetrics m = metricsOf(a, b, 1, 2.0);
    QCOMPARE(m.surfaceVoxelsA, 5 * 6 * 7 - 3 * 4 * 5);
    QCOMPARE(m.surfaceVoxelsB, 5 * 6 * 4 - 3 * 4 * 2);
    QVERIFY(std::abs(m.hausdorffMm - 6.0) < 1e-12); // A's top face (k 6) to B's (k 3)
    const Oracle o = bruteForce(a, b, 1, 2.0);
    QVERIFY(std::abs(m.hd95Mm - o.hd95) < 1e-9);
    QVERIFY(std::abs(m.assdMm - o.assd) < 1e-9);
    QVERIFY(std::abs(m.nsd - o.nsd) < 1e-12);
}

void TestSegmentationMetrics::bothEmptyIsPerfectAgreement()
{
    const Geometry g = grid({6, 6, 6});
    const Volume empty = labelMap(g, [](auto, auto, auto) { return 0; });
    const LabelMetrics m = metricsOf(empty, empty, 3);
    QVERIFY(m.bothEmpty());
    QCOMPARE(m.dice, 1.0);
    QCOMPARE(m.iou, 1.0);
    QCOMPARE(m.hausdorffMm, 0.0);
    QCOMPARE(m.hd95Mm, 0.0);
    QCOMPARE(m.assdMm, 0.0);
    QCOMPARE(m.nsd, 1.0);
    // Without a label list there is nothing to measure.
    QVERIFY(segmentationMetrics(empty, empty)->labels.empty());
}

void TestSegmentationMetrics::oneEmptyHasInfiniteDistances()
{
    const Geometry g = grid({6, 6, 6});
    const Volume empty = labelMap(g, [](auto, auto, auto) { return 0; });
    const Volume box = boxMap(g, {1, 1, 1}, {3, 3, 3});
    const LabelMetrics m = metricsOf(box, empty, 1);
    QVERIFY(m.bEmpty());
    QVERIFY(m.distancesInfinite());
    QCOMPARE(m.dice, 0.0);
    QCOMPARE(m.iou, 0.0);
    QCOMPARE(m.hausdorffMm, kInfinity);
    QCOMPARE(m.hd95Mm, kInfinity);
    QCOMPARE(m.assdMm, kInfinity);
    QCOMPARE(m.nsd, 0.0);
    QCOMPARE(m.volumeDifferenceMl, -27 / 1000.0);
    QVERIFY(metricsOf(empty, box, 1).aEmpty());
}

void TestSegmentationMetrics::labelInOneMapOnlyIsListed()
{
    const Geometry g = grid({8, 8, 8});
    const Volume a = labelMap(g, [](std::int64_t i, auto, auto) { return i < 3 ? 1 : i > 5 ? 4 : 0; });
    const Volume b = labelMap(g, [](std::int64_t i, auto, auto) { return i < 3 ? 1 : 0; });
    const auto result = segmentationMetrics(a, b);
    QVERIFY(result.ok());
    QCOMPARE(result->labels.size(), std::size_t(2));
    QCOMPARE(result->labels[0].label, 1);
    QCOMPARE(result->labels[0].dice, 1.0);
    QCOMPARE(result->labels[1].label, 4);
    QVERIFY(result->labels[1].bEmpty());
    QCOMPARE(result->find(4)->hausdorffMm, kInfinity);
    QVERIFY(result->find(2) == nullptr);
}

// Distances are in the voxel frame scaled by spacing: an orthonormal direction matrix cannot change them.
void TestSegmentationMetrics::rotatedGridKeepsDistances()
{
    Geometry g = grid({12, 12, 12}, {0.7, 1.1, 2});
    const LabelMetrics plain = metricsOf(boxMap(g, {2, 2, 2}, {6, 7, 5}), boxMap(g, {3, 2, 4}, {8, 7, 6}), 1);
    const double c = std::cos(0.3), s = std::sin(0.3);
    g.direction = {{{c, -s, 0}, {s, c, 0}, {0, 0, 1}}};
    g.origin = {-10, 4, 7};
    const LabelMetrics rotated =
        metricsOf(boxMap(g, {2, 2, 2}, {6, 7, 5}), boxMap(g, {3, 2, 4}, {8, 7, 6}), 1);
    QCOMPARE(rotated, plain);
}

void TestSegmentationMetrics::matchesBruteForceOnRandomBlobs_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<Vec3>("spacing");
    QTest::addColumn<double>("tolerance");
    for (int seed = 1; seed <= 6; ++seed)
        QTest::addRow("seed %d", seed) << seed << Vec3{0.6 + 0.1 * seed, 1.0, 0.5 + 0.4 * seed} << 0.5 * seed;
}

void TestSegmentationMetrics::matchesBruteForceOnRandomBlobs()
{
    QFETCH(int, seed);
    QFETCH(Vec3, spacing);
    QFETCH(double, tolerance);
    std::mt19937 rng(seed);
    const Geometry g = grid({14, 12, 10}, spacing);
    const Volume a = blobs(g, rng), b = blobs(g, rng);
    MetricsOptions options;
    options.nsdToleranceMm = tolerance;
    options.labels = {1, 2};
    const auto result = segmentationMetrics(a, b, options);
    QVERIFY(result.ok());
    int compared = 0;
    for (const LabelMetrics& m : result->labels) {
        if (m.voxelsA == 0 || m.voxelsB == 0)
            continue;
        ++compared;
        const Oracle o = bruteForce(a, b, int(m.label), tolerance);
        QVERIFY2(std::abs(m.hausdorffMm - o.hd) < 1e-9, std::to_string(m.hausdorffMm - o.hd).c_str());
        QVERIFY2(std::abs(m.hd95Mm - o.hd95) < 1e-9, std::to_string(m.hd95Mm - o.hd95).c_str());
        QVERIFY2(std::abs(m.assdMm - o.assd) < 1e-9, std::to_string(m.assdMm - o.assd).c_str());
        QVERIFY(std::abs(m.nsd - o.nsd) < 1e-12);
    }
    QVERIFY(compared > 0);
}

void TestSegmentationMetrics::oneThreadGivesTheSameNumbers()
{
    std::mt19937 rng(42);
    const Geometry g = grid({30, 26, 22}, {0.9, 0.9, 1.7});
    const Volume a = blobs(g, rng), b = blobs(g, rng);
    MetricsOptions options;
    options.maxThreads = 1;
    const auto serial = segmentationMetrics(a, b, options);
    options.maxThreads = 4;
    const auto parallel = segmentationMetrics(a, b, options);
    QVERIFY(serial.ok() && parallel.ok());
    QVERIFY(!serial->labels.empty());
    QCOMPARE(*parallel, *serial);
}

void TestSegmentationMetrics::sparseDistancesEqualTheWholeTransform_data()
{
    QTest::addColumn<Index3>("size");
    QTest::addColumn<double>("featureShare");
    QTest::addColumn<int>("featureSlices"); // features in slices k < this only (0: all)
    QTest::addRow("13 x 11 x 9, dense") << Index3{13, 11, 9} << 0.2 << 0;
    QTest::addRow("13 x 11 x 9, sparse") << Index3{13, 11, 9} << 0.01 << 0;
    QTest::addRow("features in the first two slices") << Index3{9, 8, 12} << 0.1 << 2;
    QTest::addRow("one feature") << Index3{10, 7, 6} << 0.0 << 0;
    QTest::addRow("a row") << Index3{17, 1, 1} << 0.1 << 0;
    QTest::addRow("a column along z") << Index3{1, 1, 19} << 0.1 << 0;
    QTest::addRow("one voxel") << Index3{1, 1, 1} << 1.0 << 0;
    QTest::addRow("a plane") << Index3{12, 1, 9} << 0.05 << 0;
}

// squaredDistancesAt gives the whole transform's values at the queries, bit for bit, on any thread count.
void TestSegmentationMetrics::sparseDistancesEqualTheWholeTransform()
{
    QFETCH(Index3, size);
    QFETCH(double, featureShare);
    QFETCH(int, featureSlices);
    const std::int64_t count = size[0] * size[1] * size[2], plane = size[0] * size[1];
    const std::int64_t featureEnd = featureSlices > 0 ? featureSlices * plane : count;
    for (int seed = 1; seed <= 5; ++seed) {
        std::mt19937 rng(seed);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        const Vec3 spacing{0.5 + unit(rng), 0.5 + unit(rng), 0.5 + 3 * unit(rng)};
        std::vector<std::int64_t> features, queries;
        for (std::int64_t at = 0; at < count; ++at) {
            if (at < featureEnd && unit(rng) < featureShare)
                features.push_back(at);
            if (unit(rng) < 0.3)
                queries.push_back(at);
        }
        if (features.empty())
            features.push_back(std::int64_t(unit(rng) * double(featureEnd)));
        const std::vector<double> expected = wholeTransformAt(features, queries, size, spacing);
        for (std::size_t threads : {std::size_t(1), std::size_t(3)}) {
            const auto sparse = squaredDistancesAt(features, queries, size, spacing, threads);
            QVERIFY(sparse.ok());
            QVERIFY2(*sparse == expected, ("seed " + std::to_string(seed)).c_str()); // exact, not fuzzy
        }
    }
    const auto none = squaredDistancesAt({}, std::vector<std::int64_t>{0, 1}, size, {1, 1, 1});
    QVERIFY(none.ok());
    QCOMPARE(*none, (std::vector<double>{kInfinity, kInfinity}));
}

void TestSegmentationMetrics::sparseDistancesKeepTheBitsOfTies_data()
{
    QTest::addColumn<Vec3>("spacing");
    QTest::addRow("isotropic 1 mm") << Vec3{1, 1, 1};
    QTest::addRow("isotropic 0.7 mm") << Vec3{0.7, 0.7, 0.7};
    QTest::addRow("0.8 x 0.8 x 2.5 mm") << Vec3{0.8, 0.8, 2.5};
    QTest::addRow("0.5 x 0.5 x 1 mm") << Vec3{0.5, 0.5, 1.0};
    QTest::addRow("1 x 2 x 3 mm") << Vec3{1, 2, 3};
    QTest::addRow("0.9765625 x 0.9765625 x 5 mm") << Vec3{0.9765625, 0.9765625, 5.0};
}

// Offsets such as (5, 0) and (3, 4) are as far in real numbers and a rounding apart in floating point: the
// sparse transform must give the whole transform's bits there too. Surfaces of random balls against
// surfaces of other random balls (most distances a few voxels, many exact ties), a blob far from the
// other, a single feature voxel and dense random features.
void TestSegmentationMetrics::sparseDistancesKeepTheBitsOfTies()
{
    QFETCH(Vec3, spacing);
    const Index3 size{34, 30, 22};
    const std::int64_t count = size[0] * size[1] * size[2];
    const auto surfaceOf = [&](const std::vector<char>& inside) {
        const auto in = [&](std::int64_t i, std::int64_t j, std::int64_t k) {
            return i >= 0 && j >= 0 && k >= 0 && i < size[0] && j < size[1] && k < size[2] &&
                   inside[std::size_t((k * size[1] + j) * size[0] + i)];
        };
        std::vector<std::int64_t> points;
        for (std::int64_t k = 0; k < size[2]; ++k)
            for (std::int64_t j = 0; j < size[1]; ++j)
                for (std::int64_t i = 0; i < size[0]; ++i)
                    if (in(i, j, k) && (!in(i - 1, j, k) || !in(i + 1, j, k) || !in(i, j - 1, k) ||
                                        !in(i, j + 1, k) || !in(i, j, k - 1) || !in(i, j, k + 1)))
                        points.push_back((k * size[1] + j) * size[0] + i);
        return points;
    };
    std::int64_t compared = 0;
    for (int seed = 1; seed <= 12; ++seed) {
        std::mt19937 rng{std::uint32_t(seed)};
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        // Balls around shared centres, the second set's radii and centres a little off the first's; cases
        // 3 and 7 of each 4 move the second set to one corner, far from the first.
        const auto balls = [&](double shift, double corner) {
            std::vector<char> inside(std::size_t(count), 0);
            for (int n = 0; n < 3; ++n) {
                const double x = corner > 0 ? 3 : 6 + unit(rng) * double(size[0] - 12) + shift * unit(rng);
                const double y = corner > 0 ? 3 : 6 + unit(rng) * double(size[1] - 12) + shift * unit(rng);
                const double z = corner > 0 ? 2 : 4 + unit(rng) * double(size[2] - 8) + shift * unit(rng);
                const double r = corner > 0 ? 1.5 : 3 + 6 * unit(rng);
                for (std::int64_t at = 0; at < count; ++at) {
                    const double i = double(at % size[0]), j = double(at / size[0] % size[1]),
                                 k = double(at / (size[0] * size[1]));
                    if (std::hypot(i - x, j - y, k - z) <= r)
                        inside[std::size_t(at)] = 1;
                }
            }
            return inside;
        };
        std::vector<std::int64_t> features, queries;
        if (seed % 4 == 1) { // one feature voxel, every voxel a query
            features.push_back(std::int64_t(unit(rng) * double(count)));
            for (std::int64_t at = 0; at < count; ++at)
                queries.push_back(at);
        } else if (seed % 4 == 2) { // dense random features, every voxel a query
            for (std::int64_t at = 0; at < count; ++at) {
                if (unit(rng) < 0.02)
                    features.push_back(at);
                queries.push_back(at);
            }
        } else {
            features = surfaceOf(balls(0.0, 0.0));
            queries = surfaceOf(balls(3.0, seed % 4 == 3 && seed > 4 ? 1.0 : 0.0));
        }
        if (features.empty())
            features.push_back(0);
        const std::vector<double> expected = wholeTransformAt(features, queries, size, spacing);
        for (std::size_t threads : {std::size_t(1), std::size_t(2)}) {
            const auto sparse = squaredDistancesAt(features, queries, size, spacing, threads);
            QVERIFY(sparse.ok());
            QCOMPARE(sparse->size(), expected.size());
            for (std::size_t n = 0; n < expected.size(); ++n) {
                if (std::memcmp(&(*sparse)[n], &expected[n], sizeof(double)) != 0)
                    QFAIL(("seed " + std::to_string(seed) + ", query " + std::to_string(queries[n]) + ": " +
                           std::to_string((*sparse)[n]) + " instead of " + std::to_string(expected[n]))
                              .c_str());
            }
            compared += std::int64_t(expected.size());
        }
    }
    QVERIFY(compared > 100000);
}

// runEnd against a loop that compares value by value: long runs with single values off the run at random
// places (every offset within the 64- and 8-byte blocks), -0.0 among 0.0 (other bytes, same value), from
// every start.
template <typename T> void checkRunEnds(std::mt19937& rng)
{
    std::uniform_int_distribution<int> percent(0, 99);
    for (int trial = 0; trial < 40; ++trial) {
        std::vector<T> data(std::size_t(1 + percent(rng) * 3), T(0));
        for (T& v : data) {
            const int p = percent(rng);
            if constexpr (std::is_floating_point_v<T>) {
                if (p < 10)
                    v = T(-0.0);
            }
            if (p >= 100 - trial / 4)
                v = T(1 + p % 3);
        }
        const auto n = std::int64_t(data.size());
        for (std::int64_t i = 0; i < n; ++i) {
            std::int64_t expected = i;
            while (expected < n && data[std::size_t(expected)] == data[std::size_t(i)])
                ++expected;
            if (runEnd(data.data(), i, n, data[std::size_t(i)]) != expected)
                QFAIL(("trial " + std::to_string(trial) + ", from " + std::to_string(i)).c_str());
        }
    }
}

void TestSegmentationMetrics::runEndFindsTheFirstOtherValue()
{
    std::mt19937 rng{7};
    checkRunEnds<std::uint8_t>(rng);
    checkRunEnds<std::int16_t>(rng);
    checkRunEnds<std::int32_t>(rng);
    checkRunEnds<float>(rng);
    checkRunEnds<double>(rng);
}

// A false positive far from the label stretches its box: most slices and columns of the box then hold
// no surface at all.
void TestSegmentationMetrics::farSpuriousBlobMatchesBruteForce()
{
    const Geometry g = grid({24, 20, 30}, {0.8, 0.8, 2.5});
    const auto organ = [](std::int64_t i, std::int64_t j, std::int64_t k) {
        return std::hypot(double(i) - 5, double(j) - 5, double(k) - 5) <= 4;
    };
    const Volume a =
        labelMap(g, [&](std::int64_t i, std::int64_t j, std::int64_t k) { return organ(i, j, k) ? 3 : 0; });
    const Volume b = labelMap(g, [&](std::int64_t i, std::int64_t j, std::int64_t k) {
        return organ(i + 1, j, k) || std::hypot(double(i) - 20, double(j) - 16, double(k) - 26) <= 1.5 ? 3
                                                                                                       : 0;
    });
    const LabelMetrics m = metricsOf(a, b, 3, 1.0);
    const Oracle o = bruteForce(a, b, 3, 1.0);
    QVERIFY2(std::abs(m.hausdorffMm - o.hd) < 1e-9, std::to_string(m.hausdorffMm - o.hd).c_str());
    QVERIFY2(std::abs(m.hd95Mm - o.hd95) < 1e-9, std::to_string(m.hd95Mm - o.hd95).c_str());
    QVERIFY(std::abs(m.assdMm - o.assd) < 1e-9);
    QVERIFY(std::abs(m.nsd - o.nsd) < 1e-12);
}

// Label 0, asked for by name: its box is the whole image, so its surface runs along every border. The
// same map stored as float32 gives the same numbers.
void TestSegmentationMetrics::backgroundLabelTouchesEveryBorder()
{
    std::mt19937 rng(7);
    const Geometry g = grid({11, 9, 8}, {0.7, 1.1, 1.9});
    const Volume a = blobs(g, rng), b = blobs(g, rng);
    MetricsOptions options;
    options.labels = {0, 1};
    const auto bytes = segmentationMetrics(a, b, options);
    QVERIFY(bytes.ok());
    const Oracle o = bruteForce(a, b, 0, 1.0);
    const LabelMetrics& m = bytes->labels.front();
    QCOMPARE(m.surfaceVoxelsA, std::int64_t(surfacePoints(a, 0).size()));
    QCOMPARE(m.surfaceVoxelsB, std::int64_t(surfacePoints(b, 0).size()));
    QVERIFY(std::abs(m.hausdorffMm - o.hd) < 1e-9);
    QVERIFY(std::abs(m.hd95Mm - o.hd95) < 1e-9);
    QVERIFY(std::abs(m.assdMm - o.assd) < 1e-9);
    Volume floats = Volume::allocate(volume::PixelType::Float32, g).value();
    for (std::int64_t at = 0; at < g.voxelCount(); ++at)
        floats.voxels<float>()[std::size_t(at)] = float(b.voxels<std::uint8_t>()[std::size_t(at)]);
    const auto mixed = segmentationMetrics(a, floats, options);
    QVERIFY(mixed.ok());
    QCOMPARE(*mixed, *bytes);
}

// Slices are scanned in parallel, yet the error names the first bad voxel in storage order.
void TestSegmentationMetrics::firstBadVoxelIsReported()
{
    const Geometry g = grid({8, 8, 40});
    const Volume a = boxMap(g, {1, 1, 1}, {3, 3, 3});
    Volume b = Volume::allocate(volume::PixelType::Float32, g).value();
    std::fill(b.voxels<float>().begin(), b.voxels<float>().end(), 1.0f);
    b.voxels<float>()[b.linearIndex(5, 2, 37)] = 2.5f;
    b.voxels<float>()[b.linearIndex(6, 4, 3)] = 0.25f;
    MetricsOptions options;
    options.maxThreads = 4;
    const auto result = segmentationMetrics(a, b, options);
    QVERIFY(!result.ok());
    QVERIFY2(QString::fromStdString(result.error().message).contains("(0.25)"),
             result.error().message.c_str());
    QCOMPARE(result.error().detail, "voxel " + std::to_string(b.linearIndex(6, 4, 3)));
}

// An int16 prediction against a uint8 ground truth: labels are values, not bytes.
void TestSegmentationMetrics::mixedPixelTypesCompareByValue()
{
    const Geometry g = grid({8, 8, 8});
    const Volume a = boxMap(g, {1, 1, 1}, {4, 4, 4});
    Volume b = Volume::allocate(volume::PixelType::Int16, g).value();
    for (std::int64_t k = 0; k < 8; ++k)
        for (std::int64_t j = 0; j < 8; ++j)
            for (std::int64_t i = 0; i < 8; ++i)
                b.voxels<std::int16_t>()[b.linearIndex(i, j, k)] =
                    i >= 1 && i <= 4 && j >= 1 && j <= 4 && k >= 1 && k <= 4 ? 1 : -3;
    const auto result = segmentationMetrics(a, b);
    QVERIFY(result.ok());
    QCOMPARE(result->labels.size(), std::size_t(2)); // -3 is a label of B only
    QCOMPARE(result->labels[0].label, -3);
    QVERIFY(result->labels[0].aEmpty());
    QCOMPARE(result->labels[1].dice, 1.0);
}

void TestSegmentationMetrics::refusesBadInput_data()
{
    QTest::addColumn<QString>("problem");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("shifted origin") << "origin" << int(ErrorKind::Invalid) << "not on the same voxel grid";
    QTest::addRow("other size") << "size" << int(ErrorKind::Invalid) << "not on the same voxel grid";
    QTest::addRow("fractional label") << "fraction" << int(ErrorKind::Invalid) << "not a whole number";
    QTest::addRow("NaN label") << "nan" << int(ErrorKind::Invalid) << "not a whole number";
    QTest::addRow("negative tolerance") << "tolerance" << int(ErrorKind::Invalid) << "tolerance";
    QTest::addRow("sheared directions") << "shear" << int(ErrorKind::Unsupported) << "not orthonormal";
}

void TestSegmentationMetrics::refusesBadInput()
{
    QFETCH(QString, problem);
    QFETCH(int, kind);
    QFETCH(QString, fragment);
    Geometry ga = grid({6, 6, 6}), gb = ga;
    MetricsOptions options;
    if (problem == "origin")
        gb.origin[2] = 2.0;
    if (problem == "size")
        gb.size[0] = 7;
    if (problem == "tolerance")
        options.nsdToleranceMm = -1;
    if (problem == "shear")
        ga.direction[0][1] = gb.direction[0][1] = 0.5;
    const Volume a = boxMap(ga, {1, 1, 1}, {3, 3, 3});
    Volume b = boxMap(gb, {1, 1, 1}, {3, 3, 3});
    if (problem == "fraction") {
        b = Volume::allocate(volume::PixelType::Float32, gb).value();
        std::fill(b.voxels<float>().begin(), b.voxels<float>().end(), 0.5f);
    }
    if (problem == "nan") {
        b = Volume::allocate(volume::PixelType::Float64, gb).value();
        std::fill(b.voxels<double>().begin(), b.voxels<double>().end(), 0.0);
        b.voxels<double>()[b.linearIndex(2, 3, 4)] = std::nan("");
    }
    const auto result = segmentationMetrics(a, b, options);
    QVERIFY(!result.ok());
    QCOMPARE(int(result.error().kind), kind);
    QVERIFY2(QString::fromStdString(result.error().message).contains(fragment),
             result.error().message.c_str());
}

void TestSegmentationMetrics::jsonWritesInfiniteAsNullWithFlag()
{
    const Geometry g = grid({6, 6, 6}, {0.5, 0.5, 2});
    const Volume a = boxMap(g, {1, 1, 1}, {2, 2, 2});
    const Volume empty = labelMap(g, [](auto, auto, auto) { return 0; });
    MetricsOptions options;
    options.labels = {1, 2};
    const nlohmann::json j = toJson(segmentationMetrics(a, empty, options).value());
    QCOMPARE(j["version"].get<int>(), 1);
    const nlohmann::json& one = j["labels"][0];
    QVERIFY(one["hausdorff_mm"].is_null());
    QVERIFY(one["hd95_mm"].is_null());
    QVERIFY(one["assd_mm"].is_null());
    QCOMPARE(one["dice"].get<double>(), 0.0);
    QCOMPARE(one["volume_a_ml"].get<double>(), 8 * 0.5 / 1000.0);
    QVERIFY(one["flags"] == nlohmann::json({"b_empty", "distances_infinite"}));
    QVERIFY(j["labels"][1]["flags"] == nlohmann::json::array({"both_empty"}));
    QCOMPARE(j["labels"][1]["hausdorff_mm"].get<double>(), 0.0);
    const std::string text = j.dump();
    QVERIFY(text.find("NaN") == std::string::npos && text.find("Infinity") == std::string::npos);
    QVERIFY(text.find("\"hausdorff_mm\":null") != std::string::npos);
    QVERIFY(text.find("\"voxel_volume_ml\":0.0005") != std::string::npos);
}

void TestSegmentationMetrics::percentileIsNumpyLinear()
{
    // numpy.percentile([1, 2, 3, 4, 10], 95) == 8.8; ([5], 95) == 5.
    QVERIFY(std::abs(linearPercentile({10, 1, 3, 2, 4}, 95) - 8.8) < 1e-12);
    QCOMPARE(linearPercentile({5}, 95), 5.0);
    QCOMPARE(linearPercentile({}, 95), 0.0);
}

QTEST_GUILESS_MAIN(TestSegmentationMetrics)
#include "tst_segmentationmetrics.moc"
