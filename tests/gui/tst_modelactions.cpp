// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Model > Run Model... without the dialog: the run goes to a worker, and its labels and foreground
// probability come back as layers on the base image's own grid; a file that is not a model fails with the
// loader's sentence and changes nothing.
#include "modelactions.h"

#include "io/loadedimage.h"
#include "io/nifti/niftiwriter.h"
#include "model/examplemodels.h"
#include "support/backgroundcheck.h"
#include "widgets/viewerstate.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;

class TestModelActions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // A 20 x 16 x 12 ramp on an oblique, offset grid: the prediction must come back on exactly this grid.
    static std::shared_ptr<io::LoadedImage> baseImage()
    {
        volume::Geometry g;
        g.size = {20, 16, 12};
        g.spacing = {1.5, 1.2, 2.5};
        g.origin = {-31.25, 12.5, -87.0};
        const double c = std::cos(0.2), s = std::sin(0.2);
        g.direction = {{{c, -s, 0.0}, {s, c, 0.0}, {0.0, 0.0, 1.0}}};
        auto v = volume::Volume::allocate(volume::PixelType::Float32, g);
        if (!v)
            qFatal("allocation failed");
        auto voxels = v->voxels<float>();
        for (std::size_t i = 0; i < voxels.size(); ++i)
            voxels[i] = float(i % 20) - 10.0f;
        auto image = std::make_shared<io::LoadedImage>();
        image->volumes.push_back(std::move(v).value());
        return image;
    }

    app::ModelRunSettings settings(const QString& model)
    {
        app::ModelRunSettings s;
        s.modelPath = model;
        s.device = model::DeviceRequest::Cpu;
        return s;
    }

    // The viewer with the ramp as its base, and the model actions on it.
    struct OnRamp
    {
        OnRamp() { state.addLayer(baseImage(), QStringLiteral("ramp")); }
        widgets::ViewerState state;
        app::ModelActions actions{&state, nullptr};
    };

    // The pointwise example model, written once; empty when it could not be written.
    QString pointwiseModel()
    {
        const QString path = m_dir.filePath(QStringLiteral("pointwise.pt"));
        return model::saveExampleModel(model::ExampleKind::Pointwise, path.toStdString()).ok() ? path
                                                                                               : QString();
    }

    // Runs the model at `path` on the ramp; the run must fail, adding no layer. Returns its last message
    // (or what went wrong instead, which no test expects).
    QString failedRunMessage(const QString& path)
    {
        OnRamp ramp;
        QSignalSpy finished(&ramp.actions, &app::ModelActions::finished);
        QSignalSpy messages(&ramp.actions, &app::ModelActions::message);
        if (!ramp.actions.run(settings(path)) || !finished.wait(60000))
            return QStringLiteral("the run did not start or finish");
        if (finished.at(0).at(0).toBool())
            return QStringLiteral("the run succeeded");
        if (ramp.state.layers().size() != 1)
            return QStringLiteral("the failed run added a layer");
        if (messages.isEmpty())
            return QStringLiteral("the failed run said nothing");
        return messages.last().at(0).toString();
    }

private Q_SLOTS:
    void showsAMapInTheBackground();
    void showsLabelsAndProbabilityOnTheBaseGrid()
    {
        const QString path = pointwiseModel();
        QVERIFY(!path.isEmpty());
        OnRamp ramp;
        widgets::ViewerState& state = ramp.state;
        app::ModelActions& actions = ramp.actions;
        QSignalSpy finished(&actions, &app::ModelActions::finished);
        QSignalSpy messages(&actions, &app::ModelActions::message);
        // The model sees a reoriented, resampled grid; its answer must still land on the base image's grid.
        const QString spec = m_dir.filePath(QStringLiteral("spec.json"));
        QFile specFile(spec);
        QVERIFY(specFile.open(QIODevice::WriteOnly));
        specFile.write(R"({"format": "scansleuth.preprocessing", "version": 1, "steps": [
            {"step": "reorient", "axes": "RAS"},
            {"step": "resample", "spacing": [2, 2, 2], "interpolation": "linear"}]})");
        specFile.close();
        app::ModelRunSettings run = settings(path);
        run.specPath = spec;
        QVERIFY(actions.run(run));
        QVERIFY(actions.isRunning());
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(state.layers().size(), std::size_t(3));
        QCOMPARE(state.layers()[1].name, QStringLiteral("pointwise labels"));
        QCOMPARE(state.layers()[2].name, QStringLiteral("pointwise foreground probability"));
        const volume::Geometry& base = state.layers()[0].image->volumes.front().geometry();
        for (std::size_t layer : {std::size_t(1), std::size_t(2)})
            QVERIFY(state.layers()[layer].image->volumes.front().geometry() == base);
        QCOMPARE(state.layers()[1].style.kind, render::LayerKind::Labels);
        QCOMPARE(state.layers()[2].style.kind, render::LayerKind::Probability);
        // The device is always said.
        QVERIFY(messages.last().at(0).toString().contains(QStringLiteral("ran on cpu")));
    }

    // Issue 19: a second run replaced nothing and stacked two more layers. It now replaces its own two
    // layers in place; an overlay the user added in between keeps its place.
    void runningTwiceReplacesItsLayers()
    {
        const QString path = pointwiseModel();
        QVERIFY(!path.isEmpty());
        OnRamp ramp;
        const widgets::ViewerState& state = ramp.state;
        QSignalSpy finished(&ramp.actions, &app::ModelActions::finished);
        QVERIFY(ramp.actions.run(settings(path)));
        QVERIFY(finished.wait(60000));
        QCOMPARE(state.layers().size(), std::size_t(3));
        const io::LoadedImage* firstLabels = state.layers()[1].image.get();
        ramp.state.addLayer(baseImage(), QStringLiteral("another overlay"));
        QVERIFY(ramp.actions.run(settings(path)));
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.size(), 2);
        QCOMPARE(finished.at(1).at(0).toBool(), true);
        QCOMPARE(state.layers().size(), std::size_t(4));
        QCOMPARE(state.layers()[1].name, QStringLiteral("pointwise labels"));
        QCOMPARE(state.layers()[2].name, QStringLiteral("pointwise foreground probability"));
        QCOMPARE(state.layers()[3].name, QStringLiteral("another overlay"));
        QVERIFY(state.layers()[1].image.get() != firstLabels); // the new run's output, not the old one
        QCOMPARE(state.layers()[1].style.kind, render::LayerKind::Labels);
        QCOMPARE(state.layers()[2].style.kind, render::LayerKind::Probability);
    }

    void aFileThatIsNotAModelFailsWithItsSentence()
    {
        const QString path = m_dir.filePath(QStringLiteral("weights.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a model");
        file.close();
        const QString text = failedRunMessage(path);
        QVERIFY2(text.contains(QStringLiteral("not a zip archive")), qPrintable(text));
    }

    // A model whose output is NaN would come back as a label layer of zeros: it is an error, with the
    // count and share, and no layer is added.
    void aNanOutputAddsNoLayerAndSaysWhy()
    {
        const QString path = m_dir.filePath(QStringLiteral("nan.pt"));
        QVERIFY(model::saveExampleModel(model::ExampleKind::NanOutput, path.toStdString()).ok());
        const QString text = failedRunMessage(path);
        QVERIFY2(text.contains(QStringLiteral("no layer was added")), qPrintable(text));
        // 20 x 16 x 12 voxels x 2 classes, all NaN.
        QVERIFY2(text.contains(QStringLiteral("7680 of 7680 values (100.00%) are NaN or infinite")),
                 qPrintable(text));
    }

    void refusesToRunWithoutAnImage()
    {
        widgets::ViewerState state;
        app::ModelActions actions(&state, nullptr);
        QVERIFY(!actions.run(settings(QStringLiteral("model.pt"))));
        QVERIFY(!actions.isRunning());
    }
};

// A disagreement map (a float volume of a CT's size, here 256 x 256 x 96) is read off the GUI thread: the
// layer comes once mapShown() says so, a 1 ms timer keeps firing meanwhile, the progress rises to 100 and the
// heat map's maximum is the map's. Cancel adds nothing; an unreadable map says why.
void TestModelActions::showsAMapInTheBackground()
{
    volume::Geometry g;
    g.size = {256, 256, 96};
    auto map = volume::Volume::allocate(volume::PixelType::Float32, g);
    QVERIFY(map);
    auto voxels = map->voxels<float>();
    for (std::size_t i = 0; i < voxels.size(); ++i)
        voxels[i] = float(i % 1000) / 400.0f; // largest 999 / 400
    const QString path = m_dir.filePath(QStringLiteral("disagreement.nii.gz"));
    volume::VolumeList list;
    list.push_back(std::move(*map));
    QVERIFY(io::writeNifti(path.toStdString(), list).ok());

    OnRamp ramp;
    QSignalSpy shown(&ramp.actions, &app::ModelActions::mapShown);
    QSignalSpy progress(&ramp.actions, &app::ModelActions::progress);
    QSignalSpy messages(&ramp.actions, &app::ModelActions::message);
    const testing::LoopTicks ticks(shown);
    QVERIFY(ramp.actions.showMap(path, QStringLiteral("map"), {0, 0, 0}));
    QCOMPARE(ramp.state.layers().size(), std::size_t(1));                   // not yet: it is being read
    QVERIFY(!ramp.actions.showMap(path, QStringLiteral("map"), {0, 0, 0})); // one at a time
    QVERIFY(shown.wait(60000));
    QVERIFY(shown.at(0).at(0).toBool());
    QVERIFY(ticks.count() > 0);
    const QString rise = testing::risesToHundred(progress);
    QVERIFY2(rise.isEmpty(), qPrintable(rise));
    QCOMPARE(ramp.state.layers().size(), std::size_t(2));
    QCOMPARE(ramp.state.layers()[1].style.kind, render::LayerKind::Probability);
    QCOMPARE(ramp.state.layers()[1].style.maximum, double(999.0f / 400.0f));

    shown.clear();
    QVERIFY(ramp.actions.showMap(path, QStringLiteral("again"), {0, 0, 0}));
    ramp.actions.cancel();
    QVERIFY(shown.wait(60000));
    QVERIFY(!shown.at(0).at(0).toBool());
    QVERIFY(messages.last().at(0).toString().contains(QStringLiteral("cancelled")));
    QCOMPARE(ramp.state.layers().size(), std::size_t(2));

    shown.clear();
    QVERIFY(ramp.actions.showMap(m_dir.filePath(QStringLiteral("none.nii.gz")), QStringLiteral("none"),
                                 {0, 0, 0}));
    QVERIFY(shown.wait(60000));
    QVERIFY(!shown.at(0).at(0).toBool());
    QVERIFY2(messages.last().at(0).toString().contains(QStringLiteral("could not be read")),
             qPrintable(messages.last().at(0).toString()));
}

QTEST_MAIN(TestModelActions)
#include "tst_modelactions.moc"
