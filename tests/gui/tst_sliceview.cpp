// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <QApplication>
#include <QTest>
#include <QWheelEvent>

using namespace scansleuth;
using widgets::SliceView;
using widgets::ViewerState;

namespace {
// 40 x 30 x 20 int16 ramp (value = k), LPS identity, 1 x 1 x 2 mm.
std::shared_ptr<const io::LoadedImage> rampImage()
{
    volume::Geometry g;
    g.size = {40, 30, 20};
    g.spacing = {1, 1, 2};
    auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
    Q_ASSERT(v.ok());
    auto vox = v->voxels<std::int16_t>();
    for (std::int64_t k = 0; k < 20; ++k)
        for (std::int64_t n = 0; n < 40 * 30; ++n)
            vox[static_cast<std::size_t>(k * 1200 + n)] = static_cast<std::int16_t>(k * 10);
    auto image = std::make_shared<io::LoadedImage>();
    image->path = "ramp";
    image->volumes.push_back(std::move(v).value());
    return image;
}

void wheel(QWidget* w, int steps, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    const QPointF pos(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(pos, w->mapToGlobal(pos), QPoint(), QPoint(0, 120 * steps), Qt::NoButton, modifiers,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}
} // namespace

class TestSliceView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void showsTheSliceThroughTheCursor();
    void wheelAndKeysStepSlices();
    void ctrlWheelZooms();
    void leftClickMovesTheSharedCursor();
    void rightDragChangesWindowLevel();

private:
    ViewerState* m_state = nullptr;
    SliceView* m_axial = nullptr;
    SliceView* m_coronal = nullptr;
};

void TestSliceView::init()
{
    m_state = new ViewerState;
    m_state->addLayer(rampImage(), QStringLiteral("ramp"));
    m_axial = new SliceView(m_state, render::Plane::Axial);
    m_coronal = new SliceView(m_state, render::Plane::Coronal);
    m_axial->resize(400, 300);
    m_coronal->resize(400, 300);
    m_axial->show();
    m_coronal->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_axial));
}

void TestSliceView::cleanup()
{
    delete m_axial;
    delete m_coronal;
    delete m_state;
}

void TestSliceView::showsTheSliceThroughTheCursor()
{
    m_axial->repaint();
    // Axial slices of the display frame (RAS order) are 40 x 30 display voxels.
    QCOMPARE(m_axial->sliceImage().size(), QSize(40, 30));
    const std::int64_t expected =
        render::sliceThrough(m_state->frame(), render::Plane::Axial, m_state->cursor());
    QCOMPARE(m_axial->slice(), expected);
    m_coronal->repaint();
    QCOMPARE(m_coronal->sliceImage().size(), QSize(40, 20));
}

void TestSliceView::wheelAndKeysStepSlices()
{
    const std::int64_t start = m_axial->slice();
    wheel(m_axial, 1);
    QCOMPARE(m_axial->slice(), start + 1);
    wheel(m_axial, -2);
    QCOMPARE(m_axial->slice(), start - 1);
    QTest::keyClick(m_axial, Qt::Key_PageUp);
    QCOMPARE(m_axial->slice(), start + 9);
    QTest::keyClick(m_axial, Qt::Key_Down);
    QCOMPARE(m_axial->slice(), start + 8);
    // Clamped at the last slice.
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(m_axial, Qt::Key_PageUp);
    QCOMPARE(m_axial->slice(), m_state->frame().sliceCount(render::Plane::Axial) - 1);
}

void TestSliceView::ctrlWheelZooms()
{
    const std::int64_t start = m_axial->slice();
    wheel(m_axial, 1, Qt::ControlModifier);
    QCOMPARE(m_axial->zoom(), 1.25);
    QCOMPARE(m_axial->slice(), start);
}

void TestSliceView::leftClickMovesTheSharedCursor()
{
    m_axial->repaint();
    const QPointF target = m_axial->sliceToWidget(QPointF(5, 7));
    QTest::mouseClick(m_axial, Qt::LeftButton, Qt::NoModifier, target.toPoint());
    const volume::Vec3 expected = render::screenToPatient(
        m_state->frame(), render::Plane::Axial, m_axial->slice(),
        m_axial->widgetToSlice(target.toPoint()).x(), m_axial->widgetToSlice(target.toPoint()).y());
    for (int i = 0; i < 3; ++i)
        QVERIFY(std::abs(m_state->cursor()[i] - expected[i]) < 1e-6);
    // The coronal view follows the shared cursor.
    QCOMPARE(m_coronal->slice(),
             render::sliceThrough(m_state->frame(), render::Plane::Coronal, m_state->cursor()));
}

void TestSliceView::rightDragChangesWindowLevel()
{
    const double window = m_state->layers().front().style.window;
    const QPoint centre(200, 150);
    QTest::mousePress(m_axial, Qt::RightButton, Qt::NoModifier, centre);
    QMouseEvent move(QEvent::MouseMove, QPointF(centre + QPoint(100, 0)),
                     m_axial->mapToGlobal(QPointF(centre + QPoint(100, 0))), Qt::NoButton, Qt::RightButton,
                     Qt::NoModifier);
    QApplication::sendEvent(m_axial, &move);
    QTest::mouseRelease(m_axial, Qt::RightButton, Qt::NoModifier, centre + QPoint(100, 0));
    QVERIFY(m_state->layers().front().style.window > window);
}

QTEST_MAIN(TestSliceView)
#include "tst_sliceview.moc"
