// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/imageloader.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <QApplication>
#include <QTest>
#include <QWheelEvent>

#include <numbers>

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

std::shared_ptr<const io::LoadedImage> asImage(volume::Volume v, const char* path)
{
    auto image = std::make_shared<io::LoadedImage>();
    image->path = path;
    image->volumes.push_back(std::move(v));
    return image;
}

// A 24 x 20 x 16 volume whose index axes are turned 25 degrees about L and 30 degrees about S: every
// screen axis is oblique, so every edge has two or three letters ("RA", "PSL").
std::shared_ptr<const io::LoadedImage> obliqueImage()
{
    volume::Geometry g;
    g.size = {24, 20, 16};
    g.spacing = {1.5, 1.5, 3};
    const double a = 25 * std::numbers::pi / 180, b = 30 * std::numbers::pi / 180;
    const double ca = std::cos(a), sa = std::sin(a), cb = std::cos(b), sb = std::sin(b);
    // R_S(b) * R_L(a), columns = the index axes in LPS.
    g.direction = {{{cb, -sb * ca, sb * sa}, {sb, cb * ca, -cb * sa}, {0, sa, ca}}};
    auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
    Q_ASSERT(v.ok());
    auto vox = v->voxels<std::int16_t>();
    for (std::size_t n = 0; n < vox.size(); ++n)
        vox[n] = static_cast<std::int16_t>(n % 97);
    return asImage(std::move(v).value(), "oblique");
}

// A probability map on the base's grid: its colour bar and labels join the overlays.
std::shared_ptr<const io::LoadedImage> probabilityOn(const volume::Geometry& base)
{
    auto v = volume::Volume::allocate(volume::PixelType::Float32, base);
    Q_ASSERT(v.ok());
    auto vox = v->voxels<float>();
    for (std::size_t n = 0; n < vox.size(); ++n)
        vox[n] = static_cast<float>(n % 10) / 9.0f;
    return asImage(std::move(v).value(), "probability");
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
    void overlaysNeverCollide_data();
    void overlaysNeverCollide();

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

void TestSliceView::overlaysNeverCollide_data()
{
    QTest::addColumn<QString>("data"); // "ramp", "oblique" or "flair"
    QTest::addColumn<bool>("probability");
    QTest::addColumn<QSize>("size");
    const std::pair<const char*, QSize> sizes[] = {
        {"400x400", {400, 400}},     {"200x200", {200, 200}},          {"narrow 120x400", {120, 400}},
        {"low 400x120", {400, 120}}, {"smallest 120x120", {120, 120}}, {"wide 900x300", {900, 300}}};
    for (const char* data : {"ramp", "oblique", "flair"})
        for (bool probability : {false, true})
            for (const auto& [name, size] : sizes)
                QTest::addRow("%s%s %s", data, probability ? " + probability" : "", name)
                    << QString::fromLatin1(data) << probability << size;
}

// Issue 19: "axPS 71/140", "IPLagittal": the letters were drawn over the title, the slice number and the
// scale bar. Every placed text is measured: no two intersect, all lie inside the view, and the letters
// and the plane's name are always there, in every plane and at every size down to the view's minimum.
void TestSliceView::overlaysNeverCollide()
{
    QFETCH(QString, data);
    QFETCH(bool, probability);
    QFETCH(QSize, size);
    ViewerState state;
    if (data == QLatin1String("flair")) {
        auto loaded =
            io::loadPath(SCANSLEUTH_TEST_DATA_DIR "/overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz");
        QVERIFY(loaded.ok());
        state.addLayer(std::make_shared<io::LoadedImage>(std::move(loaded->images.front())),
                       QStringLiteral("FLAIR"));
    } else {
        state.addLayer(data == QLatin1String("ramp") ? rampImage() : obliqueImage(), data);
    }
    if (probability)
        state.addLayer(probabilityOn(state.layers().front().image->geometry()), QStringLiteral("p"));
    QCOMPARE(state.frame().obliquityDegrees > 1, data != QLatin1String("ramp"));
    int multiLetter = 0;
    for (render::Plane plane : {render::Plane::Axial, render::Plane::Coronal, render::Plane::Sagittal}) {
        SliceView view(&state, plane);
        view.resize(size);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.repaint();
        const widgets::ViewOverlays& o = view.overlays();
        const std::vector<const widgets::OverlayItem*> items = o.shownItems();
        const QString plane_ = QString::fromLatin1(render::planeName(plane));
        for (std::size_t i = 0; i < items.size(); ++i) {
            QVERIFY2(view.rect().contains(items[i]->rect), qPrintable(items[i]->text));
            for (std::size_t j = i + 1; j < items.size(); ++j)
                QVERIFY2(
                    !items[i]->rect.intersects(items[j]->rect),
                    qPrintable(
                        QStringLiteral("%1: '%2' over '%3'").arg(plane_, items[i]->text, items[j]->text)));
        }
        for (const widgets::OverlayItem& letter : o.letters) {
            QVERIFY2(letter.shown, qPrintable(letter.text));
            multiLetter += letter.text.size() > 1 ? 1 : 0;
        }
        QVERIFY(o.title.shown);
        QVERIFY2(o.title.text.startsWith(plane_), qPrintable(o.title.text));
        // Where there is room, nothing is dropped: the slice number, the scale bar and the colour bar.
        if (size.width() >= 200 && size.height() >= 200) {
            QVERIFY2(o.title.text.contains(QStringLiteral("%1/").arg(view.slice() + 1)),
                     qPrintable(o.title.text));
            QVERIFY(o.scale.shown);
            QCOMPARE(o.bar.shown, probability);
        }
        // Each text fits its box at its measured width (a cut text would be wider than its box).
        QFont bold = view.font();
        bold.setBold(true);
        for (const widgets::OverlayItem& letter : o.letters)
            QVERIFY(QFontMetrics(bold).horizontalAdvance(letter.text) <= letter.rect.width());
        for (const widgets::OverlayItem* item : {&o.title, &o.scale})
            if (item->shown)
                QVERIFY2(QFontMetrics(view.font()).horizontalAdvance(item->text) <= item->rect.width(),
                         qPrintable(item->text));
    }
    // Oblique data has combined letters ("RA"), the case that collided.
    QCOMPARE(multiLetter > 0, data != QLatin1String("ramp"));
}

QTEST_MAIN(TestSliceView)
#include "tst_sliceview.moc"
