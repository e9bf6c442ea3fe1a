// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Issue 22: adding a large layer and splitting an overlapping SEG into layers do not stop the GUI. The
// window opens them in the background while a timer keeps ticking; the layers it makes equal the ones the
// synchronous calls make (io::loadPath, io::splitSegmentationVolumes, render::defaultLayer); Cancel during
// the split leaves the viewer as it was.
#include "app/gui/loadjob.h"
#include "app/gui/mainwindow.h"
#include "app/gui/modeljob.h"
#include "io/nifti/niftiwriter.h"
#include "io/segmentationloader.h"
#include "render/render.h"
#include "widgets/viewerstate.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstring>
#include <future>

using namespace scansleuth;
using app::MainWindow;

namespace {
// Counts the event loop's turns while it runs (a 0 ms timer fires once per turn).
struct Ticks
{
    QTimer timer;
    int count = 0;
    Ticks()
    {
        QObject::connect(&timer, &QTimer::timeout, [this] { ++count; });
        timer.start(0);
    }
};

// A 256 x 256 x 160 int16 image and a uint8 mask of 5 boxes on its grid (10 million voxels each).
volume::Geometry grid()
{
    volume::Geometry g;
    g.size = {256, 256, 160};
    g.spacing = {0.8, 0.8, 1.5};
    return g;
}

volume::Volume makeImage()
{
    volume::Volume v = volume::Volume::allocate(volume::PixelType::Int16, grid()).value();
    std::int16_t value = 0;
    for (std::int16_t& x : v.voxels<std::int16_t>())
        x = static_cast<std::int16_t>((value += 37) % 2000);
    return v;
}

volume::Volume makeMask()
{
    volume::Volume v = volume::Volume::allocate(volume::PixelType::UInt8, grid()).value();
    std::memset(v.bytes(), 0, v.byteCount());
    for (int label = 1; label <= 5; ++label)
        for (std::int64_t k = 20 * label; k < 20 * label + 30; ++k)
            for (std::int64_t j = 30 * label; j < 30 * label + 40; ++j)
                for (std::int64_t i = 40; i < 200; ++i)
                    v.voxels<std::uint8_t>()[std::size_t(v.linearIndex(i, j, k))] = std::uint8_t(label);
    return v;
}

QString write(const QTemporaryDir& dir, const QString& name, volume::Volume v)
{
    const QString path = dir.filePath(name);
    volume::VolumeList list;
    list.push_back(std::move(v));
    const Status written = io::writeNifti(path.toStdString(), list);
    return written ? path : QString();
}

bool sameDefaults(const widgets::ViewerLayer& layer, const render::LayerDefaults& expected)
{
    return layer.style.kind == expected.style.kind && layer.style.opacity == expected.style.opacity &&
           layer.style.window == expected.style.window && layer.style.level == expected.style.level &&
           layer.labels == expected.labels;
}

bool sameLayer(const widgets::ViewerLayer& a, const widgets::ViewerLayer& b)
{
    const render::LayerStyle &x = a.style, &y = b.style;
    return a.image == b.image && a.name == b.name && a.key == b.key && a.visible == b.visible &&
           a.labels == b.labels && a.labelSource == b.labelSource && x.kind == y.kind &&
           x.opacity == y.opacity && x.window == y.window && x.level == y.level && x.labels == y.labels &&
           x.outlineOnly == y.outlineOnly && x.threshold == y.threshold && x.maximum == y.maximum &&
           x.interpolation == y.interpolation;
}

// Small volumes of the kinds images made in the GUI are: a model's labels and probability, a corrected
// mask, a float image.
volume::Volume smallVolume(const QString& kind)
{
    volume::Geometry g;
    g.size = {48, 40, 24};
    g.spacing = {0.9, 0.9, 2.0};
    const bool isFloat = kind == QLatin1String("probability") || kind == QLatin1String("float image");
    volume::Volume v =
        volume::Volume::allocate(isFloat ? volume::PixelType::Float32 : volume::PixelType::UInt8, g).value();
    std::uint32_t seed = 7;
    for (std::size_t i = 0; i < std::size_t(v.voxelCount()); ++i) {
        seed = seed * 1664525u + 1013904223u;
        if (kind == QLatin1String("probability"))
            v.voxels<float>()[i] = float(seed >> 8) / float(1u << 24); // [0, 1)
        else if (kind == QLatin1String("float image"))
            v.voxels<float>()[i] = float(seed >> 16) * 0.37f - 900.0f;
        else
            v.voxels<std::uint8_t>()[i] = std::uint8_t(i % 977 < 300 ? (seed >> 29) % 4 : 0); // labels 0..3
    }
    return v;
}

std::shared_ptr<const io::LoadedImage> inMemory(volume::Volume v)
{
    auto image = std::make_shared<io::LoadedImage>();
    image->volumes.push_back(std::move(v));
    return image;
}

const QString kCt = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/seg_rtstruct/synthetic/ct_uneven");
const QString kOverlap = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/seg_rtstruct/synthetic/overlap.dcm");
} // namespace

class TestLayerWork : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aLargeLayerLoadsWhileTheGuiTicks();
    void anOverlappingSegIsSplitOffTheGuiThread();
    void cancellingTheSplitLeavesTheViewer();
    void prepareLayersStopsWhenAsked();
    void aPreparedImageAddsTheLayerAddLayerWould_data();
    void aPreparedImageAddsTheLayerAddLayerWould();
    void aModelsOutputIsPreparedOffTheGuiThread();
};

void TestLayerWork::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ScanSleuthTests"));
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestLayerWork::aLargeLayerLoadsWhileTheGuiTicks()
{
    QTemporaryDir dir;
    const QString image = write(dir, QStringLiteral("image.nii"), makeImage());
    const QString mask = write(dir, QStringLiteral("mask.nii"), makeMask());
    QVERIFY(!image.isEmpty() && !mask.isEmpty());
    MainWindow window;
    QSignalSpy idle(&window, &MainWindow::idle);
    Ticks ticks;
    window.openPath(image);
    window.openPath(mask, true);
    QVERIFY(idle.wait(60000));
    QVERIFY2(ticks.count > 0, "the event loop did not turn while the layers loaded");
    const auto& layers = window.viewerState()->layers();
    QCOMPARE(layers.size(), std::size_t{2});
    // The layers' styles and labels are those of the synchronous calls on the same voxels.
    QVERIFY(sameDefaults(layers[0], render::defaultLayer(makeImage(), true, false)));
    QVERIFY(sameDefaults(layers[1], render::defaultLayer(makeMask(), false, false)));
    QCOMPARE(layers[1].labels, (std::vector<int>{1, 2, 3, 4, 5}));
    QCOMPARE(layers[1].labels, render::labelsPresent(makeMask()));
}

void TestLayerWork::anOverlappingSegIsSplitOffTheGuiThread()
{
    MainWindow window;
    QSignalSpy idle(&window, &MainWindow::idle);
    window.openPath(kCt);
    QVERIFY(idle.wait(60000));
    Ticks ticks;
    window.openPath(kOverlap, true);
    QVERIFY(idle.wait(60000));
    QVERIFY(ticks.count > 0);
    const auto& layers = window.viewerState()->layers();

    // The synchronous way: load the SEG on the same base, split it, style each part as an overlay.
    io::LoadPathOptions options;
    options.openImages.push_back(layers.front().image.get());
    auto loaded = io::loadPath(kOverlap.toStdString(), options);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded->images.size(), std::size_t{1});
    std::vector<std::string> names;
    auto parts = io::splitSegmentationVolumes(loaded->images[0], &names, loaded->imageLabels[0]);
    QVERIFY(parts.ok());
    QCOMPARE(parts->size(), std::size_t{2}); // segments 2 and 3 in one map, 1 in another
    QCOMPARE(layers.size(), 1 + parts->size());
    for (std::size_t p = 0; p < parts->size(); ++p) {
        const widgets::ViewerLayer& layer = layers[1 + p];
        QCOMPARE(layer.name, QString::fromStdString(names[p]));
        QVERIFY(layer.image->volumes.front().sameVoxels((*parts)[p].volumes.front()));
        QVERIFY(sameDefaults(layer, render::defaultLayer((*parts)[p].volumes.front(), false, false)));
        QCOMPARE(layer.style.kind, render::LayerKind::Labels);
        QCOMPARE(layer.image->segmentation->volumeSegments, (*parts)[p].segmentation->volumeSegments);
    }
}

void TestLayerWork::cancellingTheSplitLeavesTheViewer()
{
    MainWindow window;
    QSignalSpy idle(&window, &MainWindow::idle);
    window.openPath(kCt);
    QVERIFY(idle.wait(60000));
    const std::size_t before = window.viewerState()->layers().size();
    const auto base = window.viewerState()->layers().front().image;
    // Cancel as soon as the load reports progress: the SEG adds no layer and the base stays.
    auto* job = window.findChild<app::LoadJob*>();
    QVERIFY(job);
    QSignalSpy finished(&window, &MainWindow::loadFinished);
    connect(job, &app::LoadJob::progress, job, &app::LoadJob::cancel);
    window.openPath(kOverlap, true);
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(window.viewerState()->layers().size(), before);
    QCOMPARE(window.viewerState()->layers().front().image, base);
}

void TestLayerWork::prepareLayersStopsWhenAsked()
{
    io::LoadPathOptions options;
    options.withReferenceImages = true;
    auto loaded = io::loadPath(kOverlap.toStdString(), options);
    QVERIFY(loaded.ok());
    int asked = 0;
    const Progress stop([&](double, const std::string& stage) {
        ++asked;
        return stage != "splitting"; // stops at its first report
    });
    QCOMPARE(loaded->images.size(), std::size_t{2}); // the CT its references found, then the SEG
    auto split = app::prepareLayers(*loaded, stop, "splitting");
    QVERIFY(!split.ok());
    QCOMPARE(split.error().kind, ErrorKind::Cancelled);
    QCOMPARE(asked, 2); // the CT's step (no stage), then the split's first report
    // Not stopped: the CT as one layer, a layer per volume of the SEG with the synchronous defaults.
    auto all = app::prepareLayers(*loaded, {}, "splitting");
    QVERIFY(all.ok());
    QCOMPARE(all->size(), std::size_t{2});
    QCOMPARE(all->at(0).size(), std::size_t{1});
    QVERIFY(!all->at(0).front().image); // the loaded image itself
    QCOMPARE(all->at(1).size(), std::size_t{2});
    const render::LayerDefaults ct = widgets::ViewerState::defaultLayer(loaded->images[0], true);
    QCOMPARE(all->at(0).front().defaults.asBase.style.window, ct.style.window);
    QCOMPARE(all->at(0).front().defaults.asBase.style.level, ct.style.level);
}

void TestLayerWork::aPreparedImageAddsTheLayerAddLayerWould_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("place"); // "base", "overlay", "replaces overlay", "replaces base"
    for (const char* kind : {"labels", "probability", "float image"})
        for (const char* place : {"base", "overlay", "replaces overlay", "replaces base"})
            QTest::addRow("%s %s", kind, place) << QString::fromLatin1(kind) << QString::fromLatin1(place);
}

// An image made off the GUI thread (the suspected correction, a model's output, a map) comes with its
// defaults found on the worker (ViewerState::prepare); the layer it adds is the one addLayer and
// addOrReplaceLayer make from the image alone, in every place it can take.
void TestLayerWork::aPreparedImageAddsTheLayerAddLayerWould()
{
    QFETCH(QString, kind);
    QFETCH(QString, place);
    const auto image = inMemory(smallVolume(kind));
    const auto base = inMemory(smallVolume(QStringLiteral("float image")));
    const auto other = inMemory(smallVolume(QStringLiteral("labels")));
    const QString key = QStringLiteral("made\nin the GUI");
    // The worker's part, on another thread.
    const widgets::PreparedImage prepared =
        std::async(std::launch::async, [image] { return widgets::ViewerState::prepare(image); }).get();
    QCOMPARE(prepared.image, image);

    widgets::ViewerState direct, fromWorker;
    for (widgets::ViewerState* state : {&direct, &fromWorker}) {
        if (place == QLatin1String("overlay") || place == QLatin1String("replaces overlay"))
            state->addLayer(base, QStringLiteral("base"));
        if (place == QLatin1String("replaces overlay"))
            state->addLayer(other, QStringLiteral("old"), key);
        if (place == QLatin1String("replaces base"))
            state->addLayer(other, QStringLiteral("old"), key);
    }
    const bool replaces = place.startsWith(QLatin1String("replaces"));
    int index = -1;
    if (replaces) {
        index = direct.addOrReplaceLayer(image, QStringLiteral("made"), key);
        QCOMPARE(fromWorker.addOrReplaceLayer(prepared, QStringLiteral("made"), key), index);
    } else {
        direct.addLayer(image, QStringLiteral("made"), key);
        fromWorker.addLayer(prepared, QStringLiteral("made"), key);
        index = int(direct.layers().size()) - 1;
    }
    QCOMPARE(fromWorker.layers().size(), direct.layers().size());
    for (std::size_t i = 0; i < direct.layers().size(); ++i)
        QVERIFY2(sameLayer(fromWorker.layers()[i], direct.layers()[i]), qPrintable(QString::number(i)));
    // And both are what core picks for the volume in that place.
    const bool isBase = index == 0;
    QVERIFY(sameDefaults(fromWorker.layers()[std::size_t(index)],
                         render::defaultLayer(image->volumes.front(), isBase, false)));
    QCOMPARE(fromWorker.layerIndex(key), index);
}

// A model's labels and foreground probability are made into layers by the job's worker; the viewer adds
// them as it would add the volumes themselves. A prediction that is not finite makes no layers.
void TestLayerWork::aModelsOutputIsPreparedOffTheGuiThread()
{
    model::Prediction prediction;
    prediction.labels = smallVolume(QStringLiteral("labels"));
    prediction.probabilities.push_back(smallVolume(QStringLiteral("probability")));
    prediction.probabilities.push_back(smallVolume(QStringLiteral("probability")));
    const volume::Volume labels = prediction.labels.clone().value();
    const volume::Volume foreground = prediction.probabilities[1].clone().value();
    const app::ModelOutput out = std::async(std::launch::async, [&prediction] {
                                     return app::prepareModelOutput(std::move(prediction));
                                 }).get();
    QVERIFY(out.labels.image && out.probability.image);
    QVERIFY(out.labels.image->volumes.front().sameVoxels(labels));
    QVERIFY(out.probability.image->volumes.front().sameVoxels(foreground));
    QCOMPARE(out.prediction.probabilities.size(), std::size_t{2}); // the class count stays
    widgets::ViewerState direct, fromWorker;
    direct.addLayer(inMemory(smallVolume(QStringLiteral("float image"))), QStringLiteral("base"));
    fromWorker.addLayer(direct.layers().front().image, QStringLiteral("base"));
    direct.addOrReplaceLayer(out.labels.image, QStringLiteral("labels"), QStringLiteral("l"));
    direct.addOrReplaceLayer(out.probability.image, QStringLiteral("p"), QStringLiteral("p"));
    fromWorker.addOrReplaceLayer(out.labels, QStringLiteral("labels"), QStringLiteral("l"));
    fromWorker.addOrReplaceLayer(out.probability, QStringLiteral("p"), QStringLiteral("p"));
    QCOMPARE(fromWorker.layers().size(), std::size_t{3});
    for (std::size_t i = 0; i < 3; ++i)
        QVERIFY(sameLayer(fromWorker.layers()[i], direct.layers()[i]));
    QCOMPARE(fromWorker.layers()[1].style.kind, render::LayerKind::Labels);
    QCOMPARE(fromWorker.layers()[1].labels, render::labelsPresent(labels));

    model::Prediction broken;
    broken.labels = smallVolume(QStringLiteral("labels"));
    broken.nonFinite.nan = 3;
    const app::ModelOutput none = app::prepareModelOutput(std::move(broken));
    QVERIFY(!none.labels.image && !none.probability.image);
}

QTEST_MAIN(TestLayerWork)
#include "tst_layerwork.moc"
