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
    void keyedLayersAreReplacedNotStacked();
    void removeLayer_data();
    void removeLayer();
    void removingALayerDropsItsDrawCopies();
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

// Issue 19: actions that show a computed layer (a correction, a model's output) key it, so that doing it
// again replaces that layer in place instead of adding another.
void TestViewerState::keyedLayersAreReplacedNotStacked()
{
    ViewerState state;
    state.addLayer(labelImage("base.nii", {5, 5, 5}), QStringLiteral("base"));
    QSignalSpy changed(&state, &ViewerState::layersChanged);
    const auto first = labelImage("", {5, 5, 5});
    QCOMPARE(state.addOrReplaceLayer(first, QStringLiteral("model labels"), QStringLiteral("model/a")), 1);
    state.addLayer(labelImage("other.nii", {5, 5, 5}), QStringLiteral("other"));
    const auto second = labelImage("", {5, 5, 5});
    second->volumes.front().voxels<std::uint8_t>()[1] = 5; // a label the first image lacks
    QCOMPARE(state.addOrReplaceLayer(second, QStringLiteral("model labels 2"), QStringLiteral("model/a")), 1);
    QCOMPARE(state.layers().size(), std::size_t{3});
    QCOMPARE(state.layers()[1].image, std::shared_ptr<const io::LoadedImage>(second));
    QCOMPARE(state.layers()[1].name, QStringLiteral("model labels 2"));
    QCOMPARE(state.layers()[1].labels, (std::vector<int>{2, 5})); // found again in the new image
    QCOMPARE(state.layers()[2].name, QStringLiteral("other"));
    QCOMPARE(changed.count(), 3);
    QCOMPARE(state.layerIndex(QStringLiteral("model/a")), 1);
    QCOMPARE(state.layerIndex(QStringLiteral("model/b")), -1);
    QCOMPARE(state.layerIndex(QString()), -1); // layers opened from files carry no key
    // Another key is another layer.
    QCOMPARE(
        state.addOrReplaceLayer(labelImage("", {5, 5, 5}), QStringLiteral("b"), QStringLiteral("model/b")),
        3);
    QCOMPARE(state.addOrReplaceLayer(nullptr, QStringLiteral("none"), QStringLiteral("model/c")), -1);
    QCOMPARE(state.layers().size(), std::size_t{4});
}

void TestViewerState::removeLayer_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("removed");
    QTest::addColumn<QStringList>("left");
    QTest::addRow("an overlay in the middle") << 1 << true << QStringList{"base", "second"};
    QTest::addRow("the last overlay") << 2 << true << QStringList{"base", "first"};
    QTest::addRow("the base stays") << 0 << false << QStringList{"base", "first", "second"};
    QTest::addRow("past the end") << 3 << false << QStringList{"base", "first", "second"};
    QTest::addRow("no selection") << -1 << false << QStringList{"base", "first", "second"};
}

void TestViewerState::removeLayer()
{
    QFETCH(int, index);
    QFETCH(bool, removed);
    QFETCH(QStringList, left);
    ViewerState state;
    state.addLayer(labelImage("base.nii", {5, 5, 5}), QStringLiteral("base"));
    state.addLayer(labelImage("a.nii", {5, 5, 5}), QStringLiteral("first"));
    state.addLayer(labelImage("b.nii", {5, 5, 5}), QStringLiteral("second"));
    const render::DisplayFrame frame = state.frame();
    QSignalSpy changed(&state, &ViewerState::layersChanged);
    QCOMPARE(state.removeLayer(index), removed);
    QCOMPARE(changed.count(), removed ? 1 : 0);
    QStringList names;
    for (const widgets::ViewerLayer& layer : state.layers())
        names << layer.name;
    QCOMPARE(names, left);
    QCOMPARE(state.frame().sliceCount(render::Plane::Axial), frame.sliceCount(render::Plane::Axial));
}

// A removed layer's drawing copies go with it (the next volume may be allocated at the same address).
void TestViewerState::removingALayerDropsItsDrawCopies()
{
    ViewerState state;
    state.addLayer(labelImage("base.nii", {24, 20, 16}), QStringLiteral("base"));
    state.addLayer(labelImage("mask.nii", {24, 20, 16}), QStringLiteral("mask"));
    (void)state.renderLayers(render::Plane::Sagittal); // starts a copy of each layer
    QTRY_COMPARE(state.drawCopies().readyCount(), 2);
    const std::int64_t both = state.drawCopies().bytes();
    QVERIFY(state.removeLayer(1));
    QCOMPARE(state.drawCopies().readyCount(), 1);
    QCOMPARE(state.drawCopies().bytes(), both / 2); // the two copies are the same size
}

QTEST_MAIN(TestViewerState)
#include "tst_viewerstate.moc"
