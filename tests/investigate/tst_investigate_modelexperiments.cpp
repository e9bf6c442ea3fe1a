// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The model experiments as automated experiments of an investigation: example models (built in C++, no
// Python) on small synthetic volumes, run through the runner, their verdicts applied to hypotheses.
#include "investigate/experimentrunner.h"
#include "io/nifti/niftiwriter.h"
#include "model/examplemodels.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;

namespace {

workflow::KnowledgeBase shipped()
{
    auto kb = workflow::KnowledgeBase::load(SCANSLEUTH_KNOWLEDGE_TEST_DIR);
    if (!kb)
        qFatal("shipped knowledge base: %s", kb.error().message.c_str());
    return std::move(kb).value();
}

// A 12x12x6 float image, 1 mm voxels, with a bright 4x4x2 block; its mask marks the block.
void writeCase(const QString& image, const QString& mask)
{
    volume::Geometry g;
    g.size = {12, 12, 6};
    auto v = volume::Volume::allocate(volume::PixelType::Float32, g);
    auto m = volume::Volume::allocate(volume::PixelType::UInt8, g);
    QVERIFY(v.ok() && m.ok());
    auto voxels = v->voxels<float>();
    auto labels = m->voxels<std::uint8_t>();
    for (std::int64_t k = 0; k < 6; ++k)
        for (std::int64_t j = 0; j < 12; ++j)
            for (std::int64_t i = 0; i < 12; ++i) {
                const bool inside = i >= 4 && i < 8 && j >= 4 && j < 8 && k >= 2 && k < 4;
                voxels[v->linearIndex(i, j, k)] = inside ? 1.0f : 0.1f * float((i + j + k) % 3);
                labels[m->linearIndex(i, j, k)] = inside ? 1 : 0;
            }
    volume::VolumeList vl, ml;
    vl.push_back(std::move(v).value());
    ml.push_back(std::move(m).value());
    QVERIFY(io::writeNifti(image.toStdString(), vl).ok());
    QVERIFY(io::writeNifti(mask.toStdString(), ml).ok());
}

const workflow::ExperimentRun* runOf(const workflow::Investigation& inv, const std::string& experiment)
{
    for (const workflow::ExperimentRun& r : inv.runs)
        if (r.experiment == experiment)
            return &r;
    return nullptr;
}

bool hasCode(const Findings& findings, const std::string& code)
{
    return std::any_of(findings.begin(), findings.end(), [&](const Finding& f) { return f.code == code; });
}

} // namespace

class TestInvestigateModelExperiments : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    workflow::KnowledgeBase m_kb;

    std::string path(const char* name) const
    {
        return m_dir.filePath(QString::fromLatin1(name)).toStdString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_kb = shipped();
        writeCase(m_dir.filePath(QStringLiteral("ct.nii.gz")), m_dir.filePath(QStringLiteral("mask.nii.gz")));
        model::ExampleOptions options;
        options.width = 4;
        for (auto kind : {model::ExampleKind::DropoutInTraining, model::ExampleKind::Segmenter,
                          model::ExampleKind::DetachedOutput, model::ExampleKind::TracedDropout,
                          model::ExampleKind::TracedBatchNorm}) {
            const std::string file = path((std::string(model::exampleKindName(kind)) + ".pt").c_str());
            QVERIFY2(model::saveExampleModel(kind, file, options).ok(), file.c_str());
        }
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("inv")));
    }

    // Every model experiment of the knowledge base is one this version runs.
    void modelExperimentsAreRunnable_data()
    {
        QTest::addColumn<QString>("experiment");
        for (const char* id : {"exp-determinism", "exp-model-parity", "exp-model-overfit",
                               "exp-model-gradients", "exp-model-initial-loss", "exp-model-activations"})
            QTest::addRow("%s", id) << id;
    }
    void modelExperimentsAreRunnable()
    {
        QFETCH(QString, experiment);
        const workflow::ExperimentSpec* e = m_kb.experiment(experiment.toStdString());
        QVERIFY(e);
        QVERIFY(investigate::isRunnable(*e));
        investigate::ExperimentInputs none;
        QVERIFY(!investigate::hasInputsFor(*e, none));
    }

    // The determinism experiment decides the training-mode hypothesis: a model saved with dropout in
    // training mode supports it, and so do models traced in training mode (dropout, or batch norm whose
    // repeats are identical); the same network in eval mode refutes it.
    void determinismDecidesTrainingMode_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("trainingModeFound");
        QTest::addRow("dropout in training mode")
            << "dropout-training.pt" << int(workflow::Verdict::Supported) << "model.training_mode" << true;
        QTest::addRow("dropout traced in training mode")
            << "traced-dropout.pt" << int(workflow::Verdict::Supported) << "model.traced_training_mode"
            << true;
        QTest::addRow("batch norm traced in training mode")
            << "traced-batchnorm.pt" << int(workflow::Verdict::Supported) << "model.traced_training_mode"
            << true;
        QTest::addRow("segmenter in eval mode")
            << "segmenter.pt" << int(workflow::Verdict::Refuted) << "model.training_mode" << false;
    }
    void determinismDecidesTrainingMode()
    {
        QFETCH(QString, model);
        QFETCH(int, verdict);
        QFETCH(QString, code);
        QFETCH(bool, trainingModeFound);
        workflow::Investigation inv = workflow::startInvestigation(m_kb, "nondeterministic-results");
        investigate::ExperimentInputs inputs;
        inputs.paths["model"] = {path(model.toLatin1().constData())};
        inputs.paths["image"] = {path("ct.nii.gz")};
        inputs.paths["repeats"] = {"2"};
        inputs.paths["device"] = {"cpu"};
        const std::string snapshots = path("inv/case_files");
        QCOMPARE(investigate::runAutomatedExperiments(inv, m_kb, inputs, snapshots), 1);
        const workflow::ExperimentRun* run = runOf(inv, "exp-determinism");
        QVERIFY(run);
        QVERIFY2(run->status == "done", run->error.c_str());
        QVERIFY(!run->evidence.summary.empty());
        QCOMPARE(hasCode(run->evidence.findings, code.toStdString()), trainingModeFound);
        QVERIFY(run->evidence.data.contains("verdict"));
        QCOMPARE(run->evidence.data.value("experiment", ""), std::string("model-determinism"));
        QCOMPARE(int(inv.hypothesis("gap-model-in-train-mode")->verdict), verdict);
        // Each map of the outcome is a picture beside the investigation.
        for (const workflow::Snapshot& s : run->evidence.snapshots)
            QVERIFY2(QFile::exists(QString::fromStdString(path("inv/") + s.imagePath)), s.imagePath.c_str());
        // ... and a NIfTI file the viewer can overlay.
        const nlohmann::json mapFiles = run->evidence.data.value("map_files", nlohmann::json::object());
        for (const auto& [name, file] : mapFiles.items())
            QVERIFY2(QFile::exists(QString::fromStdString(path("inv/") + file.get<std::string>())),
                     name.c_str());
        QVERIFY(run->evidence.problems.empty());
    }

    // The gradient experiment on a model whose output is detached supports "gradients not applied".
    void detachedOutputSupportsGradientsNotApplied()
    {
        workflow::Investigation inv = workflow::startInvestigation(m_kb, "model-wont-train");
        const workflow::ExperimentSpec* e = m_kb.experiment("exp-model-gradients");
        QVERIFY(e);
        investigate::ExperimentInputs inputs;
        inputs.paths["model"] = {path("detached.pt")};
        inputs.paths["image"] = {path("ct.nii.gz")};
        inputs.paths["mask"] = {path("mask.nii.gz")};
        inputs.paths["device"] = {"cpu"};
        workflow::ExperimentRun run = investigate::runExperiment(*e, inputs, path("inv/case_files"), "run-1");
        QVERIFY2(run.status == "done", run.error.c_str());
        QVERIFY(hasCode(run.evidence.findings, "model.output_detached"));
        inv.runs.push_back(run);
        workflow::applyFindings(inv, m_kb, inv.runs.back());
        QCOMPARE(inv.hypothesis("wont-train-gradients-not-applied")->verdict, workflow::Verdict::Supported);
    }

    // Bad inputs fail the run with the user's sentence; nothing crashes and nothing is recorded as found.
    void badInputsFailTheRun_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("repeats not a number") << "repeats"
                                              << "many"
                                              << "must be a whole number, not \"many\"";
        QTest::addRow("negative repeats") << "repeats"
                                          << "-2"
                                          << "must be a whole number";
        QTest::addRow("unknown device") << "device"
                                        << "tpu"
                                        << "tpu";
        QTest::addRow("missing model") << "model"
                                       << "%DIR%/nope.pt"
                                       << "does not exist";
        QTest::addRow("image not found") << "image"
                                         << "%DIR%/nope.nii.gz"
                                         << "nope.nii.gz";
        QTest::addRow("model is a volume") << "model"
                                           << "%DIR%/ct.nii.gz"
                                           << "ct.nii.gz";
    }
    void badInputsFailTheRun()
    {
        QFETCH(QString, input);
        QFETCH(QString, value);
        QFETCH(QString, fragment);
        investigate::ExperimentInputs inputs;
        inputs.paths["model"] = {path("segmenter.pt")};
        inputs.paths["image"] = {path("ct.nii.gz")};
        inputs.paths["device"] = {"cpu"};
        inputs.paths[input.toStdString()] = {
            value.replace(QStringLiteral("%DIR%"), m_dir.path()).toStdString()};
        const workflow::ExperimentSpec* e = m_kb.experiment("exp-determinism");
        workflow::ExperimentRun run = investigate::runExperiment(*e, inputs, path("inv/case_files"), "run-1");
        QCOMPARE(run.status, std::string("failed"));
        QVERIFY2(run.error.find(fragment.toStdString()) != std::string::npos, run.error.c_str());
        QVERIFY(run.evidence.findings.empty());
    }
};

QTEST_GUILESS_MAIN(TestInvestigateModelExperiments)
#include "tst_investigate_modelexperiments.moc"
