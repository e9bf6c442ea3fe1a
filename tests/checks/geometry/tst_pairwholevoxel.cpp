// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/geometry/pairsampling.h"
#include "checks/geometry/pairwholevoxel.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace scansleuth;
using namespace scansleuth::checks::detail;

Q_DECLARE_METATYPE(volume::Index3)

// check-pair scores placements that take whole voxels to whole voxels from each label's boundary
// (pairwholevoxel.h). Every one of the 48 signed axis permutations, moved by whole voxels, must give the
// sampling path's edge score bit for bit, and a soft Dice equal to a count made here by moving every
// stored voxel forwards.
class TestPairWholeVoxel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void edgeScoreMatchesSampling_data();
    void edgeScoreMatchesSampling();
    void diceMatchesForwardCount_data();
    void diceMatchesForwardCount();
};

namespace {

const volume::Index3 kImageSize{11, 9, 7};

// An oblique grid, so that the placements' affines are integers only to rounding.
volume::Geometry imageGeometry()
{
    volume::Geometry g;
    g.size = kImageSize;
    g.spacing = {0.8, 1.1, 2.5};
    g.origin = {12.5, -40.0, 7.25};
    const double a = 20.0 * M_PI / 180.0;
    g.direction = {{{std::cos(a), -std::sin(a), 0}, {std::sin(a), std::cos(a), 0}, {0, 0, 1}}};
    return g;
}

// A textured image: int16, or float32 with a NaN and an infinity near the labels.
volume::Volume image(bool floating)
{
    volume::Volume v = volume::Volume::allocate(
                           floating ? volume::PixelType::Float32 : volume::PixelType::Int16, imageGeometry())
                           .value();
    std::size_t n = 0;
    for (std::int64_t k = 0; k < kImageSize[2]; ++k)
        for (std::int64_t j = 0; j < kImageSize[1]; ++j)
            for (std::int64_t i = 0; i < kImageSize[0]; ++i, ++n) {
                const int value = static_cast<int>((i * 37 + j * 91 + k * 53 + i * j * 7) % 211) - 60;
                if (floating)
                    v.voxels<float>()[n] = static_cast<float>(value) * 0.37f;
                else
                    v.voxels<std::int16_t>()[n] = static_cast<std::int16_t>(value);
            }
    if (floating) {
        v.voxels<float>()[5 + 11 * (4 + 9 * 3)] = std::numeric_limits<float>::quiet_NaN();
        v.voxels<float>()[2 + 11 * (2 + 9 * 1)] = std::numeric_limits<float>::infinity();
    }
    return v;
}

// The signed permutation number `which` (0..47) with a whole-voxel shift: stored index -> image index,
// x_c = sign_c * s_axis[c] + offset_c, the stored grid being the image's grid with its axes reordered.
struct Move
{
    std::array<int, 3> axis{0, 1, 2};
    std::array<int, 3> sign{1, 1, 1};
    volume::Index3 offset{0, 0, 0};
};

Move move(int which, const volume::Index3& shift)
{
    static const std::array<std::array<int, 3>, 6> orders = {
        {{0, 1, 2}, {1, 0, 2}, {0, 2, 1}, {2, 1, 0}, {1, 2, 0}, {2, 0, 1}}};
    Move m;
    m.axis = orders[static_cast<std::size_t>(which / 8)];
    for (int c = 0; c < 3; ++c) {
        m.sign[c] = (which >> c) & 1 ? -1 : 1;
        m.offset[c] = (m.sign[c] < 0 ? kImageSize[c] - 1 : 0) + shift[c];
    }
    return m;
}

volume::Index3 storedSize(const Move& m)
{
    volume::Index3 s{};
    for (int c = 0; c < 3; ++c)
        s[m.axis[c]] = kImageSize[c];
    return s;
}

// The mask's index -> LPS affine for the move.
volume::Mat4 maskAffine(const Move& m)
{
    volume::Mat4 storedToImage{};
    for (int c = 0; c < 3; ++c) {
        storedToImage[c][m.axis[c]] = m.sign[c];
        storedToImage[c][3] = static_cast<double>(m.offset[c]);
    }
    storedToImage[3][3] = 1;
    return multiply(lpsAffine(imageGeometry()), storedToImage);
}

// A label map on the stored grid: 1 a blob touching the grid's faces, 2 a box, 3 scattered voxels.
volume::Volume labels(const volume::Index3& size, int variant)
{
    volume::Geometry g;
    g.size = size;
    volume::Volume v = volume::Volume::allocate(volume::PixelType::UInt8, g).value();
    std::size_t n = 0;
    for (std::int64_t k = 0; k < size[2]; ++k)
        for (std::int64_t j = 0; j < size[1]; ++j)
            for (std::int64_t i = 0; i < size[0]; ++i, ++n) {
                const double dx = (i - 0.3 * size[0]) / (0.45 * size[0]),
                             dy = (j - 0.5 * size[1]) / (0.6 * size[1]),
                             dz = (k - 0.6 * size[2]) / (0.5 * size[2]);
                std::uint8_t l = dx * dx + dy * dy + dz * dz < 1.0 ? 1 : 0;
                if (i >= size[0] - 4 && i < size[0] - 1 && j >= 1 && j < 4 + variant && k >= 2)
                    l = 2;
                if ((i * 5 + j * 3 + k * 7 + variant) % 23 == 0)
                    l = 3;
                v.voxels<std::uint8_t>()[n] = l;
            }
    return v;
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

void TestPairWholeVoxel::edgeScoreMatchesSampling_data()
{
    QTest::addColumn<bool>("floating");
    QTest::addColumn<volume::Index3>("shift");
    // Which labels' foreground lands inside the image's grid, so that the boundary scores them: "all",
    // "some" (the grid's edge cuts the others, left to the sampling path) or "none".
    QTest::addColumn<QString>("moved");
    QTest::addRow("int16, onto the grid") << false << volume::Index3{0, 0, 0} << "all";
    QTest::addRow("float32 with NaN and Inf, onto the grid") << true << volume::Index3{0, 0, 0} << "all";
    QTest::addRow("int16, shifted past the grid's edge") << false << volume::Index3{2, 0, -1} << "some";
    QTest::addRow("float32, shifted far off the grid") << true << volume::Index3{0, 40, 0} << "none";
}

void TestPairWholeVoxel::edgeScoreMatchesSampling()
{
    QFETCH(bool, floating);
    QFETCH(volume::Index3, shift);
    QFETCH(QString, moved);
    int movedCount = 0, labelCount = 0;
    const volume::Volume img = image(floating);
    const EdgeMap edges = edgeMap(img);
    QVERIFY(edges.meanMagnitude > 0);
    for (int which = 0; which < 48; ++which) {
        const Move m = move(which, shift);
        const std::vector<BinaryMask> masks = labelMasks(labels(storedSize(m), which % 3)).value();
        QCOMPARE(masks.size(), std::size_t{3});
        const std::vector<MaskBoundary> boundaries = maskBoundaries(masks).value();
        const volume::Mat4 affine = maskAffine(m);
        const auto map = integerMap(multiply(inverseAffine(affine), lpsAffine(img.geometry())));
        QVERIFY(map.has_value());
        for (std::size_t l = 0; l < masks.size(); ++l) {
            const QByteArray where = QByteArray("placement ") + QByteArray::number(which) + ", label " +
                                     QByteArray::number(static_cast<int>(l) + 1);
            double sampledWeight = -1, movedWeight = -1;
            const double sampled = edgeScore(masks[l], affine, edges, &sampledWeight);
            const std::optional<double> fast =
                wholeVoxelEdgeScore(masks[l], boundaries[l], *map, edges, &movedWeight);
            ++labelCount;
            if (fast) {
                ++movedCount;
                QVERIFY2(sameBits(*fast, sampled), where.constData());
                QVERIFY2(sameBits(movedWeight, sampledWeight), where.constData());
                QVERIFY2(sampledWeight > 0, where.constData()); // a boundary was scored, not two zeros
            }
            double viaBoundaryWeight = -1;
            const double viaBoundary = edgeScore(masks[l], affine, edges, &viaBoundaryWeight, &boundaries[l]);
            QVERIFY2(sameBits(viaBoundary, sampled) && sameBits(viaBoundaryWeight, sampledWeight),
                     where.constData());
        }
    }
    if (moved == "all")
        QCOMPARE(movedCount, labelCount);
    else if (moved == "some")
        QVERIFY(movedCount > 0 && movedCount < labelCount);
    else
        QCOMPARE(movedCount, 0);
}

void TestPairWholeVoxel::diceMatchesForwardCount_data()
{
    QTest::addColumn<volume::Index3>("shift");
    QTest::addRow("onto the grid") << volume::Index3{0, 0, 0};
    QTest::addRow("partly off the grid") << volume::Index3{-3, 2, 1};
    QTest::addRow("off the grid") << volume::Index3{0, 0, 30};
}

void TestPairWholeVoxel::diceMatchesForwardCount()
{
    QFETCH(volume::Index3, shift);
    const volume::Geometry referenceGeometry = imageGeometry();
    volume::Volume referenceVolume = labels(kImageSize, 1);
    referenceVolume.geometry() = referenceGeometry;
    const BinaryMask reference = binaryMask(referenceVolume);
    for (int which = 0; which < 48; ++which) {
        const Move m = move(which, shift);
        const BinaryMask mask = binaryMask(labels(storedSize(m), 2));
        // The oracle: every stored foreground voxel moved forwards onto the reference's grid.
        double landed = 0, overlap = 0;
        const volume::Index3 size = storedSize(m);
        for (std::int64_t k = 0; k < size[2]; ++k)
            for (std::int64_t j = 0; j < size[1]; ++j)
                for (std::int64_t i = 0; i < size[0]; ++i) {
                    if (!mask.at(i, j, k))
                        continue;
                    const std::int64_t s[3] = {i, j, k};
                    volume::Index3 x{};
                    bool inside = true;
                    for (int c = 0; c < 3; ++c) {
                        x[c] = m.sign[c] * s[m.axis[c]] + m.offset[c];
                        inside = inside && x[c] >= 0 && x[c] < kImageSize[c];
                    }
                    if (inside) {
                        landed += 1;
                        overlap += reference.at(x[0], x[1], x[2]) ? 1 : 0;
                    }
                }
        const double expected = 2.0 * overlap / (landed + static_cast<double>(reference.count));
        const double dice = softDice(mask, maskAffine(m), reference, referenceGeometry);
        QVERIFY2(sameBits(dice, expected),
                 (QByteArray("placement ") + QByteArray::number(which) + ": " +
                  QByteArray::number(dice, 'g', 17) + " vs " + QByteArray::number(expected, 'g', 17))
                     .constData());
        if (shift == volume::Index3{0, 0, 0})
            QVERIFY(overlap > 0);
    }
}

QTEST_APPLESS_MAIN(TestPairWholeVoxel)
#include "tst_pairwholevoxel.moc"
