// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The audit's content fingerprint (checks/audit/content/fingerprint.cpp) and near-duplicate search
// (content/thumbnailcomparison.cpp, search/nearduplicatesearch.cpp): the voxel hash is a property of the real
// values in the canonical frame, not of how they were stored; the thumbnail comparison finds resampled,
// cropped, flipped and rescaled copies of real head MRs, reports the flip and shift that were applied, and
// keeps different subjects apart.
#include "checks/audit/content/content.h"
#include "checks/audit/content/contentinternal.h"
#include "checks/audit/search/search.h"
#include "io/imageloader.h"
#include "model/examplemodels.h"
#include "support/syntheticthumbnails.h"

#include <QTemporaryDir>

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <map>
#include <random>
#include <set>

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

// ---------------------------------------------------------------------------------------------------
// Transformations of real volumes, written here independently of the code under test.

// Real values as float32, same geometry.
Volume realCopy(const Volume& v)
{
    return asFloatReal(v);
}

// Trilinear resampling to `spacing` over the same physical extent (lower edges aligned), as a training
// pipeline's resize does. Geometry: the new spacing, same direction and lower edge.
Volume resampled(const Volume& v, const volume::Vec3& spacing)
{
    const auto& g = v.geometry();
    volume::Geometry out = g;
    for (std::size_t c = 0; c < 3; ++c) {
        out.size[c] = std::max<std::int64_t>(1, std::llround(double(g.size[c]) * g.spacing[c] / spacing[c]));
        out.spacing[c] = g.size[c] == 1 ? g.spacing[c] : spacing[c];
    }
    Volume r = std::move(Volume::allocate(volume::PixelType::Float32, out).value());
    auto dst = r.voxels<float>();
    auto sample = [&](std::size_t c, std::int64_t j, std::int64_t& i0, double& w) {
        const double u =
            std::clamp(((double(j) + 0.5) * out.spacing[c]) / g.spacing[c] - 0.5, 0.0, double(g.size[c] - 1));
        i0 = std::min<std::int64_t>(std::int64_t(std::floor(u)), std::max<std::int64_t>(0, g.size[c] - 2));
        w = g.size[c] == 1 ? 0.0 : u - double(i0);
    };
    for (std::int64_t k = 0; k < out.size[2]; ++k)
        for (std::int64_t j = 0; j < out.size[1]; ++j)
            for (std::int64_t i = 0; i < out.size[0]; ++i) {
                std::int64_t x0, y0, z0;
                double wx, wy, wz;
                sample(0, i, x0, wx);
                sample(1, j, y0, wy);
                sample(2, k, z0, wz);
                double value = 0;
                for (int dz = 0; dz < 2; ++dz)
                    for (int dy = 0; dy < 2; ++dy)
                        for (int dx = 0; dx < 2; ++dx) {
                            const double w = (dx ? wx : 1 - wx) * (dy ? wy : 1 - wy) * (dz ? wz : 1 - wz);
                            if (w == 0)
                                continue;
                            value += w * v.realValue(std::min(x0 + dx, g.size[0] - 1),
                                                     std::min(y0 + dy, g.size[1] - 1),
                                                     std::min(z0 + dz, g.size[2] - 1));
                        }
                dst[std::size_t(r.linearIndex(i, j, k))] = float(value);
            }
    return r;
}

// Voxels [lower, size - upper) of each storage axis, as real values; the header keeps its direction and
// spacing and the origin moves with the crop (as a cropping tool writes it).
Volume cropped(const Volume& v, const volume::Index3& lower, const volume::Index3& upper)
{
    const auto& g = v.geometry();
    volume::Geometry out = g;
    for (std::size_t c = 0; c < 3; ++c)
        out.size[c] = g.size[c] - lower[c] - upper[c];
    out.origin = volume::indexToPatient(g, {double(lower[0]), double(lower[1]), double(lower[2])});
    Volume r = std::move(Volume::allocate(volume::PixelType::Float32, out).value());
    auto dst = r.voxels<float>();
    for (std::int64_t k = 0; k < out.size[2]; ++k)
        for (std::int64_t j = 0; j < out.size[1]; ++j)
            for (std::int64_t i = 0; i < out.size[0]; ++i)
                dst[std::size_t(r.linearIndex(i, j, k))] =
                    float(v.realValue(i + lower[0], j + lower[1], k + lower[2]));
    return r;
}

// The voxel data mirrored along storage axes with the header unchanged: a flip augmentation.
Volume flippedData(const Volume& v, const std::array<bool, 3>& flip)
{
    const auto& g = v.geometry();
    Volume r = std::move(Volume::allocate(volume::PixelType::Float32, g).value());
    auto dst = r.voxels<float>();
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                dst[std::size_t(r.linearIndex(i, j, k))] =
                    float(v.realValue(flip[0] ? g.size[0] - 1 - i : i, flip[1] ? g.size[1] - 1 - j : j,
                                      flip[2] ? g.size[2] - 1 - k : k));
    return r;
}

enum class Intensity
{
    Unit,        // (x - min) / (max - min): HU to [0, 1]
    ZScore,      // (x - mean) / std
    Gamma,       // unit, then squared
    Noise,       // + Gaussian noise, sd 1% of the range
    StrongNoise, // sd 3% of the range
};

Volume intensityChanged(const Volume& v, Intensity kind, std::uint32_t seed = 7)
{
    Volume r = realCopy(v);
    auto x = r.voxels<float>();
    double lo = std::numeric_limits<double>::max(), hi = -lo, sum = 0, sum2 = 0;
    for (float f : x) {
        lo = std::min(lo, double(f));
        hi = std::max(hi, double(f));
        sum += f;
        sum2 += double(f) * f;
    }
    const double n = double(x.size()), mean = sum / n,
                 sd = std::sqrt(std::max(1e-12, sum2 / n - mean * mean));
    // Noise relative to the robust range (1st to 99th percentile), so that a few bright voxels do not make it
    // loud.
    std::vector<float> sorted(x.begin(), x.end());
    std::sort(sorted.begin(), sorted.end());
    const double robust = double(sorted[sorted.size() * 99 / 100]) - double(sorted[sorted.size() / 100]);
    std::mt19937 rng(seed);
    std::normal_distribution<double> noise(0.0, (kind == Intensity::StrongNoise ? 0.03 : 0.01) * robust);
    for (float& f : x) {
        const double unit = (f - lo) / (hi - lo);
        switch (kind) {
        case Intensity::Unit:
            f = float(unit);
            break;
        case Intensity::ZScore:
            f = float((f - mean) / sd);
            break;
        case Intensity::Gamma:
            f = float(unit * unit);
            break;
        case Intensity::Noise:
        case Intensity::StrongNoise:
            f = float(f + noise(rng));
            break;
        }
    }
    return r;
}

// Storage axis and side that land at the canonical (thumbnail frame) lower edge of each canonical axis.
struct CanonicalAxis
{
    int storage = 0;
    bool reversed = false;
};
std::array<CanonicalAxis, 3> canonicalAxes(const volume::Geometry& g)
{
    const volume::AxisPermutation p = thumbnailFrame(g);
    std::array<CanonicalAxis, 3> axes;
    for (std::size_t c = 0; c < 3; ++c)
        axes[c] = {p.sourceAxis[c], p.flip[c]};
    return axes;
}

// A 2D image: axial slice k of the volume's real values, as a training pipeline saves it to .npy
// (no geometry: 1 mm pixels, identity direction).
Volume axialSlice(const Volume& v, std::int64_t k)
{
    const auto& g = v.geometry();
    volume::Geometry out;
    out.size = {g.size[0], g.size[1], 1};
    Volume r = std::move(Volume::allocate(volume::PixelType::Float32, out).value());
    auto dst = r.voxels<float>();
    for (std::int64_t j = 0; j < g.size[1]; ++j)
        for (std::int64_t i = 0; i < g.size[0]; ++i)
            dst[std::size_t(r.linearIndex(i, j, 0))] = float(v.realValue(i, j, k));
    return r;
}

VolumeRecord recordOf(const std::string& split, const std::string& caseId, const Volume& v)
{
    VolumeRecord r;
    r.split = split;
    r.caseId = caseId;
    r.path = caseId;
    r.content = fingerprint(v);
    return r;
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
    void similarityOfCopiesAndOfOtherSubjects();
    void adjacentSlicesSavedAs2dMatch();
    void findNearDuplicatesKeepsCrossSplitPairsOnly();
    void comparisonFindsFlipsAndShiftOfCroppedCopies();
    void screenedSearchFindsPlantedCopiesOnly();
    void embeddingPairsAreCrossSplitAndAboveThreshold();
    void compareHostileThumbnails();
    void embedderGivesOneUnitVectorPerVolume();
    void embedderErrors();
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

namespace {

struct Subject
{
    const char* name;
    const char* path;
    const char* group; // one person (dcm_qa's mosaics are one volunteer)
    bool transformed;  // big enough to crop a quarter off and still be a volume
};

// The real head MRs of tests/data: T1s, a FLAIR, EPIs from four sites.
const Subject kSubjects[] = {
    {"niivue T1", "nifti/orientations/RAS.nii.gz", "niivue-t1", true},
    {"niivue FLAIR", "overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz", "niivue-flair", true},
    {"nibabel anatomical", "nifti/nibabel_cases/anatomical.nii", "nibabel-anat", true},
    {"nibabel example4d", "nifti/nibabel_cases/example4d.nii.gz", "nibabel-4d", false},
    {"dcm_qa EPI", "dicom/ts_transfer_syntaxes/dicom/1.dcm", "dcm_qa", true},
    {"NIH GE EPI", "dicom/ge_epi4d_slices_inferior_to_superior/dicom", "nih-ge", true},
    {"NIH Siemens EPI", "dicom/siemens_epi_mosaic_pe_ap/dicom", "nih-siemens", false},
    {"XA10 EPI", "dicom/enhanced_siemens_xa10/dicom", "xa10", false},
};

struct Transformed
{
    std::string kind;
    Volume volume;
    std::array<bool, 3> flippedCanonical{};
    std::array<double, 3> shiftMm{}; // where the copy's lower edge lies in the original, canonical frame
    bool checkPlacement = true;
    bool asserted = true; // false: a stress row, printed for the docs only
};

std::vector<Transformed> copiesOf(const Volume& v)
{
    const auto& g = v.geometry();
    const auto axes = canonicalAxes(g);
    std::vector<Transformed> out;
    const auto expectedShift = [&](const volume::Index3& lower, const volume::Index3& upper,
                                   const volume::Vec3& spacing) {
        std::array<double, 3> shift{};
        for (std::size_t c = 0; c < 3; ++c) {
            const auto a = std::size_t(axes[c].storage);
            shift[c] = double(axes[c].reversed ? upper[a] : lower[a]) * spacing[a];
        }
        return shift;
    };
    const auto part = [&](std::size_t a, double fraction) {
        return std::int64_t(double(g.size[a]) * fraction);
    };
    const auto flipsOf = [&](const std::array<bool, 3>& storage) {
        std::array<bool, 3> canonical{};
        for (std::size_t c = 0; c < 3; ++c)
            canonical[c] = storage[std::size_t(axes[c].storage)];
        return canonical;
    };

    out.push_back(
        {"resampled x1.5", resampled(v, {g.spacing[0] * 1.5, g.spacing[1] * 1.5, g.spacing[2] * 1.5})});
    out.push_back({"resampled x2", resampled(v, {g.spacing[0] * 2, g.spacing[1] * 2, g.spacing[2] * 2})});
    {
        const volume::Index3 lower{part(0, 0.10), part(1, 0.05), part(2, 0.15)};
        const volume::Index3 upper{part(0, 0.05), part(1, 0.20), part(2, 0.0)};
        out.push_back(
            {"cropped 10-20%", cropped(v, lower, upper), {}, expectedShift(lower, upper, g.spacing)});
    }
    {
        const volume::Index3 lower{part(0, 0.25), 0, part(2, 0.10)};
        const volume::Index3 upper{0, part(1, 0.25), part(2, 0.10)};
        out.push_back({"cropped 25%", cropped(v, lower, upper), {}, expectedShift(lower, upper, g.spacing)});
    }
    out.push_back({"data flipped x", flippedData(v, {true, false, false}), flipsOf({true, false, false})});
    out.push_back({"data flipped xyz", flippedData(v, {true, true, true}), flipsOf({true, true, true})});
    out.push_back({"rescaled to [0,1]", intensityChanged(v, Intensity::Unit)});
    out.push_back({"z-scored", intensityChanged(v, Intensity::ZScore)});
    out.push_back({"gamma 2", intensityChanged(v, Intensity::Gamma)});
    out.push_back({"noise 1%", intensityChanged(v, Intensity::Noise)});
    out.push_back({"noise 3% (stress, not asserted)",
                   intensityChanged(v, Intensity::StrongNoise),
                   {},
                   {},
                   true,
                   false});
    {
        // Everything at once: resampled, cropped, flipped in y, z-scored, noisy.
        Volume r = resampled(v, {g.spacing[0] * 1.5, g.spacing[1] * 1.5, g.spacing[2] * 1.5});
        const auto& rg = r.geometry();
        const volume::Index3 lower{std::int64_t(double(rg.size[0]) * 0.15), 0,
                                   std::int64_t(double(rg.size[2]) * 0.1)};
        const volume::Index3 upper{0, std::int64_t(double(rg.size[1]) * 0.15), 0};
        const std::array<double, 3> shift = expectedShift(lower, upper, rg.spacing);
        Volume c = flippedData(cropped(r, lower, upper), {false, true, false});
        out.push_back({"all of them",
                       intensityChanged(intensityChanged(c, Intensity::ZScore), Intensity::Noise, 11),
                       flipsOf({false, true, false}), shift});
    }
    return out;
}

// The similarity of a pair that overlaps enough to be a near-duplicate at all; 0 otherwise.
double overlapping(const NearMatch& m)
{
    return m.overlap >= kMinimumOverlap ? m.similarity : 0.0;
}

std::string matchText(const NearMatch& m)
{
    char text[160];
    std::snprintf(text, sizeof text, "NCC %.3f overlap %.2f flips %d%d%d shift %.1f %.1f %.1f mm",
                  m.similarity, m.overlap, int(m.flipped[0]), int(m.flipped[1]), int(m.flipped[2]),
                  m.shiftMm[0], m.shiftMm[1], m.shiftMm[2]);
    return text;
}

} // namespace

void TestAuditContent::similarityOfCopiesAndOfOtherSubjects()
{
    // The calibration of kNearDuplicateSimilarity (docs/audit-fingerprints.md): every transformed copy of
    // every real head must reach it, with the flips and shift that were applied; no two people may.
    std::vector<ContentFingerprint> originals;
    std::vector<std::vector<std::pair<std::string, ContentFingerprint>>> copies(std::size(kSubjects));
    std::map<std::string, std::vector<double>> byKind;
    struct Check
    {
        std::string where;
        NearMatch match;
        std::array<bool, 3> flipped;
        std::array<double, 3> shift;
        bool checkPlacement;
        bool asserted;
        // 1.5 cells: each thumbnail grid is centred on its volume, half a cell either way from its lower
        // edge, and the peak is placed to within about half a cell.
        double tolerance;
    };
    std::vector<Check> checks;
    for (std::size_t s = 0; s < std::size(kSubjects); ++s) {
        const Volume v = loadFirst(kSubjects[s].path);
        originals.push_back(fingerprint(v));
        if (!kSubjects[s].transformed)
            continue;
        for (Transformed& t : copiesOf(v)) {
            const ContentFingerprint fp = fingerprint(t.volume);
            const NearMatch m = compareThumbnails(originals.back(), fp);
            byKind[t.kind].push_back(m.similarity);
            checks.push_back({std::string(kSubjects[s].name) + ", " + t.kind + ": " + matchText(m), m,
                              t.flippedCanonical, t.shiftMm, t.checkPlacement, t.asserted,
                              1.5 * std::max(originals.back().thumbnailSpacing, fp.thumbnailSpacing)});
            copies[s].emplace_back(t.kind, fp);
        }
    }
    // Different people: originals against originals and against every copy of the others.
    std::vector<std::pair<double, std::string>> different;
    for (std::size_t a = 0; a < std::size(kSubjects); ++a)
        for (std::size_t b = 0; b < std::size(kSubjects); ++b) {
            if (std::string(kSubjects[a].group) == kSubjects[b].group)
                continue;
            const std::string pair = std::string(kSubjects[a].name) + " / " + kSubjects[b].name;
            if (a < b)
                different.push_back({overlapping(compareThumbnails(originals[a], originals[b])), pair});
            for (const auto& [kind, fp] : copies[b]) {
                different.push_back(
                    {overlapping(compareThumbnails(originals[a], fp)), pair + " (" + kind + ")"});
            }
        }
    std::sort(different.rbegin(), different.rend());

    // The table of docs/audit-fingerprints.md.
    std::printf("\n| same image, transformed | pairs | lowest NCC | median NCC |\n|---|---|---|---|\n");
    double lowestSame = 1;
    for (auto& [kind, values] : byKind) {
        std::sort(values.begin(), values.end());
        if (kind.find("not asserted") == std::string::npos)
            lowestSame = std::min(lowestSame, values.front());
        std::printf("| %s | %zu | %.3f | %.3f |\n", kind.c_str(), values.size(), values.front(),
                    values[values.size() / 2]);
    }
    std::printf("\n| different subjects | pairs | highest NCC | 2nd | 5th | median "
                "|\n|---|---|---|---|---|---|\n");
    std::printf("| all | %zu | %.3f | %.3f | %.3f | %.3f |\n", different.size(), different[0].first,
                different[1].first, different[4].first, different[different.size() / 2].first);
    for (std::size_t i = 0; i < 5; ++i)
        std::printf("highest different: %.3f %s\n", different[i].first, different[i].second.c_str());
    std::printf("lowest same %.3f, threshold %.3f, highest different %.3f\n", lowestSame,
                kNearDuplicateSimilarity, different[0].first);

    for (const Check& c : checks)
        if (qEnvironmentVariableIsSet("SCANSLEUTH_PRINT_PAIRS"))
            std::printf("%s\n", c.where.c_str());
    for (const Check& c : checks) {
        if (!c.asserted)
            continue;
        QVERIFY2(c.match.similarity >= kNearDuplicateSimilarity, c.where.c_str());
        QVERIFY2(c.match.overlap >= kMinimumOverlap, c.where.c_str());
        for (std::size_t a = 0; a < 3; ++a) {
            QVERIFY2(c.match.flipped[a] == c.flipped[a], c.where.c_str());
            if (c.checkPlacement)
                QVERIFY2(std::abs(c.match.shiftMm[a] - c.shift[a]) <= c.tolerance, c.where.c_str());
        }
    }
    for (const auto& [similarity, pair] : different)
        QVERIFY2(similarity < kNearDuplicateSimilarity, (pair + ": " + std::to_string(similarity)).c_str());
}

void TestAuditContent::adjacentSlicesSavedAs2dMatch()
{
    // Slices of one volume in two splits is leakage; neighbouring slices saved as 2D arrays must match, and
    // a slice of another person must not.
    const Volume flair = loadFirst("overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz");
    const Volume t1 = loadFirst("nifti/orientations/RAS.nii.gz");
    const ContentFingerprint a = fingerprint(axialSlice(flair, 70)), b = fingerprint(axialSlice(flair, 71));
    QCOMPARE(a.thumbnailSize[2], 1);
    const NearMatch m = compareThumbnails(a, b);
    QVERIFY2(m.similarity >= kNearDuplicateSimilarity, matchText(m).c_str());
    QCOMPARE(m.flipped, (std::array<bool, 3>{false, false, false}));
    for (std::size_t c = 0; c < 3; ++c)
        QVERIFY2(std::abs(m.shiftMm[c]) <= a.thumbnailSpacing, matchText(m).c_str());
    for (std::int64_t k : {std::int64_t(25), std::int64_t(30), std::int64_t(35), std::int64_t(40)}) {
        const NearMatch other = compareThumbnails(a, fingerprint(axialSlice(t1, k)));
        QVERIFY2(other.similarity < kNearDuplicateSimilarity,
                 (std::to_string(k) + " " + matchText(other)).c_str());
    }
}

void TestAuditContent::comparisonFindsFlipsAndShiftOfCroppedCopies()
{
    // Heads are nearly mirror-symmetric left to right: at the coarse levels a head and its mirror image
    // look alike, and before the flips were judged on the band-passed half resolution, 15 of 50 such copies
    // matched their original's mirror image at NCC 0.70-0.82 (bench_audit).
    std::mt19937 rng(99);
    for (int i = 0; i < 24; ++i) {
        const testing::Thumb head = testing::syntheticHead(rng);
        testing::Perturbation done;
        const testing::Thumb copy = testing::perturbed(head, rng, &done);
        const NearMatch m =
            compareThumbnails(testing::fingerprintOf(head, 1), testing::fingerprintOf(copy, 2));
        const QString what = QStringLiteral("copy %1: crop below %2 %3 %4, flips %5 %6 %7")
                                 .arg(i)
                                 .arg(done.lo[0])
                                 .arg(done.lo[1])
                                 .arg(done.lo[2])
                                 .arg(done.flip[0])
                                 .arg(done.flip[1])
                                 .arg(done.flip[2]);
        QVERIFY2(m.similarity >= 0.95, qPrintable(what + QStringLiteral(": NCC %1").arg(m.similarity)));
        for (std::size_t c = 0; c < 3; ++c) {
            QVERIFY2(m.flipped[c] == done.flip[c], qPrintable(what));
            // Signed, to within a quarter of a cell.
            QVERIFY2(std::abs(m.shiftMm[c] - done.shiftMm()[c]) <= 2.0,
                     qPrintable(what + QStringLiteral(": shift %1 mm on axis %2").arg(m.shiftMm[c]).arg(c)));
        }
    }
}

void TestAuditContent::screenedSearchFindsPlantedCopiesOnly()
{
    // 90 records a split: 8,100 cross-split pairs, more than the search compares in full, so the screen
    // and the gate choose. Every eighth test record is a cropped, flipped copy of a train record.
    std::mt19937 rng(7);
    const std::size_t perSplit = 90;
    std::vector<testing::Thumb> train;
    std::vector<VolumeRecord> records;
    std::set<std::pair<std::size_t, std::size_t>> planted;
    for (std::size_t i = 0; i < 2 * perSplit; ++i) {
        VolumeRecord r;
        r.split = i < perSplit ? "train" : "test";
        r.path = r.split + std::to_string(i);
        testing::Thumb t;
        if (i >= perSplit && (i - perSplit) % 8 == 0) {
            const std::size_t original = (i - perSplit) * 7 % perSplit;
            t = testing::perturbed(train[original], rng);
            planted.insert({original, i});
        } else {
            t = testing::syntheticHead(rng);
        }
        if (i < perSplit)
            train.push_back(t);
        r.content = testing::fingerprintOf(t, i);
        records.push_back(std::move(r));
    }
    auto found = findNearDuplicates(records);
    QVERIFY(found.ok());
    std::set<std::pair<std::size_t, std::size_t>> pairs;
    for (const RecordPair& p : found.value()) {
        QVERIFY(p.match.similarity >= kNearDuplicateSimilarity);
        pairs.insert({p.a, p.b});
    }
    QCOMPARE(pairs, planted);
}

void TestAuditContent::findNearDuplicatesKeepsCrossSplitPairsOnly()
{
    const Volume flair = loadFirst("overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz");
    const Volume t1 = loadFirst("nifti/orientations/RAS.nii.gz");
    const Volume epi = loadFirst("dicom/ge_epi4d_slices_inferior_to_superior/dicom");
    const Volume flairCopy = flippedData(intensityChanged(flair, Intensity::ZScore), {true, false, false});
    std::vector<VolumeRecord> records;
    records.push_back(recordOf("train", "flair", flair));               // 0
    records.push_back(recordOf("train", "flair-augmented", flairCopy)); // 1: same split as 0: not reported
    records.push_back(recordOf("train", "t1", t1));                     // 2
    records.push_back(recordOf("test", "flair-zscored", intensityChanged(flair, Intensity::ZScore))); // 3
    records.push_back(recordOf("test", "t1-float", asFloatReal(t1))); // 4: exact duplicate of 2
    records.push_back(recordOf("test", "epi", epi));                  // 5: nobody's copy
    QCOMPARE(records[4].content.voxelHash, records[2].content.voxelHash);
    auto found = findNearDuplicates(records);
    QVERIFY(found.ok());
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    for (const RecordPair& p : found.value()) {
        pairs.emplace_back(p.a, p.b);
        QVERIFY(p.a < p.b);
        QVERIFY(p.match.similarity >= kNearDuplicateSimilarity);
    }
    std::sort(pairs.begin(), pairs.end());
    // flair/test-copy and the augmented flair/test-copy; not 0-1 (one split), not 2-4 (exact), nothing
    // with 5.
    QCOMPARE(pairs, (std::vector<std::pair<std::size_t, std::size_t>>{{0, 3}, {1, 3}}));
    for (const RecordPair& p : found.value())
        if (p.a == 1)
            QVERIFY(p.match.flipped[0]);

    // A threshold above 1 is a caller's mistake.
    auto bad = findNearDuplicates(records, 1.5);
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().kind, ErrorKind::Invalid);
    // One split: nothing to compare.
    for (auto& r : records)
        r.split = "train";
    QVERIFY(findNearDuplicates(records).value().empty());
}

void TestAuditContent::compareHostileThumbnails()
{
    // Two different constant volumes: no structure, no match (they are told apart by their hashes only).
    const ContentFingerprint c1 = fingerprint(filledFloat({16, 16, 16}, 1.0f));
    const ContentFingerprint c2 = fingerprint(filledFloat({16, 16, 16}, 2.0f));
    QVERIFY(c1.voxelHash != c2.voxelHash);
    QCOMPARE(compareThumbnails(c1, c2).similarity, 0.0);
    // All-NaN and a single voxel: no match, no crash.
    const ContentFingerprint nan =
        fingerprint(filledFloat({8, 8, 8}, std::numeric_limits<float>::quiet_NaN()));
    const ContentFingerprint one = fingerprint(filledFloat({1, 1, 1}, 5.0f));
    QCOMPARE(compareThumbnails(nan, nan).similarity, 0.0);
    QCOMPARE(compareThumbnails(one, one).similarity, 0.0);
    QCOMPARE(compareThumbnails(one, c1).similarity, 0.0);
    // A thumbnail whose size disagrees with its dims (a damaged shard) is not compared.
    ContentFingerprint broken = fingerprint(patternInt16({16, 16, 16}));
    broken.thumbnail.resize(10);
    QCOMPARE(compareThumbnails(broken, broken).similarity, 0.0);
    std::vector<VolumeRecord> records(2);
    records[0].split = "train";
    records[1].split = "test";
    records[0].content = broken;
    records[1].content = c1;
    QVERIFY(findNearDuplicates(records).value().empty());
}

void TestAuditContent::embeddingPairsAreCrossSplitAndAboveThreshold()
{
    // Unit vectors with hand-worked cosines: a.b = 0.99 (cos of a small angle), a.c = 0, a.d = 1 (same
    // split).
    const float s = float(std::sqrt(1.0 - 0.99 * 0.99));
    std::vector<VolumeRecord> records(5);
    records[0].split = "train";
    records[0].content.embedding = {1, 0, 0};
    records[1].split = "test";
    records[1].content.embedding = {0.99f, s, 0};
    records[2].split = "test";
    records[2].content.embedding = {0, 0, 1};
    records[3].split = "train";
    records[3].content.embedding = {1, 0, 0};
    records[4].split = "test"; // another model's vector length: never compared
    records[4].content.embedding = {1, 0};
    auto pairs = findEmbeddingPairs(records, 0.98);
    QVERIFY(pairs.ok());
    // Records 0 and 3 (train) both meet record 1 (test); 0-3 is one split; 2 is orthogonal.
    QCOMPARE(pairs.value().size(), std::size_t(2));
    std::set<std::pair<std::size_t, std::size_t>> found;
    for (const RecordPair& p : pairs.value()) {
        QVERIFY(p.embedding);
        QVERIFY(p.a < p.b);
        found.insert({p.a, p.b});
        QVERIFY(std::abs(p.match.similarity - 0.99) < 1e-6);
    }
    QCOMPARE(found, (std::set<std::pair<std::size_t, std::size_t>>{{0, 1}, {1, 3}}));
    QVERIFY(findEmbeddingPairs(records, 0.995).value().empty());
}

void TestAuditContent::embedderGivesOneUnitVectorPerVolume()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("encoder.pt").toStdString();
    model::ExampleOptions encoder;
    encoder.width = 12;
    QVERIFY(model::saveExampleEncoder(path, encoder).ok());
    const Volume t1 = loadFirst("nifti/orientations/RAS.nii.gz");

    // No settings file: a 64^3 input; the encoder pools its 12 feature maps into 12 numbers.
    auto embedder = Embedder::load(path, "cpu");
    QVERIFY2(embedder.ok(), embedder.ok() ? "" : embedder.error().message.c_str());
    QCOMPARE(embedder.value()->deviceName(), std::string("cpu"));
    auto first = embedder.value()->embed(t1);
    QVERIFY2(first.ok(), first.ok() ? "" : first.error().message.c_str());
    QCOMPARE(first.value().size(), std::size_t(12));
    double norm = 0;
    for (float x : first.value())
        norm += double(x) * x;
    QVERIFY(std::abs(norm - 1.0) < 1e-4);
    // The same volume, stored another way (header-consistent reorientation): the same vector.
    auto moved = volume::reorient(t1, volume::AxisPermutation{{2, 0, 1}, {true, false, true}});
    auto second = embedder.value()->embed(moved.value());
    QVERIFY(second.ok());
    QCOMPARE(second.value(), first.value());
    // Another person: another vector.
    auto other = embedder.value()->embed(loadFirst("overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz"));
    QVERIFY(other.ok());
    QVERIFY(other.value() != first.value());

    // A settings file beside the model states the input size and the normalisation.
    {
        std::ofstream(path + ".json") << R"({"input_size": [8, 12, 16], "normalisation": "rank"})";
    }
    auto small = Embedder::load(path, "cpu");
    QVERIFY(small.ok());
    auto vector = small.value()->embed(t1);
    QVERIFY(vector.ok());
    QCOMPARE(vector.value().size(), std::size_t(12));
    QVERIFY(vector.value() != first.value());

    // A segmentation model returns a map, not a vector: refused before it can fill the shard files.
    const std::string segmenter = dir.filePath("segmenter.pt").toStdString();
    QVERIFY(model::saveExampleModel(model::ExampleKind::Segmenter, segmenter).ok());
    auto map = Embedder::load(segmenter, "cpu");
    QVERIFY(map.ok());
    auto refused = map.value()->embed(t1);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::Unsupported);
    QVERIFY(refused.error().message.find("short vector") != std::string::npos);
}

void TestAuditContent::embedderErrors()
{
    QTemporaryDir dir;
    const std::string notModel = dir.filePath("notes.pt").toStdString();
    std::ofstream(notModel) << "not a TorchScript archive";
    auto bad = Embedder::load(notModel, "cpu");
    QVERIFY(!bad.ok());
    auto missing = Embedder::load(dir.filePath("missing.pt").toStdString(), "cpu");
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().kind, ErrorKind::NotFound);
    auto device = Embedder::load(notModel, "tpu");
    QVERIFY(!device.ok());
    QCOMPARE(device.error().kind, ErrorKind::Invalid);

    const std::string path = dir.filePath("segmenter.pt").toStdString();
    QVERIFY(model::saveExampleModel(model::ExampleKind::Segmenter, path).ok());
    std::ofstream(path + ".json") << R"({"input_size": [8, 0, 16]})";
    auto settings = Embedder::load(path, "cpu");
    QVERIFY(!settings.ok());
    QCOMPARE(settings.error().kind, ErrorKind::Corrupt);
    QVERIFY(QString::fromStdString(settings.error().message).contains("input_size"));
}

QTEST_GUILESS_MAIN(TestAuditContent)
#include "tst_auditcontent.moc"
