// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "widgets/viewerstate.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using widgets::ViewerState;

namespace {
std::shared_ptr<io::LoadedImage> labelImage(const std::string& path, volume::Index3 size)
{
    volume::Geometry g;
    g.size = size;
    auto v = volume::Volume::allocate(volume::PixelType::UInt8, g);
    Q_ASSERT(v.ok());
    std::fill(v->voxels<std::uint8_t>().begin(), v->voxels<std::uint8_t>().end(), std::uint8_t{0});
    v->voxels<std::uint8_t>()[0] = 2;
    auto image = std::make_shared<io::LoadedImage>();
    image->path = path;
    image->volumes.push_back(std::move(v).value());
    return image;
}
} // namespace

class TestViewerState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelSidecars_data();
    void labelSidecars();
    void overlayStyleFollowsTheData();
    void drawCopies_data();
    void drawCopies();
};

void TestViewerState::labelSidecars_data()
{
    QTest::addColumn<QString>("sidecar");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("nameOf2");
    QTest::addRow("ITK-SNAP .label")
        << QStringLiteral("seg.label")
        << QByteArray("# comment\n0 0 0 0 0 0 0 \"Clear Label\"\n2 255 0 0 1 1 1 \"liver\"\n") << "liver";
    QTest::addRow("ITK-SNAP labels.txt")
        << QStringLiteral("labels.txt") << QByteArray("2 0 255 0 1 1 1 \"left kidney\"\n") << "left kidney";
    QTest::addRow("Slicer colour table")
        << QStringLiteral("seg.ctbl") << QByteArray("# Slicer\n2 spleen 10 20 30 255\n") << "spleen";
    QTest::addRow("no sidecar") << QString() << QByteArray() << QString();
    QTest::addRow("broken sidecar is ignored")
        << QStringLiteral("seg.label") << QByteArray("2 0 255 \"oops\n") << QString();
    QTest::addRow("MRIcron aal-style seg.nii.txt")
        << QStringLiteral("seg.nii.txt") << QByteArray("1 Precentral_L 2001\n2 Precentral_R 2002\n")
        << "Precentral_R";
}

void TestViewerState::labelSidecars()
{
    QFETCH(QString, sidecar);
    QFETCH(QByteArray, content);
    QFETCH(QString, nameOf2);
    QTemporaryDir dir;
    if (!sidecar.isEmpty()) {
        QFile f(dir.filePath(sidecar));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const std::string maskPath = dir.filePath(QStringLiteral("seg.nii.gz")).toStdString();
    ViewerState state;
    state.addLayer(labelImage("base.nii", {4, 4, 4}), QStringLiteral("base"));
    state.addLayer(labelImage(maskPath, {4, 4, 4}), QStringLiteral("seg"));
    const render::LayerStyle& style = state.layers()[1].style;
    QCOMPARE(style.kind, render::LayerKind::Labels);
    QCOMPARE(ViewerState::labelName(style, 2), nameOf2);
    // The layer says where the names came from, or that there were none.
    const QString source = state.layers()[1].labelSource;
    QVERIFY2(
        source.startsWith(nameOf2.isEmpty() ? "No label names found beside seg.nii.gz" : "Label names: "),
        qPrintable(source));
    if (!nameOf2.isEmpty())
        QVERIFY2(source.contains(sidecar), qPrintable(source));
}

void TestViewerState::overlayStyleFollowsTheData()
{
    ViewerState state;
    QSignalSpy cursor(&state, &ViewerState::cursorChanged);
    state.addLayer(labelImage("base.nii", {5, 5, 5}), QStringLiteral("base"));
    // The base is drawn as an image, opaque, and the cursor starts at its centre.
    QCOMPARE(state.layers()[0].style.kind, render::LayerKind::Image);
    QCOMPARE(state.layers()[0].style.opacity, 1.0);
    QCOMPARE(cursor.count(), 1);
    QCOMPARE(state.cursor(), (volume::Vec3{2, 2, 2}));
    state.setLayerVisible(0, false);
    QVERIFY(state.renderLayers().empty());
}

void TestViewerState::drawCopies_data()
{
    QTest::addColumn<qint64>("budget");
    QTest::addColumn<bool>("copied");
    QTest::addRow("within the budget") << qint64(1) << true; // 1 = the default budget
    QTest::addRow("no budget: drawn directly") << qint64(0) << false;
}

// A sagittal view of an axial-major base draws from a copy once it is ready; the picture is the same.
void TestViewerState::drawCopies()
{
    QFETCH(qint64, budget);
    QFETCH(bool, copied);
    ViewerState state;
    if (budget == 0)
        state.drawCopies().setBudgetBytes(0);
    auto base = labelImage("base.nii", {24, 20, 16});
    for (std::int64_t n = 0; n < base->volumes.front().voxelCount(); ++n)
        base->volumes.front().voxels<std::uint8_t>()[n] = static_cast<std::uint8_t>(n % 200);
    state.addLayer(base, QStringLiteral("base"));
    state.addLayer(labelImage("mask.nii", {24, 20, 16}), QStringLiteral("mask"));
    const render::Plane plane = render::Plane::Sagittal;
    const auto direct = state.renderLayers();
    const auto first = state.renderLayers(plane); // starts the copies
    QCOMPARE(first[0].volume, direct[0].volume);
    QSignalSpy ready(&state.drawCopies(), &widgets::DrawCopyCache::copyReady);
    if (copied) {
        QTRY_COMPARE(state.drawCopies().readyCount(), 2);
    } else {
        // No budget: no copy was started (nothing reserved), so none can become ready later.
        QCOMPARE(state.drawCopies().bytes(), std::int64_t{0});
        QCOMPARE(state.drawCopies().readyCount(), 0);
    }
    const auto later = state.renderLayers(plane);
    QCOMPARE(later[0].volume != direct[0].volume, copied);
    const auto& frame = state.frame();
    for (std::int64_t slice = 0; slice < frame.sliceCount(plane); ++slice)
        QVERIFY(render::renderSlice(frame, plane, slice, later) ==
                render::renderSlice(frame, plane, slice, direct));
    // A new screen convention changes the frame: the copies are dropped.
    state.setConvention(render::ScreenConvention::Neurological);
    QCOMPARE(state.drawCopies().readyCount(), 0);
    QCOMPARE(state.drawCopies().bytes(), qint64(0));
}

QTEST_MAIN(TestViewerState)
#include "tst_viewerstate.moc"
