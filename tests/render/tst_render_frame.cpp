// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The display frame: which way round each plane is shown, screen <-> patient mapping, edge letters,
// and that the base layer's pixels are its voxels, exactly.
#include "render/render.h"
#include "synthetic.h"

#include <QTest>

#include <cmath>

using namespace scansleuth;
using namespace scansleuth::render;
using namespace scansleuth::render::testing;
using volume::Geometry;
using volume::Vec3;

Q_DECLARE_METATYPE(scansleuth::render::Plane)
Q_DECLARE_METATYPE(scansleuth::volume::Geometry)

namespace {

Geometry oblique30()
{
    const double a = 30.0 * M_PI / 180.0;
    return makeGeometry({7, 6, 5},
                        {{{std::cos(a), -std::sin(a), 0}, {std::sin(a), std::cos(a), 0}, {0, 0, 1}}},
                        {0.8, 1.1, 2.0}, {3.5, -7.25, 12.0});
}

void addGeometryRows()
{
    QTest::addColumn<Geometry>("geometry");
    QTest::addColumn<Plane>("plane");
    const std::pair<const char*, Geometry> geometries[] = {
        {"LPS", makeGeometry({5, 4, 3}, directionFromCodes("LPS"), {0.5, 0.75, 2.0}, {-10, 20, 5})},
        {"RAS", makeGeometry({5, 4, 3}, directionFromCodes("RAS"), {1, 1, 1}, {4, 3, -2})},
        {"PSR", makeGeometry({4, 3, 5}, directionFromCodes("PSR"), {1.5, 1, 0.9}, {0, 0, 0})},
        {"oblique", oblique30()},
    };
    for (const auto& [name, g] : geometries)
        for (Plane p : {Plane::Axial, Plane::Coronal, Plane::Sagittal})
            QTest::addRow("%s %s", name, planeName(p)) << g << p;
}

} // namespace

class TestRenderFrame : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void basePixelsAreVoxels_data() { addGeometryRows(); }
    void basePixelsAreVoxels()
    {
        QFETCH(Geometry, geometry);
        QFETCH(Plane, plane);
        const volume::Volume v = indexVolume(geometry);
        const DisplayFrame frame = DisplayFrame::forBase(geometry);
        Layer layer{&v, {}};
        layer.style.window = 255;
        layer.style.level = 127.5; // grey = value for 0..255
        for (std::int64_t s = 0; s < frame.sliceCount(plane); ++s) {
            const RgbaImage image = renderSlice(frame, plane, s, {&layer, 1});
            QCOMPARE(image.width, frame.width(plane));
            QCOMPARE(image.height, frame.height(plane));
            for (int y = 0; y < image.height; ++y)
                for (int x = 0; x < image.width; ++x) {
                    volume::Index3 idx;
                    QVERIFY(nearestVoxel(geometry, screenToPatient(frame, plane, s, x, y), idx));
                    const double value = v.storedValue(idx[0], idx[1], idx[2]);
                    QCOMPARE(image.at(x, y), grey(static_cast<std::uint8_t>(std::lround(value))));
                }
        }
    }

    void orientationOnScreen_data() { addGeometryRows(); }
    void orientationOnScreen()
    {
        QFETCH(Geometry, geometry);
        QFETCH(Plane, plane);
        for (auto convention : {ScreenConvention::Radiological, ScreenConvention::Neurological}) {
            const DisplayFrame frame = DisplayFrame::forBase(geometry, convention);
            const int w = frame.width(plane), h = frame.height(plane);
            const Vec3 left = volume::lpsToRas(screenToPatient(frame, plane, 0, 0, 0));
            const Vec3 right = volume::lpsToRas(screenToPatient(frame, plane, 0, w - 1, 0));
            const Vec3 bottom = volume::lpsToRas(screenToPatient(frame, plane, 0, 0, h - 1));
            const bool radiological = convention == ScreenConvention::Radiological;
            if (plane == Plane::Sagittal) {
                QVERIFY(left[1] > right[1]); // anterior on the left
            } else {
                QCOMPARE(left[0] > right[0], radiological); // patient's right on the left
            }
            const int up = plane == Plane::Axial ? 1 : 2; // anterior / superior at the top
            QVERIFY(left[up] > bottom[up]);
        }
    }

    void roundTrips_data() { addGeometryRows(); }
    void roundTrips()
    {
        QFETCH(Geometry, geometry);
        QFETCH(Plane, plane);
        const DisplayFrame frame = DisplayFrame::forBase(geometry);
        for (std::int64_t s = 0; s < frame.sliceCount(plane); ++s)
            for (double y : {0.0, 1.25, double(frame.height(plane) - 1)})
                for (double x : {0.0, 0.5, double(frame.width(plane) - 1)}) {
                    const Vec3 p = screenToPatient(frame, plane, s, x, y);
                    const auto back = patientToScreen(frame, plane, p);
                    QVERIFY(std::abs(back[0] - x) < 1e-9);
                    QVERIFY(std::abs(back[1] - y) < 1e-9);
                    QCOMPARE(sliceThrough(frame, plane, p), s);
                }
        // Far outside: clamped to the first and last slice.
        const Vec3 centre = screenToPatient(frame, plane, 0, 0, 0);
        const Vec3 n = volume::indexToPatient(frame.geometry, {0, 0, 0});
        const Vec3 far = volume::indexToPatient(frame.geometry, {1e4, 1e4, 1e4});
        QCOMPARE(sliceThrough(frame, plane, {2 * n[0] - far[0], 2 * n[1] - far[1], 2 * n[2] - far[2]}), 0);
        QCOMPARE(sliceThrough(frame, plane, far), frame.sliceCount(plane) - 1);
        Q_UNUSED(centre);
    }

    void neurologicalMirrorsRadiological_data() { addGeometryRows(); }
    void neurologicalMirrorsRadiological()
    {
        QFETCH(Geometry, geometry);
        QFETCH(Plane, plane);
        const volume::Volume v = indexVolume(geometry);
        Layer layer{&v, {}};
        layer.style.window = 255;
        layer.style.level = 127.5;
        const auto radio = DisplayFrame::forBase(geometry, ScreenConvention::Radiological);
        const auto neuro = DisplayFrame::forBase(geometry, ScreenConvention::Neurological);
        const RgbaImage a = renderSlice(radio, plane, 1, {&layer, 1});
        const RgbaImage b = renderSlice(neuro, plane, 1, {&layer, 1});
        for (int y = 0; y < a.height; ++y)
            for (int x = 0; x < a.width; ++x)
                QCOMPARE(b.at(x, y), plane == Plane::Sagittal ? a.at(x, y) : a.at(a.width - 1 - x, y));
    }

    void edgeLetters_data()
    {
        QTest::addColumn<Geometry>("geometry");
        QTest::addColumn<Plane>("plane");
        QTest::addColumn<bool>("neurological");
        QTest::addColumn<QStringList>("expected"); // left, right, top, bottom
        for (const char* codes : {"LPS", "RAS", "PSR"}) {
            const Geometry g = makeGeometry({4, 5, 6}, directionFromCodes(codes));
            QTest::addRow("%s axial", codes) << g << Plane::Axial << false << QStringList{"R", "L", "A", "P"};
            QTest::addRow("%s coronal", codes)
                << g << Plane::Coronal << false << QStringList{"R", "L", "S", "I"};
            QTest::addRow("%s sagittal", codes)
                << g << Plane::Sagittal << false << QStringList{"A", "P", "S", "I"};
            QTest::addRow("%s axial neuro", codes)
                << g << Plane::Axial << true << QStringList{"L", "R", "A", "P"};
        }
        QTest::addRow("oblique axial")
            << oblique30() << Plane::Axial << false << QStringList{"RA", "LP", "AL", "PR"};
        QTest::addRow("oblique coronal")
            << oblique30() << Plane::Coronal << false << QStringList{"RA", "LP", "S", "I"};
    }
    void edgeLetters()
    {
        QFETCH(Geometry, geometry);
        QFETCH(Plane, plane);
        QFETCH(bool, neurological);
        QFETCH(QStringList, expected);
        const auto frame = DisplayFrame::forBase(geometry, neurological ? ScreenConvention::Neurological
                                                                        : ScreenConvention::Radiological);
        const auto labels = edgeLabels(frame, plane);
        QStringList got;
        for (const std::string& l : labels)
            got << QString::fromStdString(l);
        QCOMPARE(got, expected);
    }

    void obliquityIsReported()
    {
        QCOMPARE(DisplayFrame::forBase(makeGeometry({2, 2, 2})).obliquityDegrees, 0.0);
        QVERIFY(std::abs(DisplayFrame::forBase(oblique30()).obliquityDegrees - 30.0) < 1e-6);
        QCOMPARE(planeName(Plane::Coronal), "coronal");
    }
};

QTEST_GUILESS_MAIN(TestRenderFrame)
#include "tst_render_frame.moc"
