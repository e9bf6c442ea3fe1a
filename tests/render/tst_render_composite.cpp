// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Compositing, pixel by pixel: window/level, label colours and opacity, outlines, per-label
// visibility, the probability heat map, and overlays on other grids resampled through world space.
#include "render/render.h"
#include "synthetic.h"

#include <QTest>

using namespace scansleuth;
using namespace scansleuth::render;
using namespace scansleuth::render::testing;
using volume::Geometry;
using volume::Volume;

Q_DECLARE_METATYPE(scansleuth::render::Rgba)
Q_DECLARE_METATYPE(scansleuth::render::LayerKind)
Q_DECLARE_METATYPE(scansleuth::volume::PixelType)

namespace scansleuth::render {
// Readable failure messages.
inline char* toString(const Rgba& c)
{
    return QTest::toString(QStringLiteral("rgba(%1, %2, %3, %4)").arg(c.r).arg(c.g).arg(c.b).arg(c.a));
}
} // namespace scansleuth::render

namespace {

// A 9 x 9 x 3 LPS grid of 1 mm voxels; axial slice 1 is the middle one.
Geometry grid()
{
    return makeGeometry({9, 9, 3}, volume::identity3(), {1, 1, 1}, {-4, -4, -1});
}

// Screen pixel of base voxel (i, j, k) in the axial view, through the display frame.
std::array<int, 2> pixelOf(const DisplayFrame& f, const Geometry& g, std::int64_t i, std::int64_t j,
                           std::int64_t k)
{
    const auto s =
        patientToScreen(f, Plane::Axial, volume::indexToPatient(g, {double(i), double(j), double(k)}));
    return {static_cast<int>(std::lround(s[0])), static_cast<int>(std::lround(s[1]))};
}

// Grey = stored value (0 => black).
Layer blackBase(const Volume& image)
{
    Layer b{&image, {}};
    b.style.window = 255;
    b.style.level = 127.5;
    return b;
}

RgbaImage axial(const Geometry& base, std::vector<Layer> layers, std::int64_t slice = 1)
{
    return renderSlice(DisplayFrame::forBase(base), Plane::Axial, slice, layers);
}

} // namespace

class TestRenderComposite : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void windowLevel_data()
    {
        QTest::addColumn<int>("stored");
        QTest::addColumn<double>("window");
        QTest::addColumn<double>("level");
        QTest::addColumn<int>("grey");
        // Real = stored - 1024. Window 200 / level 100 spans real 0..200.
        QTest::addRow("below the window") << 1024 - 50 << 200.0 << 100.0 << 0;
        QTest::addRow("window bottom") << 1024 << 200.0 << 100.0 << 0;
        QTest::addRow("just above the level") << 1024 + 102 << 200.0 << 100.0 << 130;
        QTest::addRow("a fifth") << 1024 + 40 << 200.0 << 100.0 << 51;
        QTest::addRow("window top") << 1024 + 200 << 200.0 << 100.0 << 255;
        QTest::addRow("above the window") << 1024 + 900 << 200.0 << 100.0 << 255;
        QTest::addRow("CT brain 40/400 at 0 HU") << 1024 << 400.0 << 40.0 << 102;
        QTest::addRow("zero window: threshold, below") << 1024 + 9 << 0.0 << 10.0 << 0;
        QTest::addRow("zero window: threshold, at") << 1024 + 10 << 0.0 << 10.0 << 255;
    }
    void windowLevel()
    {
        QFETCH(int, stored);
        QFETCH(double, window);
        QFETCH(double, level);
        QFETCH(int, grey);
        Volume v = filledVolume<std::int16_t>(grid(), static_cast<std::int16_t>(stored));
        v.setRescale({1.0, -1024.0});
        Layer layer{&v, {}};
        layer.style.window = window;
        layer.style.level = level;
        const RgbaImage image = axial(grid(), {layer});
        QCOMPARE(image.at(4, 4), testing::grey(static_cast<std::uint8_t>(grey)));
        QCOMPARE(image.at(0, 8), testing::grey(static_cast<std::uint8_t>(grey)));
    }

    void labelColoursAndOpacity_data()
    {
        QTest::addColumn<int>("base");
        QTest::addColumn<int>("label");
        QTest::addColumn<double>("opacity");
        QTest::addColumn<Rgba>("expected");
        // Straight alpha: out = (src * a + dst * (255 - a) + 127) / 255, a = round(255 * opacity).
        QTest::addRow("label 1 opaque over black") << 0 << 1 << 1.0 << Rgba{255, 0, 0, 255};
        QTest::addRow("label 2 opaque") << 0 << 2 << 1.0 << Rgba{0, 255, 0, 255};
        QTest::addRow("label 3 half over black") << 0 << 3 << 0.5 << Rgba{0, 0, 128, 255};
        QTest::addRow("label 1 half over grey 100") << 100 << 1 << 0.5 << Rgba{178, 50, 50, 255};
        QTest::addRow("label 0 is transparent") << 100 << 0 << 1.0 << Rgba{100, 100, 100, 255};
        QTest::addRow("opacity 0") << 100 << 4 << 0.0 << Rgba{100, 100, 100, 255};
    }
    void labelColoursAndOpacity()
    {
        QFETCH(int, base);
        QFETCH(int, label);
        QFETCH(double, opacity);
        QFETCH(Rgba, expected);
        const Volume image = filledVolume<std::uint8_t>(grid(), static_cast<std::uint8_t>(base));
        const Volume labels = filledVolume<std::uint8_t>(grid(), static_cast<std::uint8_t>(label));
        Layer b{&image, {}};
        b.style.window = 255;
        b.style.level = 127.5;
        Layer l{&labels, {}};
        l.style.kind = LayerKind::Labels;
        l.style.opacity = opacity;
        const RgbaImage out = axial(grid(), {b, l});
        QCOMPARE(out.at(3, 5), expected);
    }

    void labelTableAndVisibility()
    {
        Volume labels = filledVolume<std::uint8_t>(grid(), 0);
        labels.voxels<std::uint8_t>()[labels.linearIndex(2, 2, 1)] = 1;
        labels.voxels<std::uint8_t>()[labels.linearIndex(3, 2, 1)] = 2;
        labels.voxels<std::uint8_t>()[labels.linearIndex(4, 2, 1)] = 300 % 256; // 44: default colour
        const Volume image = filledVolume<std::uint8_t>(grid(), 0);
        Layer l{&labels, {}};
        l.style.kind = LayerKind::Labels;
        l.style.labels = {{1, {10, 20, 30, 255}, "liver", true}, {2, {255, 255, 255, 255}, "hidden", false}};
        const RgbaImage out = axial(grid(), {blackBase(image), l});
        const DisplayFrame f = DisplayFrame::forBase(grid());
        auto at = [&](int i) {
            return out.at(pixelOf(f, grid(), i, 2, 1)[0], pixelOf(f, grid(), i, 2, 1)[1]);
        };
        QCOMPARE(at(2), (Rgba{10, 20, 30, 255}));
        QCOMPARE(at(3), (Rgba{0, 0, 0, 255}));
        QCOMPARE(at(4), defaultLabelColour(44));
        QCOMPARE(defaultLabelColour(0).a, 0);
        QCOMPARE(defaultLabelColour(1), (Rgba{255, 0, 0, 255}));
        QVERIFY(defaultLabelColour(13) != defaultLabelColour(14));
    }

    void outlineOnly()
    {
        Volume labels = filledVolume<std::uint8_t>(grid(), 0);
        for (int j = 2; j <= 6; ++j)
            for (int i = 2; i <= 6; ++i)
                labels.voxels<std::uint8_t>()[labels.linearIndex(i, j, 1)] = 1;
        const Volume image = filledVolume<std::uint8_t>(grid(), 0);
        Layer l{&labels, {}};
        l.style.kind = LayerKind::Labels;
        l.style.outlineOnly = true;
        const RgbaImage out = axial(grid(), {blackBase(image), l});
        const DisplayFrame f = DisplayFrame::forBase(grid());
        for (int j = 0; j < 9; ++j)
            for (int i = 0; i < 9; ++i) {
                const bool inside = i >= 2 && i <= 6 && j >= 2 && j <= 6;
                const bool border = inside && (i == 2 || i == 6 || j == 2 || j == 6);
                const auto p = pixelOf(f, grid(), i, j, 1);
                QCOMPARE(out.at(p[0], p[1]), (border ? Rgba{255, 0, 0, 255} : Rgba{0, 0, 0, 255}));
            }
    }

    void probabilityHeat_data()
    {
        QTest::addColumn<float>("value");
        QTest::addColumn<Rgba>("expected");
        QTest::addRow("below threshold") << 0.2f << Rgba{60, 60, 60, 255};
        QTest::addRow("NaN") << std::numeric_limits<float>::quiet_NaN() << Rgba{60, 60, 60, 255};
        QTest::addRow("at threshold") << 0.5f << heatColour(0.0);
        QTest::addRow("a fifth of the way (table step 51)") << 0.6f << heatColour(0.2);
        QTest::addRow("maximum") << 1.0f << Rgba{255, 255, 255, 255};
        QTest::addRow("above maximum") << 3.0f << Rgba{255, 255, 255, 255};
    }
    void probabilityHeat()
    {
        QFETCH(float, value);
        QFETCH(Rgba, expected);
        const Volume image = filledVolume<std::uint8_t>(grid(), 60);
        const Volume prob = filledVolume<float>(grid(), value);
        Layer b{&image, {}};
        b.style.window = 255;
        b.style.level = 127.5;
        Layer p{&prob, {}};
        p.style.kind = LayerKind::Probability;
        p.style.threshold = 0.5;
        p.style.maximum = 1.0;
        QCOMPARE(axial(grid(), {b, p}).at(4, 4), expected);
        QCOMPARE(heatColour(0.0), (Rgba{128, 0, 0, 255}));
        QCOMPARE(heatColour(0.5), (Rgba{255, 128, 0, 255}));
    }

    // A mask whose origin is one voxel further left in world space lands one pixel further left.
    void overlayShiftedByOneVoxel()
    {
        const Geometry g = grid();
        Geometry shifted = g;
        shifted.origin[0] += 1.0; // +x in LPS = towards the patient's left
        Volume a = filledVolume<std::uint8_t>(g, 0), b = filledVolume<std::uint8_t>(shifted, 0);
        a.voxels<std::uint8_t>()[a.linearIndex(4, 3, 1)] = 1;
        b.voxels<std::uint8_t>()[b.linearIndex(4, 3, 1)] = 1;
        const Volume image = filledVolume<std::uint8_t>(g, 0);
        Layer la{&a, {}}, lb{&b, {}};
        la.style.kind = lb.style.kind = LayerKind::Labels;
        const RgbaImage ra = axial(g, {blackBase(image), la});
        const RgbaImage rb = axial(g, {blackBase(image), lb});
        // Radiological: the patient's left is on the screen's right.
        for (int y = 0; y < 9; ++y)
            for (int x = 0; x < 9; ++x)
                QCOMPARE(rb.at(x, y), (x == 0 ? Rgba{0, 0, 0, 255} : ra.at(x - 1, y)));
        int red = 0;
        for (const Rgba& p : rb.pixels)
            red += p.r == 255;
        QCOMPARE(red, 1);
    }

    // The same physical mask stored with permuted and flipped axes renders identically.
    void flippedStorageRendersTheSame_data()
    {
        QTest::addColumn<LayerKind>("kind");
        QTest::addRow("labels") << LayerKind::Labels;
        QTest::addRow("image (linear)") << LayerKind::Image;
    }
    void flippedStorageRendersTheSame()
    {
        QFETCH(LayerKind, kind);
        const Geometry g = makeGeometry({6, 5, 4}, volume::identity3(), {1.0, 0.8, 1.5}, {2, -3, 7});
        const Volume base = indexVolume(g);
        Volume mask = indexVolume(g);
        for (std::int16_t& v : mask.voxels<std::int16_t>())
            v = static_cast<std::int16_t>(v % 5);
        volume::AxisPermutation p;
        p.sourceAxis = {2, 0, 1};
        p.flip = {true, false, true};
        const Volume stored = volume::reorient(mask, p).value();
        QVERIFY(!(stored.geometry() == mask.geometry()));
        for (Plane plane : {Plane::Axial, Plane::Coronal, Plane::Sagittal}) {
            LayerStyle style;
            style.kind = kind;
            style.opacity = 0.6;
            style.window = 5;
            style.level = 2.5;
            const DisplayFrame f = DisplayFrame::forBase(g);
            const Layer one[] = {{&base, {}}, {&mask, style}};
            const Layer two[] = {{&base, {}}, {&stored, style}};
            for (std::int64_t s = 0; s < f.sliceCount(plane); ++s)
                QCOMPARE(renderSlice(f, plane, s, two), renderSlice(f, plane, s, one));
        }
    }

    // A coarser grid (2 mm, offset 0.5 mm): each mask voxel covers 2 x 2 base pixels, nearest.
    void overlayOnCoarserGrid_data()
    {
        QTest::addColumn<volume::PixelType>("type");
        QTest::addRow("uint8") << volume::PixelType::UInt8;
        QTest::addRow("int16") << volume::PixelType::Int16;
        QTest::addRow("float32") << volume::PixelType::Float32;
    }
    void overlayOnCoarserGrid()
    {
        QFETCH(volume::PixelType, type);
        const Geometry g = grid();
        const Geometry coarse = makeGeometry({3, 3, 2}, volume::identity3(), {2, 2, 2},
                                             {g.origin[0] + 0.5, g.origin[1] + 0.5, g.origin[2] + 0.5});
        Volume mask = Volume::allocate(type, coarse).value();
        volume::visitPixelType(type, [&](auto t) {
            using T = decltype(t);
            for (T& v : mask.voxels<T>())
                v = T(0);
            mask.voxels<T>()[static_cast<std::size_t>(mask.linearIndex(2, 1, 0))] = T(3);
        });
        const Volume image = filledVolume<std::uint8_t>(g, 0);
        Layer l{&mask, {}};
        l.style.kind = LayerKind::Labels;
        const RgbaImage out = axial(g, {blackBase(image), l});
        const DisplayFrame f = DisplayFrame::forBase(g);
        for (int j = 0; j < 9; ++j)
            for (int i = 0; i < 9; ++i) {
                const bool lit = (i == 4 || i == 5) && (j == 2 || j == 3);
                const auto p = pixelOf(f, g, i, j, 1);
                QCOMPARE(out.at(p[0], p[1]), (lit ? Rgba{0, 0, 255, 255} : Rgba{0, 0, 0, 255}));
            }
    }

    // A label map on a rotated, shifted grid: every pixel shows the label of the nearest voxel of
    // that grid to the pixel centre's world point (a direct lookup), or the base outside it.
    void rotatedOverlayMatchesLookup_data()
    {
        QTest::addColumn<volume::PixelType>("type");
        QTest::addRow("uint8") << volume::PixelType::UInt8;
        QTest::addRow("float32") << volume::PixelType::Float32;
    }
    void rotatedOverlayMatchesLookup()
    {
        QFETCH(volume::PixelType, type);
        const Geometry g = makeGeometry({12, 11, 5}, volume::identity3(), {1, 1, 1}, {-6, -5, -2});
        const double r = 23.0 * M_PI / 180.0;
        const Geometry rotated = makeGeometry(
            {8, 7, 4}, {{{std::cos(r), -std::sin(r), 0}, {std::sin(r), std::cos(r), 0}, {0, 0, 1}}},
            {1.3, 0.9, 1.7}, {-3.37, -4.21, -1.93});
        Volume mask = Volume::allocate(type, rotated).value();
        volume::visitPixelType(type, [&](auto t) {
            using T = decltype(t);
            auto voxels = mask.voxels<T>();
            for (std::size_t i = 0; i < voxels.size(); ++i)
                voxels[i] = T(i % 13);
        });
        const Volume image = filledVolume<std::uint8_t>(g, 0);
        Layer l{&mask, {}};
        l.style.kind = LayerKind::Labels;
        const DisplayFrame f = DisplayFrame::forBase(g);
        for (Plane plane : {Plane::Axial, Plane::Coronal, Plane::Sagittal})
            for (std::int64_t s = 0; s < f.sliceCount(plane); ++s) {
                const Layer layers[] = {blackBase(image), l};
                const RgbaImage out = renderSlice(f, plane, s, layers);
                for (int y = 0; y < out.height; ++y)
                    for (int x = 0; x < out.width; ++x) {
                        volume::Index3 idx;
                        Rgba expected{0, 0, 0, 255};
                        if (nearestVoxel(rotated, screenToPatient(f, plane, s, x, y), idx)) {
                            const int label = static_cast<int>(mask.storedValue(idx[0], idx[1], idx[2]));
                            if (label != 0)
                                expected = defaultLabelColour(label);
                        }
                        QCOMPARE(out.at(x, y), expected);
                    }
            }
    }

    // Trilinear: an image overlay shifted by half a voxel shows the mean of two neighbours; outside
    // its grid it is transparent.
    void linearOverlayHalfVoxel()
    {
        const Geometry g = grid();
        Geometry half = makeGeometry({5, 9, 3}, volume::identity3(), {1, 1, 1},
                                     {g.origin[0] + 0.5, g.origin[1], g.origin[2]});
        Volume ramp = Volume::allocate(volume::PixelType::Float32, half).value();
        for (std::int64_t k = 0; k < 3; ++k)
            for (std::int64_t j = 0; j < 9; ++j)
                for (std::int64_t i = 0; i < 5; ++i)
                    ramp.voxels<float>()[ramp.linearIndex(i, j, k)] = float(20 * i + 10);
        const Volume image = filledVolume<std::uint8_t>(g, 7);
        Layer b{&image, {}};
        b.style.window = 255;
        b.style.level = 127.5;
        Layer l{&ramp, {}};
        l.style.window = 255;
        l.style.level = 127.5;
        const RgbaImage out = axial(g, {b, l});
        const DisplayFrame f = DisplayFrame::forBase(g);
        // Base voxel i sits at ramp index i - 0.5: value 20 i (the edge value 10 at i = 0); from i = 5 on
        // (index 4.5 and above) it is outside the ramp: the base shows.
        const int expected[9] = {10, 20, 40, 60, 80, 7, 7, 7, 7};
        for (int i = 0; i < 9; ++i) {
            const auto p = pixelOf(f, g, i, 4, 1);
            QCOMPARE(int(out.at(p[0], p[1]).r), expected[i]);
        }
    }

    void emptyAndOutOfRange()
    {
        const Volume image = filledVolume<std::uint8_t>(grid(), 200);
        Layer b{&image, {}};
        const RgbaImage out = axial(grid(), {b}, 99);
        QCOMPARE(out.width, 9);
        QCOMPARE(out.at(0, 0), (Rgba{0, 0, 0, 255}));
        QCOMPARE(axial(grid(), {}).at(1, 1), (Rgba{0, 0, 0, 255}));
    }
};

QTEST_GUILESS_MAIN(TestRenderComposite)
#include "tst_render_composite.moc"
