// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "widgets/layerpanel.h"
#include "widgets/viewerstate.h"

#include <QListWidget>
#include <QSlider>
#include <QTest>

using namespace scansleuth;
using widgets::LayerPanel;
using widgets::ViewerState;

namespace {
std::shared_ptr<io::LoadedImage> image(std::uint8_t fill, std::uint8_t second)
{
    volume::Geometry g;
    g.size = {4, 4, 1};
    auto v = volume::Volume::allocate(volume::PixelType::UInt8, g);
    Q_ASSERT(v.ok());
    auto vox = v->voxels<std::uint8_t>();
    std::fill(vox.begin(), vox.end(), fill);
    vox[0] = second;
    auto out = std::make_shared<io::LoadedImage>();
    out->path = "synthetic";
    out->volumes.push_back(std::move(v).value());
    return out;
}
} // namespace

class TestLayerPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void perLabelShowHide();
    void opacitySliderSetsTheStyle();
};

void TestLayerPanel::perLabelShowHide()
{
    ViewerState state;
    state.addLayer(image(100, 100), QStringLiteral("base"));
    state.addLayer(image(1, 2), QStringLiteral("mask"));
    LayerPanel panel(&state);
    panel.list()->setCurrentRow(1);
    QList<QListWidget*> lists = panel.findChildren<QListWidget*>();
    QListWidget* labels = lists.at(0) == panel.list() ? lists.at(1) : lists.at(0);
    QCOMPARE(labels->count(), 2);
    labels->item(1)->setCheckState(Qt::Unchecked); // label 2
    const auto& style = state.layers()[1].style;
    auto it =
        std::find_if(style.labels.begin(), style.labels.end(), [](const auto& c) { return c.label == 2; });
    QVERIFY(it != style.labels.end());
    QVERIFY(!it->visible);
    // The hidden label no longer tints the base: voxel 0 (label 2) shows the base's grey.
    const auto layers = state.renderLayers();
    const render::RgbaImage slice = render::renderSlice(state.frame(), render::Plane::Axial, 0, layers);
    int grey = 0;
    for (const render::Rgba& p : slice.pixels)
        grey += (p.r == p.g && p.g == p.b) ? 1 : 0;
    QCOMPARE(grey, 1);
}

void TestLayerPanel::opacitySliderSetsTheStyle()
{
    ViewerState state;
    state.addLayer(image(100, 100), QStringLiteral("base"));
    state.addLayer(image(1, 2), QStringLiteral("mask"));
    LayerPanel panel(&state);
    panel.list()->setCurrentRow(1);
    panel.findChild<QSlider*>()->setValue(25);
    QCOMPARE(state.layers()[1].style.opacity, 0.25);
}

QTEST_MAIN(TestLayerPanel)
#include "tst_layerpanel.moc"
