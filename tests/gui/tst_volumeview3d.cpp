// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The VTK 3D view needs OpenGL: it runs under Xvfb (xcb), not on the offscreen platform.
#include "widgets/viewerstate.h"
#include "widgets/volumeview3d.h"

#include <QGuiApplication>
#include <QTest>

using namespace scansleuth;
using widgets::ViewerState;
using widgets::VolumeView3D;

namespace {
// A 40^3 image with a bright ball, and a label map with a ball (1) and a box (2).
std::shared_ptr<io::LoadedImage> makeImage(bool labels)
{
    volume::Geometry g;
    g.size = {40, 40, 40};
    g.spacing = {1.5, 1.5, 2};
    auto v = volume::Volume::allocate(volume::PixelType::UInt8, g);
    Q_ASSERT(v.ok());
    auto vox = v->voxels<std::uint8_t>();
    for (int k = 0; k < 40; ++k)
        for (int j = 0; j < 40; ++j)
            for (int i = 0; i < 40; ++i) {
                const int r2 = (i - 20) * (i - 20) + (j - 20) * (j - 20) + (k - 20) * (k - 20);
                std::uint8_t value = r2 < 100 ? (labels ? 1 : 200) : (labels ? 0 : 20);
                if (labels && i > 28 && i < 36 && j > 5 && j < 15 && k > 5 && k < 15)
                    value = 2;
                vox[static_cast<std::size_t>(i + 40 * (j + 40 * k))] = value;
            }
    auto image = std::make_shared<io::LoadedImage>();
    image->path = labels ? "mask" : "image";
    image->volumes.push_back(std::move(v).value());
    return image;
}

int distinctColours(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    return colours.size();
}
} // namespace

class TestVolumeView3D : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rendersPlanesAndLabelSurfaces();
};

void TestVolumeView3D::initTestCase()
{
    // ctest runs this test on xcb inside the README's xvfb-run; the offscreen platform has no OpenGL.
    QVERIFY2(QGuiApplication::platformName() != QLatin1String("offscreen"),
             "The 3D view needs OpenGL: run this test under xvfb-run with QT_QPA_PLATFORM=xcb.");
}

void TestVolumeView3D::rendersPlanesAndLabelSurfaces()
{
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    state.addLayer(makeImage(true), QStringLiteral("mask"));
    VolumeView3D view(&state);
    view.resize(320, 320);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.surfaceCount(), 1); // one surface actor carrying both labels
    const QImage first = view.grabFramebuffer();
    QVERIFY2(distinctColours(first) > 8, "the 3D view rendered a flat picture");

    // Dragging with the left button rotates the camera: the picture changes.
    QTest::mousePress(&view, Qt::LeftButton, Qt::NoModifier, QPoint(160, 160));
    QMouseEvent move(QEvent::MouseMove, QPointF(220, 170), view.mapToGlobal(QPointF(220, 170)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &move);
    QTest::mouseRelease(&view, Qt::LeftButton, Qt::NoModifier, QPoint(220, 170));
    QVERIFY(view.grabFramebuffer() != first);

    // Hiding the mask removes its surfaces.
    state.setLayerVisible(1, false);
    QCOMPARE(view.surfaceCount(), 0);
}

QTEST_MAIN(TestVolumeView3D)
#include "tst_volumeview3d.moc"
