// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Example TorchScript models written from C++ with Module::define: no Python, no downloads.
#include "model/examplemodels.h"

#include "base/atomicfile.h"
#include "model/torchsupport.h"

#include <cmath>
#include <functional>
#include <sstream>

namespace scansleuth::model {

namespace {

using torch::jit::Module;

struct Builder
{
    std::shared_ptr<torch::jit::CompilationUnit> unit = std::make_shared<torch::jit::CompilationUnit>();
    torch::Generator generator;

    // Every module carries `training`, as nn.Module does, so eval()/train() and self.training work.
    Module module(const std::string& type)
    {
        Module m(c10::QualifiedName("__torch__.scansleuth." + type), unit, true);
        m.register_attribute("training", c10::BoolType::get(), false);
        return m;
    }

    // Kaiming-normal weights (ReLU gain), zero bias, as torch.nn.init.kaiming_normal_ draws them.
    Module conv(int in, int out, int kernel, bool zeroWeight = false)
    {
        Module m = module("Conv3d");
        const double std = std::sqrt(2.0 / (in * kernel * kernel * kernel));
        torch::Tensor w = zeroWeight ? torch::zeros({out, in, kernel, kernel, kernel})
                                     : torch::randn({out, in, kernel, kernel, kernel}, generator) * std;
        // Trainable like nn.Parameter; freeze() turns it off.
        m.register_parameter("weight", w.set_requires_grad(true), false);
        m.register_parameter("bias", torch::zeros({out}).set_requires_grad(true), false);
        const int pad = kernel / 2;
        std::ostringstream code;
        code << "def forward(self, x):\n"
             << "    return torch.conv3d(x, self.weight, self.bias, [1, 1, 1], [" << pad << ", " << pad
             << ", " << pad << "], [1, 1, 1], 1)\n";
        m.define(code.str());
        return m;
    }

    Module dropout(double p)
    {
        Module m = module("Dropout3d");
        std::ostringstream code;
        code << "def forward(self, x):\n    return torch.dropout(x, " << p << ", self.training)\n";
        m.define(code.str());
        return m;
    }

    Module batchNorm(int channels)
    {
        Module m = module("BatchNorm3d");
        m.register_parameter("weight", torch::ones({channels}).set_requires_grad(true), false);
        m.register_parameter("bias", torch::zeros({channels}).set_requires_grad(true), false);
        m.register_buffer("running_mean", torch::zeros({channels}));
        m.register_buffer("running_var", torch::ones({channels}));
        m.define(R"(
def forward(self, x):
    return torch.batch_norm(x, self.weight, self.bias, self.running_mean, self.running_var, self.training, 0.1, 1e-05, False)
)");
        return m;
    }
};

void freeze(Module& m)
{
    for (const auto& p : m.named_parameters(true))
        p.value.set_requires_grad(false);
}

Module build(ExampleKind kind, const ExampleOptions& o)
{
    Builder b;
    b.generator = torch::make_generator<at::CPUGeneratorImpl>(o.seed);
    const int w = o.width;
    if (kind == ExampleKind::Pointwise) {
        Module root = b.module("Pointwise");
        root.register_module("head", b.conv(o.inChannels, o.classes, 1));
        root.define("def forward(self, x):\n    return self.head.forward(x)\n");
        return root;
    }
    Module root = b.module(kind == ExampleKind::FrozenBranch ? "TwoBranchSegmenter" : "Segmenter");
    root.register_module("conv1", b.conv(o.inChannels, w, 3));
    if (kind == ExampleKind::BatchNormInTraining)
        root.register_module("bn1", b.batchNorm(w));
    root.register_module("conv2", b.conv(w, w, 3));
    if (kind == ExampleKind::DropoutInTraining)
        root.register_module("drop", b.dropout(0.5));
    // A frozen final layer is the zero-initialised head someone forgot to train: nothing can move the output.
    Module head = b.conv(w, o.classes, 1, kind == ExampleKind::FrozenFinalLayer);
    if (kind == ExampleKind::FrozenFinalLayer)
        freeze(head);
    root.register_module("head", head);
    std::string body = "def forward(self, x):\n    y = self.conv1.forward(x)\n";
    if (kind == ExampleKind::BatchNormInTraining)
        body += "    y = self.bn1.forward(y)\n";
    body += "    y = torch.relu(y)\n    y = torch.relu(self.conv2.forward(y))\n";
    if (kind == ExampleKind::DropoutInTraining)
        body += "    y = self.drop.forward(y)\n";
    if (kind == ExampleKind::FrozenBranch) {
        Module aux = b.conv(o.inChannels, o.classes, 1);
        freeze(aux);
        root.register_module("aux", aux);
        body += "    return self.head.forward(y) + self.aux.forward(x)\n";
    } else if (kind == ExampleKind::DetachedOutput) {
        body += "    return self.head.forward(y).detach()\n";
    } else {
        body += "    return self.head.forward(y)\n";
    }
    root.define(body);
    root.train(o.training || kind == ExampleKind::DropoutInTraining ||
               kind == ExampleKind::BatchNormInTraining);
    return root;
}

} // namespace

std::string_view exampleKindName(ExampleKind kind)
{
    switch (kind) {
    case ExampleKind::Pointwise:
        return "pointwise";
    case ExampleKind::Segmenter:
        return "segmenter";
    case ExampleKind::DropoutInTraining:
        return "dropout-training";
    case ExampleKind::BatchNormInTraining:
        return "batchnorm-training";
    case ExampleKind::DetachedOutput:
        return "detached";
    case ExampleKind::FrozenFinalLayer:
        return "frozen-head";
    case ExampleKind::FrozenBranch:
        return "frozen-branch";
    }
    return "segmenter";
}

std::vector<ExampleKind> allExampleKinds()
{
    return {ExampleKind::Pointwise,           ExampleKind::Segmenter,      ExampleKind::DropoutInTraining,
            ExampleKind::BatchNormInTraining, ExampleKind::DetachedOutput, ExampleKind::FrozenFinalLayer,
            ExampleKind::FrozenBranch};
}

Result<ExampleKind> parseExampleKind(std::string_view name)
{
    std::string names;
    for (ExampleKind kind : allExampleKinds()) {
        if (exampleKindName(kind) == name)
            return kind;
        names += (names.empty() ? "" : ", ") + std::string(exampleKindName(kind));
    }
    return makeError(ErrorKind::Invalid,
                     "Unknown example model '" + std::string(name) + "': use one of " + names + ".");
}

namespace {

// conv3d 3x3x3 -> ReLU -> conv3d 3x3x3 -> ReLU -> mean over D, H, W: [N, width] features.
Module buildEncoder(const ExampleOptions& o)
{
    Builder b;
    b.generator = torch::make_generator<at::CPUGeneratorImpl>(o.seed);
    Module root = b.module("Encoder");
    root.register_module("conv1", b.conv(o.inChannels, o.width, 3));
    root.register_module("conv2", b.conv(o.width, o.width, 3));
    root.define(R"(
def forward(self, x):
    y = torch.relu(self.conv1.forward(x))
    y = torch.relu(self.conv2.forward(y))
    return torch.mean(y, [2, 3, 4])
)");
    root.eval();
    return root;
}

Status saveModule(const std::function<Module()>& make, const std::string& path)
{
    std::string bytes;
    try {
        torch::NoGradGuard noGrad;
        std::ostringstream out;
        make().save(out);
        bytes = out.str();
    } catch (const std::exception& e) {
        return torchError(ErrorKind::Invalid, "The example model could not be built.", e);
    }
    return writeFileAtomically(path, bytes);
}

} // namespace

Status saveExampleModel(ExampleKind kind, const std::string& path, const ExampleOptions& options)
{
    if (options.inChannels < 1 || options.classes < 1 || options.width < 1)
        return makeError(ErrorKind::Invalid,
                         "An example model needs at least one input channel, class and feature.");
    return saveModule([&] { return build(kind, options); }, path);
}

Status saveExampleEncoder(const std::string& path, const ExampleOptions& options)
{
    if (options.inChannels < 1 || options.width < 1)
        return makeError(ErrorKind::Invalid,
                         "An example encoder needs at least one input channel and feature.");
    return saveModule([&] { return buildEncoder(options); }, path);
}

} // namespace scansleuth::model
