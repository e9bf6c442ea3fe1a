// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Real data: one head stored in 8 axis orders renders the same pictures at the same world point, and
// the FLAIR / lesion pair on one oblique grid lines up voxel for voxel.
#include "fixturevolume.h"
#include "render/render.h"

#include <QTest>

#include <cmath>

using namespace scansleuth;
using namespace scansleuth::render;
using scansleuth::render::testing::loadFixture;
using volume::Vec3;
using volume::Volume;

namespace {

Vec3 centre(const volume::Geometry& g)
{
    return volume::indexToPatient(g, {(g.size[0] - 1) / 2.0, (g.size[1] - 1) / 2.0, (g.size[2] - 1) / 2.0});
}

} // namespace

Q_DECLARE_METATYPE(scansleuth::render::Plane)

class TestRenderFixtures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void orientationsRenderIdentically_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* codes : {"AIL", "IPL", "LAS", "LPI", "PSR", "RPS", "SAL"})
            QTest::addRow("%s", codes) << QStringLiteral("nifti/orientations/%1.nii.gz").arg(codes);
    }
    void orientationsRenderIdentically()
    {
        QFETCH(QString, file);
        const Volume reference = loadFixture("nifti/orientations/RAS.nii.gz");
        const Volume other = loadFixture(file);
        const auto [window, level] = percentileWindow(reference);
        QCOMPARE(percentileWindow(other), std::make_pair(window, level));
        LayerStyle style;
        style.window = window;
        style.level = level;
        const Layer refLayer{&reference, style}, otherLayer{&other, style};
        for (auto convention : {ScreenConvention::Radiological, ScreenConvention::Neurological}) {
            const DisplayFrame a = DisplayFrame::forBase(reference.geometry(), convention);
            const DisplayFrame b = DisplayFrame::forBase(other.geometry(), convention);
            // Three points near the centre, none halfway between two slices (where rounding would
            // depend on the storage direction), two off-centre so that a mirror would show.
            const Vec3 m = centre(reference.geometry());
            const Vec3 c{m[0] + 0.37, m[1] - 0.21, m[2] + 0.13};
            for (const Vec3& p :
                 {c, Vec3{c[0] + 17.3, c[1] - 9.1, c[2] + 21.7}, Vec3{c[0] - 30, c[1] + 25, c[2] - 12}})
                for (Plane plane : {Plane::Axial, Plane::Coronal, Plane::Sagittal}) {
                    const RgbaImage ra = renderSlice(a, plane, sliceThrough(a, plane, p), {&refLayer, 1});
                    const RgbaImage rb = renderSlice(b, plane, sliceThrough(b, plane, p), {&otherLayer, 1});
                    QVERIFY(ra.width > 1 && ra.height > 1);
                    QCOMPARE(rb.width, ra.width);
                    QCOMPARE(rb.height, ra.height);
                    QCOMPARE(rb.pixelWidthMm, ra.pixelWidthMm);
                    QVERIFY2(rb == ra, planeName(plane));
                    QCOMPARE(edgeLabels(b, plane), edgeLabels(a, plane));
                }
        }
    }

    // The lesion layer shows exactly the lesion voxel behind each FLAIR pixel.
    void flairAndLesionLineUp_data()
    {
        QTest::addColumn<Plane>("plane");
        QTest::addRow("axial") << Plane::Axial;
        QTest::addRow("coronal") << Plane::Coronal;
        QTest::addRow("sagittal") << Plane::Sagittal;
    }
    void flairAndLesionLineUp()
    {
        QFETCH(Plane, plane);
        const Volume flair = loadFixture("overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz");
        const Volume lesion = loadFixture("overlay/flair_lesion_same_oblique_grid/lesion.nii.gz");
        const auto& g = flair.geometry();
        QVERIFY(volume::compareGeometry(g, lesion.geometry()).withinTolerance);
        // A lesion voxel to centre the slice on.
        Vec3 target = centre(g);
        std::int64_t lesionVoxels = 0;
        for (std::int64_t k = 0; k < g.size[2]; ++k)
            for (std::int64_t j = 0; j < g.size[1]; ++j)
                for (std::int64_t i = 0; i < g.size[0]; ++i)
                    if (lesion.realValue(i, j, k) != 0 && lesionVoxels++ == 0)
                        target = volume::indexToPatient(g, {double(i), double(j), double(k)});
        QVERIFY(lesionVoxels > 0);
        LayerStyle base;
        std::tie(base.window, base.level) = percentileWindow(flair);
        LayerStyle labels;
        labels.kind = LayerKind::Labels; // opaque: a lesion pixel shows its label colour exactly
        const Layer layers[] = {{&flair, base}, {&lesion, labels}};
        const Layer flairOnly[] = {{&flair, base}};
        const DisplayFrame frame = DisplayFrame::forBase(g);
        QVERIFY(frame.obliquityDegrees > 0.01);
        const std::int64_t slice = sliceThrough(frame, plane, target);
        const RgbaImage both = renderSlice(frame, plane, slice, layers);
        const RgbaImage plain = renderSlice(frame, plane, slice, flairOnly);
        int lesionPixels = 0;
        for (int y = 0; y < both.height; ++y)
            for (int x = 0; x < both.width; ++x) {
                const Vec3 c = volume::patientToIndex(g, screenToPatient(frame, plane, slice, x, y));
                const auto i = std::llround(c[0]), j = std::llround(c[1]), k = std::llround(c[2]);
                QVERIFY(std::abs(c[0] - i) < 1e-6 && std::abs(c[1] - j) < 1e-6 && std::abs(c[2] - k) < 1e-6);
                const int label = static_cast<int>(std::lround(lesion.realValue(i, j, k)));
                lesionPixels += label != 0;
                QCOMPARE(both.at(x, y), label != 0 ? defaultLabelColour(label) : plain.at(x, y));
            }
        QVERIFY(lesionPixels > 0);
    }
};

QTEST_GUILESS_MAIN(TestRenderFixtures)
#include "tst_render_fixtures.moc"
