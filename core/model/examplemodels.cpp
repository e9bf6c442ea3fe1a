// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Example TorchScript models written from C++ with Module::define: no Python, no downloads.
#include "model/examplemodels.h"

#include "base/atomicfile.h"
#include "model/torchsupport.h"

#include <torch/csrc/jit/frontend/resolver.h>
#include <torch/csrc/jit/frontend/sugared_value.h>
#include <torch/csrc/jit/ir/constants.h>

#include <cmath>
#include <functional>
#include <sstream>

namespace scansleuth::model {

namespace {

using torch::jit::Module;

// `RuntimeError(message)` as torch.jit.script compiles it from Python (the C++ resolver knows only `torch`):
// raising it reports "builtins.RuntimeError: message", as a user's model does.
struct RuntimeErrorValue : torch::jit::SugaredValue
{
    std::string kind() const override { return "exception"; }
    std::shared_ptr<torch::jit::SugaredValue> call(const torch::jit::SourceRange& loc,
                                                   torch::jit::GraphFunction& m,
                                                   at::ArrayRef<torch::jit::NamedValue> args,
                                                   at::ArrayRef<torch::jit::NamedValue>, size_t) override
    {
        torch::jit::Value* message = args.empty() ? torch::jit::insertConstant(*m.graph(), std::string(), loc)
                                                  : args[0].value(*m.graph());
        torch::jit::Value* name =
            torch::jit::insertConstant(*m.graph(), std::string("builtins.RuntimeError"), loc);
        return std::make_shared<torch::jit::ExceptionMessageValue>(message, name);
    }
};

struct ExceptionResolver : torch::jit::Resolver
{
    std::shared_ptr<torch::jit::SugaredValue> resolveValue(const std::string& name,
                                                           torch::jit::GraphFunction& m,
                                                           const torch::jit::SourceRange& loc) override
    {
        if (name == "RuntimeError")
            return std::make_shared<RuntimeErrorValue>();
        return torch::jit::nativeResolver()->resolveValue(name, m, loc);
    }
};

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

    // `traced`: the flag as torch.jit.trace writes it, the constant True.
    Module dropout(double p, bool traced = false)
    {
        Module m = module("Dropout3d");
        std::ostringstream code;
        code << "def forward(self, x):\n    return torch.dropout(x, " << p << ", "
             << (traced ? "True" : "self.training") << ")\n";
        m.define(code.str());
        return m;
    }

    Module batchNorm(int channels, bool traced = false)
    {
        Module m = module("BatchNorm3d");
        m.register_parameter("weight", torch::ones({channels}).set_requires_grad(true), false);
        m.register_parameter("bias", torch::zeros({channels}).set_requires_grad(true), false);
        m.register_buffer("running_mean", torch::zeros({channels}));
        m.register_buffer("running_var", torch::ones({channels}));
        m.define(std::string("def forward(self, x):\n    return torch.batch_norm(x, self.weight, self.bias, "
                             "self.running_mean, self.running_var, ") +
                 (traced ? "True" : "self.training") + ", 0.1, 1e-05, False)\n");
        return m;
    }
};

void freeze(Module& m)
{
    for (const auto& p : m.named_parameters(true))
        p.value.set_requires_grad(false);
}

// The models whose forward fails on a one-tensor 3D input, each for one reason.
Module buildFailing(Builder& b, ExampleKind kind, const ExampleOptions& o)
{
    if (kind == ExampleKind::Conv2d) {
        Module root = b.module("Segmenter2d");
        Module conv = b.module("Conv2d");
        const double std = std::sqrt(2.0 / (o.inChannels * 9));
        conv.register_parameter("weight", torch::randn({o.classes, o.inChannels, 3, 3}, b.generator) * std,
                                false);
        conv.register_parameter("bias", torch::zeros({o.classes}), false);
        conv.define(
            "def forward(self, x):\n    return torch.conv2d(x, self.weight, self.bias, [1, 1], [1, 1], "
            "[1, 1], 1)\n");
        root.register_module("conv1", conv);
        root.define("def forward(self, x):\n    return self.conv1.forward(x)\n");
        root.eval();
        return root;
    }
    Module root = b.module(kind == ExampleKind::RaisesError ? "ModalityCheck"
                           : kind == ExampleKind::TwoInputs ? "TwoInputs"
                                                            : "DownUp");
    if (kind == ExampleKind::RaisesError) {
        root.register_module("head", b.conv(3, o.classes, 1));
        root.define(R"(
def forward(self, x):
    if x.size(1) != 3:
        raise RuntimeError("this model needs 3 modalities (T1, T2, FLAIR), got " + str(x.size(1)))
    return self.head.forward(x)
)",
                    std::make_shared<ExceptionResolver>());
    } else if (kind == ExampleKind::TwoInputs) {
        root.register_module("head", b.conv(o.inChannels, o.classes, 1));
        root.define("def forward(self, x, y):\n    return self.head.forward(x) + self.head.forward(y)\n");
    } else {
        root.register_module("head", b.conv(2 * o.inChannels, o.classes, 1));
        root.define(R"(
def forward(self, x):
    d = torch.max_pool3d(x, [2, 2, 2], [2, 2, 2], [0, 0, 0], [1, 1, 1], False)
    u = torch.repeat_interleave(torch.repeat_interleave(torch.repeat_interleave(d, 2, 2), 2, 3), 2, 4)
    return self.head.forward(torch.cat([x, u], 1))
)");
    }
    root.eval();
    return root;
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
    if (kind == ExampleKind::RaisesError || kind == ExampleKind::Conv2d || kind == ExampleKind::TwoInputs ||
        kind == ExampleKind::DownUp)
        return buildFailing(b, kind, o);
    if (kind == ExampleKind::TracedBatchNormOnly) {
        Module root = b.module("BatchNormOnly");
        root.register_module("bn", b.batchNorm(o.inChannels, true));
        root.define("def forward(self, x):\n    return self.bn.forward(x)\n");
        root.train(true);
        return root;
    }
    const bool withBatchNorm =
        kind == ExampleKind::BatchNormInTraining || kind == ExampleKind::TracedBatchNorm;
    const bool withDropout = kind == ExampleKind::DropoutInTraining || kind == ExampleKind::TracedDropout;
    const bool traced = kind == ExampleKind::TracedDropout || kind == ExampleKind::TracedBatchNorm;
    Module root = b.module(kind == ExampleKind::FrozenBranch ? "TwoBranchSegmenter" : "Segmenter");
    root.register_module("conv1", b.conv(o.inChannels, w, 3));
    if (withBatchNorm)
        root.register_module("bn1", b.batchNorm(w, traced));
    root.register_module("conv2", b.conv(w, w, 3));
    if (withDropout)
        root.register_module("drop", b.dropout(0.5, traced));
    // A frozen final layer is the zero-initialised head someone forgot to train: nothing can move the output.
    Module head = b.conv(w, o.classes, 1, kind == ExampleKind::FrozenFinalLayer);
    if (kind == ExampleKind::FrozenFinalLayer)
        freeze(head);
    root.register_module("head", head);
    std::string body = "def forward(self, x):\n    y = self.conv1.forward(x)\n";
    if (withBatchNorm)
        body += "    y = self.bn1.forward(y)\n";
    body += "    y = torch.relu(y)\n    y = torch.relu(self.conv2.forward(y))\n";
    if (withDropout)
        body += "    y = self.drop.forward(y)\n";
    if (kind == ExampleKind::FrozenBranch) {
        Module aux = b.conv(o.inChannels, o.classes, 1);
        freeze(aux);
        root.register_module("aux", aux);
        body += "    return self.head.forward(y) + self.aux.forward(x)\n";
    } else if (kind == ExampleKind::NanOutput) {
        body += "    return self.head.forward(y) * torch.log(torch.neg(torch.ones_like(y[:, 0:1])))\n";
    } else if (kind == ExampleKind::DetachedOutput) {
        body += "    return self.head.forward(y).detach()\n";
    } else {
        body += "    return self.head.forward(y)\n";
    }
    root.define(body);
    root.train(o.training || kind == ExampleKind::DropoutInTraining ||
               kind == ExampleKind::BatchNormInTraining || traced);
    return root;
}

} // namespace

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
