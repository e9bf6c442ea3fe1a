// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Weights and activations: submodule outputs captured from the forward graph in execution order (nested
// ones too), dead ReLUs, the first submodule that makes NaN, and a parameter holding Inf, each named.
#include "trainingtestsupport.h"

#include <cmath>
#include <limits>

using namespace scansleuth;
using namespace scansleuth::model;
using modeltest::ScriptBuilder;

namespace {

std::string failure(const Error& e)
{
    return e.message + " | " + e.detail;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

ModelExperimentInputs oneInput(const std::string& model, const modeltest::SphereCase& c)
{
    ModelExperimentInputs inputs;
    inputs.modelPath = model;
    inputs.device = modeltest::testDevice();
    inputs.images.push_back(&c.image);
    return inputs;
}

std::vector<std::string> activationNames(const ExperimentOutcome& o)
{
    std::vector<std::string> names;
    for (const auto& a : o.data["activations"])
        names.push_back(a["name"].get<std::string>());
    return names;
}

const Finding& needFinding(const ExperimentOutcome& o, const std::string& code)
{
    const Finding* f = findFinding(o.findings, code);
    if (!f)
        MINI_FAIL("no finding " + code + " in: " + o.summary);
    return *f;
}

torch::Tensor smallWeights(std::int64_t out, std::int64_t in, std::int64_t k)
{
    return torch::randn({out, in, k, k, k}) * 0.2;
}

} // namespace

MINITEST_CASE(capturesSubmoduleAndActivationOutputsInExecutionOrder)
{
    const auto c = modeltest::sphereCase({8, 8, 8});
    const auto o = activationExperiment(oneInput(modeltest::exampleModel(ExampleKind::Segmenter), c));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_COMPARE(o->data["capture"].get<std::string>(), std::string("graph"));
    MINI_CHECK(
        (activationNames(*o) == std::vector<std::string>{"conv1", "relu#1", "conv2", "relu#2", "head"}));
    MINI_COMPARE(o->verdict, std::string("healthy"));
    // The head's captured output is the model's output.
    const auto& head = o->data["activations"][4];
    MINI_NEAR(head["mean"].get<double>(), o->data["output"]["mean"].get<double>(), 1e-9);
    // A parameter's histogram covers all its values.
    const auto& conv1 = o->data["parameters"][0];
    MINI_COMPARE(conv1["name"].get<std::string>(), std::string("conv1.weight"));
    std::int64_t counted = 0;
    for (const auto& n : conv1["histogram"]["counts"])
        counted += n.get<std::int64_t>();
    MINI_COMPARE(counted, std::int64_t(8 * 27));
    MINI_COMPARE(conv1["histogram"]["edges"].size(), std::size_t(33));
}

MINITEST_CASE(capturesNestedSubmodules)
{
    torch::manual_seed(5);
    ScriptBuilder b;
    torch::jit::Module act = b.module("ReLU", "def forward(self, x):\n    return torch.relu(x)\n");
    torch::jit::Module block = b.empty("Block");
    block.register_module("conv", b.conv("Conv3d", smallWeights(4, 1, 3), torch::zeros({4})));
    block.register_module("act", act);
    block.define("def forward(self, x):\n    return self.act.forward(self.conv.forward(x))\n");
    torch::jit::Module root = b.empty("Net");
    root.register_module("block", block);
    root.register_module("head", b.conv("Conv3d", smallWeights(2, 4, 1), torch::zeros({2})));
    root.define("def forward(self, x):\n    return self.head.forward(self.block.forward(x))\n");
    root.train(false);
    const auto c = modeltest::sphereCase({8, 8, 8});
    const auto o = activationExperiment(oneInput(modeltest::saveModule(root, "nested.pt"), c));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_CHECK((activationNames(*o) ==
                std::vector<std::string>{"block.conv", "block.act.relu#1", "block.act", "block", "head"}));
    MINI_COMPARE(o->data["activations"][2]["type"].get<std::string>(), std::string("test.ReLU"));
}

MINITEST_CASE(deadReluAfterAHugelyNegativeBias)
{
    torch::manual_seed(6);
    ScriptBuilder b;
    torch::jit::Module root = b.empty("DeadNet");
    root.register_module("conv", b.conv("Conv3d", smallWeights(4, 1, 3), torch::full({4}, -100.0)));
    root.register_module("relu", b.module("ReLU", "def forward(self, x):\n    return torch.relu(x)\n"));
    root.register_module("head", b.conv("Conv3d", smallWeights(2, 4, 1), torch::zeros({2})));
    root.define(
        "def forward(self, x):\n    return self.head.forward(self.relu.forward(self.conv.forward(x)))\n");
    root.train(false);
    const auto c = modeltest::sphereCase({8, 8, 8});
    const auto o = activationExperiment(oneInput(modeltest::saveModule(root, "dead.pt"), c));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_COMPARE(o->verdict, std::string("anomalous"));
    const Finding& f = needFinding(*o, "model.dead_activations");
    MINI_CHECK2(contains(f.message, "relu"), f.message);
    // The head sees zeros and outputs its zero bias: all zeros, but not a ReLU, so not called dead.
    MINI_CHECK2(!contains(f.message, "head"), f.message);
}

MINITEST_CASE(namesTheFirstSubmoduleThatMakesNan)
{
    torch::manual_seed(7);
    ScriptBuilder b;
    torch::jit::Module root = b.empty("NanNet");
    root.register_module("first", b.conv("Conv3d", smallWeights(2, 1, 3), torch::zeros({2})));
    // log of a negative number: NaN in every voxel.
    root.register_module("second",
                         b.module("Log", "def forward(self, x):\n    return torch.log(x - 1000.0)\n"));
    root.register_module("third", b.conv("Conv3d", smallWeights(2, 2, 1), torch::zeros({2})));
    root.define(
        "def forward(self, x):\n    return self.third.forward(self.second.forward(self.first.forward(x)))\n");
    root.train(false);
    const auto c = modeltest::sphereCase({8, 8, 8});
    const auto o = activationExperiment(oneInput(modeltest::saveModule(root, "nan.pt"), c));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    MINI_COMPARE(o->verdict, std::string("nonfinite"));
    const Finding& f = needFinding(*o, "model.nonfinite");
    MINI_CHECK2(contains(f.message, "'second' (test.Log)"), f.message);
    MINI_NEAR(f.measurement("first_nonfinite_order")->value, 1.0, 0.0);
    MINI_CHECK(o->data["activations"][0]["nan"].get<std::int64_t>() == 0);
}

MINITEST_CASE(namesAParameterHoldingInf)
{
    torch::manual_seed(8);
    ScriptBuilder b;
    torch::Tensor w = smallWeights(2, 1, 3);
    w[1][0][1][1][1] = std::numeric_limits<float>::infinity();
    torch::jit::Module root = b.empty("InfNet");
    root.register_module("stem", b.conv("Conv3d", w, torch::zeros({2})));
    root.register_module("head", b.conv("Conv3d", smallWeights(2, 2, 1), torch::zeros({2})));
    root.define("def forward(self, x):\n    return self.head.forward(self.stem.forward(x))\n");
    root.train(false);
    const auto c = modeltest::sphereCase({8, 8, 8});
    const auto o = activationExperiment(oneInput(modeltest::saveModule(root, "inf.pt"), c));
    MINI_CHECK2(o.ok(), o.ok() ? "" : failure(o.error()));
    const Finding& f = needFinding(*o, "model.nonfinite");
    MINI_CHECK2(contains(f.message, "Parameter stem.weight holds NaN or Inf"), f.message);
    MINI_CHECK2(contains(f.message, "'stem'"), f.message);
    MINI_COMPARE(o->data["parameters"][0]["inf"].get<std::int64_t>(), std::int64_t(1));
}

MINITEST_MAIN()
