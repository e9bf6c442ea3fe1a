// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The VTK 3D view needs OpenGL: it runs under Xvfb (xcb), not on the offscreen platform.
#include "widgets/viewerstate.h"
#include "widgets/volumeview3d.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <array>
#include <cmath>
#include <memory>

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

// A 220 x 220 x 160 label map of five balls (labels 1..5) on the image's field of view: its surfaces take a
// while to build (flying edges and smoothing over 7.7 million voxels).
std::shared_ptr<io::LoadedImage> makeLargeMask()
{
    volume::Geometry g;
    g.size = {220, 220, 160};
    g.spacing = {60.0 / 220, 60.0 / 220, 80.0 / 160};
    auto v = volume::Volume::allocate(volume::PixelType::UInt8, g);
    Q_ASSERT(v.ok());
    auto vox = v->voxels<std::uint8_t>();
    for (std::int64_t k = 0; k < 160; ++k)
        for (std::int64_t j = 0; j < 220; ++j)
            for (std::int64_t i = 0; i < 220; ++i) {
                std::uint8_t value = 0;
                for (int l = 1; l <= 5; ++l) {
                    const double cx = 40.0 * l - 10, dx = double(i) - cx, dy = double(j) - 110,
                                 dz = double(k) - 80;
                    if (dx * dx + dy * dy + dz * dz < 18.0 * 18.0)
                        value = static_cast<std::uint8_t>(l);
                }
                vox[static_cast<std::size_t>(v->linearIndex(i, j, k))] = value;
            }
    auto image = std::make_shared<io::LoadedImage>();
    image->path = "large mask";
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

// The widget is composited as an opaque picture: an alpha below 255 (the framebuffer has an alpha
// channel for depth peeling) would let whatever lies under the window show through.
bool opaque(const QImage& image)
{
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            if (qAlpha(image.pixel(x, y)) != 255)
                return false;
    return true;
}

// The mean colour of a small square around the centre (where the ball is).
std::array<double, 3> centreColour(const QImage& image)
{
    std::array<double, 3> sum{0, 0, 0};
    int n = 0;
    for (int y = image.height() / 2 - 3; y <= image.height() / 2 + 3; ++y)
        for (int x = image.width() / 2 - 3; x <= image.width() / 2 + 3; ++x) {
            const QColor c = image.pixelColor(x, y);
            sum[0] += c.red();
            sum[1] += c.green();
            sum[2] += c.blue();
            ++n;
        }
    for (double& v : sum)
        v /= n;
    return sum;
}

double colourDistance(const std::array<double, 3>& a, const std::array<double, 3>& b)
{
    return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]);
}

// A shown, exposed view of `state`.
std::unique_ptr<VolumeView3D> showView(ViewerState* state)
{
    auto view = std::make_unique<VolumeView3D>(state);
    view->resize(320, 320);
    view->show();
    return view;
}
} // namespace

class TestVolumeView3D : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rendersPlanesAndLabelSurfaces();
    void volumeRenderingSwitch();
    void volumeRenderingDrawsTheBase_data();
    void volumeRenderingDrawsTheBase();
    void windowLevelChangesTheVolume_data();
    void windowLevelChangesTheVolume();
    void translucentSurfaceBlends_data();
    void translucentSurfaceBlends();
    void translucentSurfaceOverVolume();
    void togglingALayerKeepsTheCamera();
    void theKeyboardTurnsTheView();
    void surfacesBuildWhileTheGuiTicks();
    void cancelKeepsTheSceneAsItWas();
    void aReplacedBuildShowsNoStaleSurface();
    void togglingWhileBuildingShowsTheRightSurface();
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
    // Built on a worker thread, then shown: one surface actor carrying both labels.
    QTRY_COMPARE(view.surfaceCount(), 1);
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

void TestVolumeView3D::volumeRenderingSwitch()
{
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    VolumeView3D view(&state);
    QSignalSpy spy(&view, &VolumeView3D::volumeRenderingChanged);
    QVERIFY(!view.volumeRendering()); // off by default
    view.setVolumeRendering(true);
    view.setVolumeRendering(true); // no change, no signal
    QVERIFY(view.volumeRendering());
    view.setVolumeRendering(false);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(0).at(0).toBool(), true);
    QCOMPARE(spy.at(1).at(0).toBool(), false);
}

void TestVolumeView3D::volumeRenderingDrawsTheBase_data()
{
    QTest::addColumn<bool>("planes");
    QTest::addRow("with the slice planes") << true;
    QTest::addRow("base layer hidden, volume only") << false;
}

void TestVolumeView3D::volumeRenderingDrawsTheBase()
{
    QFETCH(bool, planes);
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    state.setLayerVisible(0, planes);
    auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    const QImage off = view->grabFramebuffer();
    const QRgb background = off.pixel(off.width() - 2, 2);
    view->setVolumeRendering(true);
    const QImage on = view->grabFramebuffer();
    QVERIFY2(colourDistance(centreColour(on), centreColour(off)) > 30,
             "volume rendering did not change the centre");
    QVERIFY2(distinctColours(on) > 8, "the volume rendering is a flat picture");
    QVERIFY(opaque(off));
    QVERIFY(opaque(on));
    if (!planes) {
        // Nothing but background in the centre without the volume; the bright ball with it.
        QCOMPARE(off.pixel(off.width() / 2, off.height() / 2), background);
        QVERIFY(on.pixel(on.width() / 2, on.height() / 2) != background);
    }
    view->setVolumeRendering(false);
    QCOMPARE(view->grabFramebuffer(), off);
}

void TestVolumeView3D::windowLevelChangesTheVolume_data()
{
    QTest::addColumn<double>("window");
    QTest::addColumn<double>("level");
    QTest::addRow("narrower window") << 0.25 << 1.0;
    QTest::addRow("higher level") << 1.0 << 1.6;
    QTest::addRow("lower level") << 1.0 << 0.4;
}

void TestVolumeView3D::windowLevelChangesTheVolume()
{
    QFETCH(double, window);
    QFETCH(double, level);
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    state.setLayerVisible(0, false); // the volume alone
    auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    view->setVolumeRendering(true);
    const QImage before = view->grabFramebuffer();
    render::LayerStyle style = state.layers().front().style;
    style.window *= window;
    style.level *= level;
    state.setLayerStyle(0, style);
    QVERIFY2(view->grabFramebuffer() != before,
             "the window/level change left the volume rendering unchanged");
}

void TestVolumeView3D::translucentSurfaceBlends_data()
{
    QTest::addColumn<double>("opacity");
    QTest::addRow("a quarter") << 0.25;
    QTest::addRow("half") << 0.5;
    QTest::addRow("three quarters") << 0.75;
}

void TestVolumeView3D::translucentSurfaceBlends()
{
    // Seen from the front, the ball's surface lies in front of the coronal plane through its centre.
    // A translucent surface shows that plane through it: the picture is the surface's colour at the
    // layer's opacity over the plane's, neither the pure label colour nor black.
    QFETCH(double, opacity);
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    state.addLayer(makeImage(true), QStringLiteral("mask"));
    auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QTRY_COMPARE(view->surfaceCount(), 1);
    render::LayerStyle style = state.layers()[1].style;
    style.opacity = 1.0;
    state.setLayerStyle(1, style);
    const std::array<double, 3> surface = centreColour(view->grabFramebuffer());
    style.opacity = 0.0;
    state.setLayerStyle(1, style);
    const std::array<double, 3> plane = centreColour(view->grabFramebuffer());
    QVERIFY2(colourDistance(surface, plane) > 60, "the surface and the plane behind it look alike");
    style.opacity = opacity;
    state.setLayerStyle(1, style);
    const QImage blendImage = view->grabFramebuffer();
    QVERIFY(opaque(blendImage));
    const std::array<double, 3> blend = centreColour(blendImage);
    QVERIFY2(view->lastFrameUsedDepthPeeling(), "translucent surfaces were not depth peeled");
    for (int c = 0; c < 3; ++c) {
        const double expected = opacity * surface[c] + (1 - opacity) * plane[c];
        QVERIFY2(std::abs(blend[c] - expected) < 12,
                 qPrintable(QStringLiteral("channel %1: %2, expected %3 (surface %4, plane %5)")
                                .arg(c)
                                .arg(blend[c])
                                .arg(expected)
                                .arg(surface[c])
                                .arg(plane[c])));
    }
}

void TestVolumeView3D::translucentSurfaceOverVolume()
{
    // Depth peeling with the volume inside it: the surface at half opacity is neither the opaque
    // surface nor absent, and the picture stays opaque.
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    state.addLayer(makeImage(true), QStringLiteral("mask"));
    state.setLayerVisible(0, false);
    auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QTRY_COMPARE(view->surfaceCount(), 1);
    view->setVolumeRendering(true);
    render::LayerStyle style = state.layers()[1].style;
    std::array<std::array<double, 3>, 3> centre{};
    const std::array<double, 3> opacities{0.0, 0.5, 1.0};
    for (std::size_t i = 0; i < opacities.size(); ++i) {
        style.opacity = opacities[i];
        state.setLayerStyle(1, style);
        const QImage image = view->grabFramebuffer();
        QVERIFY(opaque(image));
        if (opacities[i] > 0 && opacities[i] < 1)
            QVERIFY2(view->lastFrameUsedDepthPeeling(), "the surface over the volume was not depth peeled");
        centre[i] = centreColour(image);
    }
    QVERIFY2(colourDistance(centre[1], centre[0]) > 20, "the half-transparent surface is invisible");
    QVERIFY2(colourDistance(centre[1], centre[2]) > 20, "the half-transparent surface is opaque");
}

// Issue 22: showing or hiding a layer framed the camera anew, undoing the user's rotation. Rotated, then
// the mask hidden and shown again, the picture is the rotated one (before the fix: the front view).
void TestVolumeView3D::togglingALayerKeepsTheCamera()
{
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    state.addLayer(makeImage(true), QStringLiteral("mask"));
    const auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QTRY_COMPARE(view->surfaceCount(), 1);
    const QImage front = view->grabFramebuffer();
    QTest::mousePress(view.get(), Qt::LeftButton, Qt::NoModifier, QPoint(160, 160));
    QMouseEvent move(QEvent::MouseMove, QPointF(230, 180), view->mapToGlobal(QPointF(230, 180)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view.get(), &move);
    QTest::mouseRelease(view.get(), Qt::LeftButton, Qt::NoModifier, QPoint(230, 180));
    const QImage rotated = view->grabFramebuffer();
    QVERIFY(rotated != front);
    state.setLayerVisible(1, false);
    QVERIFY(view->grabFramebuffer() != rotated);
    state.setLayerVisible(1, true);
    QVERIFY(!view->isBuildingSurfaces()); // the surface was kept: shown again at once
    QCOMPARE(view->grabFramebuffer(), rotated);
    // A new base image is framed anew: the front view again.
    state.clear();
    state.addLayer(makeImage(false), QStringLiteral("image"));
    state.addLayer(makeImage(true), QStringLiteral("mask"));
    QTRY_COMPARE(view->surfaceCount(), 1);
    QCOMPARE(view->grabFramebuffer(), front);
}

// Issue 22: the 3D view is operable without a mouse. Tab reaches it, it shows a frame while it has focus,
// the arrows turn it (as a left-drag does), and Home brings back the front view.
void TestVolumeView3D::theKeyboardTurnsTheView()
{
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    state.addLayer(makeImage(true), QStringLiteral("mask"));
    const auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QTRY_COMPARE(view->surfaceCount(), 1);
    QVERIFY(view->focusPolicy() & Qt::TabFocus);
    view->clearFocus();
    const QImage unfocused = view->grabFramebuffer();
    QApplication::setActiveWindow(view.get());
    view->setFocus(Qt::TabFocusReason);
    QVERIFY(view->hasFocus());
    const QImage front = view->grabFramebuffer();
    QVERIFY2(front != unfocused, "focus does not show");
    // The frame is at the border; the centre is the scene's.
    QCOMPARE(centreColour(front), centreColour(unfocused));
    QTest::keyClick(view.get(), Qt::Key_Right);
    const QImage turned = view->grabFramebuffer();
    QVERIFY(turned != front);
    QTest::keyClick(view.get(), Qt::Key_Home);
    QCOMPARE(view->grabFramebuffer(), front);
}

// Issue 22: the surfaces of a large mask are built on a worker thread: the event loop keeps turning (a 0 ms
// timer fires once per turn) while they are built, and they are shown when done.
void TestVolumeView3D::surfacesBuildWhileTheGuiTicks()
{
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    const auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QSignalSpy started(view.get(), &VolumeView3D::surfacesStarted);
    QSignalSpy finished(view.get(), &VolumeView3D::surfacesFinished);
    int ticksWhileBuilding = 0;
    qint64 longestGap = 0; // printed, not compared: the machines are shared
    QElapsedTimer sinceTick;
    sinceTick.start();
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, view.get(), [&] {
        ticksWhileBuilding += view->isBuildingSurfaces() ? 1 : 0;
        longestGap = std::max(longestGap, sinceTick.restart());
    });
    ticker.start(0);
    state.addLayer(makeLargeMask(), QStringLiteral("mask"));
    QCOMPARE(started.count(), 1);
    QVERIFY(view->isBuildingSurfaces());
    QCOMPARE(view->surfaceCount(), 0); // not yet: the layer shows without a surface meanwhile
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY2(ticksWhileBuilding > 0, "the event loop did not turn while the surfaces were built");
    QCOMPARE(view->surfaceCount(), 1);
    const qint64 whileBuilding = longestGap;
    QTest::qWait(300); // the first frame with the surface (its upload) on the event loop
    qInfo("longest wait between two turns of the event loop while the surfaces were built: %lld ms; until "
          "they were drawn: %lld ms",
          whileBuilding, longestGap);
    QVERIFY(distinctColours(view->grabFramebuffer()) > 8);
}

// Cancel stops the build and leaves the scene as it was: the picture before the mask was added.
void TestVolumeView3D::cancelKeepsTheSceneAsItWas()
{
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    state.addLayer(makeImage(true), QStringLiteral("small mask"));
    const auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QTRY_COMPARE(view->surfaceCount(), 1);
    const QImage before = view->grabFramebuffer();
    QSignalSpy finished(view.get(), &VolumeView3D::surfacesFinished);
    state.addLayer(makeLargeMask(), QStringLiteral("large mask"));
    QVERIFY(view->isBuildingSurfaces());
    view->cancelSurfaces();
    QVERIFY(finished.wait(120000));
    QVERIFY(!view->isBuildingSurfaces());
    if (!finished.at(0).at(0).toBool())
        QCOMPARE(finished.at(0).at(1).toString(), QString()); // cancelled, not failed
    else
        QSKIP("the build ended before it saw the cancel");
    QCOMPARE(view->surfaceCount(), 1);
    QCOMPARE(view->grabFramebuffer(), before);
}

// A layer replaced while its surfaces are built shows the new image's surface, never the old one: the
// picture equals a view made with the new image alone.
void TestVolumeView3D::aReplacedBuildShowsNoStaleSurface()
{
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    const auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    state.addOrReplaceLayer(makeLargeMask(), QStringLiteral("mask"), QStringLiteral("prediction"));
    QVERIFY(view->isBuildingSurfaces());
    state.addOrReplaceLayer(makeImage(true), QStringLiteral("mask"), QStringLiteral("prediction"));
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBuildingSurfaces(), 120000);
    QCOMPARE(view->surfaceCount(), 1);
    const QImage shown = view->grabFramebuffer();

    ViewerState fresh;
    fresh.addLayer(makeImage(false), QStringLiteral("image"));
    fresh.addLayer(makeImage(true), QStringLiteral("mask"));
    const auto expected = showView(&fresh);
    QVERIFY(QTest::qWaitForWindowExposed(expected.get()));
    QTRY_COMPARE(expected->surfaceCount(), 1);
    QCOMPARE(shown, expected->grabFramebuffer());
}

// Hiding and showing a layer twice while its surface is built: the build goes on, a hidden layer shows no
// surface when it ends, and showing it again shows the kept surface at once, without a second build.
void TestVolumeView3D::togglingWhileBuildingShowsTheRightSurface()
{
    ViewerState state;
    state.addLayer(makeImage(false), QStringLiteral("image"));
    const auto view = showView(&state);
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QSignalSpy started(view.get(), &VolumeView3D::surfacesStarted);
    state.addLayer(makeLargeMask(), QStringLiteral("mask"));
    state.setLayerVisible(1, false);
    state.setLayerVisible(1, true);
    state.setLayerVisible(1, false);
    QCOMPARE(view->surfaceCount(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBuildingSurfaces(), 120000);
    QCOMPARE(started.count(), 1); // one build for all the toggles
    QCOMPARE(view->surfaceCount(), 0);
    const QImage hidden = view->grabFramebuffer();
    state.setLayerVisible(1, true);
    QVERIFY(!view->isBuildingSurfaces());
    QCOMPARE(view->surfaceCount(), 1);
    QVERIFY(view->grabFramebuffer() != hidden);
    QCOMPARE(started.count(), 1);
}

QTEST_MAIN(TestVolumeView3D)
#include "tst_volumeview3d.moc"
