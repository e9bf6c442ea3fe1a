// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// What a run says when the model fails or answers with NaN: failed forward calls headed by their cause (the
// model's own exception, a 2D model on a volume, a forward with two inputs, sizes that do not fit a stride),
// and non-finite outputs counted per class and reported as an error, in model runs and experiments.
#include "experimenttestsupport.h"

#include "model/experiments.h"
#include "model/forwardfailure.h"
#include "model/inference.h"
#include "model/model.h"

#include <torch/script.h>

using namespace scansleuth;
using namespace scansleuth::model;
using modeltest::exampleModel;
using modeltest::scratch;

namespace {

Model load(const std::string& path)
{
    auto model = Model::load(path, modeltest::testDevice());
    if (!model)
        MINI_FAIL("loading failed: " + model.error().message + " | " + model.error().detail);
    return std::move(*model);
}

FloatTensor filled(std::vector<std::int64_t> shape, float value)
{
    FloatTensor t;
    t.shape = std::move(shape);
    std::int64_t n = 1;
    for (std::int64_t s : t.shape)
        n *= s;
    t.values.assign(std::size_t(n), value);
    return t;
}

bool startsWith(const std::string& text, const std::string& head)
{
    return text.rfind(head, 0) == 0;
}

} // namespace

MINITEST_CASE(failedForwardCallsAreHeadedByTheirCause)
{
    struct Row
    {
        std::string name;
        ExampleKind kind;
        std::int64_t size; // of the [1, 1, n, n, n] input, whole volume
        std::string head;  // what the message starts with
        std::string also;  // and contains
        bool strideHint;
    };
    const std::vector<Row> rows = {
        {"the model's own exception", ExampleKind::RaisesError, 16,
         "RuntimeError: this model needs 3 modalities (T1, T2, FLAIR), got 1", "[1,1,16,16,16] input", false},
        // An odd size does not make the model's own error a stride problem.
        {"the model's own exception on an odd size", ExampleKind::RaisesError, 17,
         "RuntimeError: this model needs 3 modalities (T1, T2, FLAIR), got 1", "", false},
        {"a 2D model on a volume", ExampleKind::Conv2d, 16, "A 2D model (Conv2d) was given a 3D volume",
         "its first convolution (conv1) has 2D kernels, weight [2,1,3,3]", false},
        {"a forward with two inputs", ExampleKind::TwoInputs, 16,
         "The model's forward takes 2 tensors (x, y)", "gives it one", false},
        {"sizes that do not fit the stride", ExampleKind::DownUp, 17,
         "The model's feature maps do not fit together (sizes 17 and 16)",
         "not divisible by 16 (17, 17, 17): a model that downsamples needs sizes divisible by its total "
         "stride; set a patch, e.g. --patch 16,16,16",
         true},
    };
    for (const Row& row : rows) {
        MINI_ROW(row.name);
        Model model = load(exampleModel(row.kind));
        const auto r = predictTensor(model, filled({1, row.size, row.size, row.size}, 1.0f), {});
        MINI_CHECK(!r.ok());
        const Error& e = r.error();
        MINI_COMPARE(e.kind, ErrorKind::Invalid);
        MINI_CHECK2(startsWith(e.message, row.head), e.message);
        MINI_CHECK2(e.message.find(row.also) != std::string::npos, e.message);
        MINI_COMPARE(e.message.find("divisible") != std::string::npos, row.strideHint);
        // The C++ stack and TorchScript's "operation failed" preamble are not the message.
        MINI_CHECK2(e.message.find("frame #") == std::string::npos, e.message);
        MINI_CHECK2(e.message.find("The following operation failed") == std::string::npos, e.message);
        MINI_CHECK(!e.detail.empty());
    }
}

MINITEST_CASE(sizesThatFitTheStrideRun)
{
    Model model = load(exampleModel(ExampleKind::DownUp));
    const auto r = predictTensor(model, filled({1, 16, 16, 16}, 1.0f), {});
    MINI_CHECK2(r.ok(), r.ok() ? "" : r.error().message);
    InferenceOptions patched;
    patched.patch = {16, 16, 16};
    // The hint's patch makes the odd size run.
    const auto p = predictTensor(model, filled({1, 17, 17, 17}, 1.0f), patched);
    MINI_CHECK2(p.ok(), p.ok() ? "" : p.error().message);
}

MINITEST_CASE(modelErrorTextKeepsTheUsersMessage)
{
    struct Row
    {
        std::string name, what, expected;
    };
    const std::vector<Row> rows = {
        {"TorchScript traceback",
         "The following operation failed in the TorchScript interpreter.\n"
         "Traceback of TorchScript (most recent call last):\n"
         "  File \"code/__torch__.py\", line 8, in forward\n"
         "    raise RuntimeError(\"bad\")\n    ~~~~ <--- HERE\n"
         "builtins.RuntimeError: bad spacing\nexpected 1 mm\n",
         "RuntimeError: bad spacing\nexpected 1 mm"},
        {"a c10 error with frames",
         "Sizes of tensors must match\nException raised from cat at x.cpp:1\n"
         "frame #0: c10::Error::Error()\n",
         "Sizes of tensors must match"},
        {"a ValueError", "Traceback of TorchScript\nValueError: spacing must be positive\n",
         "ValueError: spacing must be positive"},
    };
    for (const Row& row : rows) {
        MINI_ROW(row.name);
        MINI_COMPARE(modelErrorText(row.what), row.expected);
    }
}

MINITEST_CASE(nanOutputIsAnErrorWithCountShareAndClasses)
{
    Model model = load(exampleModel(ExampleKind::NanOutput));
    const volume::Volume image = modeltest::sphereVolume(16);
    auto p = predict(model, {&image}, std::string(), {});
    MINI_CHECK2(p.ok(), p.ok() ? "" : p.error().message);
    // 2 classes x 16^3 voxels, every one NaN.
    MINI_COMPARE(p->nonFinite.values, std::int64_t(8192));
    MINI_COMPARE(p->nonFinite.nan, std::int64_t(8192));
    MINI_COMPARE(p->nonFinite.infinite, std::int64_t(0));
    MINI_CHECK((p->nonFinite.perClass == std::vector<std::int64_t>{4096, 4096}));
    const Finding* f = findFinding(p->findings, "model.nonfinite_output");
    MINI_CHECK(f != nullptr);
    MINI_COMPARE(f->severity, Severity::Error);
    MINI_CHECK2(f->message.find("8192 of 8192 values (100.00%) are NaN or infinite (8192 NaN, 0 Inf), in 2 "
                                "of 2 classes: 0 (100.0%), 1 (100.0%)") != std::string::npos,
                f->message);
    MINI_NEAR(f->measurement("nonfinite_share")->value, 1.0, 0.0);
}

// log(x) of a known input: NaN where x < 0, -Inf where x == 0, only in class 1.
MINITEST_CASE(partlyNonFiniteOutputNamesItsClass)
{
    const std::string path = (scratch() / "log-model.pt").string();
    {
        auto unit = std::make_shared<torch::jit::CompilationUnit>();
        torch::jit::Module m(c10::QualifiedName("__torch__.test.LogModel"), unit, true);
        m.register_attribute("training", c10::BoolType::get(), false);
        m.define("def forward(self, x):\n    return torch.cat([torch.zeros_like(x), torch.log(x)], 1)\n");
        m.save(path);
    }
    Model model = load(path);
    FloatTensor x = filled({1, 4, 4, 4}, 2.0f); // 64 values
    for (int i = 0; i < 5; ++i)
        x.values[std::size_t(i)] = -1.0f; // 5 NaN
    for (int i = 5; i < 8; ++i)
        x.values[std::size_t(i)] = 0.0f; // 3 -Inf
    InferenceOptions o;
    o.activation = "probabilities";
    const auto out = predictTensor(model, x, o);
    MINI_CHECK2(out.ok(), out.ok() ? "" : out.error().message);
    const NonFiniteCount c = countNonFinite(*out);
    MINI_COMPARE(c.values, std::int64_t(128));
    MINI_COMPARE(c.nan, std::int64_t(5));
    MINI_COMPARE(c.infinite, std::int64_t(3));
    MINI_CHECK((c.perClass == std::vector<std::int64_t>{0, 8}));
    const Finding f = nonFiniteFinding(c);
    MINI_CHECK2(f.message.find("8 of 128 values (6.25%) are NaN or infinite (5 NaN, 3 Inf), in 1 of 2 "
                               "classes: 1 (12.5%)") != std::string::npos,
                f.message);
    MINI_CHECK(nonFiniteFinding(countNonFinite(filled({2, 4}, 1.0f))).code.empty());
}

MINITEST_CASE(determinismVerdictSaysNonFinite)
{
    const volume::Volume image = modeltest::sphereVolume(16);
    ModelExperimentInputs in;
    in.modelPath = exampleModel(ExampleKind::NanOutput);
    in.device = modeltest::testDevice();
    in.images = {&image};
    in.repeats = 2;
    auto o = determinismExperiment(in);
    MINI_CHECK2(o.ok(), o.ok() ? "" : o.error().message);
    MINI_COMPARE(o->verdict, std::string("nonfinite_output"));
    MINI_COMPARE(o->findings.front().code, std::string("model.nonfinite_output"));
    MINI_CHECK2(startsWith(o->summary, "Non-finite output:"), o->summary);
    MINI_COMPARE(o->data["nonfinite_output"]["values"].get<double>(), 8192.0);
}

// The parity experiment on a model whose output is all NaN: the two specs' predictions "agree" (no voxel of
// NaN argmax differs), so without the check the verdict would be "equivalent". It must be nonfinite_output,
// with the finding first and the spec that was run named.
MINITEST_CASE(parityVerdictSaysNonFinite)
{
    const volume::Volume image = modeltest::sphereVolume(16);
    const std::string spec = R"({"format": "scansleuth.preprocessing", "version": 1, "steps": [)";
    ModelExperimentInputs in;
    in.modelPath = exampleModel(ExampleKind::NanOutput);
    in.device = modeltest::testDevice();
    in.images = {&image};
    in.trainSpecPath = modeltest::writeText("nan-parity-train.json",
                                            spec + R"({"step": "normalise", "method": "zscore"}]})");
    in.specPath = modeltest::writeText("nan-parity-test.json", spec + "]}");
    auto o = parityExperiment(in);
    MINI_CHECK2(o.ok(), o.ok() ? "" : o.error().message);
    MINI_COMPARE(o->verdict, std::string("nonfinite_output"));
    MINI_COMPARE(o->findings.front().code, std::string("model.nonfinite_output"));
    MINI_CHECK2(o->findings.front().message.find("The prediction with the training spec") !=
                    std::string::npos,
                o->findings.front().message);
    MINI_CHECK2(startsWith(o->summary, "Non-finite output:"), o->summary);
    MINI_COMPARE(o->data["nonfinite_output"]["values"].get<double>(), 8192.0);
}

MINITEST_MAIN()
