// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Drawing copies are a cache: drawn in a layer's place they must give exactly the pictures the layer
// gives, for every plane, convention, layer kind and grid relation, on synthetic and real data.
#include "fixturevolume.h"
#include "render/render.h"
#include "synthetic.h"

#include <QTest>

#include <cmath>

using namespace scansleuth;
using namespace scansleuth::render;
using namespace scansleuth::render::testing;
using volume::PixelType;
using volume::Volume;

Q_DECLARE_METATYPE(scansleuth::render::Plane)
Q_DECLARE_METATYPE(scansleuth::render::ScreenConvention)
Q_DECLARE_METATYPE(scansleuth::render::LayerKind)
Q_DECLARE_METATYPE(scansleuth::volume::PixelType)

namespace {

// A 20x16x12 int16 base stored axial-major (LPS axes), values varying along every axis.
Volume makeBase()
{
    return indexVolume(makeGeometry({20, 16, 12}, volume::identity3(), {1.0, 1.2, 2.0}, {-10, -9, -12}));
}

// A grid rotated about two axes, with its own spacing and an origin that leaves part of the base
// uncovered, filled with labels 0..3 (uint8) or a ramp (float probabilities, int16 image).
volume::Geometry rotatedGrid()
{
    const double a = 0.35, b = 0.2;
    const volume::Mat3 rz{{{std::cos(a), -std::sin(a), 0}, {std::sin(a), std::cos(a), 0}, {0, 0, 1}}};
    const volume::Mat3 rx{{{1, 0, 0}, {0, std::cos(b), -std::sin(b)}, {0, std::sin(b), std::cos(b)}}};
    volume::Mat3 r{};
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            for (int k = 0; k < 3; ++k)
                r[i][j] += rz[i][k] * rx[k][j];
    return makeGeometry({17, 15, 9}, r, {0.9, 1.1, 1.7}, {-7.3, -8.1, -9.6});
}

Volume makeOverlay(PixelType type, const volume::Geometry& g)
{
    Volume v = Volume::allocate(type, g).value();
    volume::visitPixelType(type, [&](auto t) {
        using T = decltype(t);
        auto voxels = v.voxels<T>();
        for (std::int64_t n = 0; n < v.voxelCount(); ++n) {
            if constexpr (std::is_floating_point_v<T>)
                voxels[n] = static_cast<T>(double(n % 97) / 96.0);
            else
                voxels[n] = static_cast<T>(n * 7 % 4);
        }
    });
    return v;
}

} // namespace

class TestRenderDrawCopy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Synthetic layers: kind, stored type, grid, rescale; every plane and both conventions.
    void samePictures_data()
    {
        QTest::addColumn<LayerKind>("kind");
        QTest::addColumn<PixelType>("type");
        QTest::addColumn<bool>("rotated");
        QTest::addColumn<double>("slope");
        QTest::addColumn<int>("interpolation");
        QTest::addColumn<PixelType>("expectedType"); // of the sagittal copy
        QTest::addRow("uint8 labels, rotated grid")
            << LayerKind::Labels << PixelType::UInt8 << true << 1.0 << 0 << PixelType::UInt8;
        QTest::addRow("int16 labels, rotated grid")
            << LayerKind::Labels << PixelType::Int16 << true << 1.0 << 0 << PixelType::Int16;
        QTest::addRow("uint8 labels with rescale: float copy")
            << LayerKind::Labels << PixelType::UInt8 << true << 2.0 << 0 << PixelType::Float32;
        QTest::addRow("labels drawn with linear interpolation")
            << LayerKind::Labels << PixelType::UInt8 << true << 1.0 << 2 << PixelType::UInt8;
        QTest::addRow("float probabilities, rotated grid")
            << LayerKind::Probability << PixelType::Float32 << true << 1.0 << 0 << PixelType::Float32;
        QTest::addRow("int16 image partly outside: float copy, NaN outside")
            << LayerKind::Image << PixelType::Int16 << true << 1.0 << 0 << PixelType::Float32;
        QTest::addRow("int16 image on the base grid (sagittal copy only)")
            << LayerKind::Image << PixelType::Int16 << false << 1.0 << 0 << PixelType::Int16;
        QTest::addRow("uint8 labels on the base grid")
            << LayerKind::Labels << PixelType::UInt8 << false << 1.0 << 0 << PixelType::UInt8;
    }
    void samePictures()
    {
        QFETCH(LayerKind, kind);
        QFETCH(PixelType, type);
        QFETCH(bool, rotated);
        QFETCH(double, slope);
        QFETCH(int, interpolation);
        QFETCH(PixelType, expectedType);
        const Volume base = makeBase();
        Volume overlay = makeOverlay(type, rotated ? rotatedGrid() : base.geometry());
        overlay.setRescale({slope, 0.0});
        LayerStyle style;
        style.kind = kind;
        style.opacity = 0.6;
        style.window = 3;
        style.level = 1.5;
        style.threshold = 0.2;
        style.interpolation = static_cast<Interpolation>(interpolation);
        const Layer baseLayer{&base, {}};
        const Layer overlayLayer{&overlay, style};
        for (auto convention : {ScreenConvention::Radiological, ScreenConvention::Neurological}) {
            const DisplayFrame frame = DisplayFrame::forBase(base.geometry(), convention);
            for (Plane plane : {Plane::Axial, Plane::Coronal, Plane::Sagittal}) {
                const DrawCopyPlan plan = planDrawCopy(frame, plane, overlayLayer);
                QCOMPARE(plan.helps, rotated || plane == Plane::Sagittal);
                if (plane == Plane::Sagittal)
                    QCOMPARE(plan.type, expectedType);
                std::vector<Layer> direct{baseLayer, overlayLayer};
                std::vector<Layer> copied = direct;
                std::vector<Volume> copies;
                copies.reserve(2);
                for (Layer& l : copied) {
                    if (!planDrawCopy(frame, plane, l).helps)
                        continue;
                    auto copy = makeDrawCopy(frame, plane, l);
                    QVERIFY(copy);
                    QCOMPARE(copy->voxelCount() * std::int64_t(volume::bytesPerVoxel(copy->pixelType())),
                             planDrawCopy(frame, plane, l).bytes);
                    copies.push_back(std::move(copy).value());
                    l.volume = &copies.back();
                }
                for (std::int64_t slice = 0; slice < frame.sliceCount(plane); ++slice) {
                    const RgbaImage want = renderSlice(frame, plane, slice, direct);
                    const RgbaImage got = renderSlice(frame, plane, slice, copied);
                    if (got != want)
                        QFAIL(qPrintable(
                            QStringLiteral("%1 slice %2 differs").arg(planeName(plane)).arg(slice)));
                }
            }
        }
    }

    // Real data: an image stored sagittal-major and the oblique FLAIR with its lesion mask.
    void realData_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("overlay");
        QTest::addRow("PSR head, RAS head as overlay") << "nifti/orientations/PSR.nii.gz"
                                                       << "nifti/orientations/RAS.nii.gz";
        QTest::addRow("oblique FLAIR and lesion") << "overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz"
                                                  << "overlay/flair_lesion_same_oblique_grid/lesion.nii.gz";
    }
    void realData()
    {
        QFETCH(QString, base);
        QFETCH(QString, overlay);
        const Volume b = loadFixture(base), o = loadFixture(overlay);
        const Layer baseLayer{&b, defaultStyle(b, true, false)};
        const Layer overlayLayer{&o, defaultStyle(o, false, false)};
        const DisplayFrame frame = DisplayFrame::forBase(b.geometry());
        int copiesMade = 0;
        for (Plane plane : {Plane::Axial, Plane::Coronal, Plane::Sagittal}) {
            std::vector<Layer> direct{baseLayer, overlayLayer}, copied = direct;
            std::vector<Volume> copies;
            copies.reserve(2);
            for (Layer& l : copied) {
                if (!planDrawCopy(frame, plane, l).helps)
                    continue;
                copies.push_back(makeDrawCopy(frame, plane, l).value());
                l.volume = &copies.back();
                ++copiesMade;
            }
            const std::int64_t n = frame.sliceCount(plane);
            for (std::int64_t slice : {std::int64_t(0), n / 3, n / 2, n - 1})
                QVERIFY(renderSlice(frame, plane, slice, copied) == renderSlice(frame, plane, slice, direct));
        }
        QVERIFY(copiesMade > 0);
    }

    void noCopyWhereRowsAreConsecutive()
    {
        const Volume base = makeBase();
        const DisplayFrame frame = DisplayFrame::forBase(base.geometry());
        const Layer layer{&base, {}};
        QVERIFY(!planDrawCopy(frame, Plane::Axial, layer).helps);
        QVERIFY(!planDrawCopy(frame, Plane::Coronal, layer).helps);
        QVERIFY(planDrawCopy(frame, Plane::Sagittal, layer).helps);
        const auto refused = makeDrawCopy(frame, Plane::Axial, layer);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, ErrorKind::Invalid);
    }
};

QTEST_GUILESS_MAIN(TestRenderDrawCopy)
#include "tst_render_drawcopy.moc"
