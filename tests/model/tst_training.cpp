// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The training experiments: a capable model overfits a small batch and broken ones do not, for a named
// reason; gradient flow names frozen parameters; the first loss is ln C at a neutral initialisation.
#include "trainingtestsupport.h"

#include "model/trainingsupport.h"

#include <cmath>

using namespace scansleuth;
using namespace scansleuth::model;
using modeltest::exampleModel;
using modeltest::sphereCases;
using modeltest::trainingInputs;

namespace {

std::string failure(const Error& e)
{
    return e.message + " | " + e.detail;
}

const Finding& needFinding(const ExperimentOutcome& o, const std::string& code)
{
    const Finding* f = findFinding(o.findings, code);
    if (!f)
        MINI_FAIL("no finding " + code + " in: " + o.summary);
    return *f;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

// A Segmenter-shaped model whose forward ends in softmax: probabilities fed to a loss that applies its own.
std::string softmaxModel()
{
    modeltest::ScriptBuilder b;
    torch::manual_seed(3);
    torch::jit::Module root = b.empty("SoftmaxAtEnd");
    root.register_module("conv1", b.conv("Conv3d", torch::randn({4, 1, 3, 3, 3}) * 0.5, torch::zeros({4})));
    root.register_module("head", b.conv("Conv3d", torch::randn({2, 4, 1, 1, 1}) * 0.5, torch::zeros({2})));
    root.define("def forward(self, x):\n    y = torch.relu(self.conv1.forward(x))\n"
                "    return torch.softmax(self.head.forward(y), 1)\n");
    root.train(false);
    return modeltest::saveModule(root, "softmax-at-end.pt");
}

} // namespace

MINITEST_CASE(batchIsCroppedAroundTheForegroundInZyxOrder)
{
    const auto cases = sphereCases();
    ModelExperimentInputs inputs = trainingInputs("unused.pt", cases);
    inputs.inference.patch = {10, 12, 14}; // i, j, k
    const auto batch = buildTrainingBatch(inputs, true);
    MINI_CHECK2(batch.ok(), batch.ok() ? "" : failure(batch.error()));
    MINI_COMPARE(batch->cases, std::int64_t(3));
    MINI_CHECK((batch->size == std::array<std::int64_t, 3>{14, 12, 10})); // D = k, H = j, W = i
    MINI_CHECK((batch->labelSet == std::vector<std::int64_t>{0, 1}));
    // Every sphere (9 voxels across) lies wholly inside its patch: each case keeps all its labelled voxels.
    std::int64_t perCase = 0;
    for (std::uint8_t v : cases[0].mask.voxels<std::uint8_t>())
        perCase += v;
    const std::int64_t block = 14 * 12 * 10;
    for (int c = 0; c < 3; ++c) {
        std::int64_t inPatch = 0;
        for (std::int64_t i = 0; i < block; ++i)
            inPatch += batch->labels[std::size_t(c * block + i)];
        MINI_COMPARE(inPatch, perCase);
    }
}

MINITEST_CASE(segmenterOverfitsTheBatch)
{
    const auto cases = sphereCases();
    const auto o = overfitExperiment(trainingInputs(exampleModel(ExampleKind::Segmenter), cases));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_COMPARE(o->verdict, std::string("overfits"));
    const auto losses = o->data["loss"].get<std::vector<double>>();
    MINI_COMPARE(losses.size(), std::size_t(151)); // 150 steps and the reading after the last
    MINI_CHECK2(losses.back() < 0.05 * losses.front(), o->summary);
    MINI_CHECK2(o->data["final_dice"].get<double>() > 0.95, o->summary);
    MINI_CHECK(o->findings.empty());
    // The expectation at initialisation is ln 2 for two classes.
    MINI_NEAR(o->data["expected_initial_loss"].get<double>(), std::log(2.0), 1e-12);
}

MINITEST_CASE(segmenterOverfitsWithDiceCeAndSgd)
{
    const auto cases = sphereCases();
    ModelExperimentInputs inputs = trainingInputs(exampleModel(ExampleKind::Segmenter), cases);
    inputs.loss = "dice-ce";
    inputs.optimiser = "sgd";
    inputs.steps = 5;
    const auto o = overfitExperiment(inputs);
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    // Five steps are too few to decide; the curve must fall and Dice + CE start above CE's ln 2.
    const auto losses = o->data["loss"].get<std::vector<double>>();
    MINI_COMPARE(losses.size(), std::size_t(6));
    MINI_CHECK(losses.back() < losses.front());
    MINI_COMPARE(o->data["optimiser"].get<std::string>(), std::string("sgd"));
    MINI_NEAR(o->data["learning_rate"].get<double>(), 0.1, 1e-12);
}

MINITEST_CASE(detachedOutputCannotOverfitAndSaysWhy)
{
    const auto cases = sphereCases();
    const auto o = overfitExperiment(trainingInputs(exampleModel(ExampleKind::DetachedOutput), cases));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_COMPARE(o->verdict, std::string("fails-to-overfit"));
    needFinding(*o, "model.cannot_overfit");
    const Finding& f = needFinding(*o, "model.output_detached");
    MINI_CHECK2(contains(f.message, ".detach()"), f.message);
    MINI_CHECK2(contains(o->summary, "detached"), o->summary);
}

MINITEST_CASE(frozenZeroHeadCannotOverfitAndIsNamed)
{
    const auto cases = sphereCases();
    const auto o = overfitExperiment(trainingInputs(exampleModel(ExampleKind::FrozenFinalLayer), cases));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_COMPARE(o->verdict, std::string("fails-to-overfit"));
    needFinding(*o, "model.cannot_overfit");
    const Finding& f = needFinding(*o, "model.frozen_output_layer");
    MINI_CHECK((f.evidence == std::vector<std::string>{"head.weight", "head.bias"}));
    MINI_CHECK2(contains(f.message, "head.weight") && contains(f.message, "all zeros"), f.message);
    // Zero logits: the loss stays ln 2 exactly, and the Dice of an all-background prediction is 0.
    MINI_NEAR(o->data["final_loss"].get<double>(), std::log(2.0), 1e-6);
}

MINITEST_CASE(gradientFlowNamesTheFrozenBranch)
{
    const auto cases = sphereCases();
    const auto o = gradientExperiment(trainingInputs(exampleModel(ExampleKind::FrozenBranch), cases));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_COMPARE(o->verdict, std::string("blocked"));
    const Finding& f = needFinding(*o, "model.gradient_missing");
    MINI_CHECK((f.evidence == std::vector<std::string>{"aux.weight", "aux.bias"}));
    MINI_CHECK2(contains(f.message, "requires_grad is off"), f.message);
    int frozen = 0;
    for (const auto& row : o->data["parameters"]) {
        const bool aux = row["name"].get<std::string>().rfind("aux.", 0) == 0;
        MINI_COMPARE(row["status"].get<std::string>(), std::string(aux ? "frozen" : "ok"));
        frozen += aux ? 1 : 0;
    }
    MINI_COMPARE(frozen, 2);
}

MINITEST_CASE(gradientFlowsThroughTheSegmenterAndStopsAtAZeroHead)
{
    const auto cases = sphereCases();
    const auto flows = gradientExperiment(trainingInputs(exampleModel(ExampleKind::Segmenter), cases));
    MINI_CHECK2(flows.ok(), flows.ok() ? "" : failure(flows.error()));
    MINI_COMPARE(flows->verdict, std::string("flows"));
    MINI_CHECK2(flows->findings.empty(), flows->summary);
    const auto blocked =
        gradientExperiment(trainingInputs(exampleModel(ExampleKind::FrozenFinalLayer), cases));
    MINI_CHECK2(blocked.ok(), blocked.ok() ? "" : failure(blocked.error()));
    MINI_COMPARE(blocked->verdict, std::string("blocked"));
    const Finding& zero = needFinding(*blocked, "model.gradient_zero");
    MINI_CHECK((zero.evidence ==
                std::vector<std::string>{"conv1.weight", "conv1.bias", "conv2.weight", "conv2.bias"}));
    MINI_CHECK2(contains(zero.message, "head.weight"), zero.message);
    const auto detached =
        gradientExperiment(trainingInputs(exampleModel(ExampleKind::DetachedOutput), cases));
    MINI_CHECK2(detached.ok(), detached.ok() ? "" : failure(detached.error()));
    needFinding(*detached, "model.output_detached");
}

MINITEST_CASE(initialLossIsLnTwoForAZeroHead)
{
    const auto cases = sphereCases();
    const auto o = initialLossExperiment(trainingInputs(exampleModel(ExampleKind::FrozenFinalLayer), cases));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    // Zero logits give every class probability 1/2, so CE = -ln(1/2) = ln 2 in every voxel.
    MINI_NEAR(o->data["initial_loss"].get<double>(), std::log(2.0), 1e-9);
    MINI_NEAR(o->data["expected_initial_loss"].get<double>(), std::log(2.0), 1e-12);
    MINI_COMPARE(o->verdict, std::string("expected"));
    MINI_CHECK(o->findings.empty());
}

MINITEST_CASE(initialLossFlagsASoftmaxBeforeTheLoss)
{
    const auto cases = sphereCases();
    const auto o = initialLossExperiment(trainingInputs(softmaxModel(), cases));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_COMPARE(o->verdict, std::string("unexpected"));
    MINI_CHECK(o->data["outputs_look_like_probabilities"].get<bool>());
    const Finding& f = needFinding(*o, "model.initial_loss_unexpected");
    MINI_CHECK2(contains(f.message, "softmax"), f.message);
}

MINITEST_CASE(initialLossNamesLabelsOutsideTheClasses)
{
    std::vector<modeltest::SphereCase> cases;
    cases.push_back(modeltest::sphereCase({8, 8, 8}, 255));
    const auto o = initialLossExperiment(trainingInputs(exampleModel(ExampleKind::FrozenFinalLayer), cases));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_COMPARE(o->verdict, std::string("unexpected"));
    const Finding& f = needFinding(*o, "model.label_out_of_range");
    MINI_CHECK((f.evidence == std::vector<std::string>{"255"}));
    MINI_CHECK2(contains(f.message, "255"), f.message);
}

MINITEST_CASE(initialLossRulesOnTheirOwn)
{
    // Deviation: past min(20 % of ln C, 0.5 nats).
    MINI_CHECK(!initialLossDeviates(0.75, std::log(2.0)));
    MINI_CHECK(initialLossDeviates(0.9, std::log(2.0)));
    MINI_CHECK(!initialLossDeviates(std::log(100.0) + 0.45, std::log(100.0)));
    MINI_CHECK(initialLossDeviates(std::log(100.0) + 0.55, std::log(100.0)));
    InitialLossReading r;
    r.classes = 2;
    r.expected = std::log(2.0);
    r.loss = 3.1;
    r.logitStd = 9.0;
    r.meanMaxProbability = 0.99;
    auto j = judgeInitialLoss(r);
    MINI_COMPARE(j.verdict, std::string("unexpected"));
    MINI_CHECK((j.causes == std::vector<std::string>{"over-confident"}));
    // A bias set to the class prior: the loss is the labels' entropy, below ln 2, and that is fine.
    r.loss = 0.2;
    r.priorEntropy = 0.21;
    j = judgeInitialLoss(r);
    MINI_COMPARE(j.verdict, std::string("expected"));
    MINI_CHECK((j.causes == std::vector<std::string>{"class-prior-bias"}));
}

MINITEST_CASE(gradientStatusThresholds)
{
    GradientReading r;
    r.requiresGrad = true;
    r.hasGrad = true;
    r.gradNorm = 2e4;
    MINI_COMPARE(gradientStatus(r, 1.0), std::string("exploding"));
    r.gradNorm = 5e3;
    MINI_COMPARE(gradientStatus(r, 1.0), std::string("exploding")); // over 1e3 x the median
    MINI_COMPARE(gradientStatus(r, 10.0), std::string("ok"));
    r.gradNorm = 1e-6;
    MINI_COMPARE(gradientStatus(r, 1.0), std::string("vanishing"));
    r.gradNorm = 0.0;
    MINI_COMPARE(gradientStatus(r, 1.0), std::string("zero"));
    r.hasGrad = false;
    MINI_COMPARE(gradientStatus(r, 1.0), std::string("not-reached"));
    r.requiresGrad = false;
    MINI_COMPARE(gradientStatus(r, 1.0), std::string("frozen"));
}

MINITEST_MAIN()
