// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The determinism experiment: random output caught and its submodule named, eval mode bit-identical,
// batch norm in training mode found repeatable but wrong, the variants run or say why not.
#include "experimenttestsupport.h"

#include "model/experiments.h"

#include <algorithm>

using namespace scansleuth;
using namespace scansleuth::model;
using modeltest::exampleModel;
using modeltest::sphereVolume;

namespace {

ExperimentOutcome run(ExampleKind kind, std::vector<std::string> variants = {}, int repeats = 3)
{
    static const volume::Volume image = sphereVolume();
    ModelExperimentInputs in;
    in.modelPath = exampleModel(kind);
    in.device = modeltest::testDevice();
    in.images = {&image};
    in.repeats = repeats;
    in.variants = std::move(variants);
    auto outcome = determinismExperiment(in);
    MINI_CHECK2(outcome.ok(), outcome.ok() ? "" : outcome.error().message + " " + outcome.error().detail);
    return std::move(*outcome);
}

bool hasWarning(const ExperimentOutcome& o)
{
    return std::any_of(o.findings.begin(), o.findings.end(),
                       [](const Finding& f) { return f.severity != Severity::Info; });
}

const volume::Volume& disagreementMap(const ExperimentOutcome& o)
{
    for (const auto& map : o.maps)
        if (map.name == "disagreement")
            return map.volume;
    MINI_FAIL("no disagreement map");
}

} // namespace

MINITEST_CASE(dropoutInTrainingIsCaughtAndNamed)
{
    const ExperimentOutcome o = run(ExampleKind::DropoutInTraining, {"threads"});
    MINI_COMPARE(o.verdict, std::string("nondeterministic"));
    MINI_COMPARE(o.data["source"].get<std::string>(), std::string("training_mode"));
    MINI_CHECK(o.data["source_modules"] == nlohmann::json({"drop"}));
    MINI_CHECK(o.data["max_abs_diff"].get<double>() > 0.0);
    MINI_CHECK(o.data["voxels_differing"].get<std::int64_t>() > 0);
    // Eval mode makes the repeats bit-identical.
    MINI_CHECK(o.data["eval_mode_comparison"]["eval_bit_identical"].get<bool>());
    MINI_COMPARE(o.data["eval_mode_comparison"]["eval_max_abs_diff"].get<double>(), 0.0);
    const Finding* f = findFinding(o.findings, "model.training_mode");
    MINI_CHECK(f != nullptr);
    MINI_CHECK(f->severity != Severity::Info);
    MINI_CHECK2(f->message.find("drop") != std::string::npos, f->message);
    MINI_CHECK(f->measurement("max_abs_diff") && f->measurement("max_abs_diff")->value > 0.0);
    MINI_CHECK2(o.summary.find("drop") != std::string::npos, o.summary);
    // Random repeats make A-vs-B comparisons meaningless: no thread finding from them.
    MINI_CHECK(!hasFinding(o.findings, "model.thread_sensitivity"));
    MINI_CHECK(!o.data["variants"]["threads"]["comparable"].get<bool>());
    // The map is on the input's grid and marks exactly the voxels that differ.
    const volume::Volume& map = disagreementMap(o);
    MINI_CHECK((map.geometry().size == volume::Index3{24, 24, 24}));
    const auto v = map.voxels<float>();
    MINI_COMPARE(std::count_if(v.begin(), v.end(), [](float d) { return d > 0.0f; }),
                 o.data["voxels_differing"].get<std::ptrdiff_t>());
    MINI_NEAR(*std::max_element(v.begin(), v.end()), o.data["max_abs_diff"].get<double>(), 1e-6);
}

MINITEST_CASE(evalSegmenterIsBitIdenticalAndClean)
{
    const ExperimentOutcome o = run(ExampleKind::Segmenter);
    MINI_COMPARE(o.verdict, std::string("deterministic"));
    MINI_CHECK(o.data["bit_identical"].get<bool>());
    MINI_COMPARE(o.data["max_abs_diff"].get<double>(), 0.0);
    MINI_COMPARE(o.data["argmax_flips"].get<std::int64_t>(), std::int64_t(0));
    MINI_CHECK(o.data["source"].is_null());
    MINI_CHECK(o.data["eval_mode_comparison"].is_null()); // nothing in training mode: nothing to compare
    MINI_CHECK(!hasWarning(o));
    const auto v = disagreementMap(o).voxels<float>();
    MINI_CHECK(std::all_of(v.begin(), v.end(), [](float d) { return d == 0.0f; }));
}

MINITEST_CASE(batchNormInTrainingIsRepeatableButWrong)
{
    const ExperimentOutcome o = run(ExampleKind::BatchNormInTraining, {}, 2);
    // Batch statistics of one case are the same every time: repeatable...
    MINI_COMPARE(o.verdict, std::string("deterministic"));
    MINI_CHECK(o.data["bit_identical"].get<bool>());
    // ...but not what eval mode (running statistics) gives.
    const auto& e = o.data["eval_mode_comparison"];
    MINI_CHECK(e["train_vs_eval_voxels_differing"].get<std::int64_t>() > 0);
    MINI_CHECK(e["named_modules"] == nlohmann::json({"bn1"}));
    const Finding* f = findFinding(o.findings, "model.training_mode");
    MINI_CHECK(f != nullptr);
    MINI_CHECK(f->severity != Severity::Info);
    MINI_CHECK2(f->message.find("bn1") != std::string::npos, f->message);
    MINI_CHECK2(f->message.find("statistics from the batch") != std::string::npos, f->message);
    MINI_CHECK2(o.summary.find("repeatable and wrong") != std::string::npos, o.summary);
}

MINITEST_CASE(variantsRunOrSayWhyNot)
{
    const ExperimentOutcome o =
        run(ExampleKind::Segmenter, {"threads", "deterministic", "tf32", "cpu-vs-cuda"}, 2);
    const auto& variants = o.data["variants"];
    MINI_CHECK(variants["threads"]["ran"].get<bool>());
    MINI_COMPARE(variants["threads"]["a"]["label"].get<std::string>(), std::string("1 thread"));
    MINI_CHECK(variants["threads"]["max_abs_diff"].get<double>() < 1e-4);
    MINI_CHECK(variants["deterministic"]["ran"].get<bool>());
    MINI_CHECK(variants["deterministic"]["a"]["bit_identical"].get<bool>());
    if (modeltest::testDevice() == DeviceRequest::Cpu) {
        MINI_CHECK(!variants["tf32"]["ran"].get<bool>());
        MINI_CHECK(variants["tf32"]["skipped"].get<std::string>().find("CUDA") != std::string::npos);
        if (!cudaAvailable())
            MINI_CHECK(!variants["cpu-vs-cuda"]["ran"].get<bool>());
    } else {
        MINI_CHECK(variants["tf32"]["ran"].get<bool>());
        MINI_CHECK(variants["cpu-vs-cuda"]["ran"].get<bool>());
    }
    MINI_COMPARE(o.verdict, std::string("deterministic"));
}

MINITEST_CASE(badArgumentsAreNamed)
{
    const volume::Volume image = sphereVolume(8);
    ModelExperimentInputs in;
    in.modelPath = exampleModel(ExampleKind::Pointwise);
    in.images = {&image};
    struct Row
    {
        const char* name;
        int repeats;
        std::vector<std::string> variants;
        const char* fragment;
    };
    for (const Row& row :
         {Row{"one repeat", 1, {}, "at least 2 repeats"},
          Row{"unknown variant", 2, {"fp16"}, "Unknown determinism variant 'fp16': use cpu-vs-cuda"}}) {
        MINI_ROW(row.name);
        in.repeats = row.repeats;
        in.variants = row.variants;
        const auto outcome = determinismExperiment(in);
        MINI_CHECK(!outcome.ok());
        MINI_COMPARE(outcome.error().kind, ErrorKind::Invalid);
        MINI_CHECK2(outcome.error().message.find(row.fragment) != std::string::npos, outcome.error().message);
    }
}

MINITEST_CASE(outcomeJsonHasTheSharedLayout)
{
    const ExperimentOutcome o = run(ExampleKind::DropoutInTraining, {}, 2);
    const auto doc = nlohmann::json::parse(outcomeJson(o));
    MINI_COMPARE(doc["format"].get<std::string>(), std::string("scansleuth.model-experiment"));
    MINI_COMPARE(doc["version"].get<int>(), 1);
    MINI_COMPARE(doc["experiment"].get<std::string>(), std::string("model-determinism"));
    MINI_COMPARE(doc["verdict"].get<std::string>(), std::string("nondeterministic"));
    MINI_COMPARE(doc["data"]["repeats"].get<int>(), 2);
    MINI_COMPARE(doc["findings"][0]["code"].get<std::string>(), std::string("model.training_mode"));
    MINI_COMPARE(doc["maps"][0]["name"].get<std::string>(), std::string("disagreement"));
    const std::string text = outcomeText(o);
    MINI_CHECK2(text.find("Verdict: nondeterministic") != std::string::npos, text);
    MINI_CHECK2(text.find("source: training_mode") != std::string::npos, text);
}

MINITEST_MAIN()
