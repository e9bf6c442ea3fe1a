// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/imageloader.h"
#include "widgets/layerpanel.h"
#include "widgets/viewerstate.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QTemporaryDir>
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
    void badgesImagesWithoutGeometry_data();
    void badgesImagesWithoutGeometry();
    void badgesARealDicomWithNanPosition();
    void saysWhereLabelNamesCameFrom_data();
    void saysWhereLabelNamesCameFrom();
    void removesTheSelectedOverlay_data();
    void removesTheSelectedOverlay();
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

void TestLayerPanel::badgesImagesWithoutGeometry_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("evidence");
    QTest::addColumn<bool>("badge");
    QTest::addRow("DICOM image without usable position")
        << "dicom.missing_geometry"
        << "ImagePositionPatient (0020,0032): 'NaN\\0\\0' is not 3 finite number(s)" << true;
    QTest::addRow("multi-frame object without frame positions")
        << "dicom.frames_without_geometry"
        << "GridFrameOffsetVector (3004,000C): holds 3 offsets for 15 frames" << true;
    QTest::addRow("NIfTI or NRRD placed by neither form")
        << "geometry.unplaced"
        << "sform refused: srow_x[0] is nan; qform refused: quatern_b is nan" << true;
    QTest::addRow("other warning: no badge") << "dicom.uneven_slice_spacing"
                                             << "gap 3 mm" << false;
    QTest::addRow("no finding: no badge") << ""
                                          << "" << false;
}

// The mask layer was placed without real geometry: its row says so, and the tooltip names the tag.
void TestLayerPanel::badgesImagesWithoutGeometry()
{
    QFETCH(QString, code);
    QFETCH(QString, evidence);
    QFETCH(bool, badge);
    ViewerState state;
    state.addLayer(image(100, 100), QStringLiteral("base"));
    auto mask = image(1, 2);
    if (!code.isEmpty()) {
        Finding f =
            makeFinding(code.toStdString(), Severity::Warning, "Some images carry no usable geometry.");
        f.evidence.push_back(evidence.toStdString());
        mask->findings.push_back(f);
    }
    state.addLayer(mask, QStringLiteral("mask"));
    LayerPanel panel(&state);
    QCOMPARE(panel.list()->count(), 2);
    QCOMPARE(panel.list()->item(0)->text(), QStringLiteral("base"));
    const QListWidgetItem* row = panel.list()->item(1);
    QCOMPARE(row->text().contains("[no geometry]"), badge);
    QVERIFY(!row->text().contains("[different grid]"));
    if (badge) {
        QVERIFY2(row->toolTip().contains("Some images carry no usable geometry."),
                 qPrintable(row->toolTip()));
        QVERIFY2(row->toolTip().contains(evidence), qPrintable(row->toolTip()));
    } else {
        QVERIFY(row->toolTip().isEmpty());
    }
}

// End to end: a real DICOM file (pydicom's CT_small, ImagePositionPatient set to NaN) loaded by the
// reader shows the badge, and the tooltip names the tag.
void TestLayerPanel::badgesARealDicomWithNanPosition()
{
    auto loaded =
        io::loadPath(SCANSLEUTH_TEST_DATA_DIR "/dicom/unusable_geometry/CT_small_nan_position_un.dcm");
    QVERIFY(loaded.ok());
    QCOMPARE(loaded->images.size(), std::size_t{1});
    ViewerState state;
    state.addLayer(std::make_shared<io::LoadedImage>(std::move(loaded->images.front())),
                   QStringLiteral("ct"));
    LayerPanel panel(&state);
    const QListWidgetItem* row = panel.list()->item(0);
    QVERIFY2(row->text().contains("[no geometry]"), qPrintable(row->text()));
    QVERIFY2(row->toolTip().contains("ImagePositionPatient (0020,0032)"), qPrintable(row->toolTip()));
}

void TestLayerPanel::saysWhereLabelNamesCameFrom_data()
{
    QTest::addColumn<QString>("beside");   // file written next to seg.nii.gz; empty: none
    QTest::addColumn<bool>("chooseTable"); // then File > Choose Label Table picks other.csv
    QTest::addColumn<QString>("note");
    QTest::addColumn<QString>("label2"); // the label list's row for label 2
    QTest::addRow("aal-style table beside the mask")
        << "seg.nii.txt" << false << "Label names: 2 from seg.nii.txt (index-name text)."
        << "2  Precentral_R";
    QTest::addRow("no table") << "" << false << "No label names found beside seg.nii.gz"
                              << "2";
    QTest::addRow("a table chosen from the menu")
        << "" << true << "Label names: 2 from other.csv (CSV), chosen by you."
        << "2  spleen";
}

void TestLayerPanel::saysWhereLabelNamesCameFrom()
{
    QFETCH(QString, beside);
    QFETCH(bool, chooseTable);
    QFETCH(QString, note);
    QFETCH(QString, label2);
    QTemporaryDir dir;
    auto write = [&](const QString& name, const QByteArray& text) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    if (!beside.isEmpty())
        write(beside, "1 Precentral_L 2001\n2 Precentral_R 2002\n");
    auto mask = image(1, 2);
    mask->path = dir.filePath("seg.nii.gz").toStdString();
    ViewerState state;
    state.addLayer(image(100, 100), QStringLiteral("base"));
    state.addLayer(mask, QStringLiteral("mask"));
    LayerPanel panel(&state);
    panel.list()->setCurrentRow(1);
    if (chooseTable) {
        write("other.csv", "value,name\n1,liver\n2,spleen\n");
        auto table = render::readLabelTableFile(dir.filePath("other.csv").toStdString());
        QVERIFY(table.ok());
        state.setLabelTable(1, *table);
    }
    auto* source = panel.findChild<QLabel*>(QStringLiteral("labelSource"));
    QVERIFY(source);
    QVERIFY2(source->text().contains(note), qPrintable(source->text()));
    QCOMPARE(state.layers()[1].labelSource, source->text());
    QList<QListWidget*> lists = panel.findChildren<QListWidget*>();
    QListWidget* labels = lists.at(0) == panel.list() ? lists.at(1) : lists.at(0);
    QCOMPARE(labels->count(), 2);
    QCOMPARE(labels->item(1)->text(), label2);
}

void TestLayerPanel::removesTheSelectedOverlay_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("how"); // "Delete", "Backspace" or "menu"
    QTest::addColumn<QStringList>("left");
    QTest::addColumn<int>("selectedAfter");
    QTest::addRow("Delete on an overlay") << 1 << "Delete" << QStringList{"base", "probability"} << 1;
    QTest::addRow("Backspace on the last overlay") << 2 << "Backspace" << QStringList{"base", "mask"} << 1;
    QTest::addRow("context menu on an overlay") << 2 << "menu" << QStringList{"base", "mask"} << 1;
    QTest::addRow("Delete on the base: stays")
        << 0 << "Delete" << QStringList{"base", "mask", "probability"} << 0;
    QTest::addRow("context menu on the base: stays")
        << 0 << "menu" << QStringList{"base", "mask", "probability"} << 0;
}

// Issue 19: layers could not be removed. The list's context menu holds "Remove layer", Delete and
// Backspace do the same while the list has focus, and the base image (the views' frame) stays.
void TestLayerPanel::removesTheSelectedOverlay()
{
    QFETCH(int, row);
    QFETCH(QString, how);
    QFETCH(QStringList, left);
    QFETCH(int, selectedAfter);
    ViewerState state;
    state.addLayer(image(100, 100), QStringLiteral("base"));
    state.addLayer(image(1, 2), QStringLiteral("mask"));
    state.addLayer(image(1, 3), QStringLiteral("probability"));
    LayerPanel panel(&state);
    panel.show();
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    QListWidget* list = panel.list();
    list->setFocus();
    list->setCurrentRow(row);
    QCOMPARE(list->contextMenuPolicy(), Qt::ActionsContextMenu);
    QVERIFY(list->actions().contains(panel.removeAction()));
    QCOMPARE(panel.removeAction()->text(), QStringLiteral("Remove layer"));
    QCOMPARE(panel.removeAction()->isEnabled(), row > 0);
    if (how == QLatin1String("menu"))
        panel.removeAction()->trigger(); // what choosing it in the context menu does
    else
        QTest::keyClick(list, how == QLatin1String("Delete") ? Qt::Key_Delete : Qt::Key_Backspace);
    QStringList names;
    for (const widgets::ViewerLayer& layer : state.layers())
        names << layer.name;
    QCOMPARE(names, left);
    QCOMPARE(list->count(), left.size());
    QCOMPARE(list->currentRow(), selectedAfter);
}

QTEST_MAIN(TestLayerPanel)
#include "tst_layerpanel.moc"
