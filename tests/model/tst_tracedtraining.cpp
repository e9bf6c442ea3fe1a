// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Models traced in training mode: the training flag as a constant in the graph, found in the inlined graph
// and named by submodule and node (models built in C++ and real torch.jit.trace files), the determinism
// experiment naming it as the source, and the batch-norm proof checked against batch norm's formula.
#include "experimenttestsupport.h"

#include "base/strings.h"
#include "model/experiments.h"
#include "model/model.h"

#include <algorithm>
#include <cmath>

using namespace scansleuth;
using namespace scansleuth::model;
using modeltest::exampleModel;
using modeltest::sphereVolume;

namespace {

const char* kPhrase = "traced in training mode: export again after model.eval()";

std::string dataFile(const std::string& name)
{
    return std::string(SCANSLEUTH_TEST_DATA_DIR) + "/model/" + name;
}

ModelInfo inspect(const std::string& path)
{
    auto info = inspectModel(path);
    MINI_CHECK2(info.ok(), info.ok() ? "" : info.error().message + " " + info.error().detail);
    return std::move(*info);
}

ExperimentOutcome determinism(const std::string& path, const volume::Volume& image, int repeats = 2)
{
    ModelExperimentInputs in;
    in.modelPath = path;
    in.device = modeltest::testDevice();
    in.images = {&image};
    in.repeats = repeats;
    auto outcome = determinismExperiment(in);
    MINI_CHECK2(outcome.ok(), outcome.ok() ? "" : outcome.error().message + " " + outcome.error().detail);
    return std::move(*outcome);
}

std::vector<std::string> nodeTexts(const ModelInfo& info)
{
    std::vector<std::string> texts;
    for (const TracedTrainingNode& t : info.tracedTraining)
        texts.push_back(t.module + ": " + t.node + " [" + t.kind + "]");
    return texts;
}

} // namespace

MINITEST_CASE(findsTrainingConstantsInTheGraph)
{
    struct Row
    {
        std::string name;
        std::string path;
        std::vector<std::string> nodes; // module: node [kind], in graph order
    };
    const std::vector<Row> rows = {
        {"C++ traced dropout",
         exampleModel(ExampleKind::TracedDropout),
         {"drop: aten::dropout(p=0.5, train=True) [random]"}},
        {"C++ traced batch norm",
         exampleModel(ExampleKind::TracedBatchNorm),
         {"bn1: aten::batch_norm(training=True) [batch_statistics]"}},
        {"C++ traced batch norm alone",
         exampleModel(ExampleKind::TracedBatchNormOnly),
         {"bn: aten::batch_norm(training=True) [batch_statistics]"}},
        // torch.jit.trace of a nested nn.Module before eval(); its InstanceNorm3d (no running statistics)
        // normalises by the input in eval mode too, so it is not named.
        {"torch.jit.trace before eval()",
         dataFile("traced_training.pt"),
         {"encoder.bn: aten::batch_norm(training=True) [batch_statistics]",
          "encoder.drop: aten::dropout(p=0.5, train=True) [random]"}},
    };
    for (const Row& row : rows) {
        MINI_ROW(row.name);
        const ModelInfo info = inspect(row.path);
        MINI_CHECK2(nodeTexts(info) == row.nodes, join(nodeTexts(info), " | "));
        // The module flags do not show it: no forward reads self.training.
        MINI_CHECK(info.trainingModules.empty());
        MINI_CHECK(!hasFinding(info.findings, "model.training_mode"));
        const Finding* f = findFinding(info.findings, "model.traced_training_mode");
        MINI_CHECK(f != nullptr);
        MINI_COMPARE(f->severity, Severity::Warning);
        MINI_CHECK2(f->message.find(kPhrase) != std::string::npos, f->message);
        for (const TracedTrainingNode& t : info.tracedTraining) {
            MINI_CHECK2(f->message.find(t.module + " (") != std::string::npos, f->message);
            MINI_CHECK2(f->message.find(t.node) != std::string::npos, f->message);
            MINI_CHECK2(!t.moduleType.empty(), t.module);
        }
        MINI_COMPARE(f->evidence.size(), row.nodes.size());
        const std::string text = modelInfoText(info);
        MINI_CHECK2(text.find("No problems found") == std::string::npos, text);
        MINI_CHECK2(text.find("model.traced_training_mode") != std::string::npos, text);
        const std::string json = modelInfoJson(info);
        MINI_CHECK2(json.find("\"traced_training_nodes\"") != std::string::npos, json);
    }
}

MINITEST_CASE(findsNoConstantsInEvalOrScriptedModels)
{
    struct Row
    {
        std::string name;
        std::string path;
    };
    // A flag read from self.training (scripted, dropout-training) is model.training_mode's business.
    const std::vector<Row> rows = {
        {"torch.jit.trace after eval()", dataFile("traced_eval.pt")},
        {"segmenter", exampleModel(ExampleKind::Segmenter)},
        {"dropout reading self.training", exampleModel(ExampleKind::DropoutInTraining)},
        {"batch norm reading self.training", exampleModel(ExampleKind::BatchNormInTraining)},
    };
    for (const Row& row : rows) {
        MINI_ROW(row.name);
        const ModelInfo info = inspect(row.path);
        MINI_CHECK2(info.tracedTraining.empty(), join(nodeTexts(info), " | "));
        MINI_CHECK(!hasFinding(info.findings, "model.traced_training_mode"));
    }
}

MINITEST_CASE(determinismNamesTracedDropoutAsTheSource)
{
    const volume::Volume image = sphereVolume();
    const ExperimentOutcome o = determinism(exampleModel(ExampleKind::TracedDropout), image, 3);
    MINI_COMPARE(o.verdict, std::string("nondeterministic"));
    MINI_COMPARE(o.data["source"].get<std::string>(), std::string("traced_training_mode"));
    MINI_CHECK(o.data["source_modules"] == nlohmann::json({"drop"}));
    // Switching the module to eval cannot help; switching the graph's constant off does.
    const auto& t = o.data["traced_training"];
    MINI_CHECK(t["constants_off_ran"].get<bool>());
    MINI_CHECK(t["constants_off_bit_identical"].get<bool>());
    MINI_CHECK(!hasFinding(o.findings, "model.nondeterministic_output"));
    const Finding* f = findFinding(o.findings, "model.traced_training_mode");
    MINI_CHECK(f != nullptr);
    MINI_CHECK(f->severity != Severity::Info);
    MINI_CHECK2(f->message.find(kPhrase) != std::string::npos, f->message);
    MINI_CHECK2(f->message.find("drop (") != std::string::npos, f->message);
    MINI_CHECK2(f->message.find("bit-identical") != std::string::npos, f->message);
    MINI_CHECK2(o.summary.find("traced in training mode") != std::string::npos, o.summary);
}

MINITEST_CASE(tracedBatchNormIsAWarningThoughRepeatable)
{
    struct Row
    {
        std::string name;
        std::string path;
        std::string module;
    };
    const std::vector<Row> rows = {
        {"C++ traced batch norm", exampleModel(ExampleKind::TracedBatchNorm), "bn1"},
        {"torch.jit.trace before eval()", dataFile("traced_training.pt"), "encoder.bn"},
    };
    const volume::Volume image = sphereVolume();
    for (const Row& row : rows) {
        MINI_ROW(row.name);
        const ExperimentOutcome o = determinism(row.path, image);
        const auto& proof = o.data["traced_training"]["batch_proof"];
        MINI_CHECK2(proof.is_object(), o.data["traced_training"].dump());
        MINI_CHECK(proof["batch_dependent"].get<bool>());
        MINI_CHECK(proof["max_abs_diff"].get<double>() > 1e-3);
        MINI_CHECK(proof["patch_shape"] == nlohmann::json({1, 1, 24, 24, 24}));
        const Finding* f = findFinding(o.findings, "model.traced_training_mode");
        MINI_CHECK(f != nullptr);
        MINI_CHECK(f->severity != Severity::Info);
        MINI_CHECK2(f->message.find(row.module + " (") != std::string::npos, f->message);
        MINI_CHECK2(f->message.find("alone and next to a patch of zeros") != std::string::npos, f->message);
        MINI_CHECK(f->measurement("batch_max_abs_diff") != nullptr);
        MINI_CHECK2(o.summary.find(row.module) != std::string::npos, o.summary);
    }
    // Batch statistics of one patch are the same every time: the C++ model's repeats are bit-identical,
    // and still it is a warning (the real file has dropout too, so its repeats differ).
    const ExperimentOutcome bn = determinism(exampleModel(ExampleKind::TracedBatchNorm), image);
    MINI_COMPARE(bn.verdict, std::string("deterministic"));
    MINI_CHECK(bn.data["bit_identical"].get<bool>());
    MINI_CHECK(findFinding(bn.findings, "model.traced_training_mode")->severity != Severity::Info);
}

// The oracle: batch norm with batch statistics, weight 1, bias 0, eps 1e-5, on one channel x normalises by
// x's mean m and biased variance v; next to a patch of zeros the batch has mean m/2 and variance
// (v + m^2)/2 - m^2/4. The difference of the two outputs is linear in x, largest at x's extremes.
MINITEST_CASE(batchProofMatchesBatchNormFormula)
{
    const volume::Volume image = sphereVolume(12);
    const auto x = image.voxels<float>();
    double sum = 0.0, sumSquares = 0.0;
    for (float v : x) {
        sum += v;
        sumSquares += double(v) * v;
    }
    const double n = double(x.size()), eps = 1e-5;
    const double mean = sum / n, variance = sumSquares / n - mean * mean;
    const double mean2 = mean / 2.0, variance2 = (variance + mean * mean) / 2.0 - mean2 * mean2;
    double expected = 0.0, largest = 0.0;
    for (float v : x) {
        const double alone = (v - mean) / std::sqrt(variance + eps);
        const double inBatch = (v - mean2) / std::sqrt(variance2 + eps);
        expected = std::max(expected, std::abs(alone - inBatch));
        largest = std::max(largest, std::abs(alone));
    }
    const ExperimentOutcome o = determinism(exampleModel(ExampleKind::TracedBatchNormOnly), image);
    const auto& proof = o.data["traced_training"]["batch_proof"];
    MINI_CHECK2(proof.is_object(), o.data["traced_training"].dump());
    MINI_NEAR(proof["max_abs_diff"].get<double>(), expected, 1e-4 * expected);
    MINI_NEAR(proof["output_max_abs"].get<double>(), largest, 1e-4 * largest);
    MINI_CHECK(proof["batch_dependent"].get<bool>());
}

MINITEST_MAIN()
