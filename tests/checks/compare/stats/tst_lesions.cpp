// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Lesion-wise detection on masks built in code: exact component counts, matches and volumes.
#include "compare/stats/comparestatsjson.h"
#include "compare/stats/lesions.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace scansleuth;
using namespace scansleuth::compare;
using volume::Volume;

namespace {

// A zeroed uint8 volume of n^3 voxels with the given spacing (mm).
Volume emptyVolume(std::int64_t n, double spacing = 1.0)
{
    volume::Geometry g;
    g.size = {n, n, n};
    g.spacing = {spacing, spacing, spacing};
    auto v = Volume::allocate(volume::PixelType::UInt8, g);
    Q_ASSERT(v.ok());
    std::memset(v->bytes(), 0, v->byteCount());
    return std::move(v).value();
}

// Sets the cube [x0, x0+edge) x [y0, ...) x [z0, ...) to `value`.
void paintCube(Volume& v, std::int64_t x0, std::int64_t y0, std::int64_t z0, std::int64_t edge,
               std::uint8_t value = 1)
{
    auto voxels = v.voxels<std::uint8_t>();
    for (std::int64_t z = z0; z < z0 + edge; ++z)
        for (std::int64_t y = y0; y < y0 + edge; ++y)
            for (std::int64_t x = x0; x < x0 + edge; ++x)
                voxels[static_cast<std::size_t>(v.linearIndex(x, y, z))] = value;
}

// Reference labelling by breadth-first flood fill: slow and obviously right. Returns the component count and
// checks that `labels` puts two voxels in one component exactly when the flood fill does.
bool floodFillAgrees(const std::vector<std::uint8_t>& mask, const volume::Index3& size,
                     Connectivity connectivity, const Components& c)
{
    std::vector<std::int64_t> reference(mask.size(), 0);
    std::int64_t count = 0;
    std::vector<std::uint32_t> referenceToLabel(1, 0);
    for (std::size_t seed = 0; seed < mask.size(); ++seed) {
        if (!mask[seed] || reference[seed] != 0)
            continue;
        ++count;
        referenceToLabel.push_back(c.labels[seed]);
        std::vector<std::size_t> queue{seed};
        reference[seed] = count;
        while (!queue.empty()) {
            const std::size_t i = queue.back();
            queue.pop_back();
            if (c.labels[i] != referenceToLabel[static_cast<std::size_t>(count)])
                return false;
            const std::int64_t x = std::int64_t(i) % size[0], y = std::int64_t(i) / size[0] % size[1],
                               z = std::int64_t(i) / size[0] / size[1];
            for (int dz = -1; dz <= 1; ++dz)
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const int steps = std::abs(dx) + std::abs(dy) + std::abs(dz);
                        if (steps == 0 || (connectivity == Connectivity::Faces && steps != 1))
                            continue;
                        const std::int64_t nx = x + dx, ny = y + dy, nz = z + dz;
                        if (nx < 0 || ny < 0 || nz < 0 || nx >= size[0] || ny >= size[1] || nz >= size[2])
                            continue;
                        const auto n = static_cast<std::size_t>(nx + size[0] * (ny + size[1] * nz));
                        if (mask[n] && reference[n] == 0) {
                            reference[n] = count;
                            queue.push_back(n);
                        }
                    }
        }
    }
    // Distinct flood-fill components must have distinct labels, and the count must agree.
    std::vector<std::uint32_t> labels(referenceToLabel.begin() + 1, referenceToLabel.end());
    std::sort(labels.begin(), labels.end());
    return std::adjacent_find(labels.begin(), labels.end()) == labels.end() && count == std::int64_t(c.count);
}

} // namespace

class TestLesions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twoCubesFoundAndOneFalsePositive()
    {
        Volume truth = emptyVolume(20, 2.0); // 8 mm^3 a voxel
        paintCube(truth, 1, 1, 1, 4);
        paintCube(truth, 10, 10, 10, 5);
        Volume prediction = emptyVolume(20, 2.0);
        paintCube(prediction, 2, 2, 2, 4);    // overlaps the first cube
        paintCube(prediction, 11, 10, 10, 3); // inside the second
        paintCube(prediction, 1, 15, 15, 2);  // nothing there
        const auto d = detectLesions(prediction, truth);
        QVERIFY(d.ok());
        QCOMPARE(d->truePositives, 2);
        QCOMPARE(d->falsePositives, 1);
        QCOMPARE(d->falseNegatives, 0);
        QCOMPARE(d->matchedPredicted, 2);
        QVERIFY(std::abs(d->precision - 2.0 / 3.0) < 1e-12);
        QCOMPARE(d->recall, 1.0);
        QVERIFY(std::abs(d->f1 - 0.8) < 1e-12);
        QCOMPARE(d->truth.size(), std::size_t(2));
        QCOMPARE(d->truth[0].voxels, 64);
        QCOMPARE(d->truth[0].volumeMl, 64 * 8.0 / 1000.0);
        QCOMPARE(d->truth[1].volumeMl, 125 * 8.0 / 1000.0);
        QCOMPARE(d->predicted[2].matched, false);
        QCOMPARE(d->predicted[2].bestIoU, 0.0);
        QCOMPARE(d->predicted[1].bestIoU, 27.0 / 125.0);
    }

    void iouThresholdTurnsSmallOverlapIntoMiss()
    {
        Volume truth = emptyVolume(10);
        paintCube(truth, 0, 0, 0, 4);
        Volume prediction = emptyVolume(10);
        paintCube(prediction, 3, 3, 3, 4); // one shared voxel: IoU 1/127
        LesionOptions options;
        QCOMPARE(detectLesions(prediction, truth, 1.0, options)->truePositives, 1);
        options.minIoU = 0.1;
        const auto d = detectLesions(prediction, truth, 1.0, options);
        QCOMPARE(d->truePositives, 0);
        QCOMPARE(d->falsePositives, 1);
        QCOMPARE(d->falseNegatives, 1);
        QCOMPARE(d->f1, 0.0);
    }

    void connectivity_data()
    {
        QTest::addColumn<int>("connectivity");
        QTest::addColumn<int>("components");
        QTest::addRow("26: corner neighbours join") << int(Connectivity::Corners) << 1;
        QTest::addRow("6: corner neighbours stay apart") << int(Connectivity::Faces) << 3;
    }

    void connectivity()
    {
        QFETCH(int, connectivity);
        QFETCH(int, components);
        // (0,0,0), (1,1,1) share a corner; (2,2,1) shares an edge with (1,1,1).
        const volume::Index3 size{3, 3, 2};
        std::vector<std::uint8_t> mask(18, 0);
        mask[0] = 1;
        mask[1 + 3 * (1 + 3 * 1)] = 1;
        mask[2 + 3 * (2 + 3 * 1)] = 1;
        const auto c = labelComponents(mask, size, static_cast<Connectivity>(connectivity));
        QVERIFY(c.ok());
        QCOMPARE(int(c->count), components);
        QCOMPARE(c->labels[0], 1u);
    }

    void checkerboardIsOneLesionWith26AndManyWith6()
    {
        const volume::Index3 size{16, 16, 16};
        std::vector<std::uint8_t> mask(16 * 16 * 16);
        for (std::size_t i = 0; i < mask.size(); ++i)
            mask[i] = (i % 16 + i / 16 % 16 + i / 256) % 2 == 0 ? 1 : 0;
        QCOMPARE(labelComponents(mask, size, Connectivity::Corners)->count, 1u);
        QCOMPARE(labelComponents(mask, size, Connectivity::Faces)->count, 2048u);
    }

    void randomMasksAgreeWithFloodFill_data()
    {
        QTest::addColumn<int>("connectivity");
        QTest::addColumn<int>("percentFilled");
        for (int percent : {10, 30, 50})
            for (int conn : {6, 26})
                QTest::addRow("%d%% filled, %d-connected", percent, conn) << conn << percent;
    }

    void randomMasksAgreeWithFloodFill()
    {
        QFETCH(int, connectivity);
        QFETCH(int, percentFilled);
        const volume::Index3 size{23, 17, 11}; // unequal sides catch swapped strides
        std::vector<std::uint8_t> mask(23 * 17 * 11);
        std::uint64_t state = 12345u + std::uint64_t(percentFilled);
        for (auto& m : mask) {
            state = state * 6364136223846793005ull + 1442695040888963407ull; // Knuth's MMIX LCG
            m = (state >> 33) % 100 < std::uint64_t(percentFilled) ? 1 : 0;
        }
        const auto conn = static_cast<Connectivity>(connectivity);
        const auto c = labelComponents(mask, size, conn);
        QVERIFY(c.ok());
        QVERIFY(floodFillAgrees(mask, size, conn, *c));
        std::int64_t total = 0;
        for (std::int64_t v : c->voxels)
            total += v;
        QCOMPARE(total, std::int64_t(std::count(mask.begin(), mask.end(), 1)));
    }

    void uShapeMergesIntoOneComponent()
    {
        // A U in one slice: the two arms get different provisional labels that the bottom joins.
        const volume::Index3 size{3, 3, 1};
        const std::vector<std::uint8_t> mask = {1, 0, 1, 1, 0, 1, 1, 1, 1};
        const auto c = labelComponents(mask, size, Connectivity::Faces);
        QCOMPARE(c->count, 1u);
        QCOMPARE(c->voxels, std::vector<std::int64_t>{7});
        QCOMPARE(c->labels[2], 1u);
    }

    void emptyCases_data()
    {
        QTest::addColumn<bool>("predictionLesion");
        QTest::addColumn<bool>("truthLesion");
        QTest::addColumn<double>("f1");
        QTest::addColumn<bool>("precisionDefined");
        QTest::addColumn<bool>("recallDefined");
        QTest::addRow("both empty") << false << false << 1.0 << false << false;
        QTest::addRow("only prediction") << true << false << 0.0 << true << false;
        QTest::addRow("only truth") << false << true << 0.0 << false << true;
    }

    void emptyCases()
    {
        QFETCH(bool, predictionLesion);
        QFETCH(bool, truthLesion);
        QFETCH(double, f1);
        QFETCH(bool, precisionDefined);
        QFETCH(bool, recallDefined);
        Volume prediction = emptyVolume(5);
        Volume truth = emptyVolume(5);
        if (predictionLesion)
            paintCube(prediction, 1, 1, 1, 2);
        if (truthLesion)
            paintCube(truth, 1, 1, 1, 2);
        const auto d = detectLesions(prediction, truth);
        QVERIFY(d.ok());
        QCOMPARE(d->f1, f1);
        QCOMPARE(!std::isnan(d->precision), precisionDefined);
        QCOMPARE(!std::isnan(d->recall), recallDefined);
        const nlohmann::json j = lesionDetectionToJson(*d);
        QCOMPARE(j["precision"].is_null(), !precisionDefined);
        QCOMPARE(j["f1"].get<double>(), f1);
    }

    void labelSelectsOneClass()
    {
        Volume truth = emptyVolume(8);
        paintCube(truth, 0, 0, 0, 2, 2);
        paintCube(truth, 5, 5, 5, 2, 1);
        Volume prediction = emptyVolume(8);
        paintCube(prediction, 0, 0, 0, 2, 2);
        const auto d = detectLesions(prediction, truth, 2.0);
        QCOMPARE(d->truePositives, 1);
        QCOMPARE(d->falseNegatives, 0);
        QCOMPARE(d->f1, 1.0);
    }

    void differentGridsAreRejected()
    {
        const auto d = detectLesions(emptyVolume(4), emptyVolume(5));
        QVERIFY(!d.ok());
        QCOMPARE(d.error().kind, ErrorKind::Invalid);
        QVERIFY(d.error().message.find("same voxel grid") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestLesions)
#include "tst_lesions.moc"
