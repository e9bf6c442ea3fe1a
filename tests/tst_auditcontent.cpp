// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The audit's content fingerprint (checks/audit/content.cpp) and near-duplicate search (nearduplicates.cpp):
// the voxel hash is a property of the real values in the canonical frame, not of how they were stored; the
// thumbnail comparison finds resampled, cropped, flipped and rescaled copies of real head MRs, reports the
// flip and shift that were applied, and keeps different subjects apart.
#include "checks/audit/audit.h"
#include "checks/audit/contentinternal.h"
#include "io/imageloader.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>

using namespace scansleuth;
using namespace scansleuth::audit;
using volume::Volume;
using Axes = std::array<int, 3>;
using Flips = std::array<bool, 3>;

namespace {

const std::string kData = SCANSLEUTH_TEST_DATA_DIR;

// A smooth, asymmetric test pattern (so every flip and permutation is a different array) in int16 with a
// CT-like rescale: real = 0.5 * stored - 1024.
Volume patternInt16(const volume::Index3& size, const volume::Vec3& spacing = {1, 1, 1})
{
    volume::Geometry g;
    g.size = size;
    g.spacing = spacing;
    auto v = Volume::allocate(volume::PixelType::Int16, g);
    Volume out = std::move(v.value());
    auto voxels = out.voxels<std::int16_t>();
    for (std::int64_t k = 0; k < size[2]; ++k)
        for (std::int64_t j = 0; j < size[1]; ++j)
            for (std::int64_t i = 0; i < size[0]; ++i)
                voxels[std::size_t(out.linearIndex(i, j, k))] =
                    std::int16_t(3 * i + 7 * j * j / (size[1] + 1) + 11 * k + (i * j * k) % 13);
    out.setRescale({0.5, -1024});
    return out;
}

// The same real values stored as float32 without a rescale.
Volume asFloatReal(const Volume& v)
{
    auto f = Volume::allocate(volume::PixelType::Float32, v.geometry());
    Volume out = std::move(f.value());
    auto voxels = out.voxels<float>();
    const auto& g = v.geometry();
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                voxels[std::size_t(out.linearIndex(i, j, k))] = float(v.realValue(i, j, k));
    return out;
}

Volume filledFloat(const volume::Index3& size, float value)
{
    volume::Geometry g;
    g.size = size;
    auto f = Volume::allocate(volume::PixelType::Float32, g);
    Volume out = std::move(f.value());
    std::fill(out.voxels<float>().begin(), out.voxels<float>().end(), value);
    return out;
}

Volume loadFirst(const std::string& relative)
{
    auto loaded = io::loadPath(kData + "/" + relative);
    if (!loaded.ok() || loaded.value().images.empty())
        qFatal("cannot load %s", relative.c_str());
    return std::move(loaded.value().images.front().volumes.front());
}

ContentFingerprint fingerprint(const Volume& v)
{
    auto fp = fingerprintContent(v);
    if (!fp.ok())
        qFatal("fingerprint failed: %s", fp.error().message.c_str());
    return fp.value();
}

} // namespace

class TestAuditContent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hashIgnoresStorageTypeAndRescale();
    void hashIgnoresHeaderConsistentReorientation_data();
    void hashIgnoresHeaderConsistentReorientation();
    void hashOfRealFilesInEightOrientations();
    void hashChangesWithOneVoxel();
    void hashChangesWithShape();
    void thumbnailIsRanksOnAnIsotropicGrid();
    void hostileVolumes_data();
    void hostileVolumes();
    void emptyVolumeIsAnError();
};

void TestAuditContent::hashIgnoresStorageTypeAndRescale()
{
    const Volume stored = patternInt16({23, 17, 11});
    const Volume real = asFloatReal(stored);
    const ContentFingerprint a = fingerprint(stored);
    const ContentFingerprint b = fingerprint(real);
    QCOMPARE(a.voxelHash.size(), std::size_t(32));
    QCOMPARE(a.voxelHash, b.voxelHash);
    QCOMPARE(a.thumbnail, b.thumbnail);
    // Stored values that differ, with rescales that map them to the same reals: one image.
    Volume shifted = patternInt16({23, 17, 11});
    for (auto& x : shifted.voxels<std::int16_t>())
        x = std::int16_t(x + 100);
    shifted.setRescale({0.5, -1074});
    QCOMPARE(fingerprint(shifted).voxelHash, a.voxelHash);
    // The same stored values with another rescale are other real values.
    Volume otherRescale = patternInt16({23, 17, 11});
    otherRescale.setRescale({1, -1024});
    QVERIFY(fingerprint(otherRescale).voxelHash != a.voxelHash);
}

void TestAuditContent::hashIgnoresHeaderConsistentReorientation_data()
{
    QTest::addColumn<Axes>("axes");
    QTest::addColumn<Flips>("flips");
    QTest::addRow("flip x") << std::array<int, 3>{0, 1, 2} << std::array<bool, 3>{true, false, false};
    QTest::addRow("flip y and z") << std::array<int, 3>{0, 1, 2} << std::array<bool, 3>{false, true, true};
    QTest::addRow("swap x y") << std::array<int, 3>{1, 0, 2} << std::array<bool, 3>{false, false, false};
    QTest::addRow("zxy, flip x and z")
        << std::array<int, 3>{2, 0, 1} << std::array<bool, 3>{true, false, true};
    QTest::addRow("yzx, all flipped") << std::array<int, 3>{1, 2, 0} << std::array<bool, 3>{true, true, true};
}

void TestAuditContent::hashIgnoresHeaderConsistentReorientation()
{
    QFETCH(Axes, axes);
    QFETCH(Flips, flips);
    const Volume original = patternInt16({23, 17, 11}, {0.8, 1.1, 2.5});
    auto moved = volume::reorient(original, volume::AxisPermutation{axes, flips});
    QVERIFY(moved.ok());
    // The storage really changed: the first stored voxel differs.
    QVERIFY(!moved.value().sameVoxels(original));
    const ContentFingerprint a = fingerprint(original);
    const ContentFingerprint b = fingerprint(moved.value());
    QCOMPARE(b.voxelHash, a.voxelHash);
    QCOMPARE(b.thumbnailSize, a.thumbnailSize);
    QCOMPARE(b.thumbnail, a.thumbnail);
    QCOMPARE(b.thumbnailSpacing, a.thumbnailSpacing);
}

void TestAuditContent::hashOfRealFilesInEightOrientations()
{
    // niivue's orientation test set: one head MR stored in eight voxel orders, each with the affine that
    // puts it back in the same place, made to test that viewers show all eight alike.
    const ContentFingerprint ras = fingerprint(loadFirst("nifti/orientations/RAS.nii.gz"));
    for (const char* name : {"AIL", "IPL", "LAS", "LPI", "PSR", "RPS", "SAL"}) {
        const ContentFingerprint other =
            fingerprint(loadFirst(std::string("nifti/orientations/") + name + ".nii.gz"));
        QVERIFY2(other.voxelHash == ras.voxelHash, name);
        QVERIFY2(other.thumbnail == ras.thumbnail, name);
    }
    // A different head MR is a different hash.
    QVERIFY(fingerprint(loadFirst("nifti/nibabel_cases/anatomical.nii")).voxelHash != ras.voxelHash);
}

void TestAuditContent::hashChangesWithOneVoxel()
{
    const Volume original = patternInt16({23, 17, 11});
    const std::string reference = fingerprint(original).voxelHash;
    for (std::int64_t index :
         {std::int64_t(0), std::int64_t(23 * 17 * 5 + 23 * 3 + 7), std::int64_t(23 * 17 * 11 - 1)}) {
        auto copy = original.clone();
        copy.value().voxels<std::int16_t>()[std::size_t(index)] += 1;
        QVERIFY2(fingerprint(copy.value()).voxelHash != reference, std::to_string(index).c_str());
    }
    // NaN is one value whatever its bits; -0 and +0 are one value.
    Volume a = filledFloat({4, 4, 4}, 1.0f), b = filledFloat({4, 4, 4}, 1.0f);
    a.voxels<float>()[5] = std::numeric_limits<float>::quiet_NaN();
    b.voxels<float>()[5] = -std::numeric_limits<float>::quiet_NaN();
    a.voxels<float>()[6] = 0.0f;
    b.voxels<float>()[6] = -0.0f;
    QCOMPARE(fingerprint(a).voxelHash, fingerprint(b).voxelHash);
}

void TestAuditContent::hashChangesWithShape()
{
    // The same 24 values as 2x3x4 and as 4x3x2 (canonical sizes are hashed).
    Volume a = filledFloat({2, 3, 4}, 0), b = filledFloat({4, 3, 2}, 0);
    for (std::size_t i = 0; i < 24; ++i)
        a.voxels<float>()[i] = b.voxels<float>()[i] = float(i);
    QVERIFY(fingerprint(a).voxelHash != fingerprint(b).voxelHash);
}

void TestAuditContent::thumbnailIsRanksOnAnIsotropicGrid()
{
    // 64 x 32 x 16 voxels of 1 x 1 x 2 mm: 64 x 32 x 32 mm. 64 mm / 32 cells = 2 mm, a ladder value.
    // Real values rise along x only, so the thumbnail's ranks rise along x and are equal across y and z.
    Volume v = filledFloat({64, 32, 16}, 0);
    v.geometry().spacing = {1, 1, 2};
    for (std::int64_t k = 0; k < 16; ++k)
        for (std::int64_t j = 0; j < 32; ++j)
            for (std::int64_t i = 0; i < 64; ++i)
                v.voxels<float>()[std::size_t(v.linearIndex(i, j, k))] = float(std::exp(0.1 * double(i)));
    const ContentFingerprint fp = fingerprint(v);
    QCOMPARE(fp.thumbnailSpacing, 2.0);
    QCOMPARE(fp.thumbnailSize, (std::array<int, 3>{32, 16, 16}));
    QCOMPARE(fp.thumbnail.size(), std::size_t(32 * 16 * 16));
    // The identity direction is LPS: the canonical (RAS) frame reverses x, so thumbnail cell c holds storage
    // columns 2(31 - c) and 2(31 - c) + 1, whose ranks (uniform over 64 columns) average (2(31 - c) + 1)
    // / 64. The exponential spreads the low columns so little over the 4096 bins that some share a bin; the
    // high columns (low c) are exact.
    for (int c = 0; c < 16; ++c) {
        const int expected = int(std::lround(255.0 * (2.0 * (31 - c) + 1.0) / 64.0));
        QVERIFY2(std::abs(int(fp.thumbnail[std::size_t(c)]) - expected) <= 1, std::to_string(c).c_str());
    }
    for (std::size_t i = 0; i < fp.thumbnail.size(); ++i)
        QCOMPARE(fp.thumbnail[i], fp.thumbnail[i % 32]);
    for (int c = 1; c < 32; ++c)
        QVERIFY(fp.thumbnail[std::size_t(c)] <= fp.thumbnail[std::size_t(c - 1)]);
}

void TestAuditContent::hostileVolumes_data()
{
    QTest::addColumn<int>("kind");
    QTest::addRow("all NaN") << 0;
    QTest::addRow("constant") << 1;
    QTest::addRow("1x1x1") << 2;
    QTest::addRow("infinities and NaN mixed in") << 3;
}

void TestAuditContent::hostileVolumes()
{
    QFETCH(int, kind);
    const float nan = std::numeric_limits<float>::quiet_NaN();
    Volume v;
    if (kind == 0)
        v = filledFloat({8, 8, 8}, nan);
    else if (kind == 1)
        v = filledFloat({8, 8, 8}, 42.0f);
    else if (kind == 2)
        v = filledFloat({1, 1, 1}, 3.0f);
    else {
        v = filledFloat({8, 8, 8}, 1.0f);
        v.voxels<float>()[0] = std::numeric_limits<float>::infinity();
        v.voxels<float>()[1] = -std::numeric_limits<float>::infinity();
        v.voxels<float>()[2] = nan;
    }
    const ContentFingerprint fp = fingerprint(v);
    QCOMPARE(fp.voxelHash.size(), std::size_t(32));
    QCOMPARE(fp.thumbnail.size(), std::size_t(fp.thumbnailSize[0]) * std::size_t(fp.thumbnailSize[1]) *
                                      std::size_t(fp.thumbnailSize[2]));
    QVERIFY(fp.thumbnailSpacing > 0);
    for (float s : fp.screen)
        QVERIFY(std::isfinite(s));
    // No structure, no screen: a constant thumbnail has a zero screen vector.
    if (kind != 3)
        for (float s : fp.screen)
            QCOMPARE(s, 0.0f);
    if (kind == 2)
        QCOMPARE(fp.thumbnailSize, (std::array<int, 3>{1, 1, 1}));
}

void TestAuditContent::emptyVolumeIsAnError()
{
    const Volume empty;
    auto fp = fingerprintContent(empty);
    QVERIFY(!fp.ok());
    QCOMPARE(fp.error().kind, ErrorKind::Invalid);
    QVERIFY(QString::fromStdString(fp.error().message).contains("no voxels"));
}

QTEST_GUILESS_MAIN(TestAuditContent)
#include "tst_auditcontent.moc"
