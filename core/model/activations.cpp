// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Weights and activations: statistics of every parameter, and of every submodule's output on one input.
// TorchScript has no forward hooks from C++, so the forward graph is copied, every submodule call's output
// (and every activation function's) is added to a returned tuple, and that graph is run on the module.
#include "model/experiments.h"

#include "base/strings.h"
#include "model/torchsupport.h"
#include "model/trainingsupport.h"

#include <torch/csrc/jit/api/function_impl.h>
#include <torch/csrc/jit/ir/ir.h>

#include <chrono>
#include <cmath>
#include <deque>
#include <map>
#include <optional>
#include <set>

namespace scansleuth::model {

namespace {

using torch::jit::Graph;
using torch::jit::Node;
using torch::jit::Value;

constexpr int kMaxDepth = 8;

struct Captured
{
    std::string name;
    std::string kind; // "module", "function"
    std::string type;
    torch::Tensor value;
};

std::string typeName(const c10::ClassTypePtr& type)
{
    if (!type || !type->name())
        return {};
    std::string name = type->name()->qualifiedName();
    if (name.rfind("__torch__.", 0) == 0)
        name = name.substr(10);
    // Scripted classes get "___torch_mangle_N" parts when several versions coexist.
    for (auto at = name.find("___torch_mangle_"); at != std::string::npos;
         at = name.find("___torch_mangle_")) {
        const auto end = name.find('.', at);
        name.erase(at == 0 ? 0 : at - 1, end == std::string::npos ? std::string::npos : end - at + 1);
    }
    return name;
}

bool isActivationOp(const Node* n)
{
    static const std::set<std::string> ops = {
        "relu",    "relu_", "leaky_relu", "leaky_relu_", "gelu",  "sigmoid",     "sigmoid_", "tanh", "tanh_",
        "softmax", "elu",   "silu",       "hardtanh",    "relu6", "log_softmax", "selu",     "mish"};
    return n->kind().is_aten() && ops.count(n->kind().toUnqualString()) > 0;
}

// The attribute path of a submodule reached from `self` through GetAttr nodes ("encoder.conv1"), or nothing.
std::optional<std::string> submodulePath(Value* v, Value* self)
{
    std::deque<std::string> names;
    while (v != self) {
        const Node* n = v->node();
        if (n->kind() != c10::prim::GetAttr)
            return std::nullopt;
        names.push_front(n->s(c10::attr::name));
        v = n->input(0);
    }
    std::string path;
    for (const std::string& name : names)
        path += (path.empty() ? "" : ".") + name;
    return path;
}

bool isTensor(const Value* v)
{
    return v->type()->kind() == c10::TypeKind::TensorType;
}

struct Site
{
    std::string path;   // relative to the owner, or the op's name for a function
    std::string method; // the submodule's method called
    bool module = true;
    bool tensorOutput = false;
    std::size_t outputSlot = 0; // index in the returned tuple
    std::size_t argSlot = 0, argCount = 0;
};

bool callsAnything(const torch::jit::Module& m, const std::string& method)
{
    for (const Node* n : m.get_method(method).graph()->nodes())
        if (n->kind() == c10::prim::CallMethod || isActivationOp(n))
            return true;
    return false;
}

torch::jit::Module submodule(const torch::jit::Module& owner, const std::string& path)
{
    c10::IValue v = owner._ivalue();
    std::size_t from = 0;
    while (from <= path.size()) {
        const auto dot = path.find('.', from);
        const std::string part = path.substr(from, dot == std::string::npos ? std::string::npos : dot - from);
        v = v.toObject()->getAttr(part);
        if (dot == std::string::npos)
            break;
        from = dot + 1;
    }
    return torch::jit::Module(v.toObject());
}

// Runs `method` of `owner` on `args`, appending to `out` every captured tensor in execution order: a
// submodule's own internals (recursively) come before its output. Calls inside if/loop blocks are not
// captured (their values do not exist at the top level of the graph).
void capture(const torch::jit::Module& owner, const std::string& prefix, const std::string& method,
             const std::vector<c10::IValue>& args, int depth, std::vector<Captured>& out)
{
    std::shared_ptr<Graph> graph = owner.get_method(method).graph()->copy();
    Value* self = graph->inputs()[0];
    std::vector<Value*> returned(graph->outputs().begin(), graph->outputs().end());
    const std::size_t original = returned.size();
    std::vector<Site> sites;
    for (Node* n : graph->nodes()) {
        Site site;
        if (n->kind() == c10::prim::CallMethod) {
            auto path = submodulePath(n->input(0), self);
            if (!path || n->outputs().size() != 1)
                continue;
            site.path = *path;
            site.method = n->s(c10::attr::name);
        } else if (isActivationOp(n) && n->outputs().size() == 1) {
            site.module = false;
            site.path = n->kind().toUnqualString();
        } else {
            continue;
        }
        site.tensorOutput = isTensor(n->output());
        site.outputSlot = returned.size();
        returned.push_back(n->output());
        if (site.module) {
            site.argSlot = returned.size();
            site.argCount = n->inputs().size() - 1;
            for (std::size_t i = 1; i < n->inputs().size(); ++i)
                returned.push_back(n->input(i));
        }
        sites.push_back(site);
    }
    Node* tuple = graph->createTuple(returned);
    graph->appendNode(tuple);
    for (std::size_t i = 0; i < original; ++i)
        graph->eraseOutput(0);
    graph->registerOutput(tuple->output());
    // The three-argument constructor exists in LibTorch 1.13 and 2.x (2.x adds a defaulted fourth).
    torch::jit::GraphFunction function("scansleuth_capture", graph, nullptr);
    torch::jit::Stack stack;
    stack.emplace_back(owner._ivalue());
    for (const c10::IValue& a : args)
        stack.push_back(a);
    function.run(stack);
    const auto elements = stack.back().toTupleRef().elements();
    std::map<std::string, int> calls;
    for (const Site& site : sites) {
        const int call = ++calls[site.path];
        const std::string suffix = call > 1 ? "#" + std::to_string(call) : "";
        if (!site.module) {
            if (site.tensorOutput)
                out.push_back({prefix + site.path + "#" + std::to_string(call), "function", site.path,
                               elements[site.outputSlot].toTensor()});
            continue;
        }
        const torch::jit::Module child = submodule(owner, site.path);
        if (depth < kMaxDepth && callsAnything(child, site.method)) {
            std::vector<c10::IValue> childArgs(elements.begin() + std::ptrdiff_t(site.argSlot),
                                               elements.begin() +
                                                   std::ptrdiff_t(site.argSlot + site.argCount));
            capture(child, prefix + site.path + ".", site.method, childArgs, depth + 1, out);
        }
        if (site.tensorOutput)
            out.push_back({prefix + site.path + suffix, "module", typeName(child.type()),
                           elements[site.outputSlot].toTensor()});
    }
}

TensorStats statsOf(const torch::Tensor& tensor, std::string name, std::string kind, std::string type)
{
    TensorStats s;
    s.name = std::move(name);
    s.kind = std::move(kind);
    s.type = std::move(type);
    s.shape = tensor.sizes().vec();
    const torch::Tensor x = tensor.detach().to(torch::kDouble).flatten();
    s.elements = x.numel();
    if (s.elements == 0)
        return s;
    s.nan = torch::isnan(x).sum().item<std::int64_t>();
    s.inf = torch::isinf(x).sum().item<std::int64_t>();
    s.fractionZero = (x == 0).sum().item<double>() / double(s.elements);
    const torch::Tensor f = x.masked_select(torch::isfinite(x));
    if (f.numel() == 0)
        return s;
    s.mean = f.mean().item<double>();
    s.std = std::sqrt((f - s.mean).pow(2).mean().item<double>());
    s.min = f.min().item<double>();
    s.max = f.max().item<double>();
    double lo = s.min, hi = s.max;
    if (!(hi > lo)) {
        lo -= 0.5;
        hi += 0.5;
    }
    const torch::Tensor counts = torch::histc(f, kHistogramBins, lo, hi).to(torch::kLong).cpu();
    for (int b = 0; b <= kHistogramBins; ++b)
        s.edges.push_back(lo + (hi - lo) * b / kHistogramBins);
    for (int b = 0; b < kHistogramBins; ++b)
        s.counts.push_back(counts[b].item<std::int64_t>());
    return s;
}

// Fraction of values within 1 % of a sigmoid's or tanh's bounds; -1 for other activations.
double saturationOf(const Captured& c)
{
    const std::string t = toLower(c.type);
    const torch::Tensor x = c.value.detach().to(torch::kDouble);
    if (x.numel() == 0)
        return -1.0;
    if (t.find("sigmoid") != std::string::npos)
        return ((x < 0.01) | (x > 0.99)).sum().item<double>() / double(x.numel());
    if (t.find("tanh") != std::string::npos)
        return (x.abs() > 0.99).sum().item<double>() / double(x.numel());
    return -1.0;
}

} // namespace

Result<ExperimentOutcome> activationExperiment(const ModelExperimentInputs& inputs, const Progress& progress)
{
    const auto start = std::chrono::steady_clock::now();
    auto batch = buildTrainingBatch(inputs, false, progress.sub(0.0, 0.2));
    if (!batch)
        return batch.error();
    auto model = Model::load(inputs.modelPath, inputs.device);
    if (!model)
        return model.error();
    try {
        torch::NoGradGuard noGrad;
        torch::jit::Module& module = model->impl().module;
        module.train(false);
        const auto& b = *batch;
        const torch::Tensor input =
            torch::from_blob(batch->images.data(), {b.cases, b.channels, b.size[0], b.size[1], b.size[2]},
                             torch::kFloat)
                .clone()
                .to(torchDevice(model->device()));
        std::vector<TensorStats> parameters;
        for (const auto& p : module.named_parameters(true))
            parameters.push_back(statsOf(p.value, p.name, "parameter", ""));
        progress.report(0.4, "capturing activations");
        std::vector<Captured> captured;
        std::string mode = "graph", note;
        try {
            capture(module, "", "forward", {input}, 0, captured);
        } catch (const std::exception& e) {
            captured.clear();
            mode = "parameters-only";
            note = "The submodule outputs could not be captured from the forward graph (" +
                   shortTorchMessage(e) + "); only parameters and the output are described.";
        }
        std::vector<TensorStats> activations;
        std::vector<double> saturation;
        for (const Captured& c : captured) {
            activations.push_back(statsOf(c.value, c.name, c.kind, c.type));
            saturation.push_back(saturationOf(c));
        }
        const torch::Tensor output = forwardTensor(module, input);
        const TensorStats inputStats = statsOf(input, "input", "input", "");
        const TensorStats outputStats = statsOf(output, "output", "output", "");
        ExperimentOutcome o;
        o.experiment = "model-activations";
        o.findings = judgeActivations(inputStats, parameters, activations, outputStats, saturation);
        if (b.nonFiniteInputs > inputStats.nan + inputStats.inf && !hasFinding(o.findings, "model.nonfinite"))
            o.findings.insert(o.findings.begin(),
                              makeFinding("model.nonfinite", Severity::Error,
                                          "The preprocessed input holds " +
                                              std::to_string(b.nonFiniteInputs) +
                                              " NaN or Inf voxels (outside the patch examined here).",
                                          "Check the image and the preprocessing (division by a zero std)."));
        o.verdict = hasFinding(o.findings, "model.nonfinite") ? "nonfinite"
                    : o.findings.empty()                      ? "healthy"
                                                              : "anomalous";
        o.summary = "Described " + std::to_string(parameters.size()) + " parameters and " +
                    std::to_string(activations.size()) +
                    " submodule/activation outputs on an input of shape " + c10::str(input.sizes()) +
                    (o.findings.empty() ? "; nothing stands out." : ": " + o.findings.front().message);
        if (!note.empty())
            o.summary += " " + note;
        o.data = {{"capture", mode},
                  {"note", note},
                  {"device", model->device().device},
                  {"input", statsJson(inputStats)},
                  {"input_nonfinite_voxels", b.nonFiniteInputs},
                  {"output", statsJson(outputStats)},
                  {"notes", b.notes}};
        o.data["parameters"] = nlohmann::json::array();
        for (const TensorStats& p : parameters)
            o.data["parameters"].push_back(statsJson(p));
        o.data["activations"] = nlohmann::json::array();
        for (std::size_t i = 0; i < activations.size(); ++i) {
            nlohmann::json a = statsJson(activations[i]);
            a["order"] = i;
            if (saturation[i] >= 0)
                a["saturated_fraction"] = saturation[i];
            o.data["activations"].push_back(a);
        }
        o.data["thresholds"] = {{"dead_fraction", kDeadFraction},
                                {"exploding_magnitude", kExplodingMagnitude},
                                {"saturated_fraction", kSaturatedFraction}};
        o.data["seconds"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        progress.report(1.0, "done");
        return o;
    } catch (const std::exception& e) {
        return torchError(ErrorKind::Unsupported, "The model could not be run to describe its activations.",
                          e);
    }
}

} // namespace scansleuth::model
