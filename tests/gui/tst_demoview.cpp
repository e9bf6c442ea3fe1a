// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// What a new user sees first in `scansleuth --demo` (issue 22): the CT readable under the two masks, and
// a status bar whose position readout is neither glued to an old message nor cut with many layers.
#include "mainwindow.h"
#include "render/labelpalette.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"
#include "widgets/workflowpanel.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace scansleuth;
using app::MainWindow;

class TestDemoView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("ScanSleuthDemoViewTests"));
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).removeRecursively();
    }

    // A label map without a table of colours gets the colour-blind-safe ones (render/labelpalette.h),
    // not ITK-SNAP's red, green and blue.
    void newLabelMapsAreColourBlindSafe()
    {
        volume::Geometry g;
        g.size = {4, 4, 2};
        auto image = std::make_shared<io::LoadedImage>();
        image->path = "/nonexistent/ct.nii";
        auto ct = volume::Volume::allocate(volume::PixelType::Int16, g);
        QVERIFY(ct.ok());
        image->volumes.push_back(std::move(ct).value());
        auto mask = std::make_shared<io::LoadedImage>();
        mask->path = "/nonexistent/mask.nii";
        auto labels = volume::Volume::allocate(volume::PixelType::UInt8, g);
        QVERIFY(labels.ok());
        auto voxels = labels->voxels<std::uint8_t>();
        for (std::size_t i = 0; i < voxels.size(); ++i)
            voxels[i] = static_cast<std::uint8_t>(i % 4);
        mask->volumes.push_back(std::move(labels).value());
        widgets::ViewerState state;
        state.addLayer(image, QStringLiteral("ct"));
        state.addLayer(mask, QStringLiteral("mask"));
        const render::LayerStyle& style = state.layers()[1].style;
        QCOMPARE(style.kind, render::LayerKind::Labels);
        QCOMPARE(style.labels.size(), std::size_t{3});
        for (const render::LabelColour& c : style.labels)
            QCOMPARE(c.colour,
                     render::paletteLabelColour(c.label, render::LabelPaletteKind::ColourBlindSafe));
        QVERIFY(!(style.labels.front().colour == render::defaultLabelColour(1)));
    }

    void demoMasksLeaveTheCtReadable()
    {
        MainWindow window;
        window.show();
        QSignalSpy idle(&window, &MainWindow::idle);
        window.openDemo();
        QVERIFY(idle.wait(120000));
        const auto& layers = window.viewerState()->layers();
        QCOMPARE(layers.size(), std::size_t{3});
        // The CT opaque; the mask under suspicion translucent; the reference an outline.
        QCOMPARE(layers[0].style.opacity, 1.0);
        QVERIFY(layers[1].style.opacity <= 0.4);
        QVERIFY(!layers[1].style.outlineOnly);
        QVERIFY(layers[2].style.opacity <= 0.4);
        QVERIFY(layers[2].style.outlineOnly);

        // The status bar: the message, then the readout. Over a view the readout has the bar to itself.
        const QList<QLabel*> labels = window.statusBar()->findChildren<QLabel*>(Qt::FindDirectChildrenOnly);
        QVERIFY(labels.size() >= 2);
        QLabel* message = labels[0];
        QLabel* readout = labels[1];
        QVERIFY(message->isVisible());
        widgets::SliceView* view = window.sliceView(0);
        QTest::mouseMove(view, view->rect().center());
        QTRY_VERIFY(!readout->text().isEmpty());
        QVERIFY(!message->isVisible());
        // The index once for layers at the same voxel, not once a layer; the whole readout fits.
        const QString text = readout->text();
        QVERIFY2(text.count(QLatin1Char('[')) < 3, qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("mask_flipped_lr = ")), qPrintable(text));
        QTRY_VERIFY2(readout->fontMetrics().horizontalAdvance(text) <= readout->contentsRect().width(),
                     qPrintable(text));
        // The mouse leaves: no readout of a place no longer pointed at, and the message is back.
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(view, &leave);
        QVERIFY(readout->text().isEmpty());
        QVERIFY(message->isVisible());

        // The layer panel's Colours... box recolours a map with the classic (ITK-SNAP) colours, names kept.
        auto* list = window.findChild<QListWidget*>(QStringLiteral("layerList"));
        auto* palette = window.findChild<QComboBox*>(QStringLiteral("labelPalette"));
        QVERIFY(list && palette);
        list->setCurrentRow(1);
        const std::vector<render::LabelColour> before = layers[1].style.labels;
        palette->setCurrentIndex(palette->findText(QStringLiteral("Classic (ITK-SNAP)")));
        Q_EMIT palette->activated(palette->currentIndex());
        QCOMPARE(layers[1].style.labels.size(), before.size());
        for (std::size_t i = 0; i < before.size(); ++i) {
            QCOMPARE(layers[1].style.labels[i].colour, render::defaultLabelColour(before[i].label));
            QCOMPARE(layers[1].style.labels[i].name, before[i].name);
        }

        // The investigation's steps by keyboard: Alt+Right and Alt+Left press Next and Back.
        auto* next = window.findChild<QPushButton*>(QStringLiteral("stepNext"));
        QVERIFY(next && next->isEnabled());
        const int step = window.workflowPanel()->currentStep();
        QApplication::setActiveWindow(&window);
        QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
        QTRY_COMPARE(window.workflowPanel()->currentStep(), step + 1);
        QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier);
        QTRY_COMPARE(window.workflowPanel()->currentStep(), step);
    }
};

QTEST_MAIN(TestDemoView)
#include "tst_demoview.moc"
