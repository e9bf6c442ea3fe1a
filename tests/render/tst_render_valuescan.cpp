// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The layer's default style comes from one scan of the voxels on several threads (render/valuescan.h):
// its window, classification and labels must be exactly those of a plain single-threaded loop over the
// voxels (the oracle below, written from the contract in render.h), and its percentiles the order
// statistics of the sorted values (exactly for integer types, within one of 65536 bins for floating point).
#include "base/parallel.h"
#include "fixturevolume.h"
#include "render/render.h"
#include "synthetic.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace scansleuth;
using namespace scansleuth::render;
using namespace scansleuth::render::testing;
using volume::PixelType;
using volume::Volume;

namespace {

// ---- The oracle: one voxel at a time, no threads (render.h's contract spelled out). ----
std::pair<double, double> plainRange(const Volume& v)
{
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        for (const auto x : v.voxels<decltype(tag)>()) {
            const double d = double(x);
            if (!std::isnan(d)) {
                lo = std::min(lo, d);
                hi = std::max(hi, d);
            }
        }
    });
    return lo > hi ? std::make_pair(0.0, 0.0) : std::make_pair(lo, hi);
}

std::pair<double, double> plainWindow(const Volume& v)
{
    const auto [smin, smax] = plainRange(v);
    const auto real = [&](double s) {
        return v.rescale().slope * s + v.rescale().intercept;
    };
    if (!(smax > smin) || !std::isfinite(smin) || !std::isfinite(smax))
        return {1.0, real(smin)};
    const bool integral = !volume::isFloatingPoint(v.pixelType()) && smax - smin < 65536;
    const int bins = integral ? int(smax - smin) + 1 : 65536;
    const double width = integral ? 1.0 : (smax - smin) / 65536;
    const double lo = integral ? smin - 0.5 : smin;
    std::vector<std::int64_t> hist(std::size_t(bins), 0);
    std::int64_t total = 0;
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        for (const auto x : v.voxels<decltype(tag)>()) {
            const double d = double(x);
            if (!std::isfinite(d))
                continue;
            const auto b = std::clamp<std::int64_t>(std::int64_t((d - lo) / width), 0, bins - 1);
            ++hist[std::size_t(b)];
            ++total;
        }
    });
    const auto at = [&](double p) {
        std::int64_t seen = 0;
        for (std::size_t b = 0; b < hist.size(); ++b) {
            seen += hist[b];
            if (double(seen) >= p * double(total) && seen > 0)
                return lo + (double(b) + 0.5) * width;
        }
        return lo + (double(hist.size()) - 0.5) * width;
    };
    double a = real(at(0.01)), b = real(at(0.99));
    if (a > b)
        std::swap(a, b);
    return {b > a ? b - a : 1.0, (a + b) / 2};
}

std::vector<int> plainLabels(const Volume& v)
{
    std::vector<bool> present(256, false);
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        for (const auto x : v.voxels<decltype(tag)>())
            if (double(x) >= 1 && double(x) < 256)
                present[std::size_t(double(x))] = true;
    });
    std::vector<int> out;
    for (int l = 1; l < 256; ++l)
        if (present[std::size_t(l)])
            out.push_back(l);
    return out;
}

LayerStyle plainStyle(const Volume& v, bool isBase)
{
    LayerStyle style;
    if (!isBase) {
        bool integral = true, unit = true;
        double hi = 0;
        volume::visitPixelType(v.pixelType(), [&](auto tag) {
            for (const auto x : v.voxels<decltype(tag)>()) {
                const double real = v.rescale().slope * double(x) + v.rescale().intercept;
                if (std::isnan(real))
                    continue;
                integral = integral && real == std::floor(real) && real >= 0 && real <= 255;
                unit = unit && real >= 0 && real <= 1;
                hi = std::max(hi, real);
            }
        });
        if (integral && hi >= 1) {
            style.kind = LayerKind::Labels;
            style.opacity = 0.5;
            return style;
        }
        if (unit) {
            style.kind = LayerKind::Probability;
            style.opacity = 0.7;
            return style;
        }
        style.opacity = 0.5;
    }
    std::tie(style.window, style.level) = plainWindow(v);
    style.window = std::max(style.window, 1e-6);
    return style;
}

// The k-th smallest finite stored value, k = max(1, ceil(p * N)) (what the 1st/99th percentile bin holds).
double orderStatistic(const Volume& v, double p)
{
    std::vector<double> values;
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        for (const auto x : v.voxels<decltype(tag)>())
            if (std::isfinite(double(x)))
                values.push_back(double(x));
    });
    const auto k = std::max<std::size_t>(1, std::size_t(std::ceil(p * double(values.size()))));
    std::nth_element(values.begin(), values.begin() + std::ptrdiff_t(k - 1), values.end());
    return values[k - 1];
}

// ---- Volumes ----
template <typename T> Volume randomVolume(volume::Index3 size, double lo, double hi, std::uint32_t seed)
{
    Volume v = Volume::allocate(volume::pixelTypeOf<T>(), makeGeometry(size)).value();
    std::mt19937 engine(seed);
    std::uniform_real_distribution<double> value(lo, hi);
    for (T& x : v.voxels<T>())
        x = static_cast<T>(value(engine));
    return v;
}

Volume randomOf(PixelType type, volume::Index3 size, std::uint32_t seed)
{
    switch (type) {
    case PixelType::UInt8:
        return randomVolume<std::uint8_t>(size, 0, 255, seed);
    case PixelType::Int8:
        return randomVolume<std::int8_t>(size, -128, 127, seed);
    case PixelType::UInt16:
        return randomVolume<std::uint16_t>(size, 0, 65535, seed);
    case PixelType::Int16:
        return randomVolume<std::int16_t>(size, -1024, 3071, seed);
    case PixelType::UInt32:
        return randomVolume<std::uint32_t>(size, 0, 4e9, seed);
    case PixelType::Int32:
        return randomVolume<std::int32_t>(size, -2000, 2000, seed);
    case PixelType::Float32:
        return randomVolume<float>(size, -5, 5, seed);
    case PixelType::Float64:
        return randomVolume<double>(size, 0, 1, seed);
    }
    return {};
}

void compareWithOracle(const Volume& v)
{
    QCOMPARE(percentileWindow(v), plainWindow(v));
    QCOMPARE(labelsPresent(v), plainLabels(v));
    for (bool isBase : {true, false}) {
        const LayerDefaults d = defaultLayer(v, isBase, false);
        const LayerStyle expected = plainStyle(v, isBase);
        QCOMPARE(int(d.style.kind), int(expected.kind));
        QCOMPARE(d.style.opacity, expected.opacity);
        QCOMPARE(d.style.window, expected.window);
        QCOMPARE(d.style.level, expected.level);
        QCOMPARE(d.labels, d.style.kind == LayerKind::Labels ? plainLabels(v) : std::vector<int>{});
        QCOMPARE(int(defaultStyle(v, isBase, false).kind), int(expected.kind));
        // Both answers from one scan: the same.
        const LayerChoices both = defaultLayers(v, false);
        const LayerDefaults& chosen = isBase ? both.asBase : both.asOverlay;
        QCOMPARE(int(chosen.style.kind), int(expected.kind));
        QCOMPARE(chosen.style.opacity, expected.opacity);
        QCOMPARE(chosen.style.window, expected.window);
        QCOMPARE(chosen.style.level, expected.level);
        QCOMPARE(chosen.labels, d.labels);
        const LayerChoices ct = defaultLayers(v, true);
        const LayerDefaults ctOne = defaultLayer(v, isBase, true);
        const LayerDefaults& ctChosen = isBase ? ct.asBase : ct.asOverlay;
        QCOMPARE(int(ctChosen.style.kind), int(ctOne.style.kind));
        QCOMPARE(ctChosen.style.window, ctOne.style.window);
        QCOMPARE(ctChosen.style.level, ctOne.style.level);
        QCOMPARE(ctChosen.labels, ctOne.labels);
    }
}

} // namespace

class TestRenderValueScan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { setThreadLimit(4); } // several parts even on a small machine
    void cleanup() { setThreadLimit(0); }

    void randomVolumes_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<double>("slope");
        QTest::addColumn<double>("intercept");
        const std::pair<const char*, PixelType> types[] = {
            {"uint8", PixelType::UInt8},     {"int8", PixelType::Int8},      {"uint16", PixelType::UInt16},
            {"int16", PixelType::Int16},     {"uint32", PixelType::UInt32},  {"int32", PixelType::Int32},
            {"float32", PixelType::Float32}, {"float64", PixelType::Float64}};
        for (const auto& [name, type] : types) {
            QTest::addRow("%s", name) << int(type) << 1.0 << 0.0;
            QTest::addRow("%s rescaled", name) << int(type) << 0.5 << -3.0;
            QTest::addRow("%s negative slope", name) << int(type) << -2.0 << 100.0;
        }
    }
    void randomVolumes()
    {
        QFETCH(int, type);
        QFETCH(double, slope);
        QFETCH(double, intercept);
        // Over two million voxels: four parts of the scan.
        Volume v = randomOf(PixelType(type), {130, 140, 120}, 7u + std::uint32_t(type));
        v.setRescale({slope, intercept});
        compareWithOracle(v);
    }

    // The percentiles are the sorted values' order statistics: exact for integers (one bin per value),
    // within one bin (a 65536th of the range) for floating point.
    void percentilesAreOrderStatistics_data()
    {
        QTest::addColumn<int>("type");
        QTest::addRow("int16") << int(PixelType::Int16);
        QTest::addRow("uint8") << int(PixelType::UInt8);
        QTest::addRow("int32 narrow range") << int(PixelType::Int32);
        QTest::addRow("float32") << int(PixelType::Float32);
    }
    void percentilesAreOrderStatistics()
    {
        QFETCH(int, type);
        const Volume v = randomOf(PixelType(type), {101, 103, 107}, 99);
        const auto [window, level] = percentileWindow(v);
        const double low = orderStatistic(v, 0.01), high = orderStatistic(v, 0.99);
        const auto [smin, smax] = plainRange(v);
        const double tolerance = volume::isFloatingPoint(v.pixelType()) ? (smax - smin) / 65536 : 0.0;
        QVERIFY2(std::abs((level - window / 2) - low) <= tolerance,
                 qPrintable(QString::number(level - window / 2)));
        QVERIFY2(std::abs((level + window / 2) - high) <= tolerance,
                 qPrintable(QString::number(level + window / 2)));
    }

    // A mask: mostly background, a few labels (the interleaved counters' worst case), and values that are
    // labels only by their integer part in a float map.
    void labelMaps()
    {
        Volume mask = filledVolume<std::uint8_t>(makeGeometry({200, 150, 90}), 0);
        auto voxels = mask.voxels<std::uint8_t>();
        for (std::size_t i = 0; i < voxels.size(); i += 997)
            voxels[i] = std::uint8_t(1 + (i / 997) % 5);
        voxels.back() = 255;
        compareWithOracle(mask);
        QCOMPARE(defaultLayer(mask, false, false).labels, (std::vector<int>{1, 2, 3, 4, 5, 255}));

        Volume uint16Mask = filledVolume<std::uint16_t>(makeGeometry({64, 64, 300}), 0);
        uint16Mask.voxels<std::uint16_t>()[12345] = 300; // not a label: the map is an image
        uint16Mask.voxels<std::uint16_t>()[22345] = 17;
        compareWithOracle(uint16Mask);
    }

    void nanAndInfiniteVoxels_data()
    {
        QTest::addColumn<bool>("infinite");
        QTest::addRow("NaN") << false;
        QTest::addRow("NaN and infinity") << true;
    }
    void nanAndInfiniteVoxels()
    {
        QFETCH(bool, infinite);
        Volume v = randomOf(PixelType::Float32, {128, 128, 80}, 5);
        auto voxels = v.voxels<float>();
        for (std::size_t i = 0; i < voxels.size(); i += 31)
            voxels[i] = std::numeric_limits<float>::quiet_NaN();
        if (infinite)
            voxels[1000] = std::numeric_limits<float>::infinity();
        compareWithOracle(v);

        Volume probabilities = randomOf(PixelType::Float32, {128, 128, 80}, 6);
        for (float& x : probabilities.voxels<float>())
            x = std::abs(x) / 5;
        probabilities.voxels<float>()[77] = std::numeric_limits<float>::quiet_NaN();
        compareWithOracle(probabilities);
        QCOMPARE(int(defaultStyle(probabilities, false, false).kind), int(LayerKind::Probability));

        Volume allNan =
            filledVolume<float>(makeGeometry({20, 20, 20}), std::numeric_limits<float>::quiet_NaN());
        compareWithOracle(allNan);
    }

    void constantVolumes()
    {
        for (const double value : {0.0, 1.0, 7.0, -3.0, 1000.0}) {
            compareWithOracle(filledVolume<std::int16_t>(makeGeometry({150, 150, 60}), std::int16_t(value)));
            compareWithOracle(filledVolume<float>(makeGeometry({150, 150, 60}), float(value)));
            compareWithOracle(
                filledVolume<std::uint32_t>(makeGeometry({10, 10, 10}), std::uint32_t(std::abs(value))));
        }
        QCOMPARE(percentileWindow(filledVolume<std::int16_t>(makeGeometry({150, 150, 60}), 7)),
                 std::make_pair(1.0, 7.0));
    }

    void tinyVolumes()
    {
        for (const volume::Index3 size :
             {volume::Index3{1, 1, 1}, volume::Index3{2, 1, 1}, volume::Index3{3, 2, 1}})
            for (int type = 0; type <= int(PixelType::Float64); ++type)
                compareWithOracle(randomOf(PixelType(type), size, 3));
    }

    // Real data: an MR, its lesion mask and the orientation fixture, as stored.
    void realVolumes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addRow("FLAIR") << QStringLiteral("overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz");
        QTest::addRow("lesion") << QStringLiteral("overlay/flair_lesion_same_oblique_grid/lesion.nii.gz");
        QTest::addRow("resampled lesion") << QStringLiteral("labels/lesion_linear_k1p5.nii.gz");
        QTest::addRow("RAS") << QStringLiteral("nifti/orientations/RAS.nii.gz");
    }
    void realVolumes()
    {
        QFETCH(QString, file);
        compareWithOracle(loadFixture(file));
    }

    // One thread or many: the same answer.
    void threadCountDoesNotMatter()
    {
        const Volume v = randomOf(PixelType::Int16, {256, 256, 40}, 11);
        const Volume f = randomOf(PixelType::Float32, {256, 256, 40}, 12);
        setThreadLimit(1);
        const auto one = percentileWindow(v), oneF = percentileWindow(f);
        setThreadLimit(3);
        QCOMPARE(percentileWindow(v), one);
        QCOMPARE(percentileWindow(f), oneF);
    }
};

QTEST_GUILESS_MAIN(TestRenderValueScan)
#include "tst_render_valuescan.moc"
